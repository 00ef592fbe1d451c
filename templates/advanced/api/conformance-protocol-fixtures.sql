-- api/conformance-protocol-fixtures.sql: conformance-suite fixtures for the rest of the protocol (see
-- conformance-fixtures.sql for the module switch, deploy parameter mcp_conformance, and the pg_temp helper this
-- file uses; that file runs first).
--   2026-07-28 probes  a_conformance_noop (sorts first, for header probes), test_custom_headers (x-mcp-header)
--   tasks              greet (inline), slow_compute, failing_job, protocol_error_job, confirm_delete, multi_input,
--                      test_tool_with_task (lib/api/11-mcp-tasks.sql; not readOnly: the runner records the outcome)
--   list changes       test_trigger_tool_change / test_trigger_prompt_change re-register test_dynamic_tool /
--                      test_dynamic_prompt, so subscriptions/listen streams hear list_changed
--   SSE polling        test_reconnection ends its event stream early; the result arrives on the resumed GET stream
-- Repeatable.

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
