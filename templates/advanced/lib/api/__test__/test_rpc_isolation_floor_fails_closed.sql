-- RPC: a serializable floor in a READ COMMITTED transaction → HTTP 428, -32600, data.code
-- pgmi.transaction_isolation_too_weak, and the request id echoed.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0001-4000-8000-000000000010", "methodName": "t.serial", "requiresAuth": false,
          "minTransactionIsolation": "serializable"}',
        $b$ BEGIN RETURN api.json_response(200, '{"ok": true}'); END; $b$);
    PERFORM pg_temp.expect('no floor', (pg_temp.rpc('{"jsonrpc": "2.0", "id": "1", "method": "t.echo", "params": {}}')).status_code, 200);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": "2", "method": "t.serial"}');
    PERFORM pg_temp.expect('status', v_r.status_code, 428);
    PERFORM pg_temp.expect('code', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32600);
    PERFORM pg_temp.expect('data.code', pg_temp.body(v_r) #>> '{error,data,code}', 'pgmi.transaction_isolation_too_weak');
    PERFORM pg_temp.expect('id', pg_temp.body(v_r) -> 'id', '"2"'::jsonb);
END
$$;
