-- listChanged: registering, changing or soft-deleting an MCP handler stamps its kind in api.catalog_state, whose
-- deferred trigger sends pg_notify('pgmi_registry_changed', {"kinds": […], "catalog_version"}) at COMMIT (the
-- gateway fans it out as notifications/{tools,resources,prompts}/list_changed). Re-registering an unchanged handler
-- changes nothing. (Delivery itself is covered by test/sql/mcp-scale.test.ts: NOTIFY never fires in a rolled-back test.)
DO $$
DECLARE
    v_before text := api.catalog_version();
    v_after  text;
BEGIN
    PERFORM pg_temp.mcp_is('the notify trigger exists', EXISTS (SELECT FROM pg_trigger WHERE tgrelid = 'api.catalog_state'::regclass
                                                                  AND tgname = 'tr_catalog_notify' AND tgdeferrable AND tginitdeferred), true);
    UPDATE api.catalog_state SET changed_at = now() - interval '1 hour';
    PERFORM pg_temp.mcpt(200, '{"type": "tool", "name": "mcpt_new_tool", "description": "new"}',
                         $b$BEGIN RETURN api.mcp_tool_result('[]', request.request_id); END;$b$);
    v_after := api.catalog_version();
    PERFORM pg_temp.mcp_is('version moved', v_after <> v_before, true);
    PERFORM pg_temp.mcp_is('tools stamped', (SELECT array_agg(kind ORDER BY kind) FROM api.catalog_state WHERE changed_at = now()), ARRAY['tools']);
    PERFORM pg_temp.mcp_is('listed at once', 'mcpt_new_tool' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('tools/list'), 'tools')), true);

    PERFORM pg_temp.mcpt(200, '{"type": "tool", "name": "mcpt_new_tool", "description": "new"}',
                         $b$BEGIN RETURN api.mcp_tool_result('[]', request.request_id); END;$b$);
    PERFORM pg_temp.mcp_is('unchanged re-registration: same version', api.catalog_version(), v_after);

    UPDATE api.catalog_state SET changed_at = now() - interval '1 hour';
    PERFORM pg_temp.mcpt(201, '{"type": "prompt", "name": "mcpt_new_prompt", "description": "new"}',
                         $b$BEGIN RETURN api.mcp_prompt_result('[]', request.request_id); END;$b$);
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '3c970000-0000-4000-8000-000000000030';
    PERFORM pg_temp.mcp_is('prompts and resources stamped', (SELECT array_agg(kind ORDER BY kind) FROM api.catalog_state WHERE changed_at = now()),
                           ARRAY['prompts', 'resources']);
    PERFORM pg_temp.mcp_is('soft-deleted resource gone', 'mcpt_static' = ANY (pg_temp.mcp_names(pg_temp.mcp_list_all('resources/list'), 'resources')), false);
    PERFORM pg_temp.mcp_is('soft-deleted resource unreadable', pg_temp.mcp_code(pg_temp.mcp_call('resources/read', '{"uri": "mcptest://static"}')), -32002);
END
$$;
