-- With api_key_max_lifetime set (deploy parameter), a key without expiry gets the maximum, and a longer
-- expiry is refused (weak point 7.2 #18).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_key   record;
BEGIN
    INSERT INTO internal.setting (key, value) VALUES ('api_key_max_lifetime', '30 days');
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, v_org, 'bounded');
    IF v_key.out_expires_at IS DISTINCT FROM now() + interval '30 days' THEN
        RAISE EXCEPTION 'expected expiry now() + 30 days, got %', v_key.out_expires_at;
    END IF;
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org, 'too long', now() + interval '60 days');
        RAISE EXCEPTION 'expected 22023 beyond the maximum lifetime, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    BEGIN
        PERFORM membership.issue_api_key_for_email('alice@example.com', NULL, NULL, now() + interval '1 year');
        RAISE EXCEPTION 'expected operators bound by the maximum too, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
END
$$;
