-- membership.authenticate: a live key signs its holder's identity into the transaction (a key session confined to
-- the key's organization); no credential is anonymous; every other credential -- malformed, unknown key id, wrong
-- secret, another scheme, revoked, disabled, expired, not yet active, inactive holder -- raises PA401 with the
-- same message. A due last_used_at is reported as NOTICE pgmi.credential.use with a token only
-- membership.record_credential_use accepts; the stamp lands at most once a minute, never in a read-only
-- transaction, and never inside the authenticating call itself.
SET LOCAL client_min_messages = warning;
DO $$
DECLARE
    v_key     record;
    v_dead    record;
    v_bad     text;
    v_state   text;
    v_message text;
    v_token   text;
    v_msgs    text[] := '{}';
BEGIN
    SELECT k.key AS full_key, k.key_id INTO v_key FROM membership.issue_api_key_for_email('alice@example.com', 'auth test') AS k;
    PERFORM pg_temp.expect('authenticate(Alice''s key)', membership.authenticate(v_key.full_key), current_setting('test.alice_id')::uuid);
    PERFORM pg_temp.expect('the key session''s key id', api.current_api_key_id(), v_key.key_id);
    PERFORM pg_temp.expect('the key session''s organizations', api.current_member_org_ids(), ARRAY[current_setting('test.alice_org')::uuid]);
    PERFORM core.enter_system_context();
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.key_id) IS NOT NULL THEN
        RAISE EXCEPTION 'expected authenticate itself to write nothing';
    END IF;
    PERFORM core.leave_system_context('');
    IF membership.authenticate(NULL) IS NOT NULL OR api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected no credential to be anonymous (and to clear the previous identity)';
    END IF;

    FOR v_dead IN SELECT k.key AS full_key, k.key_id FROM membership.issue_api_key_for_email('alice@example.com', 'dead') AS k LOOP
        FOREACH v_bad IN ARRAY ARRAY['revoked', 'disabled', 'expired', 'not yet active', 'inactive'] LOOP
            PERFORM core.enter_system_context();
            UPDATE membership.api_key SET status = 'active', revoked_at = NULL, expires_at = NULL, activated_at = NULL WHERE key_id = v_dead.key_id;
            UPDATE membership.api_key SET status = 'revoked', revoked_at = now() WHERE key_id = v_dead.key_id AND v_bad = 'revoked';
            UPDATE membership.api_key SET status = 'disabled' WHERE key_id = v_dead.key_id AND v_bad = 'disabled';
            UPDATE membership.api_key SET expires_at = now() - interval '1 second' WHERE key_id = v_dead.key_id AND v_bad = 'expired';
            UPDATE membership.api_key SET activated_at = now() + interval '1 hour' WHERE key_id = v_dead.key_id AND v_bad = 'not yet active';
            UPDATE membership.organization SET is_active = (v_bad <> 'inactive') WHERE object_id = current_setting('test.alice_org')::uuid;
            PERFORM core.leave_system_context('');
            BEGIN
                PERFORM membership.authenticate(v_dead.full_key);
                RAISE EXCEPTION 'expected PA401 for a % key', v_bad;
            EXCEPTION WHEN SQLSTATE 'PA401' THEN
                GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT;
                v_msgs := v_msgs || v_message;
            END;
        END LOOP;
        PERFORM core.enter_system_context();
        UPDATE membership.organization SET is_active = true WHERE object_id = current_setting('test.alice_org')::uuid;
        PERFORM core.leave_system_context('');
    END LOOP;
    FOREACH v_bad IN ARRAY ARRAY['', 'x', 'Basic abc', 'apikey|' || v_key.key_id, left(v_key.full_key, -1) || CASE WHEN right(v_key.full_key, 1) = 'X' THEN 'Y' ELSE 'X' END,
                                 overlay(v_key.full_key placing translate(substr(v_key.full_key, length(v_key.full_key) - 20, 4), 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'BCDEFGHIJKLMNOPQRSTUVWXYZAbcdefghijklmnopqrstuvwxyza1234567890') from length(v_key.full_key) - 20 for 4),
                                 split_part(v_key.full_key, '_', 1) || '_0123456789ab_' || repeat('B', 43) || '_000000'] LOOP
        BEGIN
            PERFORM membership.authenticate(v_bad);
            RAISE EXCEPTION 'expected PA401 for "%"', v_bad;
        EXCEPTION WHEN SQLSTATE 'PA401' THEN
            GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT;
            v_msgs := v_msgs || v_message;
        END;
    END LOOP;
    PERFORM pg_temp.expect('the messages of the 12 refusals', v_msgs, array_fill('invalid credential'::text, ARRAY[12]));
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected a refused credential to leave the request anonymous';
    END IF;

    -- The use report: valid once, for this key; forged or stale tokens are refused; read-only writes nothing.
    v_token := membership.credential_use_token(v_key.key_id, now());
    IF membership.record_credential_use(v_token || '0') OR membership.record_credential_use(replace(v_token, v_key.key_id, 'abcdef123456'))
       OR membership.record_credential_use(membership.credential_use_token(v_key.key_id, now() - interval '11 minutes')) THEN
        RAISE EXCEPTION 'expected forged and stale use reports to be refused';
    END IF;
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        IF membership.record_credential_use(v_token) THEN
            RAISE EXCEPTION 'expected no stamp in a read-only transaction';
        END IF;
        RAISE EXCEPTION USING ERRCODE = 'P0999';       -- roll the read-only switch back with this block
    EXCEPTION WHEN SQLSTATE 'P0999' THEN NULL;
    END;
    IF NOT membership.record_credential_use(v_token) OR membership.record_credential_use(v_token) THEN
        RAISE EXCEPTION 'expected one stamp, then none within the minute';
    END IF;
    PERFORM core.enter_system_context();
    IF (SELECT last_used_at FROM membership.api_key WHERE key_id = v_key.key_id) IS DISTINCT FROM to_timestamp(split_part(v_token, '.', 2)::bigint) THEN
        RAISE EXCEPTION 'expected last_used_at to be the reported time';
    END IF;
END
$$;
