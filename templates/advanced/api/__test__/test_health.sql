-- GET /health is public, answers {"status": "healthy"} and is never written to the exchange log.
DO $$
DECLARE
    v_before bigint := (SELECT count(*) FROM api.rest_exchange);
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('status', pg_temp.body(pg_temp.call('GET', '/health')) ->> 'status', 'healthy');
    PERFORM pg_temp.expect('not logged', (SELECT count(*) FROM api.rest_exchange), v_before);
END
$$;
