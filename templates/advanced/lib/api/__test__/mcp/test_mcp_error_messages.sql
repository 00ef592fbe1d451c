-- Every error object the dispatcher produces has an integer code and a non-empty message, whatever the input
-- (the reference emitted {"code": -32602} without a message for missing names and non-object params).
DO $$
DECLARE
    v_request jsonb;
    v_env     jsonb;
BEGIN
    FOREACH v_request IN ARRAY ARRAY[
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call"}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": [1, 2]}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": "x"}',
        '{"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {"uri": null}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "prompts/get", "params": {"name": null}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "completion/complete", "params": {}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "logging/setLevel", "params": {"level": 3}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "resources/subscribe"}',
        '{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": null}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"cursor": 1}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "", "params": {}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_null"}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "", "arguments": {}}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "prompts/get", "params": {"name": "mcpt_prompt", "arguments": {"topic": null}}}',
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "x"}}}',
        '{"jsonrpc": "2.0", "id": [], "method": "ping"}',
        '{"jsonrpc": 2, "id": 1, "method": "ping"}',
        '{"jsonrpc": "2.0", "id": 1, "method": "notifications/cancelled", "params": {"requestId": 1}}']::jsonb[]
    LOOP
        v_env := pg_temp.mcp_raw(v_request);
        PERFORM pg_temp.mcp_is('an error for ' || v_request::text, v_env ? 'error', true);
        PERFORM pg_temp.mcp_is('integer code for ' || v_request::text, internal.mcp_json_type(v_env #> '{error,code}'), 'integer');
        PERFORM pg_temp.mcp_is('message for ' || v_request::text, coalesce(length(v_env #>> '{error,message}'), 0) > 0, true);
        PERFORM pg_temp.mcp_is('no result for ' || v_request::text, v_env ? 'result', false);
        PERFORM pg_temp.mcp_is('jsonrpc for ' || v_request::text, v_env ->> 'jsonrpc', '2.0');
    END LOOP;
    PERFORM pg_temp.mcp_is('empty method name', pg_temp.mcp_raw('{"jsonrpc": "2.0", "id": 1, "method": ""}') #>> '{error,message}', 'Method not found: ');
    -- Builders never emit an error without a message either.
    PERFORM pg_temp.mcp_is('api.mcp_error fills the message', (api.mcp_error(-32000, NULL, '1')).envelope #>> '{error,message}', 'Internal error');
    PERFORM pg_temp.mcp_is('api.mcp_error data', (api.mcp_error(-32000, 'x', '1', '{"a": 1}')).envelope -> 'error',
                           '{"code": -32000, "message": "x", "data": {"a": 1}}'::jsonb);
END
$$;
