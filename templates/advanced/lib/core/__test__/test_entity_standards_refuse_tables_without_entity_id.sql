-- A table without a core.entity_id column has not opted in: apply_entity_standards refuses it (22023).
DO $$
BEGIN
    CREATE TABLE core.test_plain (id uuid PRIMARY KEY);
    PERFORM core.apply_entity_standards('core.test_plain');
    RAISE EXCEPTION 'expected 22023 for a table without core.entity_id, got success';
EXCEPTION WHEN invalid_parameter_value THEN NULL;      -- expected
END
$$;
