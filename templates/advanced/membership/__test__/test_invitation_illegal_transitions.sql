-- The state machine holds even for trusted code writing the table directly: only pending moves, and an
-- invitation cannot be edited (another role, another email) or marked expired early.
DO $$
DECLARE
    v_inv record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_inv FROM membership.create_invitation(current_setting('test.alice_org')::uuid, 'heidi@example.com');
    PERFORM pg_temp.as_system();
    BEGIN
        UPDATE membership.invitation SET role = 'admin' WHERE object_id = v_inv.invitation_id;
        RAISE EXCEPTION 'expected P0409 editing the role, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    BEGIN
        UPDATE membership.invitation SET status = 'expired' WHERE object_id = v_inv.invitation_id;
        RAISE EXCEPTION 'expected P0409 expiring an unexpired invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    UPDATE membership.invitation SET status = 'declined' WHERE object_id = v_inv.invitation_id;
    BEGIN
        UPDATE membership.invitation SET status = 'pending' WHERE object_id = v_inv.invitation_id;
        RAISE EXCEPTION 'expected P0409 moving declined back to pending, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    BEGIN
        UPDATE membership.invitation SET status = 'accepted' WHERE object_id = v_inv.invitation_id;
        RAISE EXCEPTION 'expected P0409 accepting a declined invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
END
$$;
