-- Just-in-time provisioning: an unknown IdP identity that the gateway sends with x-user-email is created (with a
-- personal organization) in a read-write transaction and passes the gate; repeating is idempotent; without an
-- e-mail an unknown identity stays anonymous; a malformed e-mail is not fatal; a deactivated user gets 401.
DO $$
DECLARE
    v_headers extensions.hstore := extensions.hstore(ARRAY['x-user-id', 'jittest|user-pgmi33', 'x-user-email', 'JIT@Example.com']);
    v_r       api.http_response;
    v_user    uuid;
BEGIN
    PERFORM pg_temp.expect('unknown, no e-mail', (pg_temp.rest('GET', '/t/private', extensions.hstore('x-user-id', 'jittest|user-pgmi33'))).status_code, 401);
    v_r := pg_temp.rest('GET', '/t/private', v_headers);
    PERFORM pg_temp.expect('provisioned', v_r.status_code, 200);
    PERFORM pg_temp.expect('subject', pg_temp.body(v_r) ->> 'subject', 'jittest|user-pgmi33');
    v_user := membership.set_request_identity('jittest|user-pgmi33');
    PERFORM pg_temp.expect('personal organization', cardinality(api.current_member_org_ids()) >= 1, true);
    PERFORM pg_temp.expect('again', (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 200);
    PERFORM pg_temp.expect('one identity', (SELECT count(*) FROM membership.get_user_identities(v_user)), 1::bigint);
    PERFORM pg_temp.expect('bad e-mail is not fatal',
        (pg_temp.rest('GET', '/t/private', extensions.hstore(ARRAY['x-user-id', 'jittest|bad', 'x-user-email', 'not an email']))).status_code, 401);
    PERFORM pg_temp.expect('apikey subjects are never provisioned',
        (pg_temp.rest('GET', '/t/private', extensions.hstore(ARRAY['x-user-id', 'apikey|abcdef123456', 'x-user-email', 'k@example.com']))).status_code, 401);
    PERFORM membership.set_user_active(v_user, false);
    PERFORM pg_temp.expect('deactivated', (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 401);
END
$$;
