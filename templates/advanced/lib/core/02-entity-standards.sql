-- lib/core: entity conventions for tables that opt in.
--
-- An entity table (one with a column of type core.entity_id) carries
--   created_at timestamptz NOT NULL DEFAULT now()   when the row was created
--   deleted_at timestamptz NULL                     soft delete: NULL while the row is live
-- Defines core.entity_tables(), core.apply_entity_standards(regclass) (call it right after CREATE TABLE),
-- core.apply_entity_standards_all() (a sweep over every opted-in table) and core.verify_entity_standards()
-- (a deploy.verify check). Plain DDL run by the owner: no superuser, no event trigger.
-- Relies on: core.entity_id (01). Trust boundary: none; owner-only helpers (they run ALTER TABLE).

CREATE OR REPLACE FUNCTION core.entity_tables()
RETURNS SETOF regclass
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT DISTINCT c.oid::regclass
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
     WHERE a.atttypid = 'core.entity_id'::regtype
       AND a.attnum > 0 AND NOT a.attisdropped
       AND c.relkind IN ('r', 'p');
$$;
COMMENT ON FUNCTION core.entity_tables() IS 'Every table that opted in to the entity conventions (has a core.entity_id column).';
REVOKE ALL ON FUNCTION core.entity_tables() FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.apply_entity_standards(p_table regclass)
RETURNS void
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM core.entity_tables() AS t(rel) WHERE t.rel = p_table) THEN
        RAISE EXCEPTION 'table % does not opt in to the entity conventions', p_table
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Declare its key as "object_id core.entity_id PRIMARY KEY".';
    END IF;
    -- ADD COLUMN IF NOT EXISTS is a no-op (a notice) when the column is there: a redeploy changes nothing.
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                    WHERE attrelid = p_table AND attname = 'created_at' AND NOT attisdropped) THEN
        EXECUTE format('ALTER TABLE %s ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()', p_table);
    END IF;
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                    WHERE attrelid = p_table AND attname = 'deleted_at' AND NOT attisdropped) THEN
        EXECUTE format('ALTER TABLE %s ADD COLUMN deleted_at timestamptz', p_table);
    END IF;
END
$$;
COMMENT ON FUNCTION core.apply_entity_standards(regclass) IS
    'Adds created_at (NOT NULL DEFAULT now()) and deleted_at to an entity table when missing. Idempotent.';
REVOKE ALL ON FUNCTION core.apply_entity_standards(regclass) FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.apply_entity_standards_all()
RETURNS integer
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_table regclass;
    v_count integer := 0;
BEGIN
    FOR v_table IN SELECT rel FROM core.entity_tables() AS t(rel) ORDER BY rel::text LOOP
        PERFORM core.apply_entity_standards(v_table);
        v_count := v_count + 1;
    END LOOP;
    RETURN v_count;
END
$$;
COMMENT ON FUNCTION core.apply_entity_standards_all() IS
    'Applies the entity conventions to every opted-in table; returns how many tables it visited.';
REVOKE ALL ON FUNCTION core.apply_entity_standards_all() FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.verify_entity_standards()
RETURNS TABLE(check_name text, passed boolean, detail text)
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT 'entity conventions: ' || t.rel::text,
           coalesce(created.atttypid = 'timestamptz'::regtype AND created.attnotnull
                    AND deleted.atttypid = 'timestamptz'::regtype, false),
           CASE
               WHEN created.atttypid IS NULL THEN 'created_at is missing; call core.apply_entity_standards'
               WHEN deleted.atttypid IS NULL THEN 'deleted_at is missing; call core.apply_entity_standards'
               WHEN created.atttypid <> 'timestamptz'::regtype OR NOT created.attnotnull
                   THEN 'created_at must be timestamptz NOT NULL'
               WHEN deleted.atttypid <> 'timestamptz'::regtype THEN 'deleted_at must be timestamptz'
               ELSE 'ok'
           END
      FROM core.entity_tables() AS t(rel)
      LEFT JOIN pg_catalog.pg_attribute created
             ON created.attrelid = t.rel AND created.attname = 'created_at' AND NOT created.attisdropped
      LEFT JOIN pg_catalog.pg_attribute deleted
             ON deleted.attrelid = t.rel AND deleted.attname = 'deleted_at' AND NOT deleted.attisdropped
     ORDER BY t.rel::text;
$$;
COMMENT ON FUNCTION core.verify_entity_standards() IS
    'One row per entity table: whether it carries created_at and deleted_at as the conventions require (deploy.verify).';
REVOKE ALL ON FUNCTION core.verify_entity_standards() FROM PUBLIC;
