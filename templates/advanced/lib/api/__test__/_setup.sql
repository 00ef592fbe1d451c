-- Fixture for the lib/api tests (runs as the owner inside the deploy transaction; rolled back after the folder).
-- Users: Alice (test|alice) and Bob (test|bob), verified e-mails. A scratch table internal.test_api_note for
-- handlers that write. Test handlers (ids 7e570000-…):
--   GET  /t/public    public:   {"ok": true, "subject": <verified subject or null>}
--   GET  /t/private   auth:     {"subject": …}
--   POST /t/note      public:   inserts the body into internal.test_api_note → 201 {"id"}
--   RPC  t.echo       public:   result = params
--   RPC  t.private    auth:     result = {"subject"}
-- Helpers (pg_temp, gone with the fixture):
--   pg_temp.rest(method, url, headers hstore DEFAULT '', body text DEFAULT NULL) → api.http_response
--   pg_temp.rpc(body jsonb, headers hstore DEFAULT '', route uuid DEFAULT NULL) → api.http_response
--       (route NULL: resolved from body.method with api.rpc_resolve, as the gateway does)
--   pg_temp.body(response) → jsonb
--   pg_temp.expect(what, actual, expected)       raises "<what>: expected <e>, got <a>"
--   pg_temp.expect_error(sql, sqlstate) → jsonb  runs sql, requires that SQLSTATE, returns {message, hint, detail}
--   pg_temp.alice() / pg_temp.bob() → hstore     the Authorization header carrying their API key (what a client
--                                                sends and the gateway passes on); their key ids are in
--                                                test.alice_key_id / test.bob_key_id, the keys in test.alice_key / test.bob_key
--   pg_temp.alice_subject() → text                the subject handlers see for Alice's key: apikey|<key_id>
-- Authenticating reports "pgmi.credential.use" as a NOTICE (for the gateway); keep it out of the deploy output.
SET LOCAL client_min_messages = warning;

CREATE FUNCTION pg_temp.rest(p_method text, p_url text, p_headers extensions.hstore DEFAULT '', p_body text DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql AS $$ SELECT api.rest_invoke(p_method, p_url, p_headers, convert_to(p_body, 'UTF8')) $$;

CREATE FUNCTION pg_temp.rpc(p_body jsonb, p_headers extensions.hstore DEFAULT '', p_route uuid DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql AS $$
    SELECT api.rpc_invoke(coalesce(p_route, api.rpc_resolve(p_body ->> 'method')), p_headers, convert_to(p_body::text, 'UTF8'))
$$;

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

CREATE FUNCTION pg_temp.expect_error(p_sql text, p_sqlstate text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
    v_state   text;
    v_message text;
    v_hint    text;
    v_detail  text;
BEGIN
    BEGIN
        EXECUTE p_sql;
    EXCEPTION WHEN OTHERS THEN  -- a test helper: every error is examined and re-reported below
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT,
                                v_hint = PG_EXCEPTION_HINT, v_detail = PG_EXCEPTION_DETAIL;
    END;
    IF v_state IS NULL THEN
        RAISE EXCEPTION 'expected SQLSTATE % from: %, got no error', p_sqlstate, left(p_sql, 200);
    ELSIF v_state IS DISTINCT FROM p_sqlstate THEN
        RAISE EXCEPTION 'expected SQLSTATE % from: %, got % (%)', p_sqlstate, left(p_sql, 200), v_state, v_message;
    END IF;
    RETURN jsonb_build_object('message', v_message, 'hint', nullif(v_hint, ''), 'detail', nullif(v_detail, ''));
END
$$;

CREATE FUNCTION pg_temp.alice() RETURNS extensions.hstore
LANGUAGE sql AS $$ SELECT extensions.hstore('authorization', 'Bearer ' || current_setting('test.alice_key')) $$;

CREATE FUNCTION pg_temp.bob() RETURNS extensions.hstore
LANGUAGE sql AS $$ SELECT extensions.hstore('authorization', 'Bearer ' || current_setting('test.bob_key')) $$;

CREATE FUNCTION pg_temp.alice_subject() RETURNS text
LANGUAGE sql AS $$ SELECT 'apikey|' || current_setting('test.alice_key_id') $$;

CREATE TABLE internal.test_api_note (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, body text NOT NULL);

DO $$
DECLARE
    v_key record;
BEGIN
    PERFORM set_config('test.alice_id', membership.upsert_user('test', 'alice', 'alice@example.com', 'Alice', true)::text, true);
    PERFORM set_config('test.bob_id', membership.upsert_user('test', 'bob', 'bob@example.com', 'Bob', true)::text, true);
    PERFORM set_config('test.customer_role', internal.role_name('customer'), true);
    PERFORM set_config('test.api_role', internal.role_name('api'), true);
    PERFORM set_config('test.gateway_role', internal.role_name('gateway'), true);
    PERFORM set_config('test.admin_role', internal.role_name('admin'), true);
    PERFORM set_config('test.owner_role', internal.role_name('owner'), true);
    SELECT k.key, k.key_id INTO v_key FROM membership.issue_api_key_for_email('alice@example.com', 'test') AS k;
    PERFORM set_config('test.alice_key', v_key.key, true);
    PERFORM set_config('test.alice_key_id', v_key.key_id, true);
    SELECT k.key, k.key_id INTO v_key FROM membership.issue_api_key_for_email('bob@example.com', 'test') AS k;
    PERFORM set_config('test.bob_key', v_key.key, true);
    PERFORM set_config('test.bob_key_id', v_key.key_id, true);
END
$$;

SELECT api.create_or_replace_rest_handler(
    '{"id": "7e570000-0000-4000-8000-000000000001", "name": "t_public", "path": "/t/public", "httpMethod": "^GET$",
      "requiresAuth": false, "outputSchema": {"type": "object"}}',
    $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('ok', true, 'subject', api.current_idp_subject())); END; $b$);

SELECT api.create_or_replace_rest_handler(
    '{"id": "7e570000-0000-4000-8000-000000000002", "name": "t_private", "path": "/t/private", "httpMethod": "^GET$",
      "outputSchema": {"type": "object"}}',
    $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('subject', api.current_idp_subject())); END; $b$);

SELECT api.create_or_replace_rest_handler(
    '{"id": "7e570000-0000-4000-8000-000000000003", "name": "t_note", "path": "/t/note", "httpMethod": "^POST$",
      "requiresAuth": false, "accepts": ["application/json", "text/plain"], "outputSchema": {"type": "object"}}',
    $b$
DECLARE
    v_id bigint;
BEGIN
    INSERT INTO internal.test_api_note (body) VALUES (api.content_text(request.content)) RETURNING id INTO v_id;
    RETURN api.json_response(201, jsonb_build_object('id', v_id));
END;
$b$);

SELECT api.create_or_replace_rpc_handler(
    '{"id": "7e570000-0000-4000-8000-000000000101", "methodName": "t.echo", "requiresAuth": false}',
    $b$ BEGIN RETURN api.json_response(200, request.params); END; $b$);

SELECT api.create_or_replace_rpc_handler(
    '{"id": "7e570000-0000-4000-8000-000000000102", "methodName": "t.private"}',
    $b$ BEGIN RETURN api.jsonrpc_success(jsonb_build_object('subject', api.current_idp_subject()), request.id); END; $b$);

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;
