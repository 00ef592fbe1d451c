-- Only providers on the allow-list (internal.setting account_linking_providers) link by verified email.
DO $$
DECLARE
    v_alice  uuid := current_setting('test.alice_id')::uuid;
    v_result uuid;
BEGIN
    UPDATE internal.setting SET value = 'google, github' WHERE key = 'account_linking_providers';
    v_result := membership.upsert_user('okta', 'alice-okta', 'alice@example.com', NULL, true);
    IF v_result = v_alice THEN
        RAISE EXCEPTION 'expected a provider outside the allow-list not to link, got Alice''s account';
    END IF;
    v_result := membership.upsert_user('github', 'alice-gh', 'alice@example.com', NULL, true);
    IF v_result IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected an allowed provider to link to Alice %, got %', v_alice, v_result;
    END IF;
END
$$;
