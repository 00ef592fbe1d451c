-- Re-registering an id as another kind moves it: the old route row and function go, handler_type follows.
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0007-4000-8000-000000000001", "name": "t_shifty", "path": "/t/shifty", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0007-4000-8000-000000000001", "methodName": "t.shifty", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"kind": "rpc"}'); END; $b$);
    PERFORM pg_temp.expect('handler_type', (SELECT handler_type::text FROM api.handler WHERE object_id = '7e570000-0007-4000-8000-000000000001'), 'rpc');
    PERFORM pg_temp.expect('REST route gone', EXISTS (SELECT FROM api.rest_route WHERE handler_object_id = '7e570000-0007-4000-8000-000000000001'), false);
    PERFORM pg_temp.expect('REST function gone', to_regprocedure('api.t_shifty(api.rest_request)') IS NULL, true);
    PERFORM pg_temp.expect('REST path now 404', (pg_temp.rest('GET', '/t/shifty')).status_code, 404);
    PERFORM pg_temp.expect('RPC serves', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.shifty"}')) #>> '{result,kind}', 'rpc');
END
$$;
