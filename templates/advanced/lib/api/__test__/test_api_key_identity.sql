-- A request presents its API key as "Authorization: Bearer <key>" and the entry point verifies it: a live key
-- passes the gate as apikey|<key_id>; once the key is revoked, presenting it raises PA401 (the gateway's 401) on
-- REST and RPC alike, and nothing of the request runs.
DO $$
DECLARE
    v_key     record;
    v_headers extensions.hstore;
BEGIN
    SELECT * INTO v_key FROM membership.issue_api_key_for_email('alice@example.com', 'test key');
    v_headers := extensions.hstore('authorization', 'Bearer ' || v_key.key);
    PERFORM pg_temp.expect('live key', (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 200);
    PERFORM pg_temp.expect('subject', pg_temp.body(pg_temp.rest('GET', '/t/private', v_headers)) ->> 'subject', 'apikey|' || v_key.key_id);
    PERFORM pg_temp.expect('scheme is case-insensitive',
        (pg_temp.rest('GET', '/t/private', extensions.hstore('authorization', 'bearer ' || v_key.key))).status_code, 200);
    PERFORM membership.revoke_api_key_for_operator(v_key.key_id);
    PERFORM pg_temp.expect_error(format('SELECT pg_temp.rest(%L, %L, %L::extensions.hstore)', 'GET', '/t/private', v_headers), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT pg_temp.rest(%L, %L, %L::extensions.hstore)', 'GET', '/t/public', v_headers), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT pg_temp.rpc(%L::jsonb, %L::extensions.hstore)',
                                        '{"jsonrpc": "2.0", "id": 1, "method": "t.echo", "params": {}}', v_headers), 'PA401');
END
$$;
