-- The exchange log keeps what clients never see: the SQLSTATE and raw message of a failed handler (REST and RPC),
-- while the RPC client gets -32603 "Internal error" and a unique violation maps to 409 / -32602.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000001", "path": "/t/boom", "requiresAuth": false}',
        $b$ BEGIN RAISE EXCEPTION 'kaboom: table xyz is corrupt'; END; $b$);
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0012-4000-8000-000000000002", "methodName": "t.boom", "requiresAuth": false}',
        $b$ BEGIN IF request.params ->> 'kind' = 'unique' THEN RAISE unique_violation USING MESSAGE = 'dup key xyz'; END IF;
                 RAISE EXCEPTION 'rpc kaboom xyz'; END; $b$);
    v_r := pg_temp.rest('GET', '/t/boom');
    PERFORM pg_temp.expect('REST 500', v_r.status_code, 500);
    PERFORM pg_temp.expect('REST raw message hidden', convert_from(v_r.content, 'UTF8') LIKE '%kaboom%', false);
    PERFORM pg_temp.expect('REST log',
        (SELECT error_sqlstate || ' ' || error_message FROM api.rest_exchange WHERE handler_object_id = '7e570000-0012-4000-8000-000000000001'),
        'P0001 kaboom: table xyz is corrupt');
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.boom"}');
    PERFORM pg_temp.expect('RPC status', v_r.status_code, 500);
    PERFORM pg_temp.expect('RPC error', pg_temp.body(v_r) -> 'error', '{"code": -32603, "message": "Internal error"}'::jsonb);
    PERFORM pg_temp.expect('RPC log', (SELECT error_message FROM api.rpc_exchange WHERE handler_object_id = '7e570000-0012-4000-8000-000000000002'),
                           'rpc kaboom xyz');
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 2, "method": "t.boom", "params": {"kind": "unique"}}');
    PERFORM pg_temp.expect('RPC unique status', v_r.status_code, 409);
    PERFORM pg_temp.expect('RPC unique error', pg_temp.body(v_r) -> 'error', '{"code": -32602, "message": "Resource already exists"}'::jsonb);
    PERFORM pg_temp.expect('no raw text', convert_from(v_r.content, 'UTF8') LIKE '%xyz%', false);
END
$$;
