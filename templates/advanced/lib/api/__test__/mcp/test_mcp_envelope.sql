-- The JSON-RPC envelope: invalid bodies are -32600 with a message and id null; ids (string, integer, 1.5)
-- round-trip exactly; a request without an id member (a notification) gets NULL; a notifications/* method sent
-- WITH an id is answered (-32600), never silently dropped; params must be an object; unknown methods are -32601.
DO $$
DECLARE
    v_env  jsonb;
    v_body jsonb;
    v_id   jsonb;
BEGIN
    v_env := pg_temp.mcp_raw(NULL);
    PERFORM pg_temp.mcp_is('SQL NULL request', pg_temp.mcp_code(v_env), -32600);
    PERFORM pg_temp.mcp_is('SQL NULL request id', v_env -> 'id', 'null'::jsonb);
    FOREACH v_body IN ARRAY ARRAY['[{"jsonrpc": "2.0", "id": 1, "method": "ping"}]', '"ping"', '42', 'null']::jsonb[] LOOP
        v_env := pg_temp.mcp_raw(v_body);
        PERFORM pg_temp.mcp_is('body ' || v_body::text, pg_temp.mcp_code(v_env), -32600);
        PERFORM pg_temp.mcp_is('body ' || v_body::text || ' id', v_env -> 'id', 'null'::jsonb);
        PERFORM pg_temp.mcp_is('body ' || v_body::text || ' message', jsonb_typeof(v_env #> '{error,message}'), 'string');
    END LOOP;

    FOREACH v_id IN ARRAY ARRAY['null', 'true', '{"a": 1}', '[1]']::jsonb[] LOOP
        v_env := pg_temp.mcp_call('ping', NULL, v_id);
        PERFORM pg_temp.mcp_is('id ' || v_id::text, pg_temp.mcp_code(v_env), -32600);
        PERFORM pg_temp.mcp_is('id ' || v_id::text || ' answered with id null', v_env -> 'id', 'null'::jsonb);
        PERFORM pg_temp.mcp_is('id ' || v_id::text || ' has no result', v_env ? 'result', false);
    END LOOP;
    FOREACH v_id IN ARRAY ARRAY['"ok1"', '7', '1.5', '-3', '""', '12345678901234567890']::jsonb[] LOOP
        v_env := pg_temp.mcp_call('ping', NULL, v_id);
        PERFORM pg_temp.mcp_is('id ' || v_id::text || ' echoed', v_env -> 'id', v_id);
        PERFORM pg_temp.mcp_is('id ' || v_id::text || ' same JSON text', (v_env -> 'id')::text, v_id::text);
        PERFORM pg_temp.mcp_is('id ' || v_id::text || ' result', v_env -> 'result', '{}'::jsonb);
    END LOOP;

    v_env := pg_temp.mcp_raw('{"id": 1, "method": "ping"}');
    PERFORM pg_temp.mcp_is('missing jsonrpc', pg_temp.mcp_code(v_env), -32600);
    PERFORM pg_temp.mcp_is('missing jsonrpc keeps id', v_env -> 'id', '1'::jsonb);
    v_env := pg_temp.mcp_raw('{"jsonrpc": "1.0", "id": 1, "method": "ping"}');
    PERFORM pg_temp.mcp_is('wrong jsonrpc', v_env #>> '{error,message}', 'Invalid Request: "jsonrpc" must be "2.0"');
    v_env := pg_temp.mcp_raw('{"jsonrpc": "2.0", "id": "m"}');
    PERFORM pg_temp.mcp_is('missing method', pg_temp.mcp_code(v_env), -32600);
    v_env := pg_temp.mcp_raw('{"jsonrpc": "2.0", "id": "m", "method": 42}');
    PERFORM pg_temp.mcp_is('non-string method', v_env #>> '{error,message}', 'Invalid Request: "method" must be a string');

    PERFORM pg_temp.mcp_is('notification', pg_temp.mcp_raw('{"jsonrpc": "2.0", "method": "notifications/initialized"}'), NULL::jsonb);
    PERFORM pg_temp.mcp_is('notification of any method', pg_temp.mcp_raw('{"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "mcpt_echo"}}'), NULL::jsonb);
    PERFORM pg_temp.mcp_is('malformed notification', pg_temp.mcp_raw('{"method": "x"}'), NULL::jsonb);
    v_env := pg_temp.mcp_call('notifications/initialized', NULL, '9');
    PERFORM pg_temp.mcp_is('notifications/* with an id is answered', pg_temp.mcp_code(v_env), -32600);
    PERFORM pg_temp.mcp_is('… with its id', v_env -> 'id', '9'::jsonb);

    v_env := pg_temp.mcp_raw('{"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": [1, 2]}');
    PERFORM pg_temp.mcp_is('array params', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.mcp_is('array params message', v_env #>> '{error,message}', 'Invalid params: params must be an object');
    v_env := pg_temp.mcp_raw('{"jsonrpc": "2.0", "id": 3, "method": "ping", "params": null}');
    PERFORM pg_temp.mcp_is('params null is no params', v_env -> 'result', '{}'::jsonb);

    v_env := pg_temp.mcp_call('tools/destroy', '{}', '"u"');
    PERFORM pg_temp.mcp_is('unknown method', pg_temp.mcp_code(v_env), -32601);
    PERFORM pg_temp.mcp_is('unknown method message', v_env #>> '{error,message}', 'Method not found: tools/destroy');
    PERFORM pg_temp.mcp_is('unknown method id', v_env -> 'id', '"u"'::jsonb);
END
$$;
