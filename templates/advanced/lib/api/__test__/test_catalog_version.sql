-- api.catalog_version() is 64 hex characters, stable while nothing changes, and changes with any REST, RPC or
-- MCP registration change (including flipping readOnly) and with a soft delete. It depends only on the live
-- content (removing a handler restores the earlier version); only the kinds that changed are stamped.
DO $$
DECLARE
    v_v0 text := api.catalog_version();
    v_v1 text;
    v_v2 text;
    v_v3 text;
    v_v4 text;
    v_v5 text;
BEGIN
    UPDATE api.catalog_state SET changed_at = '-infinity';  -- earlier scripts of this deploy registered handlers too
    PERFORM pg_temp.expect('format', v_v0 ~ '^[0-9a-f]{64}$', true);
    PERFORM pg_temp.expect('stable', api.catalog_version(), v_v0);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0009-4000-8000-000000000001", "path": "/t/cv"}',
                                               'BEGIN RETURN api.json_response(200, ''{}''); END;');
    v_v1 := api.catalog_version();
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0009-4000-8000-000000000001", "path": "/t/cv", "readOnly": true}',
                                               'BEGIN RETURN api.json_response(200, ''{}''); END;');
    v_v2 := api.catalog_version();
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0009-4000-8000-000000000002", "methodName": "t.cv"}',
                                              'BEGIN RETURN api.json_response(200, ''{}''); END;');
    v_v3 := api.catalog_version();
    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-0009-4000-8000-000000000003", "type": "prompt", "name": "t.cv"}',
                                              'BEGIN RETURN NULL; END;');
    v_v4 := api.catalog_version();
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '7e570000-0009-4000-8000-000000000003';
    v_v5 := api.catalog_version();
    PERFORM pg_temp.expect('distinct versions', (SELECT count(DISTINCT v) FROM unnest(ARRAY[v_v0, v_v1, v_v2, v_v3, v_v4]) v), 5::bigint);
    PERFORM pg_temp.expect('version is a function of content: soft delete = before the prompt existed', v_v5, v_v3);
    UPDATE api.handler SET deleted_at = NULL WHERE object_id = '7e570000-0009-4000-8000-000000000003';
    PERFORM pg_temp.expect('undelete restores the version', api.catalog_version(), v_v4);
    PERFORM pg_temp.expect('kinds stamped', (SELECT array_agg(kind ORDER BY kind) FROM api.catalog_state WHERE changed_at = now()),
                           ARRAY['prompts', 'rest', 'rpc']);
    PERFORM pg_temp.expect('counts follow', (SELECT handler_count FROM api.catalog_state WHERE kind = 'rest'),
                           (SELECT count(*)::integer FROM api.handler WHERE handler_type = 'rest' AND deleted_at IS NULL));
END
$$;
