-- responseHeaders {"x-include-schema": "true"} (any case) embeds the output schema as "$schema": REST objects get
-- the key, other JSON is wrapped as {"data": …}; RPC puts it inside "result" only. The directive is never sent.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0015-4000-8000-000000000001", "path": "/t/schema", "requiresAuth": false,
          "responseHeaders": {"X-Include-Schema": "TRUE"}, "outputSchema": {"type": "object", "properties": {"ok": {"type": "boolean"}}}}',
        $b$ BEGIN RETURN api.json_response(200, '{"ok": true}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0015-4000-8000-000000000002", "path": "/t/schema-array", "requiresAuth": false,
          "responseHeaders": {"x-include-schema": "true"}, "outputSchema": {"type": "array"}}',
        $b$ BEGIN RETURN api.json_response(200, '[1, 2]'); END; $b$);
    PERFORM api.create_or_replace_rpc_handler(
        '{"id": "7e570000-0015-4000-8000-000000000003", "methodName": "t.schema", "requiresAuth": false,
          "responseHeaders": {"x-include-schema": "true"}, "outputSchema": {"type": "object"}}',
        $b$ BEGIN RETURN api.jsonrpc_success('{"ok": true}', request.id); END; $b$);
    v_r := pg_temp.rest('GET', '/t/schema');
    PERFORM pg_temp.expect('REST $schema', pg_temp.body(v_r) #> '{$schema,properties,ok}', '{"type": "boolean"}'::jsonb);
    PERFORM pg_temp.expect('REST data kept', pg_temp.body(v_r) -> 'ok', 'true'::jsonb);
    PERFORM pg_temp.expect('directive not sent', v_r.headers OPERATOR(extensions.?) 'x-include-schema', false);
    PERFORM pg_temp.expect('array wrapped', pg_temp.body(pg_temp.rest('GET', '/t/schema-array')) -> 'data', '[1, 2]'::jsonb);
    v_r := pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.schema"}');
    PERFORM pg_temp.expect('RPC no top-level $schema', pg_temp.body(v_r) ? '$schema', false);
    PERFORM pg_temp.expect('RPC result.$schema', pg_temp.body(v_r) #> '{result,$schema}', '{"type": "object"}'::jsonb);
END
$$;
