-- FORCE binds the owner too (SECURITY DEFINER handlers): anonymous owner code sees no note; a hand-set
-- identity or system-context setting does not verify; the system context sees every tenant.
DO $$
BEGIN
    IF (SELECT count(*) FROM core.test_note) <> 0 THEN
        RAISE EXCEPTION 'expected anonymous owner code to see 0 notes, got %', (SELECT count(*) FROM core.test_note);
    END IF;
    PERFORM set_config('auth.signed_identity', '{"uid":"x"}.' || repeat('a', 64), true);
    PERFORM set_config('core.system_context', repeat('a', 64), true);
    IF (SELECT count(*) FROM core.test_note) <> 0 OR core.in_system_context() THEN
        RAISE EXCEPTION 'expected forged settings to grant nothing';
    END IF;
    PERFORM core.enter_system_context();
    IF (SELECT count(*) FROM core.test_note) <> 2 THEN
        RAISE EXCEPTION 'expected the system context to see both notes, got %', (SELECT count(*) FROM core.test_note);
    END IF;
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    -- The owner's system context does not extend to other roles.
    IF (SELECT count(*) FROM core.test_note) <> 0 THEN
        RAISE EXCEPTION 'expected the customer to see nothing despite the owner''s system context, got %', (SELECT count(*) FROM core.test_note);
    END IF;
END
$$;
