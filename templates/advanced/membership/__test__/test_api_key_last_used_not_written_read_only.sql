-- Weak point 7.2 #15: validation in a READ ONLY transaction succeeds and writes nothing (it used to fail with 25006).
DO $$
DECLARE
    v_key record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, current_setting('test.alice_org')::uuid, 'ro');
    PERFORM set_config('test.ro_key', v_key.out_api_key, true);
    PERFORM set_config('test.ro_key_id', v_key.out_key_id, true);
END
$$;
-- The rest of this test runs read-only; rolling back its savepoint restores read-write for the next test.
SET LOCAL transaction_read_only = on;
DO $$
DECLARE
    v_res record;
BEGIN
    SELECT * INTO v_res FROM membership.validate_api_key(current_setting('test.ro_key'));
    IF NOT v_res.is_valid THEN
        RAISE EXCEPTION 'expected a valid key in a read-only transaction, got %', v_res;
    END IF;
    PERFORM pg_temp.as_system();
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = current_setting('test.ro_key_id')) IS NOT NULL THEN
        RAISE EXCEPTION 'expected last_used_at untouched in a read-only transaction';
    END IF;
END
$$;
