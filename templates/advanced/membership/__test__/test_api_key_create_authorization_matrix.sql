-- Who may mint for whom (reference §6 83-88): the team organization is owned by Alice; Bob is a contributor,
-- later an admin.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_bob   uuid := current_setting('test.bob_id')::uuid;
    v_team  uuid;
    v_inv   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_team := membership.create_organization('Team', 'team');
    SELECT * INTO v_inv FROM membership.create_invitation(v_team, 'bob@example.com', 'contributor');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.accept_invitation(v_inv.token);

    BEGIN PERFORM membership.create_api_key(v_alice, current_setting('test.alice_org')::uuid, 'x');
          RAISE EXCEPTION 'expected P0404: Bob for Alice in her personal org';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    BEGIN PERFORM membership.create_api_key(v_bob, current_setting('test.alice_org')::uuid, 'x');
          RAISE EXCEPTION 'expected P0404: Bob for himself in Alice''s personal org';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    BEGIN PERFORM membership.create_api_key(v_alice, v_team, 'x');
          RAISE EXCEPTION 'expected P0404: contributor Bob for Alice in the team';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    PERFORM membership.create_api_key(v_bob, v_team, 'bob self');                 -- self-service

    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.create_api_key(v_bob, v_team, 'alice for bob');            -- owner
    BEGIN PERFORM membership.create_api_key(current_setting('test.bob_id')::uuid, current_setting('test.bob_org')::uuid, 'x');
          RAISE EXCEPTION 'expected P0404: Alice for Bob in Bob''s personal org';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
    PERFORM membership.change_member_role(v_team, v_bob, 'admin');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.create_api_key(v_alice, v_team, 'bob for alice');          -- admin
    PERFORM pg_temp.act_as(NULL);
    BEGIN PERFORM membership.create_api_key(v_alice, v_team, 'x');
          RAISE EXCEPTION 'expected P0404 when anonymous';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL; END;
END
$$;
