-- lib/api 10 (4/11): the per-request context of the MCP layer: who is asking, and what the request asked for
-- that handlers' notifications must respect.
--
-- Defines (internal, owner-only):
--   internal.mcp_apply_identity(context) → boolean     the signed request identity from context.user_id, afresh
--   internal.mcp_begin_request(log_level, progress_token) settings api.mcp_log / api.mcp_progress read:
--       mcp.request_active = on, mcp.request_log_level ('' = everything, 'off' = nothing, else the minimum level),
--       mcp.request_progress_token (the JSON text of _meta.progressToken, '' when none); all transaction-local.
-- Relies on: membership.set_request_identity (the trust boundary: it signs the identity for this transaction), and
-- membership.store_identity to clear it for an anonymous request.
-- Trust boundary: only context.user_id is identity ("apikey|<key_id>" or "provider|subject", set by the gateway
-- after it authenticated the caller); every other context key is ignored for identity. Applied on every request,
-- so nothing leaks into a later request on the same pooled connection or in the same transaction.

-- The identity of a direct call, from context.user_id only (NULL clears it). Returns whether it resolved.
CREATE OR REPLACE FUNCTION internal.mcp_apply_identity(p_context jsonb)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_subject text := CASE WHEN jsonb_typeof(p_context -> 'user_id') = 'string' THEN p_context ->> 'user_id' END;
    v_ignored text;
BEGIN
    -- Informational settings other entry points fill must not leak from an earlier request in this transaction.
    v_ignored := set_config('auth.user_email', '', true);
    v_ignored := set_config('auth.tenant_id', '', true);
    IF v_subject IS NULL THEN
        -- Anonymous: nothing to resolve, only the previous identity to clear (what
        -- membership.set_request_identity(NULL) does, without a second SECURITY DEFINER hop).
        PERFORM membership.store_identity(NULL);
        RETURN false;
    END IF;
    RETURN membership.set_request_identity(v_subject) IS NOT NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_apply_identity(jsonb) IS
    'Sets the signed request identity from context.user_id (any other context key is ignored; NULL clears it); '
    'true when it resolved to an active user.';

-- Request-scoped settings api.mcp_log / api.mcp_progress read (see 10-mcp-notifications.sql). PL/pgSQL with
-- assignments: a SQL body with a FROM clause cannot be inlined and was planned anew on every request.
CREATE OR REPLACE FUNCTION internal.mcp_begin_request(p_log_level text, p_progress_token jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_ignored text;
BEGIN
    v_ignored := set_config('mcp.request_active', 'on', true);
    v_ignored := set_config('mcp.request_log_level', coalesce(p_log_level, ''), true);
    v_ignored := set_config('mcp.request_progress_token',
                            CASE WHEN jsonb_typeof(p_progress_token) IN ('string', 'number') THEN p_progress_token::text ELSE '' END,
                            true);
END
$$;
COMMENT ON FUNCTION internal.mcp_begin_request(text, jsonb) IS
    'Records, for this transaction, the minimum log level (''off'' = none, '''' = all) and the progressToken of the request being served.';
