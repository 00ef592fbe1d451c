-- Identity is set only from a credential the database verified (membership.authenticate), which the api role
-- kind (so the gateway) may call; acting as someone without a credential (set_request_identity) is for admin
-- (operators) and the owner (tests) only. Neither the gateway nor the customer may call it.
DO $$
DECLARE
    c_fn CONSTANT text := 'membership.set_request_identity(text)';
BEGIN
    IF has_function_privilege(current_setting('test.customer_role'), c_fn, 'EXECUTE')
       OR has_function_privilege(current_setting('test.gateway_role'), c_fn, 'EXECUTE')
       OR has_function_privilege(current_setting('test.api_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected neither customer nor gateway (api) with EXECUTE on set_request_identity';
    END IF;
    IF NOT has_function_privilege(current_setting('test.admin_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected admin with EXECUTE on set_request_identity';
    END IF;
    IF NOT has_function_privilege(current_setting('test.gateway_role'), 'membership.authenticate(text)', 'EXECUTE')
       OR has_function_privilege(current_setting('test.customer_role'), 'membership.authenticate(text)', 'EXECUTE') THEN
        RAISE EXCEPTION 'expected the gateway, and not the customer, with EXECUTE on membership.authenticate';
    END IF;
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    PERFORM membership.set_request_identity('google|alice-001');
    RAISE EXCEPTION 'expected 42501 when the customer calls set_request_identity, got success';
EXCEPTION WHEN insufficient_privilege THEN NULL;        -- expected
END
$$;
SELECT pg_temp.become_owner();
DO $$
BEGIN
    EXECUTE format('SET LOCAL ROLE %I', current_setting('test.gateway_role'));
    BEGIN
        PERFORM membership.set_request_identity('google|alice-001');
        RAISE EXCEPTION 'expected 42501 when the gateway calls set_request_identity, got success';
    EXCEPTION WHEN insufficient_privilege THEN NULL;    -- expected
    END;
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected the gateway without a credential to be anonymous';
    END IF;
END
$$;
