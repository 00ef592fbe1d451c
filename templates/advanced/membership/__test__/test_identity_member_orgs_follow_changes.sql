-- current_member_org_ids() is cached per transaction but follows membership changes made in the same
-- transaction: a new organization appears, a deactivated one disappears (reference §6 items 35-36).
DO $$
DECLARE
    v_org uuid;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org := membership.create_organization('Team', 'team-a');
    IF NOT v_org = ANY (api.current_member_org_ids()) THEN
        RAISE EXCEPTION 'expected the new organization % among %', v_org, api.current_member_org_ids();
    END IF;
    PERFORM membership.set_organization_active(v_org, false);
    IF v_org = ANY (api.current_member_org_ids()) THEN
        RAISE EXCEPTION 'expected the deactivated organization % gone from %', v_org, api.current_member_org_ids();
    END IF;
END
$$;
