-- membership 9/9: request credentials -- what a caller presents, verified by the database itself.
--
-- The gateway never tells SQL who the caller is. It hands over what the caller presented (the bearer token of
-- "Authorization: Bearer <token>"), and the entry points (lib/api/09, lib/api/10) verify it here before they set
-- an identity. So the gateway's own database login, used without a caller's credential, is anonymous.
--
-- Kinds of credential -- membership.credential_kind is the one dispatch, membership.verify_credential the one
-- verifier; a new kind is added to those two functions and nothing else changes:
--   api_key    <prefix>_<key_id>_<secret>_<checksum> (03): its SHA-256 compared with membership.api_key, then
--              the liveness predicate (active, activated, not expired, holder active and still a member)
--   (later)    a token assertion for OAuth sessions, minted by the gateway process with a key the gateway's
--              database login cannot read, verified here with the same key
-- Anything else that is presented (a Basic header, garbage, an empty token) is refused, never anonymous.
--
-- Defines:
--   membership.bearer_credential(authorization) → text       the token of "Bearer <token>"; NULL: no header
--   membership.credential_kind(credential) → text           'api_key' or NULL
--   membership.verify_credential(credential) → (identity, key_id, use_due, reason)        owner-only
--   membership.credential_use_token(key_id, used_at) → text  the sealed "stamp due" report     owner-only
--   membership.authenticate(credential) → uuid              SECURITY DEFINER; api, admin
--   membership.record_credential_use(token) → boolean        SECURITY DEFINER; api, admin
--
-- Failure: a presented credential that does not verify -- malformed, unknown, wrong secret, revoked, disabled,
-- expired, not yet active, inactive holder or organization, holder no longer a member -- raises SQLSTATE PA401
-- "invalid credential", the same message for every reason (the reason goes to the server log at LOG level with
-- the key's public key_id). The transaction is aborted: nothing the request asked for happens. The gateway
-- answers its one 401 with WWW-Authenticate for PA401 (docs/security.md).
--
-- last_used_at: never written inside a request's transaction (it may be read-only, or serializable, and a
-- write there would hold the key's row lock until the handler commits). When the stamp is due (the stored
-- value is NULL or more than a minute old), membership.authenticate raises NOTICE "pgmi.credential.use" whose
-- DETAIL is a sealed token; the gateway hands the token to membership.record_credential_use in its own short
-- autocommit statement, at most once a minute per key (off the request path). NOTICE reaches the client on a
-- hot standby too, where nothing can be written; the gateway stamps on the primary.
-- Relies on: 03 (key format), 04 (identity storage), 08 (check_api_key, stamp_api_key_use), lib/core/03 (signing).

