-- readOnly routes refuse a read-write transaction: REST 428 pgmi.transaction_read_only_required, RPC 428 /
-- -32600 with data.code and the id echoed. readOnly is stored and defaults to false.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000020", "path": "/t/ro", "requiresAuth": false, "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0001-4000-8000-000000000021", "methodName": "t.ro", "requiresAuth": false, "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM pg_temp.expect('stored', (SELECT read_only FROM api.handler WHERE object_id = '7e570000-0001-4000-8000-000000000020'), true);
    PERFORM pg_temp.expect('default', (SELECT read_only FROM api.handler WHERE object_id = '7e570000-0000-4000-8000-000000000001'), false);
    v_r := pg_temp.rest('GET', '/t/ro');
    PERFORM pg_temp.expect('REST status', v_r.status_code, 428);
    PERFORM pg_temp.expect('REST code', pg_temp.body(v_r) ->> 'code', 'pgmi.transaction_read_only_required');
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": "7", "method": "t.ro"}');
    PERFORM pg_temp.expect('RPC status', v_r.status_code, 428);
    PERFORM pg_temp.expect('RPC code', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32600);
    PERFORM pg_temp.expect('RPC data.code', pg_temp.body(v_r) #>> '{error,data,code}', 'pgmi.transaction_read_only_required');
    PERFORM pg_temp.expect('RPC id', pg_temp.body(v_r) -> 'id', '"7"'::jsonb);
END
$$;
