-- get_user_default_organization, count_user_owned_organizations, can_create_organization, vw_active_organizations.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   membership.organization;
BEGIN
    PERFORM pg_temp.as_system();
    v_org := membership.get_user_default_organization(v_alice);
    PERFORM pg_temp.expect('the default organization', v_org.object_id, current_setting('test.alice_org')::uuid);
    PERFORM pg_temp.expect('the default organization is personal', v_org.is_personal, true);
    PERFORM pg_temp.expect('owned organizations', membership.count_user_owned_organizations(v_alice), 1);
    PERFORM pg_temp.expect('can_create_organization', membership.can_create_organization(v_alice), true);
    IF NOT EXISTS (SELECT FROM membership.vw_active_organizations WHERE object_id = v_org.object_id) THEN
        RAISE EXCEPTION 'expected the personal organization in vw_active_organizations, got none';
    END IF;
END
$$;
