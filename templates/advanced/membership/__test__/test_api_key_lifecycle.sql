-- disable -> "key is disabled", enable -> valid, revoke -> "key is revoked" and final (P0409 on enable),
-- each transition audited with its actor (reference §6 58-62, weak point 7.2 #17).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_key   record;
    v_res   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, current_setting('test.alice_org')::uuid, 'life');
    PERFORM membership.disable_api_key(v_key.out_key_id);
    PERFORM membership.disable_api_key(v_key.out_key_id);          -- no-op
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'key is disabled' THEN
        RAISE EXCEPTION 'expected key is disabled, got %', v_res;
    END IF;
    PERFORM membership.enable_api_key(v_key.out_key_id);
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF NOT v_res.is_valid THEN
        RAISE EXCEPTION 'expected valid after enable, got %', v_res;
    END IF;
    PERFORM membership.revoke_api_key(v_key.out_key_id);
    PERFORM membership.revoke_api_key(v_key.out_key_id);           -- no-op
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    IF v_res.is_valid OR v_res.reason IS DISTINCT FROM 'key is revoked' THEN
        RAISE EXCEPTION 'expected key is revoked, got %', v_res;
    END IF;
    BEGIN
        PERFORM membership.enable_api_key(v_key.out_key_id);
        RAISE EXCEPTION 'expected P0409 enabling a revoked key, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM membership.disable_api_key(v_key.out_key_id);
        RAISE EXCEPTION 'expected P0409 disabling a revoked key, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    PERFORM pg_temp.as_system();
    IF (SELECT array_agg(event ORDER BY object_id) FROM membership.api_key_event WHERE key_id = v_key.out_key_id)
       IS DISTINCT FROM ARRAY['created', 'disabled', 'enabled', 'revoked'] THEN
        RAISE EXCEPTION 'expected events created, disabled, enabled, revoked, got %',
            (SELECT array_agg(event ORDER BY object_id) FROM membership.api_key_event WHERE key_id = v_key.out_key_id);
    END IF;
    IF (SELECT revoked_by FROM membership.api_key WHERE key_id = v_key.out_key_id) IS DISTINCT FROM v_alice
       OR (SELECT revoked_at FROM membership.api_key WHERE key_id = v_key.out_key_id) IS NULL THEN
        RAISE EXCEPTION 'expected revoked_at and revoked_by = Alice';
    END IF;
    BEGIN
        UPDATE membership.api_key_event SET event = 'created' WHERE key_id = v_key.out_key_id;
        RAISE EXCEPTION 'expected the audit trail to be append-only, got an update';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
END
$$;
