-- core.entity_id is a uuid domain whose default is a random uuid.
DO $$
DECLARE
    v_a core.entity_id;
    v_b core.entity_id;
BEGIN
    CREATE TEMP TABLE entity_probe (object_id core.entity_id PRIMARY KEY, x int) ON COMMIT DROP;
    INSERT INTO entity_probe (x) VALUES (1) RETURNING object_id INTO v_a;
    INSERT INTO entity_probe (x) VALUES (2) RETURNING object_id INTO v_b;
    PERFORM pg_temp.expect(format('two distinct generated ids (%s, %s)', v_a, v_b), v_a IS NOT NULL AND v_a IS DISTINCT FROM v_b, true);
    PERFORM pg_temp.expect('the base type of core.entity_id', (SELECT typbasetype FROM pg_type WHERE oid = 'core.entity_id'::regtype), 'uuid'::regtype);
END
$$;
