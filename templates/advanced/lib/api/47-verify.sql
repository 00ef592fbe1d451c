-- lib/api: deploy verification of the handler registry (architecture.md §1: deploy.verify / deploy.summary).
--
-- Defines:
--   internal.verify_registry() → TABLE(check_name text, passed boolean, detail text)
--       handler_functions_exist, handler_definitions_unchanged, handler_functions_not_public,
--       handler_routes_consistent, json_schemas_valid, rest_routes_unambiguous,
--       mcp_resource_templates_unambiguous. One row per check; detail names the offenders (or what was checked).
--       MCP protocol checks (tool schemas, initialize/tools/list envelopes) are internal.verify_mcp (lib/api/45-mcp-verify.sql).
--   internal.deploy_summary() → jsonb  {"rest": n, "rpc": n, "tools": n, "resources": n, "prompts": n, "total": n}
-- Relies on: 02–05, 03 (conflict rules). pgmi runs both inside the deploy transaction, after the tests, as the
-- deploying role (pgmi.yaml deploy.verify / deploy.summary).

CREATE OR REPLACE FUNCTION internal.verify_registry()
RETURNS TABLE (check_name text, passed boolean, detail text)
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_bad  text;
    v_live integer := (SELECT count(*) FROM api.handler WHERE deleted_at IS NULL);
BEGIN
    SELECT string_agg(h.handler_function_name || ' [' || h.object_id || ']', ', ') INTO v_bad
      FROM api.handler h
     WHERE h.deleted_at IS NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_proc p WHERE p.oid = h.handler_func::oid);
    check_name := 'handler_functions_exist'; passed := v_bad IS NULL;
    detail := coalesce('missing: ' || v_bad, v_live || ' live handler function(s) present'); RETURN NEXT;

    SELECT string_agg(h.handler_function_name, ', ') INTO v_bad
      FROM api.handler h JOIN pg_catalog.pg_proc p ON p.oid = h.handler_func::oid
     WHERE h.deleted_at IS NULL AND extensions.digest(pg_catalog.pg_get_functiondef(p.oid), 'sha256') <> h.def_hash;
    check_name := 'handler_definitions_unchanged'; passed := v_bad IS NULL;
    detail := coalesce('changed outside registration (re-register them): ' || v_bad, 'every generated function matches its registration'); RETURN NEXT;

    SELECT string_agg(h.handler_function_name, ', ') INTO v_bad
      FROM api.handler h JOIN pg_catalog.pg_proc p ON p.oid = h.handler_func::oid
     WHERE h.deleted_at IS NULL
       AND (p.proacl IS NULL OR EXISTS (SELECT FROM aclexplode(p.proacl) a WHERE a.grantee = 0 AND a.privilege_type = 'EXECUTE'));
    check_name := 'handler_functions_not_public'; passed := v_bad IS NULL;
    detail := coalesce('executable by PUBLIC: ' || v_bad, 'no handler function is executable by PUBLIC'); RETURN NEXT;

    SELECT string_agg(h.object_id::text || ' (' || h.handler_type || ')', ', ') INTO v_bad
      FROM api.handler h
     WHERE h.deleted_at IS NULL
       AND (EXISTS (SELECT FROM api.rest_route r WHERE r.handler_object_id = h.object_id)::integer
            + EXISTS (SELECT FROM api.rpc_route r WHERE r.handler_object_id = h.object_id)::integer
            + EXISTS (SELECT FROM api.mcp_route r WHERE r.handler_object_id = h.object_id)::integer <> 1
            OR (h.handler_type = 'rest') <> EXISTS (SELECT FROM api.rest_route r WHERE r.handler_object_id = h.object_id)
            OR (h.handler_type = 'rpc') <> EXISTS (SELECT FROM api.rpc_route r WHERE r.handler_object_id = h.object_id)
            OR EXISTS (SELECT FROM api.mcp_route r WHERE r.handler_object_id = h.object_id AND 'mcp_' || r.mcp_type <> h.handler_type::text));
    check_name := 'handler_routes_consistent'; passed := v_bad IS NULL;
    detail := coalesce('handlers without exactly one route of their kind: ' || v_bad, 'every handler has exactly one route of its kind'); RETURN NEXT;

    SELECT string_agg(h.handler_function_name, ', ') INTO v_bad
      FROM api.handler h
     WHERE h.deleted_at IS NULL
       AND NOT (api.is_valid_json_schema(h.input_json_schema) AND api.is_valid_json_schema(h.output_json_schema)
                AND coalesce(jsonb_typeof(h.input_json_schema::jsonb), 'object') = 'object'
                AND coalesce(jsonb_typeof(h.output_json_schema::jsonb), 'object') = 'object');
    check_name := 'json_schemas_valid'; passed := v_bad IS NULL;
    detail := coalesce('invalid input/output schema: ' || v_bad, 'every input and output schema is a valid JSON Schema object'); RETURN NEXT;

    SELECT string_agg(DISTINCT least(r.canonical_path, c.route) || ' ↔ ' || greatest(r.canonical_path, c.route), '; ') INTO v_bad
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     CROSS JOIN LATERAL internal.rest_route_conflicts(r.handler_object_id, r.route_kind, r.canonical_path, r.path_shape,
                                                      r.address_regexp, r.methods, r.version_regexp) AS c;
    check_name := 'rest_routes_unambiguous'; passed := v_bad IS NULL;
    detail := coalesce('overlapping routes: ' || v_bad, 'no two REST routes answer the same request'); RETURN NEXT;

    SELECT string_agg(a.mcp_name || ' ↔ ' || b.mcp_name, '; ') INTO v_bad
      FROM api.mcp_route a
      JOIN api.handler ha ON ha.object_id = a.handler_object_id AND ha.deleted_at IS NULL
      JOIN api.mcp_route b ON b.mcp_type = 'resource' AND b.uri_regexp = a.uri_regexp AND b.mcp_name > a.mcp_name
      JOIN api.handler hb ON hb.object_id = b.handler_object_id AND hb.deleted_at IS NULL
     WHERE a.mcp_type = 'resource';
    check_name := 'mcp_resource_templates_unambiguous'; passed := v_bad IS NULL;
    detail := coalesce('resources with identical template shapes: ' || v_bad, 'no two resource templates match the same URIs'); RETURN NEXT;

END
$$;
COMMENT ON FUNCTION internal.verify_registry() IS
    'Deploy verification of the handler registry: functions exist, unchanged and not PUBLIC; one route per handler; '
    'valid schemas; no ambiguous REST routes or resource templates.';
REVOKE ALL ON FUNCTION internal.verify_registry() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.deploy_summary()
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT jsonb_object_agg(kind, handler_count) || jsonb_build_object('total', sum(handler_count))
      FROM api.catalog_state;
$$;
COMMENT ON FUNCTION internal.deploy_summary() IS
    'Live handler counts by kind for the deploy summary: {"rest", "rpc", "tools", "resources", "prompts", "total"}.';
REVOKE ALL ON FUNCTION internal.deploy_summary() FROM PUBLIC;
