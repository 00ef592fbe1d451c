-- A valid key validates with its user, organization and key_id, no reason, and stamps last_used_at
-- (reference §6 items 53-54); a key session then resolves to the holder (55, 57).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_key   record;
    v_res   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, v_org, 'valid');
    PERFORM pg_temp.act_as(NULL);
    SELECT * INTO v_res FROM membership.validate_api_key(v_key.out_api_key);
    PERFORM pg_temp.expect('validate_api_key of a live key',
        jsonb_build_object('is_valid', v_res.is_valid, 'user_id', v_res.user_id, 'organization_id', v_res.organization_id,
                           'key_id', v_res.key_id, 'reason', v_res.reason),
        jsonb_build_object('is_valid', true, 'user_id', v_alice, 'organization_id', v_org,
                           'key_id', v_key.out_key_id, 'reason', NULL));
    PERFORM pg_temp.as_system();
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.out_key_id) IS NULL THEN
        RAISE EXCEPTION 'expected last_used_at stamped';
    END IF;
    PERFORM core.leave_system_context('');
    PERFORM pg_temp.act_as('apikey|' || v_key.out_key_id);
    IF api.current_user_id() IS DISTINCT FROM v_alice
       OR NOT EXISTS (SELECT FROM api.vw_current_user WHERE user_id = v_alice AND email = 'alice@example.com') THEN
        RAISE EXCEPTION 'expected the key session to be Alice, got %', api.current_user_id();
    END IF;
END
$$;
