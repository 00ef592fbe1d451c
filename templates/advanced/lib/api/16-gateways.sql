-- lib/api: what the REST, RPC and MCP entry points share: request identity, route matching,
-- response finalisation, and the SQLSTATE → HTTP / JSON-RPC error table.
--
-- Defines (internal, owner-only; called from the SECURITY DEFINER entry points):
--   internal.apply_request_identity(credential) → jsonb      (MCP: the identity, for the caller's own checks)
--   internal.apply_request_credential(credential) → uuid     (REST, RPC)
--   internal.request_credential(headers) → text, internal.request_headers(headers) → hstore
--   internal.rest_match_route(method, canonical_path, version) → uuid
--   internal.rest_allowed_methods(canonical_path, version) → text
--   internal.finalize_response(response, registered_headers, started_at, extra) → api.http_response
--   internal.sqlstate_http_error(sqlstate, message, read_only_route) → (status_code, title, detail, rpc_code, headers)
--   internal.rpc_code_for_status(status) → integer
-- Relies on: membership.authenticate_identity (membership/16-request-credentials.sql), 02–15.
--
-- Trust boundary: the caller's identity is never an input. The entry points take the caller's CREDENTIAL --
-- the Authorization header of REST and RPC requests, context.credential of MCP requests -- and
-- membership.authenticate verifies it and signs the holder's identity into the transaction; no credential
-- means anonymous, a credential that does not verify raises PA401 (the gateway's 401). Headers that once
-- carried identity (x-user-id, x-user-email, x-user-email-verified, x-tenant-id) mean nothing and are removed
-- before handlers see the request, with the credential itself. Identity is cleared first on every call: it
-- never leaks into a later request on a pooled connection.

DROP FUNCTION IF EXISTS internal.setup_auth_session(extensions.hstore);          -- identity from headers: gone
DROP FUNCTION IF EXISTS internal.apply_auth_context(text, text, text, boolean);

CREATE OR REPLACE FUNCTION internal.apply_request_identity(p_credential text)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    -- PA401 for a credential that does not verify. The identity it signed in is the one returned: reading it back
    -- (membership.current_identity) would verify its signature a second time for nothing.
    v_identity jsonb := membership.authenticate_identity(p_credential);
    v_ignored  text;
BEGIN
    -- Informational settings for handlers written for the reference implementation. Nothing in this template
    -- trusts them (api.current_user_id() verifies the signed identity); they are overwritten on every request
    -- with what was verified, so a value set earlier in the session means nothing. (Assignments, not PERFORM:
    -- a simple expression skips the executor.)
    v_ignored := pg_catalog.set_config('auth.user_id', coalesce(v_identity ->> 'sub', ''), true);
    v_ignored := pg_catalog.set_config('auth.idp_subject', coalesce(v_identity ->> 'sub', ''), true);
    v_ignored := pg_catalog.set_config('auth.user_email', '', true);
    v_ignored := pg_catalog.set_config('auth.tenant_id', coalesce(v_identity ->> 'korg', ''), true);
    RETURN v_identity;
END
$$;
COMMENT ON FUNCTION internal.apply_request_identity(text) IS
    'Sets (or clears) the request identity from the credential the caller presented (membership.authenticate: NULL '
    'is anonymous, a bad credential raises PA401) and returns the identity JSON it signed in (NULL: anonymous), for '
    'the caller''s own checks in this statement. auth.user_id / auth.idp_subject (the verified subject) and '
    'auth.tenant_id (a key''s organization) are informational; nothing trusts them.';
REVOKE ALL ON FUNCTION internal.apply_request_identity(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.apply_request_credential(p_credential text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    RETURN (internal.apply_request_identity(p_credential) ->> 'uid')::uuid;
END
$$;
COMMENT ON FUNCTION internal.apply_request_credential(text) IS
    'internal.apply_request_identity returning the user id (NULL: anonymous): what REST and RPC need.';
REVOKE ALL ON FUNCTION internal.apply_request_credential(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.request_credential(p_headers extensions.hstore)
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT membership.bearer_credential(p_headers OPERATOR(extensions.->) 'authorization');
$$;
COMMENT ON FUNCTION internal.request_credential(extensions.hstore) IS
    'The credential of a REST/RPC request: the Authorization header (lowercase key) as membership.bearer_credential reads it.';
REVOKE ALL ON FUNCTION internal.request_credential(extensions.hstore) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.request_headers(p_headers extensions.hstore)
RETURNS extensions.hstore
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT extensions.delete(p_headers, ARRAY['authorization', 'proxy-authorization', 'x-user-id', 'x-user-email',
                                              'x-user-email-verified', 'x-tenant-id']);
$$;
COMMENT ON FUNCTION internal.request_headers(extensions.hstore) IS
    'The headers handlers (and the exchange log) see: without the credential and without the identity headers of '
    'the reference implementation, which mean nothing here.';
REVOKE ALL ON FUNCTION internal.request_headers(extensions.hstore) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- REST route matching: static routes by index, then templates/patterns by specificity.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.rest_match_route(p_method text, p_path text, p_version text)
RETURNS uuid
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_id       uuid;
    v_segments integer := cardinality(string_to_array(ltrim(p_path, '/'), '/'));
BEGIN
    SELECT r.handler_object_id INTO v_id
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.route_kind = 'static' AND r.canonical_path = p_path
       AND p_method ~ r.method_regexp AND p_version ~ r.version_regexp
     ORDER BY r.sequence_number DESC
     LIMIT 1;
    IF FOUND THEN
        RETURN v_id;
    END IF;
    SELECT r.handler_object_id INTO v_id
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.route_kind <> 'static' AND (r.segment_count IS NULL OR r.segment_count = v_segments)
       AND p_path ~ r.address_regexp AND p_method ~ r.method_regexp AND p_version ~ r.version_regexp
     ORDER BY r.route_kind = 'pattern', r.match_rank, r.sequence_number DESC
     LIMIT 1;
    RETURN v_id;
END
$$;
COMMENT ON FUNCTION internal.rest_match_route(text, text, text) IS
    'The live REST handler for a method (HEAD passed as GET), canonical path and version: a static route first, '
    'else the most specific template (literal segments first), else a pattern; NULL when none matches.';
REVOKE ALL ON FUNCTION internal.rest_match_route(text, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.rest_allowed_methods(p_path text, p_version text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT string_agg(m, ', ' ORDER BY array_position(ARRAY['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], m))
      FROM (SELECT DISTINCT m
              FROM api.rest_route r
              JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
             CROSS JOIN LATERAL unnest(r.methods || CASE WHEN 'GET' = ANY (r.methods) THEN ARRAY['HEAD'] ELSE '{}' END
                                       || ARRAY['OPTIONS']) AS m
             WHERE p_path ~ r.address_regexp AND p_version ~ r.version_regexp) AS allowed;
$$;
COMMENT ON FUNCTION internal.rest_allowed_methods(text, text) IS
    'The Allow header for a path: methods of every live route matching path and version, HEAD with GET, and '
    'OPTIONS (answered by the gateway itself); NULL when no route matches the path.';
REVOKE ALL ON FUNCTION internal.rest_allowed_methods(text, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Response finalisation. Later sources win: handler headers < registered responseHeaders < stamps
-- (content-length, x-execution-time-ms, x-pgmi-catalog-version, vary) < extra.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.finalize_response(
    p_response api.http_response,
    p_registered_headers jsonb,
    p_started_at timestamptz,
    p_extra extensions.hstore DEFAULT ''::extensions.hstore)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_response api.http_response := p_response;
    v_headers  extensions.hstore;
    v_keys     text;
BEGIN
    -- Keys to lower case; headers that are absent or already lower-case (the usual case) need no query.
    v_keys := array_to_string(extensions.akeys(coalesce(p_response.headers, ''::extensions.hstore)), ',');
    IF v_keys = lower(v_keys) THEN
        v_headers := coalesce(p_response.headers, ''::extensions.hstore);
    ELSE
        SELECT coalesce(extensions.hstore(array_agg(lower(e.key)), array_agg(e.value)), ''::extensions.hstore)
          INTO v_headers
          FROM extensions.each(p_response.headers) AS e;
    END IF;
    IF p_registered_headers IS NOT NULL AND p_registered_headers <> '{}' THEN
        v_headers := v_headers OPERATOR(extensions.||) internal.jsonb_to_hstore(p_registered_headers - 'x-include-schema');
    END IF;
    v_headers := v_headers
        OPERATOR(extensions.||) extensions.hstore(ARRAY[
            'content-length', coalesce(octet_length(v_response.content), 0)::text,
            'x-execution-time-ms', round(extract(epoch FROM clock_timestamp() - p_started_at) * 1000, 3)::text,
            'x-pgmi-catalog-version', internal.catalog_version(),
            'vary', 'accept, x-api-version, accept-version, authorization'])
        OPERATOR(extensions.||) coalesce(p_extra, ''::extensions.hstore);
    IF v_response.status_code IN (204, 304) THEN
        v_headers := extensions.delete(v_headers, 'content-length');
    ELSIF NOT (v_headers OPERATOR(extensions.?) 'content-type') THEN
        v_headers := v_headers OPERATOR(extensions.||) extensions.hstore('content-type', 'application/json; charset=utf-8');
    END IF;
    v_response.headers := v_headers;
    RETURN v_response;
END
$$;
COMMENT ON FUNCTION internal.finalize_response(api.http_response, jsonb, timestamptz, extensions.hstore) IS
    'Response headers as sent: lower-case keys; handler < registered responseHeaders < content-length, '
    'x-execution-time-ms, x-pgmi-catalog-version, vary < extra; no content-length on 204/304; a default '
    'content-type otherwise.';
REVOKE ALL ON FUNCTION internal.finalize_response(api.http_response, jsonb, timestamptz, extensions.hstore) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Handler failures as clients see them. The raw message never leaves, except for the P04xx codes a
-- handler raises on purpose (RAISE … USING ERRCODE = 'P0404' → 404 with its MESSAGE as detail).
-- 40001/40P01 never get here: the entry points re-raise them for the gateway to retry.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.rpc_code_for_status(p_status integer)
RETURNS integer
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN p_status = 401 THEN -32001
                WHEN p_status = 403 THEN -32003
                WHEN p_status = 428 THEN -32600
                WHEN p_status BETWEEN 400 AND 499 THEN -32602
                ELSE -32603 END;
$$;
COMMENT ON FUNCTION internal.rpc_code_for_status(integer) IS 'JSON-RPC code for a mapped HTTP status: 401 -32001, 403 -32003, 428 -32600, other 4xx -32602, else -32603.';
REVOKE ALL ON FUNCTION internal.rpc_code_for_status(integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.sqlstate_http_error(p_sqlstate text, p_message text, p_read_only_route boolean)
RETURNS TABLE (status_code integer, title text, detail text, rpc_code integer, headers extensions.hstore)
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    headers := ''::extensions.hstore;
    SELECT m.status, m.detail INTO status_code, detail
      FROM (VALUES ('23505', 409, 'Resource already exists'),
                   ('23P01', 409, 'Resource conflicts with an existing one'),
                   ('23514', 422, 'A submitted value violates a constraint'),
                   ('23502', 400, 'A required value is missing'),
                   ('23503', 400, 'References a resource that does not exist'),
                   ('22P02', 400, 'A submitted value is malformed'),
                   ('22023', 400, 'A submitted parameter value is invalid'),
                   ('22001', 422, 'A submitted value is too long'),
                   ('22003', 422, 'A submitted number is out of range'),
                   ('22007', 400, 'A submitted date or time is malformed'),
                   ('22008', 422, 'A submitted date or time is out of range'),
                   ('2201B', 400, 'A submitted pattern is invalid'),
                   -- What PostgreSQL cannot hold: \u0000 in JSON text, bytes that are not UTF-8, nesting deeper than
                   -- the stack allows. The client sent them, so the client hears about it (never a 500).
                   ('22P05', 400, 'A submitted value contains a character the database cannot store (such as \u0000)'),
                   ('22021', 400, 'The request is not valid UTF-8'),
                   ('54001', 400, 'A submitted value is nested too deeply'),
                   ('54000', 413, 'A submitted value is too large'),
                   ('42501', 403, 'Not permitted'),
                   ('55P03', 503, 'The resource is busy; retry later')) AS m(code, status, detail)
     WHERE m.code = p_sqlstate;
    IF p_sqlstate = '25006' THEN
        IF coalesce(p_read_only_route, false) THEN
            status_code := 500; detail := 'An internal error occurred';  -- the handler writes although declared readOnly
        ELSE
            status_code := 428;
            detail := 'Route requires a read-write transaction but the current transaction is READ ONLY';
            headers := extensions.hstore('x-pgmi-transaction-required', 'read-write');
        END IF;
    ELSIF p_sqlstate ~ '^P04[0-9]{2}$' THEN
        status_code := 400 + substr(p_sqlstate, 4, 2)::integer;
        IF status_code NOT BETWEEN 400 AND 431 AND status_code <> 451 THEN
            status_code := 400;
        END IF;
        detail := left(coalesce(p_message, ''), 500);
    ELSIF status_code IS NULL AND p_sqlstate LIKE '22%' THEN
        status_code := 400; detail := 'A submitted value is invalid';   -- class 22, data exception: the input's fault
    ELSIF status_code IS NULL THEN
        status_code := 500; detail := 'An internal error occurred';
    END IF;
    IF status_code = 503 THEN
        headers := extensions.hstore('retry-after', '1');
    END IF;
    title := api.http_status_title(status_code);
    rpc_code := internal.rpc_code_for_status(status_code);
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION internal.sqlstate_http_error(text, text, boolean) IS
    'Maps a handler''s SQLSTATE to what the client sees (documented in docs/api.md): constraint and data errors '
    '→ 400/409/422 with a generic detail (every other class 22 code → 400; 22P05, 22021, 54001 → 400, 54000 → 413), '
    '42501 → 403, 25006 → 428 (or 500 on readOnly routes), 55P03 → 503, P04xx → 4xx with the handler''s own message, '
    'anything else → 500 "An internal error occurred".';
REVOKE ALL ON FUNCTION internal.sqlstate_http_error(text, text, boolean) FROM PUBLIC;
