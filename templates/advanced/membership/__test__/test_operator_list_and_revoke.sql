-- list_api_keys_for_operator lists by email (or all) with liveness and reason; revoke_api_key_for_operator
-- revokes once (true), then reports false; unknown key_ids are P0404.
DO $$
DECLARE
    v_res record;
    v_row record;
BEGIN
    SELECT * INTO v_res FROM membership.issue_api_key_for_email('alice@example.com', 'ops');
    PERFORM membership.issue_api_key_for_email('bob@example.com', 'ops');
    IF (SELECT count(*) FROM membership.list_api_keys_for_operator('ALICE@example.com')) <> 1
       OR (SELECT count(*) FROM membership.list_api_keys_for_operator()) < 2 THEN
        RAISE EXCEPTION 'expected 1 key for Alice and at least 2 overall';
    END IF;
    IF NOT membership.revoke_api_key_for_operator(v_res.key_id, 'leaked in CI logs') THEN
        RAISE EXCEPTION 'expected true for the first revocation';
    END IF;
    IF membership.revoke_api_key_for_operator(v_res.key_id) THEN
        RAISE EXCEPTION 'expected false for a second revocation';
    END IF;
    SELECT * INTO v_row FROM membership.list_api_keys_for_operator('alice@example.com');
    IF v_row.is_live OR v_row.reason <> 'key is revoked' OR v_row.status <> 'revoked' THEN
        RAISE EXCEPTION 'expected the listing to show the revocation, got %', v_row;
    END IF;
    BEGIN
        PERFORM membership.revoke_api_key_for_operator('ffffffffffff');
        RAISE EXCEPTION 'expected P0404 for an unknown key, got success';
    EXCEPTION WHEN SQLSTATE 'P0404' THEN NULL;          -- expected
    END;
END
$$;
