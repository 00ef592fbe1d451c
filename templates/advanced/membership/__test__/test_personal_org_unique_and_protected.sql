-- Weak point 7.3 #22: one personal organization per user (unique index), never deleted, transferred or converted.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
BEGIN
    PERFORM pg_temp.as_system();
    BEGIN
        INSERT INTO membership.organization (name, slug, owner_user_id, is_personal) VALUES ('Second', 'second-personal', v_alice, true);
        RAISE EXCEPTION 'expected a unique violation for a second personal organization, got success';
    EXCEPTION WHEN unique_violation THEN NULL;          -- expected
    END;
    BEGIN
        UPDATE membership.organization SET owner_user_id = current_setting('test.bob_id')::uuid WHERE object_id = v_org;
        RAISE EXCEPTION 'expected P0409 transferring a personal organization, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    BEGIN
        DELETE FROM membership.organization WHERE object_id = v_org;
        RAISE EXCEPTION 'expected P0409 deleting a personal organization, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    IF membership.create_personal_organization(v_alice) IS DISTINCT FROM v_org THEN
        RAISE EXCEPTION 'expected create_personal_organization to return the existing one';
    END IF;
END
$$;
