-- A name another handler owns is a 23505 naming the name and the owner's id (REST route names, RPC methods,
-- MCP names, and generated function names such as a.b vs a_b); the incumbent keeps serving; the owner's
-- id may re-register and replace its body.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0005-4000-8000-000000000001", "name": "t_taken", "path": "/t/taken", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"who": "incumbent"}'); END; $b$);
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0005-4000-8000-000000000002", "name": "t_taken", "path": "/t/taken-2"}', 'BEGIN RETURN NULL; END;')$q$, '23505');
    PERFORM pg_temp.expect('REST message names name and owner',
        v_error ->> 'message' LIKE '%t_taken%7e570000-0005-4000-8000-000000000001%' AND v_error ->> 'hint' IS NOT NULL, true);
    PERFORM pg_temp.expect('incumbent serves', pg_temp.body(pg_temp.rest('GET', '/t/taken')) ->> 'who', 'incumbent');
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0005-4000-8000-000000000001", "name": "t_taken", "path": "/t/taken", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"who": "replaced"}'); END; $b$);
    PERFORM pg_temp.expect('owner replaced the body', pg_temp.body(pg_temp.rest('GET', '/t/taken')) ->> 'who', 'replaced');

    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0005-4000-8000-000000000003", "methodName": "t.echo"}', 'BEGIN RETURN NULL; END;')$q$, '23505');
    PERFORM pg_temp.expect('RPC message', v_error ->> 'message' LIKE '%t.echo%7e570000-0000-4000-8000-000000000101%', true);

    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "7e570000-0005-4000-8000-000000000004", "type": "tool", "name": "t.tool"}',
        $b$ BEGIN RETURN ROW(jsonb_build_object('jsonrpc', '2.0', 'id', request.request_id, 'result', '{}'::jsonb))::api.mcp_response; END; $b$);
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler(
        '{"id": "7e570000-0005-4000-8000-000000000005", "type": "prompt", "name": "t.tool"}', 'BEGIN RETURN NULL; END;')$q$, '23505');
    PERFORM pg_temp.expect('MCP message', v_error ->> 'message' LIKE '%t.tool%7e570000-0005-4000-8000-000000000004%', true);
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler(
        '{"id": "7e570000-0005-4000-8000-000000000006", "type": "tool", "name": "t_tool"}', 'BEGIN RETURN NULL; END;')$q$, '23505');
    PERFORM pg_temp.expect('function-name collision is explained',
        v_error ->> 'message' LIKE '%mcp_tool_t_tool%7e570000-0005-4000-8000-000000000004%' AND v_error ->> 'hint' LIKE '%"."%', true);
END
$$;
