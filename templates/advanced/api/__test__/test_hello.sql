-- GET /hello is public: "Hello, World!" by default, ?name= picks who (URL-decoded); HEAD works; other methods 405.
DO $$
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('default', pg_temp.body(pg_temp.call('GET', '/hello')) ->> 'message', 'Hello, World!');
    PERFORM pg_temp.expect('name', pg_temp.body(pg_temp.call('GET', '/hello?name=Claude%20Shannon')) ->> 'message', 'Hello, Claude Shannon!');
    PERFORM pg_temp.expect('timestamp', pg_temp.body(pg_temp.call('GET', '/hello')) ? 'timestamp', true);
    PERFORM pg_temp.expect('HEAD', (pg_temp.call('HEAD', '/hello')).status_code, 200);
    PERFORM pg_temp.expect('DELETE', (pg_temp.call('DELETE', '/hello')).status_code, 405);
END
$$;
