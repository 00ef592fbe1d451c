-- lib/api: the per-request context of the MCP layer: who is asking, and what the request asked for
-- that handlers' notifications must respect.
--
-- Defines (internal, owner-only):
--   internal.mcp_request_context(context) → (context, authenticated, identity, session_log_level, session_capabilities)
--       verifies context.credential and signs the caller's identity into the transaction, afresh; returns the
--       context handlers and the exchange log see: without the credential, with session_id replaced by the
--       session's handle when that session belongs to the caller (dropped otherwise); and that session's log level
--       and client capabilities (NULL without one)
--   internal.mcp_begin_request(log_level, progress_token) settings api.mcp_log / api.mcp_progress read:
--       mcp.request_active = on, mcp.request_log_level ('' = everything, 'off' = nothing, else the minimum level),
--       mcp.request_progress_token (the JSON text of _meta.progressToken, '' when none); all transaction-local.
-- Relies on: internal.apply_request_identity (16-gateways: membership.authenticate, the trust boundary),
-- internal.mcp_owned_session (24-mcp-sessions).
-- Trust boundary: identity comes only from context.credential, the bearer credential the client presented (the
-- gateway copies it from the Authorization header); missing or JSON null = anonymous; anything that does not
-- verify raises PA401 (the gateway's 401). context.user_id and every other key are ignored for identity.
-- Applied on every request, so nothing leaks into a later request on the same pooled connection or in the
-- same transaction.

DROP FUNCTION IF EXISTS internal.mcp_apply_identity(jsonb);   -- took identity from context.user_id
-- Gained OUT identity, then OUT session_log_level and session_capabilities (a changed result type cannot be
-- replaced in place).
DO $$
BEGIN
    IF (SELECT cardinality(p.proallargtypes) FROM pg_catalog.pg_proc p
         WHERE p.oid = pg_catalog.to_regprocedure('internal.mcp_request_context(jsonb)')) < 6 THEN
        DROP FUNCTION internal.mcp_request_context(jsonb);
    END IF;
END
$$;

CREATE OR REPLACE FUNCTION internal.mcp_request_context(
    p_context jsonb,
    OUT context              jsonb,
    OUT authenticated        boolean,
    OUT identity             jsonb,
    OUT session_log_level    text,
    OUT session_capabilities jsonb)
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_given   jsonb := CASE WHEN jsonb_typeof(p_context) = 'object' THEN p_context ELSE '{}'::jsonb END;
    v_session text := CASE WHEN jsonb_typeof(v_given -> 'session_id') = 'string' THEN v_given ->> 'session_id' END;
    v_handle  text;
    v_identity jsonb;
BEGIN
    -- A credential that is not a string (a number, an object) is presented but cannot verify: PA401.
    v_identity := internal.apply_request_identity(
        CASE WHEN v_given -> 'credential' IS NULL OR jsonb_typeof(v_given -> 'credential') = 'null' THEN NULL
             WHEN jsonb_typeof(v_given -> 'credential') = 'string' THEN v_given ->> 'credential'
             ELSE (v_given -> 'credential')::text END);
    authenticated := v_identity ->> 'uid' IS NOT NULL;
    identity := v_identity;
    context := v_given - 'credential' - 'user_id' - 'session_id';
    IF v_session IS NOT NULL AND length(v_session) <= 256 THEN
        -- No row (not a live session of this caller): the three stay NULL.
        SELECT o.handle, o.log_level, o.client_capabilities INTO v_handle, session_log_level, session_capabilities
          FROM internal.mcp_owned_session(v_session, v_identity ->> 'sub') o;
        IF v_handle IS NOT NULL THEN
            context := context || jsonb_build_object('session_id', v_handle);
        END IF;
    END IF;
END
$$;
COMMENT ON FUNCTION internal.mcp_request_context(jsonb) IS
    'Verifies context.credential (membership.authenticate: NULL = anonymous, a bad one raises PA401) and returns the '
    'context handlers see: no credential, no user_id, session_id mapped to the handle of the caller''s own session '
    '(dropped when it is not theirs); authenticated: whether a user was verified; identity: the identity JSON it '
    'verified and signed in (NULL: anonymous), for the dispatcher''s own checks; session_log_level and '
    'session_capabilities: what logging/setLevel set for that session and what its client declared (NULL: none).';
REVOKE ALL ON FUNCTION internal.mcp_request_context(jsonb) FROM PUBLIC;

-- Request-scoped settings api.mcp_log / api.mcp_progress read (see 38-mcp-notifications.sql). PL/pgSQL with
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
