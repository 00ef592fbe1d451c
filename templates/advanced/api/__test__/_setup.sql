-- Fixture for the example handlers (api/examples.sql): Alice and Bob (identity-provider accounts, verified
-- e-mails), each with an API key in their personal organization -- what a client presents to the gateway.
-- Helpers (pg_temp, gone with the fixture):
--   pg_temp.auth(subject) → hstore   the Authorization header carrying that user's key ('examples|alice' or 'examples|bob')
--   pg_temp.call(method, url, subject DEFAULT NULL, body jsonb DEFAULT NULL) → api.http_response  (REST, as the gateway)
--   pg_temp.call_rpc(body jsonb, subject DEFAULT NULL) → api.http_response
--   pg_temp.body(response) → jsonb;  pg_temp.expect(what, actual, expected)
--   pg_temp.examples_on() → boolean  the deploy parameter examples: the example handlers exist (else every test
--                                    here but test_examples_switch.sql returns at once: there is nothing to test)
-- Authenticating reports "pgmi.credential.use" as a NOTICE (for the gateway); keep it out of the deploy output.
SET LOCAL client_min_messages = warning;

CREATE FUNCTION pg_temp.auth(p_subject text) RETURNS extensions.hstore
LANGUAGE sql AS $$
    SELECT CASE WHEN p_subject IS NULL THEN ''::extensions.hstore
                ELSE extensions.hstore('authorization', 'Bearer ' || current_setting('test.key_' || md5(p_subject))) END
$$;

CREATE FUNCTION pg_temp.call(p_method text, p_url text, p_subject text DEFAULT NULL, p_body jsonb DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql AS $$ SELECT api.rest_invoke(p_method, p_url, pg_temp.auth(p_subject), p_body) $$;

CREATE FUNCTION pg_temp.call_rpc(p_body jsonb, p_subject text DEFAULT NULL) RETURNS api.http_response
LANGUAGE sql AS $$
    SELECT api.rpc_invoke(api.rpc_resolve(p_body ->> 'method'), pg_temp.auth(p_subject), convert_to(p_body::text, 'UTF8'))
$$;

CREATE FUNCTION pg_temp.examples_on() RETURNS boolean
LANGUAGE sql AS $$ SELECT internal.deploy_switch('examples') $$;

CREATE FUNCTION pg_temp.body(p_response api.http_response) RETURNS jsonb
LANGUAGE sql AS $$ SELECT convert_from(p_response.content, 'UTF8')::jsonb $$;

CREATE FUNCTION pg_temp.expect(p_what text, p_actual anycompatible, p_expected anycompatible) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF p_actual IS DISTINCT FROM p_expected THEN
        RAISE EXCEPTION '%: expected %, got %', p_what, coalesce(p_expected::text, 'NULL'), coalesce(p_actual::text, 'NULL');
    END IF;
END
$$;

SELECT membership.upsert_user('examples', 'alice', 'alice@acme.example', 'Alice', true);
SELECT membership.upsert_user('examples', 'bob', 'bob@acme.example', 'Bob', true);
SELECT set_config('test.key_' || md5('examples|alice'), (SELECT k.key FROM membership.issue_api_key_for_email('alice@acme.example', 'test') AS k), true);
SELECT set_config('test.key_' || md5('examples|bob'), (SELECT k.key FROM membership.issue_api_key_for_email('bob@acme.example', 'test') AS k), true);

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;
