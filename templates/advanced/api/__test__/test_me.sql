-- GET /me requires authentication and answers the caller's own profile (Alice sees Alice, Bob sees Bob).
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('anonymous', (pg_temp.call('GET', '/me')).status_code, 401);
    v_r := pg_temp.call('GET', '/me', 'examples|alice');
    PERFORM pg_temp.expect('alice', v_r.status_code, 200);
    PERFORM pg_temp.expect('alice email', pg_temp.body(v_r) ->> 'email', 'alice@acme.example');
    PERFORM pg_temp.expect('alice has her personal organization', jsonb_array_length(pg_temp.body(v_r) -> 'organizationIds'), 1);
    PERFORM pg_temp.expect('bob email', pg_temp.body(pg_temp.call('GET', '/me', 'examples|bob')) ->> 'email', 'bob@acme.example');
    PERFORM pg_temp.expect('private cache', (pg_temp.call('GET', '/me', 'examples|bob')).headers OPERATOR(extensions.->) 'cache-control', 'private, no-store');
END
$$;
