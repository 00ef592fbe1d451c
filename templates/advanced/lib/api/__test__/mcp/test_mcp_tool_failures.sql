-- A tool that raises answers result.isError = true with a sanitised text (never the SQL message, except for
-- P04xx codes the handler raises on purpose); its writes are undone; the exchange log keeps the real SQLSTATE and
-- message. A handler returning NULL → -32603 (never silence). 40001 and 40P01 propagate untouched.
DO $$
DECLARE
    v_env   jsonb;
    v_state text;
    v_log   api.mcp_exchange;
BEGIN
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_fail"}', '"f1"');
    PERFORM pg_temp.mcp_is('isError', v_env #> '{result,isError}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('generic text', v_env #>> '{result,content,0,text}', 'Tool execution failed');
    PERFORM pg_temp.mcp_is('no leak', strpos(v_env::text, '7f3a'), 0);
    SELECT * INTO v_log FROM api.mcp_exchange WHERE mcp_name = 'mcpt_fail' ORDER BY sequence_number DESC LIMIT 1;
    PERFORM pg_temp.mcp_is('logged SQLSTATE', v_log.error_sqlstate, 'P0001');
    PERFORM pg_temp.mcp_is('logged message', v_log.error_message, 'secret detail 7f3a');
    PERFORM pg_temp.mcp_is('logged response is what the client got', (v_log.response).envelope -> 'result', v_env -> 'result');

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_fail_own"}');
    PERFORM pg_temp.mcp_is('P04xx message shown', v_env #>> '{result,content,0,text}', 'quantity must be positive');
    PERFORM pg_temp.mcp_is('P04xx isError', v_env #> '{result,isError}', 'true'::jsonb);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_fail_data"}');
    PERFORM pg_temp.mcp_is('22P02 described generically', v_env #>> '{result,content,0,text}', 'Tool execution failed: A submitted value is malformed');

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_writes_then_fails"}');
    PERFORM pg_temp.mcp_is('write then fail isError', v_env #> '{result,isError}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('the write was undone', (SELECT count(*) FROM internal.mcpt_note), 0::bigint);

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_null"}', '"n1"');
    PERFORM pg_temp.mcp_is('NULL handler answered', v_env IS NOT NULL, true);
    PERFORM pg_temp.mcp_is('NULL handler -32603', v_env -> 'error', '{"code": -32603, "message": "Internal error"}'::jsonb);
    PERFORM pg_temp.mcp_is('NULL handler id', v_env -> 'id', '"n1"'::jsonb);
    SELECT * INTO v_log FROM api.mcp_exchange WHERE mcp_name = 'mcpt_null' ORDER BY sequence_number DESC LIMIT 1;
    PERFORM pg_temp.mcp_is('NULL handler logged', v_log.error_sqlstate, 'P0500');

    BEGIN
        PERFORM pg_temp.mcp_call('tools/call', '{"name": "mcpt_conflict"}');
        RAISE EXCEPTION 'serialization failure was swallowed';
    EXCEPTION WHEN serialization_failure THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE;
    END;
    PERFORM pg_temp.mcp_is('40001 propagates', v_state, '40001');
    BEGIN
        PERFORM api.mcp_call_tool('mcpt_deadlock', '{}');
        RAISE EXCEPTION 'deadlock was swallowed';
    EXCEPTION WHEN deadlock_detected THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE;
    END;
    PERFORM pg_temp.mcp_is('40P01 propagates', v_state, '40P01');
END
$$;
