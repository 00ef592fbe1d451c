-- Fixture for the MCP protocol tests (runs as the owner inside the deploy transaction; rolled back after the
-- folder). Carol (mcptest|carol-001, verified) is the authenticated caller. Handlers are named mcpt_* (ids
-- 3c970000-…); internal.mcpt_note is a scratch table for a handler that writes and then fails.
--   tools      mcpt_echo (schema: message string, no extras; tag t-alpha), mcpt_beta (tag t-beta), mcpt_private
--              (requiresAuth), mcpt_fail (P0001 with a secret), mcpt_fail_own (P0422), mcpt_fail_data (22P02),
--              mcpt_writes_then_fails, mcpt_null (returns NULL), mcpt_wrong_id, mcpt_structured / mcpt_bad_structured
--              (outputSchema), mcpt_schema (nested inputSchema), mcpt_conflict (40001), mcpt_deadlock (40P01),
--              mcpt_ro (readOnly), mcpt_serial (serializable floor), mcpt_ctx (echoes request.context), mcpt_notify
--   resources  mcptest://static, mcptest://item-{id} and mcptest://item-special-{id} (overlap), mcptest://private/{id}
--              (requiresAuth), mcptest://fail, mcptest://missing/{id} (P0404), mcptest://bare/{id} (contents without
--              uri/mimeType), mcptest://cached (own cache hints)
--   prompts    mcpt_prompt (topic required, style optional; completion on style), mcpt_prompt_fail, mcpt_prompt_private
-- Helpers (pg_temp, gone with the fixture):
--   pg_temp.mcp_call(method, params DEFAULT NULL, id DEFAULT '1', context DEFAULT NULL) → envelope
--   pg_temp.mcp_modern(method, params DEFAULT '{}', id DEFAULT '1', context DEFAULT NULL) → envelope (2026-07-28 _meta added)
--   pg_temp.mcp_raw(request, context DEFAULT NULL) → envelope
--   pg_temp.mcp_is(what, actual, expected)   raises "<what>: expected <e>, got <a>"
--   pg_temp.mcp_code(envelope) → integer      the error code, NULL for a result
--   pg_temp.mcp_carol() → jsonb               the context the gateway sends for Carol: {"credential": <her API key>}
--                                             (the key is in test.carol_key, its id in test.carol_key_id)
--   pg_temp.mcp_names(envelope, kind) → text[] names (or uris) of a list result
--   pg_temp.mcp_list_all(method, params DEFAULT '{}', id DEFAULT '1', context DEFAULT NULL) → envelope with every page merged
--       (list tests must not assume one page holds everything: a database may have hundreds of handlers)

CREATE FUNCTION pg_temp.mcp_raw(p_request jsonb, p_context jsonb DEFAULT NULL) RETURNS jsonb
LANGUAGE sql AS $$ SELECT (api.mcp_handle_request(p_request, p_context)).envelope $$;

