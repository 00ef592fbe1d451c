-- api/conformance-interactive-fixtures.sql: the conformance suite's interactive fixtures (see
-- conformance-fixtures.sql for the module switch, deploy parameter mcp_conformance, and the pg_temp helper this
-- file uses; that file runs first). Each handler answers "input required" (lib/api/11-mcp-input.sql): 2026-07-28
-- clients answer and retry; for the handshake revisions the gateway sends real server→client requests.
--   tools   test_sampling, test_elicitation, test_elicitation_sep1034_defaults, test_elicitation_sep1330_enums,
--           test_input_required_result_{elicitation, sampling, list_roots, request_state, multiple_inputs,
--           multi_round, tampered_state, capabilities}, test_missing_capability, test_streaming_elicitation,
--           test_logging_tool
--   prompt  test_input_required_result_prompt
-- Not readOnly (except the logging tool): accepting a requestState records its one-time id. Repeatable.

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000001", "type": "tool", "name": "test_sampling",
      "description": "Asks the client''s model to answer the prompt (sampling/createMessage).",
      "inputSchema": {"type": "object", "properties": {"prompt": {"type": "string"}}, "required": ["prompt"]}}',
    $body$
BEGIN
    IF api.mcp_input_response(request, 'answer') IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('answer', api.mcp_sample(request.arguments ->> 'prompt', 100)),
                                      NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('LLM response: ' || coalesce(api.mcp_sampled_text(request, 'answer'), ''))),
                               request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000002", "type": "tool", "name": "test_elicitation",
      "description": "Asks the user for a username and an email address (elicitation/create).",
      "inputSchema": {"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"]}}',
    $body$
DECLARE
    v_answer jsonb := api.mcp_input_response(request, 'user');
BEGIN
    IF v_answer IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('user', api.mcp_elicit(request.arguments ->> 'message',
            '{"type": "object", "properties": {"username": {"type": "string", "description": "User''s response"},
              "email": {"type": "string", "description": "User''s email address"}}, "required": ["username", "email"]}')),
            NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('User response: action=%s, content=%s',
        v_answer ->> 'action', coalesce(v_answer -> 'content', '{}'::jsonb)))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000003", "type": "tool", "name": "test_elicitation_sep1034_defaults",
      "description": "Elicitation whose fields all carry defaults (SEP-1034)."}',
    $body$
DECLARE
    v_answer jsonb := api.mcp_input_response(request, 'form');
BEGIN
    IF v_answer IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('form', api.mcp_elicit('Please review your details',
            '{"type": "object", "properties": {
                "name": {"type": "string", "default": "John Doe"},
                "age": {"type": "integer", "default": 30},
                "score": {"type": "number", "default": 95.5},
                "status": {"type": "string", "enum": ["active", "inactive", "pending"], "default": "active"},
                "verified": {"type": "boolean", "default": true}}}')),
            NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Elicitation completed: action=%s, content=%s',
        v_answer ->> 'action', coalesce(v_answer -> 'content', '{}'::jsonb)))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000004", "type": "tool", "name": "test_elicitation_sep1330_enums",
      "description": "Elicitation with the five enum schema variants (SEP-1330)."}',
    $body$
DECLARE
    v_answer jsonb := api.mcp_input_response(request, 'choices');
BEGIN
    IF v_answer IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('choices', api.mcp_elicit('Please choose',
            '{"type": "object", "properties": {
                "untitledSingle": {"type": "string", "enum": ["option1", "option2", "option3"]},
                "titledSingle": {"type": "string", "oneOf": [{"const": "value1", "title": "First Option"},
                    {"const": "value2", "title": "Second Option"}, {"const": "value3", "title": "Third Option"}]},
                "legacyEnum": {"type": "string", "enum": ["opt1", "opt2", "opt3"],
                    "enumNames": ["Option One", "Option Two", "Option Three"]},
                "untitledMulti": {"type": "array", "items": {"type": "string", "enum": ["option1", "option2", "option3"]}},
                "titledMulti": {"type": "array", "items": {"anyOf": [{"const": "value1", "title": "First Choice"},
                    {"const": "value2", "title": "Second Choice"}, {"const": "value3", "title": "Third Choice"}]}}}}')),
            NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Elicitation completed: action=%s, content=%s',
        v_answer ->> 'action', coalesce(v_answer -> 'content', '{}'::jsonb)))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000005", "type": "tool", "name": "test_input_required_result_elicitation",
      "description": "Asks for the user''s name, then greets them."}',
    $body$
