-- ping answers {} (dispatcher and api.mcp_ping); server/discover works with and without _meta and lists every
-- supported version, handshake and stateless, with the stateless capabilities and cache hints.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    v_env := (api.mcp_ping('"ping-1"')).envelope;
    PERFORM pg_temp.mcp_is('api.mcp_ping', v_env, '{"jsonrpc": "2.0", "id": "ping-1", "result": {}}'::jsonb);
    v_env := pg_temp.mcp_call('ping', NULL, '"d3"');
    PERFORM pg_temp.mcp_is('dispatcher ping', v_env, '{"jsonrpc": "2.0", "id": "d3", "result": {}}'::jsonb);

    FOREACH v_env IN ARRAY ARRAY[pg_temp.mcp_call('server/discover'), pg_temp.mcp_modern('server/discover')] LOOP
        PERFORM pg_temp.mcp_is('resultType', v_env #>> '{result,resultType}', 'complete');
        PERFORM pg_temp.mcp_is('supportedVersions', v_env #> '{result,supportedVersions}',
                               '["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]'::jsonb);
        PERFORM pg_temp.mcp_is('capabilities', v_env #> '{result,capabilities}',
                               '{"tools": {"listChanged": true}, "resources": {"subscribe": true, "listChanged": true}, "prompts": {"listChanged": true},
                                 "completions": {}, "extensions": {"io.modelcontextprotocol/tasks": {}}}'::jsonb
                               || jsonb_build_object('extensions', jsonb_build_object('io.modelcontextprotocol/tasks', '{}'::jsonb,
                                                                                      'io.pgmi/tool-search', internal.search_capability())));
        PERFORM pg_temp.mcp_is('serverInfo', v_env #> '{result,serverInfo}', api.mcp_server_info());
        PERFORM pg_temp.mcp_is('_meta serverInfo', v_env #> '{result,_meta,io.modelcontextprotocol/serverInfo}', api.mcp_server_info());
        PERFORM pg_temp.mcp_is('ttlMs', jsonb_typeof(v_env #> '{result,ttlMs}'), 'number');
        PERFORM pg_temp.mcp_is('cacheScope', v_env #>> '{result,cacheScope}', 'public');
    END LOOP;
END
$$;
