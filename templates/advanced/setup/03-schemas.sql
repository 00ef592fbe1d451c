-- Deploy-time setup: the application schemas, owned by the owner role, closed to PUBLIC.
--   common      primitives with no dependencies (casting, encoding, text)
--   core        entity conventions and tenant row-level security helpers
--   membership  users, organizations, invitations, identities, API keys
--   api         the handler registry, the SQL gateways and the user's handlers
--   internal    private helpers; only the owner uses them
--   app         the application's own tables (migrations/, pgmi new table); created here, empty, because the
--               owner that migrations run as has no CREATE on the database (and gets none: a handler runs as the
--               owner, and no handler should be able to create schemas)

DO $$
DECLARE
    v_schema text;
BEGIN
    FOREACH v_schema IN ARRAY ARRAY['common', 'core', 'membership', 'api', 'internal', 'app'] LOOP
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_namespace WHERE nspname = v_schema) THEN
            EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', v_schema, current_setting('pgmi.owner_role'));
        ELSE
            EXECUTE format('ALTER SCHEMA %I OWNER TO %I', v_schema, current_setting('pgmi.owner_role'));
        END IF;
        EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', v_schema);
    END LOOP;

    -- Schema USAGE: each role sees only the schemas it calls into; object grants sit beside each object.
    EXECUTE format('GRANT USAGE ON SCHEMA common, core, membership, api TO %I, %I, %I',
                   current_setting('pgmi.api_role'), current_setting('pgmi.admin_role'), current_setting('pgmi.customer_role'));
    -- app: handlers reach its tables as the owner (under FORCE row-level security), so the gateway's roles (api,
    -- gateway) get nothing here. admin and customer may see the schema, and a table's own grant beside it
    -- (CALL internal.grant_on_table('app.note', 'SELECT', 'customer')) opens that table, still under its policies.
    EXECUTE format('GRANT USAGE ON SCHEMA app TO %I, %I',
                   current_setting('pgmi.admin_role'), current_setting('pgmi.customer_role'));
    -- Nobody may create objects in public; handlers live in api.
    REVOKE CREATE ON SCHEMA public FROM PUBLIC;
END
$$;

COMMENT ON SCHEMA common IS 'Primitives with no dependencies: casting, encoding, text helpers.';
COMMENT ON SCHEMA core IS 'Entity conventions and tenant row-level security helpers.';
COMMENT ON SCHEMA membership IS 'Users, organizations, memberships, invitations, identities and API keys.';
COMMENT ON SCHEMA api IS 'Handler registry, REST/RPC/MCP gateways in SQL, and the handlers themselves.';
COMMENT ON SCHEMA internal IS 'Private helpers of the template; owner only.';
COMMENT ON SCHEMA app IS 'The application''s own tables (migrations/): owned by the owner, reached through handlers.';
