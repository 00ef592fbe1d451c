-- set_request_identity resolves "<provider>|<subject>" to the active user and signs it into the transaction.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
BEGIN
    IF pg_temp.act_as('google|alice-001') IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected set_request_identity to return Alice %, got something else', v_alice;
    END IF;
    IF api.current_user_id() IS DISTINCT FROM v_alice OR NOT api.is_authenticated() THEN
        RAISE EXCEPTION 'expected current_user_id = Alice and authenticated, got % / %', api.current_user_id(), api.is_authenticated();
    END IF;
    IF api.current_idp_subject() IS DISTINCT FROM 'google|alice-001' THEN
        RAISE EXCEPTION 'expected subject google|alice-001, got %', api.current_idp_subject();
    END IF;
    PERFORM pg_temp.expect('a person''s key context (key, org, scopes)',
        jsonb_build_object('key', api.current_api_key_id(), 'org', api.current_api_key_org_id(), 'scopes', api.current_api_key_scopes()),
        jsonb_build_object('key', NULL, 'org', NULL, 'scopes', '[]'::jsonb));
    PERFORM pg_temp.expect('the personal org among member orgs ' || coalesce(api.current_member_org_ids()::text, 'NULL'),
        current_setting('test.alice_org')::uuid = ANY (api.current_member_org_ids()), true);
    PERFORM pg_temp.expect('the personal org among owner orgs ' || coalesce(api.current_owner_org_ids()::text, 'NULL'),
        current_setting('test.alice_org')::uuid = ANY (api.current_owner_org_ids()), true);
    IF NOT EXISTS (SELECT FROM api.vw_current_user WHERE user_id = v_alice AND email = 'alice@example.com') THEN
        RAISE EXCEPTION 'expected api.vw_current_user to show Alice, got no row';
    END IF;
END
$$;
