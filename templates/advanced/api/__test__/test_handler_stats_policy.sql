-- GET /stats/handlers declares SERIALIZABLE + readOnly: the resolver tells the gateway to open SERIALIZABLE READ
-- ONLY DEFERRABLE, and a weaker transaction is refused with 428 (after authentication).
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('policy', (SELECT p::text FROM api.rest_route_policy('GET', '/stats/handlers') p), '(serializable,t,t)');
    PERFORM pg_temp.expect('anonymous first', (pg_temp.call('GET', '/stats/handlers')).status_code, 401);
    v_r := pg_temp.call('GET', '/stats/handlers', 'examples|alice');
    PERFORM pg_temp.expect('too weak', v_r.status_code, 428);
    PERFORM pg_temp.expect('code', pg_temp.body(v_r) ->> 'code', 'pgmi.transaction_isolation_too_weak');
END
$$;
