-- initialize negotiates the handshake revisions: a supported version is echoed, anything else gets 2025-11-25;
-- a missing or non-string protocolVersion is -32602 with a message; the answer carries serverInfo and the
-- capabilities of that revision (listChanged, subscribe, logging; completions from 2025-03-26).
DO $$
DECLARE
    v_env jsonb;
    v_version text;
BEGIN
    v_env := (api.mcp_initialize('{"protocolVersion": "2024-11-05"}', '"init-1"')).envelope;
    PERFORM pg_temp.mcp_is('jsonrpc', v_env ->> 'jsonrpc', '2.0');
    PERFORM pg_temp.mcp_is('id echoed', v_env -> 'id', '"init-1"'::jsonb);
    PERFORM pg_temp.mcp_is('2024-11-05 echoed', v_env #>> '{result,protocolVersion}', '2024-11-05');
    PERFORM pg_temp.mcp_is('serverInfo name', jsonb_typeof(v_env #> '{result,serverInfo,name}'), 'string');
    PERFORM pg_temp.mcp_is('serverInfo version', jsonb_typeof(v_env #> '{result,serverInfo,version}'), 'string');
    PERFORM pg_temp.mcp_is('no completions flag in 2024-11-05', v_env #> '{result,capabilities}' ? 'completions', false);
    PERFORM pg_temp.mcp_is('tools listChanged', v_env #> '{result,capabilities,tools,listChanged}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('resources subscribe', v_env #> '{result,capabilities,resources,subscribe}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('prompts listChanged', v_env #> '{result,capabilities,prompts,listChanged}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('logging', v_env #> '{result,capabilities,logging}', '{}'::jsonb);

    FOREACH v_version IN ARRAY ARRAY['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] LOOP
        v_env := pg_temp.mcp_call('initialize', jsonb_build_object('protocolVersion', v_version, 'capabilities', '{}'::jsonb,
                                                                    'clientInfo', '{"name": "t", "version": "1"}'::jsonb));
        PERFORM pg_temp.mcp_is('echo ' || v_version, v_env #>> '{result,protocolVersion}', v_version);
        PERFORM pg_temp.mcp_is('completions for ' || v_version, v_env #> '{result,capabilities}' ? 'completions', v_version <> '2024-11-05');
    END LOOP;

    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2099-12-31"}');
    PERFORM pg_temp.mcp_is('unknown newer proposal', v_env #>> '{result,protocolVersion}', '2025-11-25');
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "1999-01-01"}');
    PERFORM pg_temp.mcp_is('unknown older date', v_env #>> '{result,protocolVersion}', '2025-11-25');
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2026-07-28"}');
    PERFORM pg_temp.mcp_is('the stateless revision is not a handshake version', v_env #>> '{result,protocolVersion}', '2025-11-25');

    v_env := pg_temp.mcp_call('initialize', '{}');
    PERFORM pg_temp.mcp_is('missing protocolVersion', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.mcp_is('missing protocolVersion message', v_env #>> '{error,message}', 'Invalid params: protocolVersion is required');
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": 20241105}');
    PERFORM pg_temp.mcp_is('numeric protocolVersion', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.mcp_is('numeric protocolVersion message', v_env #>> '{error,message}', 'Invalid params: protocolVersion must be a string');
    v_env := pg_temp.mcp_call('initialize');
    PERFORM pg_temp.mcp_is('no params at all', pg_temp.mcp_code(v_env), -32602);
    v_env := (api.mcp_initialize('{}', '5')).envelope;
    PERFORM pg_temp.mcp_is('direct call without version', pg_temp.mcp_code(v_env), -32602);
    PERFORM pg_temp.mcp_is('direct call keeps the id', v_env -> 'id', '5'::jsonb);
END
$$;
