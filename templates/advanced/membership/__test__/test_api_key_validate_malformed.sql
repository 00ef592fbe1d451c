-- Malformed input is "malformed key", never an error (reference §6 63-66, 68), and unknown is not malformed.
DO $$
DECLARE
    v_key    record;
    v_input  text;
    v_body   text := membership.api_key_prefix() || '_aaaaaaaaaaaa_' || repeat('b', 43);
    v_res    record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, current_setting('test.alice_org')::uuid, 'm');
    FOREACH v_input IN ARRAY ARRAY[NULL, '', 'not-a-valid-key', membership.api_key_prefix() || '_aaaaaaaa_notarealsecret',
                                   v_key.out_api_key || 'X', 'Bearer ' || v_key.out_api_key, upper(v_key.out_api_key),
                                   ' ' || v_key.out_api_key, v_body || '_000000', repeat('a', 10000)] LOOP
        SELECT * INTO v_res FROM membership.validate_api_key(v_input);
        IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'malformed key' OR v_res.key_id IS NOT NULL THEN
            RAISE EXCEPTION 'expected malformed key for %, got %', left(coalesce(v_input, 'NULL'), 40), v_res;
        END IF;
    END LOOP;
    -- Right shape and checksum, no such key_id: unknown, not malformed.
    SELECT * INTO v_res FROM membership.validate_api_key(v_body || '_' || membership.api_key_checksum(v_body));
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'unknown key' THEN
        RAISE EXCEPTION 'expected unknown key, got %', v_res;
    END IF;
END
$$;
