-- Every dispatched request is logged once, with credentials redacted: the credential itself never reaches the
-- log (the entry point consumes the Authorization header), cookie and x-api-key headers, secret-looking query
-- parameters, and secret keys in JSON bodies (request and response). Identity headers are dropped; ordinary
-- values are kept.
DO $$
DECLARE
    v_row api.rest_exchange;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0018-4000-8000-000000000001", "path": "/t/login", "httpMethod": "^POST$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"apiKey": "demo_abc_secretvalue", "user": "alice"}'); END; $b$);
    PERFORM pg_temp.rest('POST', '/t/login?access_token=tok123&page=2',
        pg_temp.alice() OPERATOR(extensions.||)
        extensions.hstore(ARRAY['cookie', 'sid=s3ss10n', 'x-api-key', 'k3y', 'x-user-id', 'test|alice', 'content-type', 'application/json']),
        '{"username": "alice", "password": "hunter2", "nested": {"client_secret": "cs", "note": "keep"}}');
    SELECT * INTO v_row FROM api.rest_exchange WHERE handler_object_id = '7e570000-0018-4000-8000-000000000001';
    PERFORM pg_temp.expect('one row', (SELECT count(*) FROM api.rest_exchange WHERE handler_object_id = '7e570000-0018-4000-8000-000000000001'), 1::bigint);
    PERFORM pg_temp.expect('authorization consumed', (v_row.request).headers OPERATOR(extensions.?) 'authorization', false);
    PERFORM pg_temp.expect('cookie', (v_row.request).headers OPERATOR(extensions.->) 'cookie', '[redacted]');
    PERFORM pg_temp.expect('x-api-key', (v_row.request).headers OPERATOR(extensions.->) 'x-api-key', '[redacted]');
    PERFORM pg_temp.expect('x-user-id dropped', (v_row.request).headers OPERATOR(extensions.?) 'x-user-id', false);
    PERFORM pg_temp.expect('query', (v_row.request).url, '/t/login?access_token=[redacted]&page=2');
    PERFORM pg_temp.expect('request body', convert_from((v_row.request).content, 'UTF8')::jsonb,
        '{"username": "alice", "password": "[redacted]", "nested": {"client_secret": "[redacted]", "note": "keep"}}'::jsonb);
    PERFORM pg_temp.expect('response body', convert_from((v_row.response).content, 'UTF8')::jsonb, '{"apiKey": "[redacted]", "user": "alice"}'::jsonb);
    PERFORM pg_temp.expect('nothing secret left', row(v_row.*)::text ~ '(hunter2|s3ss10n|k3y|tok123|secretvalue)', false);
    PERFORM pg_temp.expect('no key left', strpos(row(v_row.*)::text, split_part(current_setting('test.alice_key'), '_', 3)), 0);
    PERFORM pg_temp.expect('status logged', (v_row.response).status_code, 200);
    PERFORM pg_temp.expect('timing', v_row.completed_at >= v_row.enqueued_at, true);
    PERFORM pg_temp.expect('form bodies', convert_from(internal.redact_content(convert_to('user=a&password=p4ss&x=1', 'UTF8')), 'UTF8'), 'user=a&password=[redacted]&x=1');
END
$$;

-- internal.redact_json decides "nothing to redact" from two scans of the JSON text; whatever passes them must be
-- what the full walk would have returned, and whatever fails them must still be redacted exactly: secret names at
-- any depth and in any letter case, secret-shaped values under ordinary names, and values that merely mention a
-- word (kept as they are). The MCP writer keeps context.session_id out of the walk and writes "[redacted]".
DO $$
DECLARE
    v_plain jsonb := '{"id": 1, "result": {"content": [{"text": "pong", "type": "text"}], "isError": false}, "jsonrpc": "2.0"}';
    v_words jsonb := '{"note": "the author pressed a key", "tags": ["signal", "passage"]}';
    v_handler uuid := gen_random_uuid();
    v_outbox text;
    v_record jsonb;
