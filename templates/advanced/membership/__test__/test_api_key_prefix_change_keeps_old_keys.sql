-- Weak point 7.2 #14: changing the deploy prefix does not invalidate keys minted under the old one;
-- new keys use the new prefix (reference §6 74-76 for prefixes with underscores).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_old   record;
    v_new   record;
    v_res   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_old FROM membership.create_api_key(v_alice, v_org, 'old prefix');
    UPDATE internal.setting SET value = 'acme_prod' WHERE key = 'api_key_prefix';
    SELECT * INTO v_new FROM membership.create_api_key(v_alice, v_org, 'new prefix');
    IF v_new.out_api_key NOT LIKE 'acme\_prod\_%' THEN
        RAISE EXCEPTION 'expected the new key to start with acme_prod_, got %', left(v_new.out_api_key, 12);
    END IF;
    FOR v_res IN SELECT * FROM membership.validate_api_key(v_old.out_api_key)
                 UNION ALL SELECT * FROM membership.validate_api_key(v_new.out_api_key) LOOP
        IF NOT v_res.is_valid THEN
            RAISE EXCEPTION 'expected keys under both prefixes valid, got %', v_res;
        END IF;
    END LOOP;
    PERFORM membership.revoke_api_key(v_new.out_key_id);
    IF (SELECT reason FROM membership.validate_api_key(v_new.out_api_key)) IS DISTINCT FROM 'key is revoked' THEN
        RAISE EXCEPTION 'expected the acme_prod key revocable';
    END IF;
END
$$;
