-- The shipped examples (api/mcp-examples.sql) work through the dispatcher when the deploy parameter examples is on
-- and are not listed when it is off.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    IF NOT internal.deploy_switch('examples') THEN
        PERFORM pg_temp.mcp_is('examples off: echo is not listed', 'echo' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('tools/list'), 'tools')), false);
    ELSE
        v_env := pg_temp.mcp_call('tools/call', '{"name": "echo", "arguments": {"message": "hi"}}');
        PERFORM pg_temp.mcp_is('echo example', v_env #>> '{result,content,0,text}', 'Echo: hi');
        v_env := pg_temp.mcp_call('tools/call', '{"name": "echo", "arguments": {}}');
        PERFORM pg_temp.mcp_is('echo validation', v_env #>> '{result,content,0,text}', 'Invalid arguments: arguments.message is required');
        PERFORM pg_temp.mcp_is('whoami hidden from anonymous', 'whoami' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('tools/list'), 'tools')), false);
        PERFORM pg_temp.mcp_is('add_numbers is read-only', (SELECT transaction_read_only FROM api.mcp_request_policy(
            '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "add_numbers"}}')), true);
        v_env := pg_temp.mcp_call('resources/read', '{"uri": "app://greetings/x"}');
        PERFORM pg_temp.mcp_is('a read-only example refuses a read-write transaction', pg_temp.mcp_code(v_env), -32600);
        v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "summarize"}, "argument": {"name": "style", "value": "b"}}');
        PERFORM pg_temp.mcp_is('summarize completion', v_env #> '{result,completion,values}', '["brief", "bullet points"]'::jsonb);
        PERFORM pg_temp.mcp_is('examples are listed', ARRAY['server_time'] <@ pg_temp.mcp_names(pg_temp.mcp_list_all('resources/list'), 'resources'), true);
    END IF;
END
$$;
