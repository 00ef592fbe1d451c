-- 2026-07-28: a request is modern when params._meta names io.modelcontextprotocol/protocolVersion (or the gateway
-- says context.protocol_era = modern). The version must be 2026-07-28 (-32022 with data {supported, requested}),
-- clientCapabilities is required (-32602), handshake-only methods do not exist (-32601), every result carries
-- resultType and _meta serverInfo, cacheable results carry ttlMs and cacheScope, and an unknown resource is -32602.
-- Legacy results carry none of those fields.
DO $$
DECLARE
    v_env    jsonb;
    v_method text;
BEGIN
    v_env := pg_temp.mcp_call('tools/list', '{"_meta": {"io.modelcontextprotocol/protocolVersion": "2025-11-25",
                                                        "io.modelcontextprotocol/clientCapabilities": {}}}');
    PERFORM pg_temp.mcp_is('unsupported version', pg_temp.mcp_code(v_env), -32022);
    PERFORM pg_temp.mcp_is('unsupported version data', v_env #> '{error,data}',
                           '{"supported": ["2026-07-28"], "requested": "2025-11-25"}'::jsonb);
    PERFORM pg_temp.mcp_is('unsupported version message', v_env #>> '{error,message}', 'Unsupported protocol version: 2025-11-25');
    v_env := pg_temp.mcp_call('tools/list', '{"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}');
    PERFORM pg_temp.mcp_is('missing clientCapabilities', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.mcp_is('missing clientCapabilities message', v_env #>> '{error,message}',
                           'Invalid params: params._meta["io.modelcontextprotocol/clientCapabilities"] is required (an object)');
    v_env := pg_temp.mcp_call('tools/list', '{"_meta": {"io.modelcontextprotocol/protocolVersion": 20260728, "io.modelcontextprotocol/clientCapabilities": {}}}');
    PERFORM pg_temp.mcp_is('non-string version', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('tools/list', '{}', '1', '{"protocol_era": "modern"}');
    PERFORM pg_temp.mcp_is('modern by context, no _meta', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_modern('tools/list', '{"_meta": {"io.modelcontextprotocol/logLevel": "loud"}}');
    PERFORM pg_temp.mcp_is('bad logLevel', pg_temp.mcp_code(v_env), -32602);

    FOREACH v_method IN ARRAY ARRAY['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe'] LOOP
        v_env := pg_temp.mcp_modern(v_method, '{"protocolVersion": "2025-11-25", "level": "info", "uri": "mcptest://static"}', '"m"');
        PERFORM pg_temp.mcp_is(v_method || ' in 2026-07-28', pg_temp.mcp_code(v_env), -32601);
        PERFORM pg_temp.mcp_is(v_method || ' message', v_env #>> '{error,message}', 'Method not found: ' || v_method);
        PERFORM pg_temp.mcp_is(v_method || ' id', v_env -> 'id', '"m"'::jsonb);
    END LOOP;

    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcpt_echo", "arguments": {"message": "hi"}}', '4');
    PERFORM pg_temp.mcp_is('modern tool result', v_env #>> '{result,content,0,text}', 'Echo: hi');
    PERFORM pg_temp.mcp_is('resultType', v_env #>> '{result,resultType}', 'complete');
    PERFORM pg_temp.mcp_is('serverInfo in _meta', v_env #> '{result,_meta,io.modelcontextprotocol/serverInfo}', api.mcp_server_info());
    PERFORM pg_temp.mcp_is('tools/call is not cacheable', v_env #> '{result}' ? 'ttlMs', false);

    FOREACH v_method IN ARRAY ARRAY['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'] LOOP
        v_env := pg_temp.mcp_modern(v_method);
        PERFORM pg_temp.mcp_is(v_method || ' resultType', v_env #>> '{result,resultType}', 'complete');
        PERFORM pg_temp.mcp_is(v_method || ' ttlMs', jsonb_typeof(v_env #> '{result,ttlMs}'), 'number');
        -- Every list kind has an auth-gated entry in the fixture, so what it shows depends on the caller.
        PERFORM pg_temp.mcp_is(v_method || ' cacheScope', v_env #>> '{result,cacheScope}', 'private');
        v_env := pg_temp.mcp_call(v_method);
        PERFORM pg_temp.mcp_is(v_method || ' legacy has no resultType', v_env -> 'result' ? 'resultType', false);
        PERFORM pg_temp.mcp_is(v_method || ' legacy has no ttlMs', v_env -> 'result' ? 'ttlMs', false);
        PERFORM pg_temp.mcp_is(v_method || ' legacy has no cacheScope', v_env -> 'result' ? 'cacheScope', false);
    END LOOP;
    UPDATE api.handler SET deleted_at = now() WHERE object_id IN (
        SELECT r.handler_object_id FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id
         WHERE r.mcp_type = 'prompt' AND h.requires_auth);
    PERFORM pg_temp.mcp_is('public when nothing is gated', pg_temp.mcp_modern('prompts/list') #>> '{result,cacheScope}', 'public');

    v_env := pg_temp.mcp_modern('resources/read', '{"uri": "mcptest://static"}');
    PERFORM pg_temp.mcp_is('read ttlMs default', v_env #> '{result,ttlMs}', '0'::jsonb);
    PERFORM pg_temp.mcp_is('read cacheScope default', v_env #>> '{result,cacheScope}', 'private');
    v_env := pg_temp.mcp_modern('resources/read', '{"uri": "mcptest://cached"}');
    PERFORM pg_temp.mcp_is('handler ttlMs kept', v_env #> '{result,ttlMs}', '5000'::jsonb);
    PERFORM pg_temp.mcp_is('handler cacheScope kept', v_env #>> '{result,cacheScope}', 'public');

    v_env := pg_temp.mcp_modern('resources/read', '{"uri": "mcptest://nothing-here"}');
    PERFORM pg_temp.mcp_is('modern resource not found', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://nothing-here"}');
    PERFORM pg_temp.mcp_is('legacy resource not found', pg_temp.mcp_code(v_env), -32002);
    PERFORM pg_temp.mcp_is('legacy resource not found message', v_env #>> '{error,message}', 'Resource not found: mcptest://nothing-here');
    PERFORM pg_temp.mcp_is('legacy resource not found data', v_env #> '{error,data}', '{"uri": "mcptest://nothing-here"}'::jsonb);

    v_env := pg_temp.mcp_modern('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}, "argument": {"name": "style", "value": "b"}}');
    PERFORM pg_temp.mcp_is('modern completion', v_env #> '{result,completion,values}', '["brief", "Bullet"]'::jsonb);
    PERFORM pg_temp.mcp_is('modern completion resultType', v_env #>> '{result,resultType}', 'complete');
END
$$;
