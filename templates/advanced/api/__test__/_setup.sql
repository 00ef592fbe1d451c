-- Fixture for the example handlers (api/examples.sql): Alice and Bob sign in through an identity provider
-- (verified e-mails). Helpers (pg_temp, gone with the fixture):
--   pg_temp.call(method, url, subject DEFAULT NULL, body jsonb DEFAULT NULL) → api.http_response  (REST, as the gateway)
--   pg_temp.call_rpc(body jsonb, subject DEFAULT NULL) → api.http_response
--   pg_temp.body(response) → jsonb;  pg_temp.expect(what, actual, expected)

CREATE FUNCTION pg_temp.call(p_method text, p_url text, p_subject text DEFAULT NULL, p_body jsonb DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql AS $$
    SELECT api.rest_invoke(p_method, p_url,
                           CASE WHEN p_subject IS NULL THEN ''::extensions.hstore ELSE extensions.hstore('x-user-id', p_subject) END,
                           p_body)
$$;

CREATE FUNCTION pg_temp.call_rpc(p_body jsonb, p_subject text DEFAULT NULL) RETURNS api.http_response
LANGUAGE sql AS $$
    SELECT api.rpc_invoke(api.rpc_resolve(p_body ->> 'method'),
                          CASE WHEN p_subject IS NULL THEN ''::extensions.hstore ELSE extensions.hstore('x-user-id', p_subject) END,
                          convert_to(p_body::text, 'UTF8'))
$$;

CREATE FUNCTION pg_temp.body(p_response api.http_response) RETURNS jsonb
LANGUAGE sql AS $$ SELECT convert_from(p_response.content, 'UTF8')::jsonb $$;

CREATE FUNCTION pg_temp.expect(p_what text, p_actual anyelement, p_expected anyelement) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF p_actual IS DISTINCT FROM p_expected THEN
        RAISE EXCEPTION '%: expected %, got %', p_what, coalesce(p_expected::text, 'NULL'), coalesce(p_actual::text, 'NULL');
    END IF;
END
$$;

SELECT membership.upsert_user('examples', 'alice', 'alice@acme.example', 'Alice', true);
SELECT membership.upsert_user('examples', 'bob', 'bob@acme.example', 'Bob', true);

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;
