-- Bad metadata is a 22023 whose message names the offending key, with a HINT; nothing is registered.
DO $$
DECLARE
    v_case  record;
    v_error jsonb;
BEGIN
    FOR v_case IN
        SELECT * FROM (VALUES
            ('id',                      '{"path": "/t/x"}'),
            ('id',                      '{"id": "not-a-uuid", "path": "/t/x"}'),
            ('pathx',                   '{"id": "7e570000-0002-4000-8000-000000000001", "pathx": "/t/x"}'),
            ('path',                    '{"id": "7e570000-0002-4000-8000-000000000001"}'),
            ('path',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "t/x"}'),
            ('path',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/{a}/{a}"}'),
            ('requiresAuth',            '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "requiresAuth": "maybe"}'),
            ('readOnly',                '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "readOnly": 1}'),
            ('accepts',                 '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "accepts": "application/json"}'),
            ('produces',                '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "produces": ["json"]}'),
            ('responseHeaders',         '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "responseHeaders": ["x"]}'),
            ('responseHeaders',         '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "responseHeaders": {"bad header": "x"}}'),
            ('tags',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "tags": "a"}'),
            ('outputSchema',            '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "outputSchema": {}}'),
            ('inputSchema',             '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "inputSchema": {"type": 42}}'),
            ('name',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "name": "a23456789012345678901234567890123456789012345678901234567890"}'),
            ('name',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "name": ""}'),
            ('name',                    '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "name": "9lives"}'),
            ('httpMethod',              '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "httpMethod": "GET"}'),
            ('httpMethod',              '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "httpMethod": "^BREW$"}'),
            ('uri',                     '{"id": "7e570000-0002-4000-8000-000000000001", "uri": "^/t/(x$"}'),
            ('uri',                     '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/test-alpha", "uri": "^/test-beta$"}'),
            ('example',                 '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/items/{id}", "uri": "^/items/([0-9]+)$"}'),
            ('example',                 '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/items/{id}", "uri": "^/items/([0-9]+)$", "example": "/items/abc"}'),
            ('language',                '{"id": "7e570000-0002-4000-8000-000000000001", "path": "/t/x", "language": "sql"}')
        ) AS c(key, metadata)
    LOOP
        v_error := pg_temp.expect_error(
            format('SELECT api.create_or_replace_rest_handler(%L::jsonb, %L)', v_case.metadata, 'BEGIN RETURN NULL; END;'), '22023');
        IF v_error ->> 'message' NOT LIKE '%"' || v_case.key || '"%' OR v_error ->> 'hint' IS NULL THEN
            RAISE EXCEPTION 'metadata %: expected a message naming "%" and a hint, got %', v_case.metadata, v_case.key, v_error;
        END IF;
    END LOOP;
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rpc_handler('[]', 'BEGIN RETURN NULL; END;')$q$, '22023');
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rpc_handler('{"id": "7e570000-0002-4000-8000-000000000002"}', 'BEGIN RETURN NULL; END;')$q$, '22023');
    PERFORM pg_temp.expect('RPC names methodName', v_error ->> 'message' LIKE '%"methodName"%', true);
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler('{"id": "7e570000-0002-4000-8000-000000000003", "name": "x"}', 'BEGIN RETURN NULL; END;')$q$, '22023');
    PERFORM pg_temp.expect('MCP names type', v_error ->> 'message' LIKE '%"type"%', true);
    PERFORM pg_temp.expect('nothing registered', (SELECT count(*) FROM api.handler WHERE object_id::text LIKE '7e570000-0002-%'), 0::bigint);
END
$$;
