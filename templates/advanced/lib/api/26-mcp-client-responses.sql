-- lib/api: routing a client's answer to a server→client request between gateway replicas.
--
-- For the handshake revisions the gateway turns a handler's "input required" answer (27-mcp-input.sql) into
-- real requests on the POST's event stream (elicitation/create, sampling/createMessage, roots/list) and waits
-- for the client's JSON-RPC response, which the client POSTs separately and which a load balancer may send to
-- another replica. That replica stores the response here and announces it on the channel
-- pgmi_client_response ({"ref": uuid, "request_id": "…"}); the replica that waits for that request id takes the
-- row (and so deletes it) over the LISTEN connection it already has. A row nobody takes is removed after
-- 10 minutes by the next relay.
--
-- Defines: api.mcp_client_response (table, owner only)
--   api.mcp_session_set_client(session_id, capabilities, credential) (api, admin): stores in api.mcp_session.client_capabilities
--       (24-mcp-sessions.sql) what a legacy client declared at initialize (elicitation, sampling, roots)
--   api.mcp_relay_client_response(session_id, caller, response) → void      (SECURITY DEFINER; api, admin)
--   api.mcp_take_client_response(ref, session_id, caller) → jsonb            (SECURITY DEFINER; api, admin)
-- Trust boundary: both are executable by the gateway role only. A response is handed out only to a caller
-- presenting the same session id and the same caller digest (a SHA-256 the gateway computes over the
-- credential the client sent), so a client cannot answer another session's request. Relies on: 24-mcp-sessions.

CREATE TABLE IF NOT EXISTS api.mcp_client_response (
    ref        uuid PRIMARY KEY DEFAULT extensions.gen_random_uuid(),
    session_id text NOT NULL,
    caller     text NOT NULL,
    request_id text NOT NULL,
    body       jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE api.mcp_client_response IS
    'Client responses to server→client requests received by one gateway replica for another (short-lived).';
CREATE INDEX IF NOT EXISTS mcp_client_response_created_idx ON api.mcp_client_response (created_at);
REVOKE ALL ON api.mcp_client_response FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.mcp_relay_client_response(p_session_id text, p_caller text, p_response jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_ref uuid;
BEGIN
    IF jsonb_typeof(p_response) IS DISTINCT FROM 'object' OR jsonb_typeof(p_response -> 'id') NOT IN ('string', 'number')
       OR p_session_id IS NULL OR p_caller IS NULL THEN
        RAISE EXCEPTION 'a client response needs a session, a caller and an id' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    DELETE FROM api.mcp_client_response WHERE created_at < now() - interval '10 minutes';
    INSERT INTO api.mcp_client_response (session_id, caller, request_id, body)
    SELECT s.session_id, p_caller, p_response ->> 'id', p_response
      FROM api.mcp_session s WHERE s.session_id = internal.mcp_session_handle(p_session_id) AND s.closed_at IS NULL
    RETURNING ref INTO v_ref;
    IF v_ref IS NOT NULL THEN
        PERFORM pg_notify('pgmi_client_response', jsonb_build_object('ref', v_ref, 'request_id', p_response ->> 'id')::text);
    END IF;
END
$$;
COMMENT ON FUNCTION api.mcp_relay_client_response(text, text, jsonb) IS
    'Stores a client''s response to a server→client request of a live session and announces it on pgmi_client_response.';
CALL internal.grant_execute('api.mcp_relay_client_response(text,text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_take_client_response(p_ref uuid, p_session_id text, p_caller text)
RETURNS jsonb
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    DELETE FROM api.mcp_client_response r
     WHERE r.ref = p_ref AND r.session_id = internal.mcp_session_handle(p_session_id) AND r.caller = p_caller
    RETURNING r.body;
$$;
COMMENT ON FUNCTION api.mcp_take_client_response(uuid, text, text) IS
    'Takes (deletes and returns) a relayed client response, only for the same session and caller digest; NULL otherwise.';
CALL internal.grant_execute('api.mcp_take_client_response(uuid,text,text)', 'api', 'admin');

-- The client capabilities a legacy session declared at initialize (api.mcp_session.client_capabilities, 24-mcp-sessions.sql).
DROP FUNCTION IF EXISTS api.mcp_session_set_client(text, jsonb);   -- gained p_credential (sessions belong to their opener)
CREATE OR REPLACE FUNCTION api.mcp_session_set_client(p_session_id text, p_capabilities jsonb, p_credential text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- The caller's own live session (PA401 for a bad credential); another principal's session is not touched.
    v_handle text := internal.mcp_caller_session(p_session_id, p_credential);
BEGIN
    IF v_handle IS NULL THEN
        RETURN;
    END IF;
    UPDATE api.mcp_session
       SET client_capabilities = CASE WHEN jsonb_typeof(p_capabilities) = 'object' THEN p_capabilities ELSE '{}'::jsonb END
     WHERE session_id = v_handle;
END
$$;
COMMENT ON FUNCTION api.mcp_session_set_client(text, jsonb, text) IS
    'Records the client capabilities a legacy session declared at initialize (elicitation, sampling, roots), for input '
    'requests; only for the session of the credential''s holder.';
CALL internal.grant_execute('api.mcp_session_set_client(text,jsonb,text)', 'api', 'admin');
