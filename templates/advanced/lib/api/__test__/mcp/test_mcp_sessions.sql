-- Sessions for the handshake revisions: open returns an unguessable visible-ASCII id (only its SHA-256, the handle,
-- is stored), check returns the negotiated
-- version until the session is closed or idle too long, close is idempotent, the stateless revision has none,
-- purge removes old rows (and their subscriptions). logging/setLevel stores the level on the session and later
-- requests of that session use it; resources/subscribe records the URI.
-- The handler under test sends notifications (NOTICE pgmi.mcp.notification); keep them out of the deploy output.
SET LOCAL client_min_messages = warning;

DO $$
DECLARE
    v_a   text := api.mcp_session_open('2025-06-18', '{"name": "client", "version": "1.2", "secret": "x", "title": 5}');
    v_b   text := api.mcp_session_open('2025-03-26', NULL);
    v_c   text;
    v_env jsonb;
BEGIN
    PERFORM pg_temp.mcp_is('visible ASCII', v_a ~ '^[!-~]{32}$', true);
    PERFORM pg_temp.mcp_is('unique', v_a <> v_b, true);
    PERFORM pg_temp.mcp_is('the id is not stored', (SELECT count(*) FROM api.mcp_session WHERE session_id IN (v_a, v_b)), 0::bigint);
    PERFORM pg_temp.mcp_is('client info kept, bounded', (SELECT client_info FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_a)),
                           '{"name": "client", "version": "1.2"}'::jsonb);
    -- A key across the 200-character bound is redacted whole before the cut, never kept in part.
    v_c := api.mcp_session_open('2025-06-18', jsonb_build_object('name', repeat('n', 185) || ' demo_abcdef_0123456789ABCDEFGHIJ'));
    PERFORM pg_temp.mcp_is('client info: a key across the bound', (SELECT client_info ->> 'name' FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_c)),
                           repeat('n', 185) || ' [redacted]');
    v_c := NULL;
    PERFORM pg_temp.mcp_is('check', api.mcp_session_check(v_a), '2025-06-18');
    PERFORM pg_temp.mcp_is('check other', api.mcp_session_check(v_b), '2025-03-26');
    PERFORM pg_temp.mcp_is('unknown', api.mcp_session_check('nope-nope-nope-nope'), NULL::text);
    PERFORM pg_temp.mcp_is('NULL', api.mcp_session_check(NULL), NULL::text);
    PERFORM pg_temp.mcp_is('long', api.mcp_session_check(repeat('x', 300)), NULL::text);
    BEGIN
        PERFORM api.mcp_session_open('2026-07-28', NULL);
        RAISE EXCEPTION 'a stateless session was opened';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected: 2026-07-28 has no sessions
    END;

    -- logging/setLevel on a session, then a tool call in that session logs at that level.
    v_env := pg_temp.mcp_call('logging/setLevel', '{"level": "error"}', '1', jsonb_build_object('session_id', v_a));
    PERFORM pg_temp.mcp_is('setLevel result', v_env -> 'result', '{}'::jsonb);
    PERFORM pg_temp.mcp_is('stored', (SELECT log_level FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_a)), 'error');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify", "_meta": {"progressToken": "p-1"}}', '1', jsonb_build_object('session_id', v_a));
    PERFORM pg_temp.mcp_is('session level and token reach the handler', v_env #>> '{result,content,0,text}', 'error|"p-1"');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_a, 'log_level', 'debug'));
    PERFORM pg_temp.mcp_is('context.log_level wins', v_env #>> '{result,content,0,text}', 'debug|');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}');
    PERFORM pg_temp.mcp_is('no session: everything', v_env #>> '{result,content,0,text}', '|');
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcpt_notify", "_meta": {"progressToken": 5}}');
    PERFORM pg_temp.mcp_is('2026-07-28 without logLevel: off', v_env #>> '{result,content,0,text}', 'off|5');
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcpt_notify", "_meta": {"io.modelcontextprotocol/logLevel": "notice"}}');
    PERFORM pg_temp.mcp_is('2026-07-28 logLevel', v_env #>> '{result,content,0,text}', 'notice|');
    PERFORM pg_temp.mcp_is('bad level', pg_temp.mcp_call('logging/setLevel', '{"level": "loud"}') #>> '{error,message}',
                           'Invalid params: level must be one of debug, info, notice, warning, error, critical, alert, emergency');
    PERFORM pg_temp.mcp_is('no level', pg_temp.mcp_code(pg_temp.mcp_call('logging/setLevel', '{}')), -32602);
    PERFORM pg_temp.mcp_is('setLevel without a session', pg_temp.mcp_call('logging/setLevel', '{"level": "info"}') -> 'result', '{}'::jsonb);

    -- resources/subscribe / unsubscribe
    v_env := pg_temp.mcp_call('resources/subscribe', '{"uri": "mcptest://static"}', '1', jsonb_build_object('session_id', v_a));
    PERFORM pg_temp.mcp_is('subscribe result', v_env -> 'result', '{}'::jsonb);
    PERFORM pg_temp.mcp_is('subscribed', (SELECT count(*) FROM api.mcp_subscription WHERE session_id = internal.mcp_session_handle(v_a) AND uri = 'mcptest://static'), 1::bigint);
    PERFORM pg_temp.mcp_call('resources/subscribe', '{"uri": "mcptest://static"}', '1', jsonb_build_object('session_id', v_a));
    PERFORM pg_temp.mcp_is('subscribing twice is fine', (SELECT count(*) FROM api.mcp_subscription WHERE session_id = internal.mcp_session_handle(v_a)), 1::bigint);
    PERFORM pg_temp.mcp_is('told', api.mcp_notify_resource_updated('mcptest://static'), 1);
    PERFORM pg_temp.mcp_is('nobody to tell', api.mcp_notify_resource_updated('mcptest://item-1'), 0);
    PERFORM pg_temp.mcp_is('subscribe unknown', pg_temp.mcp_code(pg_temp.mcp_call('resources/subscribe', '{"uri": "nope://x"}', '1',
                                                                                  jsonb_build_object('session_id', v_a))), -32002);
    PERFORM pg_temp.mcp_is('subscribe hidden', pg_temp.mcp_code(pg_temp.mcp_call('resources/subscribe', '{"uri": "mcptest://private/1"}')), -32002);
    PERFORM pg_temp.mcp_is('subscribe without uri', pg_temp.mcp_code(pg_temp.mcp_call('resources/subscribe', '{}')), -32602);
    v_env := pg_temp.mcp_call('resources/unsubscribe', '{"uri": "mcptest://static"}', '1', jsonb_build_object('session_id', v_a));
    PERFORM pg_temp.mcp_is('unsubscribe result', v_env -> 'result', '{}'::jsonb);
    PERFORM pg_temp.mcp_is('unsubscribed', (SELECT count(*) FROM api.mcp_subscription WHERE session_id = internal.mcp_session_handle(v_a)), 0::bigint);
    PERFORM pg_temp.mcp_call('resources/subscribe', '{"uri": "mcptest://static"}', '1', jsonb_build_object('session_id', v_a));

    -- close, expiry, purge
    PERFORM pg_temp.mcp_is('close', api.mcp_session_close(v_a), true);
    PERFORM pg_temp.mcp_is('close again', api.mcp_session_close(v_a), false);
    PERFORM pg_temp.mcp_is('closed is unknown', api.mcp_session_check(v_a), NULL::text);
    PERFORM pg_temp.mcp_is('close ends subscriptions', (SELECT count(*) FROM api.mcp_subscription WHERE session_id = internal.mcp_session_handle(v_a)), 0::bigint);
    PERFORM pg_temp.mcp_is('close unknown', api.mcp_session_close('nope-nope-nope-nope'), false);
    -- A call in a session idle longer than mcp_session_idle_seconds (default a day) gets no session: not its level.
    -- The project's own setting, if any, is set aside for this test (rolled back with it).
    DELETE FROM internal.setting WHERE key = 'mcp_session_idle_seconds';
    PERFORM pg_temp.mcp_call('logging/setLevel', '{"level": "warning"}', '1', jsonb_build_object('session_id', v_b));
    UPDATE api.mcp_session SET last_seen_at = now() - interval '2 hours' WHERE session_id = internal.mcp_session_handle(v_b);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_b));
    PERFORM pg_temp.mcp_is('idle 2 hours of a day: its level', v_env #>> '{result,content,0,text}', 'warning|');
    INSERT INTO internal.setting (key, value) VALUES ('mcp_session_idle_seconds', ' 3600 ');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_b));
    PERFORM pg_temp.mcp_is('idle 2 hours of one: no session', v_env #>> '{result,content,0,text}', '|');
    PERFORM pg_temp.mcp_is('idle 2 hours of one: check', api.mcp_session_check(v_b), NULL::text);
    -- The limit's bounds as a call reads them: 5 is raised to the minimum of 60 s, and a value that is not a number
    -- means the default day.
    UPDATE internal.setting SET value = '5' WHERE key = 'mcp_session_idle_seconds';
    UPDATE api.mcp_session SET last_seen_at = now() - interval '30 seconds' WHERE session_id = internal.mcp_session_handle(v_b);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_b));
    PERFORM pg_temp.mcp_is('idle 30 s, limit 5 raised to 60: its level', v_env #>> '{result,content,0,text}', 'warning|');
    UPDATE api.mcp_session SET last_seen_at = now() - interval '90 seconds' WHERE session_id = internal.mcp_session_handle(v_b);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_b));
    PERFORM pg_temp.mcp_is('idle 90 s, limit 5 raised to 60: no session', v_env #>> '{result,content,0,text}', '|');
    UPDATE internal.setting SET value = 'soon' WHERE key = 'mcp_session_idle_seconds';
    UPDATE api.mcp_session SET last_seen_at = now() - interval '2 hours' WHERE session_id = internal.mcp_session_handle(v_b);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_notify"}', '1', jsonb_build_object('session_id', v_b));
    PERFORM pg_temp.mcp_is('idle 2 hours, limit not a number (a day): its level', v_env #>> '{result,content,0,text}', 'warning|');
    DELETE FROM internal.setting WHERE key = 'mcp_session_idle_seconds';
    PERFORM pg_temp.mcp_is('idle 2 hours of a day: check', api.mcp_session_check(v_b), '2025-03-26');
    UPDATE api.mcp_session SET last_seen_at = now() - interval '2 days' WHERE session_id = internal.mcp_session_handle(v_b);
    PERFORM pg_temp.mcp_is('idle too long', api.mcp_session_check(v_b), NULL::text);
    v_c := api.mcp_session_open('2024-11-05', NULL);
    UPDATE api.mcp_session SET last_seen_at = now() - interval '3 minutes' WHERE session_id = internal.mcp_session_handle(v_c);
    PERFORM pg_temp.mcp_is('still valid', api.mcp_session_check(v_c), '2024-11-05');
    PERFORM pg_temp.mcp_is('check refreshes last use', (SELECT last_seen_at FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_c)), now());
    UPDATE api.mcp_session SET last_seen_at = now() - interval '30 days' WHERE session_id = internal.mcp_session_handle(v_a);
    PERFORM pg_temp.mcp_is('purge', api.mcp_purge_sessions() >= 1, true);
    PERFORM pg_temp.mcp_is('purged', (SELECT count(*) FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_a)), 0::bigint);
    PERFORM pg_temp.mcp_is('recent sessions stay', (SELECT count(*) FROM api.mcp_session WHERE session_id = internal.mcp_session_handle(v_b)), 1::bigint);
    PERFORM pg_temp.mcp_is('never below the idle timeout', api.mcp_purge_sessions(interval '1 second') >= 0, true);
END
$$;
