-- lib/api: notifications from SQL handlers to MCP clients, through the gateway.
--
-- Defines (api, executable by api and admin; handler bodies call them unqualified):
--   api.mcp_log(p_level text, p_data jsonb, p_logger text DEFAULT NULL)                 notifications/message
--   api.mcp_progress(p_progress numeric, p_total numeric DEFAULT NULL, p_message text DEFAULT NULL)
--                                                                                        notifications/progress
--   api.mcp_notify_resource_updated(p_uri text) → integer                                 notifications/resources/updated
--   api.mcp_close_stream()                                                               ends the POST event stream early (resumable)
-- and internal.mcp_log_levels(), internal.mcp_log_level_rank(level).
-- Relies on: 24-mcp-sessions (api.mcp_session, api.mcp_subscription), 37-mcp-task-runner (a task's progress).
-- Repeatable.
--
-- Contract with the gateway (docs/architecture.md §5):
--   * log and progress RAISE NOTICE 'pgmi.mcp.notification' with DETAIL = the JSON-RPC notification
--     ({"jsonrpc":"2.0","method":"notifications/message"|"notifications/progress","params":{…}}). The gateway
--     forwards it on the request's SSE response stream (adding the request's progressToken to progress) when the
--     client accepts text/event-stream, and drops it otherwise. A NOTICE is sent at once, so the client sees
--     progress while the handler runs; a rolled-back handler has still sent what it sent.
--   * Filtering happens here, from what api.mcp_handle_request learnt about the request (transaction-local
--     settings mcp.request_*): log lines below the level set by logging/setLevel (legacy, stored on the session
--     or passed as context.log_level) or by _meta["io.modelcontextprotocol/logLevel"] (2026-07-28) are not sent;
--     a 2026-07-28 request without a logLevel gets no log lines at all; progress is sent only for a request that
--     carries _meta.progressToken. Called outside the dispatcher (plain SQL), both always raise.
--   * api.mcp_notify_resource_updated sends pg_notify('pgmi_resource_updated', {"uri", "sessions": [ids]}) for
--     the open sessions subscribed to that URI (resources/subscribe); delivered at COMMIT. The gateway sends
--     notifications/resources/updated {"uri"} on those sessions' GET /mcp streams.

