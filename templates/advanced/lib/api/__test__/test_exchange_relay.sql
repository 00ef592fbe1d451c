-- The read-only relay: a sealed record unseals only with this database's key (tampering → NULL);
-- api.record_exchange stores it once (idempotent on the exchange id) marked logged_via = 'relay', and
-- returns false for anything not authentic.
DO $$
DECLARE
    v_id      uuid := gen_random_uuid();
    v_record  jsonb;
    v_payload text;
    v_row     api.rest_exchange;
BEGIN
    v_record := jsonb_build_object('v', 1, 'protocol', 'rest', 'object_id', v_id, 'handler_object_id', '7e570000-0000-4000-8000-000000000001',
        'enqueued_at', now(), 'completed_at', now(), 'error_sqlstate', NULL, 'error_message', NULL,
        'request', jsonb_build_object('method', 'GET', 'url', '/t/public', 'headers', '{"x-user-id": "test|bob"}'::jsonb,
                                      'content', NULL, 'canonical_path', '/t/public', 'path_params', '{}'::jsonb),
        'response', jsonb_build_object('status_code', 200, 'headers', '{"content-type": "application/json"}'::jsonb,
                                       'content', encode(convert_to('{"ok":true}', 'UTF8'), 'base64')));
    v_payload := internal.exchange_log_seal(v_record);
    PERFORM pg_temp.expect('fits NOTIFY', octet_length(v_payload) < 8000, true);
    PERFORM pg_temp.expect('opaque', v_payload LIKE '%test|bob%', false);
    PERFORM pg_temp.expect('unseal', internal.exchange_log_unseal(v_payload), v_record);
    PERFORM pg_temp.expect('tampered', internal.exchange_log_unseal(overlay(v_payload placing (CASE WHEN substr(v_payload, 30, 1) = 'A' THEN 'B' ELSE 'A' END) from 30 for 1)), NULL::jsonb);
    PERFORM pg_temp.expect('garbage', api.record_exchange('not base64 at all!'), false);
    PERFORM pg_temp.expect('stored', api.record_exchange(v_payload), true);
    PERFORM pg_temp.expect('stored once', api.record_exchange(v_payload), false);
    SELECT * INTO v_row FROM api.rest_exchange WHERE object_id = v_id;
    PERFORM pg_temp.expect('relay marker', v_row.logged_via, 'relay');
    PERFORM pg_temp.expect('request headers', (v_row.request).headers OPERATOR(extensions.->) 'x-user-id', 'test|bob');
    PERFORM pg_temp.expect('response body', convert_from((v_row.response).content, 'UTF8'), '{"ok":true}');
    -- A huge record is trimmed (bodies dropped) rather than failing the request.
    PERFORM internal.relay_exchange(v_record || jsonb_build_object('request', (v_record -> 'request') || jsonb_build_object('content', repeat('A', 20000))));
END
$$;
