-- A key may disable or revoke itself without keys:write; once disabled its session is anonymous and cannot
-- re-enable it; the holder, signed in, can (reference §6 40-42).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_key   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, current_setting('test.alice_org')::uuid, 'self');
    PERFORM pg_temp.act_as('apikey|' || v_key.out_key_id);
    PERFORM membership.disable_api_key(v_key.out_key_id);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected the disabled key''s session to be anonymous, got %', api.current_user_id();
    END IF;
    BEGIN
        PERFORM membership.enable_api_key(v_key.out_key_id);
        RAISE EXCEPTION 'expected P0404 re-enabling from the dead session, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.enable_api_key(v_key.out_key_id);
    IF pg_temp.act_as('apikey|' || v_key.out_key_id) IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected the re-enabled key to resolve to Alice';
    END IF;
    PERFORM membership.revoke_api_key(v_key.out_key_id);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected the revoked key''s session to end at once';
    END IF;
END
$$;