BEGIN
    PERFORM pg_temp.expect('plain value unchanged', internal.redact_json(v_plain), v_plain);
    PERFORM pg_temp.expect('words in values kept', internal.redact_json(v_words), v_words);
    PERFORM pg_temp.expect('deep name, any case', internal.redact_json('{"a": [{"b": {"X-API-KEY": "k", "ok": 1}}]}'),
                           '{"a": [{"b": {"X-API-KEY": "[redacted]", "ok": 1}}]}'::jsonb);
    PERFORM pg_temp.expect('name beside words', internal.redact_json('{"note": "author", "Password": "hunter2"}'),
                           '{"note": "author", "Password": "[redacted]"}'::jsonb);
    PERFORM pg_temp.expect('shape under an ordinary name', internal.redact_json('{"note": "Bearer abc.def"}'),
                           '{"note": "Bearer [redacted]"}'::jsonb);
    PERFORM pg_temp.expect('scalar', internal.redact_json('"token"'), '"token"'::jsonb);
    PERFORM pg_temp.expect('null', internal.redact_json(NULL), NULL::jsonb);

    -- A read-only MCP call: the sealed record carries the parts as the call saw them (redacting waits for the relay's
    -- batch); the outbox shows none of them, and the row api.record_exchanges stores from it is redacted exactly as
    -- a direct INSERT is, session_id as "[redacted]", the error message by value.
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'quick_tool',
            ROW('{"q": "x", "secret": "s3cr3t"}'::jsonb, NULL, '{"session_id": "sess-abc", "protocol_era": "legacy"}'::jsonb, '7'::jsonb)::api.mcp_request,
            ROW(v_plain)::api.mcp_response, now(), 'P0001', 'failed for Bearer abc.def', true);
        v_outbox := current_setting('exchange.outbox');
        RAISE EXCEPTION USING ERRCODE = 'P0900';
    EXCEPTION WHEN SQLSTATE 'P0900' THEN
        NULL;  -- leave the read-only stretch
    END;
    v_record := internal.exchange_log_unseal(v_outbox);
    PERFORM pg_temp.expect('sealed', v_outbox LIKE '%sess-abc%' OR v_outbox LIKE '%s3cr3t%' OR v_outbox LIKE '%abc.def%', false);
    PERFORM pg_temp.expect('sealed as the call saw it', v_record #> '{request,arguments}', '{"q": "x", "secret": "s3cr3t"}'::jsonb);
    PERFORM pg_temp.expect('iv is the object_id', encode(substr(decode(v_outbox, 'base64'), 1, 16), 'hex'),
                           replace(v_record ->> 'object_id', '-', ''));
    PERFORM pg_temp.expect('auto_log false logs nothing', (SELECT count(*) FROM api.mcp_exchange WHERE handler_object_id = v_handler), 0::bigint);
    PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'quick_tool', ROW('{}'::jsonb, NULL, NULL, '1'::jsonb)::api.mcp_request,
                                      ROW(v_plain)::api.mcp_response, now(), NULL, NULL, false);
    PERFORM pg_temp.expect('still nothing', (SELECT count(*) FROM api.mcp_exchange WHERE handler_object_id = v_handler), 0::bigint);
    PERFORM pg_temp.expect('stored', api.record_exchanges(ARRAY[v_outbox]), 1);
    PERFORM pg_temp.expect('arguments', (SELECT (e.request).arguments FROM api.mcp_exchange e WHERE e.handler_object_id = v_handler),
                           '{"q": "x", "secret": "[redacted]"}'::jsonb);
    PERFORM pg_temp.expect('context', (SELECT (e.request).context FROM api.mcp_exchange e WHERE e.handler_object_id = v_handler),
                           '{"session_id": "[redacted]", "protocol_era": "legacy"}'::jsonb);
    PERFORM pg_temp.expect('envelope', (SELECT (e.response).envelope FROM api.mcp_exchange e WHERE e.handler_object_id = v_handler), v_plain);
    PERFORM pg_temp.expect('error message', (SELECT e.error_message FROM api.mcp_exchange e WHERE e.handler_object_id = v_handler),
                           'failed for Bearer [redacted]');
    PERFORM pg_temp.expect('stored like a direct INSERT',
                           (SELECT row((e.request).arguments, (e.request).context, (e.response).envelope, e.error_message)::text
                              FROM api.mcp_exchange e WHERE e.handler_object_id = v_handler),
                           (SELECT row((x.o_request).arguments, (x.o_request).context, (x.o_response).envelope,
                                       internal.redact_secret_values('failed for Bearer abc.def'))::text
                              FROM internal.redact_mcp_exchange(
                                   ROW('{"q": "x", "secret": "s3cr3t"}'::jsonb, NULL, '{"session_id": "sess-abc", "protocol_era": "legacy"}'::jsonb, '7'::jsonb)::api.mcp_request,
                                   ROW(v_plain)::api.mcp_response) AS x));
