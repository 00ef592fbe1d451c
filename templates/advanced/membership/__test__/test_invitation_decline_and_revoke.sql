-- Declining needs only the token; revoking needs an organization admin; both are final.
DO $$
DECLARE
    v_org  uuid := current_setting('test.alice_org')::uuid;
    v_one  record;
    v_two  record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_one FROM membership.create_invitation(v_org, 'frank@example.com');
    SELECT * INTO v_two FROM membership.create_invitation(v_org, 'grace@example.com', 'contributor');
    PERFORM pg_temp.act_as(NULL);                        -- anonymous
    PERFORM membership.decline_invitation(v_one.token);
    PERFORM pg_temp.act_as('github|bob-001');            -- not an admin of Alice's organization
    BEGIN
        PERFORM membership.revoke_invitation(v_two.invitation_id);
        RAISE EXCEPTION 'expected P0404 when a non-admin revokes, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.revoke_invitation(v_two.invitation_id);
    PERFORM pg_temp.as_system();
    IF (SELECT array_agg(status::text ORDER BY email) FROM membership.invitation WHERE organization_id = v_org)
       IS DISTINCT FROM ARRAY['declined', 'revoked'] THEN
        RAISE EXCEPTION 'expected {declined,revoked}, got %',
            (SELECT array_agg(status::text ORDER BY email) FROM membership.invitation WHERE organization_id = v_org);
    END IF;
    BEGIN
        PERFORM membership.decline_invitation(v_two.token);
        RAISE EXCEPTION 'expected P0409 declining a revoked invitation, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
END
$$;
