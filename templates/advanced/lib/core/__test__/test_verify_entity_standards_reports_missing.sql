-- core.verify_entity_standards() passes for conforming tables and fails (passed = false) for one missing a column.
DO $$
DECLARE
    v_row record;
BEGIN
    IF EXISTS (SELECT FROM core.verify_entity_standards() WHERE NOT passed) THEN
        RAISE EXCEPTION 'expected every deployed entity table to conform, got %',
            (SELECT string_agg(check_name || ': ' || detail, '; ') FROM core.verify_entity_standards() WHERE NOT passed);
    END IF;
    CREATE TABLE core.test_bare (object_id core.entity_id PRIMARY KEY);
    SELECT * INTO v_row FROM core.verify_entity_standards() WHERE check_name LIKE '%test_bare';
    IF v_row.passed IS DISTINCT FROM false OR v_row.detail NOT LIKE 'created_at is missing%' THEN
        RAISE EXCEPTION 'expected a failed check naming created_at, got %', v_row;
    END IF;
END
$$;
