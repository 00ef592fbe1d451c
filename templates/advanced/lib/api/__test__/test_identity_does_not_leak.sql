-- Identity is set (or cleared) on every call: an authenticated request followed by one without a credential on
-- the same connection and transaction is anonymous; hand-set settings do not authenticate, and the entry points
-- overwrite the informational auth.* settings with what they verified.
DO $$
BEGIN
    PERFORM pg_temp.expect('alice first', (pg_temp.rest('GET', '/t/private', pg_temp.alice())).status_code, 200);
    PERFORM pg_temp.expect('auth.user_id is the verified subject', current_setting('auth.user_id'), pg_temp.alice_subject());
    PERFORM pg_temp.expect('then anonymous', (pg_temp.rest('GET', '/t/private')).status_code, 401);
    PERFORM pg_temp.expect('auth.user_id cleared', current_setting('auth.user_id'), '');
    PERFORM pg_temp.expect('public sees nobody', pg_temp.body(pg_temp.rest('GET', '/t/public')) -> 'subject', 'null'::jsonb);
    PERFORM pg_temp.expect('rpc alice', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}', pg_temp.alice())).status_code, 200);
    PERFORM pg_temp.expect('rpc then anonymous', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}')).status_code, 401);
    PERFORM set_config('auth.signed_identity', '{"uid": "' || current_setting('test.alice_id') || '"}.' || repeat('0', 64), true);
    PERFORM set_config('auth.user_id', 'test|alice', true);
    PERFORM set_config('auth.idp_subject', 'test|alice', true);
    PERFORM set_config('auth.tenant_id', current_setting('test.alice_id'), true);
    PERFORM pg_temp.expect('hand-set settings ignored', (pg_temp.rest('GET', '/t/private')).status_code, 401);
    PERFORM pg_temp.expect('hand-set settings ignored (RPC)', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}')).status_code, 401);
END
$$;
