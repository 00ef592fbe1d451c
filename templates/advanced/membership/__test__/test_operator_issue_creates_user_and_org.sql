-- issue_api_key_for_email (pgmi keys create --email) creates the user (email unverified) and personal
-- organization when missing and returns a working key; the admin role may call it, customer and gateway may not.
DO $$
DECLARE
    v_res record;
    v_val record;
BEGIN
    SELECT * INTO v_res FROM membership.issue_api_key_for_email(' New.Person@Example.com ', 'CLI key', NULL,
                                                                now() + interval '30 days', ARRAY['keys:read']);
    IF v_res.key IS NULL OR v_res.user_id IS NULL OR v_res.organization_id IS NULL
       OR v_res.expires_at IS DISTINCT FROM now() + interval '30 days' THEN
        RAISE EXCEPTION 'expected key, user, organization and expiry, got %', v_res;
    END IF;
    SELECT * INTO v_val FROM membership.validate_api_key(v_res.key);
    PERFORM pg_temp.expect('validate_api_key of the issued key',
        jsonb_build_object('is_valid', v_val.is_valid, 'user_id', v_val.user_id, 'organization_id', v_val.organization_id),
        jsonb_build_object('is_valid', true, 'user_id', v_res.user_id, 'organization_id', v_res.organization_id));
    PERFORM pg_temp.as_system();
    IF NOT EXISTS (SELECT FROM membership."user" WHERE object_id = v_res.user_id AND email = 'new.person@example.com' AND NOT email_verified)
       OR NOT EXISTS (SELECT FROM membership.organization WHERE object_id = v_res.organization_id AND is_personal AND owner_user_id = v_res.user_id) THEN
        RAISE EXCEPTION 'expected an unverified user and a personal organization';
    END IF;
    IF (SELECT created_by_operator FROM membership.api_key WHERE key_id = v_res.key_id) IS NULL THEN
        RAISE EXCEPTION 'expected created_by_operator recorded';
    END IF;
    IF NOT has_function_privilege(current_setting('test.admin_role'), 'membership.issue_api_key_for_email(text, text, text, timestamptz, text[])', 'EXECUTE')
       OR has_function_privilege(current_setting('test.customer_role'), 'membership.issue_api_key_for_email(text, text, text, timestamptz, text[])', 'EXECUTE')
       OR has_function_privilege(current_setting('test.gateway_role'), 'membership.issue_api_key_for_email(text, text, text, timestamptz, text[])', 'EXECUTE') THEN
        RAISE EXCEPTION 'expected issue_api_key_for_email executable by admin only';
    END IF;
END
$$;
