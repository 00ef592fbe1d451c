-- Weak points 7.2 #13 and #8: key_id must be lowercase hex (the parser's grammar), the hash is 32 bytes,
-- scopes follow the grammar -- enforced by the table, not only by the functions.
DO $$
DECLARE
    v_base membership.api_key;
BEGIN
    PERFORM pg_temp.as_system();
    v_base.organization_id := current_setting('test.alice_org')::uuid;
    v_base.user_id := current_setting('test.alice_id')::uuid;
    BEGIN
        INSERT INTO membership.api_key (organization_id, user_id, key_id, key_prefix, key_hash, display_name)
        VALUES (v_base.organization_id, v_base.user_id, 'ABCDEF123456', 'demo', extensions.digest('x', 'sha256'), 'upper');
        RAISE EXCEPTION 'expected a check violation for an uppercase key_id, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
    BEGIN
        INSERT INTO membership.api_key (organization_id, user_id, key_id, key_prefix, key_hash, display_name)
        VALUES (v_base.organization_id, v_base.user_id, 'abcdef123456', 'demo', '\x00'::bytea, 'short hash');
        RAISE EXCEPTION 'expected a check violation for a short hash, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
    BEGIN
        INSERT INTO membership.api_key (organization_id, user_id, key_id, key_prefix, key_hash, display_name, scopes)
        VALUES (v_base.organization_id, v_base.user_id, 'abcdef123456', 'demo', extensions.digest('x', 'sha256'), 's', ARRAY['Bad Scope']);
        RAISE EXCEPTION 'expected a check violation for a malformed scope, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
    PERFORM pg_temp.act_as('google|alice-001');
    BEGIN
        PERFORM membership.create_api_key(v_base.user_id, v_base.organization_id, '   ');
        RAISE EXCEPTION 'expected a check violation for a blank name, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
END
$$;
