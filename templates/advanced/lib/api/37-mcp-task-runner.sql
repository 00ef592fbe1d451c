-- lib/api: the runner side of MCP tasks (29-mcp-tasks.sql): what the gateway's task runner calls.
--
-- Defines (SECURITY DEFINER, executable by api and admin):
--   api.mcp_task_claim(timeout_ms) → (handle, isolation)   claim the next task, fairly, for THIS connection
--   api.mcp_task_run() → text                              run this connection's claim (in a transaction); the outcome
--                                                          is written by the database, in the same transaction
--   api.mcp_task_release()                                 end this connection's claim after its run
--   api.mcp_task_progress(sealed)                          a running task's progress, as its handler sealed it
--   api.mcp_task_cancelled(handles) → SETOF text           which of the runner's running tasks were cancelled
-- and internal helpers (keys, status text, the sealed progress NOTICE).
--
-- Trust boundary: the gateway's login only asks the database to run tasks. It never learns a task id (claims
-- answer a handle, the SHA-256 of the id), passes no text that reaches a task (progress arrives sealed by the
-- handler's own transaction, HMAC under internal.signing_key), and can hold a claim without running it for at most
-- mcp_task_claim_lease_ms: the claim is a session-level advisory lock on a random 62-bit key, the run an
-- exclusive transaction-level lock on a second one; a claim whose connection ended (its lock is gone) or that is
-- not running after the lease may be claimed again. The run sets the creator's identity again (a revoked key, an
-- inactive user or a withdrawn token issuer fails the task) and runs only what a verified caller created.
--
-- Claims are fair: among runnable tasks, the principal (a user; every anonymous caller together) with the fewest
-- running tasks goes first, then the one waiting longest; a principal runs at most
-- mcp_task_max_running_per_principal tasks at once (default 2), the server mcp_task_max_running (default 64).
-- A run that never finished (its connection ended: a crash, a restart, a terminated backend, a lost network) left
-- nothing behind -- the handler's work and the outcome are one transaction -- so the task is run again, up to
-- mcp_task_max_attempts times in all (default 3); then it fails with -32603. A run stopped by its time limit fails.
-- Relies on: 29-mcp-tasks (the table, internal.mcp_task_handle), 31-mcp-dispatch, 25-mcp-context, 34-mcp-policy,
-- membership/06 (set_request_identity, store_identity).

DROP FUNCTION IF EXISTS api.mcp_task_claim(text, integer);
DROP FUNCTION IF EXISTS api.mcp_task_run(text, text);
DROP FUNCTION IF EXISTS api.mcp_task_progress(text, text, text);
DROP FUNCTION IF EXISTS api.mcp_task_release(text, text, jsonb);

CREATE OR REPLACE FUNCTION internal.mcp_task_random_key()
RETURNS bigint
LANGUAGE sql
VOLATILE
AS $$
    -- 62 random bits, never 0: unguessable, so no one can take a claim's lock before the claim is made.
    SELECT (('x' || encode(extensions.gen_random_bytes(8), 'hex'))::bit(64)::bigint & 4611686018427387903) | 1;
$$;
REVOKE ALL ON FUNCTION internal.mcp_task_random_key() FROM PUBLIC;

-- Advisory locks on bigint keys (objsubid 1) granted in this database: whose claims and runs are alive.
CREATE OR REPLACE FUNCTION internal.mcp_task_live_keys(p_own_only boolean)
RETURNS bigint[]
LANGUAGE sql
VOLATILE
AS $$
    SELECT coalesce(array_agg((l.classid::bigint << 32) | l.objid::bigint), '{}')
      FROM pg_catalog.pg_locks l
     WHERE l.locktype = 'advisory' AND l.objsubid = 1 AND l.granted
       AND l.database = (SELECT d.oid FROM pg_catalog.pg_database d WHERE d.datname = pg_catalog.current_database())
       AND (NOT p_own_only OR (l.pid = pg_catalog.pg_backend_pid() AND l.mode = 'ExclusiveLock'));
$$;
COMMENT ON FUNCTION internal.mcp_task_live_keys(boolean) IS
    'Granted bigint advisory-lock keys in this database (p_own_only: the exclusive ones this connection holds).';
