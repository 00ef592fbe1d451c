-- lib/api: handlers that need input from the client (elicitation, sampling, roots): the "input required"
-- answer of MCP 2026-07-28 (InputRequiredResult, multi round-trip requests), which the gateway also bridges to
-- real server→client requests for the handshake revisions (docs/mcp.md, "Interactive tools").
--
-- A handler answers api.mcp_input_required(input_requests, state, request.request_id); the client (or the
-- gateway, for a legacy session) asks the user / its model, then calls again with inputResponses and the
-- sealed requestState; the handler then finds the answers with api.mcp_input_response(request, key) and its
-- state with api.mcp_request_state(request).
--
-- Defines, for handler authors (api, executable by api and admin):
--   api.mcp_elicit(message, requested_schema) → jsonb          an elicitation/create input request
--   api.mcp_sample(prompt, max_tokens, system_prompt) → jsonb  a sampling/createMessage input request
--   api.mcp_list_roots() → jsonb                               a roots/list input request
--   api.mcp_input_required(input_requests, state, id) → api.mcp_response   the "input required" answer
--   api.mcp_input_response(request, key) → jsonb               the client's answer to one input request (or NULL)
--   api.mcp_elicited(request, key) → jsonb                     the content of an ACCEPTED elicitation (or NULL)
--   api.mcp_sampled_text(request, key) → text                  the text a sampling answer carried (or NULL)
--   api.mcp_request_state(request) → jsonb                     the state this handler sealed last round (or NULL)
--   api.mcp_client_supports(request, capability) → boolean     whether the client declared elicitation/sampling/roots
-- and, owner-only, what the dispatcher uses:
--   internal.mcp_state_principal()                    who the caller is, from the verified identity readers
--   internal.mcp_state_seal(type, key, arguments, state) → text
--   internal.mcp_state_open(type, key, arguments, token) → jsonb   {"state": …} or {"error": outcome}
--   internal.mcp_input_context(type, key, arguments, input, capabilities) → jsonb   context additions or {"error"}
--   internal.mcp_input_outcome(result, type, key, arguments, capabilities, era) → outcome   checks and seals
--   internal.mcp_client_capabilities(meta, session_capabilities, protocol_version) → jsonb
--                                                     the client's capabilities (modern: _meta; legacy: session)
-- (a legacy session's capabilities: api.mcp_session.client_capabilities, 24-mcp-sessions.sql, stored by api.mcp_session_set_client, 26)
-- Relies on: 21-mcp-builders (internal.mcp_ok/fail), lib/core/03 (internal.sign, internal.signature_matches),
-- membership/06 (api.current_user_id, api.current_api_key_id), pgcrypto, api.mcp_session (24-mcp-sessions).
-- Trust boundary: the requestState a client returns is data it could forge, so it is sealed: an HMAC under the
-- template signing key over the handler's state, the caller (verified user and key, never a context field), the
-- request (tool/prompt/resource name and a digest of its arguments), an expiry (setting mcp_input_state_ttl_s,
-- default 900 s) and a one-time id. A state that fails any of these is rejected with -32602 before the handler
-- runs. One-time use is recorded in internal.mcp_input_state_use; in a read-only transaction (readOnly handlers)
-- the record cannot be written, so reuse there is checked against earlier read-write uses only (it can only
-- repeat a read). inputResponses are the client's answers and never trusted beyond that: handlers validate them.

CREATE TABLE IF NOT EXISTS internal.mcp_input_state_use (
    state_id   uuid PRIMARY KEY,
    expires_at timestamptz NOT NULL
);
COMMENT ON TABLE internal.mcp_input_state_use IS
    'One row per requestState that was accepted in a read-write transaction (replay protection); kept until it expires.';
CREATE INDEX IF NOT EXISTS mcp_input_state_use_expires_idx ON internal.mcp_input_state_use (expires_at);
REVOKE ALL ON internal.mcp_input_state_use FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Builders for handler authors
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.mcp_elicit(p_message text, p_requested_schema jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('method', 'elicitation/create',
                              'params', jsonb_build_object('message', p_message,
                                                           'requestedSchema', coalesce(p_requested_schema, '{"type": "object", "properties": {}}'::jsonb)));
$$;
COMMENT ON FUNCTION api.mcp_elicit(text, jsonb) IS
    'An elicitation/create input request: ask the user p_message with a flat object schema of primitive fields.';
CALL internal.grant_execute('api.mcp_elicit(text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_sample(p_prompt text, p_max_tokens integer DEFAULT 256, p_system_prompt text DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('method', 'sampling/createMessage',
                              'params', jsonb_build_object(
                                  'messages', jsonb_build_array(jsonb_build_object(
                                      'role', 'user', 'content', jsonb_build_object('type', 'text', 'text', p_prompt))),
                                  'maxTokens', coalesce(p_max_tokens, 256))
                                  || CASE WHEN p_system_prompt IS NULL THEN '{}'::jsonb
                                          ELSE jsonb_build_object('systemPrompt', p_system_prompt) END);
$$;
COMMENT ON FUNCTION api.mcp_sample(text, integer, text) IS
    'A sampling/createMessage input request: one user message for the client''s model, at most p_max_tokens back.';
CALL internal.grant_execute('api.mcp_sample(text,integer,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_list_roots()
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT '{"method": "roots/list", "params": {}}'::jsonb;
$$;
COMMENT ON FUNCTION api.mcp_list_roots() IS 'A roots/list input request: the client''s root URIs (file:// folders it exposes).';
CALL internal.grant_execute('api.mcp_list_roots()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_input_required(p_input_requests jsonb, p_state jsonb DEFAULT NULL, p_request_id jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(jsonb_build_object('jsonrpc', '2.0', 'id', coalesce(p_request_id, 'null'::jsonb),
                                  'result', jsonb_build_object('resultType', 'input_required',
                                                               'inputRequests', p_input_requests,
                                                               'requestState', p_state)))::api.mcp_response;
$$;
COMMENT ON FUNCTION api.mcp_input_required(jsonb, jsonb, jsonb) IS
    'The handler needs input: p_input_requests maps your keys to api.mcp_elicit / api.mcp_sample / api.mcp_list_roots; '
    'p_state (any JSON, may be NULL) comes back sealed on the retry (api.mcp_request_state).';
CALL internal.grant_execute('api.mcp_input_required(jsonb,jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_input_response(p_request api.mcp_request, p_key text)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT (p_request).context -> 'input_responses' -> p_key;
$$;
COMMENT ON FUNCTION api.mcp_input_response(api.mcp_request, text) IS
    'The client''s answer to input request p_key (an ElicitResult, CreateMessageResult or ListRootsResult), or NULL.';
CALL internal.grant_execute('api.mcp_input_response(api.mcp_request,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_elicited(p_request api.mcp_request, p_key text)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN (p_request).context -> 'input_responses' -> p_key ->> 'action' = 'accept'
                THEN coalesce((p_request).context -> 'input_responses' -> p_key -> 'content', '{}'::jsonb) END;
$$;
COMMENT ON FUNCTION api.mcp_elicited(api.mcp_request, text) IS
    'The form content of elicitation p_key when the user accepted it; NULL when missing, declined or cancelled.';
CALL internal.grant_execute('api.mcp_elicited(api.mcp_request,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_sampled_text(p_request api.mcp_request, p_key text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN jsonb_typeof((p_request).context -> 'input_responses' -> p_key -> 'content') = 'array'
                THEN (SELECT string_agg(c ->> 'text', '' ORDER BY o)
                        FROM jsonb_array_elements((p_request).context -> 'input_responses' -> p_key -> 'content') WITH ORDINALITY AS t(c, o)
                       WHERE c ->> 'type' = 'text')
                ELSE CASE WHEN (p_request).context -> 'input_responses' -> p_key -> 'content' ->> 'type' = 'text'
                          THEN (p_request).context -> 'input_responses' -> p_key -> 'content' ->> 'text' END
           END;
$$;
COMMENT ON FUNCTION api.mcp_sampled_text(api.mcp_request, text) IS
    'The text of the client model''s answer to sampling request p_key, or NULL.';
CALL internal.grant_execute('api.mcp_sampled_text(api.mcp_request,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_request_state(p_request api.mcp_request)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT nullif((p_request).context -> 'request_state', 'null'::jsonb);
$$;
COMMENT ON FUNCTION api.mcp_request_state(api.mcp_request) IS
    'The state this handler passed to api.mcp_input_required last round, verified (seal, caller, request, expiry); NULL on a first call.';
CALL internal.grant_execute('api.mcp_request_state(api.mcp_request)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_client_supports(p_request api.mcp_request, p_capability text)
RETURNS boolean
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT coalesce(jsonb_typeof((p_request).context -> 'client_capabilities' -> p_capability) = 'object', false);
$$;
COMMENT ON FUNCTION api.mcp_client_supports(api.mcp_request, text) IS
    'Whether the client declared capability p_capability (elicitation, sampling, roots) for this request.';
CALL internal.grant_execute('api.mcp_client_supports(api.mcp_request,text)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Sealing the request state
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.mcp_state_principal()
RETURNS text
LANGUAGE sql
STABLE
AS $$
    -- Only the verified readers: never a context field, never a header.
    SELECT coalesce(api.current_user_id()::text, '-') || '/' || coalesce(api.current_api_key_id()::text, '-');
$$;
COMMENT ON FUNCTION internal.mcp_state_principal() IS 'The caller a request state is bound to: verified user and API key ("-" when absent).';
REVOKE ALL ON FUNCTION internal.mcp_state_principal() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_arguments_digest(p_arguments jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $$
    -- jsonb prints members in one canonical order, so the digest does not depend on how the client ordered them.
    SELECT encode(extensions.digest(coalesce(nullif(p_arguments, 'null'::jsonb), '{}'::jsonb)::text, 'sha256'), 'hex');
$$;
REVOKE ALL ON FUNCTION internal.mcp_arguments_digest(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_state_seal(p_type text, p_key text, p_arguments jsonb, p_state jsonb)
RETURNS text
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_body text;
BEGIN
    v_body := internal.base64url_encode(convert_to(jsonb_build_object(
                  'v', 1, 's', p_state, 'p', internal.mcp_state_principal(), 't', p_type, 'k', p_key,
                  'a', internal.mcp_arguments_digest(p_arguments), 'j', extensions.gen_random_uuid(),
                  'e', floor(extract(epoch FROM clock_timestamp()))::bigint
                       + internal.mcp_setting_int('mcp_input_state_ttl_s', 900, 10, 86400))::text, 'UTF8'));
    RETURN v_body || '.' || internal.sign('mcp.request_state', v_body);
END
$$;
COMMENT ON FUNCTION internal.mcp_state_seal(text, text, jsonb, jsonb) IS
    'requestState for an input-required answer: base64url JSON (state, caller, request, expiry, one-time id) "." HMAC.';
REVOKE ALL ON FUNCTION internal.mcp_state_seal(text, text, jsonb, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_state_open(p_type text, p_key text, p_arguments jsonb, p_token text)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_body    text := substring(p_token FROM '^([A-Za-z0-9_-]+)\.[0-9a-f]{64}$');
    v_payload jsonb;
    v_count   integer;
BEGIN
    IF v_body IS NULL OR NOT internal.signature_matches('mcp.request_state', v_body, substring(p_token FROM '\.([0-9a-f]{64})$')) THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState failed its integrity check');
    END IF;
    v_payload := convert_from(internal.base64url_decode(v_body), 'UTF8')::jsonb;
    IF v_payload ->> 't' IS DISTINCT FROM p_type OR v_payload ->> 'k' IS DISTINCT FROM p_key
       OR v_payload ->> 'a' IS DISTINCT FROM internal.mcp_arguments_digest(p_arguments) THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState belongs to a different request');
    END IF;
    IF v_payload ->> 'p' IS DISTINCT FROM internal.mcp_state_principal() THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState belongs to a different caller');
    END IF;
    IF (v_payload ->> 'e')::bigint < floor(extract(epoch FROM clock_timestamp())) THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState has expired; call again without it');
    END IF;
    IF current_setting('transaction_read_only') = 'on' THEN
        PERFORM FROM internal.mcp_input_state_use u WHERE u.state_id = (v_payload ->> 'j')::uuid;
        v_count := CASE WHEN FOUND THEN 0 ELSE 1 END;
    ELSE
        DELETE FROM internal.mcp_input_state_use u WHERE u.expires_at < now() - interval '1 minute';
        INSERT INTO internal.mcp_input_state_use (state_id, expires_at)
        VALUES ((v_payload ->> 'j')::uuid, to_timestamp((v_payload ->> 'e')::bigint))
            ON CONFLICT DO NOTHING;
        GET DIAGNOSTICS v_count = ROW_COUNT;
    END IF;
    IF v_count = 0 THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState was already used');
    END IF;
    RETURN jsonb_build_object('state', v_payload -> 's');
END
$$;
COMMENT ON FUNCTION internal.mcp_state_open(text, text, jsonb, text) IS
    'Verifies a requestState (HMAC, request, caller, expiry, one-time use): {"state": …} or a -32602 {"error": …}.';
REVOKE ALL ON FUNCTION internal.mcp_state_open(text, text, jsonb, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- What the dispatcher calls
-- ---------------------------------------------------------------------------------------------------
DROP FUNCTION IF EXISTS internal.mcp_client_capabilities(jsonb, jsonb);   -- read the session itself; the caller has it

CREATE OR REPLACE FUNCTION internal.mcp_client_capabilities(p_meta jsonb, p_session_capabilities jsonb, p_protocol_version text)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
AS $$
    -- Elicitation arrived with 2025-06-18: an older revision is never sent one, whatever its client declared.
    SELECT CASE WHEN jsonb_typeof(p_meta -> 'io.modelcontextprotocol/clientCapabilities') = 'object'
                THEN p_meta -> 'io.modelcontextprotocol/clientCapabilities'
                WHEN p_protocol_version < '2025-06-18' THEN coalesce(p_session_capabilities - 'elicitation', '{}'::jsonb)
                ELSE coalesce(p_session_capabilities, '{}'::jsonb) END;
$$;
COMMENT ON FUNCTION internal.mcp_client_capabilities(jsonb, jsonb, text) IS
    'Client capabilities of this request: _meta clientCapabilities (2026-07-28), else what the legacy session declared '
    '(internal.mcp_request_context''s session_capabilities; without elicitation before 2025-06-18, the revision that '
    'introduced it).';
REVOKE ALL ON FUNCTION internal.mcp_client_capabilities(jsonb, jsonb, text) FROM PUBLIC;

-- The context keys a handler reads (input_responses, request_state, client_capabilities), or {"error": …}.
-- p_input is {"inputResponses": …, "requestState": …} as the client sent them (members absent when not sent).
CREATE OR REPLACE FUNCTION internal.mcp_input_context(p_type text, p_key text, p_arguments jsonb, p_input jsonb, p_capabilities jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_responses jsonb := p_input -> 'inputResponses';
    v_token     jsonb := p_input -> 'requestState';
    v_opened    jsonb;
BEGIN
    IF p_input ? 'inputResponses' AND (jsonb_typeof(v_responses) <> 'object'
       OR EXISTS (SELECT FROM jsonb_each(v_responses) e WHERE jsonb_typeof(e.value) <> 'object')) THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: inputResponses must be an object whose values are result objects');
    END IF;
    IF p_input ? 'requestState' AND jsonb_typeof(v_token) <> 'null' THEN
        IF jsonb_typeof(v_token) <> 'string' THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: requestState must be a string');
        END IF;
        v_opened := internal.mcp_state_open(p_type, p_key, p_arguments, v_token #>> '{}');
        IF v_opened ? 'error' THEN
            RETURN v_opened;
        END IF;
    END IF;
    -- Only what is there: a handler that never asks for input sees the context it always saw.
    RETURN CASE WHEN jsonb_typeof(v_responses) = 'object' AND v_responses <> '{}'::jsonb
                THEN jsonb_build_object('input_responses', v_responses) ELSE '{}'::jsonb END
        || CASE WHEN v_opened ? 'state' AND jsonb_typeof(v_opened -> 'state') <> 'null'
                THEN jsonb_build_object('request_state', v_opened -> 'state') ELSE '{}'::jsonb END
        || CASE WHEN jsonb_typeof(p_capabilities) = 'object' AND p_capabilities <> '{}'::jsonb
                THEN jsonb_build_object('client_capabilities', p_capabilities) ELSE '{}'::jsonb END;
EXCEPTION
    WHEN invalid_text_representation OR invalid_parameter_value OR character_not_in_repertoire OR untranslatable_character THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: requestState failed its integrity check');
END
$$;
COMMENT ON FUNCTION internal.mcp_input_context(text, text, jsonb, jsonb, jsonb) IS
    'Validates inputResponses and opens requestState: the context keys a handler reads, or a -32602 outcome.';
REVOKE ALL ON FUNCTION internal.mcp_input_context(text, text, jsonb, jsonb, jsonb) FROM PUBLIC;

-- The capability each input request method needs from the client.
CREATE OR REPLACE FUNCTION internal.mcp_input_capability(p_method text)
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT CASE p_method WHEN 'elicitation/create' THEN 'elicitation' WHEN 'sampling/createMessage' THEN 'sampling'
                         WHEN 'roots/list' THEN 'roots' END;
$$;
REVOKE ALL ON FUNCTION internal.mcp_input_capability(text) FROM PUBLIC;

-- A handler's input-required result, checked and sealed: -32603 when malformed, -32021 when it asks for what the
-- client did not declare (data.requiredCapabilities as a ClientCapabilities object), else the wire result.
CREATE OR REPLACE FUNCTION internal.mcp_input_outcome(p_result jsonb, p_type text, p_key text, p_arguments jsonb, p_capabilities jsonb)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_requests jsonb := p_result -> 'inputRequests';
    v_missing  jsonb;
BEGIN
    IF jsonb_typeof(v_requests) IS DISTINCT FROM 'object' OR v_requests = '{}'::jsonb
       OR EXISTS (SELECT FROM jsonb_each(v_requests) e
                   WHERE jsonb_typeof(e.value) <> 'object' OR internal.mcp_input_capability(e.value ->> 'method') IS NULL
                      OR jsonb_typeof(coalesce(e.value -> 'params', '{}'::jsonb)) <> 'object') THEN
        RETURN jsonb_build_object('problem', 'input required without a valid inputRequests map (elicitation/create, sampling/createMessage, roots/list)');
    END IF;
    SELECT jsonb_object_agg(c, '{}'::jsonb) INTO v_missing
      FROM (SELECT DISTINCT internal.mcp_input_capability(e.value ->> 'method') AS c FROM jsonb_each(v_requests) e) m
     WHERE jsonb_typeof(coalesce(p_capabilities, '{}'::jsonb) -> m.c) IS DISTINCT FROM 'object';
    IF v_missing IS NOT NULL THEN
        RETURN internal.mcp_fail(-32021, 'Missing required client capability: ' || (SELECT string_agg(k, ', ' ORDER BY k) FROM jsonb_object_keys(v_missing) k),
                                 jsonb_build_object('requiredCapabilities', v_missing));
    END IF;
    RETURN internal.mcp_ok(jsonb_build_object(
               'resultType', 'input_required',
               'inputRequests', (SELECT jsonb_object_agg(e.key, jsonb_build_object('method', e.value ->> 'method',
                                                                                   'params', coalesce(e.value -> 'params', '{}'::jsonb)))
                                   FROM jsonb_each(v_requests) e),
               'requestState', internal.mcp_state_seal(p_type, p_key, p_arguments, nullif(p_result -> 'requestState', 'null'::jsonb))));
END
$$;
COMMENT ON FUNCTION internal.mcp_input_outcome(jsonb, text, text, jsonb, jsonb) IS
    'Checks a handler''s input-required result (shape, client capabilities → -32021) and seals its requestState.';
REVOKE ALL ON FUNCTION internal.mcp_input_outcome(jsonb, text, text, jsonb, jsonb) FROM PUBLIC;
