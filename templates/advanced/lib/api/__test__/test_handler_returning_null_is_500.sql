-- A handler that returns NULL (or an impossible status) is a 500 / -32603, never a response without a status.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0013-4000-8000-000000000001", "path": "/t/null", "requiresAuth": false}',
        $b$ BEGIN RETURN NULL; END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0013-4000-8000-000000000002", "path": "/t/status-999", "requiresAuth": false}',
        $b$ BEGIN RETURN ROW(999, NULL, NULL)::api.http_response; END; $b$);
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0013-4000-8000-000000000003", "methodName": "t.null", "requiresAuth": false}',
        $b$ BEGIN RETURN NULL; END; $b$);
    v_r := pg_temp.rest('GET', '/t/null');
    PERFORM pg_temp.expect('REST NULL', v_r.status_code, 500);
    PERFORM pg_temp.expect('REST NULL detail', pg_temp.body(v_r) ->> 'detail', 'An internal error occurred');
    PERFORM pg_temp.expect('logged reason', (SELECT error_message LIKE '%returned no status%' FROM api.rest_exchange
                                              WHERE handler_object_id = '7e570000-0013-4000-8000-000000000001'), true);
    PERFORM pg_temp.expect('REST 999', (pg_temp.rest('GET', '/t/status-999')).status_code, 500);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": "n", "method": "t.null"}');
    PERFORM pg_temp.expect('RPC NULL', pg_temp.body(v_r), '{"jsonrpc": "2.0", "id": "n", "error": {"code": -32603, "message": "Internal error"}}'::jsonb);
END
$$;
