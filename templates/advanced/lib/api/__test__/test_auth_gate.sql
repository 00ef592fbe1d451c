-- The auth gate: requiresAuth routes need an identity the gateway set in x-user-id that resolves to an active
-- user (401 + WWW-Authenticate otherwise; RPC -32001); public routes need none. Malformed subjects and other
-- header names ("user-id") do not authenticate; handlers see the verified subject.
DO $$
DECLARE
    v_r  api.http_response;
    v_id text;
BEGIN
    v_r := pg_temp.rest('GET', '/t/private');
    PERFORM pg_temp.expect('anonymous', v_r.status_code, 401);
    PERFORM pg_temp.expect('title', pg_temp.body(v_r) ->> 'title', 'Unauthorized');
    PERFORM pg_temp.expect('challenge', v_r.headers OPERATOR(extensions.->) 'www-authenticate', api.www_authenticate_challenge());
    PERFORM pg_temp.expect('no-store', v_r.headers OPERATOR(extensions.->) 'cache-control', 'no-store');
    v_r := pg_temp.rest('GET', '/t/private', pg_temp.alice());
    PERFORM pg_temp.expect('alice', v_r.status_code, 200);
    PERFORM pg_temp.expect('handler sees subject', pg_temp.body(v_r) ->> 'subject', 'test|alice');
    PERFORM pg_temp.expect('user-id header', (pg_temp.rest('GET', '/t/private', extensions.hstore('user-id', 'test|alice'))).status_code, 401);
    FOREACH v_id IN ARRAY ARRAY['alice', '|alice', 'test|', 'google|nobody-12345', 'apikey|000000000000', repeat('x', 5000)] LOOP
        PERFORM pg_temp.expect('x-user-id ' || left(v_id, 20), (pg_temp.rest('GET', '/t/private', extensions.hstore('x-user-id', v_id))).status_code, 401);
    END LOOP;
    PERFORM pg_temp.expect('public, anonymous', (pg_temp.rest('GET', '/t/public')).status_code, 200);
    PERFORM pg_temp.expect('public sees alice', pg_temp.body(pg_temp.rest('GET', '/t/public', pg_temp.alice())) ->> 'subject', 'test|alice');

    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}');
    PERFORM pg_temp.expect('RPC anonymous status', v_r.status_code, 401);
    PERFORM pg_temp.expect('RPC anonymous code', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32001);
    PERFORM pg_temp.expect('RPC challenge', v_r.headers OPERATOR(extensions.?) 'www-authenticate', true);
    PERFORM pg_temp.expect('RPC malformed subject', (pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}',
                                                                              extensions.hstore('x-user-id', 'alice'))) #>> '{error,code}')::integer, -32001);
    PERFORM pg_temp.expect('RPC bob', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}', pg_temp.bob())) #>> '{result,subject}', 'test|bob');
    PERFORM pg_temp.expect('RPC public', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.echo", "params": {}}')).status_code, 200);
END
$$;
