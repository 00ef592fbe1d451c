-- lib/api: MCP tasks as revision 2025-11-25 defines them (experimental, docs/specification/2025-11-25/basic/
-- utilities/tasks), for 2025-11-25 sessions, on the storage and runner of the 2026-07-28 tasks extension
-- (29-mcp-tasks.sql, 37-mcp-task-runner.sql). docs/mcp.md, "Long-running tools".
--
-- What differs from the extension, and is translated here:
--   capability   initialize announces tasks {list, cancel, requests.tools.call} (23-mcp-catalog.sql); the client
--                declares nothing: it asks for a task per call with params.task ({ttl?}).
--   tools/call   params.task on an "optional"/"required" tool records a task and answers CreateTaskResult
--                {task: Task}; params.task on any other tool, and a "required" tool without it, is -32601. A
--                "whenAsked" tool whose synchronous part ends the call (a result or an error instead of
--                api.mcp_continue_as_task) still answers {task}: the task is recorded already ended
--                (internal.mcp_task_create_ended_2025), since the client asked for a task and reads only that.
--   Task         {taskId, status, statusMessage?, createdAt, lastUpdatedAt, ttl, pollInterval} (ttl, pollInterval:
--                the extension's ttlMs, pollIntervalMs). A tool result with isError is status "failed" (the
--                extension says "completed"), its text as statusMessage; a protocol error's message likewise.
--   tasks/get    the Task, no result inlined.
--   tasks/result the result as the tools/call would have answered it (with _meta related-task), or its JSON-RPC
--                error; it blocks until the task ends. SQL cannot block: for a task still running it answers the
--                gateway's marker {resultType: "task_pending", task}, and for one waiting for input
--                {resultType: "input_required", inputRequests (each tagged with _meta related-task), task}; the
--                gateway (mcp/task-result.ts) sends the input requests to the client, calls again with
--                params.inputResponses (stored like the extension's tasks/update), and polls until the end. Neither
--                marker ever reaches a client.
--   tasks/list   the caller's tasks, newest first, paginated (nextCursor); an anonymous caller's list is empty
--                (its tasks are bound to no identity: only their unguessable id reaches them).
--   tasks/cancel the Task, now cancelled; -32602 for a task already ended. tasks/update does not exist (-32601).
--   ttl          params.task.ttl is honoured within [10 s, mcp_task_ttl_ms] (internal.mcp_task_ttl_2025); the Task
--                says the ttl it got (a receiver MAY override the requested ttl and MUST report the actual one).
--   status       notifications/tasks/status go on the tasks/result stream (mcp/task-result.ts) and, for a task made
--                in a session, on that session's GET stream: a change of status announces {"handle", "event":
--                "status", "session": <session handle>} on pgmi_task (no task id, no session id); the replica holding
--                that session's GET stream reads the Task with api.mcp_task_status_2025(session id, handle).
-- Who sees what is 29-mcp-tasks.sql's rule (internal.mcp_task_method): only the caller's own tasks.
-- Defines (owner-only, reached from api.mcp_handle_request): internal.mcp_task_2025(wire), internal.mcp_task_mode_2025,
-- internal.mcp_task_created_2025(outcome), internal.mcp_task_method_2025(method, params),
-- internal.mcp_task_create_ended_2025. The ttl rule (internal.mcp_task_ttl_2025) and the status announcement
-- (internal.mcp_task_status_announce, a trigger on api.mcp_task) are in 29-mcp-tasks.sql, which uses them.
-- Trust boundary: api.mcp_task_status_2025 (SECURITY DEFINER, executable by api and admin) answers only for a task
-- made in the live session whose id (a secret only its client and the gateway hold, never stored) it is given.
-- Relies on: 29-mcp-tasks.sql (the table, task rows and their wire form, the ttl), 23-mcp-catalog
-- (cursors, settings), 21-mcp-builders, membership/06 (identity readers).