END
$$;

-- Storing a relayed batch tests the whole batch once for anything to redact (internal.store_exchanges): a clean
-- batch, a batch with one record to redact beside a clean one, a secret-looking name alone (no secret-shaped value
-- anywhere), and clean parts with a key in the error message must each store exactly what redacting every record
-- in full gives. An error message is redacted whole before it is cut to 2,000 characters, relayed or inserted
-- directly: a key across the cut must not be kept in part.
DO $$
DECLARE
    v_clean   uuid := gen_random_uuid();
    v_mixed   uuid := gen_random_uuid();
    v_dirty   uuid := gen_random_uuid();
    v_error   uuid := gen_random_uuid();
    v_named   uuid := gen_random_uuid();
    v_long    uuid := gen_random_uuid();
    v_direct  uuid := gen_random_uuid();
    v_huge    uuid := gen_random_uuid();
    v_across  text := repeat('x', 1985) || ' demo_abcdef_0123456789ABCDEFGHIJ';
    v_plain   api.mcp_request := ROW('{"q": "x"}', NULL, '{"session_id": "sess-1", "protocol_era": "legacy"}', '3')::api.mcp_request;
    v_secret  api.mcp_request := ROW('{"q": "Bearer abc.def"}', 'pgmi://doc?x=eyJhbGciOi.eyJzdWIi.sig', '{"session_id": null}', '4')::api.mcp_request;
    v_name    api.mcp_request := ROW('{"api_key": "plain"}', NULL, '{"session_id": "sess-2"}', '5')::api.mcp_request;
    v_reply   api.mcp_response := ROW('{"jsonrpc": "2.0", "id": 3, "result": {"isError": false}}')::api.mcp_response;
    v_batches text[];
    v_case    record;
