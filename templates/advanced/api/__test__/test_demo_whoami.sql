-- RPC demo.whoami is authenticated and read-only: refused (428) in a read-write transaction, answered with the
-- caller's identity in a READ ONLY one.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM pg_temp.expect('anonymous', (pg_temp.call_rpc('{"jsonrpc": "2.0", "id": 1, "method": "demo.whoami"}')).status_code, 401);
    v_r := pg_temp.call_rpc('{"jsonrpc": "2.0", "id": 1, "method": "demo.whoami"}', 'examples|bob');
    PERFORM pg_temp.expect('read-write', pg_temp.body(v_r) #>> '{error,data,code}', 'pgmi.transaction_read_only_required');
    PERFORM set_config('transaction_read_only', 'on', true);
    v_r := pg_temp.call_rpc('{"jsonrpc": "2.0", "id": 2, "method": "demo.whoami"}', 'examples|bob');
    PERFORM pg_temp.expect('read-only', pg_temp.body(v_r) #>> '{result,email}', 'bob@acme.example');
END
$$;
