-- A stranger cannot disable, enable, revoke or rotate someone else's key (P0404, nothing changes); a plain
-- reader in the key's organization cannot either; the holder can (reference §6 44, 79-82).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_key   record;
    v_team  uuid;
    v_inv   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, current_setting('test.alice_org')::uuid, 'mine');
    PERFORM pg_temp.act_as('github|bob-001');
    BEGIN PERFORM membership.disable_api_key(v_key.out_key_id); RAISE EXCEPTION 'expected P0404 (disable)';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    BEGIN PERFORM membership.enable_api_key(v_key.out_key_id); RAISE EXCEPTION 'expected P0404 (enable)';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    BEGIN PERFORM membership.revoke_api_key(v_key.out_key_id); RAISE EXCEPTION 'expected P0404 (revoke)';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    BEGIN PERFORM membership.rotate_api_key(v_key.out_key_id); RAISE EXCEPTION 'expected P0404 (rotate)';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    IF membership.can_manage_api_key(v_key.out_key_id) THEN
        RAISE EXCEPTION 'expected can_manage_api_key false for a stranger';
    END IF;
    -- A reader in a shared organization cannot manage the owner's key there either.
    PERFORM pg_temp.act_as('google|alice-001');
    v_team := membership.create_organization('Team', 'team');
    SELECT * INTO v_inv FROM membership.create_invitation(v_team, 'bob@example.com', 'reader');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, v_team, 'team key');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.accept_invitation(v_inv.token);
    IF membership.can_manage_api_key(v_key.out_key_id) THEN
        RAISE EXCEPTION 'expected a reader not to manage the owner''s key';
    END IF;
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.disable_api_key(v_key.out_key_id);
    PERFORM pg_temp.expect('the key''s status after its holder disabled it',
        (SELECT status FROM membership.list_api_keys() WHERE key_id = v_key.out_key_id), 'disabled');
END
$$;
