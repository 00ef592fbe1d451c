-- lib/api: the registry follows the project (pgmi.yaml deploy.finalize, architecture.md §1).
--
-- Defines:
--   internal.remove_orphaned_handlers(p_deploy jsonb) → TABLE(action text, kind text, name text, detail text)
-- Relies on: 02 (api.handler.deployment_id / script_path), 03–05 (routes), 12 (api.delete_handler).
--
-- pgmi deploy calls it inside the deploy transaction, after the scripts and before the tests, as the role the
-- scripts left current (the owner). A handler is an orphan when a deploy registered it (deployment_id set) and
-- this deploy did not (deployment_id is not this one), unless the script that registered it did not run this
-- time (an applied -- pgmi:once script, listed in p_deploy.scripts_not_run). An orphan is removed for good
-- (registry row, route, generated function; pgmi_registry_changed tells the gateways at COMMIT), or only
-- reported when the user passed --keep-orphans (p_deploy.keep_orphans). A handler registered by hand, outside
-- a deploy, has no deployment_id and is never touched.
--
-- p_deploy (from pgmi): {"deployment_id": 12, "keep_orphans": false, "scripts_run": ["api/a.sql", …],
--                        "scripts_not_run": ["migrations/001.sql", …]}

CREATE OR REPLACE FUNCTION internal.remove_orphaned_handlers(p_deploy jsonb)
RETURNS TABLE (action text, kind text, name text, detail text)
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_deployment bigint := internal.registering_deployment();
    v_keep       boolean := coalesce((p_deploy ->> 'keep_orphans')::boolean, false);
    v_not_run    text[] := ARRAY(SELECT jsonb_array_elements_text(coalesce(p_deploy -> 'scripts_not_run', '[]')));
    v_orphan     record;
BEGIN
    IF v_deployment IS NULL THEN
        RAISE EXCEPTION 'internal.remove_orphaned_handlers runs only inside a pgmi deploy (pgmi_deploy.deployment_id is not set)'
            USING ERRCODE = 'object_not_in_prerequisite_state',
                  HINT = 'List it under deploy.finalize in pgmi.yaml; to remove one handler by hand use api.delete_handler(id).';
    END IF;
    FOR v_orphan IN
        SELECT h.object_id, h.deployment_id, h.script_path, h.deleted_at,
               CASE h.handler_type WHEN 'mcp_tool' THEN 'tool' WHEN 'mcp_resource' THEN 'resource'
                                   WHEN 'mcp_prompt' THEN 'prompt' ELSE h.handler_type::text END AS kind,
               coalesce(m.mcp_name, p.method_name, array_to_string(r.methods, ', ') || ' ' || r.canonical_path,
                        h.handler_function_name) AS name
          FROM api.handler h
          LEFT JOIN api.rest_route r ON r.handler_object_id = h.object_id
          LEFT JOIN api.rpc_route p ON p.handler_object_id = h.object_id
          LEFT JOIN api.mcp_route m ON m.handler_object_id = h.object_id
         WHERE h.deployment_id IS NOT NULL
           AND h.deployment_id <> v_deployment
           AND NOT (h.script_path = ANY (v_not_run))
         ORDER BY 5, 6
    LOOP
        IF NOT v_keep THEN
            PERFORM api.delete_handler(v_orphan.object_id);
        END IF;
        action := CASE WHEN v_keep THEN 'kept' ELSE 'removed' END;
        kind := v_orphan.kind;
        name := v_orphan.name;
        detail := pg_catalog.format('registered by %s in deployment %s%s', coalesce(v_orphan.script_path, 'a script'),
                                    v_orphan.deployment_id, CASE WHEN v_orphan.deleted_at IS NOT NULL THEN ', soft-deleted' ELSE '' END);
        RETURN NEXT;
    END LOOP;
END
$$;
COMMENT ON FUNCTION internal.remove_orphaned_handlers(jsonb) IS
    'deploy.finalize hook: removes (or, with keep_orphans, only reports) the handlers an earlier deploy registered '
    'and this deploy did not; hand-registered handlers are never touched. Owner only.';
REVOKE ALL ON FUNCTION internal.remove_orphaned_handlers(jsonb) FROM PUBLIC;
