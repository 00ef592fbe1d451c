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
    IF api.current_api_key_id() IS NOT NULL OR api.current_api_key_org_id() IS NOT NULL
       OR api.current_api_key_scopes() <> '{}' THEN
        RAISE EXCEPTION 'expected no key context for a person, got key % org % scopes %',
            api.current_api_key_id(), api.current_api_key_org_id(), api.current_api_key_scopes();
    END IF;
    IF NOT current_setting('test.alice_org')::uuid = ANY (api.current_member_org_ids())
       OR NOT current_setting('test.alice_org')::uuid = ANY (api.current_owner_org_ids()) THEN
        RAISE EXCEPTION 'expected the personal org among member and owner orgs, got % / %',
            api.current_member_org_ids(), api.current_owner_org_ids();
    END IF;
    IF NOT EXISTS (SELECT FROM api.vw_current_user WHERE user_id = v_alice AND email = 'alice@example.com') THEN
        RAISE EXCEPTION 'expected api.vw_current_user to show Alice, got no row';
    END IF;
END
$$;
