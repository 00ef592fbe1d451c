-- api/conformance-fixtures.sql: the tools, resources and prompts the official MCP conformance suite
-- (@modelcontextprotocol/conformance, server scenarios) calls by fixed names, registered as SQL handlers.
-- OFF by default: they exist only while the deploy parameter mcp_conformance is on (on / true / yes / 1):
--     pgmi deploy --param mcp_conformance=on …
-- With the parameter off, a deploy removes any fixture an earlier deploy registered (fixed ids below), so a
-- production database never keeps them. They are public (requiresAuth false): the suite connects anonymously.
--
--   tools      test_simple_text, test_image_content, test_audio_content, test_embedded_resource,
--              test_multiple_content_types, test_tool_with_logging (3 × notifications/message),
--              test_tool_with_progress (0, 50, 100 of 100), test_error_handling (isError), json_schema_2020_12_tool
--   resources  test://static-text, test://static-binary, test://template/{id}/data, test://watched-resource
--   prompts    test_simple_prompt, test_prompt_with_arguments (+ completion for arg1),
--              test_prompt_with_embedded_resource, test_prompt_with_image
--   interactive (lib/api/11-mcp-input.sql: the handler answers "input required"; 2026-07-28 clients answer
--   and retry, the gateway turns it into server→client requests for the handshake revisions)
--              test_sampling, test_elicitation, test_elicitation_sep1034_defaults, test_elicitation_sep1330_enums,
--              test_input_required_result_{elicitation, sampling, list_roots, request_state, multiple_inputs,
--              multi_round, tampered_state, capabilities}, test_missing_capability, test_streaming_elicitation,
--              prompt test_input_required_result_prompt
--   2026-07-28 probes  test_logging_tool, test_custom_headers (x-mcp-header parameters), a_conformance_noop,
--              test_trigger_tool_change / test_trigger_prompt_change (re-register test_dynamic_tool /
--              test_dynamic_prompt, so subscriptions/listen streams hear list_changed)
--   SSE polling  test_reconnection (ends its event stream early; the result arrives on the resumed GET stream)
--   tasks      greet (inline), slow_compute, failing_job, protocol_error_job, confirm_delete, multi_input,
--              test_tool_with_task (lib/api/11-mcp-tasks.sql; tasks are not readOnly: the runner records the outcome)
-- Relies on: lib/api (registration, builders, api.mcp_log / api.mcp_progress). Repeatable.

CREATE OR REPLACE FUNCTION pg_temp.mcp_conformance_on()
RETURNS boolean
LANGUAGE sql
AS $$
    SELECT lower(btrim(coalesce(current_setting('pgmi.mcp_conformance', true), ''))) IN ('on', 'true', 'yes', '1');
$$;

-- Registers the fixture when the module is on, removes it (if present) when it is off.
CREATE OR REPLACE FUNCTION pg_temp.mcp_conformance_fixture(p_metadata jsonb, p_body text)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    IF pg_temp.mcp_conformance_on() THEN
        PERFORM api.create_or_replace_mcp_handler(p_metadata || '{"requiresAuth": false, "tags": ["conformance"]}', p_body);
    ELSE
        PERFORM api.delete_handler((p_metadata ->> 'id')::uuid);
    END IF;
END
$$;

-- ---------------------------------------------------------------------------------------------------
-- Tools
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000001", "type": "tool", "name": "test_simple_text",
      "description": "Returns a simple text response.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('This is a simple text response for testing.')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000002", "type": "tool", "name": "test_image_content",
      "description": "Returns a 1x1 red PNG image.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_image(
        decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
        'image/png')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000003", "type": "tool", "name": "test_audio_content",
      "description": "Returns a short silent WAV clip.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_audio(
        decode('UklGRiwAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQgAAACAgICAgICAgA==', 'base64'), 'audio/wav')),
        request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000004", "type": "tool", "name": "test_embedded_resource",
      "description": "Returns an embedded text resource.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(
        api.mcp_embedded_text('test://embedded-resource', 'This is an embedded resource content.', 'text/plain')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000005", "type": "tool", "name": "test_multiple_content_types",
      "description": "Returns text, an image and an embedded resource.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(
        api.mcp_text('Multiple content types test:'),
        api.mcp_image(decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'), 'image/png'),
        api.mcp_embedded_text('test://mixed-content-resource', '{"test":"data","value":123}', 'application/json')),
        request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000006", "type": "tool", "name": "test_tool_with_logging",
      "description": "Sends three info log notifications about 50 ms apart while it runs.", "readOnly": true}',
    $body$
