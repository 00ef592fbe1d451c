-- minTransactionIsolation is stored normalised ("REPEATABLE-READ" → "repeatable read"); an unknown level is a
-- 22023 naming the key, with a hint.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000001", "path": "/t/iso", "minTransactionIsolation": "REPEATABLE-READ"}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM pg_temp.expect('stored floor',
        (SELECT min_transaction_isolation FROM api.handler WHERE object_id = '7e570000-0001-4000-8000-000000000001'), 'repeatable read');
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0001-4000-8000-000000000002", "path": "/t/iso2", "minTransactionIsolation": "snapshot"}',
        'BEGIN RETURN NULL; END;')$q$, '22023');
    IF v_error ->> 'message' NOT LIKE '%"minTransactionIsolation"%unsupported transaction isolation level%' OR v_error ->> 'hint' IS NULL THEN
        RAISE EXCEPTION 'expected a message naming minTransactionIsolation with a hint, got %', v_error;
    END IF;
END
$$;