DECLARE
    v_name text := api.mcp_elicited(request, 'user_name') ->> 'name';
BEGIN
    IF v_name IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('user_name', api.mcp_elicit('What is your name?',
            '{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}')), NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Hello, %s!', v_name))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000006", "type": "tool", "name": "test_input_required_result_sampling",
      "description": "Asks the client''s model for the capital of France."}',
    $body$
BEGIN
    IF api.mcp_input_response(request, 'capital_question') IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('capital_question', api.mcp_sample('What is the capital of France?', 100)),
                                      NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('The model said: ' || coalesce(api.mcp_sampled_text(request, 'capital_question'), ''))),
                               request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000007", "type": "tool", "name": "test_input_required_result_list_roots",
      "description": "Asks the client for its roots and lists them."}',
    $body$
DECLARE
    v_roots jsonb := api.mcp_input_response(request, 'client_roots') -> 'roots';
BEGIN
    IF jsonb_typeof(v_roots) IS DISTINCT FROM 'array' THEN
        RETURN api.mcp_input_required(jsonb_build_object('client_roots', api.mcp_list_roots()), NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Roots: ' ||
        coalesce((SELECT string_agg(r ->> 'uri', ', ') FROM jsonb_array_elements(v_roots) r), '(none)'))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000008", "type": "tool", "name": "test_input_required_result_request_state",
      "description": "Round-trips a sealed requestState and confirms it came back intact."}',
    $body$
BEGIN
    IF api.mcp_request_state(request) ->> 'step' = 'confirm' AND api.mcp_input_response(request, 'confirm') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('state-ok: the request state came back verified')), request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object('confirm', api.mcp_elicit('Please confirm',
        '{"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}')),
        '{"step": "confirm"}', request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000009", "type": "tool", "name": "test_input_required_result_multiple_inputs",
      "description": "Asks for a name, a generated greeting and the client roots at once."}',
    $body$
BEGIN
    IF api.mcp_request_state(request) ->> 'step' = 'all' AND api.mcp_input_response(request, 'user_name') IS NOT NULL
       AND api.mcp_input_response(request, 'greeting') IS NOT NULL AND api.mcp_input_response(request, 'client_roots') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('%s, %s (roots: %s)',
            coalesce(api.mcp_sampled_text(request, 'greeting'), 'Hello'), coalesce(api.mcp_elicited(request, 'user_name') ->> 'name', 'friend'),
            jsonb_array_length(coalesce(api.mcp_input_response(request, 'client_roots') -> 'roots', '[]'))))), request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object(
        'user_name', api.mcp_elicit('What is your name?', '{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}'),
        'greeting', api.mcp_sample('Generate a greeting', 50),
        'client_roots', api.mcp_list_roots()), '{"step": "all"}', request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000010", "type": "tool", "name": "test_input_required_result_multi_round",
      "description": "Two rounds of questions; the name from round one travels in the sealed state."}',
    $body$
DECLARE
    v_state jsonb := api.mcp_request_state(request);
