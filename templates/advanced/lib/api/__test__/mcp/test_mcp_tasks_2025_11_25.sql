-- Tasks as revision 2025-11-25 defines them (lib/api/30-mcp-tasks-2025-11-25.sql), on the extension's storage:
-- the tasks capability, execution.taskSupport in tools/list, params.task → CreateTaskResult {task}, -32601 when
-- params.task and taskSupport disagree, tasks/get (Task with ttl, pollInterval), tasks/result (the result with
-- _meta related-task, the error, or the gateway's markers while unfinished), tasks/list (own tasks only, paged),
-- tasks/cancel (the cancelled Task; -32602 once ended), a tool error as "failed"; tasks/update stays -32601, and
-- older revisions have no tasks at all. Then: the requested ttl within its bounds, a "whenAsked" tool that ends
-- synchronously answering an ended task, and the status of a session's task for its GET stream.
CREATE OR REPLACE FUNCTION pg_temp.mcp_2025(p_method text, p_params jsonb, p_context jsonb DEFAULT '{}') RETURNS jsonb
LANGUAGE sql AS $$
    SELECT pg_temp.mcp_call(p_method, p_params, '1', jsonb_build_object('protocol_version', '2025-11-25') || p_context)
$$;

-- Claims and runs one task as the gateway's runner does (claim, run, release); returns the new status. The claim
-- must be the task asked for: the runner picks the next task fairly, so another runnable task would be a test bug.
CREATE OR REPLACE FUNCTION pg_temp.mcp_run_task(p_task text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
    v_status text;
BEGIN
    PERFORM membership.set_request_identity(NULL);
    PERFORM pg_temp.mcp_is('claims the task asked for', (SELECT c.handle FROM api.mcp_task_claim(0) c),
                           internal.mcp_task_handle(p_task));
    v_status := api.mcp_task_run();
    PERFORM api.mcp_task_release();
    RETURN v_status;
END
$$;

DO $$
DECLARE
    v_carol   jsonb := pg_temp.mcp_carol();
    v_task    jsonb := '{"task": {"ttl": 60000}}';
    v_env     jsonb;
    v_id      text;
    v_other   text;
    v_session text;
    v_listed  text[];
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000021", "type": "tool", "name": "mcpt25_work", "requiresAuth": false,
          "execution": {"taskSupport": "optional"}, "inputSchema": {"type": "object", "properties": {"n": {"type": "integer"}}}}',
        $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('worked ' || coalesce(request.arguments ->> 'n', '-'))), request.request_id); END; $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000022", "type": "tool", "name": "mcpt25_only_task", "requiresAuth": false,
          "execution": {"taskSupport": "required"}}',
        $body$ BEGIN RAISE EXCEPTION 'the job failed on purpose' USING ERRCODE = 'P0400'; END; $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000023", "type": "tool", "name": "mcpt25_ask", "requiresAuth": false,
          "execution": {"taskSupport": "optional"}}',
        $body$
        BEGIN
            IF api.mcp_elicited(request, 'ok') IS NULL THEN
                RETURN api.mcp_input_required(jsonb_build_object('ok', api.mcp_elicit('Go on?', '{"type": "object"}')), NULL, request.request_id);
            END IF;
            RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('went on')), request.request_id);
        END;
        $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000024", "type": "tool", "name": "mcpt25_protocol_error", "requiresAuth": false,
          "execution": {"taskSupport": "optional"}}',
        $body$ BEGIN RETURN api.mcp_error(-32603, 'Internal error: no luck', request.request_id); END; $body$);

    -- Capability and listing: only 2025-11-25 announces tasks and shows execution.taskSupport.
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}');
    PERFORM pg_temp.mcp_is('tasks capability', v_env #> '{result,capabilities,tasks}',
                           '{"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}}'::jsonb);
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}');
    PERFORM pg_temp.mcp_is('no tasks capability in 2025-06-18', v_env #> '{result,capabilities}' ? 'tasks', false);
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', '{"protocol_version": "2025-11-25"}');
    PERFORM pg_temp.mcp_is('taskSupport listed', (SELECT t -> 'execution' FROM jsonb_array_elements(v_env #> '{result,tools}') t
                                                   WHERE t ->> 'name' = 'mcpt25_only_task'), '{"taskSupport": "required"}'::jsonb);
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', '{"protocol_version": "2025-06-18"}');
    PERFORM pg_temp.mcp_is('no execution in 2025-06-18', (SELECT t ? 'execution' FROM jsonb_array_elements(v_env #> '{result,tools}') t
                                                            WHERE t ->> 'name' = 'mcpt25_only_task'), false);

    -- params.task against taskSupport: forbidden with a task and required without one are -32601; optional without
    -- a task runs inline; an older revision ignores params.task.
    PERFORM pg_temp.mcp_is('task for a forbidden tool', pg_temp.mcp_code(pg_temp.mcp_2025('tools/call', '{"name": "mcpt_beta"}' || v_task)), -32601);
    PERFORM pg_temp.mcp_is('required without a task', pg_temp.mcp_code(pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_only_task"}')), -32601);
    PERFORM pg_temp.mcp_is('optional inline', pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work"}') #>> '{result,content,0,text}', 'worked -');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt25_work"}' || v_task, '1', '{"protocol_version": "2025-06-18"}');
    PERFORM pg_temp.mcp_is('2025-06-18 ignores params.task', v_env #>> '{result,content,0,text}', 'worked -');
    -- Arguments a task tool cannot take, on a call that asked for a task: a protocol error (its client reads only
    -- a CreateTaskResult or an error); without params.task the usual tool execution error.
    PERFORM pg_temp.mcp_is('bad arguments with a task', pg_temp.mcp_code(pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "arguments": {"n": "x"}}' || v_task)), -32602);
    PERFORM pg_temp.mcp_is('bad arguments without one', pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "arguments": {"n": "x"}}') #> '{result,isError}', 'true'::jsonb);

    -- Carol creates a task: CreateTaskResult {task}, the 2025-11-25 Task shape.
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "arguments": {"n": 7}}' || v_task, v_carol);
    PERFORM pg_temp.mcp_is('CreateTaskResult members', (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(v_env -> 'result') k), ARRAY['task']);
    PERFORM pg_temp.mcp_is('Task members', (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(v_env #> '{result,task}') k),
                           ARRAY['createdAt', 'lastUpdatedAt', 'pollInterval', 'status', 'taskId', 'ttl']);
    PERFORM pg_temp.mcp_is('working', v_env #>> '{result,task,status}', 'working');
    PERFORM pg_temp.mcp_is('ttl as asked', (v_env #>> '{result,task,ttl}')::bigint, 60000::bigint);
    v_id := v_env #>> '{result,task,taskId}';
    v_env := pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_id), v_carol);
    PERFORM pg_temp.mcp_is('tasks/get', v_env #>> '{result,status}', 'working');
    PERFORM pg_temp.mcp_is('no extension fields', v_env -> 'result' ?| ARRAY['ttlMs', 'pollIntervalMs', 'resultType', 'result'], false);
    PERFORM pg_temp.mcp_is('someone else cannot see it', pg_temp.mcp_code(pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_id))), -32602);
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_id), v_carol);
    PERFORM pg_temp.mcp_is('unfinished: the gateway''s marker', v_env #>> '{result,resultType}', 'task_pending');
    PERFORM pg_temp.mcp_is('with the Task', v_env #>> '{result,task,taskId}', v_id);

    PERFORM pg_temp.mcp_is('runs', pg_temp.mcp_run_task(v_id), 'completed');
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_id), v_carol);
    PERFORM pg_temp.mcp_is('the tool result', v_env #>> '{result,content,0,text}', 'worked 7');
    PERFORM pg_temp.mcp_is('related-task', v_env #> '{result,_meta,io.modelcontextprotocol/related-task}', jsonb_build_object('taskId', v_id));
    PERFORM pg_temp.mcp_is('no task members in the result', v_env -> 'result' ?| ARRAY['resultType', 'task', 'status'], false);
    v_env := pg_temp.mcp_2025('tasks/cancel', jsonb_build_object('taskId', v_id), v_carol);
    PERFORM pg_temp.mcp_is('cancel once ended', v_env -> 'error', '{"code": -32602, "message": "Cannot cancel task: already in terminal status ''completed''"}'::jsonb);

    -- A tool error ends the task "failed" with its text; tasks/result still answers the isError result.
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_only_task"}' || v_task, v_carol);
    v_other := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_run_task(v_other);
    v_env := pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_other), v_carol);
    PERFORM pg_temp.mcp_is('tool error is failed', v_env #>> '{result,status}', 'failed');
    PERFORM pg_temp.mcp_is('with its text', v_env #>> '{result,statusMessage}', 'the job failed on purpose');
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other), v_carol);
    PERFORM pg_temp.mcp_is('result is the isError result', v_env #> '{result,isError}', 'true'::jsonb);
    -- A protocol error: failed, and tasks/result answers that error.
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_protocol_error"}' || v_task, v_carol);
    v_other := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_run_task(v_other);
    PERFORM pg_temp.mcp_is('protocol error statusMessage', pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_other), v_carol) #>> '{result,statusMessage}',
                           'Internal error: no luck');
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other), v_carol);
    PERFORM pg_temp.mcp_is('tasks/result is the error', v_env -> 'error', '{"code": -32603, "message": "Internal error: no luck"}'::jsonb);

    -- Input: tasks/result hands the gateway the input requests (tagged with the task), then takes the answers.
    v_session := api.mcp_session_open('2025-11-25', '{"name": "t", "version": "1"}', current_setting('test.carol_key'));
    PERFORM api.mcp_session_set_client(v_session, '{"elicitation": {}}', current_setting('test.carol_key'));
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_ask"}' || v_task, v_carol || jsonb_build_object('session_id', v_session));
    v_other := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_is('waits for input', pg_temp.mcp_run_task(v_other), 'input_required');
    PERFORM pg_temp.mcp_is('tasks/get says so', pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_other), v_carol) #>> '{result,status}', 'input_required');
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other), v_carol);
    PERFORM pg_temp.mcp_is('input marker', v_env #>> '{result,resultType}', 'input_required');
    PERFORM pg_temp.mcp_is('request tagged with the task', v_env #> '{result,inputRequests,ok,params,_meta,io.modelcontextprotocol/related-task,taskId}', to_jsonb(v_other));
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other, 'inputResponses', '{"ok": {"action": "accept", "content": {}}}'::jsonb), v_carol);
    PERFORM pg_temp.mcp_is('answered: working again', v_env #>> '{result,task,status}', 'working');
    PERFORM pg_temp.mcp_is('resumes', pg_temp.mcp_run_task(v_other), 'completed');
    PERFORM pg_temp.mcp_is('and ends', pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other), v_carol) #>> '{result,content,0,text}', 'went on');

    -- Cancel while working: the cancelled Task; tasks/result then has no result to give.
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work"}' || v_task, v_carol);
    v_other := v_env #>> '{result,task,taskId}';
    v_env := pg_temp.mcp_2025('tasks/cancel', jsonb_build_object('taskId', v_other), v_carol);
    PERFORM pg_temp.mcp_is('cancelled Task', v_env #>> '{result,status}', 'cancelled');
    PERFORM pg_temp.mcp_is('cancelled Task id', v_env #>> '{result,taskId}', v_other);
    PERFORM pg_temp.mcp_is('no result after cancel', pg_temp.mcp_code(pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_other), v_carol)), -32602);
    PERFORM pg_temp.mcp_is('cancel again', pg_temp.mcp_code(pg_temp.mcp_2025('tasks/cancel', jsonb_build_object('taskId', v_other), v_carol)), -32602);

    -- tasks/list: Carol's tasks, newest first, one page at a time; anonymous callers list nothing.
    INSERT INTO internal.setting (key, value) VALUES ('mcp_page_size', '2') ON CONFLICT (key) DO UPDATE SET value = '2';
    v_env := pg_temp.mcp_2025('tasks/list', '{}', v_carol);
    PERFORM pg_temp.mcp_is('first page', jsonb_array_length(v_env #> '{result,tasks}'), 2);
    PERFORM pg_temp.mcp_is('newest first', v_env #>> '{result,tasks,0,taskId}', v_other);
    PERFORM pg_temp.mcp_is('a next page', v_env -> 'result' ? 'nextCursor', true);
    v_listed := ARRAY(SELECT t ->> 'taskId' FROM jsonb_array_elements(v_env #> '{result,tasks}') t);
    WHILE v_env -> 'result' ? 'nextCursor' LOOP
        v_env := pg_temp.mcp_2025('tasks/list', jsonb_build_object('cursor', v_env #> '{result,nextCursor}'), v_carol);
        v_listed := v_listed || ARRAY(SELECT t ->> 'taskId' FROM jsonb_array_elements(v_env #> '{result,tasks}') t);
    END LOOP;
    PERFORM pg_temp.mcp_is('every own task listed once, newest first', v_listed,
        ARRAY(SELECT t.task_id FROM api.mcp_task t WHERE t.user_id = (SELECT c.user_id FROM api.mcp_task c WHERE c.task_id = v_id)
              ORDER BY t.created_at DESC, t.task_id DESC));
    PERFORM pg_temp.mcp_is('five of them', cardinality(v_listed), 5);
    PERFORM pg_temp.mcp_is('anonymous lists nothing', pg_temp.mcp_2025('tasks/list', '{}') #> '{result,tasks}', '[]'::jsonb);
    PERFORM pg_temp.mcp_is('bad cursor', pg_temp.mcp_code(pg_temp.mcp_2025('tasks/list', '{"cursor": "nope"}', v_carol)), -32602);

    -- Methods per revision: tasks/update is the extension's; older revisions and 2026-07-28 have no tasks/list or tasks/result.
    PERFORM pg_temp.mcp_is('tasks/update in 2025-11-25', pg_temp.mcp_code(pg_temp.mcp_2025('tasks/update', jsonb_build_object('taskId', v_id), v_carol)), -32601);
    PERFORM pg_temp.mcp_is('tasks/get in 2025-06-18', pg_temp.mcp_code(pg_temp.mcp_call('tasks/get', jsonb_build_object('taskId', v_id), '1',
                                                                                           v_carol || '{"protocol_version": "2025-06-18"}')), -32601);
    PERFORM pg_temp.mcp_is('tasks/result in 2026-07-28', pg_temp.mcp_code(pg_temp.mcp_modern('tasks/result', jsonb_build_object('taskId', v_id))), -32601);
    PERFORM pg_temp.mcp_is('tasks/list in 2026-07-28', pg_temp.mcp_code(pg_temp.mcp_modern('tasks/list')), -32601);
END
$$;

DO $$
DECLARE
    v_carol   jsonb := pg_temp.mcp_carol();
    v_max     bigint := internal.mcp_setting_int('mcp_task_ttl_ms', 3600000, 1000, 604800000);
    v_env     jsonb;
    v_id      text;
    v_session text;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000025", "type": "tool", "name": "mcpt25_maybe", "requiresAuth": false,
          "execution": {"taskSupport": "optional", "taskStart": "whenAsked"},
          "inputSchema": {"type": "object", "properties": {"now": {"type": "boolean"}, "fail": {"type": "boolean"}}}}',
        $body$
        BEGIN
            IF api.mcp_task_id(request) IS NOT NULL THEN
                RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('later')), request.request_id);
            ELSIF (request.arguments ->> 'fail')::boolean THEN
                RAISE EXCEPTION 'failed before the task' USING ERRCODE = 'P0400';
            ELSIF (request.arguments ->> 'now')::boolean THEN
                RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('at once')), request.request_id);
            END IF;
            RETURN api.mcp_continue_as_task('{}', request.request_id);
        END;
        $body$);

    -- The requested ttl, within [10 s, mcp_task_ttl_ms]; none or a non-number: mcp_task_ttl_ms.
    PERFORM pg_temp.mcp_is('ttl below the floor', (pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {"ttl": 1}}', v_carol) #>> '{result,task,ttl}')::bigint, 10000::bigint);
    PERFORM pg_temp.mcp_is('ttl above the cap', (pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {"ttl": 1e15}}', v_carol) #>> '{result,task,ttl}')::bigint, v_max);
    PERFORM pg_temp.mcp_is('no ttl asked', (pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {}}', v_carol) #>> '{result,task,ttl}')::bigint, v_max);
    PERFORM pg_temp.mcp_is('a ttl that is no number', (pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {"ttl": "1"}}', v_carol) #>> '{result,task,ttl}')::bigint, v_max);
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {"ttl": 20000.4}}', v_carol);
    v_id := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_is('kept for that ttl', (SELECT t.expires_at - t.created_at BETWEEN interval '19 s' AND interval '21 s' FROM api.mcp_task t WHERE t.task_id = v_id), true);
    PERFORM pg_temp.mcp_is('tasks/get says the ttl', (pg_temp.mcp_2025('tasks/get', jsonb_build_object('taskId', v_id), v_carol) #>> '{result,ttl}')::bigint, 20000::bigint);

    -- "whenAsked" with params.task: continuing as a task answers {task}; ending synchronously too, already ended.
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_maybe", "arguments": {"now": true}, "task": {"ttl": 30000}}', v_carol);
    PERFORM pg_temp.mcp_is('synchronous end: a task', (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(v_env -> 'result') k), ARRAY['task']);
    PERFORM pg_temp.mcp_is('already completed', v_env #>> '{result,task,status}', 'completed');
    PERFORM pg_temp.mcp_is('with the ttl asked', (v_env #>> '{result,task,ttl}')::bigint, 30000::bigint);
    v_id := v_env #>> '{result,task,taskId}';
    v_env := pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_id), v_carol);
    PERFORM pg_temp.mcp_is('its result', v_env #>> '{result,content,0,text}', 'at once');
    PERFORM pg_temp.mcp_is('tagged with the task', v_env #> '{result,_meta,io.modelcontextprotocol/related-task}', jsonb_build_object('taskId', v_id));
    PERFORM pg_temp.mcp_is('never claimed', (SELECT t.attempts FROM api.mcp_task t WHERE t.task_id = v_id), 0);
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_maybe", "arguments": {"fail": true}, "task": {}}', v_carol);
    PERFORM pg_temp.mcp_is('synchronous failure: a failed task', v_env #>> '{result,task,status}', 'failed');
    v_id := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_is('whose result is the tool error', pg_temp.mcp_2025('tasks/result', jsonb_build_object('taskId', v_id), v_carol) #> '{result,isError}', 'true'::jsonb);
    UPDATE api.mcp_task SET status = 'cancelled' WHERE status = 'working';  -- so the next claim is the task asked for
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_maybe", "task": {}}', v_carol);
    PERFORM pg_temp.mcp_is('continued as a task', v_env #>> '{result,task,status}', 'working');
    PERFORM pg_temp.mcp_is('which runs', pg_temp.mcp_run_task(v_env #>> '{result,task,taskId}'), 'completed');
    PERFORM pg_temp.mcp_is('without params.task: the plain result', pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_maybe", "arguments": {"now": true}}', v_carol) #>> '{result,content,0,text}', 'at once');

    -- A task made in a session: its Task for that session's GET stream, only with the session's id.
    v_session := api.mcp_session_open('2025-11-25', '{"name": "t", "version": "1"}', current_setting('test.carol_key'));
    v_env := pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {}}', v_carol || jsonb_build_object('session_id', v_session));
    v_id := v_env #>> '{result,task,taskId}';
    PERFORM pg_temp.mcp_is('session recorded as its handle', (SELECT t.session_handle FROM api.mcp_task t WHERE t.task_id = v_id), internal.mcp_session_handle(v_session));
    PERFORM pg_temp.mcp_is('status for the session', api.mcp_task_status_2025(v_session, internal.mcp_task_handle(v_id)) #>> '{taskId}', v_id);
    PERFORM pg_temp.mcp_is('the 2025-11-25 Task', api.mcp_task_status_2025(v_session, internal.mcp_task_handle(v_id)) ? 'ttlMs', false);
    PERFORM pg_temp.mcp_is('not by the session''s handle', api.mcp_task_status_2025(internal.mcp_session_handle(v_session), internal.mcp_task_handle(v_id)), NULL::jsonb);
    PERFORM pg_temp.mcp_is('not by the task id', api.mcp_task_status_2025(v_session, v_id), NULL::jsonb);
    PERFORM pg_temp.mcp_is('a task without a session has none', (SELECT t.session_handle FROM api.mcp_task t
                                                                  WHERE t.task_id = pg_temp.mcp_2025('tools/call', '{"name": "mcpt25_work", "task": {}}', v_carol) #>> '{result,task,taskId}'), NULL);
    PERFORM api.mcp_session_close(v_session, current_setting('test.carol_key'));
    PERFORM pg_temp.mcp_is('nothing once the session is closed', api.mcp_task_status_2025(v_session, internal.mcp_task_handle(v_id)), NULL::jsonb);
END
$$;
