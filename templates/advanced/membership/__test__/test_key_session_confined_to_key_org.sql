-- Weak point 7.1 #3: a key for organization A acts only in A -- for row-level security, owner and admin checks
-- and key management -- even though its user owns and administers organization B too (reference §6 37-39).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org_a uuid;
    v_org_b uuid;
    v_key   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org_a := membership.create_organization('Org A', 'org-a');
    v_org_b := membership.create_organization('Org B', 'org-b');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, v_org_a, 'A key', NULL, NULL, ARRAY['keys:write']);

    IF pg_temp.act_as('apikey|' || v_key.out_key_id) IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected the key session to resolve to Alice, got %', api.current_user_id();
    END IF;
    PERFORM pg_temp.expect('the key session''s key org', api.current_api_key_org_id(), v_org_a);
    PERFORM pg_temp.expect('the key session''s member orgs', api.current_member_org_ids(), ARRAY[v_org_a]);
    PERFORM pg_temp.expect('the key session''s owner orgs', api.current_owner_org_ids(), ARRAY[v_org_a]);
    PERFORM pg_temp.expect('the key session''s admin orgs', membership.current_admin_org_ids(), ARRAY[v_org_a]);
    PERFORM pg_temp.expect('owned organizations visible to the key session', (SELECT count(*) FROM membership.vw_user_owned_organizations), 1);
    -- Even with keys:write, the key cannot mint or manage in organization B.
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org_b, 'B key');
        RAISE EXCEPTION 'expected P0404 minting in org B from an org A key, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    IF membership.can_create_api_key(v_alice, v_org_b) OR membership.can_create_api_key(v_alice, current_setting('test.alice_org')::uuid) THEN
        RAISE EXCEPTION 'expected can_create_api_key false outside org A, got true';
    END IF;
END
$$;
