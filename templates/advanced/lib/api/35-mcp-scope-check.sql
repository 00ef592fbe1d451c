-- lib/api: the scope a caller lacks for one MCP request, asked before a response stream opens.
--
-- Defines api.mcp_missing_scope(request, credential) → text (SECURITY DEFINER; api, admin): authenticates the
-- credential (PA401 when it does not verify), finds the handler a tools/call, prompts/get or resources/read
-- reaches, and returns the scope membership.missing_handler_scope says the caller lacks for it -- NULL when none
-- is missing, for other methods, and for names nothing visible matches (the dispatcher answers those).
-- Why: a resumable 2025-11-25 response stream starts (with its 200) before the handler is found, so the refusal
-- the dispatcher raises (PA403) could only travel inside it. The gateway asks this first for OAuth token sessions
-- and answers 403 with WWW-Authenticate: insufficient_scope on the POST itself. The dispatcher still checks
-- (internal.mcp_dispatch): this is an early answer, not the guard. Writes nothing.
-- Relies on: 31-mcp-dispatch (internal.mcp_find_handler), membership/17-handler-scopes, membership/16-request-credentials (authenticate).

CREATE OR REPLACE FUNCTION api.mcp_missing_scope(p_request jsonb, p_credential text)
RETURNS text
LANGUAGE plpgsql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_user    uuid := membership.authenticate(p_credential);   -- PA401 for a credential that does not verify
    v_params  jsonb := CASE WHEN jsonb_typeof(p_request -> 'params') = 'object' THEN p_request -> 'params' ELSE '{}'::jsonb END;
    v_type    text := CASE p_request ->> 'method' WHEN 'tools/call' THEN 'tool' WHEN 'prompts/get' THEN 'prompt'
                                                  WHEN 'resources/read' THEN 'resource' END;
    v_route   api.mcp_route;
    v_handler record;
BEGIN
    IF v_type IS NULL OR v_user IS NULL THEN
        RETURN NULL;
    END IF;
    v_route := internal.mcp_find_handler(v_type, v_params ->> CASE v_type WHEN 'resource' THEN 'uri' ELSE 'name' END, true);
    IF v_route.handler_object_id IS NULL THEN
        RETURN NULL;
    END IF;
    SELECT h.read_only, h.tags INTO v_handler FROM api.handler h WHERE h.object_id = v_route.handler_object_id;
    RETURN membership.missing_handler_scope(membership.current_identity(), v_handler.read_only, v_handler.tags);
END
$$;
COMMENT ON FUNCTION api.mcp_missing_scope(jsonb, text) IS
    'The scope the holder of p_credential lacks for the handler this MCP request reaches (NULL: none, or not a handler '
    'call). PA401 for a credential that does not verify. Writes nothing; the dispatcher still enforces.';
CALL internal.grant_execute('api.mcp_missing_scope(jsonb,text)', 'api', 'admin');
