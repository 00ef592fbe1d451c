-- A signed-in user creates organizations (becoming owner and admin member) up to 5 owned; API keys cannot.
DO $$
DECLARE
    v_org uuid;
    v_key record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    v_org := membership.create_organization('Acme', 'acme');
    IF membership.get_member_role(current_setting('test.alice_id')::uuid, v_org) IS DISTINCT FROM 'admin' THEN
        RAISE EXCEPTION 'expected the creator to be admin';
    END IF;
    BEGIN
        PERFORM membership.create_organization('Acme again', 'acme');
        RAISE EXCEPTION 'expected P0409 for a taken slug, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM membership.create_organization('Sneaky', 'personal-abc');
        RAISE EXCEPTION 'expected 22023 for the reserved personal- slug, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    PERFORM membership.create_organization('Two', 'two');
    PERFORM membership.create_organization('Three', 'three');
    PERFORM membership.create_organization('Four', 'four');   -- 5 owned, the personal one included
    BEGIN
        PERFORM membership.create_organization('Five', 'five');
        RAISE EXCEPTION 'expected P0409 past the quota, got success';
    EXCEPTION WHEN SQLSTATE 'P0409' THEN NULL;          -- expected
    END;
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, v_org, 'k', NULL, NULL, ARRAY['keys:write']);
    PERFORM pg_temp.act_as('apikey|' || v_key.out_key_id);
    BEGIN
        PERFORM membership.create_organization('From key', 'from-key');
        RAISE EXCEPTION 'expected P0403 from an API-key session, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
END
$$;
