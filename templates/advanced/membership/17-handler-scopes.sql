-- membership: the one scope model for API keys and OAuth tokens, checked before a handler runs.
--
-- membership.require_handler_scopes(read_only, tags) raises SQLSTATE PA403 "insufficient scope" (DETAIL: the
-- scope that is missing) when the request's credential may not call the handler:
--   OAuth token session   a read-only handler needs the read scope, any other the write scope (deploy parameters
--                         oauth_scope_read / oauth_scope_write, default mcp:read / mcp:write; the gateway's
--                         OAUTH_SCOPES_READ / OAUTH_SCOPES_WRITE must name the same)
--   API key session       reads and writes its organization's data as before (no read/write scope needed)
--   both                  every handler tag "scope:<name>" demands <name> among the credential's scopes
--   signed-in person (operators, tests), anonymous: not scope-limited (requires_auth decides for anonymous)
-- The REST, RPC and MCP dispatchers (lib/api 18-rest-invoke, 19-rpc-invoke, 31-mcp-dispatch) call it after the
-- handler is found and before it runs; the gateway answers PA403 with 403 and WWW-Authenticate: Bearer error="insufficient_scope", scope="<name>".
-- Relies on: 06 (current_identity: 'scp', 'kid', 'tok'), 14-oauth-assertions (token sessions).

DO $$
DECLARE
    v_key   text;
    v_value text;
BEGIN
    FOREACH v_key IN ARRAY ARRAY['oauth_scope_read', 'oauth_scope_write'] LOOP
        v_value := coalesce(nullif(current_setting('pgmi.' || v_key, true), ''), internal.setting_value(v_key),
                            CASE v_key WHEN 'oauth_scope_read' THEN 'mcp:read' ELSE 'mcp:write' END);
        IF v_value !~ '^[\x21\x23-\x5b\x5d-\x7e]{1,64}$' THEN
            RAISE EXCEPTION 'invalid % "%"', v_key, v_value
                USING ERRCODE = 'invalid_parameter_value', HINT = 'One scope token: visible ASCII without quotes or backslashes.';
        END IF;
        INSERT INTO internal.setting (key, value) VALUES (v_key, v_value)
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;
    END LOOP;
END
$$;

CREATE OR REPLACE FUNCTION membership.missing_handler_scope(p_identity jsonb, p_read_only boolean, p_tags text[])
RETURNS text
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_scopes jsonb := coalesce(p_identity -> 'scp', '[]'::jsonb);
    v_needed text;
BEGIN
    IF p_identity IS NULL OR (NOT p_identity ? 'tok' AND p_identity -> 'kid' = 'null'::jsonb) THEN
        RETURN NULL;                                   -- anonymous or a signed-in person: not scope-limited
    END IF;
    IF p_identity ? 'tok' THEN
        v_needed := internal.setting_value(CASE WHEN p_read_only THEN 'oauth_scope_read' ELSE 'oauth_scope_write' END);
        IF v_scopes ? v_needed THEN
            v_needed := NULL;
        END IF;
    END IF;
    IF v_needed IS NULL AND p_tags IS NOT NULL AND cardinality(p_tags) > 0 THEN
        SELECT min(substr(t, 7)) INTO v_needed FROM unnest(p_tags) AS t WHERE t LIKE 'scope:_%' AND NOT v_scopes ? substr(t, 7);
    END IF;
    RETURN v_needed;
END
$$;
COMMENT ON FUNCTION membership.missing_handler_scope(jsonb, boolean, text[]) IS
    'The scope an identity lacks for a handler (read/write for token sessions, scope:<name> tags for key and token '
    'sessions), or NULL. Owner-only.';
REVOKE ALL ON FUNCTION membership.missing_handler_scope(jsonb, boolean, text[]) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.require_handler_scopes(p_identity jsonb, p_read_only boolean, p_tags text[])
RETURNS void
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_needed text := membership.missing_handler_scope(p_identity, p_read_only, p_tags);
BEGIN
    IF v_needed IS NOT NULL THEN
        RAISE EXCEPTION 'insufficient scope' USING ERRCODE = 'PA403', DETAIL = v_needed;
    END IF;
END
$$;
COMMENT ON FUNCTION membership.require_handler_scopes(jsonb, boolean, text[]) IS
    'membership.require_handler_scopes for a caller that holds the identity it verified in this request (the MCP '
    'dispatcher): the same PA403, without verifying the signed identity again. Owner-only.';
REVOKE ALL ON FUNCTION membership.require_handler_scopes(jsonb, boolean, text[]) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.require_handler_scopes(p_read_only boolean, p_tags text[])
RETURNS void
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM membership.require_handler_scopes(membership.current_identity(), p_read_only, p_tags);
END
$$;
COMMENT ON FUNCTION membership.require_handler_scopes(boolean, text[]) IS
    'Raises PA403 "insufficient scope" (DETAIL: the missing scope) when the request''s credential may not call a '
    'handler with this read-only flag and these tags. Owner-only; called by the dispatchers.';
REVOKE ALL ON FUNCTION membership.require_handler_scopes(boolean, text[]) FROM PUBLIC;
