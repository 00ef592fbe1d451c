-- As the customer role: Alice sees herself, not Bob, until they share an organization (then the directory
-- shows him); Bob's identities stay private either way (reference §6 28-29, weak point 7.3 #24).
DO $$
DECLARE
    v_org uuid;
    v_inv record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org := membership.create_organization('Shared', 'shared');
    PERFORM set_config('test.shared_org', v_org::text, true);
    SELECT * INTO v_inv FROM membership.create_invitation(v_org, 'bob@example.com');
    PERFORM set_config('test.token', v_inv.token, true);
    PERFORM pg_temp.act_as('google|alice-001');
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM membership.vw_active_users WHERE object_id = current_setting('test.alice_id')::uuid) THEN
        RAISE EXCEPTION 'expected Alice to see herself';
    END IF;
    IF EXISTS (SELECT FROM membership.vw_active_users WHERE object_id = current_setting('test.bob_id')::uuid) THEN
        RAISE EXCEPTION 'expected Bob invisible before sharing an organization';
    END IF;
END
$$;
SELECT pg_temp.become_owner();
DO $$
BEGIN
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.accept_invitation(current_setting('test.token'));
    PERFORM pg_temp.act_as('google|alice-001');
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM membership.vw_organization_members
                    WHERE organization_id = current_setting('test.shared_org')::uuid AND email = 'bob@example.com') THEN
        RAISE EXCEPTION 'expected Bob listed among the members of the shared organization';
    END IF;
    IF EXISTS (SELECT FROM membership.user_identity WHERE user_object_id = current_setting('test.bob_id')::uuid) THEN
        RAISE EXCEPTION 'expected Bob''s identities to stay private';
    END IF;
    IF EXISTS (SELECT FROM membership.organization WHERE object_id = current_setting('test.bob_org')::uuid) THEN
        RAISE EXCEPTION 'expected Bob''s personal organization invisible';
    END IF;
END
$$;
