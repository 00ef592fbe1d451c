-- core.entity_id is a uuid domain whose default is a random uuid.
DO $$
DECLARE
    v_a core.entity_id;
    v_b core.entity_id;
BEGIN
    CREATE TEMP TABLE entity_probe (object_id core.entity_id PRIMARY KEY, x int) ON COMMIT DROP;
    INSERT INTO entity_probe (x) VALUES (1) RETURNING object_id INTO v_a;
    INSERT INTO entity_probe (x) VALUES (2) RETURNING object_id INTO v_b;
    IF v_a IS NULL OR v_a = v_b THEN
        RAISE EXCEPTION 'expected two distinct generated ids, got % and %', v_a, v_b;
    END IF;
    IF (SELECT typbasetype FROM pg_type WHERE oid = 'core.entity_id'::regtype) <> 'uuid'::regtype THEN
        RAISE EXCEPTION 'expected core.entity_id over uuid';
    END IF;
END
$$;
