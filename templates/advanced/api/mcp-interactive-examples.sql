-- api/mcp-interactive-examples.sql: MCP tools that talk back to the client, and one that runs for minutes. Copy
-- them like the ones in mcp-examples.sql (new "id", new "name"). docs/mcp.md, "Interactive tools" and
-- "Long-running tools", explains the helpers.
--
--   tool  revoke_my_api_key   requiresAuth; destructive: asks the user to confirm (elicitation) before it revokes
--                             (a key session may revoke only itself; a signed-in user any of their keys)
--   tool  describe_tools      asks the client's model (sampling) to summarise rows of the tool registry
--   tool  activity_report     requiresAuth; long-running: always a task ("required": a client without the tasks
--                             extension gets -32021 instead of a call that would outlive STATEMENT_TIMEOUT_MS)
--
-- An interactive handler answers api.mcp_input_required(requests, state, request.request_id) until it has what it
-- needs; the client (2026-07-28) or the gateway (older revisions, as real server→client requests) calls it again
-- with the answers (api.mcp_elicited, api.mcp_sampled_text, api.mcp_input_response) and the sealed state
-- (api.mcp_request_state). Each round is a new transaction: nothing is held open while the user thinks.
-- Relies on: lib/api (27-mcp-input, 29-mcp-tasks), membership (revoke_api_key), lib/api/51-deploy-switch.sql. Repeatable.
-- Examples, not your application: each registration ends with WHERE internal.deploy_switch('examples'), so they
-- exist only while the deploy parameter examples is on. pgmi.yaml turns it on for development deploys (dev_params:
-- pgmi dev, deploy/test on the embedded PostgreSQL, env=dev) and leaves it off for a server of your own, where a
-- deploy removes any an earlier deploy registered (deploy.finalize); --param examples=on keeps them on purpose.
-- In a copy, drop the WHERE line (and change the "id").

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0002-4b00-8000-000000000001",
        "type": "tool",
        "name": "revoke_my_api_key",
        "title": "Revoke one of my API keys",
        "description": "Revokes one of the caller''s API keys (by default the key this call is made with), permanently, after the user confirms it.",
        "requiresAuth": true,
        "tags": ["examples", "interactive"],
        "inputSchema": {
            "type": "object",
            "properties": {"key_id": {"type": "string", "minLength": 6,
                                      "description": "The key id (pgmi keys list shows it); a key session may only revoke itself"}},
            "additionalProperties": false
        }
    }'::jsonb,
    $body$
DECLARE
    v_key    text := coalesce(request.arguments ->> 'key_id', api.current_api_key_id()::text);
    v_answer jsonb := api.mcp_input_response(request, 'confirm');
BEGIN
    IF v_answer IS NULL THEN
        -- Round 1: nothing happens yet; ask. The state binds the answer to this very key (and caller).
        RETURN api.mcp_input_required(
            jsonb_build_object('confirm', api.mcp_elicit(
                format('Revoke API key %s? Clients using it stop working at once; this cannot be undone.', v_key),
                '{"type": "object", "properties": {"revoke": {"type": "boolean", "title": "Yes, revoke it", "default": false}},
                  "required": ["revoke"]}')),
            jsonb_build_object('key_id', v_key), request.request_id);
    END IF;
    IF api.mcp_request_state(request) ->> 'key_id' IS DISTINCT FROM v_key
       OR coalesce((api.mcp_elicited(request, 'confirm') ->> 'revoke')::boolean, false) IS NOT TRUE THEN
        RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('Nothing was revoked (%s).',
            coalesce(v_answer ->> 'action', 'no confirmation')))), request.request_id);
    END IF;
    IF v_key IS NULL THEN
        RETURN api.mcp_tool_error('Name the key to revoke (key_id).', request.request_id);
    END IF;
    PERFORM membership.revoke_api_key(v_key);  -- P0404 when the caller may not revoke it: an isError result
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(format('API key %s is revoked.', v_key))), request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0002-4b00-8000-000000000002",
        "type": "tool",
        "name": "describe_tools",
        "title": "Describe this server''s tools",
        "description": "Asks your model to summarise, for a newcomer, the tools this server offers (sampling).",
        "requiresAuth": false,
        "readOnly": true,
        "tags": ["examples", "interactive"],
        "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false}
    }'::jsonb,
    $body$
DECLARE
    v_rows text;
BEGIN
    IF api.mcp_input_response(request, 'summary') IS NULL THEN
        -- The rows the model should summarise: the public tools of the registry, one per line.
        SELECT string_agg(format('- %s: %s', r.mcp_name, coalesce(h.description, '(no description)')), E'\n' ORDER BY r.mcp_name)
          INTO v_rows
          FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.mcp_type = 'tool' AND NOT h.requires_auth;
        RETURN api.mcp_input_required(jsonb_build_object('summary', api.mcp_sample(
            E'Summarise in three sentences, for someone new, what these tools let them do:\n' || coalesce(v_rows, '(none)'),
            300, 'You are a concise technical writer.')), NULL, request.request_id);
    END IF;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(coalesce(api.mcp_sampled_text(request, 'summary'),
        'The model gave no text.'))), request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_mcp_handler(
    '{
        "id": "5e0c7a11-0002-4b00-8000-000000000003",
        "type": "tool",
        "name": "activity_report",
        "title": "Activity report",
        "description": "Builds a report of MCP calls per tool over the last day. Takes minutes: it runs as a task (poll tasks/get).",
        "requiresAuth": true,
        "tags": ["examples", "tasks"],
        "execution": {"taskSupport": "required"},
        "inputSchema": {
            "type": "object",
            "properties": {"minutes": {"type": "number", "minimum": 0, "maximum": 30, "default": 2,
                                       "description": "How long the (simulated) heavy work takes"}},
            "additionalProperties": false
        }
    }'::jsonb,
    $body$
DECLARE
    v_seconds integer := round(coalesce((request.arguments ->> 'minutes')::numeric, 2) * 60);
    v_report  text;
BEGIN
    -- The heavy part, in steps: each step reports progress (the task's statusMessage; notifications/progress
    -- when it runs inline for a client that asked for them). A tasks/cancel stops it at the current statement.
    FOR v_step IN 1 .. v_seconds LOOP
        PERFORM pg_sleep(1);
        PERFORM api.mcp_progress(v_step, v_seconds, 'scanning the exchange log');
    END LOOP;
    SELECT coalesce(string_agg(format('%s %s: %s calls, %s failed', x.mcp_type, x.mcp_name, x.calls, x.failed), E'\n'
                               ORDER BY x.calls DESC, x.mcp_name), 'No MCP calls in the last day.')
      INTO v_report
      FROM (SELECT e.mcp_type, e.mcp_name, count(*) AS calls, count(*) FILTER (WHERE e.error_sqlstate IS NOT NULL) AS failed
              FROM api.mcp_exchange e WHERE e.enqueued_at > now() - interval '1 day'
             GROUP BY 1, 2) AS x;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(v_report)), request.request_id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy
