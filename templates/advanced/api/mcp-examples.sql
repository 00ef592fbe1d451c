-- api/mcp-examples.sql: working MCP handlers to copy. Give a copy a new "id" (SELECT gen_random_uuid()) and a
-- new "name", change the body, redeploy. Registration is repeatable: an unchanged handler is left alone; a changed
-- body or metadata replaces it in place (same id), and connected clients get notifications/*/list_changed.
-- docs/mcp.md explains every builder, metadata key and error rule used here.
--
--   tool      echo                public; inputSchema validated before the body runs          → text
--   tool      add_numbers         public, read-only; outputSchema + structuredContent          → {"sum": …}
--   tool      whoami              requiresAuth (hidden from anonymous callers), read-only      → the caller's profile
--   tool      count_slowly        public; progress and log notifications while it runs         → text
--   tool      draft_ticket        public, read-only; a nested inputSchema (enum, object, arrays)  → the ticket
--   resource  server_time         public, concrete URI app://server/time                      → JSON
--   resource  greeting            public template app://greetings/{name}                       → text
--   prompt    summarize           public; arguments topic (required) and style (completion: brief, detailed, …)
--
-- Bodies are PL/pgSQL blocks receiving `request api.mcp_request` (arguments, uri, context, request_id) and
-- returning api.mcp_response built with the api.mcp_* builders. They run as the owner role with
-- search_path = api, core, membership, common, extensions, pg_temp; identity comes from api.current_user_id().
-- Relies on: lib/api (registration, builders), membership (api.vw_current_user), lib/api/51-deploy-switch.sql. Repeatable.
-- Examples, not your application: each registration ends with WHERE internal.deploy_switch('examples'), so they
-- exist only while the deploy parameter examples is on. pgmi.yaml turns it on for development deploys (dev_params:
-- pgmi dev, deploy/test on the embedded PostgreSQL, env=dev) and leaves it off for a server of your own, where a
-- deploy removes any an earlier deploy registered (deploy.finalize); --param examples=on keeps them on purpose.
-- In a copy, drop the WHERE line (and change the "id").

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000001",
        "type": "tool",
        "name": "echo",
        "title": "Echo",
        "description": "Repeats a message back. Shows argument validation: a missing or non-string message never reaches the body.",
        "requiresAuth": false,
        "tags": ["examples"],
        "inputSchema": {
            "type": "object",
            "properties": {"message": {"type": "string", "minLength": 1, "description": "What to repeat"}},
            "required": ["message"],
            "additionalProperties": false
        }
    }'::jsonb,
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Echo: ' || (request.arguments ->> 'message'))), request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000002",
        "type": "tool",
        "name": "add_numbers",
        "title": "Add two numbers",
        "description": "Adds a and b. Returns structuredContent that must match outputSchema (the dispatcher checks it).",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples", "math"],
        "inputSchema": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
            "additionalProperties": false
        },
        "outputSchema": {
            "type": "object",
            "properties": {"sum": {"type": "number"}},
            "required": ["sum"]
        }
    }'::jsonb,
    $body$
BEGIN
    RETURN api.mcp_structured_result(
        jsonb_build_object('sum', (request.arguments ->> 'a')::numeric + (request.arguments ->> 'b')::numeric),
        request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000003",
        "type": "tool",
        "name": "whoami",
        "title": "Who am I",
        "description": "The profile of the authenticated caller (API key holder). Anonymous callers do not see this tool.",
        "requiresAuth": true,
        "readOnly": true,
        "tags": ["examples"],
        "inputSchema": {"type": "object", "additionalProperties": false}
    }'::jsonb,
    $body$
DECLARE
    v_me jsonb;
BEGIN
    SELECT to_jsonb(u) INTO v_me FROM api.vw_current_user u;
    RETURN api.mcp_structured_result(
        jsonb_build_object('user_id', api.current_user_id(), 'profile', v_me, 'api_key_scopes', to_jsonb(api.current_api_key_scopes())),
        request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000004",
        "type": "tool",
        "name": "count_slowly",
        "title": "Count slowly",
        "description": "Counts to n (at most 10), pausing 100 ms per step, with a progress notification per step and log lines.",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples"],
        "inputSchema": {
            "type": "object",
            "properties": {"n": {"type": "integer", "minimum": 1, "maximum": 10}},
            "required": ["n"],
            "additionalProperties": false
        }
    }'::jsonb,
    $body$
DECLARE
    v_n integer := (request.arguments ->> 'n')::integer;
BEGIN
    PERFORM api.mcp_log('info', jsonb_build_object('message', 'counting', 'to', v_n), 'count_slowly');
    FOR v_i IN 1 .. v_n LOOP
        PERFORM pg_sleep(0.1);
        PERFORM api.mcp_progress(v_i, v_n, format('counted %s of %s', v_i, v_n));
    END LOOP;
    PERFORM api.mcp_log('debug', '"done"'::jsonb, 'count_slowly');
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Counted to %s.', v_n))), request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000008",
        "type": "tool",
        "name": "draft_ticket",
        "title": "Draft a support ticket",
        "description": "Builds the ticket it would file, without storing anything. Shows a richer inputSchema: an enum, a nested object, an array of strings and an array of objects (the console renders each as a form).",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples"],
        "inputSchema": {
            "type": "object",
            "properties": {
                "title": {"type": "string", "minLength": 1, "maxLength": 120, "description": "One line"},
                "severity": {"type": "string", "enum": ["low", "normal", "high", "critical"], "default": "normal"},
                "reporter": {
                    "type": "object",
                    "properties": {"name": {"type": "string", "minLength": 1}, "email": {"type": "string"}},
                    "required": ["name"],
                    "additionalProperties": false
                },
                "labels": {"type": "array", "items": {"type": "string", "minLength": 1}, "maxItems": 10},
                "steps": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {"action": {"type": "string", "minLength": 1}, "expected": {"type": "string"}},
                        "required": ["action"],
                        "additionalProperties": false
                    }
                },
                "estimate_hours": {"type": "number", "minimum": 0},
                "notify": {"type": "boolean"}
            },
            "required": ["title", "severity", "reporter"],
            "additionalProperties": false
        },
        "outputSchema": {
            "type": "object",
            "properties": {"ticket": {"type": "object"}, "summary": {"type": "string"}},
            "required": ["ticket", "summary"]
        }
    }'::jsonb,
    $body$
DECLARE
    v_args jsonb := request.arguments;
BEGIN
    RETURN api.mcp_structured_result(
        jsonb_build_object(
            'ticket', v_args || jsonb_build_object('labels', coalesce(v_args -> 'labels', '[]'), 'steps', coalesce(v_args -> 'steps', '[]')),
            'summary', format('[%s] %s (reported by %s, %s step(s), labels: %s)',
                              upper(v_args ->> 'severity'), v_args ->> 'title', v_args #>> '{reporter,name}',
                              jsonb_array_length(coalesce(v_args -> 'steps', '[]')),
                              coalesce((SELECT string_agg(l, ', ') FROM jsonb_array_elements_text(v_args -> 'labels') AS l), 'none'))),
        request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000005",
        "type": "resource",
        "name": "server_time",
        "title": "Server time",
        "description": "The database clock and time zone.",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples"],
        "uriTemplate": "app://server/time",
        "mimeType": "application/json"
    }'::jsonb,
    $body$
BEGIN
    RETURN api.mcp_resource_result(
        jsonb_build_array(api.mcp_resource_text(request.uri,
            jsonb_build_object('now', clock_timestamp(), 'time_zone', current_setting('TimeZone'))::text, 'application/json')),
        request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000006",
        "type": "resource",
        "name": "greeting",
        "title": "Greeting",
        "description": "A greeting for {name}; names of one letter do not exist (shows the not-found error: raise SQLSTATE P0404).",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples"],
        "uriTemplate": "app://greetings/{name}",
        "mimeType": "text/plain"
    }'::jsonb,
    $body$
DECLARE
    v_name text := substring(request.uri FROM '^app://greetings/([^/]+)$');
BEGIN
    IF length(v_name) < 2 THEN
        RAISE EXCEPTION 'no greeting for %', v_name USING ERRCODE = 'P0404';
    END IF;
    RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, format('Hello, %s!', v_name))),
                                   request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0001-4b00-8000-000000000007",
        "type": "prompt",
        "name": "summarize",
        "title": "Summarize a topic",
        "description": "Asks the model for a summary of a topic in a chosen style.",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples"],
        "arguments": [
            {"name": "topic", "description": "What to summarize", "required": true},
            {"name": "style", "description": "brief, detailed or bullet points", "required": false}
        ]
    }'::jsonb,
    $body$
BEGIN
    RETURN api.mcp_prompt_result(jsonb_build_array(
        api.mcp_prompt_message('user', api.mcp_text(format('Summarize %s. Style: %s.',
            request.arguments ->> 'topic', coalesce(request.arguments ->> 'style', 'brief'))))),
        request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

-- completion/complete suggestions for the prompt's "style" argument (prefix-filtered, case-insensitive).
SELECT api.create_or_replace_mcp_completion('summarize', 'style', ARRAY['brief', 'bullet points', 'detailed'])
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy
