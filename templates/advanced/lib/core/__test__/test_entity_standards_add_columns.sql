-- apply_entity_standards adds created_at (timestamptz NOT NULL DEFAULT now()) and deleted_at (nullable) to an
-- opted-in table, and a second call changes nothing.
DO $$
DECLARE
    v_before text;
BEGIN
    CREATE TABLE core.test_entity (object_id core.entity_id PRIMARY KEY, name text);
    PERFORM core.apply_entity_standards('core.test_entity');
    IF NOT EXISTS (SELECT FROM pg_attribute WHERE attrelid = 'core.test_entity'::regclass AND attname = 'created_at'
                    AND atttypid = 'timestamptz'::regtype AND attnotnull AND atthasdef)
       OR NOT EXISTS (SELECT FROM pg_attribute WHERE attrelid = 'core.test_entity'::regclass AND attname = 'deleted_at'
                       AND atttypid = 'timestamptz'::regtype AND NOT attnotnull) THEN
        RAISE EXCEPTION 'expected created_at NOT NULL with default and nullable deleted_at';
    END IF;
    SELECT string_agg(attname || ':' || attnum, ',' ORDER BY attnum) INTO v_before
      FROM pg_attribute WHERE attrelid = 'core.test_entity'::regclass AND attnum > 0;
    PERFORM core.apply_entity_standards('core.test_entity');
    PERFORM core.apply_entity_standards_all();
    IF (SELECT string_agg(attname || ':' || attnum, ',' ORDER BY attnum) FROM pg_attribute
         WHERE attrelid = 'core.test_entity'::regclass AND attnum > 0) IS DISTINCT FROM v_before THEN
        RAISE EXCEPTION 'expected a second application to change nothing';
    END IF;
    IF NOT 'core.test_entity'::regclass IN (SELECT * FROM core.entity_tables()) THEN
        RAISE EXCEPTION 'expected core.entity_tables() to list the table';
    END IF;
END
$$;
