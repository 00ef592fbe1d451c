-- api.mcp_request_policy: always one row; the target handler's floor and readOnly for tools/call, prompts/get and
-- resources/read; read-only for discovery; read-write otherwise; the requested level applies when stronger; an
-- unsupported requested level raises 22023. The dispatcher fails closed (-32600 + data.code) when the open
-- transaction is weaker than the handler needs.
DO $$
DECLARE
    v_row record;
    v_env jsonb;
BEGIN
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_serial"}}');
    PERFORM pg_temp.mcp_is('floor', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'serializable|f|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_ro"}}', 'REPEATABLE-READ');
    PERFORM pg_temp.mcp_is('read-only + requested', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'repeatable read|t|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_ro"}}', 'serializable');
    PERFORM pg_temp.mcp_is('serializable read-only deferrable', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'serializable|t|t');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_serial"}}', 'read committed');
    PERFORM pg_temp.mcp_is('requested below the floor', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'serializable|f|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {"uri": "mcptest://static"}}');
    PERFORM pg_temp.mcp_is('resource', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), '-|f|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}');
    PERFORM pg_temp.mcp_is('discovery is read-only', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), '-|t|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}', 'serializable');
    PERFORM pg_temp.mcp_is('initialize', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'serializable|t|t');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "logging/setLevel", "params": {"level": "info"}}');
    PERFORM pg_temp.mcp_is('setLevel writes', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), '-|f|f');
    SELECT * INTO v_row FROM api.mcp_request_policy('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "nope"}}', 'repeatable read');
    PERFORM pg_temp.mcp_is('unknown tool', concat_ws('|', coalesce(v_row.transaction_isolation, '-'), v_row.transaction_read_only, v_row.transaction_deferrable), 'repeatable read|f|f');
    PERFORM pg_temp.mcp_is('non-object', (SELECT count(*) FROM api.mcp_request_policy('[1, 2]')), 1::bigint);
    PERFORM pg_temp.mcp_is('SQL NULL', (SELECT count(*) FROM api.mcp_request_policy(NULL)), 1::bigint);
    PERFORM pg_temp.mcp_is('hidden handlers still resolve', (SELECT transaction_read_only FROM api.mcp_request_policy(
        '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "mcpt_private"}}')), false);
    BEGIN
        PERFORM api.mcp_request_policy('{"method": "tools/list"}', 'chaotic');
        RAISE EXCEPTION 'unsupported level accepted';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected
    END;

    -- The deploy transaction is READ COMMITTED and read-write: both kinds of shortfall are refused.
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_serial"}', '"s"');
    PERFORM pg_temp.mcp_is('isolation too weak', (v_env -> 'error') - 'message'::text,
                           '{"code": -32600, "data": {"code": "pgmi.transaction_isolation_too_weak"}}'::jsonb);
    PERFORM pg_temp.mcp_is('isolation message', v_env #>> '{error,message}', 'Route requires serializable isolation but current transaction uses read committed.');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_ro"}');
    PERFORM pg_temp.mcp_is('read-only required', v_env #> '{error,data,code}', '"pgmi.transaction_read_only_required"'::jsonb);
END
$$;
