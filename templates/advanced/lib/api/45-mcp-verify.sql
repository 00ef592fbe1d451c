-- lib/api: deploy verification of the MCP layer (pgmi.yaml deploy.verify: internal.verify_mcp).
--
-- Defines: internal.verify_mcp() → TABLE(check_name text, passed boolean, detail text), one row per check:
--   mcp_tool_input_schemas      every live tool's inputSchema is a JSON object schema ({"type": "object", …})
--   mcp_tool_output_schemas     every outputSchema is a JSON object schema
--   mcp_prompt_arguments        prompt argument lists are [{name, …}] with unique names
--   mcp_completions_reachable   every completion hook names a live handler and an existing function
--   mcp_initialize_envelope     initialize (2024-11-05 and 2025-11-25) through api.mcp_handle_request is a valid envelope
--   mcp_tools_list_envelope     tools/list through api.mcp_handle_request is a valid envelope (anonymous view)
--   mcp_discover_envelope       server/discover in the 2026-07-28 shape
--   mcp_entry_points_granted    the gateway's functions are executable by the api role, and none is PUBLIC
--   mcp_definers_pinned         every SECURITY DEFINER function of the MCP layer pins its search_path
-- Relies on: the lib/api/*-mcp-*.sql files before it. pgmi runs it after the tests, inside the deploy transaction.

CREATE OR REPLACE FUNCTION internal.verify_mcp()
RETURNS TABLE (check_name text, passed boolean, detail text)
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_bad     text;
    v_env     jsonb;
    v_api     text := internal.role_name('api');
    v_entries text[] := ARRAY['api.mcp_handle_request(jsonb,jsonb)', 'api.mcp_request_policy(jsonb,text)',
                              'api.mcp_session_open(text,jsonb,text)', 'api.mcp_session_check(text,text)', 'api.mcp_session_close(text,text)',
                              'api.mcp_call_tool(text,jsonb,jsonb,jsonb)', 'api.mcp_read_resource(text,jsonb,jsonb)',
                              'api.mcp_get_prompt(text,jsonb,jsonb,jsonb)', 'api.mcp_initialize(jsonb,jsonb)', 'api.mcp_ping(jsonb)',
                              'api.mcp_list_tools(text[])', 'api.mcp_list_resources()', 'api.mcp_list_resource_templates()',
                              'api.mcp_list_prompts()', 'api.mcp_server_capabilities()', 'api.mcp_server_info()'];
BEGIN
    SELECT string_agg(r.mcp_name, ', ' ORDER BY r.mcp_name) INTO v_bad
      FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.mcp_type = 'tool'
       AND (jsonb_typeof(r.input_schema) IS DISTINCT FROM 'object' OR r.input_schema -> 'type' IS DISTINCT FROM '"object"'::jsonb
            OR NOT api.is_valid_json_schema(r.input_schema));
    check_name := 'mcp_tool_input_schemas'; passed := v_bad IS NULL;
    detail := coalesce('not a JSON object schema: ' || v_bad, 'every tool inputSchema is a JSON object schema'); RETURN NEXT;

    SELECT string_agg(r.mcp_name, ', ' ORDER BY r.mcp_name) INTO v_bad
      FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.mcp_type = 'tool' AND h.output_json_schema IS NOT NULL
       AND (h.output_json_schema::jsonb -> 'type' IS DISTINCT FROM '"object"'::jsonb);
    check_name := 'mcp_tool_output_schemas'; passed := v_bad IS NULL;
    detail := coalesce('outputSchema is not an object schema: ' || v_bad, 'every outputSchema is an object schema'); RETURN NEXT;

    SELECT string_agg(r.mcp_name, ', ' ORDER BY r.mcp_name) INTO v_bad
      FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.mcp_type = 'prompt' AND r.arguments IS NOT NULL
       AND (jsonb_typeof(r.arguments) <> 'array'
            OR EXISTS (SELECT FROM jsonb_array_elements(r.arguments) a WHERE jsonb_typeof(a -> 'name') IS DISTINCT FROM 'string')
            OR (SELECT count(DISTINCT a ->> 'name') FROM jsonb_array_elements(r.arguments) a) <> jsonb_array_length(r.arguments));
    check_name := 'mcp_prompt_arguments'; passed := v_bad IS NULL;
    detail := coalesce('malformed or duplicate prompt arguments: ' || v_bad, 'prompt arguments are named and unique'); RETURN NEXT;

    SELECT string_agg(coalesce(r.mcp_name, c.handler_object_id::text) || '/' || c.argument_name, ', ') INTO v_bad
      FROM api.mcp_completion c
      LEFT JOIN api.mcp_route r ON r.handler_object_id = c.handler_object_id
      LEFT JOIN api.handler h ON h.object_id = c.handler_object_id AND h.deleted_at IS NULL
     WHERE h.object_id IS NULL
        OR (c.completion_function IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_proc p WHERE p.oid = c.completion_function::oid));
    check_name := 'mcp_completions_reachable'; passed := v_bad IS NULL;
    detail := coalesce('completion hooks without a live handler or function: ' || v_bad, 'every completion hook is reachable'); RETURN NEXT;

    check_name := 'mcp_initialize_envelope';
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": "verify-init", "method": "initialize",
                                       "params": {"protocolVersion": "2024-11-05", "capabilities": {}, "clientInfo": {"name": "pgmi-verify", "version": "1"}}}')).envelope;
    passed := v_env ->> 'jsonrpc' = '2.0' AND v_env -> 'id' = '"verify-init"' AND v_env #>> '{result,protocolVersion}' = '2024-11-05'
              AND jsonb_typeof(v_env #> '{result,capabilities}') = 'object'
              AND jsonb_typeof(v_env #> '{result,serverInfo,name}') = 'string';
    IF passed THEN
        v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 7, "method": "initialize",
                                           "params": {"protocolVersion": "2099-01-01", "capabilities": {}}}')).envelope;
        passed := v_env -> 'id' = '7' AND v_env #>> '{result,protocolVersion}' = '2025-11-25';
    END IF;
    detail := CASE WHEN passed THEN 'initialize negotiates 2024-11-05 and answers 2025-11-25 to an unknown proposal'
                   ELSE 'unexpected envelope: ' || left(coalesce(v_env::text, 'NULL'), 300) END;
    RETURN NEXT;

    check_name := 'mcp_tools_list_envelope';
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {}}')).envelope;
    passed := v_env ->> 'jsonrpc' = '2.0' AND v_env -> 'id' = '2' AND jsonb_typeof(v_env #> '{result,tools}') = 'array'
              AND NOT EXISTS (SELECT FROM jsonb_array_elements(v_env #> '{result,tools}') t
                               WHERE jsonb_typeof(t -> 'name') <> 'string' OR t #>> '{inputSchema,type}' IS DISTINCT FROM 'object');
    detail := CASE WHEN passed THEN 'tools/list answered ' || jsonb_array_length(v_env #> '{result,tools}') || ' public tool(s) on its first page'
                   ELSE 'unexpected envelope: ' || left(coalesce(v_env::text, 'NULL'), 300) END;
    RETURN NEXT;

    check_name := 'mcp_discover_envelope';
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 3, "method": "server/discover", "params": {"_meta": {
                                       "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                                       "io.modelcontextprotocol/clientCapabilities": {}}}}')).envelope;
    passed := v_env -> 'id' = '3' AND v_env #>> '{result,resultType}' = 'complete'
              AND v_env #> '{result,supportedVersions}' ? '2026-07-28' AND jsonb_typeof(v_env #> '{result,ttlMs}') = 'number'
              AND v_env #>> '{result,cacheScope}' IN ('public', 'private')
              AND jsonb_typeof(v_env #> '{result,_meta,io.modelcontextprotocol/serverInfo}') = 'object';
    detail := CASE WHEN passed THEN 'server/discover lists ' || (v_env #> '{result,supportedVersions}')::text
                   ELSE 'unexpected envelope: ' || left(coalesce(v_env::text, 'NULL'), 300) END;
    RETURN NEXT;

    SELECT string_agg(e, ', ') INTO v_bad
      FROM unnest(v_entries) AS e
     WHERE pg_catalog.to_regprocedure(e) IS NULL OR NOT pg_catalog.has_function_privilege(v_api, e, 'EXECUTE');
    SELECT concat_ws('; ', 'not executable by ' || v_api || ': ' || v_bad,
                     'executable by PUBLIC: ' || string_agg(p.oid::regprocedure::text, ', '))
      INTO v_bad
      FROM pg_catalog.pg_proc p
     WHERE p.pronamespace = 'api'::regnamespace AND p.proname LIKE 'mcp\_%'
       AND (p.proacl IS NULL OR EXISTS (SELECT FROM aclexplode(p.proacl) a WHERE a.grantee = 0 AND a.privilege_type = 'EXECUTE'));
    check_name := 'mcp_entry_points_granted'; passed := v_bad = '';
    detail := CASE WHEN passed THEN cardinality(v_entries) || ' gateway entry points executable by ' || v_api || '; no api.mcp_* routine is PUBLIC'
                   ELSE v_bad END;
    RETURN NEXT;

    SELECT string_agg(p.oid::regprocedure::text, ', ') INTO v_bad
      FROM pg_catalog.pg_proc p
     WHERE p.prosecdef AND p.pronamespace IN ('api'::regnamespace, 'internal'::regnamespace)
       AND (p.proname LIKE 'mcp\_%' OR p.proname LIKE '%\_mcp\_%')
       AND NOT EXISTS (SELECT FROM unnest(p.proconfig) c WHERE c LIKE 'search\_path=%');
    check_name := 'mcp_definers_pinned'; passed := v_bad IS NULL;
    detail := coalesce('SECURITY DEFINER without a pinned search_path: ' || v_bad, 'every MCP SECURITY DEFINER function pins search_path');
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION internal.verify_mcp() IS
    'Deploy verification of the MCP layer: tool schemas are object schemas, prompt arguments and completion hooks '
    'are sound, initialize / tools/list / server/discover answer valid envelopes, the gateway''s entry points are '
    'granted to the api role and nothing is PUBLIC, definers pin search_path.';
