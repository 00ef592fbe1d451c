-- Redaction by value: a live API key sent under an ordinary name -- a JSON field, free text, a query parameter, a
-- path segment, an ordinary header, a JSON-RPC id, an MCP argument or resource URI -- never reaches the exchange
-- log, through REST, RPC or MCP, in read-write transactions and through the read-only relay. Bearer tokens, JWTs
-- and URL passwords are recognised by shape too. The check covers every column of every exchange row.
DO $$
DECLARE
    v_key    text := current_setting('test.bob_key');
    v_secret text := split_part(v_key, '_', 3);
    v_jwt    text := 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2lnbmF0dXJlLXZhbHVl';
    v_text   text;
BEGIN
    PERFORM pg_temp.expect('a key is found by its shape', internal.redact_secret_values('my key is ' || v_key || '!'), 'my key is [redacted]!');
    PERFORM pg_temp.expect('without its checksum too', internal.redact_secret_values(left(v_key, -7)), '[redacted]');
    PERFORM pg_temp.expect('bearer', internal.redact_secret_values('auth: Bearer abc.def-123'), 'auth: Bearer [redacted]');
    PERFORM pg_temp.expect('jwt', internal.redact_secret_values('t=' || v_jwt || '&x=1'), 't=[redacted]&x=1');
    PERFORM pg_temp.expect('url password', internal.redact_secret_values('postgresql://u:hunter2@db/x'), 'postgresql://u:[redacted]@db/x');
    PERFORM pg_temp.expect('ordinary text untouched', internal.redact_secret_values('order_2024_report for bob'), 'order_2024_report for bob');
    PERFORM pg_temp.expect('JSON stays JSON', internal.redact_json(jsonb_build_object('note', 'key ' || v_key, 'n', 1, 'deep', jsonb_build_array(v_jwt))),
                           '{"note": "key [redacted]", "n": 1, "deep": ["[redacted]"]}'::jsonb);

    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0019-4000-8000-000000000001", "path": "/t/leak/{value}", "httpMethod": "^(GET|POST)$",
                                                 "requiresAuth": false, "accepts": ["application/json", "text/plain"]}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('echo', request.path_params ->> 'value', 'body', api.content_text(request.content))); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0019-4000-8000-000000000002", "path": "/t/leak-ro", "httpMethod": "^GET$",
                                                 "requiresAuth": false, "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('url', request.url)); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0019-4000-8000-000000000003", "path": "/t/leak-fail", "httpMethod": "^POST$", "requiresAuth": false}',
        $b$ BEGIN RAISE EXCEPTION 'cannot use %', api.content_text(request.content); END; $b$);
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0019-4000-8000-000000000101", "methodName": "t.leak", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, request.params); END; $b$);
    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-0019-4000-8000-000000000201", "type": "tool", "name": "t_leak", "description": "echo",
                                                "requiresAuth": false, "inputSchema": {"type": "object"}}',
        $b$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(request.arguments ->> 'note')), request.request_id); END; $b$);
    PERFORM api.create_or_replace_mcp_handler('{"id": "7e570000-0019-4000-8000-000000000202", "type": "resource", "name": "t_leak_res",
                                                "description": "echo", "uriTemplate": "leak://{value}", "requiresAuth": false}',
        $b$ BEGIN RETURN api.mcp_resource_result(jsonb_build_array(api.mcp_resource_text(request.uri, request.uri)), request.request_id); END; $b$);

    PERFORM pg_temp.rest('POST', '/t/leak/' || v_key || '?name=' || v_key || '&t=' || v_jwt,
                         extensions.hstore(ARRAY['content-type', 'application/json', 'x-note', 'my key ' || v_key, 'x-forward', 'Bearer ' || v_jwt]),
                         jsonb_build_object('note', 'my key is ' || v_key, 'list', jsonb_build_array(v_key))::text);
    PERFORM pg_temp.rest('POST', '/t/leak/x', extensions.hstore('content-type', 'text/plain'), 'plain ' || v_key);
    PERFORM pg_temp.rest('POST', '/t/leak-fail', extensions.hstore('content-type', 'application/json'), to_jsonb(v_key)::text);
    PERFORM pg_temp.rpc(jsonb_build_object('jsonrpc', '2.0', 'id', v_key, 'method', 't.leak', 'params', jsonb_build_object('note', v_key)),
                        extensions.hstore('x-note', v_key));
    PERFORM pg_temp.expect('MCP call', (api.mcp_handle_request(jsonb_build_object('jsonrpc', '2.0', 'id', v_key, 'method', 'tools/call',
        'params', jsonb_build_object('name', 't_leak', 'arguments', jsonb_build_object('note', 'my key is ' || v_key))),
        jsonb_build_object('credential', v_key, 'x', v_key))).envelope #>> '{result,content,0,text}', 'my key is ' || v_key);
    PERFORM api.mcp_handle_request(jsonb_build_object('jsonrpc', '2.0', 'id', 1, 'method', 'resources/read',
        'params', jsonb_build_object('uri', 'leak://' || v_key)), NULL);

    SELECT string_agg(t, ' ') INTO v_text FROM (
        SELECT row(e.*)::text AS t FROM api.rest_exchange e WHERE e.handler_object_id::text LIKE '7e570000-0019-%'
        UNION ALL SELECT row(e.*)::text FROM api.rpc_exchange e WHERE e.handler_object_id::text LIKE '7e570000-0019-%'
        UNION ALL SELECT row(e.*)::text FROM api.mcp_exchange e WHERE e.handler_object_id::text LIKE '7e570000-0019-%') AS r;
    PERFORM pg_temp.expect('every exchange was logged',
        (SELECT count(*) FROM api.rest_exchange WHERE handler_object_id::text LIKE '7e570000-0019-%')
        + (SELECT count(*) FROM api.rpc_exchange WHERE handler_object_id::text LIKE '7e570000-0019-%')
        + (SELECT count(*) FROM api.mcp_exchange WHERE handler_object_id::text LIKE '7e570000-0019-%'), 6::bigint);
    PERFORM pg_temp.expect('the secret is nowhere', strpos(v_text, v_secret), 0);
    PERFORM pg_temp.expect('nor the JWT', strpos(v_text, 'c2lnbmF0dXJlLXZhbHVl'), 0);
    PERFORM pg_temp.expect('redacted in place', strpos(v_text, '[redacted]') > 0, true);

    -- Read-only: the relayed record is sealed, and what api.record_exchange would store is redacted as well.
    PERFORM set_config('transaction_read_only', 'on', true);
    PERFORM pg_temp.expect('read-only request', (pg_temp.rest('GET', '/t/leak-ro?name=' || v_key)).status_code, 200);
END
$$;
