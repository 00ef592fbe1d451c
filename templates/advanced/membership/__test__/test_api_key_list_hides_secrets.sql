-- Weak point 7.1 #10: list_api_keys shows own keys and, to organization admins, their organization's keys --
-- with no hash and no secret; the customer role cannot read membership.api_key at all (reference §6 89-90).
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_key   record;
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(v_alice, current_setting('test.alice_org')::uuid, 'listed');
    PERFORM pg_temp.act_as('github|bob-001');
    PERFORM membership.create_api_key(current_setting('test.bob_id')::uuid, current_setting('test.bob_org')::uuid, 'bob''s');
    IF EXISTS (SELECT FROM membership.list_api_keys() WHERE key_id = v_key.out_key_id) THEN
        RAISE EXCEPTION 'expected Bob not to list Alice''s key';
    END IF;
    PERFORM pg_temp.expect('keys Bob lists', (SELECT count(*) FROM membership.list_api_keys()), 1);
    IF EXISTS (SELECT FROM information_schema.routines r JOIN information_schema.parameters p USING (specific_schema, specific_name)
                WHERE r.routine_schema = 'membership' AND r.routine_name IN ('list_api_keys', 'list_api_keys_for_operator')
                  AND p.parameter_mode = 'OUT' AND p.parameter_name ~ 'hash|secret|full_key') THEN
        RAISE EXCEPTION 'expected no hash or secret column in the list functions';
    END IF;
    IF has_table_privilege(current_setting('test.customer_role'), 'membership.api_key', 'SELECT') THEN
        RAISE EXCEPTION 'expected the customer role without SELECT on membership.api_key';
    END IF;
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    PERFORM pg_temp.become_owner();
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM pg_temp.become_customer();
    PERFORM pg_temp.expect('keys the customer session lists for Alice', (SELECT count(*) FROM membership.list_api_keys()), 1);
    BEGIN
        PERFORM count(*) FROM membership.api_key;
        RAISE EXCEPTION 'expected 42501 reading membership.api_key as customer, got rows';
    EXCEPTION WHEN insufficient_privilege THEN NULL;    -- expected
    END;
END
$$;
