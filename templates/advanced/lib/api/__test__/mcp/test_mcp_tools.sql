-- tools/list and tools/call: listing shape (ordered by name, title, description, inputSchema default, annotations,
-- _meta.tags), a successful call, unknown and missing names (-32602 with a message), non-object arguments, and
-- the dispatcher owning the response id.
DO $$
DECLARE
    v_env   jsonb;
    v_tools jsonb;
    v_tool  jsonb;
BEGIN
    v_env := pg_temp.mcp_list_all('tools/list');
    v_tools := v_env #> '{result,tools}';
    PERFORM pg_temp.mcp_is('ordered by name', pg_temp.mcp_names(v_env, 'tools'),
                           ARRAY(SELECT n FROM unnest(pg_temp.mcp_names(v_env, 'tools')) n ORDER BY n));
    SELECT t INTO v_tool FROM jsonb_array_elements(v_tools) t WHERE t ->> 'name' = 'mcpt_echo';
    PERFORM pg_temp.mcp_is('title', v_tool ->> 'title', 'Echo (test)');
    PERFORM pg_temp.mcp_is('description', v_tool ->> 'description', 'echo');
    PERFORM pg_temp.mcp_is('inputSchema', v_tool #>> '{inputSchema,properties,message,type}', 'string');
    PERFORM pg_temp.mcp_is('tags', v_tool #> '{_meta,tags}', '["t-alpha"]'::jsonb);
    SELECT t INTO v_tool FROM jsonb_array_elements(v_tools) t WHERE t ->> 'name' = 'mcpt_beta';
    PERFORM pg_temp.mcp_is('default inputSchema', v_tool -> 'inputSchema', '{"type": "object"}'::jsonb);
    PERFORM pg_temp.mcp_is('no title member', v_tool ? 'title', false);
    SELECT t INTO v_tool FROM jsonb_array_elements(v_tools) t WHERE t ->> 'name' = 'mcpt_ro';
    PERFORM pg_temp.mcp_is('readOnlyHint', v_tool -> 'annotations', '{"readOnlyHint": true}'::jsonb);
    SELECT t INTO v_tool FROM jsonb_array_elements(v_tools) t WHERE t ->> 'name' = 'mcpt_structured';
    PERFORM pg_temp.mcp_is('outputSchema listed', v_tool #>> '{outputSchema,properties,sum,type}', 'integer');
    PERFORM pg_temp.mcp_is('api.mcp_list_tools agrees', (SELECT jsonb_agg(t ->> 'name') FROM jsonb_array_elements(api.mcp_list_tools() -> 'tools') t),
                           (SELECT jsonb_agg(t ->> 'name') FROM jsonb_array_elements(v_tools) t));

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_echo", "arguments": {"message": "hello"}}', '"c1"');
    PERFORM pg_temp.mcp_is('call text', v_env #>> '{result,content,0,text}', 'Echo: hello');
    PERFORM pg_temp.mcp_is('call isError', v_env #> '{result,isError}', 'false'::jsonb);
    PERFORM pg_temp.mcp_is('call id', v_env -> 'id', '"c1"'::jsonb);
    v_env := (api.mcp_call_tool('mcpt_echo', '{"message": "direct"}', NULL, '11')).envelope;
    PERFORM pg_temp.mcp_is('api.mcp_call_tool', v_env #>> '{result,content,0,text}', 'Echo: direct');
    PERFORM pg_temp.mcp_is('api.mcp_call_tool id', v_env -> 'id', '11'::jsonb);

    v_env := pg_temp.mcp_call('tools/call', '{"name": "no_such_tool", "arguments": {}}');
    PERFORM pg_temp.mcp_is('unknown tool', v_env -> 'error', '{"code": -32602, "message": "Tool not found: no_such_tool"}'::jsonb);
    v_env := pg_temp.mcp_call('tools/call', '{}');
    PERFORM pg_temp.mcp_is('missing name', v_env -> 'error', '{"code": -32602, "message": "Invalid params: name is required (a string)"}'::jsonb);
    v_env := pg_temp.mcp_call('tools/call', '{"name": 5}');
    PERFORM pg_temp.mcp_is('non-string name', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_beta", "arguments": "x"}');
    PERFORM pg_temp.mcp_is('string arguments', v_env -> 'result',
        '{"content": [{"type": "text", "text": "Invalid arguments: arguments must be an object"}], "isError": true}'::jsonb);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_beta", "arguments": null}');
    PERFORM pg_temp.mcp_is('null arguments = none', v_env #>> '{result,content,0,text}', 'beta');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_beta"}');
    PERFORM pg_temp.mcp_is('no arguments', v_env #>> '{result,content,0,text}', 'beta');

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_wrong_id"}', '"mine"');
    PERFORM pg_temp.mcp_is('the response id is the request id', v_env -> 'id', '"mine"'::jsonb);
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_wrong_id"}', '2.5');
    PERFORM pg_temp.mcp_is('… also for a fractional id', (v_env -> 'id')::text, '2.5');

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_ctx", "arguments": {"k": 1}}', '"ctx"',
                              pg_temp.mcp_carol() || '{"user_id": "mcptest|carol-001", "x": 1}');
    PERFORM pg_temp.mcp_is('handler sees arguments', v_env #> '{result,structuredContent,arguments}', '{"k": 1}'::jsonb);
    PERFORM pg_temp.mcp_is('handler sees the request id', v_env #> '{result,structuredContent,id}', '"ctx"'::jsonb);
    PERFORM pg_temp.mcp_is('handler sees the context and the era, never the credential', v_env #> '{result,structuredContent,context}',
                           '{"x": 1, "protocol_era": "legacy"}'::jsonb);
    PERFORM pg_temp.mcp_is('tools get no uri', v_env #> '{result,structuredContent,uri}', 'null'::jsonb);
END
$$;
