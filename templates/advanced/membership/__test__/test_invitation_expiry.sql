-- An invitation past expires_at cannot be accepted; expire_invitations() records it; a new one can be sent.
DO $$
DECLARE
    v_org uuid := current_setting('test.alice_org')::uuid;
    v_inv record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'bob@example.com');
    -- Age it: the trigger forbids editing expires_at, so move the clock the other way by rewriting the row.
    PERFORM pg_temp.as_system();
    ALTER TABLE membership.invitation DISABLE TRIGGER tr_invitation_transition;
    UPDATE membership.invitation SET expires_at = now() - interval '1 second' WHERE object_id = v_inv.invitation_id;
    ALTER TABLE membership.invitation ENABLE TRIGGER tr_invitation_transition;
    PERFORM pg_temp.act_as('github|bob-001');
    BEGIN
        PERFORM membership.accept_invitation(v_inv.token);
        RAISE EXCEPTION 'expected P0409 accepting an expired invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.expect('invitations expire_invitations records', membership.expire_invitations(), 1);
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.create_invitation(v_org, 'bob@example.com');   -- the slot is free again
END
$$;
