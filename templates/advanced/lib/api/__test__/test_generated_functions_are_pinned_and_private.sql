-- Generated handler functions pin search_path to the documented list and are executable by nobody but the
-- owner: not PUBLIC, not the api/gateway roles, not customer (only the SQL gateways call them).
DO $$
DECLARE
    v_fn record;
BEGIN
    FOR v_fn IN SELECT h.handler_func, p.proconfig FROM api.handler h JOIN pg_proc p ON p.oid = h.handler_func::oid WHERE h.deleted_at IS NULL LOOP
        PERFORM pg_temp.expect(v_fn.handler_func::text || ' search_path',
            v_fn.proconfig, ARRAY['search_path=' || internal.handler_search_path()]);
        PERFORM pg_temp.expect(v_fn.handler_func::text || ' api may execute', has_function_privilege(current_setting('test.api_role'), v_fn.handler_func, 'EXECUTE'), false);
        PERFORM pg_temp.expect(v_fn.handler_func::text || ' gateway may execute', has_function_privilege(current_setting('test.gateway_role'), v_fn.handler_func, 'EXECUTE'), false);
        PERFORM pg_temp.expect(v_fn.handler_func::text || ' customer may execute', has_function_privilege(current_setting('test.customer_role'), v_fn.handler_func, 'EXECUTE'), false);
    END LOOP;
    PERFORM pg_temp.expect('some handlers checked', (SELECT count(*) > 3 FROM api.handler), true);
END
$$;
