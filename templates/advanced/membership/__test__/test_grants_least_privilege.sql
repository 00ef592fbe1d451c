-- The privilege rules, stated as rules (the snapshot test pins the exact set):
--   * gateway (via api) may authenticate a presented credential, and nothing that sets an identity without one,
--     tells why a key was refused, mints or reads keys;
--   * customer may do RLS-restricted self-service, but not validate keys, set identities, or provision users;
--   * admin may run the operator functions and read, but writes no membership table directly (7.1 #6);
--   * nobody but the owner touches internal.signing_key; no routine here is executable by PUBLIC;
--   * every SECURITY DEFINER routine pins its search_path.
DO $$
DECLARE
    v_gateway  text := current_setting('test.gateway_role');
    v_customer text := current_setting('test.customer_role');
    v_admin    text := current_setting('test.admin_role');
    v_bad      text;
BEGIN
    IF NOT has_function_privilege(v_gateway, 'membership.authenticate(text)', 'EXECUTE')
       OR NOT has_function_privilege(v_gateway, 'membership.record_credential_use(text)', 'EXECUTE') THEN
        RAISE EXCEPTION 'expected gateway to authenticate credentials and record their use';
    END IF;
    SELECT string_agg(f, ', ') INTO v_bad FROM unnest(ARRAY[
        'membership.set_request_identity(text)', 'membership.validate_api_key(text)', 'membership.store_identity(jsonb)',
        'membership.verify_credential(text)', 'membership.check_api_key(text)',
        'membership.create_api_key(uuid, uuid, text, timestamptz, timestamptz, text[])',
        'membership.issue_api_key_for_email(text, text, text, timestamptz, text[])',
        'membership.list_api_keys_for_operator(text)', 'membership.generate_api_key_material()',
        'membership.upsert_user(text, text, text, text, boolean)', 'membership.resolve_identity(text, membership.api_key)']) AS f
     WHERE has_function_privilege(v_gateway, f, 'EXECUTE');
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected gateway without EXECUTE on: %', v_bad;
    END IF;
    SELECT string_agg(f, ', ') INTO v_bad FROM unnest(ARRAY[
        'membership.validate_api_key(text)', 'membership.set_request_identity(text)', 'membership.store_identity(jsonb)',
        'membership.authenticate(text)', 'membership.record_credential_use(text)',
        'membership.issue_api_key_for_email(text, text, text, timestamptz, text[])', 'membership.generate_api_key_material()',
        'membership.set_user_active(uuid, boolean)', 'membership.set_platform_admin(uuid, boolean)',
        'core.enter_system_context()', 'internal.sign(text, text)']) AS f
     WHERE has_function_privilege(v_customer, f, 'EXECUTE');
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected customer without EXECUTE on: %', v_bad;
    END IF;
    IF NOT has_function_privilege(v_customer, 'membership.create_api_key(uuid, uuid, text, timestamptz, timestamptz, text[])', 'EXECUTE')
       OR NOT has_function_privilege(v_customer, 'membership.revoke_api_key(text)', 'EXECUTE')
       OR NOT has_function_privilege(v_customer, 'membership.list_api_keys(uuid)', 'EXECUTE') THEN
        RAISE EXCEPTION 'expected customer self-service on create/revoke/list keys';
    END IF;
    SELECT string_agg(DISTINCT format('%s %s', c.oid::regclass, p), ', ') INTO v_bad
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace, unnest(ARRAY['INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) AS p,
           unnest(ARRAY[v_admin, v_customer, v_gateway, current_setting('test.api_role')]) AS r
     WHERE n.nspname = 'membership' AND c.relkind = 'r' AND has_table_privilege(r, c.oid, p);
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected no direct writes by admin, customer, gateway or api, found: %', v_bad;
    END IF;
    IF has_table_privilege(v_admin, 'internal.signing_key', 'SELECT') OR has_table_privilege(v_customer, 'internal.signing_key', 'SELECT')
       OR has_table_privilege(v_gateway, 'internal.signing_key', 'SELECT') THEN
        RAISE EXCEPTION 'expected internal.signing_key readable by the owner only';
    END IF;
    SELECT string_agg(p.oid::regprocedure::text, ', ') INTO v_bad
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('membership', 'core', 'common')
       AND (p.proacl IS NULL OR EXISTS (SELECT FROM aclexplode(p.proacl) a WHERE a.grantee = 0));
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected no PUBLIC-executable routine, found: %', v_bad;
    END IF;
    SELECT string_agg(p.oid::regprocedure::text, ', ') INTO v_bad
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname IN ('membership', 'core', 'common', 'api', 'internal') AND p.prosecdef
       AND NOT EXISTS (SELECT FROM unnest(p.proconfig) AS c WHERE c LIKE 'search\_path=%');
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected every SECURITY DEFINER routine to pin search_path, found: %', v_bad;
    END IF;
END
$$;
