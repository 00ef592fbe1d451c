-- Weak point 7.1 #4: a key session cannot create keys unless its key holds keys:write.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_plain record;
    v_power record;
    v_child record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_plain FROM membership.create_api_key(v_alice, v_org, 'plain');
    SELECT * INTO v_power FROM membership.create_api_key(v_alice, v_org, 'minter', NULL, NULL, ARRAY['keys:write']);
    PERFORM pg_temp.act_as('apikey|' || v_plain.out_key_id);
    BEGIN
        PERFORM membership.create_api_key(v_alice, v_org, 'persist me');
        RAISE EXCEPTION 'expected P0403 minting from a key without keys:write, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
    IF membership.can_create_api_key(v_alice, v_org) THEN
        RAISE EXCEPTION 'expected can_create_api_key false for a key without keys:write';
    END IF;
    PERFORM pg_temp.act_as('apikey|' || v_power.out_key_id);
    SELECT * INTO v_child FROM membership.create_api_key(v_alice, v_org, 'child');
    IF v_child.out_key_id IS NULL THEN
        RAISE EXCEPTION 'expected a key with keys:write to mint';
    END IF;
    PERFORM pg_temp.as_system();
    IF (SELECT created_by_key_id FROM membership.api_key WHERE key_id = v_child.out_key_id) IS DISTINCT FROM v_power.out_key_id THEN
        RAISE EXCEPTION 'expected created_by_key_id to name the parent key';
    END IF;
END
$$;