CREATE OR REPLACE FUNCTION membership.bearer_credential(p_authorization text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    -- No header (or a blank one): anonymous. "Bearer <token>": the token. Any other value is returned whole, so
    -- that it is presented -- and refused -- rather than read as anonymous.
    SELECT CASE WHEN p_authorization IS NULL OR btrim(p_authorization) = '' THEN NULL
                WHEN p_authorization ~* '^\s*bearer +[!-~]+\s*$' THEN substring(p_authorization FROM '(?i)^\s*bearer +([!-~]+)\s*$')
                ELSE p_authorization END;
$$;
COMMENT ON FUNCTION membership.bearer_credential(text) IS
    'The credential of an Authorization header value: the token of "Bearer <token>", NULL when there is no header, '
    'the value itself otherwise (presented, so refused).';
CALL internal.grant_execute('membership.bearer_credential(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION membership.credential_kind(p_credential text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    -- The one dispatch on kind. An OAuth token assertion gets its own recognisable shape and a branch here.
    SELECT CASE WHEN membership.split_api_key(p_credential) IS NOT NULL THEN 'api_key' END;
$$;
COMMENT ON FUNCTION membership.credential_kind(text) IS 'The kind of a presented credential: ''api_key'', or NULL when unrecognised.';
REVOKE ALL ON FUNCTION membership.credential_kind(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.credential_use_token(p_key_id text, p_used_at timestamptz)
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT p_key_id || '.' || t.epoch || '.' || internal.sign('credential-use', p_key_id || '.' || t.epoch)
      FROM (SELECT floor(extract(epoch FROM p_used_at))::bigint::text AS epoch) AS t;
$$;
COMMENT ON FUNCTION membership.credential_use_token(text, timestamptz) IS
    '"<key_id>.<epoch seconds>.<hmac>": the sealed report that a key was used, for membership.record_credential_use. Owner-only.';
REVOKE ALL ON FUNCTION membership.credential_use_token(text, timestamptz) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.verify_credential(
    p_credential text,
    OUT o_identity jsonb,
    OUT o_key_id   text,
    OUT o_use_due  boolean,
    OUT o_reason   text)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_check record;
BEGIN
    o_use_due := false;
    CASE membership.credential_kind(p_credential)
        WHEN 'api_key' THEN
            SELECT c.o_key, c.o_reason INTO v_check FROM membership.check_api_key(p_credential) AS c;
            o_key_id := (v_check.o_key).key_id;
            o_reason := v_check.o_reason;
            IF o_reason IS NULL THEN
                o_identity := membership.resolve_identity('apikey|' || o_key_id, v_check.o_key);
                o_use_due := coalesce((v_check.o_key).last_used_at < now() - interval '1 minute', true);
                IF o_identity IS NULL THEN
                    o_reason := 'identity did not resolve';
                END IF;
            END IF;
        ELSE
            o_reason := 'unrecognised credential';
    END CASE;
END
$$;
COMMENT ON FUNCTION membership.verify_credential(text) IS
    'Verifies a presented credential (the dispatch on membership.credential_kind): the identity JSON of its holder, '
    'or NULL with the reason (for the server log only). Writes nothing. Owner-only.';
REVOKE ALL ON FUNCTION membership.verify_credential(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.authenticate(p_credential text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_check record;
BEGIN
    -- Cleared first: nothing below may act on an earlier request's identity.
    PERFORM membership.store_identity(NULL);
    IF p_credential IS NULL THEN
        RETURN NULL;                                   -- nothing presented: anonymous
    END IF;
    SELECT * INTO v_check FROM membership.verify_credential(p_credential) AS c;
    IF v_check.o_identity IS NULL THEN
        RAISE LOG 'pgmi: credential refused (%), key_id %', v_check.o_reason, coalesce(v_check.o_key_id, '-');
        RAISE EXCEPTION 'invalid credential' USING ERRCODE = 'PA401';
    END IF;
    PERFORM membership.store_identity(v_check.o_identity);
    IF v_check.o_use_due THEN
        RAISE NOTICE 'pgmi.credential.use' USING DETAIL = membership.credential_use_token(v_check.o_key_id, now());
    END IF;
    RETURN (v_check.o_identity ->> 'uid')::uuid;
END
$$;
COMMENT ON FUNCTION membership.authenticate(text) IS
    'Trust boundary. Verifies the credential a request presented and signs its holder''s identity into this '
    'transaction; returns the user id. NULL credential: anonymous (identity cleared, NULL). A credential that does '
    'not verify: SQLSTATE PA401 "invalid credential", whatever the reason. When last_used_at is due, raises NOTICE '
    '"pgmi.credential.use" with a token for membership.record_credential_use.';
CALL internal.grant_execute('membership.authenticate(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION membership.record_credential_use(p_token text)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_parts text[] := CASE WHEN length(p_token) <= 128 THEN regexp_match(p_token, '^([0-9a-f]{6,32})\.([0-9]{1,12})\.([0-9a-f]{64})$') END;
    v_used  timestamptz;
BEGIN
    IF v_parts IS NULL OR NOT internal.signature_matches('credential-use', v_parts[1] || '.' || v_parts[2], v_parts[3]) THEN
        RETURN false;                                  -- not minted by membership.authenticate
    END IF;
    v_used := to_timestamp(v_parts[2]::bigint);
    IF v_used < now() - interval '10 minutes' OR v_used > now() + interval '1 minute' THEN
        RETURN false;                                  -- stale: a later use will report again
    END IF;
    RETURN membership.stamp_api_key_use(v_parts[1], v_used);
END
$$;
COMMENT ON FUNCTION membership.record_credential_use(text) IS
    'Stores a "pgmi.credential.use" report: sets the key''s last_used_at to the reported time when it is more than a '
    'minute older (read-write READ COMMITTED, never waits on a lock). False for tokens it did not mint, stale ones '
    '(over 10 minutes), and no-ops. The gateway calls it in autocommit.';
CALL internal.grant_execute('membership.record_credential_use(text)', 'api', 'admin');
