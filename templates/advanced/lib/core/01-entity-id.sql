-- lib/core: core.entity_id, the uuid domain that marks an "entity" table.
--
-- A table opts in to the entity conventions (lib/core/02-entity-standards.sql) by declaring its primary key
-- as `object_id core.entity_id PRIMARY KEY`. The domain defaults to a random uuid.
-- Relies on: nothing (gen_random_uuid is built into PostgreSQL 13+). Trust boundary: none.
-- Created once (a domain in use cannot be replaced); its default and comment converge on every deploy.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                    WHERE n.nspname = 'core' AND t.typname = 'entity_id') THEN
        CREATE DOMAIN core.entity_id AS uuid;
    END IF;
END
$$;
ALTER DOMAIN core.entity_id SET DEFAULT pg_catalog.gen_random_uuid();
COMMENT ON DOMAIN core.entity_id IS
    'Primary key of an entity table (uuid, random by default); marks the table for core.apply_entity_standards.';

DO $$
BEGIN
    REVOKE USAGE ON DOMAIN core.entity_id FROM PUBLIC;
    EXECUTE format('GRANT USAGE ON DOMAIN core.entity_id TO %I, %I, %I',
                   internal.role_name('api'), internal.role_name('admin'), internal.role_name('customer'));
END
$$;
