-- Handlers that need input (lib/api/27-mcp-input.sql): the input-required answer on the 2026-07-28 wire, the
-- capability check (-32021), and the sealed requestState: it round-trips the handler's state, and a tampered,
-- replayed, expired, foreign (other caller) or misapplied (other tool or arguments) state is refused with -32602
-- before the handler runs.
-- pg_temp.mcp_modern with this request's own clientCapabilities (mcp_modern sends {}).
CREATE OR REPLACE FUNCTION pg_temp.mcp_with(p_method text, p_params jsonb, p_capabilities jsonb, p_context jsonb DEFAULT NULL) RETURNS jsonb
LANGUAGE sql AS $$
    SELECT pg_temp.mcp_call(p_method, p_params || jsonb_build_object('_meta', jsonb_build_object(
               'io.modelcontextprotocol/protocolVersion', '2026-07-28', 'io.modelcontextprotocol/clientCapabilities', p_capabilities)),
               '1', p_context)
$$;

DO $$
DECLARE
    v_caps  jsonb := '{"elicitation": {}}';
    v_env   jsonb;
    v_state text;
    v_again jsonb;
    v_body  text;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000001", "type": "tool", "name": "mcpti_confirm", "requiresAuth": false,
          "inputSchema": {"type": "object", "properties": {"what": {"type": "string"}}}}',
        $body$
        BEGIN
            IF api.mcp_elicited(request, 'confirm') IS NULL THEN
                RETURN api.mcp_input_required(jsonb_build_object('confirm', api.mcp_elicit('Sure?',
                    '{"type": "object", "properties": {"ok": {"type": "boolean"}}}')), jsonb_build_object('n', 1), request.request_id);
            END IF;
            RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('state=%s ok=%s',
                api.mcp_request_state(request), api.mcp_elicited(request, 'confirm') ->> 'ok'))), request.request_id);
        END;
        $body$);

    -- The client did not declare elicitation: -32021 naming what is missing, as a ClientCapabilities object.
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcpti_confirm", "arguments": {"what": "x"}}');
    PERFORM pg_temp.mcp_is('undeclared capability', pg_temp.mcp_code(v_env), -32021);
    PERFORM pg_temp.mcp_is('requiredCapabilities', v_env #> '{error,data,requiredCapabilities}', '{"elicitation": {}}'::jsonb);

    -- Declared: the input-required result, with a sealed state (never the handler's raw state).
    v_env := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "x"}'::jsonb), v_caps);
    PERFORM pg_temp.mcp_is('resultType', v_env #>> '{result,resultType}', 'input_required');
    PERFORM pg_temp.mcp_is('input request', v_env #> '{result,inputRequests,confirm,method}', '"elicitation/create"'::jsonb);
    v_state := v_env #>> '{result,requestState}';
    PERFORM pg_temp.mcp_is('state is sealed', v_state ~ '^[A-Za-z0-9_-]+\.[0-9a-f]{64}$', true);

    -- Misapplied to other arguments or another tool, or tampered with: refused, and the state stays unused.
    v_again := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "y"}'::jsonb,
                                  'inputResponses', '{"confirm": {"action": "accept", "content": {"ok": true}}}'::jsonb, 'requestState', v_state), v_caps);
    PERFORM pg_temp.mcp_is('other arguments', v_again #>> '{error,message}', 'Invalid params: requestState belongs to a different request');
    v_body := split_part(v_state, '.', 1);
    v_again := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "x"}'::jsonb,
                                  'inputResponses', '{"confirm": {"action": "accept", "content": {"ok": true}}}'::jsonb,
                                  'requestState', translate(left(v_body, 20), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 'BCDEFGHIJKLMNOPQRSTUVWXYZAbcdefghijklmnopqrstuvwxyza')
                                                   || substr(v_state, 21)), v_caps);
    PERFORM pg_temp.mcp_is('tampered', v_again #>> '{error,message}', 'Invalid params: requestState failed its integrity check');
    v_again := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "x"}'::jsonb,
                                  'inputResponses', '[1]'::jsonb, 'requestState', v_state), v_caps);
    PERFORM pg_temp.mcp_is('inputResponses must be an object', pg_temp.mcp_code(v_again), -32602);

    -- The genuine retry completes and the handler sees its state; the same state a second time is a replay.
    v_again := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "x"}'::jsonb,
                                  'inputResponses', '{"confirm": {"action": "accept", "content": {"ok": true}}}'::jsonb, 'requestState', v_state), v_caps);
    PERFORM pg_temp.mcp_is('completed', v_again #>> '{result,content,0,text}', 'state={"n": 1} ok=true');
    PERFORM pg_temp.mcp_is('complete resultType', v_again #>> '{result,resultType}', 'complete');
    v_again := pg_temp.mcp_with('tools/call', jsonb_build_object('name', 'mcpti_confirm', 'arguments', '{"what": "x"}'::jsonb,
                                  'inputResponses', '{"confirm": {"action": "accept", "content": {"ok": true}}}'::jsonb, 'requestState', v_state), v_caps);
    PERFORM pg_temp.mcp_is('replayed', v_again #>> '{error,message}', 'Invalid params: requestState was already used');
END
$$;

-- The seal binds the verified caller (never a context field) and expires.
DO $$
DECLARE
    v_token  text;
    v_body   text;
    v_opened jsonb;
BEGIN
    PERFORM membership.set_request_identity('mcptest|carol-001');
    PERFORM pg_temp.mcp_is('Carol is signed in', api.current_user_id() IS NOT NULL, true);
    v_token := internal.mcp_state_seal('tool', 'mcpti_confirm', '{}', '{"step": 2}');
    v_opened := internal.mcp_state_open('tool', 'mcpti_confirm', '{}', v_token);
    PERFORM pg_temp.mcp_is('same caller opens it', v_opened, '{"state": {"step": 2}}'::jsonb);

    v_token := internal.mcp_state_seal('tool', 'mcpti_confirm', '{}', '{"step": 3}');
    PERFORM membership.set_request_identity(NULL);
    v_opened := internal.mcp_state_open('tool', 'mcpti_confirm', '{}', v_token);
    PERFORM pg_temp.mcp_is('another caller cannot', v_opened #>> '{error,message}', 'Invalid params: requestState belongs to a different caller');

    -- An expired state (signed correctly, expiry in the past) is refused.
    v_body := translate(encode(convert_to(jsonb_build_object('v', 1, 's', NULL, 'p', internal.mcp_state_principal(), 't', 'tool',
                  'k', 'mcpti_confirm', 'a', internal.mcp_arguments_digest('{}'), 'j', gen_random_uuid(),
                  'e', floor(extract(epoch FROM clock_timestamp()))::bigint - 5)::text, 'UTF8'), 'base64'), E'+/=\n', '-_');
    v_opened := internal.mcp_state_open('tool', 'mcpti_confirm', '{}', v_body || '.' || internal.sign('mcp.request_state', v_body));
    PERFORM pg_temp.mcp_is('expired', v_opened #>> '{error,message}', 'Invalid params: requestState has expired; call again without it');
    -- The same payload signed for another purpose does not verify.
    v_opened := internal.mcp_state_open('tool', 'mcpti_confirm', '{}', v_body || '.' || internal.sign('core.system_context', v_body));
    PERFORM pg_temp.mcp_is('other purpose', v_opened #>> '{error,message}', 'Invalid params: requestState failed its integrity check');
END
$$;

-- Prompts may need input too; list methods never answer input_required; a malformed input-required answer is -32603.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000002", "type": "prompt", "name": "mcpti_prompt", "requiresAuth": false}',
        $body$
        BEGIN
            IF api.mcp_input_response(request, 'roots') IS NULL THEN
                RETURN api.mcp_input_required(jsonb_build_object('roots', api.mcp_list_roots()), NULL, request.request_id);
            END IF;
            RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text('ok'))), request.request_id);
        END;
        $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000003", "type": "tool", "name": "mcpti_bad", "requiresAuth": false}',
        $body$ BEGIN RETURN api.mcp_input_required('{"x": {"method": "tools/call"}}', NULL, request.request_id); END; $body$);
    v_env := pg_temp.mcp_with('prompts/get', '{"name": "mcpti_prompt"}', '{"roots": {}}');
    PERFORM pg_temp.mcp_is('prompt input required', v_env #>> '{result,inputRequests,roots,method}', 'roots/list');
    v_env := pg_temp.mcp_modern('prompts/get', '{"name": "mcpti_prompt", "inputResponses": {"roots": {"roots": []}}}');
    PERFORM pg_temp.mcp_is('prompt completes', v_env #>> '{result,messages,0,content,text}', 'ok');
    v_env := pg_temp.mcp_with('tools/call', '{"name": "mcpti_bad"}', '{"sampling": {}}');
    PERFORM pg_temp.mcp_is('malformed input request', pg_temp.mcp_code(v_env), -32603);
    -- Legacy requests get the same result (the gateway turns it into server→client requests); capabilities
    -- come from the session, so a legacy caller without one has declared nothing.
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpti_confirm", "arguments": {}}');
    PERFORM pg_temp.mcp_is('legacy without declared elicitation', pg_temp.mcp_code(v_env), -32021);
END
$$;

-- Per revision, what a legacy session's client can be asked (docs/mcp.md, "Interactive tools"): sampling and roots
-- in every revision with a session (2025-03-26 on), elicitation only from 2025-06-18 (the revision that introduced
-- it), even when the client declared it in an older session.
DO $$
DECLARE
    v_session text;
    v_env     jsonb;
    v_version text;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000004", "type": "tool", "name": "mcpti_sample", "requiresAuth": false}',
        $body$
        BEGIN
            IF api.mcp_input_response(request, 'answer') IS NULL THEN
                RETURN api.mcp_input_required(jsonb_build_object('answer', api.mcp_sample('Say hi')), NULL, request.request_id);
            END IF;
            RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(api.mcp_sampled_text(request, 'answer'))), request.request_id);
        END;
        $body$);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0009-4000-8000-000000000005", "type": "tool", "name": "mcpti_can_elicit", "requiresAuth": false}',
        $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(api.mcp_client_supports(request, 'elicitation')::text)), request.request_id); END; $body$);
    FOREACH v_version IN ARRAY ARRAY['2025-03-26', '2025-06-18', '2025-11-25'] LOOP
        v_session := api.mcp_session_open(v_version, '{"name": "t", "version": "1"}');
        PERFORM api.mcp_session_set_client(v_session, '{"elicitation": {}, "sampling": {}, "roots": {}}');
        v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpti_sample", "arguments": {}}', '1',
                                  jsonb_build_object('session_id', v_session, 'protocol_version', v_version));
        PERFORM pg_temp.mcp_is('sampling asked in ' || v_version, v_env #>> '{result,inputRequests,answer,method}', 'sampling/createMessage');
        v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpti_confirm", "arguments": {}}', '1',
                                  jsonb_build_object('session_id', v_session, 'protocol_version', v_version));
        IF v_version < '2025-06-18' THEN
            PERFORM pg_temp.mcp_is('no elicitation in ' || v_version, v_env -> 'error',
                jsonb_build_object('code', -32021, 'message', 'Missing required client capability: elicitation',
                                   'data', '{"requiredCapabilities": {"elicitation": {}}}'::jsonb));
        ELSE
            PERFORM pg_temp.mcp_is('elicitation asked in ' || v_version, v_env #>> '{result,inputRequests,confirm,method}', 'elicitation/create');
        END IF;
        v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpti_can_elicit", "arguments": {}}', '1',
                                  jsonb_build_object('session_id', v_session, 'protocol_version', v_version));
        PERFORM pg_temp.mcp_is('api.mcp_client_supports elicitation in ' || v_version, v_env #>> '{result,content,0,text}',
                               (v_version >= '2025-06-18')::text);
    END LOOP;
END
$$;
