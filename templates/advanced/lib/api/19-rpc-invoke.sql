-- lib/api: JSON-RPC 2.0 over POST /rpc: api.rpc_resolve and api.rpc_invoke, with one internal helper
-- per step of a call (envelope, route, gate, handler failure, enveloping the handler's response).
--
-- api.rpc_invoke validates the envelope in SQL (-32700 parse error, -32600 not an object / batch / bad
-- jsonrpc / bad id / method not a string / params not structured), resolves the route (by p_route_id,
-- cross-checked against the body's "method"; or by the body's method when p_route_id is NULL), gates it
-- (-32001 + 401, 428 + -32600 with data.code), runs the handler and builds the response envelope itself:
-- the id is always the request's, whatever the handler returned. A handler may return a full envelope
-- (api.jsonrpc_success / api.jsonrpc_error) or any JSON value, which becomes "result".
-- Notifications (no "id" member) run the handler and answer status 204 with no body, whatever happens
-- (JSON-RPC forbids replying to them); the gateway sends 204 with nothing.
-- Identity: the credential of the Authorization header, verified before anything else (a bad one raises PA401,
-- see 16-gateways.sql); handlers see the headers without it.
-- Relies on: 09 (JSON-RPC builders), 16-gateways. Trust boundary: SECURITY DEFINER; api and admin only.

CREATE OR REPLACE FUNCTION api.rpc_resolve(p_method_name text)
RETURNS uuid
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT r.handler_object_id
      FROM api.rpc_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.method_name = p_method_name;
$$;
COMMENT ON FUNCTION api.rpc_resolve(text) IS 'The handler id of a live JSON-RPC method, or NULL.';
CALL internal.grant_execute('api.rpc_resolve(text)', 'api', 'admin');

-- The envelope sent for a handler's response: a handler-built envelope is checked and re-stamped with the
-- request id; any other JSON becomes the result (or, with a 4xx/5xx status, an error carrying it as data).
CREATE OR REPLACE FUNCTION internal.rpc_envelope(p_response api.http_response, p_id jsonb, p_output_schema jsonb)
RETURNS api.http_response
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_body   jsonb;
    v_error  jsonb;
    v_result jsonb;
    v_status integer := p_response.status_code;
BEGIN
    IF v_status IS NULL OR v_status NOT BETWEEN 100 AND 599 THEN
        RETURN NULL;
    END IF;
    BEGIN
        v_body := convert_from(p_response.content, 'UTF8')::jsonb;
    EXCEPTION WHEN invalid_text_representation OR character_not_in_repertoire THEN
        RETURN NULL;
    END;
    IF jsonb_typeof(v_body) = 'object' AND v_body ? 'jsonrpc' AND (v_body ? 'result') <> (v_body ? 'error') THEN
        IF v_body ? 'error' THEN
            v_error := v_body -> 'error';
            IF jsonb_typeof(v_error) IS DISTINCT FROM 'object' OR jsonb_typeof(v_error -> 'code') IS DISTINCT FROM 'number'
               OR (v_error ->> 'code') !~ '^-?[0-9]{1,9}$' OR jsonb_typeof(v_error -> 'message') IS DISTINCT FROM 'string' THEN
                RETURN NULL;
            END IF;
            RETURN api.jsonrpc_error((v_error ->> 'code')::integer, v_error ->> 'message', p_id, v_error -> 'data');
        END IF;
        v_result := v_body -> 'result';
    ELSIF v_status >= 400 THEN
        RETURN api.jsonrpc_error(internal.rpc_code_for_status(v_status),
                                 coalesce(v_body ->> 'title', api.http_status_title(v_status)), p_id, v_body);
    ELSE
        v_result := v_body;
    END IF;
    IF p_output_schema IS NOT NULL AND jsonb_typeof(v_result) = 'object' THEN
        v_result := v_result || jsonb_build_object('$schema', p_output_schema);
    END IF;
    RETURN api.jsonrpc_success(v_result, p_id);
END
$$;
COMMENT ON FUNCTION internal.rpc_envelope(api.http_response, jsonb, jsonb) IS
    'Normalises a handler response into a JSON-RPC envelope with the request id; NULL when the handler returned '
    'nothing usable (NULL, no status, non-JSON body, malformed error object).';
REVOKE ALL ON FUNCTION internal.rpc_envelope(api.http_response, jsonb, jsonb) FROM PUBLIC;

-- The steps of api.rpc_invoke, in the order it takes them. Each runs inside its SECURITY DEFINER call (as the
-- owner, on its pinned search_path), names everything schema-qualified and is executable by no one else.

-- Why a parsed body is not a JSON-RPC 2.0 request (-32600), or NULL when it is one.
CREATE OR REPLACE FUNCTION internal.rpc_invalid_request(p_body jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT CASE
        WHEN jsonb_typeof(p_body) = 'array' THEN 'Invalid Request: batch requests are not supported; send one request per call'
        WHEN jsonb_typeof(p_body) <> 'object' THEN 'Invalid Request: expected a JSON-RPC 2.0 request object'
        WHEN p_body ? 'id' AND jsonb_typeof(p_body -> 'id') NOT IN ('string', 'number', 'null') THEN 'Invalid Request: id must be a string, a number or null'
        WHEN jsonb_typeof(p_body -> 'jsonrpc') IS DISTINCT FROM 'string' OR p_body ->> 'jsonrpc' <> '2.0' THEN 'Invalid Request: "jsonrpc" must be "2.0"'
        WHEN jsonb_typeof(p_body -> 'method') IS DISTINCT FROM 'string' THEN 'Invalid Request: "method" must be a string'
        WHEN p_body ? 'params' AND jsonb_typeof(p_body -> 'params') NOT IN ('object', 'array') THEN 'Invalid Request: "params" must be an object or an array'
    END;
$$;
COMMENT ON FUNCTION internal.rpc_invalid_request(jsonb) IS
    'The -32600 message for a parsed body that is not one JSON-RPC 2.0 request object (batch, jsonrpc, id, method, params); NULL when it is one.';
REVOKE ALL ON FUNCTION internal.rpc_invalid_request(jsonb) FROM PUBLIC;

-- The id a reply carries: the request's when it is a valid id, else NULL (also for a notification).
CREATE OR REPLACE FUNCTION internal.rpc_reply_id(p_body jsonb)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT CASE WHEN jsonb_typeof(p_body) = 'object' AND jsonb_typeof(p_body -> 'id') IN ('string', 'number', 'null') THEN p_body -> 'id' END;
$$;
COMMENT ON FUNCTION internal.rpc_reply_id(jsonb) IS 'The request id a JSON-RPC reply carries; NULL when absent or not a string, number or null.';
REVOKE ALL ON FUNCTION internal.rpc_reply_id(jsonb) FROM PUBLIC;

-- The live route: by p_route_id when the gateway resolved it, else by the body's method. Two statements, so
-- that each keeps a cached plan that finds the route by its index (one statement choosing its key with CASE
-- could only walk every live handler). NULL when there is none.
CREATE OR REPLACE FUNCTION internal.rpc_live_route(p_route_id uuid, p_method text)
RETURNS api.rpc_route
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_route api.rpc_route;
BEGIN
    IF p_route_id IS NULL THEN
        SELECT r.* INTO v_route
          FROM api.rpc_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.method_name = p_method;
    ELSE
        SELECT r.* INTO v_route
          FROM api.rpc_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.handler_object_id = p_route_id;
    END IF;
    RETURN v_route;
END
$$;
COMMENT ON FUNCTION internal.rpc_live_route(uuid, text) IS 'The JSON-RPC route of a live handler, by route id or else by method name; NULL when none.';
REVOKE ALL ON FUNCTION internal.rpc_live_route(uuid, text) FROM PUBLIC;

-- The gate before a handler: -32001 + 401 without an identity where one is required, then 428 + -32600 with
-- data.code for a transaction too weak for the handler. NULL: the handler may run.
CREATE OR REPLACE FUNCTION internal.rpc_gate_refusal(
    p_user uuid,
    p_requires_auth boolean,
    p_min_isolation text,
    p_read_only boolean,
    p_id jsonb,
    p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_violation jsonb;
    v_response  api.http_response;
BEGIN
    IF p_user IS NULL AND p_requires_auth THEN
        RETURN internal.finalize_response(api.jsonrpc_error(-32001, 'Authentication required', p_id), NULL, p_started_at,
                                          extensions.hstore('www-authenticate', api.www_authenticate_challenge()));
    END IF;
    v_violation := internal.transaction_policy_violation(p_min_isolation, p_read_only);
    IF v_violation IS NULL THEN
        RETURN NULL;
    END IF;
    v_response := api.jsonrpc_error(-32600, v_violation ->> 'message', p_id, jsonb_build_object('code', v_violation ->> 'code'));
    v_response.status_code := 428;
    RETURN internal.finalize_response(v_response, NULL, p_started_at);
END
$$;
COMMENT ON FUNCTION internal.rpc_gate_refusal(uuid, boolean, text, boolean, jsonb, timestamptz) IS
    'api.rpc_invoke''s gate before the handler: -32001/401 without identity, -32600/428 for the transaction policy; NULL when the handler may run.';
REVOKE ALL ON FUNCTION internal.rpc_gate_refusal(uuid, boolean, text, boolean, jsonb, timestamptz) FROM PUBLIC;

-- A handler that raised, as the client sees it: internal.sqlstate_http_error's status and JSON-RPC code, and
-- its detail only below 500 (never the raw message of an internal error).
CREATE OR REPLACE FUNCTION internal.rpc_handler_failure_response(
    p_sqlstate text,
    p_message text,
    p_read_only boolean,
    p_id jsonb,
    p_method text,
    p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_error    record;
    v_response api.http_response;
BEGIN
    SELECT * INTO v_error FROM internal.sqlstate_http_error(p_sqlstate, p_message, p_read_only);
    v_response := api.jsonrpc_error(v_error.rpc_code, CASE WHEN v_error.status_code >= 500 THEN 'Internal error' ELSE v_error.detail END, p_id);
    v_response.status_code := v_error.status_code;
    RETURN internal.finalize_response(v_response, NULL, p_started_at,
                                      v_error.headers OPERATOR(extensions.||) extensions.hstore('x-rpc-method', p_method));
END
$$;
COMMENT ON FUNCTION internal.rpc_handler_failure_response(text, text, boolean, jsonb, text, timestamptz) IS
    'The finalised JSON-RPC error for a handler that raised (status and code from internal.sqlstate_http_error).';
REVOKE ALL ON FUNCTION internal.rpc_handler_failure_response(text, text, boolean, jsonb, text, timestamptz) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.rpc_invoke(
    p_route_id uuid,
    p_headers extensions.hstore DEFAULT ''::extensions.hstore,
    p_content bytea DEFAULT NULL)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_started   timestamptz := clock_timestamp();
    v_headers   extensions.hstore := coalesce(p_headers, ''::extensions.hstore);
    -- First of all, always: who is asking (it also clears any earlier identity). PA401 ends the call here.
    v_user      uuid := internal.apply_request_credential(internal.request_credential(v_headers));
    v_body      jsonb;
    v_id        jsonb;
    v_notify    boolean;
    v_method    text;
    v_handler   record;
    v_route     api.rpc_route;
    v_request   api.rpc_request;
    v_response  api.http_response;
    v_enveloped api.http_response;
    v_sqlstate  text;
    v_message   text;
    v_context   text;
    v_fail      text;
BEGIN
    v_headers := internal.request_headers(v_headers);
    -- Envelope ------------------------------------------------------------------------------------
    IF p_content IS NULL OR octet_length(p_content) = 0 THEN
        RETURN internal.finalize_response(api.jsonrpc_error(-32600, 'Invalid Request: empty body', NULL), NULL, v_started);
    END IF;
    BEGIN
        v_body := convert_from(p_content, 'UTF8')::jsonb;
    EXCEPTION WHEN invalid_text_representation OR character_not_in_repertoire THEN
        RETURN internal.finalize_response(api.jsonrpc_error(-32700, 'Parse error', NULL), NULL, v_started);
    END;
    v_id := internal.rpc_reply_id(v_body);
    v_fail := internal.rpc_invalid_request(v_body);
    IF v_fail IS NOT NULL THEN
        RETURN internal.finalize_response(api.jsonrpc_error(-32600, v_fail, v_id), NULL, v_started);
    END IF;
    v_notify := NOT (v_body ? 'id');
    v_method := v_body ->> 'method';

    -- Route ---------------------------------------------------------------------------------------
    v_route := internal.rpc_live_route(p_route_id, v_method);
    IF v_route.handler_object_id IS NULL THEN
        RETURN CASE WHEN v_notify
                    THEN internal.finalize_response(ROW(204, NULL, NULL)::api.http_response, NULL, v_started)
                    ELSE internal.finalize_response(api.jsonrpc_error(-32601, 'Method not found: ' || v_method, v_id), NULL, v_started)
               END;
    ELSIF v_route.method_name <> v_method THEN
        RETURN internal.finalize_response(
            api.jsonrpc_error(-32600, pg_catalog.format('Invalid Request: method "%s" does not match the resolved route', v_method), v_id),
            NULL, v_started);
    END IF;
    -- Only what the call needs (the row also holds the handler's source texts).
    SELECT h.requires_auth, h.min_transaction_isolation, h.read_only, h.handler_exec_sql, h.handler_func,
           h.response_headers, h.output_json_schema::jsonb AS output_json_schema, h.tags
      INTO v_handler
      FROM api.handler h WHERE h.object_id = v_route.handler_object_id;
    -- The credential's scopes (membership/17-handler-scopes.sql): PA403, answered 403 by the gateway.
    PERFORM membership.require_handler_scopes(v_handler.read_only, v_handler.tags);
    v_request := ROW(v_route.handler_object_id, v_headers, p_content, v_method, v_body -> 'params', v_id)::api.rpc_request;

    -- Gate, then dispatch -------------------------------------------------------------------------
    v_response := internal.rpc_gate_refusal(v_user, v_handler.requires_auth, v_handler.min_transaction_isolation, v_handler.read_only, v_id, v_started);
    IF v_response.status_code IS NULL THEN
        BEGIN
            EXECUTE v_handler.handler_exec_sql INTO v_response USING v_request;
        EXCEPTION
            WHEN serialization_failure OR deadlock_detected THEN
                RAISE;
            WHEN OTHERS THEN
                GET STACKED DIAGNOSTICS v_sqlstate = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_context = PG_EXCEPTION_CONTEXT;
                PERFORM internal.report_handler_failure(v_handler.handler_func, v_sqlstate, v_message, v_context);
                v_response := internal.rpc_handler_failure_response(v_sqlstate, v_message, v_handler.read_only, v_id, v_method, v_started);
        END;
        IF v_sqlstate IS NULL THEN
            v_enveloped := internal.rpc_envelope(
                v_response, v_id,
                CASE WHEN lower(coalesce(v_handler.response_headers ->> 'x-include-schema', '')) = 'true'
                     THEN v_handler.output_json_schema END);
            IF v_enveloped IS NULL THEN
                v_sqlstate := 'P0500';
                v_message := pg_catalog.format('handler %s returned no usable response (NULL, no status, or not JSON)', v_handler.handler_func);
                v_response := internal.finalize_response(api.jsonrpc_error(-32603, 'Internal error', v_id), NULL, v_started);
            ELSE
                v_response := internal.finalize_response(v_enveloped, v_handler.response_headers, v_started,
                                                         extensions.hstore('x-rpc-method', v_method));
            END IF;
        END IF;
    END IF;

    IF v_route.auto_log THEN
        PERFORM internal.log_rpc_exchange(v_route.handler_object_id, v_request, v_response, v_started, v_sqlstate, v_message);
    END IF;
    IF v_notify THEN
        RETURN internal.finalize_response(ROW(204, NULL, NULL)::api.http_response, NULL, v_started);
    END IF;
    RETURN v_response;
END
$$;
COMMENT ON FUNCTION api.rpc_invoke(uuid, extensions.hstore, bytea) IS
    'JSON-RPC 2.0 entry point for the gateway: validates the envelope, resolves the method (p_route_id from '
    'api.rpc_resolve, cross-checked against the body; NULL resolves from the body), checks identity and '
    'transaction policy, runs the handler and returns the envelope with the request id. Notifications answer '
    '204 with no body. 40001/40P01 propagate.';
CALL internal.grant_execute('api.rpc_invoke(uuid,extensions.hstore,bytea)', 'api', 'admin');
