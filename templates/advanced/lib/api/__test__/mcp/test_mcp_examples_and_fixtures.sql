-- The shipped examples (api/mcp-examples.sql) work through the dispatcher when the deploy parameter examples is on
-- and are not listed when it is off, and the conformance fixture module (api/conformance-fixtures.sql) is present
-- exactly when the deploy parameter mcp_conformance is on.
DO $$
DECLARE
    v_env jsonb;
    v_on  boolean := internal.deploy_switch('mcp_conformance');
    v_fixtures text[] := ARRAY['test_simple_text', 'test_image_content', 'test_audio_content', 'test_embedded_resource',
                               'test_multiple_content_types', 'test_tool_with_logging', 'test_tool_with_progress',
                               'test_error_handling', 'json_schema_2020_12_tool', 'static_text', 'static_binary',
                               'template_data', 'watched_resource', 'test_simple_prompt', 'test_prompt_with_arguments',
                               'test_prompt_with_embedded_resource', 'test_prompt_with_image'];
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

    PERFORM pg_temp.mcp_is('conformance fixtures present exactly when mcp_conformance is on',
                           (SELECT count(*) FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id
                             WHERE h.deleted_at IS NULL AND r.mcp_name = ANY (v_fixtures))::integer,
                           CASE WHEN v_on THEN cardinality(v_fixtures) ELSE 0 END);
    IF v_on THEN
        v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "test_prompt_with_arguments"}, "argument": {"name": "arg1", "value": "test"}}');
        PERFORM pg_temp.mcp_is('fixture completion', jsonb_typeof(v_env #> '{result,completion,values}'), 'array');
    END IF;
END
$$;
