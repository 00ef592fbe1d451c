-- rotate_api_key returns a new plaintext once, with the same holder, organization, name and scopes; the old
-- key stays valid until the chosen time (default: now).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_old   record;
    v_new   record;
    v_row   membership.api_key;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_old FROM membership.create_api_key(v_alice, v_org, 'ci', now() + interval '30 days', NULL, ARRAY['keys:read']);
    SELECT * INTO v_new FROM membership.rotate_api_key(v_old.out_key_id, now() + interval '1 hour');
    IF v_new.out_key_id = v_old.out_key_id OR NOT (SELECT is_valid FROM membership.validate_api_key(v_new.out_api_key)) THEN
        RAISE EXCEPTION 'expected a new, valid key';
    END IF;
    IF NOT (SELECT is_valid FROM membership.validate_api_key(v_old.out_api_key)) THEN
        RAISE EXCEPTION 'expected the old key valid during the overlap';
    END IF;
    IF v_new.out_expires_at < now() + interval '29 days' THEN
        RAISE EXCEPTION 'expected the new key to keep the old lifetime, got %', v_new.out_expires_at;
    END IF;
    PERFORM pg_temp.as_system();
    SELECT k.* INTO v_row FROM membership.api_key k WHERE k.key_id = v_new.out_key_id;
    PERFORM pg_temp.expect('holder, org, name, scopes copied and rotated_from set',
        jsonb_build_object('user_id', v_row.user_id, 'organization_id', v_row.organization_id, 'display_name', v_row.display_name,
                           'scopes', v_row.scopes, 'rotated_from_key_id', v_row.rotated_from_key_id),
        jsonb_build_object('user_id', v_alice, 'organization_id', v_org, 'display_name', 'ci',
                           'scopes', ARRAY['keys:read'], 'rotated_from_key_id', v_old.out_key_id));
    PERFORM pg_temp.expect('the old key''s expiry (the chosen time)',
        (SELECT expires_at FROM membership.api_key WHERE key_id = v_old.out_key_id), now() + interval '1 hour');
    -- Default: the old key stops now.
    PERFORM membership.rotate_api_key(v_new.out_key_id);
    IF (SELECT reason FROM membership.validate_api_key(v_new.out_api_key)) IS DISTINCT FROM 'key expired' THEN
        RAISE EXCEPTION 'expected the rotated key expired at once by default, got %',
            (SELECT reason FROM membership.validate_api_key(v_new.out_api_key));
    END IF;
    IF (SELECT array_agg(event ORDER BY object_id) FROM membership.api_key_event WHERE key_id = v_old.out_key_id)
       IS DISTINCT FROM ARRAY['created', 'rotated'] THEN
        RAISE EXCEPTION 'expected created and rotated events for the old key';
    END IF;
END
$$;
