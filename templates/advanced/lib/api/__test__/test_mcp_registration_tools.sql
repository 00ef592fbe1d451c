-- MCP tool registration: inputSchema defaults to {"type": "object"} (stored in handler and route); a schema that
-- is {} / not an object / not "type": "object" is a 22023 naming inputSchema; tags and policy land in api.handler;
-- the generated function is api.mcp_tool_<name with . and - as _>.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "7e570000-001d-4000-8000-000000000001", "type": "tool", "name": "t.plain-tool", "tags": ["alpha", "schema-test"],
          "readOnly": true, "minTransactionIsolation": "serializable", "requiresAuth": false}',
        $b$ BEGIN RETURN ROW(jsonb_build_object('jsonrpc', '2.0', 'id', request.request_id, 'result', '{}'::jsonb))::api.mcp_response; END; $b$);
    PERFORM pg_temp.expect('route schema', (SELECT input_schema FROM api.mcp_route WHERE handler_object_id = '7e570000-001d-4000-8000-000000000001'), '{"type": "object"}'::jsonb);
    PERFORM pg_temp.expect('handler schema', (SELECT input_json_schema::jsonb FROM api.handler WHERE object_id = '7e570000-001d-4000-8000-000000000001'), '{"type": "object"}'::jsonb);
    PERFORM pg_temp.expect('policy and tags', (SELECT row(tags, read_only, min_transaction_isolation, requires_auth)::text FROM api.handler WHERE object_id = '7e570000-001d-4000-8000-000000000001'),
                           '("{alpha,schema-test}",t,serializable,f)');
    PERFORM pg_temp.expect('function', to_regprocedure('api.mcp_tool_t_plain_tool(api.mcp_request)') IS NOT NULL, true);
    PERFORM pg_temp.expect('returns mcp_response', (SELECT returns_type::text FROM api.handler WHERE object_id = '7e570000-001d-4000-8000-000000000001'), 'api.mcp_response');
    FOREACH v_error IN ARRAY ARRAY['{}', '"nonsense"', '{"type": "string"}', '{"type": 42}']::jsonb[] LOOP
        PERFORM pg_temp.expect('inputSchema ' || v_error::text,
            pg_temp.expect_error(format('SELECT api.create_or_replace_mcp_handler(%L, %L)',
                jsonb_build_object('id', '7e570000-001d-4000-8000-000000000002', 'type', 'tool', 'name', 't.bad', 'inputSchema', v_error),
                'BEGIN RETURN NULL; END;'), '22023') ->> 'message' LIKE '%"inputSchema"%', true);
    END LOOP;
    PERFORM pg_temp.expect('outputSchema must be an object schema',
        pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler('{"id": "7e570000-001d-4000-8000-000000000003", "type": "tool", "name": "t.out", "outputSchema": {"type": "array"}}', 'BEGIN RETURN NULL; END;')$q$, '22023') ->> 'message' LIKE '%"outputSchema"%', true);
    PERFORM pg_temp.expect('direct cast still checks', pg_temp.expect_error($q$SELECT '{"type": 42}'::api.json_schema$q$, '23514') IS NOT NULL, true);
    PERFORM pg_temp.expect('unknown type', pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler('{"id": "7e570000-001d-4000-8000-000000000004", "type": "widget", "name": "w"}', 'BEGIN RETURN NULL; END;')$q$, '22023') ->> 'message' LIKE '%"type"%', true);
END
$$;
