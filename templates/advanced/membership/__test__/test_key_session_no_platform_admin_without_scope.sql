-- Weak point 7.1 #3: a platform admin's key is not a platform-admin credential unless it holds platform:admin.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_plain record;
    v_power record;
BEGIN
    PERFORM membership.set_platform_admin(v_alice, true);
    PERFORM pg_temp.act_as('google|alice-001');
    IF NOT api.current_user_is_admin() THEN
        RAISE EXCEPTION 'expected Alice signed in to be a platform admin, got false';
    END IF;
    SELECT * INTO v_plain FROM membership.create_api_key(v_alice, v_org, 'plain');
    SELECT * INTO v_power FROM membership.create_api_key(v_alice, v_org, 'power', NULL, NULL, ARRAY['platform:admin']);
    PERFORM pg_temp.act_as('apikey|' || v_plain.out_key_id);
    IF api.current_user_is_admin() THEN
        RAISE EXCEPTION 'expected a key without platform:admin to have no admin power, got true';
    END IF;
    -- ... and it cannot reach Bob's organization the way a platform admin could.
    IF membership.can_create_api_key(v_alice, current_setting('test.bob_org')::uuid) THEN
        RAISE EXCEPTION 'expected no authority in Bob''s organization, got some';
    END IF;
    PERFORM pg_temp.act_as('apikey|' || v_power.out_key_id);
    IF NOT api.current_user_is_admin() THEN
        RAISE EXCEPTION 'expected a key with platform:admin to act as platform admin, got false';
    END IF;
    -- Only platform admins hand out platform:admin.
    PERFORM pg_temp.act_as('github|bob-001');
    BEGIN
        PERFORM membership.create_api_key(current_setting('test.bob_id')::uuid, current_setting('test.bob_org')::uuid,
                                          'escalate', NULL, NULL, ARRAY['platform:admin']);
        RAISE EXCEPTION 'expected P0403 for a non-admin granting platform:admin, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
END
$$;
