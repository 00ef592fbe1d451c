-- A new user gets exactly one personal organization named Personal, and is its active admin member.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_count integer;
    v_role  membership.member_role;
BEGIN
    PERFORM pg_temp.as_system();
    SELECT count(*) INTO v_count FROM membership.organization o
     WHERE o.owner_user_id = v_alice AND o.is_personal AND o.name = 'Personal';
    PERFORM pg_temp.expect('personal organizations named Personal', v_count, 1);
    SELECT m.role INTO v_role FROM membership.organization_member m
     WHERE m.organization_id = current_setting('test.alice_org')::uuid AND m.user_id = v_alice AND m.status = 'active';
    IF v_role IS DISTINCT FROM 'admin' THEN
        RAISE EXCEPTION 'expected an active admin membership, got %', v_role;
    END IF;
    IF NOT EXISTS (SELECT FROM membership.vw_active_memberships v
                    WHERE v.user_id = v_alice AND v.is_personal AND v.role = 'admin') THEN
        RAISE EXCEPTION 'expected vw_active_memberships to show the personal admin membership, got none';
    END IF;
END
$$;
