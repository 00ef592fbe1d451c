-- Weak point 7.2 #15: validation writes last_used_at at most once a minute.
DO $$
DECLARE
    v_key   record;
    v_first timestamptz;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, current_setting('test.alice_org')::uuid, 'busy');
    PERFORM pg_temp.as_system();
    -- Pretend the last use was 30 seconds ago: a validation now must not write.
    UPDATE membership.api_key SET last_used_at = now() - interval '30 seconds' WHERE key_id = v_key.out_key_id;
    v_first := now() - interval '30 seconds';
    PERFORM membership.validate_api_key(v_key.out_api_key);
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.out_key_id) IS DISTINCT FROM v_first THEN
        RAISE EXCEPTION 'expected no write within a minute, got %', (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.out_key_id);
    END IF;
    -- 61 seconds ago: the next validation stamps it.
    UPDATE membership.api_key SET last_used_at = now() - interval '61 seconds' WHERE key_id = v_key.out_key_id;
    PERFORM membership.validate_api_key(v_key.out_api_key);
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.out_key_id) IS DISTINCT FROM now() THEN
        RAISE EXCEPTION 'expected last_used_at = now() after a minute, got %', (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.out_key_id);
    END IF;
END
$$;
