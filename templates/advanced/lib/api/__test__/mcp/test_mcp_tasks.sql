-- Long-running tools as tasks (lib/api/29-mcp-tasks.sql): created only for clients that declared the extension,
-- visible only to their creator, run (claim + run + release, as the gateway's runner does) as the creator with the
-- identity re-checked, paused for input, cancelled, and gated with -32021 / -32602 / -32601.
-- pg_temp.mcp_modern with this request's own clientCapabilities (mcp_modern sends {}).
CREATE OR REPLACE FUNCTION pg_temp.mcp_with(p_method text, p_params jsonb, p_capabilities jsonb, p_context jsonb DEFAULT NULL) RETURNS jsonb
LANGUAGE sql AS $$
    SELECT pg_temp.mcp_call(p_method, p_params || jsonb_build_object('_meta', jsonb_build_object(
               'io.modelcontextprotocol/protocolVersion', '2026-07-28', 'io.modelcontextprotocol/clientCapabilities', p_capabilities)),
               '1', p_context)
$$;

DO $$
DECLARE
    v_ext    jsonb := '{"extensions": {"io.modelcontextprotocol/tasks": {}}, "elicitation": {}}';
    v_env    jsonb;
    v_task   text;
    v_status text;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000011", "type": "tool", "name": "mcptt_work", "requiresAuth": false,
          "execution": {"taskSupport": "optional"}}',
        $body$
        BEGIN
            RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('done for %s in %s',
                coalesce(api.current_user_id()::text, 'nobody'), coalesce(api.mcp_task_id(request), 'no task')))), request.request_id);
        END;
        $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000012", "type": "tool", "name": "mcptt_only_task", "requiresAuth": false,
          "execution": {"taskSupport": "required"}}',
        $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('ran')), request.request_id); END; $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000013", "type": "tool", "name": "mcptt_ask", "requiresAuth": false,
          "execution": {"taskSupport": "optional"}}',
        $body$
        BEGIN
            IF api.mcp_elicited(request, 'a') IS NULL OR api.mcp_elicited(request, 'b') IS NULL THEN
                RETURN api.mcp_input_required(jsonb_build_object('a', api.mcp_elicit('A?', '{"type": "object"}'),
                                                                 'b', api.mcp_elicit('B?', '{"type": "object"}')), NULL, request.request_id);
            END IF;
            RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('answered')), request.request_id);
        END;
        $body$);

    -- Without the extension: optional runs inline, required is -32021, tasks/* are -32021.
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcptt_work"}');
    PERFORM pg_temp.mcp_is('inline without the extension', v_env #>> '{result,content,0,text}', 'done for nobody in no task');
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcptt_only_task"}');
    PERFORM pg_temp.mcp_is('required needs the extension', v_env #> '{error,data,requiredCapabilities}',
                           '{"extensions": {"io.modelcontextprotocol/tasks": {}}}'::jsonb);
    v_env := pg_temp.mcp_modern('tasks/get', '{"taskId": "x"}');
    PERFORM pg_temp.mcp_is('tasks/get without the extension', pg_temp.mcp_code(v_env), -32021);
    PERFORM pg_temp.mcp_is('tasks/list does not exist', pg_temp.mcp_code(pg_temp.mcp_with('tasks/list', '{}', v_ext)), -32601);
    PERFORM pg_temp.mcp_is('legacy tasks/get does not exist', pg_temp.mcp_code(pg_temp.mcp_call('tasks/get', '{"taskId": "x"}')), -32601);

    -- Carol creates a task: a CreateTaskResult, working, visible to her only.
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcptt_work'), v_ext, pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('CreateTaskResult', v_env #>> '{result,resultType}', 'task');
    PERFORM pg_temp.mcp_is('working', v_env #>> '{result,status}', 'working');
    PERFORM pg_temp.mcp_is('no requestState on a task', v_env -> 'result' ? 'requestState', false);
    v_task := v_env #>> '{result,taskId}';
    v_env := pg_temp.mcp_with('tasks/get', jsonb_build_object('taskId', v_task), v_ext);
    PERFORM pg_temp.mcp_is('anonymous cannot see it', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_with('tasks/get', jsonb_build_object('taskId', v_task), v_ext, pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('Carol sees it working', v_env #>> '{result,status}', 'working');

    -- The runner claims and runs it as Carol; the result is inlined.
    PERFORM membership.set_request_identity(NULL);
    PERFORM pg_temp.mcp_is('claimed (by handle)', (SELECT c.handle FROM api.mcp_task_claim(0) c), internal.mcp_task_handle(v_task));
    v_status := api.mcp_task_run();
    PERFORM api.mcp_task_release();
    PERFORM pg_temp.mcp_is('completed', v_status, 'completed');
    v_env := pg_temp.mcp_with('tasks/get', jsonb_build_object('taskId', v_task), v_ext, pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('ran as Carol in the task', v_env #>> '{result,result,content,0,text}',
                           format('done for %s in %s', (SELECT user_id FROM api.mcp_task WHERE task_id = v_task), v_task));
    PERFORM pg_temp.mcp_is('tasks/get is complete', v_env #>> '{result,resultType}', 'complete');
    v_env := pg_temp.mcp_with('tasks/cancel', jsonb_build_object('taskId', v_task), v_ext, pg_temp.mcp_carol());
    PERFORM pg_temp.mcp_is('cancel of a finished task is an ack', (v_env -> 'result') - '_meta'::text, '{"resultType": "complete"}'::jsonb);

    -- A task whose creator no longer resolves fails instead of running as anyone.
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcptt_work'), v_ext, pg_temp.mcp_carol());
    v_task := v_env #>> '{result,taskId}';
    UPDATE api.mcp_task SET subject = 'mcptest|nobody-at-all' WHERE task_id = v_task;
    PERFORM api.mcp_task_claim(0);
    PERFORM pg_temp.mcp_is('dead credential', api.mcp_task_run(), 'failed');
    PERFORM api.mcp_task_release();
    -- A token session's task fails once its issuer is no longer trusted (here: one never listed).
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcptt_work'), v_ext, pg_temp.mcp_carol());
    v_task := v_env #>> '{result,taskId}';
    UPDATE api.mcp_task SET context = context || '{"token_grant": {"iss": "https://withdrawn.example.test", "scp": ["mcp:read", "mcp:write"], "org": null}}'
     WHERE task_id = v_task;
    PERFORM api.mcp_task_claim(0);
    PERFORM pg_temp.mcp_is('withdrawn issuer', api.mcp_task_run(), 'failed');
    PERFORM api.mcp_task_release();
    PERFORM pg_temp.mcp_is('says the credential is gone', (SELECT error ->> 'code' FROM api.mcp_task WHERE task_id = v_task), '-32001');

    -- Input: the task waits, tasks/update answers one key at a time, then it runs to completion.
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcptt_ask'), v_ext);
    v_task := v_env #>> '{result,taskId}';
    PERFORM api.mcp_task_claim(0);
    PERFORM pg_temp.mcp_is('waits for input', api.mcp_task_run(), 'input_required');
    PERFORM api.mcp_task_release();
    v_env := pg_temp.mcp_with('tasks/update', jsonb_build_object('taskId', v_task, 'inputResponses',
                                '{"a": {"action": "accept", "content": {}}, "zzz": {"ignored": true}}'::jsonb), v_ext);
    PERFORM pg_temp.mcp_is('update ack', v_env #>> '{result,resultType}', 'complete');
    v_env := pg_temp.mcp_with('tasks/get', jsonb_build_object('taskId', v_task), v_ext);
    PERFORM pg_temp.mcp_is('still waiting for b only', v_env #> '{result,inputRequests}' ? 'b' AND NOT v_env #> '{result,inputRequests}' ? 'a', true);
    PERFORM pg_temp.mcp_with('tasks/update', jsonb_build_object('taskId', v_task, 'inputResponses',
                               '{"b": {"action": "accept", "content": {}}}'::jsonb), v_ext);
    PERFORM api.mcp_task_claim(0);
    PERFORM pg_temp.mcp_is('resumed and answered', api.mcp_task_run(), 'completed');
    PERFORM api.mcp_task_release();

    -- Cancel while working: acknowledged, cancelled, never claimed again.
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcptt_only_task'), v_ext);
    v_task := v_env #>> '{result,taskId}';
    PERFORM pg_temp.mcp_with('tasks/cancel', jsonb_build_object('taskId', v_task), v_ext);
    PERFORM pg_temp.mcp_is('cancelled', (SELECT status FROM api.mcp_task WHERE task_id = v_task), 'cancelled');
    PERFORM pg_temp.mcp_is('not claimable', (SELECT count(*) FROM api.mcp_task_claim(0) c), 0::bigint);
    PERFORM pg_temp.mcp_is('unknown task', pg_temp.mcp_code(pg_temp.mcp_with('tasks/get', jsonb_build_object('taskId', 'task-nope'), v_ext)), -32602);
END
$$;
