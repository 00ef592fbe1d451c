-- internal.redact_json decides "nothing to redact" from two scans of the JSON text; whatever passes them must be
-- what the full walk would have returned, and whatever fails them must still be redacted exactly: secret names at
-- any depth and in any letter case, secret-shaped values under ordinary names, and values that merely mention a
-- word (kept as they are). The MCP writer keeps context.session_id out of the walk and writes "[redacted]".
DO $$
DECLARE
    v_plain jsonb := '{"id": 1, "result": {"content": [{"text": "pong", "type": "text"}], "isError": false}, "jsonrpc": "2.0"}';
    v_words jsonb := '{"note": "the author pressed a key", "tags": ["signal", "passage"]}';
    v_handler uuid := gen_random_uuid();
    v_outbox text;
    v_record jsonb;
BEGIN
    PERFORM pg_temp.expect('plain value unchanged', internal.redact_json(v_plain), v_plain);
    PERFORM pg_temp.expect('words in values kept', internal.redact_json(v_words), v_words);
    PERFORM pg_temp.expect('deep name, any case', internal.redact_json('{"a": [{"b": {"X-API-KEY": "k", "ok": 1}}]}'),
                           '{"a": [{"b": {"X-API-KEY": "[redacted]", "ok": 1}}]}'::jsonb);
    PERFORM pg_temp.expect('name beside words', internal.redact_json('{"note": "author", "Password": "hunter2"}'),
                           '{"note": "author", "Password": "[redacted]"}'::jsonb);
    PERFORM pg_temp.expect('shape under an ordinary name', internal.redact_json('{"note": "Bearer abc.def"}'),
                           '{"note": "Bearer [redacted]"}'::jsonb);
    PERFORM pg_temp.expect('scalar', internal.redact_json('"token"'), '"token"'::jsonb);
    PERFORM pg_temp.expect('null', internal.redact_json(NULL), NULL::jsonb);

    -- A read-only MCP call: the sealed record carries the redacted parts, session_id as "[redacted]".
    BEGIN
        PERFORM set_config('transaction_read_only', 'on', true);
        PERFORM set_config('exchange.outbox', '', true);
        PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'quick_tool',
            ROW('{"q": "x", "secret": "s3cr3t"}'::jsonb, NULL, '{"session_id": "sess-abc", "protocol_era": "legacy"}'::jsonb, '7'::jsonb)::api.mcp_request,
            ROW(v_plain)::api.mcp_response, now(), NULL, NULL, true);
        v_outbox := current_setting('exchange.outbox');
        RAISE EXCEPTION USING ERRCODE = 'P0900';
    EXCEPTION WHEN SQLSTATE 'P0900' THEN
        NULL;  -- leave the read-only stretch
    END;
    v_record := internal.exchange_log_unseal(v_outbox);
    PERFORM pg_temp.expect('sealed', v_outbox LIKE '%sess-abc%' OR v_outbox LIKE '%s3cr3t%', false);
    PERFORM pg_temp.expect('arguments', v_record #> '{request,arguments}', '{"q": "x", "secret": "[redacted]"}'::jsonb);
    PERFORM pg_temp.expect('context', v_record #> '{request,context}', '{"session_id": "[redacted]", "protocol_era": "legacy"}'::jsonb);
    PERFORM pg_temp.expect('envelope', v_record #> '{response,envelope}', v_plain);
    PERFORM pg_temp.expect('iv is the object_id', encode(substr(decode(v_outbox, 'base64'), 1, 16), 'hex'),
                           replace(v_record ->> 'object_id', '-', ''));
    PERFORM pg_temp.expect('auto_log false logs nothing', (SELECT count(*) FROM api.mcp_exchange WHERE handler_object_id = v_handler), 0::bigint);
    PERFORM internal.log_mcp_exchange(v_handler, 'tool', 'quick_tool', ROW('{}'::jsonb, NULL, NULL, '1'::jsonb)::api.mcp_request,
                                      ROW(v_plain)::api.mcp_response, now(), NULL, NULL, false);
    PERFORM pg_temp.expect('still nothing', (SELECT count(*) FROM api.mcp_exchange WHERE handler_object_id = v_handler), 0::bigint);
END
$$;
