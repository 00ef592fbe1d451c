-- What once made the gateway's word identity now means nothing: x-user-id (an identity-provider subject, or
-- apikey|<key_id> of a live key, whose id is not secret), x-user-email with x-user-email-verified, x-tenant-id.
-- The caller stays anonymous, nobody is provisioned or linked to an existing account, and handlers never see
-- those headers (nor the credential).
DO $$
DECLARE
    v_users      bigint := (SELECT count(*) FROM membership."user");
    v_identities bigint := (SELECT count(*) FROM membership.user_identity);
    v_headers    extensions.hstore;
    v_r          api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0011-4000-8000-000000000001", "path": "/t/headers", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, extensions.hstore_to_jsonb(request.headers)); END; $b$);
    FOREACH v_headers IN ARRAY ARRAY[
        extensions.hstore(ARRAY['x-user-id', 'github|mallory', 'x-user-email', 'alice@example.com', 'x-user-email-verified', 'true']),
        extensions.hstore(ARRAY['x-user-id', 'jittest|user-pgmi33', 'x-user-email', 'JIT@Example.com', 'x-user-email-verified', '1']),
        extensions.hstore(ARRAY['x-user-id', pg_temp.alice_subject(), 'x-tenant-id', current_setting('test.alice_id')]),
        extensions.hstore(ARRAY['x-user-id', 'test|alice'])] LOOP
        PERFORM pg_temp.expect('REST ' || (v_headers OPERATOR(extensions.->) 'x-user-id'), (pg_temp.rest('GET', '/t/private', v_headers)).status_code, 401);
        PERFORM pg_temp.expect('RPC ' || (v_headers OPERATOR(extensions.->) 'x-user-id'),
            (pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.private"}', v_headers)) #>> '{error,code}')::integer, -32001);
        PERFORM pg_temp.expect('public route: anonymous', pg_temp.body(pg_temp.rest('GET', '/t/public', v_headers)) -> 'subject', 'null'::jsonb);
    END LOOP;
    PERFORM pg_temp.expect('nobody provisioned', (SELECT count(*) FROM membership."user"), v_users);
    PERFORM pg_temp.expect('nothing linked', (SELECT count(*) FROM membership.user_identity), v_identities);

    v_r := pg_temp.rest('GET', '/t/headers', pg_temp.alice() OPERATOR(extensions.||)
                        extensions.hstore(ARRAY['x-user-id', 'test|bob', 'x-tenant-id', 't', 'x-user-email', 'e', 'x-trace', 'kept']));
    PERFORM pg_temp.expect('handlers see neither identity headers nor the credential', pg_temp.body(v_r), '{"x-trace": "kept"}'::jsonb);
END
$$;