CREATE OR REPLACE FUNCTION internal.mcp_log_levels()
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT ARRAY['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
$$;
COMMENT ON FUNCTION internal.mcp_log_levels() IS 'The MCP (syslog) log levels, least severe first.';

CREATE OR REPLACE FUNCTION internal.mcp_log_level_rank(p_level text)
RETURNS integer
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT array_position(internal.mcp_log_levels(), p_level);
$$;
COMMENT ON FUNCTION internal.mcp_log_level_rank(text) IS 'Severity rank of a log level (debug 1 … emergency 8); NULL when unknown.';

CREATE OR REPLACE FUNCTION api.mcp_log(p_level text, p_data jsonb, p_logger text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_level   text := lower(btrim(p_level));
    v_rank    integer := array_position(ARRAY['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'], v_level);
    v_minimum text := coalesce(current_setting('mcp.request_log_level', true), '');
BEGIN
    IF v_rank IS NULL THEN
        RAISE EXCEPTION 'unknown MCP log level "%"', p_level
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Levels: debug, info, notice, warning, error, critical, alert, emergency.';
    END IF;
    IF v_minimum = 'off'
       OR v_rank < coalesce(array_position(ARRAY['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'],
                                           nullif(v_minimum, '')), 1) THEN
        RETURN;
    END IF;
    RAISE NOTICE 'pgmi.mcp.notification'
        USING DETAIL = jsonb_build_object(
                           'jsonrpc', '2.0', 'method', 'notifications/message',
                           'params', jsonb_build_object('level', v_level, 'data', coalesce(p_data, 'null'::jsonb))
                                     || CASE WHEN p_logger IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('logger', p_logger) END)::text;
END
$$;
COMMENT ON FUNCTION api.mcp_log(text, jsonb, text) IS
    'Sends notifications/message {level, logger?, data} to the MCP client of the current request (NOTICE '
    '''pgmi.mcp.notification'' for the gateway), unless the client asked for a higher minimum level. Levels: '
    'debug … emergency; an unknown level raises 22023.';
CALL internal.grant_execute('api.mcp_log(text,jsonb,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_progress(p_progress numeric, p_total numeric DEFAULT NULL, p_message text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_token  text := coalesce(current_setting('mcp.request_progress_token', true), '');
    v_active boolean := coalesce(current_setting('mcp.request_active', true), '') = 'on';
BEGIN
    IF p_progress IS NULL THEN
        RAISE EXCEPTION 'progress must not be NULL' USING ERRCODE = 'null_value_not_allowed';
    END IF;
    -- In a task run: the task's statusMessage (37-mcp-task-runner.sql), sealed so the runner can only relay it.
    IF coalesce(current_setting('mcp.task_run', true), '') <> '' AND internal.mcp_task_report_progress(p_progress, p_total, p_message) THEN
        RETURN;
    END IF;
    IF v_active AND v_token = '' THEN
        RETURN;  -- the client did not ask for progress on this request
    END IF;
    RAISE NOTICE 'pgmi.mcp.notification'
        USING DETAIL = jsonb_build_object(
                           'jsonrpc', '2.0', 'method', 'notifications/progress',
                           'params', jsonb_build_object('progress', p_progress)
                                     || CASE WHEN v_token = '' THEN '{}'::jsonb ELSE jsonb_build_object('progressToken', v_token::jsonb) END
                                     || CASE WHEN p_total IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('total', p_total) END
                                     || CASE WHEN p_message IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('message', p_message) END)::text;
END
$$;
COMMENT ON FUNCTION api.mcp_progress(numeric, numeric, text) IS
    'Sends notifications/progress {progressToken, progress, total?, message?} for the current request (NOTICE '
    '''pgmi.mcp.notification'' for the gateway) when the client passed _meta.progressToken. progress should grow.';
CALL internal.grant_execute('api.mcp_progress(numeric,numeric,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_notify_resource_updated(p_uri text)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_sessions text[];
    v_chunk    integer := 100;  -- session ids are ≤ 64 characters: 100 of them stay far below the 8000-byte payload limit
    v_offset   integer := 0;
BEGIN
    IF p_uri IS NULL OR length(p_uri) > 2048 THEN
        RETURN 0;
    END IF;
    SELECT array_agg(s.session_id ORDER BY s.session_id) INTO v_sessions
      FROM api.mcp_subscription s
      JOIN api.mcp_session m ON m.session_id = s.session_id AND m.closed_at IS NULL
     WHERE s.uri = p_uri;
    IF v_sessions IS NULL THEN
        -- 2026-07-28 listeners (subscriptions/listen) hold no session: they hear every update of a URI they named.
        PERFORM pg_catalog.pg_notify('pgmi_resource_updated', jsonb_build_object('uri', p_uri, 'sessions', '[]'::jsonb)::text);
        RETURN 0;
    END IF;
    WHILE v_offset < cardinality(v_sessions) LOOP
        PERFORM pg_catalog.pg_notify('pgmi_resource_updated',
                    jsonb_build_object('uri', p_uri, 'sessions', to_jsonb(v_sessions[v_offset + 1 : v_offset + v_chunk]))::text);
        v_offset := v_offset + v_chunk;
    END LOOP;
    RETURN cardinality(v_sessions);
END
$$;
COMMENT ON FUNCTION api.mcp_notify_resource_updated(text) IS
    'Announces that a resource changed: pg_notify(''pgmi_resource_updated'', {"uri","sessions":[…]}) for every open '
    'session subscribed to the URI (sent at COMMIT; the gateway forwards notifications/resources/updated). '
    'Returns the number of sessions told.';
CALL internal.grant_execute('api.mcp_notify_resource_updated(text)', 'api', 'admin');

-- SSE polling (2025-11-25, SEP-1699): a handler that will take a while may let the client go and come back.
CREATE OR REPLACE FUNCTION api.mcp_close_stream()
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    -- The gateway ends the POST's event stream on this NOTICE; the events that follow (and the result) are kept,
    -- and the client receives them when it reconnects with GET and Last-Event-ID. Without a resumable stream
    -- (2026-07-28, no session, a client that takes only JSON) nothing happens.
    RAISE NOTICE 'pgmi.mcp.close_stream';
END
$$;
COMMENT ON FUNCTION api.mcp_close_stream() IS
    'Asks the gateway to end this request''s event stream now; the client gets the rest (the result too) by resuming '
    'with GET + Last-Event-ID (2025-11-25 sessions).';
CALL internal.grant_execute('api.mcp_close_stream()', 'api', 'admin');
