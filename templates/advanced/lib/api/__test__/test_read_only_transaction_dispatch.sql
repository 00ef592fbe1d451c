-- In a READ ONLY transaction: a readOnly route answers 200 and nothing is INSERTed into the exchange log (the
-- record goes to the sealed outbox, exchange.outbox, instead); a read-write route whose handler writes gets 428 with
-- x-pgmi-transaction-required: read-write; a readOnly route whose handler writes gets a sanitised 500.
DO $$
DECLARE
    v_before bigint;
    v_r      api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000040", "path": "/t/ro-read", "requiresAuth": false, "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('ro', current_setting('transaction_read_only'))); END; $b$);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000041", "path": "/t/ro-liar", "requiresAuth": false, "readOnly": true}',
        $b$ BEGIN INSERT INTO internal.test_api_note (body) VALUES ('x'); RETURN api.json_response(200, '{}'); END; $b$);
    SELECT count(*) INTO v_before FROM api.rest_exchange;

    PERFORM set_config('transaction_read_only', 'on', true);
    v_r := pg_temp.rest('GET', '/t/ro-read');
    PERFORM pg_temp.expect('read-only route', v_r.status_code, 200);
    PERFORM pg_temp.expect('handler saw read only', pg_temp.body(v_r) ->> 'ro', 'on');
    v_r := pg_temp.rest('POST', '/t/note', extensions.hstore('content-type', 'text/plain'), 'hello');
    PERFORM pg_temp.expect('writer in a read-only transaction', v_r.status_code, 428);
    PERFORM pg_temp.expect('required mode header', v_r.headers OPERATOR(extensions.->) 'x-pgmi-transaction-required', 'read-write');
    v_r := pg_temp.rest('GET', '/t/ro-liar');
    PERFORM pg_temp.expect('readOnly route that writes', v_r.status_code, 500);
    PERFORM pg_temp.expect('sanitised detail', pg_temp.body(v_r) ->> 'detail', 'An internal error occurred');
    PERFORM pg_temp.expect('no INSERT in read-only', (SELECT count(*) FROM api.rest_exchange), v_before);
END
$$;
