-- prompts/list and prompts/get: arguments listed verbatim, required arguments enforced (-32602), values must be
-- strings, unknown prompt -32602, a failing handler -32603 without its message.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    v_env := pg_temp.mcp_list_all('prompts/list');
    PERFORM pg_temp.mcp_is('prompt entry', (SELECT e FROM jsonb_array_elements(v_env #> '{result,prompts}') e WHERE e ->> 'name' = 'mcpt_prompt'),
        '{"name": "mcpt_prompt", "description": "prompt", "arguments": [{"name": "topic", "required": true}, {"name": "style", "required": false}]}'::jsonb);
    PERFORM pg_temp.mcp_is('api.mcp_list_prompts agrees', api.mcp_list_prompts() -> 'prompts', v_env #> '{result,prompts}');

    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt", "arguments": {"topic": "tides", "style": "short"}}', '"p1"');
    PERFORM pg_temp.mcp_is('messages', v_env -> 'result', '{"messages": [{"role": "user", "content": {"type": "text", "text": "About tides in short"}}]}'::jsonb);
    PERFORM pg_temp.mcp_is('id', v_env -> 'id', '"p1"'::jsonb);
    v_env := (api.mcp_get_prompt('mcpt_prompt', '{"topic": "x"}', NULL, '2')).envelope;
    PERFORM pg_temp.mcp_is('api.mcp_get_prompt', v_env #>> '{result,messages,0,content,text}', 'About x');

    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt", "arguments": {"style": "short"}}');
    PERFORM pg_temp.mcp_is('required argument', v_env #>> '{error,message}', 'Invalid params: missing required argument topic');
    PERFORM pg_temp.mcp_is('required argument code', pg_temp.mcp_code(v_env), -32602);
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt"}');
    PERFORM pg_temp.mcp_is('no arguments at all', v_env #>> '{error,message}', 'Invalid params: missing required argument topic');
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt", "arguments": {"topic": 7}}');
    PERFORM pg_temp.mcp_is('string values', v_env #>> '{error,message}', 'Invalid params: arguments.topic must be a string');
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt", "arguments": ["topic"]}');
    PERFORM pg_temp.mcp_is('arguments object', v_env #>> '{error,message}', 'Invalid params: arguments must be an object');

    v_env := pg_temp.mcp_call('prompts/get', '{"name": "nope"}');
    PERFORM pg_temp.mcp_is('unknown prompt', v_env -> 'error', '{"code": -32602, "message": "Prompt not found: nope"}'::jsonb);
    v_env := pg_temp.mcp_call('prompts/get', '{"arguments": {}}');
    PERFORM pg_temp.mcp_is('missing name', v_env -> 'error', '{"code": -32602, "message": "Invalid params: name is required (a string)"}'::jsonb);
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt_fail"}');
    PERFORM pg_temp.mcp_is('failure', v_env -> 'error', '{"code": -32603, "message": "Internal error"}'::jsonb);
    PERFORM pg_temp.mcp_is('no leak', strpos(v_env::text, '55e'), 0);
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_echo"}');
    PERFORM pg_temp.mcp_is('a tool is not a prompt', v_env #>> '{error,message}', 'Prompt not found: mcpt_echo');
END
$$;
