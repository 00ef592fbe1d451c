-- POST /echo requires authentication, accepts JSON only, echoes the parsed body; malformed JSON is a 400.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('anonymous', (pg_temp.call('POST', '/echo', NULL, '{"a": 1}')).status_code, 401);
    v_r := pg_temp.call('POST', '/echo?x=1', 'examples|alice', '{"a": [1, 2]}');
    PERFORM pg_temp.expect('status', v_r.status_code, 200);
    PERFORM pg_temp.expect('echo', pg_temp.body(v_r), '{"method": "POST", "url": "/echo?x=1", "body": {"a": [1, 2]}}'::jsonb);
    PERFORM pg_temp.expect('malformed', (api.rest_invoke('POST', '/echo', pg_temp.auth('examples|alice') OPERATOR(extensions.||) extensions.hstore('content-type', 'application/json'),
                                                          convert_to('{oops', 'UTF8'))).status_code, 400);
    PERFORM pg_temp.expect('text/plain', (api.rest_invoke('POST', '/echo', pg_temp.auth('examples|alice') OPERATOR(extensions.||) extensions.hstore('content-type', 'text/plain'),
                                                           convert_to('hi', 'UTF8'))).status_code, 415);
END
$$;
