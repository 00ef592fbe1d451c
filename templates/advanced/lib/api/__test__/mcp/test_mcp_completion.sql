-- completion/complete: a fixed list filtered by case-insensitive prefix, a completion function (for a resource
-- template variable, named by the template or by a matching URI), an empty list for arguments without a hook,
-- -32602 for malformed params and unknown prompts, at most 100 values with total and hasMore; registration checks.
DO $$
DECLARE
    v_env jsonb;
    v_err jsonb;
BEGIN
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}, "argument": {"name": "style", "value": "b"}}');
    PERFORM pg_temp.mcp_is('prefix, any case', v_env #> '{result,completion}', '{"values": ["brief", "Bullet"], "total": 2, "hasMore": false}'::jsonb);
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}, "argument": {"name": "style", "value": ""}}');
    PERFORM pg_temp.mcp_is('everything for ""', v_env #> '{result,completion,values}', '["brief", "Bullet", "detailed"]'::jsonb);
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}, "argument": {"name": "topic", "value": "x"}}');
    PERFORM pg_temp.mcp_is('no hook: empty list', v_env #> '{result,completion}', '{"values": [], "total": 0, "hasMore": false}'::jsonb);
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/resource", "uri": "mcptest://item-{id}"}, "argument": {"name": "id", "value": "a"},
                                                       "context": {"arguments": {}}}');
    PERFORM pg_temp.mcp_is('function hook by template', v_env #> '{result,completion,values}', '["a1", "a2"]'::jsonb);
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/resource", "uri": "mcptest://item-9"}, "argument": {"name": "id", "value": "b"}}');
    PERFORM pg_temp.mcp_is('function hook by URI', v_env #> '{result,completion,values}', '["b1"]'::jsonb);

    UPDATE api.mcp_completion SET completion_values = ARRAY(SELECT 'v' || g FROM generate_series(1, 150) g)
     WHERE argument_name = 'style';
    v_env := pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}, "argument": {"name": "style", "value": "v"}}');
    PERFORM pg_temp.mcp_is('at most 100', jsonb_array_length(v_env #> '{result,completion,values}'), 100);
    PERFORM pg_temp.mcp_is('total', v_env #> '{result,completion,total}', '150'::jsonb);
    PERFORM pg_temp.mcp_is('hasMore', v_env #> '{result,completion,hasMore}', 'true'::jsonb);

    PERFORM pg_temp.mcp_is('unknown prompt', pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "zzz"}, "argument": {"name": "a", "value": ""}}') -> 'error',
                           '{"code": -32602, "message": "Prompt not found: zzz"}'::jsonb);
    PERFORM pg_temp.mcp_is('unknown resource', pg_temp.mcp_code(pg_temp.mcp_call('completion/complete',
                           '{"ref": {"type": "ref/resource", "uri": "nope://x"}, "argument": {"name": "a", "value": ""}}')), -32002);
    PERFORM pg_temp.mcp_is('bad ref type', pg_temp.mcp_code(pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/tool", "name": "x"}, "argument": {"name": "a", "value": ""}}')), -32602);
    PERFORM pg_temp.mcp_is('no ref', pg_temp.mcp_code(pg_temp.mcp_call('completion/complete', '{"argument": {"name": "a", "value": ""}}')), -32602);
    PERFORM pg_temp.mcp_is('no argument', pg_temp.mcp_code(pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt", "name": "mcpt_prompt"}}')), -32602);
    PERFORM pg_temp.mcp_is('ref without name', pg_temp.mcp_call('completion/complete', '{"ref": {"type": "ref/prompt"}, "argument": {"name": "a", "value": ""}}') #>> '{error,message}',
                           'Invalid params: ref.name is required (a string)');

    -- Registration rules.
    BEGIN
        PERFORM api.create_or_replace_mcp_completion('mcpt_prompt', 'colour', ARRAY['red']);
        RAISE EXCEPTION 'undeclared prompt argument accepted';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected
    END;
    BEGIN
        PERFORM api.create_or_replace_mcp_completion('mcpt_item', 'name', ARRAY['x']);
        RAISE EXCEPTION 'unknown template variable accepted';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected
    END;
    BEGIN
        PERFORM api.create_or_replace_mcp_completion('mcpt_echo', 'message', ARRAY['x']);
        RAISE EXCEPTION 'a tool accepted';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected
    END;
    BEGIN
        PERFORM api.create_or_replace_mcp_completion('mcpt_prompt', 'style', NULL, 'api.mcp_text(text)');
        RAISE EXCEPTION 'a function with the wrong signature accepted';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;  -- expected
    END;
    PERFORM pg_temp.mcp_is('delete', api.delete_mcp_completion('mcpt_prompt', 'style'), true);
    PERFORM pg_temp.mcp_is('delete again', api.delete_mcp_completion('mcpt_prompt', 'style'), false);
    PERFORM api.delete_handler('3c970000-0000-4000-8000-000000000031');
    PERFORM pg_temp.mcp_is('hooks follow their handler', (SELECT count(*) FROM api.mcp_completion c JOIN api.mcp_route r USING (handler_object_id)
                                                          WHERE r.mcp_name = 'mcpt_item'), 0::bigint);
END
$$;
