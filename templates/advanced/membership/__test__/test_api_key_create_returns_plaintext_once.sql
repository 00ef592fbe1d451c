-- create_api_key returns the plaintext once; the row holds only its SHA-256 (32 bytes), never the key or
-- the secret (reference §6 items 46-52, 91-92).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_org   uuid := current_setting('test.alice_org')::uuid;
    v_key   record;
    v_row   membership.api_key;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, v_org, '  Alice test key ');
    IF v_key.out_api_key IS NULL OR v_key.out_object_id IS NULL OR strpos(v_key.out_api_key, v_key.out_key_id) = 0 THEN
        RAISE EXCEPTION 'expected plaintext, object id and key_id inside the key, got %', v_key;
    END IF;
    PERFORM pg_temp.expect('the key''s prefix', left(v_key.out_api_key, length(membership.api_key_prefix()) + 1), membership.api_key_prefix() || '_');
    PERFORM pg_temp.as_system();
    SELECT k.* INTO v_row FROM membership.api_key k WHERE k.key_id = v_key.out_key_id;
    PERFORM pg_temp.expect('the stored key row',
        jsonb_build_object('organization_id', v_row.organization_id, 'user_id', v_row.user_id, 'status', v_row.status,
                           'display_name', v_row.display_name, 'created_by', v_row.created_by),
        jsonb_build_object('organization_id', v_org, 'user_id', v_alice, 'status', 'active',
                           'display_name', 'Alice test key', 'created_by', v_alice));
    IF v_row.key_hash IS DISTINCT FROM extensions.digest(v_key.out_api_key, 'sha256') THEN
        RAISE EXCEPTION 'expected key_hash = sha256(full key)';
    END IF;
    IF v_row::text LIKE '%' || split_part(v_key.out_api_key, '_', 3) || '%' OR v_row::text LIKE '%' || v_key.out_api_key || '%' THEN
        RAISE EXCEPTION 'expected neither the secret nor the key stored in the row';
    END IF;
    IF NOT EXISTS (SELECT FROM membership.api_key_event WHERE key_id = v_key.out_key_id AND event = 'created' AND actor_user_id = v_alice) THEN
        RAISE EXCEPTION 'expected a created event naming Alice';
    END IF;
    IF EXISTS (SELECT FROM membership.user_identity WHERE idp_provider = 'apikey') THEN
        RAISE EXCEPTION 'expected no apikey identity rows (keys resolve from api_key directly)';
    END IF;
END
$$;