BEGIN
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_clean, 'tool', 't', v_plain, v_reply, now(), NULL, NULL, true);
        v_batches[1] := current_setting('exchange.outbox');
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_mixed, 'tool', 't', v_plain, v_reply, now(), NULL, NULL, true);
        PERFORM internal.log_mcp_exchange(v_dirty, 'tool', 't', v_secret, v_reply, now(), NULL, NULL, true);
        v_batches[2] := current_setting('exchange.outbox');
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_error, 'tool', 't', v_plain, v_reply, now(), 'P0001',
                                          'key demo_abcdef_0123456789ABCDEFGHIJ leaked', true);
        v_batches[3] := current_setting('exchange.outbox');
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_named, 'tool', 't', v_name, v_reply, now(), NULL, NULL, true);
        v_batches[4] := current_setting('exchange.outbox');
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_long, 'tool', 't', v_plain, v_reply, now(), 'P0001', v_across, true);
        v_batches[5] := current_setting('exchange.outbox');
        -- Over 64 kB even without its bodies: the relay keeps the first 500 characters of the error message.
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_huge, 'tool', 't', v_plain, v_reply, now(), 'P0001',
                                          repeat('x', 485) || ' demo_abcdef_0123456789ABCDEFGHIJ ' || repeat('y', 70000), true);
        v_batches[6] := current_setting('exchange.outbox');
        RAISE EXCEPTION USING ERRCODE = 'P0900';
    EXCEPTION WHEN SQLSTATE 'P0900' THEN
        NULL;
    END;
    PERFORM pg_temp.expect('clean batch stored', api.record_exchanges(string_to_array(v_batches[1], E'\n')), 1);
    PERFORM pg_temp.expect('mixed batch stored', api.record_exchanges(string_to_array(v_batches[2], E'\n')), 2);
    PERFORM pg_temp.expect('error batch stored', api.record_exchanges(string_to_array(v_batches[3], E'\n')), 1);
    PERFORM pg_temp.expect('named batch stored', api.record_exchanges(string_to_array(v_batches[4], E'\n')), 1);
    PERFORM pg_temp.expect('long error batch stored', api.record_exchanges(string_to_array(v_batches[5], E'\n')), 1);
    PERFORM pg_temp.expect('huge batch stored', api.record_exchanges(string_to_array(v_batches[6], E'\n')), 1);
    PERFORM pg_temp.expect('key across the 64 kB cut',
                           (SELECT e.error_message FROM api.mcp_exchange e WHERE e.handler_object_id = v_huge),
                           repeat('x', 485) || ' [redacted] yyy');
    PERFORM internal.log_mcp_exchange(v_direct, 'tool', 't', v_plain, v_reply, now(), 'P0001', v_across, true);
    PERFORM pg_temp.expect('key across the cut, relayed',
                           (SELECT e.error_message FROM api.mcp_exchange e WHERE e.handler_object_id = v_long),
                           repeat('x', 1985) || ' [redacted]');
    PERFORM pg_temp.expect('key across the cut, inserted',
                           (SELECT e.error_message FROM api.mcp_exchange e WHERE e.handler_object_id = v_direct),
                           repeat('x', 1985) || ' [redacted]');
    FOR v_case IN SELECT * FROM (VALUES ('clean', v_clean, v_plain), ('clean beside a secret', v_mixed, v_plain),
                                        ('secret', v_dirty, v_secret), ('key in the error', v_error, v_plain),
                                        ('secret name', v_named, v_name)) AS c(label, handler, request)
    LOOP
        PERFORM pg_temp.expect(v_case.label || ': as redacted in full',
            (SELECT row(e.request, e.response)::text FROM api.mcp_exchange e WHERE e.handler_object_id = v_case.handler),
            (SELECT row(x.o_request, x.o_response)::text FROM internal.redact_mcp_exchange(v_case.request, v_reply) AS x));
    END LOOP;
    PERFORM pg_temp.expect('session_id', (SELECT (e.request).context ->> 'session_id' FROM api.mcp_exchange e WHERE e.handler_object_id = v_clean), '[redacted]');
    PERFORM pg_temp.expect('secret arguments', (SELECT (e.request).arguments FROM api.mcp_exchange e WHERE e.handler_object_id = v_dirty),
                           '{"q": "Bearer [redacted]"}'::jsonb);
    PERFORM pg_temp.expect('secret uri', (SELECT (e.request).uri FROM api.mcp_exchange e WHERE e.handler_object_id = v_dirty), 'pgmi://doc?x=[redacted]');
    PERFORM pg_temp.expect('null session_id kept', (SELECT (e.request).context FROM api.mcp_exchange e WHERE e.handler_object_id = v_dirty),
                           '{"session_id": null}'::jsonb);
    PERFORM pg_temp.expect('secret name', (SELECT (e.request).arguments FROM api.mcp_exchange e WHERE e.handler_object_id = v_named),
                           '{"api_key": "[redacted]"}'::jsonb);
    PERFORM pg_temp.expect('key in the error', (SELECT e.error_message FROM api.mcp_exchange e WHERE e.handler_object_id = v_error),
                           'key [redacted] leaked');
END
$$;
