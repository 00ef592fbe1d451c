-- api.console_handlers (50-console): as the gateway role, an anonymous caller sees public handlers with their
-- policy and no requires_auth one; a verified caller sees those too. The REST endpoints answer through the
-- registry like any route, and /console/exchanges refuses anonymous callers.
DO $$
DECLARE
    v_row record;
BEGIN
    PERFORM membership.set_request_identity(NULL);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    PERFORM pg_temp.expect('anonymous: no auth-gated handler', (SELECT count(*) FROM api.console_handlers() WHERE requires_auth)::integer, 0);
    SELECT * INTO v_row FROM api.console_handlers() WHERE kind = 'rest' AND path = '/t/public';
    PERFORM pg_temp.expect('public REST listed', v_row.name, 'GET /t/public');
    PERFORM pg_temp.expect('methods', v_row.http_methods, ARRAY['GET']);
    PERFORM pg_temp.expect('private REST hidden', EXISTS (SELECT FROM api.console_handlers() WHERE path = '/t/private'), false);
    SELECT * INTO v_row FROM api.console_handlers() WHERE kind = 'rpc' AND name = 't.echo';
    PERFORM pg_temp.expect('rpc method', v_row.rpc_method, 't.echo');
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));

    PERFORM membership.set_request_identity('test|alice');
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    PERFORM pg_temp.expect('verified: private REST listed', EXISTS (SELECT FROM api.console_handlers() WHERE path = '/t/private'), true);
    SELECT * INTO v_row FROM api.console_handlers() WHERE name = 'GET /console/exchanges';
    PERFORM pg_temp.expect('own endpoint: auth', v_row.requires_auth, true);
    PERFORM pg_temp.expect('own endpoint: read-only', v_row.read_only, true);
    PERFORM pg_temp.expect('own endpoint: tags', v_row.tags, ARRAY['console']);
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role'));
    PERFORM membership.set_request_identity(NULL);

    -- Both routes are readOnly: the gateway opens READ ONLY transactions for them (428 otherwise).
    PERFORM set_config('transaction_read_only', 'on', true);
    PERFORM pg_temp.expect('catalog endpoint', (pg_temp.rest('GET', '/console/handlers')).status_code, 200);
    PERFORM pg_temp.expect('catalog is a list', jsonb_typeof(pg_temp.body(pg_temp.rest('GET', '/console/handlers')) -> 'handlers'), 'array');
    PERFORM pg_temp.expect('exchanges need a key', (pg_temp.rest('GET', '/console/exchanges')).status_code, 401);
    PERFORM pg_temp.expect('exchanges with a key', (pg_temp.rest('GET', '/console/exchanges', pg_temp.alice())).status_code, 200);
    PERFORM pg_temp.expect('bad limit', (pg_temp.rest('GET', '/console/exchanges?limit=0', pg_temp.alice())).status_code, 400);
    PERFORM pg_temp.expect('huge limit', (pg_temp.rest('GET', '/console/exchanges?limit=99999', pg_temp.alice())).status_code, 400);
END
$$;