BEGIN
    PERFORM api.mcp_log('info', '"Tool execution started"', 'test_tool_with_logging');
    PERFORM pg_sleep(0.05);
    PERFORM api.mcp_log('info', '"Tool processing data"', 'test_tool_with_logging');
    PERFORM pg_sleep(0.05);
    PERFORM api.mcp_log('info', '"Tool execution completed"', 'test_tool_with_logging');
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Tool with logging executed successfully')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000007", "type": "tool", "name": "test_tool_with_progress",
      "description": "Reports progress 0, 50 and 100 of 100 about 50 ms apart.", "readOnly": true}',
    $body$
BEGIN
    PERFORM api.mcp_progress(0, 100);
    PERFORM pg_sleep(0.05);
    PERFORM api.mcp_progress(50, 100);
    PERFORM pg_sleep(0.05);
    PERFORM api.mcp_progress(100, 100);
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Tool with progress executed successfully')), request.request_id);
END;
$body$);

-- Raises on purpose: a P04xx SQLSTATE marks the message as meant for the client (other errors are sanitised).
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000008", "type": "tool", "name": "test_error_handling",
      "description": "Always fails; the failure comes back as a result with isError true.", "readOnly": true}',
    $body$
BEGIN
    RAISE EXCEPTION 'This tool intentionally returns an error for testing' USING ERRCODE = 'P0400';
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0001-4000-8000-000000000009", "type": "tool", "name": "json_schema_2020_12_tool",
      "description": "Tool with JSON Schema 2020-12 features", "readOnly": true,
      "inputSchema": {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "type": "object",
          "$defs": {"address": {"$anchor": "addressDef", "type": "object",
                                "properties": {"street": {"type": "string"}, "city": {"type": "string"}}}},
          "properties": {"name": {"type": "string"}, "address": {"$ref": "#/$defs/address"},
                         "contactMethod": {"type": "string", "enum": ["phone", "email"]},
                         "phone": {"type": "string"}, "email": {"type": "string"}},
          "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
          "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
          "then": {"required": ["phone"]},
          "else": {"required": ["email"]},
          "additionalProperties": false
      }}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Received: ' || request.arguments::text)), request.request_id);
END;
$body$);

-- ---------------------------------------------------------------------------------------------------
-- Resources
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0002-4000-8000-000000000001", "type": "resource", "name": "static_text",
      "description": "A static text resource.", "uriTemplate": "test://static-text", "mimeType": "text/plain", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_resource_result(jsonb_build_array(
        api.mcp_resource_text(request.uri, 'This is the content of the static text resource.', 'text/plain')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0002-4000-8000-000000000002", "type": "resource", "name": "static_binary",
      "description": "A static binary resource (PNG).", "uriTemplate": "test://static-binary", "mimeType": "image/png", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_blob(request.uri,
        decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
        'image/png')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0002-4000-8000-000000000003", "type": "resource", "name": "template_data",
      "description": "A resource template with an {id} parameter.", "uriTemplate": "test://template/{id}/data",
      "mimeType": "application/json", "readOnly": true}',
    $body$
DECLARE
    v_id text := substring(request.uri FROM '^test://template/([^/]+)/data$');
BEGIN
    RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri,
        jsonb_build_object('id', v_id, 'templateTest', true, 'data', 'Data for ID: ' || v_id)::text, 'application/json')),
        request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0002-4000-8000-000000000004", "type": "resource", "name": "watched_resource",
      "description": "A resource clients may subscribe to.", "uriTemplate": "test://watched-resource", "mimeType": "text/plain",
      "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, 'Watched resource content', 'text/plain')),
                                   request.request_id);
END;
$body$);

-- ---------------------------------------------------------------------------------------------------
-- Prompts
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0003-4000-8000-000000000001", "type": "prompt", "name": "test_simple_prompt",
      "description": "A simple prompt without arguments.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text('This is a simple prompt for testing.'))),
                                 request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0003-4000-8000-000000000002", "type": "prompt", "name": "test_prompt_with_arguments",
      "description": "A prompt with two required arguments.", "readOnly": true,
      "arguments": [{"name": "arg1", "description": "First test argument", "required": true},
                    {"name": "arg2", "description": "Second test argument", "required": true}]}',
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text(
        format('Prompt with arguments: arg1=''%s'', arg2=''%s''', request.arguments ->> 'arg1', request.arguments ->> 'arg2')))),
        request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0003-4000-8000-000000000003", "type": "prompt", "name": "test_prompt_with_embedded_resource",
      "description": "A prompt that embeds the resource named by resourceUri.", "readOnly": true,
      "arguments": [{"name": "resourceUri", "description": "URI of the resource to embed", "required": true}]}',
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(
        api.mcp_prompt_message('user', api.mcp_embedded_text(request.arguments ->> 'resourceUri', 'Embedded resource content for testing.')),
        api.mcp_prompt_message('user', api.mcp_text('Please process the embedded resource above.'))),
        request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0003-4000-8000-000000000004", "type": "prompt", "name": "test_prompt_with_image",
      "description": "A prompt with an image.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(
        api.mcp_prompt_message('user', api.mcp_image(
            decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'), 'image/png')),
        api.mcp_prompt_message('user', api.mcp_text('Please analyze the image above.'))),
        request.request_id);
