-- resources/list (concrete URIs only), resources/templates/list (RFC 6570 templates), resources/read: the most
-- specific template wins, contents get the URI and mimeType when the handler leaves them out, a failing handler
-- is -32603 without its message, a handler raising P0404 is "not found", a missing uri is -32602.
DO $$
DECLARE
    v_env jsonb;
    v_item jsonb;
BEGIN
    v_env := pg_temp.mcp_list_all('resources/list');
    PERFORM pg_temp.mcp_is('every entry has a uri and no uriTemplate',
        (SELECT bool_and(e ? 'uri' AND NOT e ? 'uriTemplate' AND e ? 'name') FROM jsonb_array_elements(v_env #> '{result,resources}') e), true);
    SELECT e INTO v_item FROM jsonb_array_elements(v_env #> '{result,resources}') e WHERE e ->> 'name' = 'mcpt_static';
    PERFORM pg_temp.mcp_is('static entry', v_item, '{"name": "mcpt_static", "title": "Static", "description": "static",
                                                     "uri": "mcptest://static", "mimeType": "text/plain"}'::jsonb);
    PERFORM pg_temp.mcp_is('templates are not resources', 'mcpt_item' = ANY (pg_temp.mcp_names(v_env, 'resources')), false);
    PERFORM pg_temp.mcp_is('static listed', 'mcpt_static' = ANY (pg_temp.mcp_names(v_env, 'resources')), true);

    v_env := pg_temp.mcp_list_all('resources/templates/list');
    SELECT e INTO v_item FROM jsonb_array_elements(v_env #> '{result,resourceTemplates}') e WHERE e ->> 'name' = 'mcpt_item';
    PERFORM pg_temp.mcp_is('template entry', v_item, '{"name": "mcpt_item", "description": "item", "uriTemplate": "mcptest://item-{id}",
                                                       "mimeType": "application/json"}'::jsonb);
    PERFORM pg_temp.mcp_is('only templates', (SELECT bool_and(strpos(e ->> 'uriTemplate', '{') > 0 AND NOT e ? 'uri')
                                                FROM jsonb_array_elements(v_env #> '{result,resourceTemplates}') e), true);
    PERFORM pg_temp.mcp_is('api.mcp_list_resource_templates agrees', api.mcp_list_resource_templates() -> 'resourceTemplates',
                           v_env #> '{result,resourceTemplates}');
    PERFORM pg_temp.mcp_is('api.mcp_list_resources agrees', api.mcp_list_resources() -> 'resources',
                           pg_temp.mcp_list_all('resources/list') #> '{result,resources}');

    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://static"}', '"r1"');
    PERFORM pg_temp.mcp_is('static read', v_env -> 'result', '{"contents": [{"uri": "mcptest://static", "mimeType": "text/plain", "text": "static text"}]}'::jsonb);
    PERFORM pg_temp.mcp_is('id', v_env -> 'id', '"r1"'::jsonb);
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://item-special-7"}');
    PERFORM pg_temp.mcp_is('most specific template wins', v_env #>> '{result,contents,0,text}', 'special');
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://item-7"}');
    PERFORM pg_temp.mcp_is('generic template', v_env #>> '{result,contents,0,text}', 'item');
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://item-7/more"}');
    PERFORM pg_temp.mcp_is('a variable never spans /', pg_temp.mcp_code(v_env), -32002);
    v_env := (api.mcp_read_resource('mcptest://item-special-1', NULL, '3')).envelope;
    PERFORM pg_temp.mcp_is('api.mcp_read_resource', v_env #>> '{result,contents,0,text}', 'special');

    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://bare/9"}');
    PERFORM pg_temp.mcp_is('defaults filled in', v_env #> '{result,contents,0}', '{"uri": "mcptest://bare/9", "mimeType": "text/csv", "text": "a,b"}'::jsonb);

    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://fail"}');
    PERFORM pg_temp.mcp_is('failure', v_env -> 'error', '{"code": -32603, "message": "Internal error"}'::jsonb);
    PERFORM pg_temp.mcp_is('failure logged', (SELECT error_message FROM api.mcp_exchange WHERE mcp_name = 'mcpt_res_fail'
                                              ORDER BY sequence_number DESC LIMIT 1), 'resource secret 91c');
    v_env := pg_temp.mcp_call('resources/read', '{"uri": "mcptest://missing/4"}');
    PERFORM pg_temp.mcp_is('P0404 = not found', v_env -> 'error',
                           '{"code": -32002, "message": "Resource not found: mcptest://missing/4", "data": {"uri": "mcptest://missing/4"}}'::jsonb);
    v_env := pg_temp.mcp_modern('resources/read', '{"uri": "mcptest://missing/4"}');
    PERFORM pg_temp.mcp_is('P0404 modern', pg_temp.mcp_code(v_env), -32602);

    v_env := pg_temp.mcp_call('resources/read', '{}');
    PERFORM pg_temp.mcp_is('missing uri', v_env -> 'error', '{"code": -32602, "message": "Invalid params: uri is required (a string)"}'::jsonb);
    v_env := pg_temp.mcp_call('resources/read', '{"uri": 3}');
    PERFORM pg_temp.mcp_is('non-string uri', pg_temp.mcp_code(v_env), -32602);
END
$$;
