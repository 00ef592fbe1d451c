-- A second identity provider that asserts the same VERIFIED email links to the existing verified account
-- (reference §6 items 12-17, now only when both sides are verified).
DO $$
DECLARE
    v_alice  uuid := current_setting('test.alice_id')::uuid;
    v_linked uuid := membership.upsert_user('azure-ad', 'alice-azure-001', 'alice@example.com', 'Alice Azure', true);
    v_claims membership.vw_user_claims;
BEGIN
    IF v_linked IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected the azure-ad identity linked to Alice %, got %', v_alice, v_linked;
    END IF;
    PERFORM pg_temp.as_system();
    PERFORM pg_temp.expect('Alice''s identities', (SELECT count(*) FROM membership.user_identity WHERE user_object_id = v_alice), 2);
    IF NOT EXISTS (SELECT FROM membership.vw_user_identities WHERE user_object_id = v_alice AND idp_provider = 'azure-ad') THEN
        RAISE EXCEPTION 'expected vw_user_identities to list the azure-ad identity, got none';
    END IF;
    SELECT * INTO v_claims FROM membership.vw_user_claims WHERE user_id = v_alice;
    PERFORM pg_temp.expect('identities in vw_user_claims', jsonb_array_length(v_claims.identities), 2);
    PERFORM pg_temp.expect('at least one organization in vw_user_claims: ' || coalesce(v_claims.member_org_ids::text, 'NULL'),
        cardinality(v_claims.member_org_ids) >= 1, true);
    IF (SELECT display_name FROM membership."user" WHERE object_id = v_alice) IS DISTINCT FROM 'Alice' THEN
        RAISE EXCEPTION 'expected linking to leave the display name Alice, got %', (SELECT display_name FROM membership."user" WHERE object_id = v_alice);
    END IF;
END
$$;
