-- vw_users shows roles = '{}' (not NULL) for a user without system roles, and the role name once granted.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_roles text[];
BEGIN
    PERFORM pg_temp.as_system();
    SELECT roles INTO v_roles FROM membership.vw_users WHERE object_id = v_alice;
    IF v_roles IS DISTINCT FROM '{}'::text[] THEN
        RAISE EXCEPTION 'expected roles {}, got %', v_roles;
    END IF;
    PERFORM membership.set_platform_admin(v_alice, true);
    SELECT roles INTO v_roles FROM membership.vw_users WHERE object_id = v_alice;
    IF v_roles IS DISTINCT FROM ARRAY['superuser'] THEN
        RAISE EXCEPTION 'expected roles {superuser}, got %', v_roles;
    END IF;
END
$$;