END;
$body$);

-- completion/complete for test_prompt_with_arguments / arg1 (removed with the prompt when the module is off).
SELECT api.create_or_replace_mcp_completion('test_prompt_with_arguments', 'arg1', ARRAY['test', 'testValue1', 'hello'])
 WHERE pg_temp.mcp_conformance_on();

-- ---------------------------------------------------------------------------------------------------
-- Interactive tools (input required). Not readOnly: accepting a requestState records its one-time id.
-- ---------------------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------------------
-- 2026-07-28 header probes
-- ---------------------------------------------------------------------------------------------------
-- The suite's header probes call the FIRST tool of tools/list with no arguments and expect success; the
-- template's example tools (add_numbers, …) take required arguments, so this one sorts before them.
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0006-4000-8000-000000000001", "type": "tool", "name": "a_conformance_noop",
      "description": "Takes no arguments and does nothing (sorts first, for header probes).", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('ok')), request.request_id);
END;
$body$);

-- Arguments mirrored into Mcp-Param-* headers (x-mcp-header); the dispatcher checks header against body.
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0006-4000-8000-000000000002", "type": "tool", "name": "test_custom_headers",
      "description": "Routes on region and priority, which clients mirror into Mcp-Param headers.", "readOnly": true,
      "inputSchema": {"type": "object", "properties": {
          "region": {"type": "string", "description": "Where to run", "x-mcp-header": "Region"},
          "priority": {"type": "integer", "description": "Scheduling priority", "x-mcp-header": "Priority"},
          "verbose": {"type": "boolean", "description": "More detail", "x-mcp-header": "Verbose"},
          "query": {"type": "string", "description": "Not mirrored"}},
        "required": ["region", "query"]}}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('region=%s priority=%s query=%s',
        request.arguments ->> 'region', request.arguments ->> 'priority', request.arguments ->> 'query'))), request.request_id);
END;
$body$);

-- ---------------------------------------------------------------------------------------------------
-- Tasks (io.modelcontextprotocol/tasks)
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000001", "type": "tool", "name": "greet",
      "description": "Greets by name, at once (no task).", "readOnly": true,
      "inputSchema": {"type": "object", "properties": {"name": {"type": "string"}}}}',
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Hello, %s!', coalesce(request.arguments ->> 'name', 'World')))),
                               request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000002", "type": "tool", "name": "slow_compute",
      "description": "Works for the given number of seconds, reporting progress; runs as a task.",
      "execution": {"taskSupport": "optional"},
      "inputSchema": {"type": "object", "properties": {"seconds": {"type": "number", "minimum": 0}, "label": {"type": "string"}}}}',
    $body$
DECLARE
    v_seconds numeric := coalesce((request.arguments ->> 'seconds')::numeric, 1);
    v_started timestamptz := clock_timestamp();
BEGIN
    WHILE clock_timestamp() < v_started + make_interval(secs => v_seconds) LOOP
        PERFORM api.mcp_progress(extract(epoch FROM clock_timestamp() - v_started)::numeric, v_seconds, 'computing');
        PERFORM pg_sleep(least(0.1, v_seconds));
    END LOOP;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('computed %s after %s s',
        coalesce(request.arguments ->> 'label', 'result'), v_seconds))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000003", "type": "tool", "name": "failing_job",
      "description": "Fails after about a second (a tool error: completed with isError); tasks only.",
      "execution": {"taskSupport": "required"}}',
    $body$
BEGIN
    PERFORM pg_sleep(1);
    RAISE EXCEPTION 'the job failed on purpose' USING ERRCODE = 'P0400';
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000004", "type": "tool", "name": "protocol_error_job",
      "description": "Ends with a protocol-level error (the task fails).", "execution": {"taskSupport": "optional"}}',
    $body$
BEGIN
    RETURN api.mcp_error(-32603, 'Internal error: the job could not run', request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000005", "type": "tool", "name": "confirm_delete",
      "description": "Asks the user to confirm before it deletes (as a task, it waits in input_required).",
      "execution": {"taskSupport": "optional"},
      "inputSchema": {"type": "object", "properties": {"filename": {"type": "string"}}}}',
    $body$
DECLARE
    v_answer jsonb := api.mcp_input_response(request, 'confirm');
