-- api.console_recent_exchanges (50-console), called as the gateway role, returns only the exchanges whose
-- verified subject is the caller's own: Alice sees hers (written directly and through the read-only relay),
-- never Bob's or anonymous ones; Bob sees only his; an anonymous caller and a hand-set identity see nothing.
-- Internal error detail never comes back.
DO $$
DECLARE
    v_handler uuid := gen_random_uuid();
    v_sealed  text;
    v_alice   uuid[];
    v_bob     uuid[];
    v_seen    uuid[];
    v_row     record;
BEGIN
    -- Exchanges as the writers record them, each under the identity its transaction verified.
    PERFORM membership.set_request_identity('test|alice');
    PERFORM internal.log_rest_exchange(v_handler, ROW('GET', '/t/alice?x=1', ''::extensions.hstore, NULL, '/t/alice', '{}')::api.rest_request,
                                       api.json_response(200, '{}'), now());
    PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'alice_tool', ROW('{}'::jsonb, NULL, '{}'::jsonb, '1'::jsonb)::api.mcp_request,
                                      api.mcp_error(-32602, 'bad arguments', '1'), now(), '22023', 'internal detail');
    -- A read-only dispatch relays a sealed record; the gateway stores it later in its own, anonymous transaction.
    v_sealed := internal.exchange_log_seal(internal.exchange_record('rpc', v_handler, now(), NULL, NULL,
                    jsonb_build_object('route_id', v_handler, 'headers', '{}'::jsonb, 'method', 'alice.rpc', 'params', '{}'::jsonb, 'id', 1),
                    internal.http_response_record(api.json_response(200, '{}'))));
    PERFORM membership.set_request_identity('test|bob');
    PERFORM internal.log_rest_exchange(v_handler, ROW('POST', '/t/bob', ''::extensions.hstore, NULL, '/t/bob', '{}')::api.rest_request,
                                       api.json_response(500, '{}'), now());
    PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'bob_tool', ROW('{}'::jsonb, NULL, '{}'::jsonb, '2'::jsonb)::api.mcp_request,
                                      api.mcp_tool_result('[]', '2'), now());
    PERFORM membership.set_request_identity(NULL);
    PERFORM pg_temp.expect('relay stored', api.record_exchange(v_sealed), true);
    PERFORM internal.log_rest_exchange(v_handler, ROW('GET', '/t/anon', ''::extensions.hstore, NULL, '/t/anon', '{}')::api.rest_request,
                                       api.json_response(200, '{}'), now());

    SELECT array_agg(object_id ORDER BY object_id) INTO v_alice FROM (
        SELECT object_id FROM api.rest_exchange WHERE caller_subject = 'test|alice'
        UNION ALL SELECT object_id FROM api.rpc_exchange WHERE caller_subject = 'test|alice'
        UNION ALL SELECT object_id FROM api.mcp_exchange WHERE caller_subject = 'test|alice') AS t;
    SELECT array_agg(object_id ORDER BY object_id) INTO v_bob FROM (
        SELECT object_id FROM api.rest_exchange WHERE caller_subject = 'test|bob'
        UNION ALL SELECT object_id FROM api.mcp_exchange WHERE caller_subject = 'test|bob') AS t;
    PERFORM pg_temp.expect('alice wrote three (one relayed)', cardinality(v_alice), 3);
    PERFORM pg_temp.expect('bob wrote two', cardinality(v_bob), 2);
    PERFORM pg_temp.expect('relayed row keeps its caller',
                           (SELECT caller_subject FROM api.rpc_exchange WHERE handler_object_id = v_handler), 'test|alice');
    PERFORM pg_temp.expect('anonymous row has no caller',
                           (SELECT caller_subject FROM api.rest_exchange WHERE (request).url = '/t/anon'), NULL::text);

    -- Alice, through the function the console endpoint calls, as the gateway's login role.
    PERFORM membership.set_request_identity('test|alice');
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    SELECT array_agg(exchange_id ORDER BY exchange_id) INTO v_seen FROM api.console_recent_exchanges(200);
    PERFORM pg_temp.expect('alice sees exactly hers', v_seen, v_alice);
    SELECT * INTO v_row FROM api.console_recent_exchanges(200) WHERE protocol = 'mcp';
    PERFORM pg_temp.expect('mcp name', v_row.name, 'tool alice_tool');
    PERFORM pg_temp.expect('mcp error flagged', v_row.is_error, true);
    PERFORM pg_temp.expect('mcp error code', v_row.error_code, -32602);
    PERFORM pg_temp.expect('no internal detail', to_jsonb(v_row)::text LIKE '%internal detail%', false);
    PERFORM pg_temp.expect('rest name', (SELECT name FROM api.console_recent_exchanges(200) WHERE protocol = 'rest'), 'GET /t/alice');
    PERFORM pg_temp.expect('limit honoured', (SELECT count(*) FROM api.console_recent_exchanges(1))::integer, 1);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));

    -- Bob.
    PERFORM membership.set_request_identity('test|bob');
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    SELECT array_agg(exchange_id ORDER BY exchange_id) INTO v_seen FROM api.console_recent_exchanges();
    PERFORM pg_temp.expect('bob sees exactly his', v_seen, v_bob);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));

    -- Anonymous, and a hand-written identity setting: nothing.
    PERFORM membership.set_request_identity(NULL);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    PERFORM pg_temp.expect('anonymous sees nothing', (SELECT count(*) FROM api.console_recent_exchanges())::integer, 0);
    PERFORM set_config('auth.signed_identity', '{"sub": "test|alice", "uid": "' || current_setting('test.alice_id') || '"}.' || repeat('0', 64), true);
    PERFORM pg_temp.expect('hand-set identity sees nothing', (SELECT count(*) FROM api.console_recent_exchanges())::integer, 0);
    PERFORM pg_temp.expect('gateway cannot read the log itself',
                           pg_temp.expect_error('SELECT 1 FROM api.rest_exchange', '42501') IS NOT NULL, true);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));
END
$$;
