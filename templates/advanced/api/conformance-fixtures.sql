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
-- More fixtures, in files that run after this one and use its pg_temp helper:
--   conformance-interactive-fixtures.sql  tools and a prompt that need input (elicitation, sampling, roots)
--   conformance-protocol-fixtures.sql     2026-07-28 probes, tasks, list changes on demand, SSE polling
-- Relies on: lib/api (registration, builders, api.mcp_log / api.mcp_progress). Repeatable.

CREATE OR REPLACE FUNCTION pg_temp.mcp_conformance_on()
RETURNS boolean
LANGUAGE sql
AS $$
    SELECT internal.deploy_switch('mcp_conformance');
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
