-- lib/api 11: the runner side of MCP tasks (11-mcp-tasks.sql): what the gateway's task runner calls.
--
-- Defines (SECURITY DEFINER, executable by api and admin):
--   api.mcp_task_claim(runner, limit) → SETOF text        claim runnable tasks on this connection (SKIP LOCKED)
--   api.mcp_task_run(task_id, runner) → text              run one as the caller who created it; outcome in the same transaction
--   api.mcp_task_progress(task_id, runner, message)       a running task's progress as its statusMessage
--   api.mcp_task_release(task_id, runner, error)          end a task whose run did not commit
-- Trust boundary: the gateway role can only run what a verified caller created, as that caller, after the
-- identity is resolved again (a revoked key, an inactive user or a withdrawn token issuer fails the task). Relies on: 11-mcp-tasks (which
-- runs after this file: every function here is PL/pgSQL, bound at run time),
-- 10-mcp-dispatch, membership/04 (set_request_identity, store_identity).

-- Claims up to p_limit runnable tasks for p_runner on this connection (its backend pid is recorded so a cancel
-- can stop the statement). A task whose runner connection is gone is runnable again.
CREATE OR REPLACE FUNCTION api.mcp_task_claim(p_runner text, p_limit integer DEFAULT 1)
RETURNS SETOF text
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- PL/pgSQL (late-bound): this file runs before 11-mcp-tasks.sql, which creates the table.
    RETURN QUERY
    UPDATE api.mcp_task t
       SET claimed_by = p_runner, claimed_at = clock_timestamp(), runner_pid = pg_backend_pid()
     WHERE t.task_id IN (SELECT c.task_id FROM api.mcp_task c
                          WHERE c.status = 'working' AND NOT c.cancel_requested AND c.expires_at > now()
                            AND (c.claimed_by IS NULL
                                 OR NOT EXISTS (SELECT FROM pg_catalog.pg_stat_activity a WHERE a.pid = c.runner_pid))
                          ORDER BY c.created_at
                          LIMIT greatest(coalesce(p_limit, 1), 0)
                            FOR UPDATE SKIP LOCKED)
    RETURNING t.task_id;
END
$$;
COMMENT ON FUNCTION api.mcp_task_claim(text, integer) IS
    'Claims runnable tasks (oldest first, SKIP LOCKED) for a runner on this connection; returns their ids.';
CALL internal.grant_execute('api.mcp_task_claim(text,integer)', 'api', 'admin');

