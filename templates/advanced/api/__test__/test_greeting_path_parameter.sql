-- GET /greetings/{name} reads request.path_params (decoded).
DO $$
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('greeting', pg_temp.body(pg_temp.call('GET', '/greetings/J%C3%BCrgen')) ->> 'message', 'Hello, Jürgen!');
    PERFORM pg_temp.expect('no name', (pg_temp.call('GET', '/greetings/')).status_code, 404);
END
$$;