BEGIN
    IF v_state ->> 'round' = '2' AND api.mcp_elicited(request, 'step2') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('%s likes %s', v_state ->> 'name',
            api.mcp_elicited(request, 'step2') ->> 'color'))), request.request_id);
    END IF;
    IF v_state ->> 'round' = '1' AND api.mcp_elicited(request, 'step1') IS NOT NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('step2', api.mcp_elicit('Step 2: What is your favorite color?',
            '{"type": "object", "properties": {"color": {"type": "string"}}, "required": ["color"]}')),
            jsonb_build_object('round', 2, 'name', api.mcp_elicited(request, 'step1') ->> 'name'), request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object('step1', api.mcp_elicit('Step 1: What is your name?',
        '{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}')), '{"round": 1}', request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000011", "type": "tool", "name": "test_input_required_result_tampered_state",
      "description": "Asks for a confirmation with a sealed requestState; a modified state is refused."}',
    $body$
BEGIN
    IF api.mcp_request_state(request) ->> 'step' = 'confirm' AND api.mcp_input_response(request, 'confirm') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('confirmed')), request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object('confirm', api.mcp_elicit('Please confirm',
        '{"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}')),
        '{"step": "confirm"}', request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000012", "type": "tool", "name": "test_input_required_result_capabilities",
      "description": "Asks only for what the client declared (sampling and/or elicitation)."}',
    $body$
DECLARE
    v_requests jsonb := '{}';
BEGIN
    IF api.mcp_input_response(request, 'summary') IS NOT NULL OR api.mcp_input_response(request, 'name') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('thanks')), request.request_id);
    END IF;
    IF api.mcp_client_supports(request, 'sampling') THEN
        v_requests := v_requests || jsonb_build_object('summary', api.mcp_sample('Summarise the weather in one word', 20));
    END IF;
    IF api.mcp_client_supports(request, 'elicitation') THEN
        v_requests := v_requests || jsonb_build_object('name', api.mcp_elicit('What is your name?',
            '{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}'));
    END IF;
    IF v_requests = '{}'::jsonb THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('the client declared neither sampling nor elicitation')), request.request_id);
    END IF;
    RETURN api.mcp_input_required(v_requests, NULL, request.request_id);
END;
$body$);

-- Always asks for sampling: a client that did not declare it gets -32021 with data.requiredCapabilities.
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000013", "type": "tool", "name": "test_missing_capability",
      "description": "Needs the sampling capability; without it the call fails with -32021."}',
    $body$
BEGIN
    IF api.mcp_input_response(request, 'answer') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('LLM response: ' || coalesce(api.mcp_sampled_text(request, 'answer'), ''))),
                                   request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object('answer', api.mcp_sample('Say hello', 20)), NULL, request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000014", "type": "tool", "name": "test_streaming_elicitation",
      "description": "Reports progress, then asks for input in the result (never as a request on the stream)."}',
    $body$
BEGIN
    PERFORM api.mcp_log('info', '"asking for confirmation"', 'test_streaming_elicitation');
    IF api.mcp_elicited(request, 'confirm') IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('confirmed')), request.request_id);
    END IF;
    RETURN api.mcp_input_required(jsonb_build_object('confirm', api.mcp_elicit('Continue?',
        '{"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]}')), NULL, request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0004-4000-8000-000000000015", "type": "tool", "name": "test_logging_tool",
      "description": "Logs at info level while it runs; only a request that names a log level sees the lines.", "readOnly": true}',
    $body$
BEGIN
    PERFORM api.mcp_log('info', '"logging tool started"', 'test_logging_tool');
    PERFORM api.mcp_log('info', '"logging tool finished"', 'test_logging_tool');
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('logged')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0005-4000-8000-000000000001", "type": "prompt", "name": "test_input_required_result_prompt",
      "description": "A prompt that first asks the user which context to use."}',
    $body$
DECLARE
    v_context text := api.mcp_elicited(request, 'user_context') ->> 'context';
BEGIN
    IF v_context IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('user_context', api.mcp_elicit('What context should the prompt use?',
            '{"type": "object", "properties": {"context": {"type": "string"}}, "required": ["context"]}')), NULL, request.request_id);
    END IF;
    RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text('Use this context: ' || v_context))),
                                 request.request_id);
END;
$body$);