BEGIN
    IF v_answer IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('confirm', api.mcp_elicit(
            format('Delete %s?', coalesce(request.arguments ->> 'filename', 'the file')),
            '{"type": "object", "properties": {"confirm": {"type": "boolean"}}, "required": ["confirm"]}')), NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(CASE WHEN api.mcp_elicited(request, 'confirm') ->> 'confirm' = 'true'
        THEN format('deleted %s', coalesce(request.arguments ->> 'filename', 'the file')) ELSE 'kept it' END)), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000006", "type": "tool", "name": "multi_input",
      "description": "Asks two questions at once (as a task, each may be answered separately).",
      "execution": {"taskSupport": "optional"}}',
    $body$
BEGIN
    IF api.mcp_input_response(request, 'first') IS NULL OR api.mcp_input_response(request, 'second') IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object(
            'first', api.mcp_elicit('First: your name?', '{"type": "object", "properties": {"name": {"type": "string"}}}'),
            'second', api.mcp_elicit('Second: confirm?', '{"type": "object", "properties": {"confirm": {"type": "boolean"}}}')),
            NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('got %s and %s',
        api.mcp_elicited(request, 'first') ->> 'name', api.mcp_elicited(request, 'second') ->> 'confirm'))), request.request_id);
END;
$body$);

-- Gathers the user's name synchronously, then continues as a task that uses it.
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0007-4000-8000-000000000007", "type": "tool", "name": "test_tool_with_task",
      "description": "Asks for a name, then greets in a background task.",
      "execution": {"taskSupport": "required", "taskStart": "whenAsked"}}',
    $body$
DECLARE
    v_name text := coalesce(api.mcp_request_state(request) ->> 'user_name', api.mcp_elicited(request, 'user_name') ->> 'name');
BEGIN
    IF api.mcp_task_id(request) IS NOT NULL THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Hello from the task, %s!', v_name))), request.request_id);
    ELSIF v_name IS NULL THEN
        RETURN api.mcp_input_required(jsonb_build_object('user_name', api.mcp_elicit('What is your name?',
            '{"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}')), NULL, request.request_id);
    END IF;
    RETURN api.mcp_continue_as_task(jsonb_build_object('user_name', v_name), request.request_id);
END;
$body$);

-- ---------------------------------------------------------------------------------------------------
-- List changes on demand (subscriptions/listen): each trigger re-registers a fixture with a new description.
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0008-4000-8000-000000000001", "type": "tool", "name": "test_dynamic_tool",
      "description": "Changes whenever test_trigger_tool_change runs.", "readOnly": true}',
    $body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('dynamic')), request.request_id); END; $body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0008-4000-8000-000000000002", "type": "prompt", "name": "test_dynamic_prompt",
      "description": "Changes whenever test_trigger_prompt_change runs.", "readOnly": true}',
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text('dynamic'))), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0008-4000-8000-000000000003", "type": "tool", "name": "test_trigger_tool_change",
      "description": "Changes the tool list (re-registers test_dynamic_tool)."}',
    $body$
BEGIN
    PERFORM api.create_or_replace_mcp_handler(jsonb_build_object(
        'id', 'c0f0c0f0-0008-4000-8000-000000000001', 'type', 'tool', 'name', 'test_dynamic_tool', 'readOnly', true,
        'requiresAuth', false, 'tags', '["conformance"]'::jsonb,
        'description', 'Changed at ' || clock_timestamp()::text),
        $dyn$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('dynamic')), request.request_id); END; $dyn$);
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('the tool list changed')), request.request_id);
END;
$body$);

SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0008-4000-8000-000000000004", "type": "tool", "name": "test_trigger_prompt_change",
      "description": "Changes the prompt list (re-registers test_dynamic_prompt)."}',
    $body$
BEGIN
    PERFORM api.create_or_replace_mcp_handler(jsonb_build_object(
        'id', 'c0f0c0f0-0008-4000-8000-000000000002', 'type', 'prompt', 'name', 'test_dynamic_prompt', 'readOnly', true,
        'requiresAuth', false, 'tags', '["conformance"]'::jsonb,
        'description', 'Changed at ' || clock_timestamp()::text),
        $dyn$
        BEGIN
            RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user', api.mcp_text('dynamic'))), request.request_id);
        END;
        $dyn$);
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('the prompt list changed')), request.request_id);
END;
$body$);

-- ---------------------------------------------------------------------------------------------------
-- SSE polling (2025-11-25): the stream closes mid-call; the client resumes with GET + Last-Event-ID.
-- ---------------------------------------------------------------------------------------------------
SELECT pg_temp.mcp_conformance_fixture(
    '{"id": "c0f0c0f0-0009-4000-8000-000000000001", "type": "tool", "name": "test_reconnection",
      "description": "Closes its event stream before it answers; the answer comes on the resumed stream.", "readOnly": true}',
    $body$
BEGIN
    PERFORM api.mcp_close_stream();
    PERFORM pg_sleep(0.2);
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Reconnection test completed')), request.request_id);
END;
$body$);
