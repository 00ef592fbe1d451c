-- rpc_invoke validates the JSON-RPC envelope before anything runs: -32700 for unparsable bodies; -32600 for an
-- empty body, a batch, a non-object, a missing or wrong "jsonrpc", an id that is not a string/number/null (the
-- response id is then null), a non-string method, non-structured params.
DO $$
DECLARE
    v_case record;
    v_r    api.http_response;
    v_logged bigint := (SELECT count(*) FROM api.rpc_exchange);
BEGIN
    FOR v_case IN SELECT * FROM (VALUES
        ('{bad',                                                     -32700, 'null'),
        ('',                                                         -32600, 'null'),
        ('[{"jsonrpc": "2.0", "id": 1, "method": "t.echo"}]',        -32600, 'null'),
        ('"text"',                                                   -32600, 'null'),
        ('null',                                                     -32600, 'null'),
        ('{"id": 5, "method": "t.echo"}',                            -32600, '5'),
        ('{"jsonrpc": "1.0", "id": 5, "method": "t.echo"}',          -32600, '5'),
        ('{"jsonrpc": 2.0, "id": 5, "method": "t.echo"}',            -32600, '5'),
        ('{"jsonrpc": "2.0", "id": {"a": 1}, "method": "t.echo"}',   -32600, 'null'),
        ('{"jsonrpc": "2.0", "id": [1], "method": "t.echo"}',        -32600, 'null'),
        ('{"jsonrpc": "2.0", "id": true, "method": "t.echo"}',       -32600, 'null'),
        ('{"jsonrpc": "2.0", "id": 5, "method": 42}',                -32600, '5'),
        ('{"jsonrpc": "2.0", "id": 5}',                              -32600, '5'),
        ('{"jsonrpc": "2.0", "id": 5, "method": "t.echo", "params": 3}', -32600, '5')
    ) AS c(body, code, id) LOOP
        v_r := api.rpc_invoke(NULL, '', convert_to(v_case.body, 'UTF8'));
        PERFORM pg_temp.expect(v_case.body || ' status', v_r.status_code, 400);
        PERFORM pg_temp.expect(v_case.body || ' code', (pg_temp.body(v_r) #>> '{error,code}')::integer, v_case.code);
        PERFORM pg_temp.expect(v_case.body || ' id', pg_temp.body(v_r) -> 'id', v_case.id::jsonb);
        PERFORM pg_temp.expect(v_case.body || ' message', jsonb_typeof(pg_temp.body(v_r) #> '{error,message}'), 'string');
    END LOOP;
    PERFORM pg_temp.expect('NULL body', (pg_temp.body(api.rpc_invoke(api.rpc_resolve('t.echo'))) #>> '{error,code}')::integer, -32600);
    PERFORM pg_temp.expect('handler never ran', (SELECT count(*) FROM api.rpc_exchange), v_logged);
END
$$;
