-- list_api_keys_for_operator lists by email (or all) with liveness and reason; revoke_api_key_for_operator
-- revokes once (true), then reports false; unknown key_ids are P0404.
DO $$
DECLARE
    v_res record;
    v_row record;
BEGIN
    SELECT * INTO v_res FROM membership.issue_api_key_for_email('alice@example.com', 'ops');
    PERFORM membership.issue_api_key_for_email('bob@example.com', 'ops');
    PERFORM pg_temp.expect('keys listed for ALICE@example.com', (SELECT count(*) FROM membership.list_api_keys_for_operator('ALICE@example.com')), 1);
    PERFORM pg_temp.expect('at least 2 keys listed overall', (SELECT count(*) FROM membership.list_api_keys_for_operator()) >= 2, true);
    IF NOT membership.revoke_api_key_for_operator(v_res.key_id, 'leaked in CI logs') THEN
        RAISE EXCEPTION 'expected true for the first revocation';
    END IF;
    IF membership.revoke_api_key_for_operator(v_res.key_id) THEN
        RAISE EXCEPTION 'expected false for a second revocation';
    END IF;
    SELECT * INTO v_row FROM membership.list_api_keys_for_operator('alice@example.com');
    PERFORM pg_temp.expect('the listing of a revoked key',
        jsonb_build_object('is_live', v_row.is_live, 'reason', v_row.reason, 'status', v_row.status),
        jsonb_build_object('is_live', false, 'reason', 'key is revoked', 'status', 'revoked'));
    BEGIN
        PERFORM membership.revoke_api_key_for_operator('ffffffffffff');
        RAISE EXCEPTION 'expected P0404 for an unknown key, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
END
$$;
