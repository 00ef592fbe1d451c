-- Weak point 7.1 #4: a child key expires no later than the key that minted it, and holds no scope it lacks.
DO $$
DECLARE
    v_alice  uuid := current_setting('test.alice_id')::uuid;
    v_org    uuid := current_setting('test.alice_org')::uuid;
    v_parent record;
    v_child  record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_parent FROM membership.create_api_key(v_alice, v_org, 'short-lived', now() + interval '1 hour', NULL, ARRAY['keys:write']);
    PERFORM pg_temp.act_as('apikey|' || v_parent.out_key_id);
    SELECT * INTO v_child FROM membership.create_api_key(v_alice, v_org, 'forever');
    IF v_child.out_expires_at IS DISTINCT FROM v_parent.out_expires_at THEN
        RAISE EXCEPTION 'expected a child without expiry to get the parent''s %, got %', v_parent.out_expires_at, v_child.out_expires_at;
    END IF;
    SELECT * INTO v_child FROM membership.create_api_key(v_alice, v_org, 'longer', now() + interval '10 days');
    IF v_child.out_expires_at IS DISTINCT FROM v_parent.out_expires_at THEN
        RAISE EXCEPTION 'expected a longer expiry capped at the parent''s %, got %', v_parent.out_expires_at, v_child.out_expires_at;
    END IF;
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org, 'wider', NULL, NULL, ARRAY['keys:write', 'invoices:write']);
        RAISE EXCEPTION 'expected P0403 for a scope the parent lacks, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
END
$$;
