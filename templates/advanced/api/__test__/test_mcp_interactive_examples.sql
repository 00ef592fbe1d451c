-- The interactive examples (api/mcp-interactive-examples.sql) on the 2026-07-28 wire: describe_tools asks the
-- client's model and returns its words; revoke_my_api_key asks first, revokes nothing when declined, and
-- revokes Alice's key only after she confirmed; activity_report is a task only.
CREATE FUNCTION pg_temp.mcp(p_params jsonb, p_capabilities jsonb, p_subject text DEFAULT NULL) RETURNS jsonb
LANGUAGE sql AS $$
    SELECT (api.mcp_handle_request(jsonb_build_object('jsonrpc', '2.0', 'id', 1, 'method', 'tools/call',
                'params', p_params || jsonb_build_object('_meta', jsonb_build_object(
                    'io.modelcontextprotocol/protocolVersion', '2026-07-28', 'io.modelcontextprotocol/clientCapabilities', p_capabilities))),
            -- The caller presents the fixture's API key for that subject (api/__test__/_setup.sql); SQL verifies it.
            CASE WHEN p_subject IS NULL THEN NULL
                 ELSE jsonb_build_object('credential', current_setting('test.key_' || md5(p_subject))) END)).envelope
$$;

DO $$
DECLARE
    v_env   jsonb;
    v_key   text;
    v_state text;
    v_fixture_key text := current_setting('test.key_' || md5('examples|alice'));
BEGIN
    IF NOT pg_temp.examples_on() THEN RETURN; END IF;  -- examples off: test_examples_switch.sql checks they are gone
    -- Alice calls with a key of her own and revokes that very key (a key session may only revoke itself).
    SELECT k.key_id INTO v_key FROM membership.issue_api_key_for_email('alice@acme.example', 'to revoke') k
      JOIN LATERAL set_config('test.key_' || md5('examples|alice'), k.key, true) AS s ON true;
    v_env := pg_temp.mcp(jsonb_build_object('name', 'revoke_my_api_key', 'arguments', jsonb_build_object('key_id', v_key)),
                         '{"elicitation": {}}', 'examples|alice');
    PERFORM pg_temp.expect('asks first', v_env #>> '{result,resultType}', 'input_required');
    v_state := v_env #>> '{result,requestState}';
    v_env := pg_temp.mcp(jsonb_build_object('name', 'revoke_my_api_key', 'arguments', jsonb_build_object('key_id', v_key),
                         'requestState', v_state, 'inputResponses', '{"confirm": {"action": "decline"}}'::jsonb),
                         '{"elicitation": {}}', 'examples|alice');
    PERFORM pg_temp.expect('declined', v_env #>> '{result,content,0,text}', 'Nothing was revoked (decline).');
    PERFORM pg_temp.expect('still active', (SELECT status FROM membership.api_key WHERE key_id = v_key), 'active');

    v_env := pg_temp.mcp(jsonb_build_object('name', 'revoke_my_api_key', 'arguments', jsonb_build_object('key_id', v_key)),
                         '{"elicitation": {}}', 'examples|alice');
    v_env := pg_temp.mcp(jsonb_build_object('name', 'revoke_my_api_key', 'arguments', jsonb_build_object('key_id', v_key),
                         'requestState', v_env #> '{result,requestState}',
                         'inputResponses', '{"confirm": {"action": "accept", "content": {"revoke": true}}}'::jsonb),
                         '{"elicitation": {}}', 'examples|alice');
    PERFORM pg_temp.expect('revoked', v_env #>> '{result,content,0,text}', format('API key %s is revoked.', v_key));
    -- The revoked key no longer identifies anyone, so row-level security hides its row: look as trusted code.
    v_state := core.enter_system_context();
    PERFORM pg_temp.expect('really revoked', (SELECT status FROM membership.api_key WHERE key_id = v_key), 'revoked');
    PERFORM core.leave_system_context(v_state);
    PERFORM set_config('test.key_' || md5('examples|alice'), v_fixture_key, true);   -- her live key again

    v_env := pg_temp.mcp('{"name": "activity_report", "arguments": {"minutes": 0}}', '{}', 'examples|alice');
    PERFORM pg_temp.expect('a task only', (v_env #>> '{error,code}')::integer, -32021);
    v_env := pg_temp.mcp('{"name": "activity_report", "arguments": {"minutes": 0}}', '{"extensions": {"io.modelcontextprotocol/tasks": {}}}', 'examples|alice');
    PERFORM pg_temp.expect('becomes a task', v_env #>> '{result,resultType}', 'task');
    -- describe_tools is readOnly: the gateway runs it in a READ ONLY transaction, and so does this test.
    PERFORM set_config('transaction_read_only', 'on', true);
    v_env := pg_temp.mcp('{"name": "describe_tools", "arguments": {}}', '{"sampling": {}}');
    PERFORM pg_temp.expect('describe_tools asks the model', v_env #>> '{result,inputRequests,summary,method}', 'sampling/createMessage');
    PERFORM pg_temp.expect('with the rows', v_env #>> '{result,inputRequests,summary,params,messages,0,content,text}' LIKE '%- describe_tools: %', true);
    v_env := pg_temp.mcp(jsonb_build_object('name', 'describe_tools', 'arguments', '{}'::jsonb, 'requestState', v_env #> '{result,requestState}',
                         'inputResponses', '{"summary": {"role": "assistant", "model": "m", "content": {"type": "text", "text": "It adds numbers."}}}'::jsonb),
                         '{"sampling": {}}');
    PERFORM pg_temp.expect('and returns its words', v_env #>> '{result,content,0,text}', 'It adds numbers.');

END
$$;
