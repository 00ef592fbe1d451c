-- Deploy-time setup: everything after this file runs as the owner role, so the owner owns every object.
-- Also: the deployment settings table that runtime code reads (role names, key prefix), the grant helper
-- that keeps every GRANT next to its object, and default privileges so that functions created later
-- (handlers registered after the deploy) are never executable by PUBLIC.

DO $$
BEGIN
    EXECUTE format('SET LOCAL ROLE %I', current_setting('pgmi.owner_role'));
END
$$;

CREATE TABLE IF NOT EXISTS internal.setting (
    key        text PRIMARY KEY,
    value      text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE internal.setting IS 'Values fixed at deploy time that runtime code needs (role names, API key prefix).';

-- Role names converge on every deploy.
INSERT INTO internal.setting (key, value)
SELECT kind || '_role', current_setting('pgmi.' || kind || '_role')
  FROM unnest(ARRAY['owner', 'api', 'gateway', 'admin', 'customer']) AS kind
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
 WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;

CREATE OR REPLACE FUNCTION internal.setting_value(p_key text)
RETURNS text
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_value text;
BEGIN
    -- PL/pgSQL keeps the lookup's plan for the connection; the SQL form (not inlinable: it pins search_path) was
    -- planned on every call, about 80 µs, and every 2026-07-28 answer reads three settings for its serverInfo.
    SELECT s.value INTO v_value FROM internal.setting s WHERE s.key = p_key;
    RETURN v_value;
END
$$;
COMMENT ON FUNCTION internal.setting_value(text) IS 'A deploy-time setting, or NULL.';

CREATE OR REPLACE FUNCTION internal.role_name(p_kind text)
RETURNS name
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_name text := internal.setting_value(p_kind || '_role');
BEGIN
    IF v_name IS NULL THEN
        RAISE EXCEPTION 'unknown role kind "%"', p_kind
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Kinds: owner, api, gateway, admin, customer.';
    END IF;
    RETURN v_name;
END
$$;
COMMENT ON FUNCTION internal.role_name(text) IS 'The real name of a template role kind (owner, api, gateway, admin, customer).';

CREATE OR REPLACE PROCEDURE internal.grant_execute(p_routine regprocedure, VARIADIC p_kinds text[])
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_kind text;
    v_kw   text := CASE (SELECT prokind FROM pg_catalog.pg_proc WHERE oid = p_routine) WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END;
BEGIN
    -- Converge: the routine is executable by exactly the given kinds, so a grant removed from a template
    -- file is also removed from the database on the next deploy.
    EXECUTE format('REVOKE ALL ON %s %s FROM PUBLIC', v_kw, p_routine);
    FOREACH v_kind IN ARRAY ARRAY['api', 'gateway', 'admin', 'customer'] LOOP
        IF NOT v_kind = ANY (p_kinds) THEN
            EXECUTE format('REVOKE ALL ON %s %s FROM %I', v_kw, p_routine, internal.role_name(v_kind));
        END IF;
    END LOOP;
    FOREACH v_kind IN ARRAY p_kinds LOOP
        EXECUTE format('GRANT EXECUTE ON %s %s TO %I', v_kw, p_routine, internal.role_name(v_kind));
    END LOOP;
END
$$;
COMMENT ON PROCEDURE internal.grant_execute(regprocedure, text[]) IS
    'Makes a routine executable by exactly the given role kinds (and never PUBLIC); called right under each routine.';

CREATE OR REPLACE PROCEDURE internal.grant_on_table(p_table regclass, p_privileges text, VARIADIC p_kinds text[])
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_kind text;
BEGIN
    IF p_privileges !~* '^\s*(SELECT|INSERT|UPDATE|DELETE)(\s*,\s*(SELECT|INSERT|UPDATE|DELETE))*\s*$' THEN
        RAISE EXCEPTION 'unsupported privilege list "%"', p_privileges USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Converge as grant_execute does: exactly these privileges for exactly these kinds.
    EXECUTE format('REVOKE ALL ON %s FROM PUBLIC', p_table);
    FOREACH v_kind IN ARRAY ARRAY['api', 'gateway', 'admin', 'customer'] LOOP
        EXECUTE format('REVOKE ALL ON %s FROM %I', p_table, internal.role_name(v_kind));
    END LOOP;
    FOREACH v_kind IN ARRAY p_kinds LOOP
        EXECUTE format('GRANT %s ON %s TO %I', p_privileges, p_table, internal.role_name(v_kind));
    END LOOP;
END
$$;
COMMENT ON PROCEDURE internal.grant_on_table(regclass, text, text[]) IS
    'Gives exactly these table privileges to exactly these role kinds (never PUBLIC); called right under each table.';

-- The helpers above are the owner's alone.
REVOKE ALL ON FUNCTION internal.setting_value(text), internal.role_name(text) FROM PUBLIC;
REVOKE ALL ON PROCEDURE internal.grant_execute(regprocedure, text[]), internal.grant_on_table(regclass, text, text[]) FROM PUBLIC;

-- Functions the owner creates from now on (including handlers registered after the deploy) are not
-- PUBLIC-executable. This has to be the owner's global default: per-schema default privileges can only add
-- grants, never take away the built-in EXECUTE for PUBLIC.
ALTER DEFAULT PRIVILEGES REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC;
