-- The read-only relay: a sealed record unseals only with this database's key (tampering → NULL);
-- api.record_exchange stores it once (idempotent on the exchange id) marked logged_via = 'relay', and
-- returns false for anything not authentic. In a read-only transaction the writers append sealed records to
-- the transaction's outbox (exchange.outbox); api.record_exchanges stores a batch of them once.
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
    PERFORM pg_temp.expect('opaque', v_payload LIKE '%test|bob%', false);
    PERFORM pg_temp.expect('unseal', internal.exchange_log_unseal(v_payload), v_record);
    PERFORM pg_temp.expect('tampered', internal.exchange_log_unseal(overlay(v_payload placing (CASE WHEN substr(v_payload, 30, 1) = 'A' THEN 'B' ELSE 'A' END) from 30 for 1)), NULL::jsonb);
    PERFORM pg_temp.expect('garbage', api.record_exchange('not base64 at all!'), false);
    -- A batch of base64 that is not authentic (tampered, too short) stores nothing and raises nothing.
    PERFORM pg_temp.expect('forged batch', api.record_exchanges(ARRAY[overlay(v_payload placing (CASE WHEN substr(v_payload, 30, 1) = 'A' THEN 'B' ELSE 'A' END) from 30 for 1), 'AAAA', '']), 0);
    PERFORM pg_temp.expect('stored', api.record_exchange(v_payload), true);
    PERFORM pg_temp.expect('stored once', api.record_exchange(v_payload), false);
    SELECT * INTO v_row FROM api.rest_exchange WHERE object_id = v_id;
    PERFORM pg_temp.expect('relay marker', v_row.logged_via, 'relay');
    PERFORM pg_temp.expect('request headers', (v_row.request).headers OPERATOR(extensions.->) 'x-user-id', 'test|bob');
    PERFORM pg_temp.expect('response body', convert_from((v_row.response).content, 'UTF8'), '{"ok":true}');
END
$$;

DO $$
DECLARE
    v_base    jsonb := jsonb_build_object('v', 1, 'protocol', 'rest', 'handler_object_id', '7e570000-0000-4000-8000-000000000001',
        'enqueued_at', now(), 'completed_at', now(),
        'request', jsonb_build_object('method', 'GET', 'url', '/t/outbox', 'headers', '{}'::jsonb, 'content', NULL,
                                      'canonical_path', '/t/outbox', 'path_params', '{}'::jsonb),
        'response', jsonb_build_object('status_code', 200, 'headers', '{}'::jsonb, 'content', NULL));
    v_first   uuid := gen_random_uuid();
    v_second  uuid := gen_random_uuid();
    v_outbox  text;
    v_records text[];
BEGIN
    -- A read-only stretch, undone afterwards by the exception block (read-write again, outbox gone with it).
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        PERFORM internal.relay_exchange(v_base || jsonb_build_object('object_id', v_first));
        -- A huge record is trimmed (bodies dropped) rather than failing the request or bloating the outbox.
        PERFORM internal.relay_exchange(v_base || jsonb_build_object('object_id', v_second, 'request',
                                        (v_base -> 'request') || jsonb_build_object('content', repeat('A', 100000))));
        v_outbox := current_setting('exchange.outbox');
        RAISE EXCEPTION USING ERRCODE = 'P0900';
    EXCEPTION WHEN SQLSTATE 'P0900' THEN
        NULL;  -- expected: leave the read-only stretch
    END;
    PERFORM pg_temp.expect('read-write again', current_setting('transaction_read_only'), 'off');
    v_records := string_to_array(v_outbox, E'\n');
    PERFORM pg_temp.expect('two records in the outbox', cardinality(v_records), 2);
    PERFORM pg_temp.expect('trimmed', octet_length(v_outbox) < 20000, true);
    PERFORM pg_temp.expect('sealed', v_outbox LIKE '%/t/outbox%', false);
    PERFORM pg_temp.expect('batch stored', api.record_exchanges(v_records || ARRAY['forged', NULL]), 2);
    PERFORM pg_temp.expect('batch stored once', api.record_exchanges(v_records), 0);
    PERFORM pg_temp.expect('both rows', (SELECT count(*) FROM api.rest_exchange WHERE object_id IN (v_first, v_second) AND logged_via = 'relay'), 2::bigint);
    PERFORM pg_temp.expect('second marked truncated', (SELECT (request).content IS NULL FROM api.rest_exchange WHERE object_id = v_second), true);
END
$$;

