-- The reference checklist's round trip through the dispatcher: initialize → tools/list (the tool is listed) →
-- tools/call (text starts with "Echo: hello"), and the registration contract the dispatcher relies on: a tool
-- without inputSchema is listed as {"type": "object"}, invalid schemas and resources without uriTemplate are refused.
DO $$
DECLARE
    v_env jsonb;
    v_state text;
BEGIN
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}', '"i"');
    PERFORM pg_temp.mcp_is('initialize', v_env #>> '{result,protocolVersion}', '2025-06-18');
    PERFORM pg_temp.mcp_is('initialized notification', pg_temp.mcp_raw('{"jsonrpc": "2.0", "method": "notifications/initialized"}'), NULL::jsonb);
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '"l"');
    PERFORM pg_temp.mcp_is('listed', 'mcpt_echo' = ANY (pg_temp.mcp_names(v_env, 'tools')), true);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_echo", "arguments": {"message": "hello"}}', '"c"');
    PERFORM pg_temp.mcp_is('echo', left(v_env #>> '{result,content,0,text}', 11), 'Echo: hello');
    PERFORM pg_temp.mcp_is('logged', EXISTS (SELECT FROM api.mcp_exchange WHERE mcp_name = 'mcpt_echo' AND (request).request_id = '"c"'), true);

    PERFORM pg_temp.mcpt(300, '{"type": "tool", "name": "mcpt_bare"}', $b$BEGIN RETURN api.mcp_tool_result('[]', request.request_id); END;$b$);
    PERFORM pg_temp.mcp_is('default schema', (SELECT t -> 'inputSchema' FROM jsonb_array_elements(pg_temp.mcp_list_all('tools/list') #> '{result,tools}') t
                                               WHERE t ->> 'name' = 'mcpt_bare'), '{"type": "object"}'::jsonb);
    BEGIN
        PERFORM pg_temp.mcpt(301, '{"type": "tool", "name": "mcpt_empty_schema", "inputSchema": {}}', 'BEGIN RETURN NULL; END;');
        RAISE EXCEPTION 'inputSchema {} accepted';
    EXCEPTION WHEN invalid_parameter_value OR check_violation THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE;
    END;
    BEGIN
        PERFORM pg_temp.mcpt(302, '{"type": "tool", "name": "mcpt_nonsense", "inputSchema": "nonsense"}', 'BEGIN RETURN NULL; END;');
        RAISE EXCEPTION 'inputSchema "nonsense" accepted';
    EXCEPTION WHEN invalid_parameter_value OR check_violation THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE;
    END;
    BEGIN
        PERFORM pg_temp.mcpt(303, '{"type": "resource", "name": "mcpt_no_template"}', 'BEGIN RETURN NULL; END;');
        RAISE EXCEPTION 'resource without uriTemplate accepted';
    EXCEPTION WHEN invalid_parameter_value THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE;
    END;
    PERFORM pg_temp.mcp_is('refused with 22023', v_state, '22023');
END
$$;
