-- The signed identity is bound to this backend and this transaction, and any edit breaks the signature.
DO $$
DECLARE
    v_raw     text;
    v_payload jsonb;
    v_other   text;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_raw := current_setting('auth.signed_identity');
    v_payload := left(v_raw, -65)::jsonb;

    -- Correctly signed, but for another transaction (as if copied from a log or another connection).
    v_other := jsonb_set(v_payload, '{bind}', to_jsonb('1:' || extract(epoch FROM now() - interval '1 second')::text))::text;
    PERFORM set_config('auth.signed_identity', v_other || '.' || internal.sign('request-identity', v_other), true);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected an identity bound to another transaction to be ignored, got %', api.current_user_id();
    END IF;

    -- Tampered payload, original signature.
    v_other := jsonb_set(v_payload, '{uid}', to_jsonb(current_setting('test.bob_id')))::text;
    PERFORM set_config('auth.signed_identity', v_other || '.' || right(v_raw, 64), true);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected a tampered identity to be ignored, got %', api.current_user_id();
    END IF;

    -- A system-context token is not an identity signature (different purpose).
    v_other := v_payload::text;
    PERFORM set_config('auth.signed_identity', v_other || '.' || internal.sign('system-context', v_other), true);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected a signature for another purpose to be ignored, got %', api.current_user_id();
    END IF;

    PERFORM set_config('auth.signed_identity', v_raw, true);
    IF api.current_user_id() IS DISTINCT FROM current_setting('test.alice_id')::uuid THEN
        RAISE EXCEPTION 'expected the genuine value to verify again, got %', api.current_user_id();
    END IF;
END
$$;
