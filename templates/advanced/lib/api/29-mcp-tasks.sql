-- lib/api: long-running tools as tasks (the MCP tasks extension io.modelcontextprotocol/tasks, SEP-2663, on
-- the 2026-07-28 wire). docs/mcp.md, "Long-running tools".
--
-- A tool declares "execution": {"taskSupport": "optional" | "required"} in its registration metadata. When a
-- client that declared the extension (in _meta clientCapabilities.extensions) calls it, tools/call does not run
-- the handler: it records a task here, in the request's transaction, and answers a CreateTaskResult
-- ({resultType: "task", taskId, status, createdAt, lastUpdatedAt, ttlMs, pollIntervalMs}). A gateway replica's
-- task runner claims the task (api.mcp_task_claim, SKIP LOCKED) and runs the handler in its own transaction
-- (api.mcp_task_run) after the HTTP request has ended, with bounded concurrency. The client polls tasks/get
-- (status working | input_required | completed | failed | cancelled; the result or error inlined once terminal),
-- answers input requests with tasks/update, and stops it with tasks/cancel (the runner cancels the statement).
-- tasks/result and tasks/list do not exist in this extension (-32601). A task, its result included, is kept
-- for its ttlMs (setting mcp_task_ttl_ms, default 1 hour) and is then gone (-32602 unknown task).
-- Caps: a caller (a user; every anonymous caller together) may have mcp_task_max_queued_per_principal unfinished
-- tasks (working or input_required, default 100), the server mcp_task_max_queued (default 10000); beyond them
-- tools/call answers -32010 (data.code "pgmi.task_limit"), which the gateway sends with 429 / 503 + Retry-After.
-- Running caps and the order tasks are claimed in are the runner's (37-mcp-task-runner.sql).
-- "taskStart": "whenAsked" in execution (pgmi's own key, not sent to clients) runs the handler synchronously
-- first; it may gather input (api.mcp_input_required) and then hand over with api.mcp_continue_as_task(state).
-- A required task tool called by a client without the extension gets -32021 with
-- data.requiredCapabilities = {"extensions": {"io.modelcontextprotocol/tasks": {}}}; an optional one runs inline.
--
-- Identity: a task runs as the caller who created it. The row records the verified subject (API key or identity
-- provider account, read from the verified identity readers when the task is created, never from a context field);
-- api.mcp_task_run (SECURITY DEFINER) sets that identity again and checks it still resolves to the same active
-- user (a revoked key or a deactivated user fails the task), so the gateway role cannot run anything as anyone:
-- it can only run tasks that a verified caller created. tasks/get, tasks/update and tasks/cancel see only the
-- caller's own tasks (anyone else's id is "unknown", -32602).
--
-- Defines: api.mcp_task (table), api.mcp_continue_as_task(state, id) and api.mcp_task_id(request) (handler
-- helpers), internal.mcp_task_* (dispatcher side: the handle, the 2025-11-25 ttl and status announcement among
-- them); the runner side is 37-mcp-task-runner.sql.
-- Channel pgmi_task: {"handle", "event": "queued" | "cancel"} (and "status", with the session's handle, for a task
-- made in a 2025-11-25 session: 30-mcp-tasks-2025-11-25.sql); the handle is the SHA-256 (hex) of the task id, so
-- whoever listens learns no task id (an anonymous caller's task id is all it takes to read that task).
-- Relies on: 21-mcp-builders, 23-mcp-catalog (settings), 27-mcp-input (sealed state), membership/06 (identity).
-- Used by 30-mcp-tasks-2025-11-25, 31-mcp-dispatch (creates tasks) and 37-mcp-task-runner (runs them).

CREATE OR REPLACE FUNCTION internal.mcp_task_handle(p_task_id text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT encode(extensions.digest(p_task_id, 'sha256'), 'hex');
$$;
COMMENT ON FUNCTION internal.mcp_task_handle(text) IS 'A task''s public handle: SHA-256 (hex) of its id, which cannot be turned back into the id.';
REVOKE ALL ON FUNCTION internal.mcp_task_handle(text) FROM PUBLIC;

-- Trigger on api.mcp_task (29-mcp-tasks.sql): a task made in a session changed status. The announcement carries
-- handles only, so whoever may LISTEN learns no task id and no session id.
CREATE OR REPLACE FUNCTION internal.mcp_task_status_announce()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM pg_catalog.pg_notify('pgmi_task', jsonb_build_object(
        'handle', internal.mcp_task_handle(NEW.task_id), 'event', 'status', 'session', NEW.session_handle)::text);
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_status_announce() IS
    'AFTER UPDATE OF status on api.mcp_task, for a task made in a session: announces {handle, event: "status", session} on pgmi_task.';
REVOKE ALL ON FUNCTION internal.mcp_task_status_announce() FROM PUBLIC;

CREATE TABLE IF NOT EXISTS api.mcp_task (
    task_id          text PRIMARY KEY,
    tool_name        text NOT NULL,
    arguments        jsonb NOT NULL DEFAULT '{}'::jsonb,
    context          jsonb NOT NULL DEFAULT '{}'::jsonb,
    subject          text,
    user_id          uuid,
    status           text NOT NULL DEFAULT 'working'
                     CHECK (status IN ('working', 'input_required', 'completed', 'failed', 'cancelled')),
    status_message   text,
    input_requests   jsonb,
    input_responses  jsonb NOT NULL DEFAULT '{}'::jsonb,
    request_state    text,
    result           jsonb,
    error            jsonb,
    ttl_ms           integer NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    last_updated_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    expires_at       timestamptz NOT NULL,
    claimed_at       timestamptz,
    cancel_requested boolean NOT NULL DEFAULT false
);
-- The runner's claim (37-mcp-task-runner.sql): random advisory-lock keys, held by the running connection.
ALTER TABLE api.mcp_task ADD COLUMN IF NOT EXISTS claim_key bigint;
ALTER TABLE api.mcp_task ADD COLUMN IF NOT EXISTS run_key bigint;
ALTER TABLE api.mcp_task ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0;
ALTER TABLE api.mcp_task ADD COLUMN IF NOT EXISTS run_deadline timestamptz;
-- The session a 2025-11-25 task was made in (its handle, as api.mcp_session stores it): status changes are
-- announced for its GET stream (30-mcp-tasks-2025-11-25.sql). NULL for tasks made without a session.
ALTER TABLE api.mcp_task ADD COLUMN IF NOT EXISTS session_handle text;
-- Earlier runners named themselves (free text) and were judged alive by a backend pid that can be reused.
ALTER TABLE api.mcp_task DROP COLUMN IF EXISTS claimed_by;
ALTER TABLE api.mcp_task DROP COLUMN IF EXISTS runner_pid;
COMMENT ON TABLE api.mcp_task IS
    'MCP tasks (long-running tool calls): who asked, what, status, pending input, result or error; kept until expires_at.';
DROP INDEX IF EXISTS api.mcp_task_runnable_idx;
CREATE INDEX IF NOT EXISTS mcp_task_queue_idx ON api.mcp_task (user_id, created_at) WHERE status = 'working';
CREATE INDEX IF NOT EXISTS mcp_task_unfinished_idx ON api.mcp_task (user_id) WHERE status IN ('working', 'input_required');
CREATE UNIQUE INDEX IF NOT EXISTS mcp_task_claim_idx ON api.mcp_task (claim_key);
CREATE INDEX IF NOT EXISTS mcp_task_expires_idx ON api.mcp_task (expires_at);
CREATE INDEX IF NOT EXISTS mcp_task_session_idx ON api.mcp_task (session_handle) WHERE session_handle IS NOT NULL;
CREATE OR REPLACE TRIGGER tr_mcp_task_status AFTER UPDATE OF status ON api.mcp_task
    FOR EACH ROW WHEN (NEW.status IS DISTINCT FROM OLD.status AND NEW.session_handle IS NOT NULL)
    EXECUTE FUNCTION internal.mcp_task_status_announce();
REVOKE ALL ON api.mcp_task FROM PUBLIC;
CALL internal.grant_on_table('api.mcp_task', 'SELECT, DELETE', 'admin');

-- A running task's latest progress (api.mcp_task_progress), apart from the task row so that writing it never
-- conflicts with the run's own update of that row (a REPEATABLE READ or SERIALIZABLE run would fail with 40001).
CREATE TABLE IF NOT EXISTS api.mcp_task_status_message (
    task_id    text PRIMARY KEY,
    claim_key  bigint NOT NULL,
    seq        integer NOT NULL,
    message    text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
COMMENT ON TABLE api.mcp_task_status_message IS
    'The statusMessage of a running task, written from its handler''s sealed progress; shown while that claim runs.';
REVOKE ALL ON api.mcp_task_status_message FROM PUBLIC;
CALL internal.grant_on_table('api.mcp_task_status_message', 'SELECT', 'admin');

-- Deploy parameters → internal.setting for the task settings (only those given; see docs/mcp.md "Settings").
INSERT INTO internal.setting (key, value)
SELECT k, btrim(current_setting('pgmi.' || k, true))
  FROM unnest(ARRAY['mcp_task_ttl_ms', 'mcp_task_poll_interval_ms', 'mcp_task_max_queued_per_principal', 'mcp_task_max_queued',
                    'mcp_task_max_running_per_principal', 'mcp_task_max_running', 'mcp_task_max_attempts',
                    'mcp_task_claim_lease_ms']) AS k
 WHERE coalesce(btrim(current_setting('pgmi.' || k, true)), '') <> ''
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
 WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;

CREATE OR REPLACE FUNCTION api.mcp_continue_as_task(p_state jsonb DEFAULT NULL, p_request_id jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(jsonb_build_object('jsonrpc', '2.0', 'id', coalesce(p_request_id, 'null'::jsonb),
                                  'result', jsonb_build_object('resultType', 'task', 'requestState', p_state)))::api.mcp_response;
$$;
COMMENT ON FUNCTION api.mcp_continue_as_task(jsonb, jsonb) IS
    'From a synchronous tools/call: continue this call as a background task; the task runs the handler again with '
    'api.mcp_request_state(request) = p_state and api.mcp_task_id(request) set.';
CALL internal.grant_execute('api.mcp_continue_as_task(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_task_id(p_request api.mcp_request)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT (p_request).context ->> 'task_id';
$$;
COMMENT ON FUNCTION api.mcp_task_id(api.mcp_request) IS 'The task this handler runs in (NULL for a synchronous call).';
CALL internal.grant_execute('api.mcp_task_id(api.mcp_request)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Dispatcher side
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.mcp_tasks_declared(p_capabilities jsonb)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT coalesce(jsonb_typeof(p_capabilities -> 'extensions' -> 'io.modelcontextprotocol/tasks') = 'object', false);
$$;
REVOKE ALL ON FUNCTION internal.mcp_tasks_declared(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_tasks_missing()
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT internal.mcp_fail(-32021, 'Missing required client capability: extensions["io.modelcontextprotocol/tasks"]',
                             '{"requiredCapabilities": {"extensions": {"io.modelcontextprotocol/tasks": {}}}}');
$$;
REVOKE ALL ON FUNCTION internal.mcp_tasks_missing() FROM PUBLIC;

-- What tools/call does with a tool before its handler runs: 'inline', 'task' (create one now), or an error outcome.
CREATE OR REPLACE FUNCTION internal.mcp_task_mode(p_execution jsonb, p_context jsonb, p_era text)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_support text := p_execution ->> 'taskSupport';
BEGIN
    IF v_support NOT IN ('optional', 'required') OR p_context ? 'task_id' THEN
        RETURN '"inline"';
    END IF;
    IF p_era <> 'modern' OR NOT internal.mcp_tasks_declared(p_context -> 'client_capabilities') THEN
        RETURN CASE WHEN v_support = 'required' THEN internal.mcp_tasks_missing() ELSE '"inline"' END;
    END IF;
    RETURN CASE WHEN p_execution ->> 'taskStart' = 'whenAsked' THEN '"inline"' ELSE '"task"' END;
END
$$;
REVOKE ALL ON FUNCTION internal.mcp_task_mode(jsonb, jsonb, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_task_wire(p_task api.mcp_task, p_detailed boolean)
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object(
               'taskId', p_task.task_id,
               'status', p_task.status,
               'statusMessage', coalesce(m.message, p_task.status_message),
               'createdAt', to_char(p_task.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'lastUpdatedAt', to_char(greatest(p_task.last_updated_at, m.updated_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               'ttlMs', p_task.ttl_ms,
               'pollIntervalMs', internal.mcp_setting_int('mcp_task_poll_interval_ms', 500, 50, 60000),
               'inputRequests', CASE WHEN p_detailed AND p_task.status = 'input_required' THEN p_task.input_requests END,
               'result', CASE WHEN p_detailed AND p_task.status = 'completed' THEN p_task.result END,
               'error', CASE WHEN p_detailed AND p_task.status = 'failed' THEN p_task.error END))
      FROM (SELECT) AS one
      -- The progress of the run in progress only: a finished or re-queued run's last words are not shown.
      LEFT JOIN api.mcp_task_status_message m
             ON p_task.status = 'working' AND m.task_id = p_task.task_id AND m.claim_key = p_task.claim_key;
$$;
COMMENT ON FUNCTION internal.mcp_task_wire(api.mcp_task, boolean) IS
    'A task on the wire: the CreateTaskResult fields (statusMessage: the running claim''s latest progress), and for '
    'tasks/get the pending inputRequests, result or error.';
REVOKE ALL ON FUNCTION internal.mcp_task_wire(api.mcp_task, boolean) FROM PUBLIC;

-- Records a task for this tools/call (committed with the request, so tasks/get finds it at once) and announces it.
CREATE OR REPLACE FUNCTION internal.mcp_task_create(p_tool text, p_arguments jsonb, p_context jsonb, p_state jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_task  api.mcp_task;
    v_input jsonb;
    v_limit jsonb;
BEGIN
    DELETE FROM api.mcp_task t WHERE t.expires_at < now();
    DELETE FROM api.mcp_task_status_message m WHERE NOT EXISTS (SELECT FROM api.mcp_task t WHERE t.task_id = m.task_id);
    v_limit := internal.mcp_task_limit_reached(api.current_user_id());
    IF v_limit IS NOT NULL THEN
        RETURN v_limit;
    END IF;
    IF p_state IS NOT NULL THEN
        v_input := jsonb_build_object('requestState', internal.mcp_state_seal('tool', p_tool, p_arguments, p_state));
    END IF;
    v_task := internal.mcp_task_insert(p_tool, p_arguments, p_context, v_input ->> 'requestState', 'working', NULL, NULL);
    PERFORM internal.mcp_task_announce(v_task.task_id, 'queued');
    RETURN internal.mcp_ok(jsonb_build_object('resultType', 'task') || internal.mcp_task_wire(v_task, false));
END
$$;
COMMENT ON FUNCTION internal.mcp_task_create(text, jsonb, jsonb, jsonb) IS
    'Creates a task for a tools/call (caller from the verified identity) and returns the CreateTaskResult outcome, '
    'or -32010 when the caller or the server has as many unfinished tasks as allowed.';
REVOKE ALL ON FUNCTION internal.mcp_task_create(text, jsonb, jsonb, jsonb) FROM PUBLIC;

-- The ttl a task gets: the one the client asked for (params.task.ttl, kept in context.task_requested) within
-- [10 s, mcp_task_ttl_ms], else mcp_task_ttl_ms. The cap keeps no task longer than the operator allows; the floor
-- keeps a task alive for a few polls at least.
CREATE OR REPLACE FUNCTION internal.mcp_task_ttl_2025(p_context jsonb)
RETURNS integer
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_max       integer := internal.mcp_setting_int('mcp_task_ttl_ms', 3600000, 1000, 604800000);
    v_requested jsonb := p_context #> '{task_requested,ttl}';
BEGIN
    IF jsonb_typeof(v_requested) IS DISTINCT FROM 'number' THEN
        RETURN v_max;
    END IF;
    RETURN least(v_max, greatest(10000, round(least((v_requested #>> '{}')::numeric, 2147483647))::integer));
END
$$;
COMMENT ON FUNCTION internal.mcp_task_ttl_2025(jsonb) IS
    'A new task''s ttl in ms: params.task.ttl of a 2025-11-25 call within [10 s, mcp_task_ttl_ms], else mcp_task_ttl_ms.';
REVOKE ALL ON FUNCTION internal.mcp_task_ttl_2025(jsonb) FROM PUBLIC;

-- The task row of a tools/call, with the verified caller, the ttl (a 2025-11-25 call may ask for one) and, for a
-- 2025-11-25 call in a session, that session's handle (context.session_id: the caller's own session, verified).
CREATE OR REPLACE FUNCTION internal.mcp_task_insert(p_tool text, p_arguments jsonb, p_context jsonb, p_request_state text,
                                                    p_status text, p_result jsonb, p_error jsonb)
RETURNS api.mcp_task
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_task api.mcp_task;
    v_ttl  integer := internal.mcp_task_ttl_2025(p_context);
BEGIN
    INSERT INTO api.mcp_task (task_id, tool_name, arguments, context, subject, user_id, request_state, ttl_ms, expires_at,
                              status, result, error, session_handle)
    VALUES ('task-' || replace(extensions.gen_random_uuid()::text, '-', ''), p_tool, coalesce(p_arguments, '{}'::jsonb),
            jsonb_strip_nulls(jsonb_build_object(
                'protocol_era', p_context -> 'protocol_era', 'protocol_version', p_context -> 'protocol_version',
                'client_capabilities', p_context -> 'client_capabilities',
                -- An OAuth token session's grant, from the verified identity: the task runs no wider (membership/14-oauth-assertions).
                'token_grant', membership.current_identity() -> 'tok')),
            coalesce('apikey|' || api.current_api_key_id()::text, api.current_idp_subject()), api.current_user_id(),
            p_request_state, v_ttl, clock_timestamp() + make_interval(secs => v_ttl / 1000.0),
            p_status, p_result, p_error, CASE WHEN p_context ? 'task_requested' THEN p_context ->> 'session_id' END)
    RETURNING * INTO v_task;
    RETURN v_task;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_insert(text, jsonb, jsonb, text, text, jsonb, jsonb) IS
    'Inserts a task (status working, or already ended with its result or error) for the verified caller; returns the row.';
REVOKE ALL ON FUNCTION internal.mcp_task_insert(text, jsonb, jsonb, text, text, jsonb, jsonb) FROM PUBLIC;

-- The caps on unfinished tasks, checked under one lock so that concurrent calls cannot overshoot them together.
CREATE OR REPLACE FUNCTION internal.mcp_task_limit_reached(p_user uuid)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_each  integer := internal.mcp_setting_int('mcp_task_max_queued_per_principal', 100, 1, 1000000);
    v_total integer := internal.mcp_setting_int('mcp_task_max_queued', 10000, 1, 10000000);
    v_mine  bigint;
    v_all   bigint;
BEGIN
    -- Two int4 keys (objsubid 2 in pg_locks): never one of the runner's bigint claim keys.
    PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('pgmi'), pg_catalog.hashtext('mcp_task_create'));
    SELECT count(*) FILTER (WHERE t.user_id IS NOT DISTINCT FROM p_user), count(*) INTO v_mine, v_all
      FROM api.mcp_task t
     WHERE t.status IN ('working', 'input_required') AND t.expires_at > now();
    IF v_mine >= v_each THEN
        RETURN internal.mcp_fail(-32010,
            format('Too many unfinished tasks: this caller has %s, the limit is %s. Wait for some to finish (tasks/get) '
                   'or cancel them (tasks/cancel), then call again.', v_mine, v_each),
            jsonb_build_object('code', 'pgmi.task_limit', 'limit', 'principal', 'max', v_each, 'retryAfterSeconds', 10));
    END IF;
    IF v_all >= v_total THEN
        RETURN internal.mcp_fail(-32010,
            format('The server has %s unfinished tasks, its limit; call again later.', v_all),
            jsonb_build_object('code', 'pgmi.task_limit', 'limit', 'total', 'max', v_total, 'retryAfterSeconds', 10));
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_limit_reached(uuid) IS
    'NULL while the caller (NULL: every anonymous caller together) and the server are under their caps on unfinished '
    'tasks (mcp_task_max_queued_per_principal, mcp_task_max_queued); else the -32010 outcome saying which and what to do.';
REVOKE ALL ON FUNCTION internal.mcp_task_limit_reached(uuid) FROM PUBLIC;

-- pgmi_task announcements carry the task's handle, never its id.
CREATE OR REPLACE FUNCTION internal.mcp_task_announce(p_task_id text, p_event text)
RETURNS void
LANGUAGE sql
VOLATILE
AS $$
    SELECT pg_catalog.pg_notify('pgmi_task', jsonb_build_object('handle', internal.mcp_task_handle(p_task_id), 'event', p_event)::text);
$$;
COMMENT ON FUNCTION internal.mcp_task_announce(text, text) IS
    'Announces a task event ("queued", "cancel") on pgmi_task with the task''s handle (SHA-256 hex of its id).';
REVOKE ALL ON FUNCTION internal.mcp_task_announce(text, text) FROM PUBLIC;

-- tasks/get, tasks/update, tasks/cancel (2026-07-28 with the extension declared).
CREATE OR REPLACE FUNCTION internal.mcp_task_method(p_method text, p_params jsonb, p_capabilities jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_id        text := CASE WHEN jsonb_typeof(p_params -> 'taskId') = 'string' THEN p_params ->> 'taskId' END;
    v_task      api.mcp_task;
    v_responses jsonb := p_params -> 'inputResponses';
    v_pending   jsonb;
BEGIN
    IF NOT internal.mcp_tasks_declared(p_capabilities) THEN
        RETURN internal.mcp_tasks_missing();
    END IF;
    IF v_id IS NULL THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: taskId is required (a string)');
    END IF;
    -- Only the caller's own tasks; tasks/get takes no lock (it may run in a read-only transaction).
    SELECT * INTO v_task FROM api.mcp_task t
     WHERE t.task_id = v_id AND t.expires_at > now() AND t.user_id IS NOT DISTINCT FROM api.current_user_id()
       AND t.subject IS NOT DISTINCT FROM coalesce('apikey|' || api.current_api_key_id()::text, api.current_idp_subject());
    IF FOUND AND p_method <> 'tasks/get' THEN
        SELECT * INTO v_task FROM api.mcp_task t WHERE t.task_id = v_id FOR UPDATE;
    END IF;
    IF NOT FOUND THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: unknown task: ' || left(v_id, 200));
    END IF;
    IF p_method = 'tasks/get' THEN
        RETURN internal.mcp_ok(internal.mcp_task_wire(v_task, true));
    ELSIF p_method = 'tasks/cancel' THEN
        IF v_task.status IN ('working', 'input_required') THEN
            UPDATE api.mcp_task SET status = 'cancelled', cancel_requested = true, last_updated_at = clock_timestamp(),
                                    status_message = 'cancelled by the client', input_requests = NULL
             WHERE task_id = v_id;
            PERFORM internal.mcp_task_announce(v_id, 'cancel');
        END IF;
        RETURN internal.mcp_ok('{}');
    END IF;
    -- tasks/update: answers for the pending input requests; unknown keys are ignored.
    IF jsonb_typeof(v_responses) IS DISTINCT FROM 'object' OR EXISTS (SELECT FROM jsonb_each(v_responses) e WHERE jsonb_typeof(e.value) <> 'object') THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: inputResponses must be an object whose values are result objects');
    END IF;
    IF v_task.status = 'input_required' THEN
        SELECT coalesce(jsonb_object_agg(r.key, r.value), '{}'::jsonb) INTO v_pending
          FROM jsonb_each(v_task.input_requests) r WHERE NOT v_responses ? r.key;
        UPDATE api.mcp_task
           SET input_responses = input_responses || (SELECT coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                                                       FROM jsonb_each(v_responses) e WHERE v_task.input_requests ? e.key),
               input_requests = CASE WHEN v_pending = '{}'::jsonb THEN NULL ELSE v_pending END,
               status = CASE WHEN v_pending = '{}'::jsonb THEN 'working' ELSE 'input_required' END,
               claim_key = NULL, run_key = NULL, attempts = 0, last_updated_at = clock_timestamp()
         WHERE task_id = v_id;
        IF v_pending = '{}'::jsonb THEN
            PERFORM internal.mcp_task_announce(v_id, 'queued');
        END IF;
    END IF;
    RETURN internal.mcp_ok('{}');
END
$$;
COMMENT ON FUNCTION internal.mcp_task_method(text, jsonb, jsonb) IS
    'tasks/get (DetailedTask), tasks/update (answers to pending input; ack), tasks/cancel (ack; idempotent) for the '
    'caller''s own tasks; -32021 without the extension, -32602 for an unknown, expired or foreign taskId.';
REVOKE ALL ON FUNCTION internal.mcp_task_method(text, jsonb, jsonb) FROM PUBLIC;
