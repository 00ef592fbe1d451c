-- Provisioning is for trusted code: customer, api and gateway hold no EXECUTE on upsert_user; admin does.
DO $$
DECLARE
    c_fn CONSTANT text := 'membership.upsert_user(text, text, text, text, boolean)';
BEGIN
    IF has_function_privilege(current_setting('test.customer_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected customer without EXECUTE on upsert_user, got EXECUTE';
    END IF;
    IF has_function_privilege(current_setting('test.gateway_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected gateway without EXECUTE on upsert_user, got EXECUTE';
    END IF;
    IF NOT has_function_privilege(current_setting('test.admin_role'), c_fn, 'EXECUTE') THEN
        RAISE EXCEPTION 'expected admin with EXECUTE on upsert_user, got none';
    END IF;
END
$$;