CREATE FUNCTION pg_temp.mcp_call(p_method text, p_params jsonb DEFAULT NULL, p_id jsonb DEFAULT '1', p_context jsonb DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql AS $$
    SELECT (api.mcp_handle_request(
               jsonb_build_object('jsonrpc', '2.0', 'id', p_id, 'method', p_method)
               || CASE WHEN p_params IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('params', p_params) END,
               p_context)).envelope
$$;

CREATE FUNCTION pg_temp.mcp_modern(p_method text, p_params jsonb DEFAULT '{}', p_id jsonb DEFAULT '1', p_context jsonb DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql AS $$
    SELECT pg_temp.mcp_call(p_method,
               p_params || jsonb_build_object('_meta', coalesce(p_params -> '_meta', '{}'::jsonb) || '{
                   "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                   "io.modelcontextprotocol/clientCapabilities": {},
                   "io.modelcontextprotocol/clientInfo": {"name": "pgmi-sql-test", "version": "1"}}'::jsonb),
               p_id, p_context)
$$;

-- The parent folder's pg_temp.expect under the name these tests grew up with.
CREATE FUNCTION pg_temp.mcp_is(p_what text, p_actual anycompatible, p_expected anycompatible) RETURNS void
LANGUAGE sql AS $$ SELECT pg_temp.expect(p_what, p_actual, p_expected) $$;

CREATE FUNCTION pg_temp.mcp_code(p_envelope jsonb) RETURNS integer
LANGUAGE sql AS $$ SELECT (p_envelope #>> '{error,code}')::integer $$;

CREATE FUNCTION pg_temp.mcp_carol() RETURNS jsonb
LANGUAGE sql AS $$ SELECT jsonb_build_object('credential', current_setting('test.carol_key')) $$;

CREATE FUNCTION pg_temp.mcp_names(p_envelope jsonb, p_kind text) RETURNS text[]
LANGUAGE sql AS $$
    SELECT coalesce(array_agg(coalesce(e ->> 'name', e ->> 'uri') ORDER BY ord), '{}')
      FROM jsonb_array_elements(p_envelope #> ARRAY['result', p_kind]) WITH ORDINALITY AS t(e, ord)
$$;

CREATE FUNCTION pg_temp.mcp_list_all(p_method text, p_params jsonb DEFAULT '{}', p_id jsonb DEFAULT '1', p_context jsonb DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
    v_kind  text := CASE p_method WHEN 'tools/list' THEN 'tools' WHEN 'resources/list' THEN 'resources'
                                  WHEN 'resources/templates/list' THEN 'resourceTemplates' ELSE 'prompts' END;
    v_items jsonb := '[]';
    v_env   jsonb;
    v_pages integer := 0;
BEGIN
    LOOP
        v_env := pg_temp.mcp_call(p_method, p_params || coalesce(jsonb_build_object('cursor', v_env #> '{result,nextCursor}'), '{}'), p_id, p_context);
        IF v_env ? 'error' THEN
            RETURN v_env;
        END IF;
        v_items := v_items || (v_env #> ARRAY['result', v_kind]);
        v_pages := v_pages + 1;
        EXIT WHEN NOT v_env -> 'result' ? 'nextCursor' OR v_pages > 1000;
    END LOOP;
    RETURN jsonb_set(v_env #- '{result,nextCursor}', ARRAY['result', v_kind], v_items);
END
$$;

CREATE FUNCTION pg_temp.mcpt(p_id integer, p_metadata jsonb, p_body text) RETURNS void
LANGUAGE sql AS $$
    SELECT api.create_or_replace_mcp_handler(
               jsonb_build_object('id', format('3c970000-0000-4000-8000-%s', lpad(p_id::text, 12, '0')), 'requiresAuth', false)
               || p_metadata, p_body)
$$;

SELECT membership.upsert_user('mcptest', 'carol-001', 'carol.mcp@example.com', 'Carol', true);
SELECT set_config('test.carol_key', k.key, true), set_config('test.carol_key_id', k.key_id, true)
  FROM membership.issue_api_key_for_email('carol.mcp@example.com', 'mcp tests') AS k;
-- Authenticating reports "pgmi.credential.use" as a NOTICE (for the gateway); keep it out of the deploy output.
SET LOCAL client_min_messages = warning;
CREATE TABLE internal.mcpt_note (note text);

CREATE FUNCTION internal.mcpt_complete_ids(p_value text, p_arguments jsonb) RETURNS text[]
LANGUAGE sql AS $$ SELECT ARRAY(SELECT v FROM unnest(ARRAY['a1', 'a2', 'b1']) v WHERE v LIKE p_value || '%') $$;

-- Tools -------------------------------------------------------------------------------------------------
SELECT pg_temp.mcpt(1, '{"type": "tool", "name": "mcpt_echo", "title": "Echo (test)", "description": "echo", "tags": ["t-alpha"],
    "inputSchema": {"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"], "additionalProperties": false}}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('Echo: ' || (request.arguments ->> 'message'))), request.request_id); END;$b$);
SELECT pg_temp.mcpt(2, '{"type": "tool", "name": "mcpt_beta", "description": "beta", "tags": ["t-beta"]}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('beta')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(3, '{"type": "tool", "name": "mcpt_private", "description": "private", "requiresAuth": true}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(api.current_user_id()::text)), request.request_id); END;$b$);
SELECT pg_temp.mcpt(4, '{"type": "tool", "name": "mcpt_fail", "description": "fails"}',
    $b$BEGIN RAISE EXCEPTION 'secret detail 7f3a'; END;$b$);
SELECT pg_temp.mcpt(5, '{"type": "tool", "name": "mcpt_fail_own", "description": "fails on purpose"}',
    $b$BEGIN RAISE EXCEPTION 'quantity must be positive' USING ERRCODE = 'P0422'; END;$b$);
SELECT pg_temp.mcpt(6, '{"type": "tool", "name": "mcpt_fail_data", "description": "bad cast"}',
    $b$BEGIN PERFORM ('1x' || request.arguments::text)::integer; RETURN NULL; END;$b$);
SELECT pg_temp.mcpt(7, '{"type": "tool", "name": "mcpt_writes_then_fails", "description": "writes, then fails"}',
    $b$BEGIN INSERT INTO internal.mcpt_note VALUES ('written'); RAISE EXCEPTION 'after the write'; END;$b$);
SELECT pg_temp.mcpt(8, '{"type": "tool", "name": "mcpt_null", "description": "returns NULL"}',
    $b$BEGIN RETURN NULL; END;$b$);
SELECT pg_temp.mcpt(9, '{"type": "tool", "name": "mcpt_wrong_id", "description": "answers with another id"}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('x')), '"someone-else"'); END;$b$);
SELECT pg_temp.mcpt(10, '{"type": "tool", "name": "mcpt_structured", "description": "structured",
    "inputSchema": {"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}, "required": ["a", "b"]},
    "outputSchema": {"type": "object", "properties": {"sum": {"type": "integer"}}, "required": ["sum"]}}',
    $b$BEGIN RETURN api.mcp_structured_result(jsonb_build_object('sum', (request.arguments ->> 'a')::int + (request.arguments ->> 'b')::int), request.request_id); END;$b$);
SELECT pg_temp.mcpt(11, '{"type": "tool", "name": "mcpt_bad_structured", "description": "breaks its outputSchema",
    "outputSchema": {"type": "object", "properties": {"sum": {"type": "integer"}}, "required": ["sum"]}}',
    $b$BEGIN RETURN api.mcp_structured_result('{"sum": "nope"}', request.request_id); END;$b$);
SELECT pg_temp.mcpt(12, '{"type": "tool", "name": "mcpt_schema", "description": "nested schema",
    "inputSchema": {"type": "object", "additionalProperties": false, "required": ["name", "options"],
        "properties": {
            "name": {"type": "string", "minLength": 2, "maxLength": 10, "pattern": "^[a-z]+$"},
            "count": {"type": "integer", "minimum": 0, "maximum": 100},
            "mode": {"enum": ["fast", "slow"]},
            "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3, "uniqueItems": true},
            "options": {"type": "object", "additionalProperties": false, "required": ["flag"],
                        "properties": {"flag": {"type": "boolean"}, "level": {"type": ["integer", "null"]},
                                       "inner": {"type": "object", "properties": {"depth": {"type": "number", "exclusiveMinimum": 0}}}}},
            "ref": {"$ref": "#/$defs/code"},
            "choice": {"oneOf": [{"type": "string"}, {"type": "integer"}]}
        },
        "$defs": {"code": {"type": "string", "const": "X1"}}}}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('ok')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(13, '{"type": "tool", "name": "mcpt_conflict", "description": "serialization failure"}',
    $b$BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = 'serialization_failure'; END;$b$);
SELECT pg_temp.mcpt(14, '{"type": "tool", "name": "mcpt_deadlock", "description": "deadlock"}',
    $b$BEGIN RAISE EXCEPTION 'deadlock' USING ERRCODE = 'deadlock_detected'; END;$b$);
SELECT pg_temp.mcpt(15, '{"type": "tool", "name": "mcpt_ro", "description": "read-only", "readOnly": true}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('ro')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(16, '{"type": "tool", "name": "mcpt_serial", "description": "serializable floor", "minTransactionIsolation": "Serializable"}',
    $b$BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('serial')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(17, '{"type": "tool", "name": "mcpt_ctx", "description": "echoes its request"}',
    $b$BEGIN RETURN api.mcp_structured_result(jsonb_build_object('context', request.context, 'id', request.request_id,
                                                                'uri', request.uri, 'arguments', request.arguments), request.request_id); END;$b$);
SELECT pg_temp.mcpt(18, '{"type": "tool", "name": "mcpt_notify", "description": "logs and reports progress"}',
    $b$BEGIN PERFORM api.mcp_log('warning', '{"step": 1}', 'mcpt'); PERFORM api.mcp_progress(1, 2, 'half');
             RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(current_setting('mcp.request_log_level') || '|'
                                        || current_setting('mcp.request_progress_token'))), request.request_id); END;$b$);

-- Resources ---------------------------------------------------------------------------------------------
SELECT pg_temp.mcpt(30, '{"type": "resource", "name": "mcpt_static", "title": "Static", "description": "static",
    "uriTemplate": "mcptest://static", "mimeType": "text/plain"}',
    $b$BEGIN RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, 'static text')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(31, '{"type": "resource", "name": "mcpt_item", "description": "item", "uriTemplate": "mcptest://item-{id}"}',
    $b$BEGIN RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, 'item')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(32, '{"type": "resource", "name": "mcpt_item_special", "description": "special item",
    "uriTemplate": "mcptest://item-special-{id}"}',
    $b$BEGIN RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, 'special')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(33, '{"type": "resource", "name": "mcpt_private_res", "description": "private",
    "uriTemplate": "mcptest://private/{id}", "requiresAuth": true}',
    $b$BEGIN RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, 'private')), request.request_id); END;$b$);
