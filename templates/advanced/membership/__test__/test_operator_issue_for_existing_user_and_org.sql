-- For an existing user, issue_api_key_for_email reuses the account; with an organization slug the user must
-- be a member of it; unknown slugs and bad emails are refused.
DO $$
DECLARE
    v_res  record;
    v_team uuid;
BEGIN
    SELECT * INTO v_res FROM membership.issue_api_key_for_email('alice@example.com');
    PERFORM pg_temp.expect('the account the key was issued to', v_res.user_id, current_setting('test.alice_id')::uuid);
    PERFORM pg_temp.expect('the organization the key was issued in', v_res.organization_id, current_setting('test.alice_org')::uuid);
    PERFORM pg_temp.act_as('google|alice-001');
    v_team := membership.create_organization('Team', 'team');
    SELECT * INTO v_res FROM membership.issue_api_key_for_email('alice@example.com', 'team key', 'team');
    PERFORM pg_temp.expect('the organization a slug names', v_res.organization_id, v_team);
    BEGIN
        PERFORM membership.issue_api_key_for_email('bob@example.com', NULL, 'team');
        RAISE EXCEPTION 'expected P0403 for a non-member, got success';
    EXCEPTION WHEN SQLSTATE 'P0403' THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM membership.issue_api_key_for_email('alice@example.com', NULL, 'no-such-org');
        RAISE EXCEPTION 'expected P0404 for an unknown slug, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM membership.issue_api_key_for_email('not an email');
        RAISE EXCEPTION 'expected 22023 for a bad email, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
END
$$;
