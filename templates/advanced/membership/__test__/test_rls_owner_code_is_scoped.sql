-- FORCE row level security: owner code (handlers run as the owner) sees only what the request identity may
-- see; only the system context sees everything, and a hand-set system context does not verify.
DO $$
DECLARE
    v_count integer;
BEGIN
    SELECT count(*) INTO v_count FROM membership."user";
    IF v_count <> 0 THEN
        RAISE EXCEPTION 'expected anonymous owner code to see 0 users, got %', v_count;
    END IF;
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT count(*) INTO v_count FROM membership.organization;
    IF v_count <> 1 THEN
        RAISE EXCEPTION 'expected owner code acting for Alice to see 1 organization, got %', v_count;
    END IF;
    PERFORM set_config('core.system_context', 'on', true);
    IF core.in_system_context() OR (SELECT count(*) FROM membership.organization) <> 1 THEN
        RAISE EXCEPTION 'expected a hand-set core.system_context to be ignored';
    END IF;
    PERFORM pg_temp.as_system();
    SELECT count(*) INTO v_count FROM membership.organization;
    IF v_count < 2 THEN
        RAISE EXCEPTION 'expected the system context to see every organization, got %', v_count;
    END IF;
END
$$;