SELECT pg_temp.mcpt(34, '{"type": "resource", "name": "mcpt_res_fail", "description": "fails", "uriTemplate": "mcptest://fail"}',
    $b$BEGIN RAISE EXCEPTION 'resource secret 91c'; END;$b$);
SELECT pg_temp.mcpt(35, '{"type": "resource", "name": "mcpt_res_missing", "description": "not there", "uriTemplate": "mcptest://missing/{id}"}',
    $b$BEGIN RAISE EXCEPTION 'no such row' USING ERRCODE = 'P0404'; END;$b$);
SELECT pg_temp.mcpt(36, '{"type": "resource", "name": "mcpt_res_bare", "description": "bare contents",
    "uriTemplate": "mcptest://bare/{id}", "mimeType": "text/csv"}',
    $b$BEGIN RETURN api.mcp_resource_result('[{"text": "a,b"}]', request.request_id); END;$b$);
SELECT pg_temp.mcpt(37, '{"type": "resource", "name": "mcpt_res_cached", "description": "declares cache hints",
    "uriTemplate": "mcptest://cached"}',
    $b$BEGIN RETURN api.mcp_success(jsonb_build_object('contents', jsonb_build_array(api.mcp_resource_text(request.uri, 'c')),
                                                       'ttlMs', 5000, 'cacheScope', 'public'), request.request_id); END;$b$);

