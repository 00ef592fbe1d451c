-- lib/api: the MCP JSON-RPC dispatcher: api.mcp_handle_request, what the gateway calls for every
-- message, for every protocol revision (2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25 by initialize, and the
-- stateless 2026-07-28); plus api.mcp_initialize and api.mcp_ping.
--
-- Defines:
--   api.mcp_handle_request(p_request jsonb, p_context jsonb DEFAULT NULL) → api.mcp_response     (SECURITY DEFINER)
--   api.mcp_initialize(p_params jsonb, p_request_id jsonb) → api.mcp_response                   (SECURITY DEFINER)
--   api.mcp_ping(p_request_id jsonb) → api.mcp_response
--   internal.mcp_initialize_outcome, internal.mcp_discover_outcome,
--   internal.mcp_set_level_outcome, internal.mcp_subscription_outcome, internal.mcp_modern_result
-- Relies on: the lib/api/*-mcp-*.sql files before it, 43-tool-search-surfaces (tools/list), internal.mcp_request_context (membership.authenticate).
-- Trust boundary: the two SECURITY DEFINER entry points pin search_path = pg_catalog, pg_temp and are executable by
-- the api role (the gateway) and admin only; the client's JSON is data, never SQL, and never identity.
--
-- Context keys read (p_context, set by the gateway, never by the client):
--   credential        the bearer credential the client presented (an API key): the ONLY identity input, verified by
--                     membership.authenticate (missing or NULL = anonymous; one that does not verify raises PA401 for
--                     the gateway's 401; applied afresh on every call, so nothing leaks between requests). Removed
--                     before handlers see the context. user_id is ignored.
--   protocol_version  the version a legacy session negotiated (drops fields older revisions do not have)
--   protocol_era      "modern" marks a request as 2026-07-28 even when its body lacks _meta (it then fails -32602)
--   session_id        the Mcp-Session-Id of a legacy session (logging/setLevel and resources/subscribe are stored on it);
--                     kept (as the session's stored handle) only when the caller opened that session
--   log_level         the minimum level for api.mcp_log in a legacy request (else the session's, else everything)
-- Handlers receive p_context plus protocol_era and protocol_version in request.context.
--
-- Answer rules: NULL envelope only for a notification (no "id" member; JSON-RPC forbids answering it); every other
-- message gets an envelope whose id is the request's id (string or number verbatim, JSON null when the id itself
-- was invalid), and every error has a message. 40001/40P01/57014 propagate (the gateway retries in a new
-- transaction); anything else unexpected → -32603 "Internal error" and a WARNING with the SQLSTATE for the server log.
-- Methods: docs/mcp.md, "Protocol behaviour per revision". In 2026-07-28, initialize, ping, logging/setLevel and
-- resources/(un)subscribe do not exist (-32601; the gateway answers HTTP 404 for a modern -32601). Tasks: the
-- 2026-07-28 extension (tasks/get, update, cancel) and 2025-11-25's own (tasks/get, result, list, cancel, with
-- params.task on tools/call: 30-mcp-tasks-2025-11-25.sql); other revisions have none.

CREATE OR REPLACE FUNCTION internal.mcp_initialize_outcome(p_params jsonb)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_requested  jsonb := p_params -> 'protocolVersion';
    v_version    text;
    v_info       jsonb := internal.mcp_server_info();
    v_instructions text := internal.mcp_instructions();
BEGIN
    IF jsonb_typeof(v_requested) IS DISTINCT FROM 'string' THEN
        RETURN internal.mcp_fail(-32602, CASE WHEN v_requested IS NULL THEN 'Invalid params: protocolVersion is required'
                                              ELSE 'Invalid params: protocolVersion must be a string' END,
                                 jsonb_build_object('supported', to_jsonb(internal.mcp_legacy_versions())));
    END IF;
    -- Echo a version we speak; anything else (an unknown newer proposal, or an unknown date) gets our newest.
    v_version := CASE WHEN internal.mcp_is_legacy_version(v_requested #>> '{}') THEN v_requested #>> '{}'
                      ELSE (internal.mcp_legacy_versions())[cardinality(internal.mcp_legacy_versions())] END;
    IF v_version IS DISTINCT FROM v_requested #>> '{}' THEN
        -- Server log only (LOG is below the client's default message level): which clients ask for what.
        RAISE LOG 'pgmi.mcp: initialize asked for protocol version %, answering %', left(v_requested #>> '{}', 64), v_version;
    END IF;
    IF v_version < '2025-06-18' THEN
        v_info := v_info - 'title';
    END IF;
    RETURN internal.mcp_ok(jsonb_build_object(
               'protocolVersion', v_version,
               'capabilities', internal.mcp_capabilities('legacy', v_version),
               'serverInfo', v_info)
           || CASE WHEN v_instructions IS NOT NULL AND v_version >= '2025-03-26'
                   THEN jsonb_build_object('instructions', v_instructions) ELSE '{}'::jsonb END);
END
$$;
COMMENT ON FUNCTION internal.mcp_initialize_outcome(jsonb) IS
    'initialize: echoes a supported protocolVersion, else answers 2025-11-25; -32602 when it is missing or not a string.';

CREATE OR REPLACE FUNCTION internal.mcp_discover_outcome()
RETURNS jsonb
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.mcp_ok(jsonb_build_object(
               'resultType', 'complete',
               'supportedVersions', to_jsonb(internal.mcp_legacy_versions() || internal.mcp_modern_versions()),
               'capabilities', internal.mcp_capabilities('modern'),
               'serverInfo', internal.mcp_server_info(),
               'ttlMs', internal.mcp_setting_int('mcp_list_ttl_ms', 60000, 0, 86400000),
               'cacheScope', 'public',
               '_meta', jsonb_build_object('io.modelcontextprotocol/serverInfo', internal.mcp_server_info()))
           || CASE WHEN internal.mcp_instructions() IS NULL THEN '{}'::jsonb
                   ELSE jsonb_build_object('instructions', internal.mcp_instructions()) END);
$$;
COMMENT ON FUNCTION internal.mcp_discover_outcome() IS
    'server/discover (with or without _meta): every supported version (handshake and stateless), the stateless '
    'capabilities, serverInfo, instructions, cache hints.';

CREATE OR REPLACE FUNCTION internal.mcp_set_level_outcome(p_params jsonb, p_context jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_level text := CASE WHEN jsonb_typeof(p_params -> 'level') = 'string' THEN p_params ->> 'level' END;
BEGIN
    IF internal.mcp_log_level_rank(v_level) IS NULL THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: level must be one of ' || array_to_string(internal.mcp_log_levels(), ', '));
    END IF;
    IF jsonb_typeof(p_context -> 'session_id') = 'string' THEN
        UPDATE api.mcp_session SET log_level = v_level
         WHERE session_id = p_context ->> 'session_id' AND closed_at IS NULL AND log_level IS DISTINCT FROM v_level;
    END IF;
    PERFORM set_config('mcp.request_log_level', v_level, true);
    RETURN internal.mcp_ok('{}');
END
$$;
COMMENT ON FUNCTION internal.mcp_set_level_outcome(jsonb, jsonb) IS
    'logging/setLevel: validates the level and stores it on the session (context.session_id) for later requests; result {}.';

CREATE OR REPLACE FUNCTION internal.mcp_subscription_outcome(p_params jsonb, p_context jsonb, p_authenticated boolean, p_subscribe boolean)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_uri     text := CASE WHEN jsonb_typeof(p_params -> 'uri') = 'string' THEN p_params ->> 'uri' END;
    v_session text := CASE WHEN jsonb_typeof(p_context -> 'session_id') = 'string' THEN p_context ->> 'session_id' END;
BEGIN
    IF v_uri IS NULL THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: uri is required (a string)');
    END IF;
    IF NOT p_subscribe THEN
        DELETE FROM api.mcp_subscription WHERE session_id = v_session AND uri = v_uri;
        RETURN internal.mcp_ok('{}');
    END IF;
    IF (internal.mcp_find_handler('resource', v_uri, p_authenticated)).handler_object_id IS NULL THEN
        RETURN internal.mcp_not_found('resource', v_uri, 'legacy');
    END IF;
    INSERT INTO api.mcp_subscription (session_id, uri)
    SELECT s.session_id, v_uri FROM api.mcp_session s WHERE s.session_id = v_session AND s.closed_at IS NULL
        ON CONFLICT DO NOTHING;
    RETURN internal.mcp_ok('{}');
END
$$;
COMMENT ON FUNCTION internal.mcp_subscription_outcome(jsonb, jsonb, boolean, boolean) IS
    'resources/subscribe (the URI must name a visible resource) and resources/unsubscribe, recorded on the session '
    'of context.session_id; result {}.';

-- 2026-07-28: every result says resultType "complete" and carries serverInfo in _meta; cacheable results carry
-- ttlMs and cacheScope ("private" whenever the answer can depend on who asks).
CREATE OR REPLACE FUNCTION internal.mcp_modern_result(p_outcome jsonb, p_method text)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_result jsonb := p_outcome -> 'result';
    v_kind   text := CASE p_method WHEN 'tools/list' THEN 'tools' WHEN 'prompts/list' THEN 'prompts'
                                   WHEN 'resources/list' THEN 'resources' WHEN 'resources/templates/list' THEN 'resources' END;
BEGIN
    IF v_result IS NULL OR jsonb_typeof(v_result) <> 'object' THEN
        RETURN p_outcome;
    END IF;
    v_result := v_result
        || jsonb_build_object('resultType', CASE WHEN v_result ->> 'resultType' IN ('input_required', 'task')
                                                 THEN v_result ->> 'resultType' ELSE 'complete' END,
                              '_meta', CASE WHEN jsonb_typeof(v_result -> '_meta') = 'object' THEN v_result -> '_meta' ELSE '{}'::jsonb END
                                       || jsonb_build_object('io.modelcontextprotocol/serverInfo', internal.mcp_server_info()));
    IF v_kind IS NOT NULL THEN
        v_result := v_result || jsonb_build_object('ttlMs', internal.mcp_setting_int('mcp_list_ttl_ms', 60000, 0, 86400000),
                                                   'cacheScope', internal.mcp_list_scope(v_kind));
    ELSIF p_method = 'resources/read' THEN
        -- A handler may declare its own hints; otherwise resource data is not cached and never shared.
        v_result := jsonb_build_object('ttlMs', 0, 'cacheScope', 'private')
                    || v_result
                    || CASE WHEN v_result ->> 'cacheScope' IN ('public', 'private') THEN '{}'::jsonb
                            ELSE '{"cacheScope": "private"}'::jsonb END
                    || CASE WHEN internal.mcp_json_type(v_result -> 'ttlMs') = 'integer' AND (v_result ->> 'ttlMs')::numeric >= 0
                            THEN '{}'::jsonb ELSE '{"ttlMs": 0}'::jsonb END;
    END IF;
    RETURN jsonb_build_object('result', v_result);
END
$$;
COMMENT ON FUNCTION internal.mcp_modern_result(jsonb, text) IS
    '2026-07-28 result decoration: resultType, _meta serverInfo, and ttlMs/cacheScope for the cacheable methods.';

CREATE OR REPLACE FUNCTION api.mcp_handle_request(p_request jsonb, p_context jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_context  jsonb := CASE WHEN jsonb_typeof(p_context) = 'object' THEN p_context ELSE '{}'::jsonb END;
    v_id       jsonb;
    v_method   text;
    v_params   jsonb;
    v_meta     jsonb;
    v_era      text := 'legacy';
    v_version  text;
    v_asked    jsonb;
    v_level    text;
    v_auth     boolean;
    v_identity jsonb;
    v_session_level        text;
    v_session_capabilities jsonb;
    v_request  record;
    v_outcome  jsonb;
    v_state    text;
    v_detail   text;
BEGIN
    -- The envelope ------------------------------------------------------------------------------------
    IF p_request IS NULL OR jsonb_typeof(p_request) <> 'object' THEN
        RETURN ROW(internal.mcp_envelope(internal.mcp_fail(-32600, CASE
                   WHEN p_request IS NULL THEN 'Invalid Request: null request'
                   WHEN jsonb_typeof(p_request) = 'array' THEN 'Invalid Request: a batch must be split into single messages before it reaches SQL'
                   ELSE 'Invalid Request: expected a JSON-RPC 2.0 request object' END), NULL))::api.mcp_response;
    END IF;
    v_id := p_request -> 'id';  -- SQL NULL when the member is absent: a notification
    IF v_id IS NOT NULL AND jsonb_typeof(v_id) NOT IN ('string', 'number') THEN
        RETURN ROW(internal.mcp_envelope(internal.mcp_fail(-32600, 'Invalid Request: id must be a string or a number'), NULL))::api.mcp_response;
    END IF;
    IF p_request -> 'jsonrpc' IS DISTINCT FROM '"2.0"'::jsonb OR jsonb_typeof(p_request -> 'method') IS DISTINCT FROM 'string' THEN
        RETURN ROW(CASE WHEN v_id IS NOT NULL THEN internal.mcp_envelope(internal.mcp_fail(-32600,
                   CASE WHEN p_request -> 'jsonrpc' IS DISTINCT FROM '"2.0"'::jsonb THEN 'Invalid Request: "jsonrpc" must be "2.0"'
                        ELSE 'Invalid Request: "method" must be a string' END), v_id) END)::api.mcp_response;
    END IF;
    v_method := p_request ->> 'method';
    IF v_id IS NULL THEN
        RETURN ROW(NULL)::api.mcp_response;  -- notifications (initialized, cancelled, …) need nothing from SQL
    ELSIF v_method LIKE 'notifications/%' THEN
        RETURN ROW(internal.mcp_envelope(internal.mcp_fail(-32600,
                   format('Invalid Request: %s is a notification and must be sent without an id', v_method)), v_id))::api.mcp_response;
    ELSIF p_request ? 'params' AND jsonb_typeof(p_request -> 'params') NOT IN ('object', 'null') THEN
        RETURN ROW(internal.mcp_envelope(internal.mcp_fail(-32602, 'Invalid params: params must be an object'), v_id))::api.mcp_response;
    END IF;
    v_params := CASE WHEN jsonb_typeof(p_request -> 'params') = 'object' THEN p_request -> 'params' ELSE '{}'::jsonb END;
    v_meta := CASE WHEN jsonb_typeof(v_params -> '_meta') = 'object' THEN v_params -> '_meta' ELSE '{}'::jsonb END;

    -- Identity: from context.credential only, every time (NULL clears what an earlier request set) -----
    -- (An assignment, not SELECT … INTO: a simple expression, evaluated without starting the executor.)
    v_request := internal.mcp_request_context(v_context - 'task_requested');
    v_context := v_request.context;
    v_auth := v_request.authenticated;
    v_identity := v_request.identity;
    v_session_level := v_request.session_log_level;
    v_session_capabilities := v_request.session_capabilities;

    -- Era and version ---------------------------------------------------------------------------------
    IF v_meta ? 'io.modelcontextprotocol/protocolVersion' OR v_context ->> 'protocol_era' = 'modern' THEN
        v_era := 'modern';
        v_asked := v_meta -> 'io.modelcontextprotocol/protocolVersion';
        IF v_asked IS NULL OR jsonb_typeof(v_asked) <> 'string' THEN
            v_outcome := internal.mcp_fail(-32602, 'Invalid params: params._meta["io.modelcontextprotocol/protocolVersion"] '
                                                   || CASE WHEN v_asked IS NULL THEN 'is required' ELSE 'must be a string' END);
        ELSIF jsonb_typeof(v_meta -> 'io.modelcontextprotocol/clientCapabilities') IS DISTINCT FROM 'object' THEN
            v_outcome := internal.mcp_fail(-32602, 'Invalid params: params._meta["io.modelcontextprotocol/clientCapabilities"] is required (an object)');
        ELSIF NOT (v_asked #>> '{}') = ANY (internal.mcp_modern_versions()) THEN
            v_outcome := internal.mcp_fail(-32022, 'Unsupported protocol version: ' || (v_asked #>> '{}'),
                                           jsonb_build_object('supported', to_jsonb(internal.mcp_modern_versions()), 'requested', v_asked));
        ELSIF v_meta ? 'io.modelcontextprotocol/logLevel'
              AND internal.mcp_log_level_rank(v_meta ->> 'io.modelcontextprotocol/logLevel') IS NULL THEN
            v_outcome := internal.mcp_fail(-32602, 'Invalid params: params._meta["io.modelcontextprotocol/logLevel"] must be one of '
                                                   || array_to_string(internal.mcp_log_levels(), ', '));
        END IF;
        v_version := v_asked #>> '{}';
        -- 2026-07-28 sends log lines only to a request that names a level.
        v_level := coalesce(v_meta ->> 'io.modelcontextprotocol/logLevel', 'off');
    ELSE
        v_version := CASE WHEN internal.mcp_is_legacy_version(v_context ->> 'protocol_version') THEN v_context ->> 'protocol_version' END;
        v_level := CASE WHEN internal.mcp_log_level_rank(v_context ->> 'log_level') IS NOT NULL THEN v_context ->> 'log_level' END;
        IF v_level IS NULL AND v_method IN ('tools/call', 'resources/read', 'prompts/get', 'completion/complete') THEN
            v_level := v_session_level;          -- logging/setLevel of the caller's own session, if any
        END IF;
    END IF;
    IF v_outcome IS NOT NULL THEN
        RETURN ROW(internal.mcp_envelope(v_outcome, v_id))::api.mcp_response;
    END IF;
    PERFORM internal.mcp_begin_request(v_level, v_meta -> 'progressToken');
    v_context := v_context || jsonb_strip_nulls(jsonb_build_object('protocol_era', v_era, 'protocol_version', v_version));
    IF v_method IN ('tools/call', 'prompts/get', 'resources/read') THEN
        -- What a handler that needs input reads (27-mcp-input.sql): the client's answers and sealed state, as sent,
        -- and the capabilities it declared (this request's _meta, else its legacy session's).
        v_context := v_context || jsonb_build_object(
            'mcp_input', (SELECT coalesce(jsonb_object_agg(k, v_params -> k), '{}'::jsonb)
                            FROM unnest(ARRAY['inputResponses', 'requestState']) AS k WHERE v_params ? k),
            'client_capabilities', internal.mcp_client_capabilities(v_meta, v_session_capabilities, v_context ->> 'protocol_version'));
        IF v_method = 'tools/call' AND v_era = 'legacy' AND v_version >= '2025-11-25' AND jsonb_typeof(v_params -> 'task') = 'object' THEN
            -- 2025-11-25 task augmentation (30-mcp-tasks-2025-11-25.sql; its ttl, if any, is read from here);
            -- other revisions ignore params.task.
            v_context := v_context || jsonb_build_object('task_requested', v_params -> 'task');
        END IF;
    END IF;

    -- Dispatch ------------------------------------------------------------------------------------------
    IF (v_era = 'modern' AND v_method IN ('initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe',
                                          'tasks/list', 'tasks/result'))
       OR (v_era = 'legacy' AND v_method IN ('tasks/update', 'subscriptions/listen'))
       OR (v_era = 'legacy' AND v_method IN ('tasks/get', 'tasks/cancel', 'tasks/list', 'tasks/result')
           AND v_version IS DISTINCT FROM '2025-11-25') THEN
        v_outcome := internal.mcp_fail(-32601, 'Method not found: ' || v_method);
    ELSE
        -- One assignment per method, not one CASE expression: PL/pgSQL builds an expression's state again in every
        -- transaction, and a CASE over every method's function set all of them up for the one it ran.
        IF v_method = 'tools/call' THEN
            v_outcome := internal.mcp_dispatch(
                'tool', CASE WHEN jsonb_typeof(v_params -> 'name') = 'string' THEN v_params ->> 'name' END,
                nullif(v_params -> 'arguments', 'null'::jsonb), v_context, v_id, v_identity, v_era, v_version);
        ELSIF v_method = 'initialize' THEN
            v_outcome := internal.mcp_initialize_outcome(v_params);
        ELSIF v_method = 'ping' THEN
            v_outcome := internal.mcp_ok('{}');
        ELSIF v_method = 'server/discover' THEN
            v_outcome := internal.mcp_discover_outcome();
        ELSIF v_method = 'tools/list' THEN
            v_outcome := internal.mcp_tools_list_outcome(v_params, v_auth, v_version, v_context);  -- 43-tool-search-surfaces
        ELSIF v_method = 'resources/list' THEN
            v_outcome := internal.mcp_list_outcome('resources', v_params, v_auth, v_version);
        ELSIF v_method = 'resources/templates/list' THEN
            v_outcome := internal.mcp_list_outcome('resourceTemplates', v_params, v_auth, v_version);
        ELSIF v_method = 'prompts/list' THEN
            v_outcome := internal.mcp_list_outcome('prompts', v_params, v_auth, v_version);
        ELSIF v_method = 'resources/read' THEN
            v_outcome := internal.mcp_dispatch(
                'resource', CASE WHEN jsonb_typeof(v_params -> 'uri') = 'string' THEN v_params ->> 'uri' END,
                NULL, v_context, v_id, v_identity, v_era, v_version);
        ELSIF v_method = 'prompts/get' THEN
            v_outcome := internal.mcp_dispatch(
                'prompt', CASE WHEN jsonb_typeof(v_params -> 'name') = 'string' THEN v_params ->> 'name' END,
                nullif(v_params -> 'arguments', 'null'::jsonb), v_context, v_id, v_identity, v_era, v_version);
        ELSIF v_method = 'completion/complete' THEN
            v_outcome := internal.mcp_complete(v_params, v_auth, v_era);
        ELSIF v_method = 'subscriptions/listen' THEN
            v_outcome := internal.mcp_listen_outcome(v_params, v_auth);
        ELSIF v_method = 'tasks/get' THEN
            v_outcome := CASE WHEN v_era = 'legacy' THEN internal.mcp_task_method_2025(v_method, v_params)
                ELSE internal.mcp_task_method(v_method, v_params, internal.mcp_client_capabilities(v_meta, v_session_capabilities, v_context ->> 'protocol_version')) END;
        ELSIF v_method = 'tasks/update' THEN
            v_outcome := internal.mcp_task_method(v_method, v_params, internal.mcp_client_capabilities(v_meta, v_session_capabilities, v_context ->> 'protocol_version'));
        ELSIF v_method = 'tasks/cancel' THEN
            v_outcome := CASE WHEN v_era = 'legacy' THEN internal.mcp_task_method_2025(v_method, v_params)
                ELSE internal.mcp_task_method(v_method, v_params, internal.mcp_client_capabilities(v_meta, v_session_capabilities, v_context ->> 'protocol_version')) END;
        ELSIF v_method = 'tasks/list' THEN
            v_outcome := internal.mcp_task_method_2025(v_method, v_params);
        ELSIF v_method = 'tasks/result' THEN
            v_outcome := internal.mcp_task_method_2025(v_method, v_params);
        ELSIF v_method = 'logging/setLevel' THEN
            v_outcome := internal.mcp_set_level_outcome(v_params, v_context);
        ELSIF v_method = 'resources/subscribe' THEN
            v_outcome := internal.mcp_subscription_outcome(v_params, v_context, v_auth, true);
        ELSIF v_method = 'resources/unsubscribe' THEN
            v_outcome := internal.mcp_subscription_outcome(v_params, v_context, v_auth, false);
        ELSE
            v_outcome := internal.mcp_fail(-32601, 'Method not found: ' || v_method);
        END IF;
    END IF;
    IF v_era = 'modern' AND v_outcome ? 'result' AND v_method <> 'server/discover' THEN
        v_outcome := internal.mcp_modern_result(v_outcome, v_method);
    ELSIF v_era = 'legacy' AND v_method = 'tools/call' THEN
        v_outcome := internal.mcp_task_created_2025(v_outcome);  -- a task made for a 2025-11-25 call: {task}
    END IF;
    RETURN ROW(internal.mcp_envelope(v_outcome, v_id))::api.mcp_response;
EXCEPTION
    WHEN serialization_failure OR deadlock_detected OR query_canceled OR SQLSTATE 'PA401' OR SQLSTATE 'PA403' THEN
        RAISE;  -- an error envelope here would let the gateway COMMIT a transaction that must be retried (or 401/403)
    WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = MESSAGE_TEXT;
        RAISE WARNING 'pgmi.mcp: % failed with SQLSTATE %', coalesce(v_method, 'request'), v_state USING DETAIL = v_detail;
        RETURN ROW(CASE WHEN jsonb_typeof(p_request) = 'object' AND NOT p_request ? 'id' THEN NULL
                        ELSE internal.mcp_envelope(internal.mcp_fail(-32603, 'Internal error'), v_id) END)::api.mcp_response;
END
$$;
COMMENT ON FUNCTION api.mcp_handle_request(jsonb, jsonb) IS
    'MCP JSON-RPC dispatcher for every revision (2024-11-05 … 2025-11-25 by initialize; 2026-07-28 per request via '
    'params._meta). p_context is set by the gateway (credential, protocol_version, protocol_era, session_id, log_level). '
    'Returns the response envelope with the request id, or NULL for a notification. 40001/40P01/57014 propagate, and '
    'PA401 for a credential that does not verify, PA403 for one that lacks a scope the handler needs.';
CALL internal.grant_execute('api.mcp_handle_request(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_initialize(p_params jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ROW(internal.mcp_envelope(internal.mcp_initialize_outcome(coalesce(p_params, '{}'::jsonb)), p_request_id))::api.mcp_response;
$$;
COMMENT ON FUNCTION api.mcp_initialize(jsonb, jsonb) IS
    'initialize: {protocolVersion (the requested one when supported, else 2025-11-25), capabilities, serverInfo, '
    'instructions?}; -32602 when protocolVersion is missing or not a string.';
CALL internal.grant_execute('api.mcp_initialize(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_ping(p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT api.mcp_success('{}'::jsonb, p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_ping(jsonb) IS 'ping: an empty result with the request id.';
CALL internal.grant_execute('api.mcp_ping(jsonb)', 'api', 'admin');
