-- structuredContent is checked against the tool's outputSchema: a conforming result passes (with the JSON also
-- as text), a violation becomes isError with a generic text (details in the exchange log); revisions before
-- 2025-06-18 get neither outputSchema in tools/list nor structuredContent in results.
DO $$
DECLARE
    v_env jsonb;
    v_tool jsonb;
BEGIN
    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_structured", "arguments": {"a": 2, "b": 3}}');
    PERFORM pg_temp.mcp_is('structuredContent', v_env #> '{result,structuredContent}', '{"sum": 5}'::jsonb);
    PERFORM pg_temp.mcp_is('text mirror', v_env #>> '{result,content,0,text}', '{"sum": 5}');
    PERFORM pg_temp.mcp_is('not an error', v_env #> '{result,isError}', 'false'::jsonb);

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_bad_structured"}');
    PERFORM pg_temp.mcp_is('violation isError', v_env #> '{result,isError}', 'true'::jsonb);
    PERFORM pg_temp.mcp_is('violation text', v_env #>> '{result,content,0,text}', 'Tool execution failed: the result does not match the tool''s outputSchema');
    PERFORM pg_temp.mcp_is('violation drops structuredContent', v_env -> 'result' ? 'structuredContent', false);
    PERFORM pg_temp.mcp_is('violation logged', (SELECT error_message FROM api.mcp_exchange WHERE mcp_name = 'mcpt_bad_structured'
                                                  ORDER BY sequence_number DESC LIMIT 1) LIKE '%structuredContent.sum must be integer, got string%', true);

    v_env := pg_temp.mcp_call('tools/call', '{"name": "mcpt_structured", "arguments": {"a": 2, "b": 3}}', '1', '{"protocol_version": "2025-03-26"}');
    PERFORM pg_temp.mcp_is('no structuredContent for 2025-03-26', v_env -> 'result' ? 'structuredContent', false);
    PERFORM pg_temp.mcp_is('text still there', v_env #>> '{result,content,0,text}', '{"sum": 5}');
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', '{"protocol_version": "2025-03-26"}');
    SELECT t INTO v_tool FROM jsonb_array_elements(v_env #> '{result,tools}') t WHERE t ->> 'name' = 'mcpt_structured';
    PERFORM pg_temp.mcp_is('no outputSchema for 2025-03-26', v_tool ? 'outputSchema', false);
    SELECT t INTO v_tool FROM jsonb_array_elements(v_env #> '{result,tools}') t WHERE t ->> 'name' = 'mcpt_echo';
    PERFORM pg_temp.mcp_is('no title for 2025-03-26', v_tool ? 'title', false);
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', '{"protocol_version": "2024-11-05"}');
    SELECT t INTO v_tool FROM jsonb_array_elements(v_env #> '{result,tools}') t WHERE t ->> 'name' = 'mcpt_ro';
    PERFORM pg_temp.mcp_is('no annotations for 2024-11-05', v_tool ? 'annotations', false);
    v_env := pg_temp.mcp_list_all('tools/list', '{}', '1', '{"protocol_version": "not-a-version"}');
    SELECT t INTO v_tool FROM jsonb_array_elements(v_env #> '{result,tools}') t WHERE t ->> 'name' = 'mcpt_structured';
    PERFORM pg_temp.mcp_is('unknown version: everything', v_tool ? 'outputSchema', true);
END
$$;
