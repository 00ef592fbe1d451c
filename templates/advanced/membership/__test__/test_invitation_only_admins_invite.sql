-- Only an organization's admins invite; a contributor, a stranger and an anonymous caller cannot; a member
-- cannot be invited twice; the token is stored only as its SHA-256.
DO $$
DECLARE
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_inv   record;
BEGIN
    PERFORM pg_temp.act_as('github|bob-001');
    BEGIN
        PERFORM membership.create_invitation(v_org, 'judy@example.com');
        RAISE EXCEPTION 'expected P0404 for a stranger, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as(NULL);
    BEGIN
        PERFORM membership.create_invitation(v_org, 'judy@example.com');
        RAISE EXCEPTION 'expected P0401 when anonymous, got success';
    EXCEPTION WHEN SQLSTATE 'P0401' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as('google|alice-001');
    BEGIN
        PERFORM membership.create_invitation(v_org, 'alice@example.com');
        RAISE EXCEPTION 'expected P0409 inviting an existing member, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'judy@example.com');
    BEGIN
        PERFORM membership.create_invitation(v_org, 'judy@example.com');
        RAISE EXCEPTION 'expected P0409 for a second pending invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.as_system();
    IF (SELECT token_hash FROM membership.invitation WHERE object_id = v_inv.invitation_id)
       IS DISTINCT FROM extensions.digest(v_inv.token, 'sha256') THEN
        RAISE EXCEPTION 'expected token_hash = sha256(token)';
    END IF;
    IF EXISTS (SELECT FROM membership.invitation i WHERE i::text LIKE '%' || v_inv.token || '%') THEN
        RAISE EXCEPTION 'expected the plaintext token nowhere in the table';
    END IF;
END
$$;
