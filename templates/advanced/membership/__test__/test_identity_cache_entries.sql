-- Remembered identities (15-identity-cache.sql): an entry opens only for the credential it was sealed for, only while
-- nothing changed since its snapshot and before its end, and anything else found in a slot is a miss, never an
-- error. (Across transactions and backends: test/sql/identity-cache.test.ts.)
DO $$
DECLARE
    v_secret   bytea := (SELECT k.secret FROM internal.signing_key k WHERE k.id = 1);
    v_identity jsonb := jsonb_build_object('sub', 'apikey|abc123', 'uid', current_setting('test.alice_id'), 'kid', 'abc123',
                                           'korg', NULL, 'scp', '[]'::jsonb, 'mo', '[]'::jsonb);
    v_entry    jsonb;
    v_slot_a   text := membership.identity_cache_slot(membership.identity_cache_tag(v_secret, 'credential-a'));
    v_slot_b   text := membership.identity_cache_slot(membership.identity_cache_tag(v_secret, 'credential-b'));
    v_sealed   text;
    v_hit      record;
    v_forged   text;
BEGIN
    -- The deploy transaction wrote membership data, which recall refuses outright; this test looks past that.
    PERFORM set_config('membership.identity_epoch', '0', true);
    v_entry := jsonb_build_object('identity', v_identity, 'key_id', 'abc123', 'snapshot', pg_current_snapshot()::text,
                                  'until', extract(epoch FROM now() + interval '1 minute'),
                                  'use_due_at', extract(epoch FROM now() + interval '1 minute'));
    PERFORM membership.identity_cache_write(v_secret, membership.identity_cache_tag(v_secret, 'credential-a'), v_entry);
    v_sealed := current_setting(v_slot_a);

    SELECT * INTO v_hit FROM membership.recall_identity('credential-a');
    IF v_hit.o_identity ->> 'uid' IS DISTINCT FROM current_setting('test.alice_id') OR v_hit.o_key_id IS DISTINCT FROM 'abc123'
       OR v_hit.o_identity ->> 'bind' IS DISTINCT FROM internal.transaction_binding() OR v_hit.o_use_due IS DISTINCT FROM false THEN
        RAISE EXCEPTION 'expected the sealed entry to open for its credential, bound to this transaction, got %', to_jsonb(v_hit);
    END IF;
    IF position(convert_to(current_setting('test.alice_id'), 'UTF8') IN decode(v_sealed, 'hex')) > 0 THEN
        RAISE EXCEPTION 'expected the entry to be encrypted, found the user id in it';
    END IF;

    -- Another credential never opens it, not even with the value copied into its own slot.
    PERFORM set_config(v_slot_b, v_sealed, false);
    SELECT * INTO v_hit FROM membership.recall_identity('credential-b');
    IF v_hit.o_identity IS NOT NULL THEN
        RAISE EXCEPTION 'expected another credential''s entry to be a miss, got %', v_hit.o_identity;
    END IF;

    -- Values set by hand: empty, not hex, odd length, too short, a flipped bit. Misses, and no error.
    FOREACH v_forged IN ARRAY ARRAY['', repeat('zz', 200), repeat('a', 301), 'abcd',
                                    overlay(v_sealed PLACING CASE WHEN substr(v_sealed, 40, 1) = '0' THEN '1' ELSE '0' END FROM 40 FOR 1)] LOOP
        PERFORM set_config(v_slot_a, v_forged, false);
        SELECT * INTO v_hit FROM membership.recall_identity('credential-a');
        IF v_hit.o_identity IS NOT NULL THEN
            RAISE EXCEPTION 'expected a forged value (% characters) to be a miss, got %', length(v_forged), v_hit.o_identity;
        END IF;
    END LOOP;

    -- A change since its snapshot (here: every transaction, the snapshot is from the first xid), or past its end.
    FOREACH v_forged IN ARRAY ARRAY['snapshot', 'until'] LOOP
        PERFORM membership.identity_cache_write(v_secret, membership.identity_cache_tag(v_secret, 'credential-a'),
            v_entry || CASE v_forged WHEN 'snapshot' THEN jsonb_build_object('snapshot', '3:3:')
                                     ELSE jsonb_build_object('until', extract(epoch FROM now() - interval '1 second')) END);
        SELECT * INTO v_hit FROM membership.recall_identity('credential-a');
        IF v_hit.o_identity IS NOT NULL THEN
            RAISE EXCEPTION 'expected an entry with an outdated % to be a miss, got %', v_forged, v_hit.o_identity;
        END IF;
    END LOOP;

    -- A transaction that changed membership data resolves afresh.
    PERFORM set_config(v_slot_a, v_sealed, false);
    PERFORM set_config('membership.identity_epoch', '1', true);
    SELECT * INTO v_hit FROM membership.recall_identity('credential-a');
    IF v_hit.o_identity IS NOT NULL THEN
        RAISE EXCEPTION 'expected no recall after a membership change in this transaction, got %', v_hit.o_identity;
    END IF;
END
$$;

-- Entries are sealed under the signing key's derived column, the HMAC recall computed on every call before it was
-- stored; a rotated secret rotates it.
DO $$
DECLARE
    v_derived bytea := (SELECT extensions.hmac(convert_to('pgmi identity-cache seal v1', 'UTF8'), k.secret, 'sha256')
                          FROM internal.signing_key k WHERE k.id = 1);
BEGIN
    IF (SELECT k.identity_cache_seal_key FROM internal.signing_key k WHERE k.id = 1) IS DISTINCT FROM v_derived THEN
        RAISE EXCEPTION 'expected the identity-cache seal key to be HMAC(purpose, secret)';
    END IF;
    UPDATE internal.signing_key SET secret = extensions.gen_random_bytes(32) WHERE id = 1;
    IF (SELECT k.identity_cache_seal_key IS NOT DISTINCT FROM v_derived
               OR k.identity_cache_seal_key IS DISTINCT FROM extensions.hmac(convert_to('pgmi identity-cache seal v1', 'UTF8'), k.secret, 'sha256')
          FROM internal.signing_key k WHERE k.id = 1) THEN
        RAISE EXCEPTION 'expected the identity-cache seal key to follow a rotated secret';
    END IF;
END
$$;
