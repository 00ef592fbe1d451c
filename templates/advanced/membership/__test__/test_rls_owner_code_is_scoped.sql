-- FORCE row level security: owner code (handlers run as the owner) sees only what the request identity may
-- see; only the system context sees everything, and a hand-set system context does not verify.
DO $$
DECLARE
    v_count integer;
BEGIN
    SELECT count(*) INTO v_count FROM membership."user";
    PERFORM pg_temp.expect('users anonymous owner code sees', v_count, 0);
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT count(*) INTO v_count FROM membership.organization;
    PERFORM pg_temp.expect('organizations owner code acting for Alice sees', v_count, 1);
    PERFORM set_config('core.system_context', 'on', true);
    PERFORM pg_temp.expect('in_system_context() under a hand-set core.system_context', core.in_system_context(), false);
    PERFORM pg_temp.expect('organizations seen under a hand-set core.system_context', (SELECT count(*) FROM membership.organization), 1);
    PERFORM pg_temp.as_system();
    SELECT count(*) INTO v_count FROM membership.organization;
    PERFORM pg_temp.expect('the system context sees every organization (at least 2): ' || v_count, v_count >= 2, true);
END
$$;
