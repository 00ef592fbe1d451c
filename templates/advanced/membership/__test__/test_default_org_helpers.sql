-- get_user_default_organization, count_user_owned_organizations, can_create_organization, vw_active_organizations.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   membership.organization;
BEGIN
    PERFORM pg_temp.as_system();
    v_org := membership.get_user_default_organization(v_alice);
    IF v_org.object_id IS DISTINCT FROM current_setting('test.alice_org')::uuid OR NOT v_org.is_personal THEN
        RAISE EXCEPTION 'expected the personal organization %, got %', current_setting('test.alice_org'), v_org.object_id;
    END IF;
    IF membership.count_user_owned_organizations(v_alice) <> 1 THEN
        RAISE EXCEPTION 'expected 1 owned organization, got %', membership.count_user_owned_organizations(v_alice);
    END IF;
    IF NOT membership.can_create_organization(v_alice) THEN
        RAISE EXCEPTION 'expected can_create_organization true, got false';
    END IF;
    IF NOT EXISTS (SELECT FROM membership.vw_active_organizations WHERE object_id = v_org.object_id) THEN
        RAISE EXCEPTION 'expected the personal organization in vw_active_organizations, got none';
    END IF;
END
$$;
