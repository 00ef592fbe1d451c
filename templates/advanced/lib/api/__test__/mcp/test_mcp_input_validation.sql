-- Tool arguments are validated against inputSchema before the handler runs. A failure is a tool execution error
-- (SEP-1303): result isError = true, one text "Invalid arguments: <every problem>" naming the fields, in every
-- revision; internal.mcp_check_arguments keeps the -32602 form with data.errors listing every problem (types,
-- required, enum, const, additionalProperties false, string and number limits, arrays, nested objects, $ref, oneOf).
-- An unknown tool stays a protocol error (-32602).
DO $$
DECLARE
    v_ok  jsonb := '{"name": "abc", "options": {"flag": true}}';
    v_env jsonb;
    v_case record;
BEGIN
    v_env := pg_temp.mcp_call('tools/call', jsonb_build_object('name', 'mcpt_schema', 'arguments', v_ok));
    PERFORM pg_temp.mcp_is('valid arguments run', v_env #>> '{result,content,0,text}', 'ok');
    v_env := pg_temp.mcp_call('tools/call', jsonb_build_object('name', 'mcpt_schema', 'arguments', v_ok || '{"count": 3, "mode": "fast",
        "tags": ["a", "b"], "ref": "X1", "choice": 4, "options": {"flag": false, "level": null, "inner": {"depth": 0.5}}}'));
    PERFORM pg_temp.mcp_is('every optional member valid', v_env #>> '{result,content,0,text}', 'ok');

    FOR v_case IN SELECT * FROM (VALUES
        ('{"options": {"flag": true}}'::jsonb, 'arguments.name is required'),
        ('{"name": 5, "options": {"flag": true}}', 'arguments.name must be string, got number'),
        ('{"name": "a", "options": {"flag": true}}', 'arguments.name must be at least 2 characters long'),
        ('{"name": "abcdefghijk", "options": {"flag": true}}', 'arguments.name must be at most 10 characters long'),
        ('{"name": "ABC", "options": {"flag": true}}', 'arguments.name must match the pattern ^[a-z]+$'),
        ('{"name": "abc", "count": 1.5, "options": {"flag": true}}', 'arguments.count must be integer, got number'),
        ('{"name": "abc", "count": -1, "options": {"flag": true}}', 'arguments.count must be >= 0'),
        ('{"name": "abc", "count": 101, "options": {"flag": true}}', 'arguments.count must be <= 100'),
        ('{"name": "abc", "mode": "medium", "options": {"flag": true}}', 'arguments.mode must be one of ["fast", "slow"]'),
        ('{"name": "abc", "tags": ["a", 1], "options": {"flag": true}}', 'arguments.tags[1] must be string, got number'),
        ('{"name": "abc", "tags": ["a", "a"], "options": {"flag": true}}', 'arguments.tags must not contain duplicate items'),
        ('{"name": "abc", "tags": ["a", "b", "c", "d"], "options": {"flag": true}}', 'arguments.tags must have at most 3 items'),
        ('{"name": "abc", "options": {}}', 'arguments.options.flag is required'),
        ('{"name": "abc", "options": {"flag": "yes"}}', 'arguments.options.flag must be boolean, got string'),
        ('{"name": "abc", "options": {"flag": true, "extra": 1}}', 'arguments.options.extra is not an allowed property'),
        ('{"name": "abc", "options": {"flag": true, "level": "x"}}', 'arguments.options.level must be integer or null, got string'),
        ('{"name": "abc", "options": {"flag": true, "inner": {"depth": 0}}}', 'arguments.options.inner.depth must be > 0'),
        ('{"name": "abc", "options": {"flag": true}, "ref": "X2"}', 'arguments.ref must be "X1"'),
        ('{"name": "abc", "options": {"flag": true}, "choice": true}', 'arguments.choice must match exactly one of the "oneOf" schemas'),
        ('{"name": "abc", "options": {"flag": true}, "surprise": 1}', 'arguments.surprise is not an allowed property'),
        ('{"name": "abc", "options": [1]}', 'arguments.options must be object, got array')) AS c(arguments, problem)
    LOOP
        v_env := pg_temp.mcp_call('tools/call', jsonb_build_object('name', 'mcpt_schema', 'arguments', v_case.arguments));
        PERFORM pg_temp.mcp_is('no protocol error for ' || v_case.arguments::text, pg_temp.mcp_code(v_env), NULL::integer);
        PERFORM pg_temp.mcp_is('isError for ' || v_case.arguments::text, v_env #> '{result,isError}', 'true'::jsonb);
        PERFORM pg_temp.mcp_is('text for ' || v_case.arguments::text, v_env #>> '{result,content,0,text}', 'Invalid arguments: ' || v_case.problem);
        v_env := internal.mcp_check_arguments('tool', (SELECT r FROM api.mcp_route r WHERE r.mcp_name = 'mcpt_schema'), v_case.arguments);
        PERFORM pg_temp.mcp_is('data.errors for ' || v_case.arguments::text, v_env #>> '{error,data,errors,0,message}', v_case.problem);
    END LOOP;

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_schema", "arguments": {"name": 1, "options": {"flag": 1}, "zz": 0}}');
    PERFORM pg_temp.mcp_is('every problem in the text', v_env #>> '{result,content,0,text}',
        'Invalid arguments: arguments.name must be string, got number; arguments.options.flag must be boolean, got number; arguments.zz is not an allowed property');
    PERFORM pg_temp.mcp_is('one text block', jsonb_array_length(v_env #> '{result,content}'), 1);
    v_env := internal.mcp_check_arguments('tool', (SELECT r FROM api.mcp_route r WHERE r.mcp_name = 'mcpt_schema'),
                                          '{"name": 1, "options": {"flag": 1}, "zz": 0}');
    PERFORM pg_temp.mcp_is('every problem listed', jsonb_array_length(v_env #> '{error,data,errors}'), 3);
    PERFORM pg_temp.mcp_is('paths', (SELECT array_agg(e ->> 'path' ORDER BY e ->> 'path') FROM jsonb_array_elements(v_env #> '{error,data,errors}') e),
                           ARRAY['arguments.name', 'arguments.options.flag', 'arguments.zz']);
    -- The same in every revision: 2024-11-05 … 2025-11-25 sessions and 2026-07-28.
    FOR v_case IN SELECT * FROM unnest(ARRAY['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) AS v(version) LOOP
        v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_echo", "arguments": {}}', '1', jsonb_build_object('protocol_version', v_case.version));
        PERFORM pg_temp.mcp_is('isError in ' || v_case.version, v_env -> 'result', jsonb_build_object('content',
            jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'Invalid arguments: arguments.message is required')), 'isError', true));
    END LOOP;
    v_env := pg_temp.mcp_modern('tools/call', '{"name": "mcpt_echo", "arguments": {}}');
    PERFORM pg_temp.mcp_is('isError in 2026-07-28', v_env #>> '{result,content,0,text}', 'Invalid arguments: arguments.message is required');
    PERFORM pg_temp.mcp_is('resultType in 2026-07-28', v_env #>> '{result,resultType}', 'complete');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_echo", "arguments": [1]}');
    PERFORM pg_temp.mcp_is('arguments not an object', v_env #>> '{result,content,0,text}', 'Invalid arguments: arguments must be an object');
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_no_such_tool", "arguments": {}}');
    PERFORM pg_temp.mcp_is('an unknown tool stays a protocol error', pg_temp.mcp_code(v_env), -32602);
    -- Many problems: the first 20 and how many more.
    v_env := internal.mcp_arguments_rejected(internal.mcp_fail(-32602, 'Invalid params: x', jsonb_build_object(
        'errors', (SELECT jsonb_agg(jsonb_build_object('path', 'a', 'message', 'm' || i)) FROM generate_series(1, 20) i), 'total', 25)));
    PERFORM pg_temp.mcp_is('the rest counted', right(v_env #>> '{result,content,0,text}', 26), 'm18; m19; m20 (and 5 more)');
    -- Prompt arguments are not tool input: they stay -32602.
    v_env := pg_temp.mcp_call('prompts/get', '{"name": "mcpt_prompt", "arguments": {}}');
    PERFORM pg_temp.mcp_is('prompt arguments stay -32602', pg_temp.mcp_code(v_env), -32602);

    -- The validator on its own: allOf, anyOf, not, if/then/else, prefixItems, contains, patternProperties, odd keys.
    PERFORM pg_temp.mcp_is('allOf', internal.mcp_schema_errors('3', '{"allOf": [{"type": "integer"}, {"minimum": 5}]}', 'v') -> 0 ->> 'message', 'v must be >= 5');
    PERFORM pg_temp.mcp_is('anyOf ok', internal.mcp_schema_errors('"x"', '{"anyOf": [{"type": "integer"}, {"type": "string"}]}'), '[]'::jsonb);
    PERFORM pg_temp.mcp_is('not', internal.mcp_schema_errors('"x"', '{"not": {"type": "string"}}', 'v') -> 0 ->> 'message', 'v must not match the "not" schema');
    PERFORM pg_temp.mcp_is('if/then', internal.mcp_schema_errors('{"k": "a"}', '{"if": {"properties": {"k": {"const": "a"}}}, "then": {"required": ["z"]}}', 'v') -> 0 ->> 'message', 'v.z is required');
    PERFORM pg_temp.mcp_is('prefixItems', internal.mcp_schema_errors('[1, "x"]', '{"prefixItems": [{"type": "integer"}, {"type": "integer"}]}', 'v') -> 0 ->> 'path', 'v[1]');
    PERFORM pg_temp.mcp_is('contains', jsonb_array_length(internal.mcp_schema_errors('[1, 2]', '{"contains": {"type": "string"}}')), 1);
    PERFORM pg_temp.mcp_is('patternProperties', internal.mcp_schema_errors('{"x1": "a"}', '{"patternProperties": {"^x": {"type": "integer"}}, "additionalProperties": false}', 'v') -> 0 ->> 'message', 'v.x1 must be integer, got string');
    PERFORM pg_temp.mcp_is('odd key path', internal.mcp_schema_errors('{"a b": 1}', '{"additionalProperties": false}', 'v') -> 0 ->> 'path', 'v["a b"]');
    PERFORM pg_temp.mcp_is('false schema', internal.mcp_schema_errors('1', 'false', 'v') -> 0 ->> 'message', 'v is not allowed');
    PERFORM pg_temp.mcp_is('recursive $ref terminates', jsonb_typeof(internal.mcp_schema_errors('1', '{"$ref": "#"}')), 'array');
    PERFORM pg_temp.mcp_is('multipleOf', internal.mcp_schema_errors('7', '{"multipleOf": 2}', 'v') -> 0 ->> 'message', 'v must be a multiple of 2');
END
$$;