-- Runs one claimed task in the caller's transaction: identity from the row (re-checked), the handler through the
-- dispatcher, and the outcome written to the row in the same transaction. Returns the new status (or NULL when
-- the task is no longer this runner's to run).
CREATE OR REPLACE FUNCTION api.mcp_task_run(p_task_id text, p_runner text)
RETURNS text
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_task    record;  -- a row of api.mcp_task (created by the next file)
    v_user    uuid;
    v_outcome jsonb;
    v_result  jsonb;
    v_status  text;
    v_context jsonb;
BEGIN
    -- No row lock while the handler runs: tasks/cancel and progress updates must not wait for it.
    SELECT * INTO v_task FROM api.mcp_task t
     WHERE t.task_id = p_task_id AND t.claimed_by = p_runner AND t.status = 'working' AND NOT t.cancel_requested;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    -- The identity the task was created with, only if it still resolves to the same active user and, for a token
    -- session, its issuer is still trusted.
    IF v_task.subject IS NOT NULL THEN
        v_user := membership.set_request_identity(v_task.subject);
    ELSE
        PERFORM membership.store_identity(NULL);
    END IF;
    IF v_user IS DISTINCT FROM v_task.user_id OR NOT membership.token_grant_is_trusted(v_task.context -> 'token_grant') THEN
        PERFORM membership.store_identity(NULL);
        UPDATE api.mcp_task SET status = 'failed', last_updated_at = clock_timestamp(), claimed_by = NULL,
                                error = '{"code": -32001, "message": "The credential that created this task is no longer valid"}'
         WHERE task_id = p_task_id;
        RETURN 'failed';
    END IF;
    PERFORM membership.restore_token_grant(v_task.context -> 'token_grant');
    -- No log lines (nobody listens); progress is tagged with the task id and becomes the task's statusMessage.
    PERFORM internal.mcp_begin_request('off', to_jsonb(v_task.task_id));
    v_context := (v_task.context - 'token_grant') || jsonb_build_object('task_id', v_task.task_id, 'mcp_input',
                     jsonb_strip_nulls(jsonb_build_object('inputResponses', nullif(v_task.input_responses, '{}'::jsonb),
                                                          'requestState', v_task.request_state)));
    v_outcome := internal.mcp_dispatch('tool', v_task.tool_name, v_task.arguments, v_context, to_jsonb(v_task.task_id),
                                       v_user IS NOT NULL, 'modern', v_context ->> 'protocol_version');
    v_result := v_outcome -> 'result';
    IF v_outcome ? 'error' THEN
        UPDATE api.mcp_task SET status = 'failed', error = v_outcome -> 'error', last_updated_at = clock_timestamp()
         WHERE task_id = p_task_id AND NOT cancel_requested;
        v_status := 'failed';
    ELSIF v_result ->> 'resultType' = 'task' THEN
        UPDATE api.mcp_task SET status = 'failed', last_updated_at = clock_timestamp(),
                                error = '{"code": -32603, "message": "Internal error: a task cannot continue as another task"}'
         WHERE task_id = p_task_id AND NOT cancel_requested;
        v_status := 'failed';
    ELSIF v_result ->> 'resultType' = 'input_required' THEN
        UPDATE api.mcp_task
           SET status = 'input_required', input_requests = v_result -> 'inputRequests', input_responses = '{}'::jsonb,
               request_state = v_result ->> 'requestState', claimed_by = NULL, last_updated_at = clock_timestamp()
         WHERE task_id = p_task_id AND NOT cancel_requested;
        v_status := 'input_required';
    ELSE
        UPDATE api.mcp_task SET status = 'completed', result = v_result - 'resultType', last_updated_at = clock_timestamp(),
                                status_message = NULL
         WHERE task_id = p_task_id AND NOT cancel_requested;
        v_status := 'completed';
    END IF;
    PERFORM membership.store_identity(NULL);
    RETURN v_status;
END
$$;
COMMENT ON FUNCTION api.mcp_task_run(text, text) IS
    'Runs a claimed task as the caller who created it (identity re-checked), writing its outcome in the same transaction.';
CALL internal.grant_execute('api.mcp_task_run(text,text)', 'api', 'admin');

-- Progress (api.mcp_progress from the handler) as the task's statusMessage, from the runner's other connection.
CREATE OR REPLACE FUNCTION api.mcp_task_progress(p_task_id text, p_runner text, p_message text)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    UPDATE api.mcp_task SET status_message = left(p_message, 500), last_updated_at = clock_timestamp()
     WHERE task_id = p_task_id AND claimed_by = p_runner AND status = 'working';
END
$$;
COMMENT ON FUNCTION api.mcp_task_progress(text, text, text) IS 'Shows a running task''s latest progress as its statusMessage.';
CALL internal.grant_execute('api.mcp_task_progress(text,text,text)', 'api', 'admin');

-- After a run that did not commit (cancelled statement, lost connection, unexpected failure): a cancelled task
-- stays cancelled; any other becomes failed with the given error.
CREATE OR REPLACE FUNCTION api.mcp_task_release(p_task_id text, p_runner text, p_error jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    UPDATE api.mcp_task
       SET status = CASE WHEN cancel_requested THEN 'cancelled' ELSE 'failed' END,
           error = CASE WHEN cancel_requested THEN NULL ELSE coalesce(p_error, '{"code": -32603, "message": "Internal error"}') END,
           claimed_by = NULL, last_updated_at = clock_timestamp()
     WHERE task_id = p_task_id AND claimed_by = p_runner AND status IN ('working', 'cancelled');
END
$$;
COMMENT ON FUNCTION api.mcp_task_release(text, text, jsonb) IS
    'Ends a task whose run failed outside the handler: cancelled stays cancelled, anything else becomes failed.';
CALL internal.grant_execute('api.mcp_task_release(text,text,jsonb)', 'api', 'admin');
