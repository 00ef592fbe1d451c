-- RPC demo.sum adds two numbers (public); missing or non-numeric params are -32602 with the request id.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    v_r := pg_temp.call_rpc('{"jsonrpc": "2.0", "id": 1, "method": "demo.sum", "params": {"a": 5, "b": 3}}');
    PERFORM pg_temp.expect('status', v_r.status_code, 200);
    PERFORM pg_temp.expect('result', pg_temp.body(v_r), '{"jsonrpc": "2.0", "id": 1, "result": {"sum": 8}}'::jsonb);
    v_r := pg_temp.call_rpc('{"jsonrpc": "2.0", "id": "q", "method": "demo.sum", "params": {"a": "5"}}');
    PERFORM pg_temp.expect('invalid params', pg_temp.body(v_r) #>> '{error,code}', '-32602');
    PERFORM pg_temp.expect('id', pg_temp.body(v_r) ->> 'id', 'q');
END
$$;
