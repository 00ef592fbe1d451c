-- FORCE binds the owner too (SECURITY DEFINER handlers): anonymous owner code sees no note; a hand-set
-- identity or system-context setting does not verify; the system context sees every tenant.
DO $$
BEGIN
    PERFORM pg_temp.expect('notes anonymous owner code sees', (SELECT count(*) FROM core.test_note), 0);
    PERFORM set_config('auth.signed_identity', '{"uid":"x"}.' || repeat('a', 64), true);
    PERFORM set_config('core.system_context', repeat('a', 64), true);
    PERFORM pg_temp.expect('notes seen under forged settings', (SELECT count(*) FROM core.test_note), 0);
    PERFORM pg_temp.expect('in_system_context() under forged settings', core.in_system_context(), false);
    PERFORM core.enter_system_context();
    PERFORM pg_temp.expect('notes the system context sees', (SELECT count(*) FROM core.test_note), 2);
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    -- The owner's system context does not extend to other roles.
    PERFORM pg_temp.expect('notes the customer sees despite the owner''s system context', (SELECT count(*) FROM core.test_note), 0);
END
$$;
