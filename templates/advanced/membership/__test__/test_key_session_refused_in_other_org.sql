-- Weak point 7.1 #3, row level: a key for org A sees none of org B's rows and cannot manage org B's keys.
DO $$
DECLARE
    v_alice   uuid := current_setting('test.alice_id')::uuid;
    v_org_a   uuid;
    v_org_b   uuid;
    v_key_a   record;
    v_key_b   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org_a := membership.create_organization('Org A', 'org-a');
    v_org_b := membership.create_organization('Org B', 'org-b');
    SELECT * INTO v_key_a FROM membership.create_api_key(v_alice, v_org_a, 'A key', NULL, NULL, ARRAY['keys:write', 'keys:read']);
    SELECT * INTO v_key_b FROM membership.create_api_key(v_alice, v_org_b, 'B key');
    PERFORM set_config('test.key_b', v_key_b.out_key_id, true);
    PERFORM set_config('test.org_b', v_org_b::text, true);
    PERFORM pg_temp.act_as('apikey|' || v_key_a.out_key_id);
    BEGIN
        PERFORM membership.revoke_api_key(v_key_b.out_key_id);
        RAISE EXCEPTION 'expected P0404 revoking an org B key from an org A key, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    IF EXISTS (SELECT FROM membership.list_api_keys() WHERE organization_id = v_org_b) THEN
        RAISE EXCEPTION 'expected no org B keys listed for an org A key, got some';
    END IF;
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    IF EXISTS (SELECT FROM membership.organization WHERE object_id = current_setting('test.org_b')::uuid)
       OR EXISTS (SELECT FROM membership.organization_member WHERE organization_id = current_setting('test.org_b')::uuid) THEN
        RAISE EXCEPTION 'expected org B invisible to a customer holding an org A key session';
    END IF;
    PERFORM pg_temp.expect('organizations visible (only org A)', (SELECT count(*) FROM membership.organization), 1);
END
$$;
