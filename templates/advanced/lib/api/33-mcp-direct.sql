-- lib/api: the reference's direct MCP entry points (no JSON-RPC wrapper): api.mcp_call_tool,
-- api.mcp_read_resource, api.mcp_get_prompt, and what they share (internal.mcp_direct_call: identity and request
-- settings from 25-mcp-context.sql, internal.mcp_dispatch from 31-mcp-dispatch.sql, the envelope).
-- Trust boundary: the three entry points are SECURITY DEFINER with a pinned search_path, executable by api and
-- admin; identity comes only from context.credential, verified by internal.mcp_request_context (25-mcp-context.sql).

-- The reference's direct entry points (no JSON-RPC wrapper). Identity comes from p_context.credential only; the
-- era, negotiated version and log level from p_context.protocol_era / protocol_version / log_level.
CREATE OR REPLACE FUNCTION internal.mcp_direct_call(
    p_type text, p_key text, p_arguments jsonb, p_context jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_request       record := internal.mcp_request_context(p_context);   -- PA401 for a bad credential
    v_context       jsonb := v_request.context;
    v_era           text := CASE WHEN v_context ->> 'protocol_era' = 'modern' THEN 'modern' ELSE 'legacy' END;
BEGIN
    PERFORM internal.mcp_begin_request(v_context ->> 'log_level', NULL);
    RETURN ROW(internal.mcp_envelope(
               internal.mcp_dispatch(p_type, p_key, p_arguments, v_context, p_request_id, v_request.identity, v_era,
                                     v_context ->> 'protocol_version'),
               p_request_id))::api.mcp_response;
END
$$;
COMMENT ON FUNCTION internal.mcp_direct_call(text, text, jsonb, jsonb, jsonb) IS
    'Body of api.mcp_call_tool / mcp_read_resource / mcp_get_prompt: applies the identity of p_context, records the '
    'request settings, dispatches and wraps the outcome in an envelope carrying p_request_id. Owner-only.';
REVOKE ALL ON FUNCTION internal.mcp_direct_call(text, text, jsonb, jsonb, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.mcp_call_tool(p_name text, p_arguments jsonb, p_context jsonb DEFAULT NULL, p_request_id jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_direct_call('tool', p_name, p_arguments, p_context, p_request_id);
END
$$;
COMMENT ON FUNCTION api.mcp_call_tool(text, jsonb, jsonb, jsonb) IS
    'tools/call without the JSON-RPC wrapper: identity from p_context.credential, arguments validated against inputSchema, '
    'failures as isError results. The envelope carries p_request_id. 40001/40P01 propagate.';
CALL internal.grant_execute('api.mcp_call_tool(text,jsonb,jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_read_resource(p_uri text, p_context jsonb DEFAULT NULL, p_request_id jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_direct_call('resource', p_uri, NULL, p_context, p_request_id);
END
$$;
COMMENT ON FUNCTION api.mcp_read_resource(text, jsonb, jsonb) IS
    'resources/read without the JSON-RPC wrapper: the most specific visible resource whose template matches p_uri; '
    'unknown → -32002 (-32602 when p_context.protocol_era = ''modern''); handler failure → -32603.';
CALL internal.grant_execute('api.mcp_read_resource(text,jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_get_prompt(p_name text, p_arguments jsonb, p_context jsonb DEFAULT NULL, p_request_id jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_direct_call('prompt', p_name, p_arguments, p_context, p_request_id);
END
$$;
COMMENT ON FUNCTION api.mcp_get_prompt(text, jsonb, jsonb, jsonb) IS
    'prompts/get without the JSON-RPC wrapper: required arguments enforced, values must be strings; handler failure → -32603.';
CALL internal.grant_execute('api.mcp_get_prompt(text,jsonb,jsonb,jsonb)', 'api', 'admin');
