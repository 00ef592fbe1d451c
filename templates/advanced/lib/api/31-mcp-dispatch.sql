-- lib/api: running one MCP handler: tools/call, resources/read, prompts/get.
--
-- Defines:
--   internal.mcp_find_handler(type, name_or_uri, authenticated) → api.mcp_route   the visible route, or NULL
--   internal.mcp_not_found(type, key, era) → outcome        the error an unknown (or hidden) name/URI gets
--   internal.mcp_check_arguments(type, route, arguments) → outcome   NULL when the arguments are acceptable
--   internal.mcp_arguments_rejected(outcome) → outcome      a tool's rejected arguments as a tool execution error
--   internal.mcp_shape_result(type, route, output_schema, envelope, uri, version) → (outcome, problem)
--   internal.mcp_handler_failure(type, key, era, sqlstate, message, read_only) → outcome
--   internal.mcp_dispatch(type, key, arguments, context, request_id, identity, era, version) → outcome
-- (the reference's direct entry points api.mcp_call_tool / mcp_read_resource / mcp_get_prompt: 33-mcp-direct.sql)
-- An "outcome" is {"result": …} or {"error": {code, message[, data]}}; api.mcp_handle_request (44-mcp-protocol)
-- stamps jsonrpc and the request id on it, so the id a client gets is always its own.
-- Relies on: 00 (transaction_policy_violation), 02/05 (registry), 08 (internal.log_mcp_exchange), 16-gateways
-- (internal.sqlstate_http_error), 21-mcp-builders, 14-mcp-json-schema, internal.mcp_request_context.
--
-- Error semantics (docs/mcp.md, "Errors"):
--   unknown tool/prompt → -32602 "Tool not found: x" / "Prompt not found: x"; unknown resource → -32002 (legacy) /
--   -32602 (2026-07-28) "Resource not found: uri". A requires_auth handler called anonymously answers exactly like
--   an unknown one (no enumeration). Isolation/read-only shortfall → -32600 with data.code. Tool arguments that do
--   not match inputSchema → result isError = true listing every problem (SEP-1303; -32602 only for a 2025-11-25 call
--   that asked for a task); missing or non-string prompt arguments → -32602 naming the field (data.errors lists all).
--   A handler that raises: tools → result isError = true with a sanitised text (the handler's own message only for
--   SQLSTATE P04xx); resources/prompts → -32603 "Internal error" (P0404 in a resource → not found; other P04xx →
--   -32602 with the handler's message). A handler that returns NULL or a malformed envelope → -32603.
--   structuredContent that breaks the tool's outputSchema → isError. The full SQLSTATE and message go only to the
--   exchange log (api.mcp_exchange). 40001, 40P01 and 57014 are re-raised untouched: the gateway retries or times out.
-- Trust boundary: reached only from SECURITY DEFINER entry points (api.mcp_handle_request, 33-mcp-direct.sql,
-- api.mcp_task_run); they set the identity before dispatch (from context.credential through
-- internal.mcp_request_context, or from a task's recorded caller).
-- The internal functions that run on every call (find_handler, check_arguments, shape_result, dispatch,
-- direct_call) pin no search_path: a SET clause costs each call, and they are only reached from entry points
-- that pin pg_catalog, pg_temp. They qualify every non-catalog name.

CREATE OR REPLACE FUNCTION internal.mcp_find_handler(p_type text, p_key text, p_authenticated boolean)
RETURNS api.mcp_route
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_route api.mcp_route;
BEGIN
    IF p_type = 'resource' THEN
        -- Most specific template first: the most literal characters, then the longest template, then the name.
        SELECT r.* INTO v_route
          FROM api.mcp_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.mcp_type = 'resource' AND p_key ~ r.uri_regexp AND (p_authenticated OR NOT h.requires_auth)
         ORDER BY length(regexp_replace(r.uri_template, '\{[^}]*\}', '', 'g')) DESC, length(r.uri_template) DESC, r.mcp_name
         LIMIT 1;
    ELSE
        SELECT r.* INTO v_route
          FROM api.mcp_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.mcp_type = p_type AND r.mcp_name = p_key AND (p_authenticated OR NOT h.requires_auth);
    END IF;
    RETURN v_route;  -- all NULL when nothing visible matches
END
$$;
COMMENT ON FUNCTION internal.mcp_find_handler(text, text, boolean) IS
    'The live route a caller may reach: tool/prompt by exact name, resource by URI (most literal characters, then '
    'longest template, then name). requires_auth routes are invisible unless p_authenticated.';

CREATE OR REPLACE FUNCTION internal.mcp_not_found(p_type text, p_key text, p_era text)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE p_type
               WHEN 'tool' THEN internal.mcp_fail(-32602, 'Tool not found: ' || p_key)
               WHEN 'prompt' THEN internal.mcp_fail(-32602, 'Prompt not found: ' || p_key)
               ELSE internal.mcp_fail(CASE WHEN p_era = 'modern' THEN -32602 ELSE -32002 END, 'Resource not found: ' || p_key,
                                      jsonb_build_object('uri', p_key))
           END;
$$;
COMMENT ON FUNCTION internal.mcp_not_found(text, text, text) IS
    'Not-found outcome: -32602 "Tool/Prompt not found: x"; resources -32002 (legacy) or -32602 (modern) with data.uri.';

-- NULL when fine; otherwise the -32602 outcome naming the problem.
CREATE OR REPLACE FUNCTION internal.mcp_check_arguments(p_type text, p_route api.mcp_route, p_arguments jsonb)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_errors jsonb;
BEGIN
    IF p_arguments IS NOT NULL AND jsonb_typeof(p_arguments) <> 'object' THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: arguments must be an object');
    END IF;
    IF p_type = 'tool' THEN
        v_errors := internal.mcp_schema_errors(coalesce(p_arguments, '{}'::jsonb),
                                               coalesce(p_route.input_schema, '{"type": "object"}'::jsonb), 'arguments');
    ELSIF p_type = 'prompt' THEN
        SELECT coalesce(jsonb_agg(jsonb_build_object('path', 'arguments.' || e.key, 'message',
                                                     'arguments.' || e.key || ' must be a string') ORDER BY e.key), '[]')
          INTO v_errors
          FROM jsonb_each(coalesce(p_arguments, '{}'::jsonb)) AS e
         WHERE jsonb_typeof(e.value) <> 'string';
        SELECT v_errors || coalesce(jsonb_agg(jsonb_build_object('path', 'arguments.' || (a ->> 'name'), 'message',
                                                                 'missing required argument ' || (a ->> 'name'))), '[]')
          INTO v_errors
          FROM jsonb_array_elements(coalesce(p_route.arguments, '[]'::jsonb)) AS a
         WHERE a -> 'required' = 'true'::jsonb AND NOT coalesce(p_arguments, '{}'::jsonb) ? (a ->> 'name');
    ELSE
        RETURN NULL;
    END IF;
    IF jsonb_array_length(v_errors) = 0 THEN
        RETURN NULL;
    END IF;
    RETURN internal.mcp_fail(-32602, 'Invalid params: ' || (v_errors -> 0 ->> 'message'),
                             jsonb_build_object('errors', jsonb_path_query_array(v_errors, '$[0 to 19]'))
                             || CASE WHEN jsonb_array_length(v_errors) > 20
                                     THEN jsonb_build_object('total', jsonb_array_length(v_errors)) ELSE '{}'::jsonb END);
END
$$;
COMMENT ON FUNCTION internal.mcp_check_arguments(text, api.mcp_route, jsonb) IS
    'Tool arguments against inputSchema; prompt arguments are strings and declared required ones present. NULL when '
    'acceptable, else -32602 "Invalid params: <first problem>" with data.errors (up to 20 {path, message}; data.total '
    'counts them all when there are more).';

-- SEP-1303 (2025-11-25): arguments a tool cannot take are a tool execution error, so the model reads why and can
-- correct itself. The -32602 outcome of internal.mcp_check_arguments becomes isError with every message as text.
CREATE OR REPLACE FUNCTION internal.mcp_arguments_rejected(p_outcome jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.mcp_ok(jsonb_build_object(
               'content', jsonb_build_array(api.mcp_text(
                   'Invalid arguments: '
                   || coalesce((SELECT string_agg(e ->> 'message', '; ' ORDER BY ord)
                                  FROM jsonb_array_elements(p_outcome #> '{error,data,errors}') WITH ORDINALITY AS t(e, ord)),
                               regexp_replace(p_outcome #>> '{error,message}', '^Invalid params: ', ''))
                   || CASE WHEN p_outcome #> '{error,data}' ? 'total'
                           THEN format(' (and %s more)', (p_outcome #>> '{error,data,total}')::integer
                                                         - jsonb_array_length(p_outcome #> '{error,data,errors}')) ELSE '' END)),
               'isError', true));
$$;
COMMENT ON FUNCTION internal.mcp_arguments_rejected(jsonb) IS
    'Tool arguments that break inputSchema as a tool execution error (isError, "Invalid arguments: <every problem>").';

-- The outcome for the envelope a handler returned, and a problem text for the exchange log when it had to be
-- replaced. Tools: content defaults to [], isError to false, structuredContent is checked against outputSchema
-- and mirrored as text when content is empty; revisions before 2025-06-18 do not get structuredContent.
-- Resources: contents items get the requested URI and the resource's mimeType when they lack them.
CREATE OR REPLACE FUNCTION internal.mcp_shape_result(
    p_type text,
    p_route api.mcp_route,
    p_output_schema jsonb,
    p_envelope jsonb,
    p_uri text,
    p_version text,
    OUT outcome jsonb,
    OUT problem text)
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_result jsonb;
    v_error  jsonb;
    v_errors jsonb;
BEGIN
    IF p_envelope IS NULL OR jsonb_typeof(p_envelope) <> 'object' THEN
        problem := 'the handler returned no envelope (NULL)';
    ELSIF p_envelope ? 'error' THEN
        v_error := p_envelope -> 'error';
        IF jsonb_typeof(v_error) <> 'object' OR internal.mcp_json_type(v_error -> 'code') IS DISTINCT FROM 'integer' THEN
            problem := 'the handler returned an error without an integer code';
        ELSE
            outcome := internal.mcp_fail((v_error ->> 'code')::integer,
                                         CASE WHEN jsonb_typeof(v_error -> 'message') = 'string' THEN v_error ->> 'message' END,
                                         v_error -> 'data');
        END IF;
    ELSIF jsonb_typeof(p_envelope -> 'result') <> 'object' THEN
        problem := 'the handler returned an envelope without a "result" object';
    ELSE
        v_result := p_envelope -> 'result';
        IF p_type = 'tool' THEN
            IF NOT v_result ? 'content' OR jsonb_typeof(v_result -> 'content') = 'null' THEN
                v_result := v_result || jsonb_build_object('content',
                    CASE WHEN v_result ? 'structuredContent' THEN jsonb_build_array(api.mcp_text((v_result -> 'structuredContent')::text))
                         ELSE '[]'::jsonb END);
            END IF;
            IF jsonb_typeof(v_result -> 'content') <> 'array' THEN
                problem := 'the tool result "content" is not an array';
            ELSE
                v_result := v_result || jsonb_build_object('isError', coalesce(v_result -> 'isError' = 'true'::jsonb, false));
                IF p_output_schema IS NOT NULL AND v_result -> 'isError' = 'false'::jsonb THEN
                    v_errors := CASE WHEN v_result ? 'structuredContent'
                                     THEN internal.mcp_schema_errors(v_result -> 'structuredContent', p_output_schema, 'structuredContent')
                                     ELSE '[{"path": "structuredContent", "message": "structuredContent is missing"}]'::jsonb END;
                    IF jsonb_array_length(v_errors) > 0 THEN
                        v_result := jsonb_build_object('content', jsonb_build_array(api.mcp_text(
                                        'Tool execution failed: the result does not match the tool''s outputSchema')),
                                    'isError', true);
                        problem := 'outputSchema violation: ' || left((v_errors -> 0 ->> 'message'), 500);
                    END IF;
                END IF;
                IF p_version IS NOT NULL AND p_version < '2025-06-18' THEN
                    v_result := v_result - 'structuredContent';
                END IF;
                IF problem IS NULL OR v_result -> 'isError' = 'true'::jsonb THEN
                    outcome := internal.mcp_ok(v_result);
                END IF;
            END IF;
        ELSIF p_type = 'resource' THEN
            IF jsonb_typeof(v_result -> 'contents') <> 'array' THEN
                problem := 'the resource result has no "contents" array';
            ELSE
                outcome := internal.mcp_ok(v_result || jsonb_build_object('contents', (
                    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(c) = 'object'
                                                   THEN jsonb_build_object('uri', p_uri, 'mimeType', p_route.mime_type) || c
                                                   ELSE c END ORDER BY ord), '[]'::jsonb)
                      FROM jsonb_array_elements(v_result -> 'contents') WITH ORDINALITY AS t(c, ord))));
            END IF;
        ELSE
            IF jsonb_typeof(v_result -> 'messages') <> 'array' THEN
                problem := 'the prompt result has no "messages" array';
            ELSE
                outcome := internal.mcp_ok(v_result);
            END IF;
        END IF;
    END IF;
    IF outcome IS NULL THEN
        outcome := internal.mcp_fail(-32603, 'Internal error');
    END IF;
END
$$;
COMMENT ON FUNCTION internal.mcp_shape_result(text, api.mcp_route, jsonb, jsonb, text, text) IS
    'Turns a handler''s envelope into the outcome the client gets (id discarded, defaults filled, outputSchema '
    'enforced); problem names what was wrong when the handler''s answer had to be replaced.';

CREATE OR REPLACE FUNCTION internal.mcp_handler_failure(
    p_type text, p_key text, p_era text, p_sqlstate text, p_message text, p_read_only boolean)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_mapped record;
    v_own    text := CASE WHEN p_sqlstate ~ '^P04[0-9]{2}$' THEN left(coalesce(nullif(p_message, ''), 'Request failed'), 500) END;
BEGIN
    IF p_type = 'tool' THEN
        SELECT * INTO v_mapped FROM internal.sqlstate_http_error(p_sqlstate, p_message, p_read_only);
        RETURN internal.mcp_ok(jsonb_build_object(
                   'content', jsonb_build_array(api.mcp_text(coalesce(v_own,
                       'Tool execution failed' || CASE WHEN v_mapped.status_code < 500 THEN ': ' || v_mapped.detail ELSE '' END))),
                   'isError', true));
    ELSIF p_type = 'resource' AND p_sqlstate = 'P0404' THEN
        RETURN internal.mcp_not_found(p_type, p_key, p_era);
    ELSIF v_own IS NOT NULL THEN
        RETURN internal.mcp_fail(-32602, v_own);
    END IF;
    RETURN internal.mcp_fail(-32603, 'Internal error');
END
$$;
COMMENT ON FUNCTION internal.mcp_handler_failure(text, text, text, text, text, boolean) IS
    'What the client sees when a handler raised: tools → isError with a sanitised text (the handler''s message for '
    'P04xx, else a generic description of the SQLSTATE class); resources/prompts → -32603, P0404 → not found, '
    'other P04xx → -32602 with the handler''s message.';

-- ---------------------------------------------------------------------------------------------------
-- The shared invocation path. The handler runs in its own subtransaction: when it raises, its writes are
-- undone and the exchange log row is still written.
-- ---------------------------------------------------------------------------------------------------
DROP FUNCTION IF EXISTS internal.mcp_dispatch(text, text, jsonb, jsonb, jsonb, boolean, text, text);  -- now takes the identity

CREATE OR REPLACE FUNCTION internal.mcp_dispatch(
    p_type text,
    p_key text,
    p_arguments jsonb,
    p_context jsonb,
    p_request_id jsonb,
    p_identity jsonb,
    p_era text DEFAULT 'legacy',
    p_version text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_started   timestamptz := clock_timestamp();
    v_route     api.mcp_route;
    v_handler   record;
    v_outcome   jsonb;
    v_violation jsonb;
    v_request   api.mcp_request;
    v_response  api.mcp_response;
    v_sqlstate  text;
    v_message   text;
    v_context   text;
    v_shaped    record;
    v_input     jsonb;
    v_mode      jsonb;
BEGIN
    IF p_key IS NULL THEN
        RETURN internal.mcp_fail(-32602, CASE p_type WHEN 'resource' THEN 'Invalid params: uri is required (a string)'
                                                    ELSE 'Invalid params: name is required (a string)' END);
    END IF;
    v_route := internal.mcp_find_handler(p_type, p_key, p_identity ->> 'uid' IS NOT NULL);
    IF v_route.handler_object_id IS NULL THEN
        RETURN internal.mcp_not_found(p_type, p_key, p_era);
    END IF;
    -- Only what the call needs (the row also holds the generated SQL texts).
    SELECT h.min_transaction_isolation, h.read_only, h.output_json_schema::jsonb AS output_schema, h.handler_exec_sql, h.handler_func,
           h.metadata -> 'execution' AS execution, h.tags
      INTO v_handler
      FROM api.handler h WHERE h.object_id = v_route.handler_object_id;
    -- The credential's scopes (membership/17-handler-scopes.sql): PA403, answered 403 by the gateway.
    -- The identity the caller verified and signed into this request: not verified a second time here.
    PERFORM membership.require_handler_scopes(p_identity, v_handler.read_only, v_handler.tags);

    v_violation := internal.transaction_policy_violation(v_handler.min_transaction_isolation, v_handler.read_only);
    IF v_violation IS NOT NULL THEN
        RETURN internal.mcp_fail(-32600, v_violation ->> 'message', jsonb_build_object('code', v_violation ->> 'code'));
    END IF;
    v_outcome := internal.mcp_check_arguments(p_type, v_route, p_arguments);
    IF v_outcome IS NOT NULL AND p_type = 'tool' AND NOT p_context ? 'task_requested' THEN
        -- A tool execution error in every revision (docs/mcp.md §5); a 2025-11-25 call that asked for a task keeps
        -- the -32602: its client can read only a CreateTaskResult or an error.
        v_outcome := internal.mcp_arguments_rejected(v_outcome);
    ELSIF v_outcome IS NULL AND p_type = 'tool' AND p_era = 'modern' THEN
        v_outcome := internal.mcp_check_param_headers(v_route.input_schema, p_arguments, p_context -> 'mcp_param_headers');
    END IF;
    IF v_outcome IS NOT NULL THEN
        RETURN v_outcome;
    END IF;

    -- Input responses, the sealed request state and the client's capabilities (27-mcp-input.sql); a forged,
    -- replayed or foreign requestState stops here, before the handler runs.
    v_input := internal.mcp_input_context(p_type, p_key, p_arguments, coalesce(p_context -> 'mcp_input', '{}'::jsonb),
                                          p_context -> 'client_capabilities');
    IF v_input ? 'error' THEN
        RETURN v_input;
    END IF;
    -- Long-running tools (29-mcp-tasks.sql; 2025-11-25 sessions: 30-mcp-tasks-2025-11-25.sql): a task is recorded
    -- instead of running the handler now.
    IF p_type = 'tool' AND (v_handler.execution IS NOT NULL OR p_context ? 'task_requested') THEN
        v_mode := CASE WHEN p_era = 'legacy' AND p_version >= '2025-11-25'
                       THEN internal.mcp_task_mode_2025(p_key, v_handler.execution, p_context)
                       ELSE internal.mcp_task_mode(v_handler.execution, p_context, p_era) END;
        IF v_mode ? 'error' THEN
            RETURN v_mode;
        ELSIF v_mode = '"task"'::jsonb THEN
            RETURN internal.mcp_task_create(p_key, p_arguments, p_context || v_input, NULL);
        END IF;
    END IF;

    v_request := ROW(CASE WHEN p_type = 'resource' THEN NULL ELSE coalesce(p_arguments, '{}'::jsonb) END,
                     CASE WHEN p_type = 'resource' THEN p_key END,
                     (coalesce(p_context, '{}'::jsonb) - ARRAY['mcp_input', 'mcp_param_headers', 'client_capabilities', 'input_responses', 'request_state']) || v_input, coalesce(p_request_id, 'null'::jsonb))::api.mcp_request;
    BEGIN
        EXECUTE v_handler.handler_exec_sql INTO v_response USING v_request;
    EXCEPTION
        WHEN serialization_failure OR deadlock_detected OR query_canceled THEN
            RAISE;  -- the gateway retries (40001/40P01) or reports the timeout (57014) in a new transaction
        WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS v_sqlstate = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_context = PG_EXCEPTION_CONTEXT;
            PERFORM internal.report_handler_failure(v_handler.handler_func, v_sqlstate, v_message, v_context);
            v_outcome := internal.mcp_handler_failure(p_type, p_key, p_era, v_sqlstate, v_message, v_handler.read_only);
    END;
    IF v_sqlstate IS NULL AND v_response.envelope #>> '{result,resultType}' = 'input_required' THEN
        v_outcome := internal.mcp_input_outcome(v_response.envelope -> 'result', p_type, p_key, p_arguments,
                                                v_input -> 'client_capabilities');
        IF v_outcome ? 'problem' THEN
            v_sqlstate := 'P0500';
            v_message := format('%s: %s', v_handler.handler_func, v_outcome ->> 'problem');
            v_outcome := internal.mcp_fail(-32603, 'Internal error');
        END IF;
    ELSIF v_sqlstate IS NULL AND p_type = 'tool' AND v_response.envelope #>> '{result,resultType}' = 'task' THEN
        -- api.mcp_continue_as_task: hand over to a background task (only where the client can follow one: it
        -- declared the extension, or a 2025-11-25 call asked for a task).
        v_outcome := CASE WHEN p_context ? 'task_requested' AND NOT p_context ? 'task_id'
                          THEN internal.mcp_task_create(p_key, p_arguments, p_context || v_input,
                                                        coalesce(v_response.envelope #> '{result,requestState}', '{}'::jsonb))
                          WHEN p_context ? 'task_id' OR p_era <> 'modern' OR NOT internal.mcp_tasks_declared(v_input -> 'client_capabilities')
                          THEN internal.mcp_tasks_missing()
                          ELSE internal.mcp_task_create(p_key, p_arguments, p_context || v_input,
                                                        coalesce(v_response.envelope #> '{result,requestState}', '{}'::jsonb)) END;
    ELSIF v_sqlstate IS NULL THEN
        v_shaped := internal.mcp_shape_result(p_type, v_route, v_handler.output_schema, v_response.envelope,
                                              CASE WHEN p_type = 'resource' THEN p_key END, p_version);
        v_outcome := v_shaped.outcome;
        IF v_shaped.problem IS NOT NULL THEN
            v_sqlstate := 'P0500';
            v_message := format('%s: %s', v_handler.handler_func, v_shaped.problem);
        END IF;
    END IF;

    PERFORM internal.log_mcp_exchange(v_route.handler_object_id, p_type, v_route.mcp_name, v_request,
                                      ROW(internal.mcp_envelope(v_outcome, v_request.request_id))::api.mcp_response,
                                      v_started, v_sqlstate, v_message, v_route.auto_log, p_identity ->> 'sub');
    IF p_context ? 'task_requested' AND NOT p_context ? 'task_id' THEN
        -- A 2025-11-25 call that asked for a task gets one, also when a "whenAsked" tool ended synchronously.
        v_outcome := internal.mcp_task_create_ended_2025(p_key, p_arguments, p_context || v_input, v_outcome);
    END IF;
    RETURN v_outcome;
END
$$;
COMMENT ON FUNCTION internal.mcp_dispatch(text, text, jsonb, jsonb, jsonb, jsonb, text, text) IS
    'Runs one tool / resource / prompt handler for the caller whose identity p_identity is (the JSON the caller '
    'verified and signed into this transaction; NULL: anonymous): visibility, scopes, policy check, argument '
    'validation, EXECUTE in a subtransaction, result shaping, exchange log. Returns an outcome ({"result"} or '
    '{"error"}); re-raises 40001, 40P01, 57014.';
