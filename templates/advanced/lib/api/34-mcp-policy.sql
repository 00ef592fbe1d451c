-- lib/api: api.mcp_request_policy: how the gateway must open the transaction for one MCP message,
-- asked BEFORE it opens it (autocommit, or a separate short transaction).
--
-- Defines: api.mcp_request_policy(p_request jsonb, p_requested_isolation text DEFAULT NULL)
--              → TABLE(transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
-- Always exactly one row. The gateway then runs
--     BEGIN [ISOLATION LEVEL <transaction_isolation>] [READ ONLY] [DEFERRABLE]; SELECT api.mcp_handle_request(…); COMMIT
--   tools/call, prompts/get   the handler named params.name: its minTransactionIsolation floor (raised to the
--                             requested level when stronger) and readOnly
--   resources/read            the resource that serves params.uri (same precedence as the dispatcher)
--   initialize, ping, server/discover, tools/list, resources/list, resources/templates/list, prompts/list
--                             read-only: they never write, so the gateway may also send them to a read replica
--   anything else (logging/setLevel and resources/(un)subscribe write to the session; unknown names and
--   methods; non-objects)     read-write at the requested level (NULL = the server default)
-- The policy ignores identity on purpose: it is never sent to the client, and the dispatcher hides auth-gated
-- handlers from anonymous callers by itself. The dispatcher re-checks the open transaction and answers -32600
-- (data.code pgmi.transaction_isolation_too_weak / pgmi.transaction_read_only_required) when it is too weak.
-- An unsupported requested level raises 22023 "unsupported transaction isolation level: …" (→ HTTP 400).
-- Relies on: 00-transaction-isolation, 31-mcp-dispatch (internal.mcp_find_handler). Trust boundary: SECURITY
-- DEFINER, executable by api and admin.

CREATE OR REPLACE FUNCTION api.mcp_request_policy(p_request jsonb, p_requested_isolation text DEFAULT NULL)
RETURNS TABLE (transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_method text;
    v_params jsonb;
    v_route  api.mcp_route;
    v_floor  text;
    v_ro     boolean := false;
BEGIN
    PERFORM internal.normalize_transaction_isolation(p_requested_isolation, true);
    IF jsonb_typeof(p_request) = 'object' AND jsonb_typeof(p_request -> 'method') = 'string' THEN
        v_method := p_request ->> 'method';
        v_params := CASE WHEN jsonb_typeof(p_request -> 'params') = 'object' THEN p_request -> 'params' ELSE '{}'::jsonb END;
        IF v_method IN ('tools/call', 'prompts/get') AND jsonb_typeof(v_params -> 'name') = 'string' THEN
            v_route := internal.mcp_find_handler(CASE v_method WHEN 'tools/call' THEN 'tool' ELSE 'prompt' END, v_params ->> 'name', true);
        ELSIF v_method = 'resources/read' AND jsonb_typeof(v_params -> 'uri') = 'string' THEN
            v_route := internal.mcp_find_handler('resource', v_params ->> 'uri', true);
        ELSIF v_method IN ('initialize', 'ping', 'server/discover', 'tools/list', 'resources/list', 'resources/templates/list',
                           'prompts/list') THEN
            v_ro := true;
        END IF;
        IF v_route.handler_object_id IS NOT NULL THEN
            SELECT h.min_transaction_isolation, h.read_only INTO v_floor, v_ro
              FROM api.handler h WHERE h.object_id = v_route.handler_object_id;
        END IF;
    END IF;
    RETURN QUERY SELECT * FROM internal.resolve_transaction_policy(v_floor, v_ro, p_requested_isolation);
END
$$;
COMMENT ON FUNCTION api.mcp_request_policy(jsonb, text) IS
    'How to open the transaction for an MCP message (always one row): the target handler''s isolation floor and '
    'readOnly for tools/call, prompts/get and resources/read; read-only for the discovery methods; read-write '
    'otherwise; the requested level applies when stronger. 22023 for an unsupported requested level.';
CALL internal.grant_execute('api.mcp_request_policy(jsonb,text)', 'api', 'admin');
