-- An API-key identity (x-user-id: apikey|<key_id>, set by the gateway after membership.validate_api_key)
-- passes the gate while the key is live and fails once it is revoked.
DO $$
DECLARE
    v_key     record;
    v_headers extensions.hstore;
BEGIN
    SELECT * INTO v_key FROM membership.issue_api_key_for_email('alice@example.com', 'test key');
    v_headers := extensions.hstore('x-user-id', 'apikey|' || v_key.key_id);
    PERFORM pg_temp.expect('live key', (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 200);
    PERFORM pg_temp.expect('subject', pg_temp.body(pg_temp.rest('GET', '/t/private', v_headers)) ->> 'subject', 'apikey|' || v_key.key_id);
    PERFORM membership.revoke_api_key_for_operator(v_key.key_id);
    PERFORM pg_temp.expect('revoked key', (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 401);
END
$$;
