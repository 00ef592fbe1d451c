-- The body's method must match the resolved route (else -32600); a NULL route id resolves from the body;
-- an unknown method or route is -32601 "Method not found: <m>" with the request id; ids round-trip exactly.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}', '', api.rpc_resolve('t.echo'));
    PERFORM pg_temp.expect('mismatch status', v_r.status_code, 400);
    PERFORM pg_temp.expect('mismatch code', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32600);
    v_r := api.rpc_invoke(NULL, '', convert_to('{"jsonrpc": "2.0", "id": "a", "method": "t.echo", "params": {"x": 1}}', 'UTF8'));
    PERFORM pg_temp.expect('resolved from body', pg_temp.body(v_r), '{"jsonrpc": "2.0", "id": "a", "result": {"x": 1}}'::jsonb);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 9, "method": "no.such"}');
    PERFORM pg_temp.expect('unknown status', v_r.status_code, 404);
    PERFORM pg_temp.expect('unknown', pg_temp.body(v_r), '{"jsonrpc": "2.0", "id": 9, "error": {"code": -32601, "message": "Method not found: no.such"}}'::jsonb);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 9, "method": "t.echo"}', '', gen_random_uuid());
    PERFORM pg_temp.expect('random route id', (pg_temp.body(v_r) #>> '{error,code}')::integer, -32601);
    PERFORM pg_temp.expect('params by position', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1.5, "method": "t.echo", "params": [1, 2]}')),
                           '{"jsonrpc": "2.0", "id": 1.5, "result": [1, 2]}'::jsonb);
    PERFORM pg_temp.expect('null id', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": null, "method": "t.echo", "params": {}}')) -> 'id', 'null'::jsonb);
END
$$;
