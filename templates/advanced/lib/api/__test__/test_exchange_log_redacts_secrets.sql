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
