-- The draft_ticket example tool (api/mcp-examples.sql): nested arguments are validated against its inputSchema
-- (enum, nested required field, array item types) before the body runs, and a valid call returns the ticket as
-- structuredContent with a summary. It is read-only, so it runs in a READ ONLY transaction.
DO $$
DECLARE
    v_env jsonb;
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    PERFORM set_config('transaction_read_only', 'on', true);
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "draft_ticket", "arguments":
        {"title": "Login fails", "severity": "high", "reporter": {"name": "Ada"}, "labels": ["auth", "web"],
         "steps": [{"action": "open /login"}, {"action": "submit", "expected": "a session"}], "notify": true}}}', NULL)).envelope;
    PERFORM pg_temp.expect('summary', v_env #>> '{result,structuredContent,summary}',
                           '[HIGH] Login fails (reported by Ada, 2 step(s), labels: auth, web)');
    PERFORM pg_temp.expect('nested echo', v_env #> '{result,structuredContent,ticket,steps,1,expected}', '"a session"'::jsonb);
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "draft_ticket", "arguments":
        {"title": "x", "severity": "urgent", "reporter": {}}}}', NULL)).envelope;
    -- A tool execution error the model reads (isError), naming every bad field.
    PERFORM pg_temp.expect('invalid arguments', v_env #> '{result,isError}', 'true'::jsonb);
    PERFORM pg_temp.expect('names the enum', strpos(v_env #>> '{result,content,0,text}', 'arguments.severity must be one of') > 0, true);
    PERFORM pg_temp.expect('names the nested field', strpos(v_env #>> '{result,content,0,text}', 'arguments.reporter.name is required') > 0, true);
    v_env := (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "draft_ticket", "arguments":
        {"title": "x", "severity": "low", "reporter": {"name": "Ada"}, "labels": [1]}}}', NULL)).envelope;
    PERFORM pg_temp.expect('array item type', strpos(v_env #>> '{result,content,0,text}', 'arguments.labels[0] must be') > 0, true);
END
$$;
