-- membership (schema core): row-level security helpers for tenant tables.
--
-- core.ensure_policy(...) creates a policy, or brings an existing one to the given definition in place
-- (ALTER POLICY), so a redeploy neither drops nor duplicates anything.
-- core.apply_org_rls(table, p_has_created_by DEFAULT true) makes a table with an organization_id column
-- tenant-scoped: ENABLE + FORCE row level security (FORCE so that SECURITY DEFINER handlers, which run as
-- the owner, are scoped too) and four policies <table>_select|insert|update|delete keyed on
-- api.current_member_org_ids(); with p_has_created_by the insert policy also pins
-- created_by_user_id = api.current_user_id(). A fifth policy, <table>_system, lets the owner through while
-- it is in the system context (lib/core/03), for maintenance code that must see every tenant.
--
-- In schema core, beside the entity conventions, but in membership/ after 06-request-identity.sql: the policies
-- apply_org_rls writes call api.current_member_org_ids() and api.current_user_id(), which are defined there.
-- Relies on: core.in_system_context (lib/core/03); 06-request-identity.
-- Trust boundary: the identity functions verify a signed, transaction-bound identity; a session that sets
-- a setting by hand is anonymous and sees no tenant rows.
-- ensure_policy takes its USING / WITH CHECK expressions as SQL text: pass template code, never request data.

CREATE OR REPLACE FUNCTION core.ensure_policy(
    p_table      regclass,
    p_policy     name,
    p_command    text,
    p_role_kinds text[],
    p_using      text,
    p_with_check text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_command  text := upper(p_command);
    v_roles    text;
    v_existing text;
    v_using    text;
    v_check    text;
BEGIN
    IF v_command NOT IN ('ALL', 'SELECT', 'INSERT', 'UPDATE', 'DELETE') THEN
        RAISE EXCEPTION 'unsupported policy command "%"', p_command USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- 'public' or template role kinds (owner, api, gateway, admin, customer), resolved to real names.
    SELECT string_agg(CASE WHEN kind = 'public' THEN 'PUBLIC' ELSE quote_ident(internal.role_name(kind)) END, ', ')
      INTO v_roles
      FROM unnest(p_role_kinds) AS kind;
    IF v_roles IS NULL THEN
        RAISE EXCEPTION 'policy % needs at least one role kind', p_policy USING ERRCODE = 'invalid_parameter_value';
    END IF;

    SELECT CASE polcmd WHEN '*' THEN 'ALL' WHEN 'r' THEN 'SELECT' WHEN 'a' THEN 'INSERT'
                       WHEN 'w' THEN 'UPDATE' WHEN 'd' THEN 'DELETE' END
      INTO v_existing
      FROM pg_catalog.pg_policy
     WHERE polrelid = p_table AND polname = p_policy;

    IF v_existing IS NOT NULL AND v_existing <> v_command THEN
        -- The command of a policy cannot be altered; this only happens when the template itself changed.
        EXECUTE format('DROP POLICY %I ON %s', p_policy, p_table);
        v_existing := NULL;
    END IF;

    v_using := CASE WHEN p_using IS NULL THEN '' ELSE format(' USING (%s)', p_using) END;
    v_check := CASE WHEN p_with_check IS NULL THEN '' ELSE format(' WITH CHECK (%s)', p_with_check) END;
    IF v_existing IS NULL THEN
        EXECUTE format('CREATE POLICY %I ON %s AS PERMISSIVE FOR %s TO %s%s%s',
                       p_policy, p_table, v_command, v_roles, v_using, v_check);
    ELSE
        EXECUTE format('ALTER POLICY %I ON %s TO %s%s%s', p_policy, p_table, v_roles, v_using, v_check);
    END IF;
END
$$;
COMMENT ON FUNCTION core.ensure_policy(regclass, name, text, text[], text, text) IS
    'Creates a row-level security policy, or alters an existing one in place to this definition. '
    'Expressions are template SQL, never request data.';
REVOKE ALL ON FUNCTION core.ensure_policy(regclass, name, text, text[], text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.ensure_forced_rls(p_table regclass)
RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_enabled boolean;
    v_forced  boolean;
BEGIN
    SELECT relrowsecurity, relforcerowsecurity INTO v_enabled, v_forced FROM pg_catalog.pg_class WHERE oid = p_table;
    IF NOT v_enabled THEN
        EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', p_table);
    END IF;
    IF NOT v_forced THEN
        EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', p_table);
    END IF;
    -- The owner's way through, for trusted code in the system context.
    PERFORM core.ensure_policy(p_table, (SELECT relname FROM pg_catalog.pg_class WHERE oid = p_table) || '_system',
                               'ALL', ARRAY['owner'],
                               '(SELECT core.in_system_context())', '(SELECT core.in_system_context())');
END
$$;
COMMENT ON FUNCTION core.ensure_forced_rls(regclass) IS
    'ENABLE + FORCE row level security (only when not yet set) and the owner-only <table>_system policy.';
REVOKE ALL ON FUNCTION core.ensure_forced_rls(regclass) FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.apply_org_rls(p_table regclass, p_has_created_by boolean DEFAULT true)
RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_rel    name := (SELECT relname FROM pg_catalog.pg_class WHERE oid = p_table);
    -- A scalar subquery becomes an InitPlan: the identity is resolved once per query, not once per row.
    c_tenant CONSTANT text := 'organization_id = ANY ((SELECT api.current_member_org_ids())::uuid[])';
    v_insert text := c_tenant;
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                    WHERE attrelid = p_table AND attname = 'organization_id' AND NOT attisdropped
                      AND atttypid = 'uuid'::regtype) THEN
        RAISE EXCEPTION 'table % has no organization_id uuid column', p_table
            USING ERRCODE = 'undefined_column', HINT = 'Tenant tables carry "organization_id uuid NOT NULL".';
    END IF;
    IF p_has_created_by THEN
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                        WHERE attrelid = p_table AND attname = 'created_by_user_id' AND NOT attisdropped
                          AND atttypid = 'uuid'::regtype) THEN
            RAISE EXCEPTION 'table % has no created_by_user_id uuid column', p_table
                USING ERRCODE = 'undefined_column',
                      HINT = 'Add "created_by_user_id uuid", or call core.apply_org_rls(table, false).';
        END IF;
        v_insert := c_tenant || ' AND created_by_user_id = (SELECT api.current_user_id())';
    END IF;

    PERFORM core.ensure_forced_rls(p_table);
    PERFORM core.ensure_policy(p_table, v_rel || '_select', 'SELECT', ARRAY['public'], c_tenant);
    PERFORM core.ensure_policy(p_table, v_rel || '_insert', 'INSERT', ARRAY['public'], NULL, v_insert);
    PERFORM core.ensure_policy(p_table, v_rel || '_update', 'UPDATE', ARRAY['public'], c_tenant, c_tenant);
    PERFORM core.ensure_policy(p_table, v_rel || '_delete', 'DELETE', ARRAY['public'], c_tenant);
END
$$;
COMMENT ON FUNCTION core.apply_org_rls(regclass, boolean) IS
    'Tenant-scopes a table: ENABLE + FORCE RLS, policies <table>_select/insert/update/delete on '
    'api.current_member_org_ids() (insert also pins created_by_user_id when asked), plus the owner-only _system policy.';
REVOKE ALL ON FUNCTION core.apply_org_rls(regclass, boolean) FROM PUBLIC;
