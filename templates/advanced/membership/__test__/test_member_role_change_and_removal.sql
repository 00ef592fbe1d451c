-- Organization admins change roles and remove members; the owner's role and membership are untouchable;
-- a removed member loses access at once; members may leave.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_bob   uuid := current_setting('test.bob_id')::uuid;
    v_org   uuid;
    v_inv   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org := membership.create_organization('Team', 'team');
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'bob@example.com', 'reader');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.accept_invitation(v_inv.token);
    BEGIN
        PERFORM membership.change_member_role(v_org, v_bob, 'admin');
        RAISE EXCEPTION 'expected P0404 when a reader promotes himself, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.change_member_role(v_org, v_bob, 'contributor');
    IF membership.get_member_role(v_bob, v_org) IS DISTINCT FROM 'contributor' THEN
        RAISE EXCEPTION 'expected contributor, got %', membership.get_member_role(v_bob, v_org);
    END IF;
    BEGIN
        PERFORM membership.change_member_role(v_org, v_alice, 'reader');
        RAISE EXCEPTION 'expected P0409 changing the owner''s role, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    PERFORM membership.remove_member(v_org, v_bob);
    PERFORM pg_temp.act_as('github|bob-001');
    IF v_org = ANY (api.current_member_org_ids()) THEN
        RAISE EXCEPTION 'expected Bob to lose access when removed';
    END IF;
    BEGIN
        PERFORM membership.remove_member(v_org, v_alice);
        RAISE EXCEPTION 'expected P0404 for a removed member acting on the organization, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.as_system();
    IF (SELECT removed_at FROM membership.organization_member WHERE organization_id = v_org AND user_id = v_bob) IS NULL THEN
        RAISE EXCEPTION 'expected removed_at to be set';
    END IF;
END
$$;
