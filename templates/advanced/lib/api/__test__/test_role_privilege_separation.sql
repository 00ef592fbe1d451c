-- Catalog rules for the whole template (fails the deploy on any violation):
--   * every SECURITY DEFINER routine in api, internal, core, common, membership pins search_path;
--   * no routine in api or membership is executable by PUBLIC (a NULL ACL counts as PUBLIC);
--   * registration is admin-only (never api, gateway, customer); the SQL entry points are api/gateway (and
--     admin) only, never customer; customer is in neither api nor owner and cannot register by switching role.
DO $$
DECLARE
    v_bad  text;
    v_fn   text;
    v_role text;
BEGIN
    SELECT string_agg(p.oid::regprocedure::text, ', ') INTO v_bad
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('api', 'internal', 'core', 'common', 'membership') AND p.prosecdef
       AND NOT EXISTS (SELECT FROM unnest(coalesce(p.proconfig, '{}')) c WHERE c LIKE 'search_path=%');
    PERFORM pg_temp.expect('SECURITY DEFINER without a pinned search_path', v_bad, NULL::text);

    SELECT string_agg(p.oid::regprocedure::text, ', ') INTO v_bad
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('api', 'membership')
       AND (p.proacl IS NULL OR EXISTS (SELECT FROM aclexplode(p.proacl) a WHERE a.grantee = 0 AND a.privilege_type = 'EXECUTE'));
    PERFORM pg_temp.expect('api/membership routines executable by PUBLIC', v_bad, NULL::text);

    FOREACH v_fn IN ARRAY ARRAY['api.create_or_replace_rest_handler(jsonb,text)', 'api.create_or_replace_rpc_handler(jsonb,text)',
                                'api.create_or_replace_mcp_handler(jsonb,text)', 'api.delete_handler(uuid)',
                                'api.purge_exchanges_batch(timestamptz,integer)'] LOOP
        PERFORM pg_temp.expect(v_fn || ' admin', has_function_privilege(current_setting('test.admin_role'), v_fn, 'EXECUTE'), true);
        FOREACH v_role IN ARRAY ARRAY[current_setting('test.api_role'), current_setting('test.gateway_role'), current_setting('test.customer_role')] LOOP
            PERFORM pg_temp.expect(v_fn || ' ' || v_role, has_function_privilege(v_role, v_fn, 'EXECUTE'), false);
        END LOOP;
    END LOOP;
    FOREACH v_fn IN ARRAY ARRAY['api.rest_invoke(text,text,extensions.hstore,bytea)', 'api.rest_invoke(text,text,extensions.hstore,jsonb)',
                                'api.rest_invoke(text,text,extensions.hstore,xml)', 'api.rpc_invoke(uuid,extensions.hstore,bytea)',
                                'api.rpc_resolve(text)', 'api.rest_route_policy_for(text,text,extensions.hstore,text)',
                                'api.rest_route_policy(text,text,text,text)', 'api.rpc_route_policy(text,text)',
                                'api.openapi_document()', 'api.catalog_version()', 'api.record_exchange(text)'] LOOP
        PERFORM pg_temp.expect(v_fn || ' gateway', has_function_privilege(current_setting('test.gateway_role'), v_fn, 'EXECUTE'), true);
        PERFORM pg_temp.expect(v_fn || ' admin', has_function_privilege(current_setting('test.admin_role'), v_fn, 'EXECUTE'), true);
        PERFORM pg_temp.expect(v_fn || ' customer', has_function_privilege(current_setting('test.customer_role'), v_fn, 'EXECUTE'), false);
    END LOOP;
    PERFORM pg_temp.expect('customer in api', pg_has_role(current_setting('test.customer_role'), current_setting('test.api_role'), 'MEMBER'), false);
    PERFORM pg_temp.expect('customer in owner', pg_has_role(current_setting('test.customer_role'), current_setting('test.owner_role'), 'MEMBER'), false);
    PERFORM pg_temp.expect('gateway reads the registry', has_table_privilege(current_setting('test.gateway_role'), 'api.handler', 'SELECT'), false);
    PERFORM pg_temp.expect('gateway reads the log', has_table_privilege(current_setting('test.gateway_role'), 'api.rest_exchange', 'SELECT'), false);
    PERFORM pg_temp.expect('gateway uses internal', has_schema_privilege(current_setting('test.gateway_role'), 'internal', 'USAGE'), false);
    PERFORM pg_temp.expect('admin reads the inventory', has_table_privilege(current_setting('test.admin_role'), 'api.vw_handler_inventory', 'SELECT'), true);

    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.customer_role'));
    PERFORM pg_temp.expect('customer registers', pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0020-4000-8000-000000000001", "path": "/t/customer-made"}', 'BEGIN RETURN NULL; END;')$q$, '42501') IS NOT NULL, true);
    PERFORM pg_temp.expect('customer invokes', pg_temp.expect_error($q$SELECT api.rest_invoke('GET', '/t/public')$q$, '42501') IS NOT NULL, true);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));
    PERFORM pg_temp.expect('nothing registered', EXISTS (SELECT FROM api.handler WHERE object_id = '7e570000-0020-4000-8000-000000000001'), false);
END
$$;
