-- Policy resolvers (called before BEGIN): REST by method and URL (version from headers), RPC by method name;
-- unknown routes give zero rows; an unsupported requested level raises 22023.
DO $$
DECLARE
    v_text text;
    v_iso  text;
    v_ro   boolean;
    v_def  boolean;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000030", "path": "/t/policy-rr", "minTransactionIsolation": "repeatable read", "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000031", "path": "/t/policy-ser", "minTransactionIsolation": "serializable", "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000032", "path": "/t/policy-v2", "version": "^v2$", "minTransactionIsolation": "serializable"}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0001-4000-8000-000000000033", "methodName": "policy.report", "minTransactionIsolation": "repeatable read", "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);

    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rest_route_policy('GET', '/t/policy-rr') AS p;
    PERFORM pg_temp.expect('rr route', v_text, '("repeatable read",t,f)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rest_route_policy('HEAD', '/t/policy-rr/?x=1', 'read committed') AS p;
    PERFORM pg_temp.expect('HEAD, weaker request', v_iso, 'repeatable read');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rest_route_policy('get', '/t/policy-rr', 'SERIALIZABLE') AS p;
    PERFORM pg_temp.expect('stronger request', v_text, '(serializable,t,t)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rest_route_policy('GET', '/t/policy-ser') AS p;
    PERFORM pg_temp.expect('serializable read-only', v_text, '(serializable,t,t)');
    PERFORM pg_temp.expect('unknown route', (SELECT count(*) FROM api.rest_route_policy('GET', '/t/nowhere')), 0::bigint);
    PERFORM pg_temp.expect('version-less call misses the v2 route', (SELECT count(*) FROM api.rest_route_policy_for('GET', '/t/policy-v2')), 0::bigint);
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rest_route_policy_for('GET', '/t/policy-v2', extensions.hstore('x-api-version', 'v2')) AS p;
    PERFORM pg_temp.expect('version from headers', v_iso, 'serializable');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM api.rpc_route_policy('policy.report') AS p;
    PERFORM pg_temp.expect('rpc route', v_text, '("repeatable read",t,f)');
    PERFORM pg_temp.expect('unknown method', (SELECT count(*) FROM api.rpc_route_policy('policy.none')), 0::bigint);
    PERFORM pg_temp.expect_error($q$SELECT * FROM api.rest_route_policy('GET', '/t/policy-rr', 'snapshot')$q$, '22023');
    PERFORM pg_temp.expect_error($q$SELECT * FROM api.rpc_route_policy('policy.report', 'bogus')$q$, '22023');
END
$$;
