-- The gateway role (through api) may execute every MCP entry point it needs and nothing it must not (handler
-- registration, completion registration, session purge); nothing in the MCP layer is PUBLIC; every SECURITY
-- DEFINER function pins its search_path; internal.verify_mcp() passes; the builders work for any grantee.
DO $$
DECLARE
    v_gateway text := internal.role_name('gateway');
    v_customer text := internal.role_name('customer');
    v_owner text := internal.role_name('owner');
    v_fn text;
BEGIN
    FOREACH v_fn IN ARRAY ARRAY['api.mcp_handle_request(jsonb,jsonb)', 'api.mcp_request_policy(jsonb,text)',
                                'api.mcp_session_open(text,jsonb,text)', 'api.mcp_session_check(text,text)', 'api.mcp_session_close(text,text)',
                                'api.mcp_call_tool(text,jsonb,jsonb,jsonb)', 'api.mcp_read_resource(text,jsonb,jsonb)',
                                'api.mcp_get_prompt(text,jsonb,jsonb,jsonb)', 'api.mcp_list_tools(text[])', 'api.mcp_server_info()'] LOOP
        PERFORM pg_temp.mcp_is('gateway may execute ' || v_fn, has_function_privilege(v_gateway, v_fn, 'EXECUTE'), true);
        PERFORM pg_temp.mcp_is('customer may not execute ' || v_fn, has_function_privilege(v_customer, v_fn, 'EXECUTE'), false);
    END LOOP;
    FOREACH v_fn IN ARRAY ARRAY['api.create_or_replace_mcp_completion(text,text,text[],regprocedure)', 'api.delete_mcp_completion(text,text)',
                                'api.mcp_purge_sessions(interval)', 'api.create_or_replace_mcp_handler(jsonb,text)'] LOOP
        PERFORM pg_temp.mcp_is('gateway may not execute ' || v_fn, has_function_privilege(v_gateway, v_fn, 'EXECUTE'), false);
        PERFORM pg_temp.mcp_is('admin may execute ' || v_fn, has_function_privilege(internal.role_name('admin'), v_fn, 'EXECUTE'), true);
    END LOOP;
    PERFORM pg_temp.mcp_is('gateway cannot read sessions', has_table_privilege(v_gateway, 'api.mcp_session', 'SELECT'), false);
    PERFORM pg_temp.mcp_is('gateway cannot read completions', has_table_privilege(v_gateway, 'api.mcp_completion', 'SELECT'), false);
    PERFORM pg_temp.mcp_is('no PUBLIC routine in the MCP layer',
        (SELECT string_agg(p.oid::regprocedure::text, ', ') FROM pg_proc p
          WHERE p.pronamespace IN ('api'::regnamespace, 'internal'::regnamespace) AND (p.proname LIKE 'mcp\_%' OR p.proname = 'verify_mcp')
            AND (p.proacl IS NULL OR EXISTS (SELECT FROM aclexplode(p.proacl) a WHERE a.grantee = 0 AND a.privilege_type = 'EXECUTE'))),
        NULL::text);
    PERFORM pg_temp.mcp_is('verify_mcp', (SELECT string_agg(check_name || ': ' || detail, '; ') FROM internal.verify_mcp() WHERE NOT passed), NULL::text);
    PERFORM pg_temp.mcp_is('verify_mcp rows', (SELECT count(*) FROM internal.verify_mcp()), 9::bigint);

    -- As the gateway itself: a whole request, including an anonymous tool call and a session round trip.
    EXECUTE format('SET LOCAL ROLE %I', v_gateway);
    PERFORM pg_temp.mcp_is('as gateway', pg_temp.mcp_call('tools/call', '{"name": "mcpt_echo", "arguments": {"message": "g"}}') #>> '{result,content,0,text}', 'Echo: g');
    PERFORM pg_temp.mcp_is('session as gateway', api.mcp_session_check(api.mcp_session_open('2025-11-25', '{}')), '2025-11-25');
    PERFORM pg_temp.mcp_is('builders as gateway', (api.mcp_tool_error('x', '1')).envelope #> '{result,isError}', 'true'::jsonb);
    EXECUTE format('SET LOCAL ROLE %I', v_owner);
END
$$;
