-- A forged key with the right key_id and a valid checksum but another secret is "invalid secret"
-- (reference §6 item 67), and its session does not resolve.
DO $$
DECLARE
    v_key   record;
    v_body  text;
    v_res   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, current_setting('test.alice_org')::uuid, 'f');
    v_body := membership.api_key_prefix() || '_' || v_key.out_key_id || '_' || common.random_base62(43);
    SELECT * INTO v_res FROM membership.validate_api_key(v_body || '_' || membership.api_key_checksum(v_body));
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'invalid secret' OR v_res.key_id IS DISTINCT FROM v_key.out_key_id
       OR v_res.user_id IS NOT NULL THEN
        RAISE EXCEPTION 'expected (false, NULL, NULL, key_id, invalid secret), got %', v_res;
    END IF;
    -- A genuine key presented under another prefix (checksum recomputed) fails the hash too.
    v_body := 'other_' || substr(v_key.out_api_key, length(membership.api_key_prefix()) + 2, 12 + 1 + 43);
    SELECT * INTO v_res FROM membership.validate_api_key(v_body || '_' || membership.api_key_checksum(v_body));
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'invalid secret' THEN
        RAISE EXCEPTION 'expected invalid secret for the key under another prefix, got %', v_res;
    END IF;
END
$$;
