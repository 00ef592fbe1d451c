-- A key past expires_at is "key expired", one before activated_at is "key not yet active" (reference §6
-- 70-71); creating an already-expired key or one that expires before it activates is refused (7.2 #18).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_late  record;
    v_soon  record;
    v_res   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_late FROM membership.create_api_key(v_alice, v_org, 'later', NULL, now() + interval '1 hour');
    SELECT * INTO v_res FROM membership.validate_api_key(v_late.out_api_key);
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'key not yet active' THEN
        RAISE EXCEPTION 'expected key not yet active, got %', v_res;
    END IF;
    SELECT * INTO v_soon FROM membership.create_api_key(v_alice, v_org, 'soon', now() + interval '1 hour');
    PERFORM pg_temp.as_system();
    UPDATE membership.api_key SET expires_at = now() - interval '1 second' WHERE key_id = v_soon.out_key_id;
    SELECT * INTO v_res FROM membership.validate_api_key(v_soon.out_api_key);
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'key expired' THEN
        RAISE EXCEPTION 'expected key expired, got %', v_res;
    END IF;
    IF pg_temp.act_as('apikey|' || v_soon.out_key_id) IS NOT NULL THEN
        RAISE EXCEPTION 'expected an expired key session to resolve to nobody';
    END IF;
    PERFORM pg_temp.act_as('google|alice-001');
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org, 'past', now() - interval '1 minute');
        RAISE EXCEPTION 'expected 22023 for an expiry in the past, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org, 'inverted', now() + interval '1 hour', now() + interval '2 hours');
        RAISE EXCEPTION 'expected a check violation for expiry before activation, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
END
$$;