-- Prompts -----------------------------------------------------------------------------------------------
SELECT pg_temp.mcpt(50, '{"type": "prompt", "name": "mcpt_prompt", "description": "prompt",
    "arguments": [{"name": "topic", "required": true}, {"name": "style", "required": false}]}',
    $b$BEGIN RETURN api.mcp_prompt_result(jsonb_build_array(api.mcp_prompt_message('user',
               api.mcp_text('About ' || (request.arguments ->> 'topic') || coalesce(' in ' || (request.arguments ->> 'style'), ''))))
               , request.request_id); END;$b$);
SELECT pg_temp.mcpt(51, '{"type": "prompt", "name": "mcpt_prompt_fail", "description": "fails"}',
    $b$BEGIN RAISE EXCEPTION 'prompt secret 55e'; END;$b$);
SELECT pg_temp.mcpt(52, '{"type": "prompt", "name": "mcpt_prompt_private", "description": "private", "requiresAuth": true}',
    $b$BEGIN RETURN api.mcp_prompt_result('[]', request.request_id); END;$b$);

SELECT api.create_or_replace_mcp_completion('mcpt_prompt', 'style', ARRAY['brief', 'Bullet', 'detailed']);
SELECT api.create_or_replace_mcp_completion('mcpt_item', 'id', NULL, 'internal.mcpt_complete_ids(text,jsonb)');

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;

-- These tests list every tool: the curated listing (43-tool-search-surfaces.sql) would otherwise turn on when a
-- deploy also registers the conformance fixtures (more than 50 visible tools). test_mcp_tool_search.sql covers it.
INSERT INTO internal.setting (key, value) VALUES ('mcp_curated_above', 'off')
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
