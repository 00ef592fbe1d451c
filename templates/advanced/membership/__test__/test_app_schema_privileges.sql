-- The application's schema app (setup/03-schemas.sql): the owner owns it; admin and customer may use it (a table
-- there opens itself with its own grant); the gateway's roles may not, so the gateway's login reaches app tables
-- only through handlers; no role but the owner may create objects in it; PUBLIC has nothing.
DO $$
DECLARE
    v_owner text := internal.role_name('owner');
BEGIN
    IF (SELECT nspowner::regrole::text FROM pg_catalog.pg_namespace WHERE nspname = 'app') IS DISTINCT FROM quote_ident(v_owner) THEN
        RAISE EXCEPTION 'expected schema app to be owned by %, got %', v_owner,
            (SELECT nspowner::regrole::text FROM pg_catalog.pg_namespace WHERE nspname = 'app');
    END IF;
    IF NOT has_schema_privilege(current_setting('test.admin_role'), 'app', 'USAGE')
       OR NOT has_schema_privilege(current_setting('test.customer_role'), 'app', 'USAGE') THEN
        RAISE EXCEPTION 'expected admin and customer to have USAGE on schema app';
    END IF;
    IF has_schema_privilege(current_setting('test.gateway_role'), 'app', 'USAGE')
       OR has_schema_privilege(internal.role_name('api'), 'app', 'USAGE') THEN
        RAISE EXCEPTION 'expected the gateway''s roles (gateway, api) without USAGE on schema app';
    END IF;
    IF has_schema_privilege(current_setting('test.admin_role'), 'app', 'CREATE')
       OR has_schema_privilege(current_setting('test.customer_role'), 'app', 'CREATE')
       OR has_schema_privilege(current_setting('test.gateway_role'), 'app', 'CREATE') THEN
        RAISE EXCEPTION 'expected only the owner to create objects in schema app';
    END IF;
    IF EXISTS (SELECT FROM pg_catalog.pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = 'app' AND a.grantee = 0) THEN
        RAISE EXCEPTION 'expected no PUBLIC privilege on schema app';
    END IF;
    -- The owner (which migrations and handlers run as) gets no CREATE on the database: app is where tables go.
    IF has_database_privilege(v_owner, current_database(), 'CREATE') THEN
        RAISE EXCEPTION 'expected the owner role without CREATE on the database';
    END IF;
END
$$;
