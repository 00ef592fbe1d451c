-- lib/api: Mcp-Param-* request headers (2026-07-28, SEP-2243). A tool's inputSchema may mark a top-level
-- primitive property with "x-mcp-header": "<Name>"; a client then mirrors the argument's value into the HTTP
-- header Mcp-Param-<Name> so that proxies can route on it without reading the body. The server MUST check that
-- the header agrees with the body, so a proxy never routes on a value the handler does not see.
--
-- Defines (owner-only): internal.mcp_check_param_headers(input_schema, arguments, headers) → outcome or NULL
-- The gateway passes the headers it received in context.mcp_param_headers: {"<name, lower case>": "<value>"},
-- the value already decoded from the =?base64?…?= form, JSON null when that form was malformed. Only for
-- 2026-07-28 requests (internal.mcp_dispatch calls this for tools then).
-- Rules: an annotated argument present in the body (and not null) needs its header, and the header must equal
-- the argument's text (strings as they are, numbers as written, booleans true/false); otherwise -32020
-- HeaderMismatch naming the header. Headers for arguments that are absent are ignored. Relies on: 21-mcp-builders.

CREATE OR REPLACE FUNCTION internal.mcp_check_param_headers(p_schema jsonb, p_arguments jsonb, p_headers jsonb)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_property record;
    v_value    jsonb;
    v_header   text;
    v_expected text;
BEGIN
    IF jsonb_typeof(p_schema -> 'properties') IS DISTINCT FROM 'object' THEN
        RETURN NULL;
    END IF;
    FOR v_property IN
        SELECT p.key, p.value ->> 'x-mcp-header' AS header
          FROM jsonb_each(p_schema -> 'properties') AS p
         WHERE jsonb_typeof(p.value) = 'object' AND jsonb_typeof(p.value -> 'x-mcp-header') = 'string'
    LOOP
        v_value := p_arguments -> v_property.key;
        CONTINUE WHEN v_value IS NULL OR jsonb_typeof(v_value) = 'null';
        v_header := 'mcp-param-' || lower(v_property.header);
        v_expected := CASE jsonb_typeof(v_value) WHEN 'string' THEN v_value #>> '{}' ELSE v_value::text END;
        IF NOT coalesce(p_headers, '{}'::jsonb) ? v_header THEN
            RETURN internal.mcp_fail(-32020, format('Header mismatch: Mcp-Param-%s header is required (argument %s is present)',
                                                    v_property.header, v_property.key));
        ELSIF jsonb_typeof(p_headers -> v_header) <> 'string' THEN
            RETURN internal.mcp_fail(-32020, format('Header mismatch: Mcp-Param-%s header is not valid (malformed Base64)', v_property.header));
        ELSIF p_headers ->> v_header IS DISTINCT FROM v_expected THEN
            RETURN internal.mcp_fail(-32020, format('Header mismatch: Mcp-Param-%s header does not match argument %s',
                                                    v_property.header, v_property.key));
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_check_param_headers(jsonb, jsonb, jsonb) IS
    'SEP-2243: every argument annotated with x-mcp-header must arrive in a matching Mcp-Param-<Name> header; -32020 otherwise.';
REVOKE ALL ON FUNCTION internal.mcp_check_param_headers(jsonb, jsonb, jsonb) FROM PUBLIC;
