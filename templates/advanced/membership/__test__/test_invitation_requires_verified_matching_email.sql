-- Accepting needs the invited address as the acceptor's VERIFIED email, and a person, not an API key.
DO $$
DECLARE
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_inv   record;
    v_key   record;
BEGIN
    PERFORM membership.upsert_user('local', 'ivan-unverified', 'ivan@example.com', 'Ivan?', false);
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'ivan@example.com');
    PERFORM pg_temp.act_as('local|ivan-unverified');
    BEGIN
        PERFORM membership.accept_invitation(v_inv.token);
        RAISE EXCEPTION 'expected P0403 for an unverified address, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as('github|bob-001');            -- holds the token, wrong person
    BEGIN
        PERFORM membership.accept_invitation(v_inv.token);
        RAISE EXCEPTION 'expected P0403 for another person''s invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM membership.accept_invitation('inv_' || repeat('x', 43));
        RAISE EXCEPTION 'expected P0404 for an unknown token, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.bob_id')::uuid, current_setting('test.bob_org')::uuid, 'bob key');
    PERFORM pg_temp.act_as('apikey|' || v_key.out_key_id);
    BEGIN
        PERFORM membership.accept_invitation(v_inv.token);
        RAISE EXCEPTION 'expected P0403 from an API-key session, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
END
$$;