-- The sealing key is the signing key's derived column: the same HMAC the writers computed before it was stored
-- (records sealed by a gateway's queue across an upgrade still open), and a rotated secret rotates it too.
DO $$
DECLARE
    v_derived bytea := (SELECT extensions.hmac(convert_to('pgmi exchange-log seal v1', 'UTF8'), k.secret, 'sha256')
                          FROM internal.signing_key k WHERE k.id = 1);
    v_sealed  text;
BEGIN
    -- Compared as booleans: a failure must not print key material.
    PERFORM pg_temp.expect('derived key is HMAC(purpose, secret)', internal.exchange_log_key() IS NOT DISTINCT FROM v_derived, true);
    v_sealed := internal.exchange_log_seal('{"v": 1}'::jsonb);
    UPDATE internal.signing_key SET secret = extensions.gen_random_bytes(32) WHERE id = 1;
    PERFORM pg_temp.expect('rotated with the secret',
        internal.exchange_log_key() IS NOT DISTINCT FROM v_derived
        OR internal.exchange_log_key() IS DISTINCT FROM (SELECT extensions.hmac(convert_to('pgmi exchange-log seal v1', 'UTF8'), k.secret, 'sha256')
                                                          FROM internal.signing_key k WHERE k.id = 1), false);
    PERFORM pg_temp.expect('sealed under the old secret', internal.exchange_log_unseal(v_sealed), NULL::jsonb);
END
$$;

-- The MCP writer's read-only record is JSON text, sealed in the writer's own body: an ordinary one is stored as the
-- call saw it, with the subject the dispatcher verified; one over 64 kB keeps its outcome and drops its arguments;
-- its keys come in jsonb's own order (so the relay's parse need not sort them) -- read from the decrypted text.
DO $$
DECLARE
    v_handler uuid := '7e570000-0000-4000-8000-000000000002';
    v_outbox  text;
    v_records text[];
    v_small   api.mcp_exchange;
    v_huge    api.mcp_exchange;
    v_raw     bytea;
    v_text    json;
BEGIN
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'relay_small',
            ROW('{"q": "ok \"quoted\""}'::jsonb, NULL, '{"protocol_version": "2025-11-25"}'::jsonb, '1'::jsonb)::api.mcp_request,
            ROW('{"result": {"content": []}}'::jsonb)::api.mcp_response, now(), NULL, NULL, true, 'apikey|relaytest');
        PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'relay_huge',
            ROW(jsonb_build_object('q', repeat('A', 100000)), NULL, NULL, '2'::jsonb)::api.mcp_request,
            ROW('{"result": {"content": []}}'::jsonb)::api.mcp_response, now(), 'P0001', 'it failed', true, NULL);
        v_outbox := current_setting('exchange.outbox');
        RAISE EXCEPTION USING ERRCODE = 'P0900';
    EXCEPTION WHEN SQLSTATE 'P0900' THEN
        NULL;  -- expected: leave the read-only stretch
    END;
    v_records := string_to_array(v_outbox, E'\n');
    PERFORM pg_temp.expect('two MCP records in the outbox', cardinality(v_records), 2);
    PERFORM pg_temp.expect('huge MCP record trimmed', octet_length(v_outbox) < 20000, true);
    v_raw := decode(v_records[1], 'base64');
    v_text := convert_from(extensions.decrypt_iv(substr(v_raw, 17, octet_length(v_raw) - 48), internal.exchange_log_key(),
                                                 substr(v_raw, 1, 16), 'aes-cbc/pad:pkcs'), 'UTF8')::json;
    PERFORM pg_temp.expect('record keys in jsonb order',
                           (SELECT array_agg(k) FROM json_object_keys(v_text) AS k)::text,
                           (SELECT array_agg(k) FROM jsonb_object_keys(v_text::jsonb) AS k)::text);
    PERFORM pg_temp.expect('request keys in jsonb order',
                           (SELECT array_agg(k) FROM json_object_keys(v_text -> 'request') AS k)::text,
                           (SELECT array_agg(k) FROM jsonb_object_keys((v_text -> 'request')::jsonb) AS k)::text);
    PERFORM pg_temp.expect('MCP batch stored', api.record_exchanges(v_records), 2);
    SELECT * INTO v_small FROM api.mcp_exchange WHERE mcp_name = 'relay_small' AND logged_via = 'relay';
    SELECT * INTO v_huge FROM api.mcp_exchange WHERE mcp_name = 'relay_huge' AND logged_via = 'relay';
    PERFORM pg_temp.expect('arguments as sent', (v_small.request).arguments, '{"q": "ok \"quoted\""}'::jsonb);
    PERFORM pg_temp.expect('context as sent', (v_small.request).context, '{"protocol_version": "2025-11-25"}'::jsonb);
    PERFORM pg_temp.expect('envelope as answered', (v_small.response).envelope, '{"result": {"content": []}}'::jsonb);
    PERFORM pg_temp.expect('verified subject', v_small.caller_subject, 'apikey|relaytest');
    PERFORM pg_temp.expect('huge: arguments dropped', (v_huge.request).arguments IS NULL, true);
    PERFORM pg_temp.expect('huge: outcome kept', v_huge.error_sqlstate || ' ' || v_huge.error_message, 'P0001 it failed');
END
$$;
