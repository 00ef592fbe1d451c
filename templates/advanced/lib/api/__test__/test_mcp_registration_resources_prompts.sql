-- MCP resources need an RFC 6570 level-1 uriTemplate (22023 when missing or level 2+); uri_regexp is derived
-- (and re-derived by trigger on a direct UPDATE); two templates of the same shape conflict; prompt argument
-- descriptors are validated; every MCP name is unique across kinds.
DO $$
DECLARE
    v_body text := 'BEGIN RETURN NULL; END;';
BEGIN
    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-001e-4000-8000-000000000001", "type": "resource", "name": "t.res", "uriTemplate": "test:///{id}", "mimeType": "text/plain"}', v_body);
    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-001e-4000-8000-000000000002", "type": "resource", "name": "t.static", "uriTemplate": "test:///about"}', v_body);
    PERFORM pg_temp.expect('regex', (SELECT uri_regexp FROM api.mcp_route WHERE mcp_name = 't.res'), '^test:///[^/]+$');
    PERFORM pg_temp.expect('every regex derived', (SELECT count(*) FROM api.mcp_route WHERE mcp_type = 'resource' AND uri_regexp IS DISTINCT FROM api.uri_template_to_regex(uri_template)), 0::bigint);
    PERFORM pg_temp.expect('mime', (SELECT mime_type FROM api.mcp_route WHERE mcp_name = 't.res'), 'text/plain');
    PERFORM pg_temp.expect('default mime', (SELECT mime_type FROM api.mcp_route WHERE mcp_name = 't.static'), 'application/json');
    UPDATE api.mcp_route SET uri_template = 'test:///items/{id}.json' WHERE mcp_name = 't.res';
    PERFORM pg_temp.expect('trigger', (SELECT uri_regexp FROM api.mcp_route WHERE mcp_name = 't.res'), '^test:///items/[^/]+\.json$');
    PERFORM pg_temp.expect('missing template', pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
        '{"id": "7e570000-001e-4000-8000-000000000003", "type": "resource", "name": "t.none"}', v_body), '22023') ->> 'message' LIKE '%"uriTemplate"%', true);
    PERFORM pg_temp.expect('level 2', pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
        '{"id": "7e570000-001e-4000-8000-000000000003", "type": "resource", "name": "t.l2", "uriTemplate": "test:///{+path}"}', v_body), '22023') ->> 'message' LIKE '%level-1%', true);
    PERFORM pg_temp.expect('same shape', pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
        '{"id": "7e570000-001e-4000-8000-000000000004", "type": "resource", "name": "t.res2", "uriTemplate": "test:///items/{other}.json"}', v_body), '22023') IS NOT NULL, true);
    PERFORM pg_temp.expect('table check backs it up', pg_temp.expect_error($q$UPDATE api.mcp_route SET uri_template = 'test:///{?q}' WHERE mcp_name = 't.res'$q$, '23514') IS NOT NULL, true);

    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-001e-4000-8000-000000000005", "type": "prompt", "name": "t.prompt",
        "arguments": [{"name": "topic", "description": "What about", "required": true}, {"name": "tone"}]}', v_body);
    PERFORM pg_temp.expect('arguments stored', (SELECT jsonb_array_length(arguments) FROM api.mcp_route WHERE mcp_name = 't.prompt'), 2);
    PERFORM pg_temp.expect('bad arguments', pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
        '{"id": "7e570000-001e-4000-8000-000000000006", "type": "prompt", "name": "t.p2", "arguments": [{"required": true}]}', v_body), '22023') ->> 'message' LIKE '%"arguments"%', true);
    PERFORM pg_temp.expect('name unique across kinds', pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
        '{"id": "7e570000-001e-4000-8000-000000000007", "type": "tool", "name": "t.prompt"}', v_body), '23505') IS NOT NULL, true);
    PERFORM pg_temp.expect('all three kinds', (SELECT array_agg(DISTINCT handler_type::text ORDER BY handler_type::text) FROM api.handler WHERE object_id::text LIKE '7e570000-001e-%'),
                           ARRAY['mcp_prompt', 'mcp_resource']);
END
$$;
