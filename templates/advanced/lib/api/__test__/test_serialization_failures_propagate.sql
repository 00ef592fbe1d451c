-- 40001 and 40P01 raised by a handler escape rest_invoke and rpc_invoke untouched (the gateway retries in a
-- new transaction); they are never turned into a response that would let the transaction commit.
DO $$
DECLARE
    v_state text;
    v_code  text;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000050", "path": "/t/conflict/{code}", "requiresAuth": false}',
        $b$ BEGIN RAISE EXCEPTION 'simulated conflict' USING ERRCODE = request.path_params ->> 'code'; END; $b$);
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0001-4000-8000-000000000051", "methodName": "t.conflict", "requiresAuth": false}',
        $b$ BEGIN RAISE EXCEPTION 'simulated conflict' USING ERRCODE = request.params ->> 'code'; END; $b$);
    FOREACH v_code IN ARRAY ARRAY['40001', '40P01'] LOOP
        v_state := NULL;
        BEGIN
            PERFORM pg_temp.rest('GET', '/t/conflict/' || v_code);
        EXCEPTION WHEN serialization_failure OR deadlock_detected THEN
            v_state := SQLSTATE;
        END;
        PERFORM pg_temp.expect('REST propagates ' || v_code, v_state, v_code);
        v_state := NULL;
        BEGIN
            PERFORM pg_temp.rpc(jsonb_build_object('jsonrpc', '2.0', 'id', 1, 'method', 't.conflict', 'params', jsonb_build_object('code', v_code)));
        EXCEPTION WHEN serialization_failure OR deadlock_detected THEN
            v_state := SQLSTATE;
        END;
        PERFORM pg_temp.expect('RPC propagates ' || v_code, v_state, v_code);
    END LOOP;
END
$$;
