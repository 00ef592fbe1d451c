-- A session belongs to whoever opened it: the subject of the credential presented at initialize, or -- opened
-- anonymously -- to whoever holds its id. Anyone else (another key, no key, or a key for an anonymous session)
-- checks, uses and closes nothing: check answers NULL (the gateway's 404), close answers false and leaves the
-- session open, and a request carrying it in context.session_id gets no session (its setLevel/subscribe land
-- nowhere). A credential that does not verify raises PA401 here too. The stored handle is useless as an id.
SET LOCAL client_min_messages = warning;

DO $$
DECLARE
    v_carol  text := current_setting('test.carol_key');
    v_dave   text := (SELECT k.key FROM membership.issue_api_key_for_email('dave.mcp@example.com', 'other') AS k);
    v_owned  text := api.mcp_session_open('2025-06-18', NULL, v_carol);
    v_anon   text := api.mcp_session_open('2025-06-18', NULL);
    v_handle text := internal.mcp_session_handle(v_owned);
    v_env    jsonb;
BEGIN
    PERFORM pg_temp.mcp_is('owner recorded', (SELECT owner_subject FROM api.mcp_session WHERE session_id = v_handle),
                           'apikey|' || current_setting('test.carol_key_id'));
    PERFORM pg_temp.mcp_is('the opener checks it', api.mcp_session_check(v_owned, v_carol), '2025-06-18');
    PERFORM pg_temp.mcp_is('anonymous cannot', api.mcp_session_check(v_owned), NULL::text);
    PERFORM pg_temp.mcp_is('another key cannot', api.mcp_session_check(v_owned, v_dave), NULL::text);
    PERFORM pg_temp.mcp_is('the handle is not an id', api.mcp_session_check(v_handle, v_carol), NULL::text);
    PERFORM pg_temp.mcp_is('anonymous session: anonymous holder', api.mcp_session_check(v_anon), '2025-06-18');
    PERFORM pg_temp.mcp_is('anonymous session: not for a key', api.mcp_session_check(v_anon, v_carol), NULL::text);

    -- Requests: someone else's session id in the context is dropped; the opener's becomes its handle.
    v_env := pg_temp.mcp_call('logging/setLevel', '{"level": "alert"}', '1', jsonb_build_object('session_id', v_owned));
    v_env := pg_temp.mcp_call('logging/setLevel', '{"level": "critical"}', '1', jsonb_build_object('session_id', v_owned, 'credential', v_dave));
    PERFORM pg_temp.mcp_is('others set no level on it', (SELECT log_level FROM api.mcp_session WHERE session_id = v_handle), NULL::text);
    v_env := pg_temp.mcp_call('resources/subscribe', '{"uri": "mcptest://static"}', '1', jsonb_build_object('session_id', v_owned));
    PERFORM pg_temp.mcp_is('others subscribe nothing on it', (SELECT count(*) FROM api.mcp_subscription WHERE session_id = v_handle), 0::bigint);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_ctx"}', '1', jsonb_build_object('session_id', v_owned, 'credential', v_carol));
    PERFORM pg_temp.mcp_is('the opener''s request carries the handle', v_env #>> '{result,structuredContent,context,session_id}', v_handle);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_ctx"}', '1', jsonb_build_object('session_id', v_owned));
    PERFORM pg_temp.mcp_is('anyone else''s carries none', v_env #> '{result,structuredContent,context}' ? 'session_id', false);
    v_env := pg_temp.mcp_call('logging/setLevel', '{"level": "error"}', '1', jsonb_build_object('session_id', v_owned, 'credential', v_carol));
    PERFORM pg_temp.mcp_is('the opener sets the level', (SELECT log_level FROM api.mcp_session WHERE session_id = v_handle), 'error');

    PERFORM pg_temp.expect_error(format('SELECT api.mcp_session_check(%L, %L)', v_owned, v_carol || 'x'), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT api.mcp_session_close(%L, %L)', v_owned, 'not-a-key'), 'PA401');
    PERFORM pg_temp.expect_error(format('SELECT api.mcp_session_open(%L, NULL, %L)', '2025-06-18', 'Basic x'), 'PA401');

    PERFORM pg_temp.mcp_is('anonymous close of a key''s session', api.mcp_session_close(v_owned), false);
    PERFORM pg_temp.mcp_is('another key''s close', api.mcp_session_close(v_owned, v_dave), false);
    PERFORM pg_temp.mcp_is('still open for its opener', api.mcp_session_check(v_owned, v_carol), '2025-06-18');
    PERFORM pg_temp.mcp_is('a key''s close of an anonymous session', api.mcp_session_close(v_anon, v_carol), false);
    PERFORM pg_temp.mcp_is('the opener closes it', api.mcp_session_close(v_owned, v_carol), true);
    PERFORM pg_temp.mcp_is('closed', api.mcp_session_check(v_owned, v_carol), NULL::text);
    PERFORM pg_temp.mcp_is('the anonymous holder closes theirs', api.mcp_session_close(v_anon), true);
END
$$;