-- The extension's wire form of a task (internal.mcp_task_wire) as a 2025-11-25 Task.
CREATE OR REPLACE FUNCTION internal.mcp_task_2025(p_wire jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_tool_error boolean := p_wire ->> 'status' = 'completed' AND p_wire #> '{result,isError}' = 'true'::jsonb;
BEGIN
    RETURN jsonb_strip_nulls(jsonb_build_object(
               'taskId', p_wire -> 'taskId',
               'status', CASE WHEN v_tool_error THEN 'failed' ELSE p_wire ->> 'status' END,
               'statusMessage', coalesce(p_wire ->> 'statusMessage',
                                         CASE WHEN v_tool_error THEN left(p_wire #>> '{result,content,0,text}', 500)
                                              WHEN p_wire ->> 'status' = 'failed' THEN left(p_wire #>> '{error,message}', 500) END),
               'createdAt', p_wire -> 'createdAt',
               'lastUpdatedAt', p_wire -> 'lastUpdatedAt',
               'pollInterval', p_wire -> 'pollIntervalMs'))
           || jsonb_build_object('ttl', p_wire -> 'ttlMs');
END
$$;
COMMENT ON FUNCTION internal.mcp_task_2025(jsonb) IS
    'A task as 2025-11-25 shows it: ttl/pollInterval, and a tool result with isError as "failed" with its text.';
REVOKE ALL ON FUNCTION internal.mcp_task_2025(jsonb) FROM PUBLIC;

-- What a 2025-11-25 tools/call does before the handler runs: '"inline"', '"task"', or a -32601 outcome. A task is
-- made only when the client asked (context.task_requested, from params.task) for a tool that supports one.
CREATE OR REPLACE FUNCTION internal.mcp_task_mode_2025(p_tool text, p_execution jsonb, p_context jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_support text := coalesce(p_execution ->> 'taskSupport', 'forbidden');
BEGIN
    IF p_context ? 'task_id' THEN
        RETURN '"inline"';
    ELSIF NOT p_context ? 'task_requested' THEN
        RETURN CASE WHEN v_support = 'required'
                    THEN internal.mcp_fail(-32601, format('Method not found: tool %s runs only as a task: call it with params.task', p_tool))
                    ELSE '"inline"' END;
    ELSIF v_support NOT IN ('optional', 'required') THEN
        RETURN internal.mcp_fail(-32601, format('Method not found: tool %s does not run as a task: call it without params.task', p_tool));
    END IF;
    -- "whenAsked" runs the synchronous part first (its input is asked on the call's own stream); the handler then
    -- hands over with api.mcp_continue_as_task.
    RETURN CASE WHEN p_execution ->> 'taskStart' = 'whenAsked' THEN '"inline"' ELSE '"task"' END;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_mode_2025(text, jsonb, jsonb) IS
    '2025-11-25 tools/call: "task" when params.task asks for one and the tool supports it, -32601 when params.task '
    'and the tool''s taskSupport disagree, else "inline".';
REVOKE ALL ON FUNCTION internal.mcp_task_mode_2025(text, jsonb, jsonb) FROM PUBLIC;

-- The extension's CreateTaskResult ({resultType: "task", taskId, …}) as 2025-11-25's {task: Task}.
CREATE OR REPLACE FUNCTION internal.mcp_task_created_2025(p_outcome jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF p_outcome #>> '{result,resultType}' IS DISTINCT FROM 'task' THEN
        RETURN p_outcome;
    END IF;
    RETURN internal.mcp_ok(jsonb_build_object('task', internal.mcp_task_2025(p_outcome -> 'result')));
END
$$;
COMMENT ON FUNCTION internal.mcp_task_created_2025(jsonb) IS 'A created task as the CreateTaskResult of 2025-11-25 ({task}).';
REVOKE ALL ON FUNCTION internal.mcp_task_created_2025(jsonb) FROM PUBLIC;

-- tasks/get, tasks/result, tasks/list, tasks/cancel of a 2025-11-25 session.
CREATE OR REPLACE FUNCTION internal.mcp_task_method_2025(p_method text, p_params jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- 2025-11-25 tasks need no client capability: the extension's check is satisfied on the client's behalf.
    v_granted  constant jsonb := '{"extensions": {"io.modelcontextprotocol/tasks": {}}}';
    v_id       text := CASE WHEN jsonb_typeof(p_params -> 'taskId') = 'string' THEN p_params ->> 'taskId' END;
    v_got      jsonb;
    v_wire     jsonb;
    v_task     jsonb;
    v_related  jsonb;
BEGIN
    IF p_method = 'tasks/list' THEN
        RETURN internal.mcp_task_list_2025(p_params);
    END IF;
    IF p_method = 'tasks/result' AND v_id IS NOT NULL AND jsonb_typeof(p_params -> 'inputResponses') = 'object' THEN
        -- Answers the gateway collected from the client for the task's pending input requests.
        v_got := internal.mcp_task_method('tasks/update', jsonb_build_object('taskId', v_id, 'inputResponses', p_params -> 'inputResponses'), v_granted);
        IF v_got ? 'error' THEN
            RETURN v_got;
        END IF;
    END IF;
    v_got := internal.mcp_task_method('tasks/get', p_params, v_granted);
    IF v_got ? 'error' THEN
        RETURN v_got;
    END IF;
    v_wire := v_got -> 'result';
    v_task := internal.mcp_task_2025(v_wire);
    IF p_method = 'tasks/get' THEN
        RETURN internal.mcp_ok(v_task);
    ELSIF p_method = 'tasks/cancel' THEN
        IF v_wire ->> 'status' IN ('working', 'input_required') THEN
            PERFORM internal.mcp_task_method('tasks/cancel', p_params, v_granted);
            v_task := internal.mcp_task_2025(internal.mcp_task_method('tasks/get', p_params, v_granted) -> 'result');
        END IF;
        IF v_task ->> 'status' = 'cancelled' AND v_wire ->> 'status' IN ('working', 'input_required') THEN
            RETURN internal.mcp_ok(v_task);
        END IF;
        RETURN internal.mcp_fail(-32602, format('Cannot cancel task: already in terminal status ''%s''', v_task ->> 'status'));
    END IF;
    -- tasks/result
    v_related := jsonb_build_object('io.modelcontextprotocol/related-task', jsonb_build_object('taskId', v_id));
    RETURN CASE v_wire ->> 'status'
        WHEN 'completed' THEN internal.mcp_ok(v_wire -> 'result' || jsonb_build_object('_meta',
                                  CASE WHEN jsonb_typeof(v_wire #> '{result,_meta}') = 'object' THEN v_wire #> '{result,_meta}' ELSE '{}'::jsonb END
                                  || v_related))
        WHEN 'failed' THEN internal.mcp_fail(CASE WHEN internal.mcp_json_type(v_wire #> '{error,code}') = 'integer'
                                                  THEN (v_wire #>> '{error,code}')::integer ELSE -32603 END,
                                             v_wire #>> '{error,message}', v_wire #> '{error,data}')
        WHEN 'cancelled' THEN internal.mcp_fail(-32602, format('Invalid params: task %s was cancelled; it has no result', left(v_id, 200)))
        WHEN 'input_required' THEN internal.mcp_ok(jsonb_build_object(
                                  'resultType', 'input_required', 'task', v_task,
                                  'inputRequests', (SELECT coalesce(jsonb_object_agg(r.key, r.value || jsonb_build_object('params',
                                                               coalesce(r.value -> 'params', '{}'::jsonb) || jsonb_build_object('_meta',
                                                                   coalesce(r.value #> '{params,_meta}', '{}'::jsonb) || v_related))), '{}'::jsonb)
                                                      FROM jsonb_each(v_wire -> 'inputRequests') AS r)))
        ELSE internal.mcp_ok(jsonb_build_object('resultType', 'task_pending', 'task', v_task))
    END;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_method_2025(text, jsonb) IS
    '2025-11-25 tasks/get (Task), tasks/cancel (the cancelled Task; -32602 when already ended), tasks/list, and '
    'tasks/result (the result or error; for an unfinished task the gateway''s markers task_pending / input_required).';
REVOKE ALL ON FUNCTION internal.mcp_task_method_2025(text, jsonb) FROM PUBLIC;

-- tasks/list: the caller's own tasks, newest first; the cursor names the last task of the previous page.
CREATE OR REPLACE FUNCTION internal.mcp_task_list_2025(p_params jsonb)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_user    uuid := api.current_user_id();
    v_subject text := coalesce('apikey|' || api.current_api_key_id()::text, api.current_idp_subject());
    v_limit   integer := internal.mcp_setting_int('mcp_page_size', 100, 1, 1000);
    v_after   text;
    v_from_at timestamptz;
    v_from_id text;
    v_tasks   jsonb;
    v_count   integer;
    v_last    text;
BEGIN
    BEGIN
        v_after := internal.mcp_cursor_decode('tasks', p_params -> 'cursor');
    EXCEPTION WHEN invalid_parameter_value THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: invalid cursor');
    END;
    IF v_after IS NOT NULL THEN
        SELECT t.created_at, t.task_id INTO v_from_at, v_from_id FROM api.mcp_task t
         WHERE t.task_id = v_after AND t.user_id IS NOT DISTINCT FROM v_user AND t.subject IS NOT DISTINCT FROM v_subject;
        IF NOT FOUND THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: invalid cursor');
        END IF;
    END IF;
    SELECT coalesce(jsonb_agg(internal.mcp_task_2025(internal.mcp_task_wire(p.task, true)) ORDER BY p.rn)
                        FILTER (WHERE p.rn <= v_limit), '[]'::jsonb),
           count(*), max((p.task).task_id) FILTER (WHERE p.rn = v_limit)
      INTO v_tasks, v_count, v_last
      FROM (SELECT t AS task, row_number() OVER (ORDER BY t.created_at DESC, t.task_id DESC) AS rn
              FROM api.mcp_task t
             WHERE v_subject IS NOT NULL  -- anonymous tasks belong to no one who could list them
               AND t.user_id IS NOT DISTINCT FROM v_user AND t.subject = v_subject AND t.expires_at > now()
               AND (v_from_id IS NULL OR (t.created_at, t.task_id) < (v_from_at, v_from_id))
             ORDER BY t.created_at DESC, t.task_id DESC
             LIMIT v_limit + 1) AS p;
    RETURN internal.mcp_ok(jsonb_build_object('tasks', v_tasks)
                           || CASE WHEN v_count > v_limit THEN jsonb_build_object('nextCursor', internal.mcp_cursor_encode('tasks', v_last))
                                   ELSE '{}'::jsonb END);
END
$$;
COMMENT ON FUNCTION internal.mcp_task_list_2025(jsonb) IS
    '2025-11-25 tasks/list: the caller''s live tasks, newest first, mcp_page_size per page; empty for anonymous callers.';
REVOKE ALL ON FUNCTION internal.mcp_task_list_2025(jsonb) FROM PUBLIC;

-- A 2025-11-25 call that asked for a task must get a CreateTaskResult. When a "whenAsked" tool's synchronous part
-- ended the call instead of continuing as a task, its outcome is recorded as a task that has already ended
-- (completed with the result, or failed with the error), so tasks/result answers exactly that. A task that was
-- made, input still to gather, and the cap on unfinished tasks (nothing was accepted) pass through unchanged.
CREATE OR REPLACE FUNCTION internal.mcp_task_create_ended_2025(p_tool text, p_arguments jsonb, p_context jsonb, p_outcome jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_wire jsonb;
BEGIN
    IF p_outcome #>> '{result,resultType}' IN ('task', 'input_required') OR p_outcome #>> '{error,data,code}' = 'pgmi.task_limit'
       OR NOT (p_outcome ? 'result' OR p_outcome ? 'error') THEN
        RETURN p_outcome;
    END IF;
    -- A query, not a variable of type api.mcp_task: that table is created after this file (29-mcp-tasks.sql).
    SELECT internal.mcp_task_wire(t, true) INTO v_wire
      FROM internal.mcp_task_insert(p_tool, p_arguments, p_context, NULL, CASE WHEN p_outcome ? 'error' THEN 'failed' ELSE 'completed' END,
                                    p_outcome -> 'result', p_outcome -> 'error') AS t;
    RETURN internal.mcp_ok(jsonb_build_object('resultType', 'task') || v_wire);
END
$$;
COMMENT ON FUNCTION internal.mcp_task_create_ended_2025(text, jsonb, jsonb, jsonb) IS
    'A whenAsked tool''s synchronous outcome on a 2025-11-25 call with params.task, as a task that has already ended '
    '(the CreateTaskResult outcome); other outcomes unchanged.';
REVOKE ALL ON FUNCTION internal.mcp_task_create_ended_2025(text, jsonb, jsonb, jsonb) FROM PUBLIC;

-- The gateway's notifications/tasks/status on a session's GET stream: the Task a status announcement names.
-- SECURITY DEFINER (the gateway role reads no task): it answers only with the session's id, which the database
-- never stores and the announcement does not carry, for a task made in that live session; else NULL.
CREATE OR REPLACE FUNCTION api.mcp_task_status_2025(p_session_id text, p_task_handle text)
RETURNS jsonb
LANGUAGE plpgsql  -- not sql: api.mcp_task is created by 29-mcp-tasks.sql, after this file
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN (SELECT internal.mcp_task_2025(internal.mcp_task_wire(t, true))
              FROM api.mcp_task t
              JOIN api.mcp_session s ON s.session_id = t.session_handle AND s.closed_at IS NULL
             WHERE t.session_handle = internal.mcp_session_handle(p_session_id)
               AND internal.mcp_task_handle(t.task_id) = p_task_handle
               AND t.expires_at > now());
END
$$;
COMMENT ON FUNCTION api.mcp_task_status_2025(text, text) IS
    'The 2025-11-25 Task with this handle, when it was made in the live session with this id (NULL otherwise): '
    'for notifications/tasks/status on that session''s GET stream. Gateway (api) and admin.';
CALL internal.grant_execute('api.mcp_task_status_2025(text,text)', 'api', 'admin');
