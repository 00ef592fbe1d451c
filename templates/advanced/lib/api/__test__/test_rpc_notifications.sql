-- A notification (no "id" member) runs the handler and answers 204 with no body, also when it fails or the
-- method is unknown; the exchange is still logged.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0016-4000-8000-000000000001", "methodName": "t.note", "requiresAuth": false}',
        $b$ BEGIN INSERT INTO internal.test_api_note (body) VALUES (request.params ->> 'text'); RETURN api.json_response(200, '{}'); END; $b$);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "method": "t.note", "params": {"text": "notified"}}');
    PERFORM pg_temp.expect('status', v_r.status_code, 204);
    PERFORM pg_temp.expect('no body', v_r.content, NULL::bytea);
    PERFORM pg_temp.expect('handler ran', (SELECT count(*) FROM internal.test_api_note WHERE body = 'notified'), 1::bigint);
    PERFORM pg_temp.expect('logged', (SELECT count(*) FROM api.rpc_exchange WHERE handler_object_id = '7e570000-0016-4000-8000-000000000001'), 1::bigint);
    PERFORM pg_temp.expect('unknown method', (pg_temp.rpc('{"jsonrpc": "2.0", "method": "no.such"}')).status_code, 204);
    PERFORM pg_temp.expect('auth failure', (pg_temp.rpc('{"jsonrpc": "2.0", "method": "t.private"}')).status_code, 204);
END
$$;
