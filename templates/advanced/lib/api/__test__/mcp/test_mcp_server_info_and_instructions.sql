-- serverInfo and instructions come from internal.setting (mcp_server_name, mcp_server_version, mcp_server_title,
-- mcp_instructions); title is left out before 2025-06-18 and instructions before 2025-03-26.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    -- pgmi.yaml gives mcp_server_name (the project's name); without it, the database's name.
    PERFORM pg_temp.mcp_is('default name', api.mcp_server_info() ->> 'name',
                           coalesce(nullif(btrim(current_setting('pgmi.mcp_server_name', true)), ''), current_database()::text));
    INSERT INTO internal.setting (key, value) VALUES ('mcp_server_name', 'notes-server'), ('mcp_server_version', '2.3.4'),
                                                     ('mcp_server_title', 'Notes'), ('mcp_instructions', 'Use the notes tools.')
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2025-06-18"}');
    PERFORM pg_temp.mcp_is('serverInfo', v_env #> '{result,serverInfo}', '{"name": "notes-server", "version": "2.3.4", "title": "Notes"}'::jsonb);
    PERFORM pg_temp.mcp_is('instructions', v_env #>> '{result,instructions}', 'Use the notes tools.');
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2025-03-26"}');
    PERFORM pg_temp.mcp_is('no title before 2025-06-18', v_env #> '{result,serverInfo}' ? 'title', false);
    PERFORM pg_temp.mcp_is('instructions in 2025-03-26', v_env #> '{result}' ? 'instructions', true);
    v_env := pg_temp.mcp_call('initialize', '{"protocolVersion": "2024-11-05"}');
    PERFORM pg_temp.mcp_is('no instructions in 2024-11-05', v_env #> '{result}' ? 'instructions', false);
    v_env := pg_temp.mcp_call('server/discover');
    PERFORM pg_temp.mcp_is('discover instructions', v_env #>> '{result,instructions}', 'Use the notes tools.');
    PERFORM pg_temp.mcp_is('capabilities function', api.mcp_server_capabilities() -> 'tools', '{"listChanged": true}'::jsonb);
END
$$;
