-- requires_auth handlers are invisible to anonymous callers in every list, and calling one anonymously answers
-- exactly like an unknown name (no enumeration). Identity comes only from context.credential (verified: a bad one
-- raises PA401) and is applied afresh on every request: a later request without it is anonymous again, within the
-- same transaction. context.user_id and hand-set settings count for nothing.
DO $$
DECLARE
    v_env     jsonb;
    v_unknown jsonb;
BEGIN
    PERFORM pg_temp.mcp_is('anonymous tools', 'mcpt_private' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('tools/list'), 'tools')), false);
    PERFORM pg_temp.mcp_is('anonymous templates', 'mcpt_private_res' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('resources/templates/list'), 'resourceTemplates')), false);
    PERFORM pg_temp.mcp_is('anonymous prompts', 'mcpt_prompt_private' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('prompts/list'), 'prompts')), false);

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}', '7');
    v_unknown := pg_temp.mcp_call('tools/call', '{"name": "mcpt_privatx"}', '7');
    PERFORM pg_temp.mcp_is('hidden tool = unknown tool', v_env, replace(v_unknown::text, 'mcpt_privatx', 'mcpt_private')::jsonb);
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://private/1"}', '7');
    v_unknown := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://nothing/1"}', '7');
    PERFORM pg_temp.mcp_is('hidden resource = unknown resource', v_env, replace(v_unknown::text, 'mcptest://nothing/1', 'mcptest://private/1')::jsonb);
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt_private"}', '7');
    PERFORM pg_temp.mcp_is('hidden prompt', v_env -> 'error', '{"code": -32602, "message": "Prompt not found: mcpt_prompt_private"}'::jsonb);
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt_private"}, "argument": {"name": "a", "value": ""}}');
    PERFORM pg_temp.mcp_is('hidden prompt completion', v_env #>> '{error,message}', 'Prompt not found: mcpt_prompt_private');

    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('Carol sees the private tool', 'mcpt_private' = ANY (pg_temp.mcp_names(v_env, 'tools')), true);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}', '1', pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('Carol calls it as Carol', v_env #>> '{result,content,0,text}',
                           (SELECT u.object_id::text FROM membership."user" u WHERE u.email = 'carol.mcp@example.com'));
    PERFORM pg_temp.mcp_is('Carol reads the private resource', pg_temp.mcp_call('resources/read', '{"uri": "mcptest://private/1"}', '1', pg_temp.mcp_carol())
                                                              #>> '{result,contents,0,text}', 'private');

    -- Same transaction, next request without identity: anonymous again.
    PERFORM pg_temp.mcp_is('identity reset', pg_temp.mcp_code(pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}')), -32602);
    PERFORM pg_temp.mcp_is('identity reset for api.current_user_id', api.current_user_id(), NULL::uuid);
    PERFORM pg_temp.mcp_call('ping', NULL, '1', pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('identity set by a ping', api.current_user_id() IS NOT NULL, true);
    PERFORM pg_temp.mcp_call('ping', NULL, '1', '{"credential": null}');
    PERFORM pg_temp.mcp_is('a null credential is nobody', api.current_user_id(), NULL::uuid);

    -- Nothing but a verified credential counts: user_id (Carol's subject, or her key's), other keys and hand-set
    -- settings are anonymous.
    PERFORM set_config('auth.user_id', 'mcptest|carol-001', true);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}', '1',
                              '{"tenant_id": "x", "user_email": "carol.mcp@example.com", "idp_subject": "mcptest|carol-001", "userId": "mcptest|carol-001"}');
    PERFORM pg_temp.mcp_is('other context keys ignored', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}', '1', '{"user_id": "mcptest|carol-001"}');
    PERFORM pg_temp.mcp_is('user_id is ignored', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_private"}', '1', jsonb_build_object('user_id', 'apikey|' || current_setting('test.carol_key_id')));
    PERFORM pg_temp.mcp_is('user_id of a live key is ignored', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.expect_error(format('SELECT pg_temp.mcp_call(%L, %L::jsonb, %L::jsonb, %L::jsonb)', 'tools/call', '{"name": "mcpt_private"}', '1',
                                        '{"credential": "apikey|0000000000"}'), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT pg_temp.mcp_call(%L, NULL, %L::jsonb, %L::jsonb)', 'ping', '1', '{"credential": 42}'), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT api.mcp_call_tool(%L, %L::jsonb, %L::jsonb, %L::jsonb)', 'mcpt_private', '{}',
                                        jsonb_build_object('credential', current_setting('test.carol_key') || 'x'), '1'), 'PA401');
    v_env := (api.mcp_call_tool('mcpt_private', '{}', pg_temp.mcp_carol(), '1')).envelope;
    PERFORM pg_temp.mcp_is('direct call applies identity', v_env #> '{result,isError}', 'false'::jsonb);
    v_env := (api.mcp_call_tool('mcpt_private', '{}', NULL, '1')).envelope;
    PERFORM pg_temp.mcp_is('direct call clears identity', pg_temp.mcp_code(v_env), -32602);
END
$$;
