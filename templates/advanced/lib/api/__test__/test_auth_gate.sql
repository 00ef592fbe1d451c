-- The auth gate: requiresAuth routes need a verified credential (401 + WWW-Authenticate otherwise; RPC -32001);
-- public routes need none. Identity headers of any kind (x-user-id, "user-id") authenticate nobody; a credential
-- that is presented but does not verify -- malformed, unknown, forged secret, another scheme -- raises PA401 before
-- anything runs, with one message for every reason. Handlers see the verified subject.
DO $$
DECLARE
    v_r      api.http_response;
    v_id     text;
    v_bad    text;
    v_errors jsonb := '[]';
BEGIN
    v_r := pg_temp.rest('GET', '/t/private');
    PERFORM pg_temp.expect('anonymous', v_r.status_code, 401);
    PERFORM pg_temp.expect('title', pg_temp.body(v_r) ->> 'title', 'Unauthorized');
    PERFORM pg_temp.expect('challenge', v_r.headers OPERATOR(extensions.->) 'www-authenticate', api.www_authenticate_challenge());
    PERFORM pg_temp.expect('no-store', v_r.headers OPERATOR(extensions.->) 'cache-control', 'no-store');
    v_r := pg_temp.rest('GET', '/t/private', pg_temp.alice());
    PERFORM pg_temp.expect('alice', v_r.status_code, 200);
    PERFORM pg_temp.expect('handler sees subject', pg_temp.body(v_r) ->> 'subject', pg_temp.alice_subject());
    PERFORM pg_temp.expect('user-id header', (pg_temp.rest('GET', '/t/private', extensions.hstore('user-id', 'test|alice'))).status_code, 401);
    FOREACH v_id IN ARRAY ARRAY['test|alice', 'alice', '|alice', 'test|', 'google|nobody-12345', 'apikey|000000000000',
                                pg_temp.alice_subject(), repeat('x', 5000)] LOOP
        PERFORM pg_temp.expect('x-user-id ' || left(v_id, 20), (pg_temp.rest('GET', '/t/private', extensions.hstore('x-user-id', v_id))).status_code, 401);
    END LOOP;
    PERFORM pg_temp.expect('public, anonymous', (pg_temp.rest('GET', '/t/public')).status_code, 200);
    PERFORM pg_temp.expect('public sees alice', pg_temp.body(pg_temp.rest('GET', '/t/public', pg_temp.alice())) ->> 'subject', pg_temp.alice_subject());

    -- Presented but not valid: one SQLSTATE, one message, whatever the reason.
    FOREACH v_bad IN ARRAY ARRAY['Bearer not-a-key', 'Bearer ' || overlay(current_setting('test.alice_key') placing translate(substr(current_setting('test.alice_key'), length(current_setting('test.alice_key')) - 20, 4), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'BCDEFGHIJKLMNOPQRSTUVWXYZAbcdefghijklmnopqrstuvwxyza1234567890') from length(current_setting('test.alice_key')) - 20 for 4),
                                 'Bearer ' || split_part(current_setting('test.alice_key'), '_', 1) || '_0123456789ab_' || repeat('B', 43) || '_000000',
                                 'Basic YWxpY2U6cGFzcw==', 'Bearer', 'Bearer ' || pg_temp.alice_subject()] LOOP
        v_errors := v_errors || pg_temp.expect_error(format('SELECT pg_temp.rest(%L, %L, %L::extensions.hstore)', 'GET', '/t/public',
                                                             extensions.hstore('authorization', v_bad)), 'PA401');
    END LOOP;
    PERFORM pg_temp.expect('one message for every reason', (SELECT count(DISTINCT e) FROM jsonb_array_elements(v_errors) e), 1::bigint);
    PERFORM pg_temp.expect('the message', v_errors #>> '{0,message}', 'invalid credential');

    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}');
    PERFORM pg_temp.expect('RPC anonymous status', v_r.status_code, 401);
    PERFORM pg_temp.expect('RPC anonymous code', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32001);
    PERFORM pg_temp.expect('RPC challenge', v_r.headers OPERATOR(extensions.?) 'www-authenticate', true);
    PERFORM pg_temp.expect('RPC identity header', (pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}',
                                                                              extensions.hstore('x-user-id', 'test|alice'))) #>> '{error,code}')::integer, -32001);
    PERFORM pg_temp.expect('RPC bob', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}', pg_temp.bob())) #>> '{result,subject}',
                           'apikey|' || current_setting('test.bob_key_id'));
    PERFORM pg_temp.expect('RPC public', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.echo", "params": {}}')).status_code, 200);
    PERFORM pg_temp.expect_error('SELECT pg_temp.rpc(''{"jsonrpc": "2.0", "id": 1, "method": "t.echo"}''::jsonb, extensions.hstore(''authorization'', ''Bearer nope''))', 'PA401');
END
$$;