REVOKE ALL ON FUNCTION internal.mcp_task_live_keys(boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_task_isolation(p_tool text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT p.transaction_isolation
      FROM api.mcp_request_policy(jsonb_build_object('jsonrpc', '2.0', 'id', 1, 'method', 'tools/call',
                                                     'params', jsonb_build_object('name', p_tool)), NULL) AS p;
$$;
COMMENT ON FUNCTION internal.mcp_task_isolation(text) IS 'The isolation floor of a task''s tool (the run is never read-only).';
REVOKE ALL ON FUNCTION internal.mcp_task_isolation(text) FROM PUBLIC;

-- A task's statusMessage from one progress report, saying each thing once: the handler's message alone when it
-- already names the numbers ('step 1 of 4'), else the message and the numbers ('scanning: 3 of 30').
CREATE OR REPLACE FUNCTION internal.mcp_task_status_text(p_progress numeric, p_total numeric, p_message text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_progress text := trim_scale(p_progress)::text;
    v_total    text := trim_scale(p_total)::text;
    v_counts   text := v_progress || coalesce(' of ' || v_total, '');
    v_message  text := nullif(btrim(p_message), '');
BEGIN
    IF v_message IS NULL THEN
        RETURN v_counts;
    END IF;
    IF v_message ~ ('(^|[^0-9.])' || replace(v_progress, '.', '\.') || '([^0-9]|$)')
       AND (v_total IS NULL OR v_message ~ ('(^|[^0-9.])' || replace(v_total, '.', '\.') || '([^0-9]|$)')) THEN
        RETURN v_message;
    END IF;
    RETURN v_message || ': ' || v_counts;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_status_text(numeric, numeric, text) IS
    'statusMessage for a progress report: the message when it names the numbers, else "message: progress of total".';
REVOKE ALL ON FUNCTION internal.mcp_task_status_text(numeric, numeric, text) FROM PUBLIC;

-- Inside a run (api.mcp_task_run sets mcp.task_run to the claim key, signed for this very transaction): a progress
-- report becomes NOTICE 'pgmi.mcp.task_progress' with DETAIL = base64url {"c": claim, "n": seq, "m": text} "." HMAC,
-- which the runner hands to api.mcp_task_progress. Anywhere else (or a forged setting): false, nothing raised.
CREATE OR REPLACE FUNCTION internal.mcp_task_report_progress(p_progress numeric, p_total numeric, p_message text)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_marker text := coalesce(current_setting('mcp.task_run', true), '');
    v_claim  text := substring(v_marker FROM '^([0-9]{1,19})\.');
    v_seq    integer;
    v_body   text;
BEGIN
    IF v_claim IS NULL
       OR NOT internal.signature_matches('mcp.task_run', v_claim || ' ' || internal.transaction_binding(), substring(v_marker FROM '\.([0-9a-f]{64})$')) THEN
        RETURN false;
    END IF;
    v_seq := coalesce(nullif(current_setting('mcp.task_progress_seq', true), '')::integer, 0) + 1;
    PERFORM set_config('mcp.task_progress_seq', v_seq::text, true);
    v_body := internal.base64url_encode(convert_to(jsonb_build_object(
                  'c', v_claim, 'n', v_seq, 'm', left(internal.mcp_task_status_text(p_progress, p_total, p_message), 500))::text, 'UTF8'));
    RAISE NOTICE 'pgmi.mcp.task_progress' USING DETAIL = v_body || '.' || internal.sign('mcp.task_progress', v_body);
    RETURN true;
END
$$;
COMMENT ON FUNCTION internal.mcp_task_report_progress(numeric, numeric, text) IS
    'In a task run: raises the run''s progress as a sealed NOTICE for the runner (api.mcp_task_progress) and answers true.';
REVOKE ALL ON FUNCTION internal.mcp_task_report_progress(numeric, numeric, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- What the gateway's login may call
-- ---------------------------------------------------------------------------------------------------

-- Claims the next runnable task for this connection (autocommit; the claim's lock stays with the session) and
-- answers its handle and isolation floor, or no row. p_timeout_ms: the run's time limit (0: none); a run released
-- after it fails as "ran past its time limit".
CREATE OR REPLACE FUNCTION api.mcp_task_claim(p_timeout_ms integer DEFAULT 0)
RETURNS TABLE (handle text, isolation text)
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_now       timestamptz := clock_timestamp();
    v_lease     interval := make_interval(secs => internal.mcp_setting_int('mcp_task_claim_lease_ms', 10000, 1000, 3600000) / 1000.0);
    v_each      integer := internal.mcp_setting_int('mcp_task_max_running_per_principal', 2, 1, 100000);
    v_total     integer := internal.mcp_setting_int('mcp_task_max_running', 64, 1, 100000);
    v_attempts  integer := internal.mcp_setting_int('mcp_task_max_attempts', 3, 1, 100);
    v_live      bigint[] := internal.mcp_task_live_keys(false);
    v_mine      bigint[] := internal.mcp_task_live_keys(true);
    v_running   bigint;
    v_candidate record;
    v_task      record;
    v_key       bigint;
BEGIN
    -- One claim per connection: what it claimed runs (or is released) before it claims again.
    IF EXISTS (SELECT FROM api.mcp_task t WHERE t.claim_key = ANY (v_mine) AND t.status = 'working') THEN
        RAISE EXCEPTION 'this connection already holds a task claim'
            USING ERRCODE = 'object_in_use', HINT = 'Run it (api.mcp_task_run) or end it (api.mcp_task_release) first.';
    END IF;
    -- The claims of finished runs (their run keys are transaction-level: gone with their transactions).
    PERFORM pg_catalog.pg_advisory_unlock(t.claim_key) FROM api.mcp_task t WHERE t.claim_key = ANY (v_mine);
    SELECT count(*) INTO v_running FROM api.mcp_task t
     WHERE t.status = 'working' AND t.claim_key = ANY (v_live) AND (t.run_key = ANY (v_live) OR t.claimed_at > v_now - v_lease);
    IF v_running >= v_total THEN
        RETURN;
    END IF;
    FOR v_candidate IN
        WITH open AS (
            SELECT t.task_id, coalesce(t.user_id::text, 'anonymous') AS principal, t.created_at, t.claim_key,
                   coalesce(t.claim_key = ANY (v_live) AND (t.run_key = ANY (v_live) OR t.claimed_at > v_now - v_lease), false) AS is_running
              FROM api.mcp_task t
             WHERE t.status = 'working' AND NOT t.cancel_requested AND t.expires_at > v_now
        ), principal AS (
            SELECT o.principal, count(*) FILTER (WHERE o.is_running) AS running,
                   min(o.created_at) FILTER (WHERE NOT o.is_running) AS waiting_since
              FROM open o GROUP BY o.principal
        )
        SELECT o.task_id, o.claim_key
          FROM open o JOIN principal p USING (principal)
         WHERE NOT o.is_running AND p.running < v_each
         ORDER BY p.running, p.waiting_since, o.created_at
         LIMIT 32
    LOOP
        SELECT t.* INTO v_task FROM api.mcp_task t
         WHERE t.task_id = v_candidate.task_id AND t.status = 'working' AND NOT t.cancel_requested
           AND t.claim_key IS NOT DISTINCT FROM v_candidate.claim_key
           FOR UPDATE SKIP LOCKED;
        CONTINUE WHEN NOT FOUND;  -- another runner was quicker
        -- v_live was read before this row was locked: a claim another runner committed since (both heard the same
        -- announcement) is not in it. Read the locks again; a claim past its lease that is not running is taken
        -- over only with its run key held until this claim commits, so its runner cannot start the run meanwhile.
        IF v_task.claim_key = ANY (internal.mcp_task_live_keys(false)) THEN
            CONTINUE WHEN v_task.claimed_at > v_now - v_lease OR NOT pg_catalog.pg_try_advisory_xact_lock(v_task.run_key);
        END IF;
        IF v_task.attempts >= v_attempts THEN
            UPDATE api.mcp_task
               SET status = 'failed', claim_key = NULL, run_key = NULL, last_updated_at = clock_timestamp(), status_message = NULL,
                   error = jsonb_build_object('code', -32603, 'message',
                               format('Internal error: the task was started %s times and never finished; it is not run again', v_task.attempts))
             WHERE task_id = v_task.task_id;
            CONTINUE;
        END IF;
        v_key := internal.mcp_task_random_key();
        UPDATE api.mcp_task
           SET claim_key = v_key, run_key = internal.mcp_task_random_key(), claimed_at = v_now, attempts = attempts + 1,
               run_deadline = CASE WHEN p_timeout_ms > 0 THEN v_now + make_interval(secs => p_timeout_ms / 1000.0) END
         WHERE task_id = v_task.task_id;
        PERFORM pg_catalog.pg_advisory_lock(v_key);
        handle := internal.mcp_task_handle(v_task.task_id);
        isolation := internal.mcp_task_isolation(v_task.tool_name);
        RETURN NEXT;
        RETURN;
    END LOOP;
END
$$;
COMMENT ON FUNCTION api.mcp_task_claim(integer) IS
    'Claims the next runnable task for this connection, fairly across principals and under the running caps; '
    'answers its handle and isolation floor (no row: nothing to run). Run it with api.mcp_task_run on this connection.';
CALL internal.grant_execute('api.mcp_task_claim(integer)', 'api', 'admin');

-- Runs this connection's claimed task in the caller's transaction: identity from the row (re-checked), the
-- handler through the dispatcher, the outcome written to the row in the same transaction. Returns the new status,
-- or NULL when this connection holds no runnable claim (cancelled meanwhile, or taken over after the lease).
CREATE OR REPLACE FUNCTION api.mcp_task_run()
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
    v_refusal jsonb;
BEGIN
    -- No row lock while the handler runs: tasks/cancel must not wait for it.
    SELECT * INTO v_task FROM api.mcp_task t
     WHERE t.claim_key = ANY (internal.mcp_task_live_keys(true)) AND t.status = 'working' AND NOT t.cancel_requested;
    IF NOT FOUND OR NOT pg_catalog.pg_try_advisory_xact_lock(v_task.run_key) THEN
        RETURN NULL;
    END IF;
    -- Taken over after the lease between that read and the lock (the takeover held the run key until it committed):
    -- not ours to run. Held from here, the run key keeps any later takeover away.
    IF NOT EXISTS (SELECT FROM api.mcp_task t WHERE t.task_id = v_task.task_id AND t.claim_key = v_task.claim_key) THEN
        RETURN NULL;
    END IF;
    -- Below the tool's isolation floor the dispatcher would fail the task: refuse to start instead, writing nothing.
    v_refusal := internal.transaction_policy_violation(internal.mcp_task_isolation(v_task.tool_name), false);
    IF v_refusal IS NOT NULL THEN
        RAISE EXCEPTION 'this task must run at a higher isolation level: %', v_refusal ->> 'message'
            USING ERRCODE = 'invalid_transaction_state',
                  HINT = 'BEGIN ISOLATION LEVEL <the isolation api.mcp_task_claim answered>, then call api.mcp_task_run().';
    END IF;
    -- A runner that stops between the handler and COMMIT does not hold the task for long (unless it resets this).
    PERFORM set_config('idle_in_transaction_session_timeout', '60s', true);
    -- The identity the task was created with, only if it still resolves to the same active user and, for a token
    -- session, its issuer is still trusted.
    IF v_task.subject IS NOT NULL THEN
        v_user := membership.set_request_identity(v_task.subject);
    ELSE
        PERFORM membership.store_identity(NULL);
    END IF;
    IF v_user IS DISTINCT FROM v_task.user_id OR NOT membership.token_grant_is_trusted(v_task.context -> 'token_grant') THEN
        PERFORM membership.store_identity(NULL);
        UPDATE api.mcp_task SET status = 'failed', last_updated_at = clock_timestamp(),
                                error = '{"code": -32001, "message": "The credential that created this task is no longer valid"}'
         WHERE task_id = v_task.task_id;
        RETURN 'failed';
    END IF;
    PERFORM membership.restore_token_grant(v_task.context -> 'token_grant');
    -- No log lines (nobody listens); progress goes to the task's statusMessage through a sealed NOTICE
    -- (internal.mcp_task_report_progress), marked with the claim for this transaction only.
    PERFORM internal.mcp_begin_request('off', NULL);
    PERFORM set_config('mcp.task_run', v_task.claim_key::text || '.'
                       || internal.sign('mcp.task_run', v_task.claim_key::text || ' ' || internal.transaction_binding()), true);
    PERFORM set_config('mcp.task_progress_seq', '0', true);
    v_context := (v_task.context - 'token_grant') || jsonb_build_object('task_id', v_task.task_id, 'mcp_input',
                     jsonb_strip_nulls(jsonb_build_object('inputResponses', nullif(v_task.input_responses, '{}'::jsonb),
                                                          'requestState', v_task.request_state)));
    -- The identity restored above (NULL when the task was created anonymously).
    v_outcome := internal.mcp_dispatch('tool', v_task.tool_name, v_task.arguments, v_context, to_jsonb(v_task.task_id),
                                       membership.current_identity(), 'modern', v_context ->> 'protocol_version');
    PERFORM set_config('mcp.task_run', '', true);
    v_result := v_outcome -> 'result';
    IF v_outcome ? 'error' THEN
        UPDATE api.mcp_task SET status = 'failed', error = v_outcome -> 'error', last_updated_at = clock_timestamp()
         WHERE task_id = v_task.task_id AND claim_key = v_task.claim_key AND NOT cancel_requested;
        v_status := 'failed';
    ELSIF v_result ->> 'resultType' = 'task' THEN
        UPDATE api.mcp_task SET status = 'failed', last_updated_at = clock_timestamp(),
                                error = '{"code": -32603, "message": "Internal error: a task cannot continue as another task"}'
         WHERE task_id = v_task.task_id AND claim_key = v_task.claim_key AND NOT cancel_requested;
        v_status := 'failed';
    ELSIF v_result ->> 'resultType' = 'input_required' THEN
        UPDATE api.mcp_task
           SET status = 'input_required', input_requests = v_result -> 'inputRequests', input_responses = '{}'::jsonb,
               request_state = v_result ->> 'requestState', last_updated_at = clock_timestamp()
         WHERE task_id = v_task.task_id AND claim_key = v_task.claim_key AND NOT cancel_requested;
        v_status := 'input_required';
    ELSE
        UPDATE api.mcp_task SET status = 'completed', result = v_result - 'resultType', last_updated_at = clock_timestamp(),
                                status_message = NULL
         WHERE task_id = v_task.task_id AND claim_key = v_task.claim_key AND NOT cancel_requested;
        v_status := 'completed';
    END IF;
    PERFORM membership.store_identity(NULL);
    RETURN v_status;
END
$$;
COMMENT ON FUNCTION api.mcp_task_run() IS
    'Runs the task this connection claimed, as the caller who created it (identity re-checked), writing its outcome '
    'in the same transaction; NULL when there is nothing of this connection''s to run.';
CALL internal.grant_execute('api.mcp_task_run()', 'api', 'admin');

-- After the run's transaction ended (committed or not): ends this connection's claims. A task still working was
-- not finished by its run: past its time limit it fails; after mcp_task_max_attempts starts it fails; else it
-- is queued again. Nothing here takes the runner's word for anything.
CREATE OR REPLACE FUNCTION api.mcp_task_release()
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_mine     bigint[] := internal.mcp_task_live_keys(true);
    v_attempts integer := internal.mcp_setting_int('mcp_task_max_attempts', 3, 1, 100);
    v_task     record;
    v_error    jsonb;
    v_claims   bigint[];
BEGIN
    SELECT coalesce(array_agg(t.claim_key), '{}') INTO v_claims FROM api.mcp_task t WHERE t.claim_key = ANY (v_mine);
    FOR v_task IN SELECT t.task_id, t.attempts, t.run_deadline FROM api.mcp_task t
                   WHERE t.claim_key = ANY (v_mine) AND t.status = 'working' AND NOT t.cancel_requested FOR UPDATE LOOP
        v_error := CASE
            WHEN v_task.run_deadline <= clock_timestamp() THEN '{"code": -32603, "message": "The task ran past its time limit"}'::jsonb
            WHEN v_task.attempts >= v_attempts THEN jsonb_build_object('code', -32603, 'message',
                     format('Internal error: the task was started %s times and never finished; it is not run again', v_task.attempts))
        END;
        UPDATE api.mcp_task
           SET status = CASE WHEN v_error IS NULL THEN 'working' ELSE 'failed' END, error = v_error,
               status_message = NULL, claim_key = NULL, run_key = NULL, last_updated_at = clock_timestamp()
         WHERE task_id = v_task.task_id;
        IF v_error IS NULL THEN
            PERFORM internal.mcp_task_announce(v_task.task_id, 'queued');
        END IF;
    END LOOP;
    PERFORM pg_catalog.pg_advisory_unlock(k) FROM unnest(v_claims) AS k;
END
$$;
COMMENT ON FUNCTION api.mcp_task_release() IS
    'Ends this connection''s task claims after their run: an unfinished task fails past its time limit or its '
    'attempts, else is queued again.';
CALL internal.grant_execute('api.mcp_task_release()', 'api', 'admin');

-- A progress report of a running task (the DETAIL of its NOTICE 'pgmi.mcp.task_progress'), shown as the task's
-- statusMessage while that claim runs. Anything not sealed by a run, older than what is shown, or of a claim that
-- is no longer current is ignored.
CREATE OR REPLACE FUNCTION api.mcp_task_progress(p_sealed text)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_body    text := CASE WHEN length(p_sealed) <= 4000 THEN substring(p_sealed FROM '^([A-Za-z0-9_-]+)\.[0-9a-f]{64}$') END;
    v_payload jsonb;
    v_task_id text;
BEGIN
    IF v_body IS NULL OR NOT internal.signature_matches('mcp.task_progress', v_body, substring(p_sealed FROM '\.([0-9a-f]{64})$')) THEN
        RETURN;
    END IF;
    v_payload := convert_from(internal.base64url_decode(v_body), 'UTF8')::jsonb;
    SELECT t.task_id INTO v_task_id FROM api.mcp_task t
     WHERE t.claim_key = (v_payload ->> 'c')::bigint AND t.status = 'working' AND NOT t.cancel_requested;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    INSERT INTO api.mcp_task_status_message AS m (task_id, claim_key, seq, message, updated_at)
    VALUES (v_task_id, (v_payload ->> 'c')::bigint, (v_payload ->> 'n')::integer, v_payload ->> 'm', clock_timestamp())
        ON CONFLICT (task_id) DO UPDATE
       SET claim_key = EXCLUDED.claim_key, seq = EXCLUDED.seq, message = EXCLUDED.message, updated_at = EXCLUDED.updated_at
     WHERE m.claim_key IS DISTINCT FROM EXCLUDED.claim_key OR m.seq < EXCLUDED.seq;
END
$$;
COMMENT ON FUNCTION api.mcp_task_progress(text) IS
    'Records a running task''s progress, sealed by its run (NOTICE pgmi.mcp.task_progress), as its statusMessage.';
CALL internal.grant_execute('api.mcp_task_progress(text)', 'api', 'admin');

-- Of the handles a runner names (the tasks it runs), those cancelled (tasks/cancel) while a live claim runs them.
-- The "cancel" announcement on pgmi_task stops a running statement at once; the runner also asks this every
-- MCP_TASK_POLL_MS while it runs tasks, so a missed announcement (its LISTEN connection was being re-opened) or a
-- cancel request the server never acted on still stops the statement. Answers only handles the caller named, and
-- only of tasks some connection holds a claim on: nothing about any other task.
CREATE OR REPLACE FUNCTION api.mcp_task_cancelled(p_handles text[])
RETURNS SETOF text
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT h.handle
      FROM api.mcp_task t
     CROSS JOIN LATERAL (SELECT internal.mcp_task_handle(t.task_id) AS handle) h
     WHERE t.claim_key = ANY (internal.mcp_task_live_keys(false)) AND t.cancel_requested
       AND h.handle = ANY (p_handles);
$$;
COMMENT ON FUNCTION api.mcp_task_cancelled(text[]) IS
    'Of the given task handles, those whose task was cancelled while a live claim runs it (the runner cancels their statements).';
CALL internal.grant_execute('api.mcp_task_cancelled(text[])', 'api', 'admin');
