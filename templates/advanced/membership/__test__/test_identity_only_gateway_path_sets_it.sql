-- Only the api role kind (so the gateway) and admin may call set_request_identity; the customer may not.
DO $$
DECLARE
    c_fn CONSTANT text := 'membership.set_request_identity(text)';
BEGIN
    IF has_function_privilege(current_setting('test.customer_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected customer without EXECUTE on set_request_identity, got EXECUTE';
    END IF;
    IF NOT has_function_privilege(current_setting('test.gateway_role'), c_fn, 'EXECUTE')
       OR NOT has_function_privilege(current_setting('test.admin_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected gateway and admin with EXECUTE on set_request_identity';
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
