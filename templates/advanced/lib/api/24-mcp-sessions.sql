-- lib/api: MCP sessions (Mcp-Session-Id) for the handshake revisions, stored in a table so that any
-- number of stateless gateway replicas share them; resource subscriptions hang off a session.
--
-- Defines:
--   api.mcp_session, api.mcp_subscription   tables (owner; admin may read and purge sessions and subscriptions);
--                                            a session holds its client's capabilities (client_capabilities)
--   api.mcp_session_open(p_protocol_version text, p_client_info jsonb, p_credential text DEFAULT NULL) → text
--   api.mcp_session_check(p_session_id text, p_credential text DEFAULT NULL) → text
--                                                               negotiated version, or NULL (unknown, closed,
--                                                               expired, or opened by someone else)
--   api.mcp_session_close(p_session_id text, p_credential text DEFAULT NULL) → boolean
--   api.mcp_purge_sessions(p_older_than interval DEFAULT NULL) → integer   retention (admin; also run now and then
--                                                                            by api.mcp_session_open)
--   internal.mcp_session_handle(session_id) → text              what is stored: hex SHA-256 of the id
--   internal.mcp_owned_session(session_id, owner) → (handle, log_level, client_capabilities), at most one row
--                                                               a live session of this owner, with what a call in
--                                                               it needs, in one lookup (no row: none)
--   internal.mcp_caller_session(session_id, credential) → text  authenticate, then mcp_owned_session's handle
--   internal.mcp_session_idle(), internal.mcp_session_idle_of(setting text), internal.mcp_session_retention()
-- Relies on: 23-mcp-catalog (versions, settings), membership.authenticate, extensions.gen_random_bytes. Repeatable.
-- Trust boundary: the three session functions are SECURITY DEFINER, executable by the api role (the gateway) and
-- admin. The gateway calls them outside the dispatch transaction (autocommit), with the credential the client
-- presented (a bad one raises PA401, like every entry point). A session belongs to whoever opened it: the verified
-- subject of that credential (apikey|<key_id>), or -- for an anonymous client -- only to whoever holds its id.
-- The id is 192 random bits in base64url (32 visible ASCII characters) and is never stored: api.mcp_session keeps
-- its SHA-256 (the handle), which is also what the dispatcher, subscriptions and pgmi_resource_updated carry. So
-- nothing readable in the database (admin's SELECT, a LISTEN on the notification channel) lets anyone use a
-- session, and a check, a request or a DELETE with another principal's credential finds nothing (404).
-- Lifetime: a session expires after mcp_session_idle_seconds without use (default 86400); a check refreshes
-- last_seen_at at most once a minute and never in a read-only transaction. Closed and expired sessions answer
-- NULL (the gateway's 404) and are deleted, with their subscriptions, mcp_session_retention_days (default 7)
-- after their last use.

CREATE TABLE IF NOT EXISTS api.mcp_session (
    session_id       text PRIMARY KEY,
    owner_subject    text,
    protocol_version text NOT NULL,
    client_info      jsonb,
    log_level        text,
    created_at       timestamptz NOT NULL DEFAULT now(),
    last_seen_at     timestamptz NOT NULL DEFAULT now(),
    closed_at        timestamptz,
    CONSTRAINT ck_mcp_session_id CHECK (session_id ~ '^[!-~]+$' AND length(session_id) BETWEEN 16 AND 256),
    CONSTRAINT ck_mcp_session_version CHECK (internal.mcp_is_legacy_version(protocol_version)),
    CONSTRAINT ck_mcp_session_log_level CHECK (log_level IN ('debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'))
);
ALTER TABLE api.mcp_session ADD COLUMN IF NOT EXISTS owner_subject text;
-- The versions a session may hold are internal.mcp_legacy_versions()' (23-mcp-catalog.sql), never a copy of the
-- list: a database whose constraint still spells the versions out gets it replaced, once.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_constraint
                    WHERE conrelid = 'api.mcp_session'::regclass AND conname = 'ck_mcp_session_version'
                      AND pg_catalog.pg_get_constraintdef(oid) LIKE '%mcp_is_legacy_version(%') THEN
        ALTER TABLE api.mcp_session DROP CONSTRAINT IF EXISTS ck_mcp_session_version;
        ALTER TABLE api.mcp_session ADD CONSTRAINT ck_mcp_session_version CHECK (internal.mcp_is_legacy_version(protocol_version));
    END IF;
END
$$;
CREATE INDEX IF NOT EXISTS ix_mcp_session_last_seen ON api.mcp_session (last_seen_at);
COMMENT ON TABLE api.mcp_session IS
    'MCP sessions of the handshake revisions (Mcp-Session-Id): negotiated version, client info, the log level set by '
    'logging/setLevel, the principal that opened it. Written only through api.mcp_session_* and the dispatcher.';
COMMENT ON COLUMN api.mcp_session.session_id IS
    'The handle: hex SHA-256 of the Mcp-Session-Id the client holds (internal.mcp_session_handle). The id itself is never stored.';
COMMENT ON COLUMN api.mcp_session.owner_subject IS
    'The verified subject that opened the session (apikey|<key_id>); NULL for an anonymous client. Only it may use the session.';
CALL internal.grant_on_table('api.mcp_session', 'SELECT, DELETE', 'admin');

-- The client capabilities a legacy session declared at initialize (modern requests carry theirs in _meta); written by
-- api.mcp_session_set_client (26-mcp-client-responses.sql), read with the session by internal.mcp_owned_session.
-- A column of the session, no longer a table of their own (api.mcp_session_client, moved over and dropped here):
-- every call in a session read both, and the join's second index scan was an eighth of what a session costs the
-- database per call (26 k of 217 k instructions, bench/sql-instructions.mjs).
ALTER TABLE api.mcp_session ADD COLUMN IF NOT EXISTS client_capabilities jsonb
    CONSTRAINT ck_mcp_session_client_capabilities CHECK (jsonb_typeof(client_capabilities) = 'object');
DO $$
BEGIN
    IF pg_catalog.to_regclass('api.mcp_session_client') IS NOT NULL THEN
        UPDATE api.mcp_session s SET client_capabilities = c.capabilities
          FROM api.mcp_session_client c WHERE c.session_id = s.session_id;
        DROP TABLE api.mcp_session_client;
    END IF;
END
$$;
COMMENT ON COLUMN api.mcp_session.client_capabilities IS
    'The capabilities the client declared at initialize (elicitation, sampling, roots); NULL until the gateway records them.';

CREATE TABLE IF NOT EXISTS api.mcp_subscription (
    session_id text NOT NULL REFERENCES api.mcp_session (session_id) ON DELETE CASCADE,
    uri        text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (session_id, uri)
);
CREATE INDEX IF NOT EXISTS ix_mcp_subscription_uri ON api.mcp_subscription (uri);
COMMENT ON TABLE api.mcp_subscription IS
    'resources/subscribe: which session wants notifications/resources/updated for which URI (api.mcp_notify_resource_updated).';
CALL internal.grant_on_table('api.mcp_subscription', 'SELECT, DELETE', 'admin');

-- The idle limit from the setting's text (default, bounds): an expression, which inlines into the session lookup of
-- every call in a session (internal.mcp_owned_session joins internal.setting for it).
CREATE OR REPLACE FUNCTION internal.mcp_session_idle_of(p_value text)
RETURNS interval
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT pg_catalog.make_interval(secs => internal.setting_int_of(p_value, 86400, 60, 31536000));
$$;
COMMENT ON FUNCTION internal.mcp_session_idle_of(text) IS
    'The idle limit a mcp_session_idle_seconds value gives (default 1 day, 60 s to a year). Inlines into its caller.';
REVOKE ALL ON FUNCTION internal.mcp_session_idle_of(text) FROM PUBLIC;

-- No SET clause, everything schema-qualified: callers inline it. With a SET clause it was a SQL function
-- call whose body was parsed and planned again in every request of a session (26-45 µs of each call).
CREATE OR REPLACE FUNCTION internal.mcp_session_idle()
RETURNS interval
LANGUAGE sql
STABLE
AS $$
    SELECT internal.mcp_session_idle_of(internal.setting_value('mcp_session_idle_seconds'));
$$;
COMMENT ON FUNCTION internal.mcp_session_idle() IS 'How long an unused session stays valid (setting mcp_session_idle_seconds, default 1 day).';

CREATE OR REPLACE FUNCTION internal.mcp_session_retention()
RETURNS interval
LANGUAGE sql
STABLE
AS $$
    SELECT pg_catalog.make_interval(days => internal.mcp_setting_int('mcp_session_retention_days', 7, 1, 3650));
$$;
COMMENT ON FUNCTION internal.mcp_session_retention() IS 'How long after its last use a session row is kept (setting mcp_session_retention_days, default 7).';

CREATE OR REPLACE FUNCTION api.mcp_purge_sessions(p_older_than interval DEFAULT NULL)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_cutoff  timestamptz := now() - greatest(coalesce(p_older_than, internal.mcp_session_retention()), internal.mcp_session_idle());
    v_deleted integer;
BEGIN
    -- Never younger than the idle timeout: a live session is never purged.
    DELETE FROM api.mcp_session WHERE last_seen_at < v_cutoff;
    GET DIAGNOSTICS v_deleted = ROW_COUNT;
    RETURN v_deleted;
END
$$;
COMMENT ON FUNCTION api.mcp_purge_sessions(interval) IS
    'Deletes session rows (and their subscriptions) unused for longer than p_older_than (default: setting '
    'mcp_session_retention_days, 7 days; never less than the idle timeout). Returns the count. Admin.';
CALL internal.grant_execute('api.mcp_purge_sessions(interval)', 'admin');

CREATE OR REPLACE FUNCTION internal.mcp_session_handle(p_session_id text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT encode(extensions.digest(p_session_id, 'sha256'), 'hex');
$$;
COMMENT ON FUNCTION internal.mcp_session_handle(text) IS
    'What api.mcp_session stores for a session id: its SHA-256 in lowercase hex (the gateway computes the same to '
    'route pgmi_resource_updated).';
REVOKE ALL ON FUNCTION internal.mcp_session_handle(text) FROM PUBLIC;

DROP FUNCTION IF EXISTS internal.mcp_owned_session(text);   -- gained p_owner
-- Gained OUT log_level and client_capabilities, then became a set-returning SQL function (a changed result type
-- cannot be replaced in place).
DO $$
BEGIN
    IF (SELECT p.prorettype = 'text'::regtype OR NOT p.proretset FROM pg_catalog.pg_proc p
         WHERE p.oid = pg_catalog.to_regprocedure('internal.mcp_owned_session(text,text)')) THEN
        DROP FUNCTION internal.mcp_owned_session(text, text);
    END IF;
END
$$;

-- p_owner: the subject of the identity already verified in this transaction (membership.authenticate), which the
-- caller holds. One statement for all a call in a session needs from it: the session, its log level and the
-- capabilities its client declared, with the idle limit read in the same statement (the setting joined, its clamp
-- inlined). A set-returning SQL function without SET, STRICT or SECURITY DEFINER, so the planner inlines it into
-- the caller's statement (SELECT ... FROM internal.mcp_owned_session(...)), whose plan PL/pgSQL keeps for the
-- connection: as a PL/pgSQL function of its own it cost a call in a session a function call and a nested statement
-- on top of the lookup, 25 k of the 172 k instructions a session cost over a sessionless call (callgrind,
-- bench/sql-instructions.mjs).
CREATE OR REPLACE FUNCTION internal.mcp_owned_session(p_session_id text, p_owner text)
RETURNS TABLE (handle text, log_level text, client_capabilities jsonb)
LANGUAGE sql
STABLE
AS $$
    SELECT s.session_id, s.log_level, s.client_capabilities
      FROM api.mcp_session s
      LEFT JOIN internal.setting idle ON idle.key = 'mcp_session_idle_seconds'
     WHERE s.session_id = internal.mcp_session_handle(p_session_id)
       AND s.closed_at IS NULL AND s.last_seen_at > pg_catalog.now() - internal.mcp_session_idle_of(idle.value)
       AND s.owner_subject IS NOT DISTINCT FROM p_owner
$$;
COMMENT ON FUNCTION internal.mcp_owned_session(text, text) IS
    'The live session with this id when it was opened by p_owner, the subject of the identity verified in this '
    'transaction (NULL: anonymously, for an anonymous request): its handle, the log level set for it (logging/setLevel) '
    'and the capabilities its client declared (api.mcp_session.client_capabilities); no row otherwise. Owner-only.';
REVOKE ALL ON FUNCTION internal.mcp_owned_session(text, text) FROM PUBLIC;

-- What check and close start with: who is asking (PA401 for a bad credential), then that caller's session.
CREATE OR REPLACE FUNCTION internal.mcp_caller_session(p_session_id text, p_credential text)
RETURNS text
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- PA401 for a credential that does not verify.
    v_owner text := internal.apply_request_identity(p_credential) ->> 'sub';
BEGIN
    IF p_session_id IS NULL OR length(p_session_id) > 256 THEN
        RETURN NULL;
    END IF;
    RETURN (SELECT o.handle FROM internal.mcp_owned_session(p_session_id, v_owner) o);
END
$$;
COMMENT ON FUNCTION internal.mcp_caller_session(text, text) IS
    'Authenticates p_credential (PA401 when it does not verify), then the handle of that caller''s live session with '
    'this id, or NULL. Owner-only.';
REVOKE ALL ON FUNCTION internal.mcp_caller_session(text, text) FROM PUBLIC;

DROP FUNCTION IF EXISTS api.mcp_session_open(text, jsonb);    -- gained p_credential
DROP FUNCTION IF EXISTS api.mcp_session_check(text);
DROP FUNCTION IF EXISTS api.mcp_session_close(text);

CREATE OR REPLACE FUNCTION api.mcp_session_open(p_protocol_version text, p_client_info jsonb, p_credential text DEFAULT NULL)
RETURNS text
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_id   text;
    v_info jsonb;
BEGIN
    PERFORM membership.authenticate(p_credential);   -- PA401 for a credential that does not verify
    IF NOT internal.mcp_is_legacy_version(p_protocol_version) THEN
        RAISE EXCEPTION 'cannot open an MCP session for protocol version "%"', p_protocol_version
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = pg_catalog.format('Sessions exist for %s; %s is stateless.',
                                           array_to_string(internal.mcp_legacy_versions(), ', '),
                                           array_to_string(internal.mcp_modern_versions(), ', '));
    END IF;
    -- Keep only the descriptive members of clientInfo, bounded, with anything shaped like a secret masked.
    IF jsonb_typeof(p_client_info) = 'object' THEN
        SELECT jsonb_object_agg(key, left(internal.redact_secret_values(value #>> '{}'), 200)) INTO v_info
          FROM jsonb_each(p_client_info)
         WHERE key IN ('name', 'title', 'version', 'websiteUrl') AND jsonb_typeof(value) = 'string';
    END IF;
    v_id := internal.base64url_encode(extensions.gen_random_bytes(24));
    INSERT INTO api.mcp_session (session_id, owner_subject, protocol_version, client_info)
    VALUES (internal.mcp_session_handle(v_id), api.current_idp_subject(), p_protocol_version, v_info);
    -- Retention without a scheduler: about one open in a hundred purges a bounded batch of old rows.
    IF random() < 0.01 THEN
        DELETE FROM api.mcp_session
         WHERE ctid IN (SELECT ctid FROM api.mcp_session
                         WHERE last_seen_at < now() - greatest(internal.mcp_session_retention(), internal.mcp_session_idle())
                         LIMIT 500);
    END IF;
    RETURN v_id;
END
$$;
COMMENT ON FUNCTION api.mcp_session_open(text, jsonb, text) IS
    'Opens a session after a successful legacy initialize, owned by the holder of p_credential (NULL: anonymous; a bad '
    'credential raises PA401): returns a new unguessable id (32 visible ASCII characters) for Mcp-Session-Id; only its '
    'SHA-256 is stored. Raises 22023 for a version without sessions. Call outside the dispatch transaction.';
CALL internal.grant_execute('api.mcp_session_open(text,jsonb,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_session_check(p_session_id text, p_credential text DEFAULT NULL)
RETURNS text
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_handle  text := internal.mcp_caller_session(p_session_id, p_credential);
    v_session api.mcp_session;
BEGIN
    SELECT * INTO v_session FROM api.mcp_session WHERE session_id = v_handle;
    IF NOT FOUND THEN
        RETURN NULL;                                 -- unknown, closed, expired, or someone else's: all look alike
    END IF;
    IF v_session.last_seen_at < now() - interval '1 minute' AND current_setting('transaction_read_only') = 'off' THEN
        UPDATE api.mcp_session SET last_seen_at = now() WHERE session_id = v_session.session_id;
    END IF;
    RETURN v_session.protocol_version;
END
$$;
COMMENT ON FUNCTION api.mcp_session_check(text, text) IS
    'The negotiated protocol version of a live session opened by the holder of p_credential (NULL: an anonymous '
    'session), or NULL when the id is unknown, closed, expired or someone else''s (the gateway answers 404 and the '
    'client initializes again). A bad credential raises PA401. Refreshes last use at most once a minute.';
CALL internal.grant_execute('api.mcp_session_check(text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_session_close(p_session_id text, p_credential text DEFAULT NULL)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_handle text := internal.mcp_caller_session(p_session_id, p_credential);
BEGIN
    UPDATE api.mcp_session SET closed_at = now() WHERE session_id = v_handle AND closed_at IS NULL;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    DELETE FROM api.mcp_subscription WHERE session_id = v_handle;
    -- Every gateway replica forgets the session at COMMIT (each may have remembered a positive check of it).
    -- The payload is the handle (a SHA-256), never the id itself.
    PERFORM pg_catalog.pg_notify('pgmi_session_closed', v_handle);
    RETURN true;
END
$$;
COMMENT ON FUNCTION api.mcp_session_close(text, text) IS
    'Terminates a session opened by the holder of p_credential (DELETE /mcp): later checks answer NULL; its '
    'subscriptions end; pg_notify(''pgmi_session_closed'', handle) tells every gateway replica at COMMIT. False when it was unknown, already closed, or someone else''s. A bad credential raises PA401.';
CALL internal.grant_execute('api.mcp_session_close(text,text)', 'api', 'admin');
