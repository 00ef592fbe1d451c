-- Deploy-time setup 1/4: the database roles of this application.
--
--   owner     NOLOGIN  owns every object; the deploying user is granted it and deploys as it
--   api       NOLOGIN  the permission bundle of a trusted gateway (EXECUTE on the entry points)
--   gateway   LOGIN    what the HTTP gateway connects as: a member of api and nothing more
--   admin     LOGIN    operators: registers handlers, reads the registry and exchange log
--   customer  LOGIN    least privilege, row-level security on every tenant table
--
-- Names come from the deploy parameters <kind>_role (default <database>_<kind>), passwords from
-- <kind>_password (required; pgmi.yaml gives dev-only defaults under env_defaults.dev). Repeatable:
-- existing roles are kept and their passwords and memberships converge. Needs CREATEROLE, not superuser.

-- Grants or revokes a direct role membership only when it differs, so a redeploy is quiet and changes nothing.
CREATE FUNCTION pg_temp.internal_setup_membership(p_group text, p_member text, p_should_be_member boolean)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
    v_is_member boolean := EXISTS (
        SELECT FROM pg_catalog.pg_auth_members m
          JOIN pg_catalog.pg_roles g ON g.oid = m.roleid
          JOIN pg_catalog.pg_roles u ON u.oid = m.member
         WHERE g.rolname = p_group AND u.rolname = p_member);
BEGIN
    IF p_should_be_member AND NOT v_is_member THEN
        EXECUTE format('GRANT %I TO %I', p_group, p_member);
    ELSIF NOT p_should_be_member AND v_is_member THEN
        EXECUTE format('REVOKE %I FROM %I', p_group, p_member);
    END IF;
END
$$;

DO $$
DECLARE
    v_kind     text;
    v_name     text;
    v_password text;
BEGIN
    -- Resolve every role name once; later scripts read pgmi.<kind>_role.
    FOREACH v_kind IN ARRAY ARRAY['owner', 'api', 'gateway', 'admin', 'customer'] LOOP
        v_name := coalesce(nullif(current_setting('pgmi.' || v_kind || '_role', true), ''),
                           current_database() || '_' || v_kind);
        IF v_name !~ '^[a-z_][a-z0-9_$]{0,62}$' THEN
            RAISE EXCEPTION 'invalid role name for %: "%"', v_kind, v_name
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'Role names are lowercase PostgreSQL identifiers; set --param ' || v_kind || '_role=NAME.';
        END IF;
        PERFORM set_config('pgmi.' || v_kind || '_role', v_name, true);

        IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = v_name) THEN
            EXECUTE format('CREATE ROLE %I NOLOGIN', v_name);
        END IF;
    END LOOP;

    -- LOGIN roles get their password on every deploy, so a rotated password converges.
    FOREACH v_kind IN ARRAY ARRAY['gateway', 'admin', 'customer'] LOOP
        v_password := current_setting('pgmi.' || v_kind || '_password', true);
        IF coalesce(v_password, '') = '' THEN
            RAISE EXCEPTION 'deploy parameter %_password is required', v_kind
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'Pass it with --param ' || v_kind || '_password=… or --params-file.';
        END IF;
        EXECUTE format('ALTER ROLE %I LOGIN PASSWORD %L', current_setting('pgmi.' || v_kind || '_role'), v_password);
    END LOOP;

    EXECUTE format('ALTER ROLE %I NOLOGIN', current_setting('pgmi.owner_role'));
    EXECUTE format('ALTER ROLE %I NOLOGIN', current_setting('pgmi.api_role'));
    EXECUTE format('ALTER ROLE %I CONNECTION LIMIT 10', current_setting('pgmi.admin_role'));
    EXECUTE format('ALTER ROLE %I CONNECTION LIMIT 100', current_setting('pgmi.customer_role'));

    -- Memberships: gateway and admin carry the api bundle; customer carries nothing; admin does not inherit
    -- the owner (the owner's powers stay with deploys).
    PERFORM pg_temp.internal_setup_membership(current_setting('pgmi.api_role'), current_setting('pgmi.gateway_role'), true);
    PERFORM pg_temp.internal_setup_membership(current_setting('pgmi.api_role'), current_setting('pgmi.admin_role'), true);
    PERFORM pg_temp.internal_setup_membership(current_setting('pgmi.api_role'), current_setting('pgmi.customer_role'), false);
    PERFORM pg_temp.internal_setup_membership(current_setting('pgmi.owner_role'), current_setting('pgmi.admin_role'), false);
    -- The deploying user becomes the owner for the rest of the deploy (setup/04-deploy-as-owner.sql), and may
    -- SET ROLE to every other template role, which the SQL tests need to check privileges and row-level
    -- security as the role that will run the code (a superuser may anyway; a managed-PostgreSQL deployer may not).
    FOREACH v_kind IN ARRAY ARRAY['owner', 'api', 'gateway', 'admin', 'customer'] LOOP
        IF NOT pg_catalog.pg_has_role(session_user, current_setting('pgmi.' || v_kind || '_role'), 'MEMBER') THEN
            PERFORM pg_temp.internal_setup_membership(current_setting('pgmi.' || v_kind || '_role'), session_user, true);
        END IF;
    END LOOP;
END
$$;

-- The helper is only for this file; later code (and GRANTs over pg_temp in test fixtures) must not see it.
DROP FUNCTION pg_temp.internal_setup_membership(text, text, boolean);
