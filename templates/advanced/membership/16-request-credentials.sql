-- membership: presented credentials -- checking an API key (membership.check_api_key, and
-- membership.validate_api_key for operators), and what a request presents, verified by the database itself.
--
-- The gateway never tells SQL who the caller is. It hands over what the caller presented (the bearer token of
-- "Authorization: Bearer <token>"), and the entry points (through lib/api/16-gateways.sql) verify it here before
-- they set an identity. So the gateway's own database login, used without a caller's credential, is anonymous.
--
-- Kinds of credential -- membership.verify_credential is the one dispatch on kind and the one verifier; a new kind
-- is added to that function and nothing else changes:
--   api_key    <prefix>_<key_id>_<secret>_<checksum> (03): its SHA-256 compared with membership.api_key, then
--              the liveness predicate (active, activated, not expired, holder active and still a member)
--   oauth_assertion  pgmi-oat.<claims>.<mac> (14-oauth-assertions.sql): minted by the gateway process after it
--              verified an OAuth access token, keyed with a secret the gateway's database login cannot read,
--              verified here with the same secret; its issuer must be trusted and its subject already linked
-- Anything else that is presented (a Basic header, garbage, an empty token) is refused, never anonymous.
--
-- Defines:
--   membership.split_api_key(raw) → text[], membership.match_api_key(raw, parts) → (key, reason: its own columns),
--   membership.check_api_key(raw) → (key, reason: with membership)                       owner-only
--   membership.stamp_api_key_use(key_id, used_at) → boolean                                 owner-only
--   membership.validate_api_key(raw) → (is_valid, user_id, organization_id, key_id, reason)  admin: the reasons
--   membership.bearer_credential(authorization) → text       the token of "Bearer <token>"; NULL: no header
--   membership.verify_credential(credential) → (identity, key_id, use_due, reason)        owner-only
--   membership.credential_use_token(key_id, used_at) → text  the sealed "stamp due" report     owner-only
--   membership.authenticate(credential) → uuid              SECURITY DEFINER; api, admin
--   membership.authenticate_identity(credential) → jsonb    the same, returning the identity JSON  owner-only
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
-- Relies on: 03 (key format, liveness), 06 (identity storage), 15 (identities remembered across transactions),
-- lib/core/03 (signing, system context).

-- ---------------------------------------------------------------------------------------------------
-- Validate
-- ---------------------------------------------------------------------------------------------------
-- The four parts [prefix, key_id, secret, checksum] of a key shaped like
--     ^([a-z][a-z0-9_]{0,31})_([0-9a-f]{6,32})_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$
-- (the format of 03; the checksum is not checked here), or NULL. Cut from the right -- checksum and secret have
-- fixed lengths and the key_id has no '_' -- and each part checked with a plain class and its length: the same
-- answer as that expression, which PostgreSQL matches slowly (bounded repeats with captures: over 100 µs per key,
-- on every authenticated request). test_api_key_split_matches_format compares the two.
CREATE OR REPLACE FUNCTION membership.split_api_key(p_raw_key text)
RETURNS text[]
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_length integer := length(p_raw_key);
    v_head   text;
    v_cut    integer;
    v_prefix text;
    v_key_id text;
BEGIN
    IF v_length IS NULL OR v_length < 59 OR v_length > 200
       OR substr(p_raw_key, v_length - 6, 1) <> '_' OR substr(p_raw_key, v_length - 50, 1) <> '_'
       OR right(p_raw_key, 6) !~ '^[0-9A-Za-z]+$' OR substr(p_raw_key, v_length - 49, 43) !~ '^[0-9A-Za-z]+$' THEN
        RETURN NULL;
    END IF;
    v_head := left(p_raw_key, v_length - 51);      -- <prefix>_<key_id>
    v_cut := strpos(reverse(v_head), '_');         -- the last '_' of the head, counted from its end
    v_key_id := right(v_head, v_cut - 1);
    v_prefix := left(v_head, length(v_head) - v_cut);
    IF v_cut = 0 OR length(v_key_id) NOT BETWEEN 6 AND 32 OR v_key_id !~ '^[0-9a-f]+$'
       OR length(v_prefix) NOT BETWEEN 1 AND 32 OR v_prefix !~ '^[a-z][a-z0-9_]*$' THEN
        RETURN NULL;
    END IF;
    RETURN ARRAY[v_prefix, v_key_id, substr(p_raw_key, v_length - 49, 43), right(p_raw_key, 6)];
END
$$;
COMMENT ON FUNCTION membership.split_api_key(text) IS
    'The parts [prefix, key_id, secret, checksum] of a well-shaped key (checksum not verified), or NULL. Owner-only.';
REVOKE ALL ON FUNCTION membership.split_api_key(text) FROM PUBLIC;

-- The one match of a presented key against the stored ones, shared by validate_api_key (operators, through
-- check_api_key) and the request credential: the stored key row when the hash matches, and why its own columns
-- refuse it (NULL when they allow it). Every well-shaped key costs one digest and one compare, found or not.
-- Membership is not looked at here: a request's identity resolution (06) reads it anyway, so a request reads it
-- once; check_api_key adds it for the operator's answer.
CREATE OR REPLACE FUNCTION membership.match_api_key(p_raw_key text, p_parts text[], OUT o_key membership.api_key, OUT o_reason text)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- Compared against on the unknown-key path, so every well-shaped key costs one digest and one compare.
    c_absent   CONSTANT bytea := '\x0000000000000000000000000000000000000000000000000000000000000000';
    v_parts    text[] := p_parts;
    v_previous text;
    v_digest   bytea;
    v_key      membership.api_key;
BEGIN
    IF v_parts IS NULL THEN
        o_reason := 'malformed key';            -- not even the shape: no database work at all
        RETURN;
    END IF;
    v_previous := core.enter_system_context();
    v_digest := extensions.digest(p_raw_key, 'sha256');
    SELECT k.* INTO v_key FROM membership.api_key k WHERE k.key_id = v_parts[2] AND k.deleted_at IS NULL;
    IF (v_digest = coalesce(v_key.key_hash, c_absent)) IS NOT TRUE THEN
        -- Every failure path runs the checksum; the success path may skip it (a matching hash implies it).
        IF membership.api_key_checksum(v_parts[1] || '_' || v_parts[2] || '_' || v_parts[3]) <> v_parts[4] THEN
            o_reason := 'malformed key';
        ELSIF v_key.object_id IS NULL THEN
            o_reason := 'unknown key';
        ELSE
            o_reason := 'invalid secret';
            o_key.key_id := v_key.key_id;       -- the public handle only, for the operator's log line
        END IF;
    ELSE
        o_key := v_key;
        o_reason := membership.api_key_column_refusal(v_key);
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.match_api_key(text, text[]) IS
    'The stored row of a presented key whose SHA-256 matches (only key_id when the secret is wrong) and the reason '
    'its own columns refuse it (NULL when they allow it; membership not checked). p_parts: membership.split_api_key '
    'of the key, which the caller has already worked out. Writes nothing. Owner-only.';
REVOKE ALL ON FUNCTION membership.match_api_key(text, text[]) FROM PUBLIC;

-- The whole check of a presented key: match_api_key, then the holder's membership (membership.api_key_refusal).
CREATE OR REPLACE FUNCTION membership.check_api_key(p_raw_key text, OUT o_key membership.api_key, OUT o_reason text)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_match    record;
    v_previous text;
BEGIN
    SELECT m.o_key, m.o_reason INTO v_match FROM membership.match_api_key(p_raw_key, membership.split_api_key(p_raw_key)) AS m;
    o_key := v_match.o_key;
    o_reason := v_match.o_reason;
    IF o_reason IS NULL THEN
        v_previous := core.enter_system_context();
        o_reason := membership.api_key_refusal(o_key);
        PERFORM core.leave_system_context(v_previous);
    END IF;
END
$$;
COMMENT ON FUNCTION membership.check_api_key(text) IS
    'The stored row of a presented key whose SHA-256 matches (only key_id when the secret is wrong) and the reason it '
    'cannot be used (NULL when live). Writes nothing. Owner-only.';
REVOKE ALL ON FUNCTION membership.check_api_key(text) FROM PUBLIC;

-- Stamps last_used_at (owner-only, system context): at most once a minute per key, never waiting on a lock,
-- only in read-write READ COMMITTED transactions (a higher level could turn a concurrent stamp into a 40001).
CREATE OR REPLACE FUNCTION membership.stamp_api_key_use(p_key_id text, p_used_at timestamptz)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text;
    v_rows     integer;
BEGIN
    IF current_setting('transaction_read_only') = 'on' OR current_setting('transaction_isolation') <> 'read committed' THEN
        RETURN false;
    END IF;
    v_previous := core.enter_system_context();
    UPDATE membership.api_key k SET last_used_at = p_used_at
     WHERE k.object_id = (SELECT k2.object_id FROM membership.api_key k2
                           WHERE k2.key_id = p_key_id
                             AND (k2.last_used_at IS NULL OR k2.last_used_at < p_used_at - interval '1 minute')
                             FOR UPDATE SKIP LOCKED);
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    PERFORM core.leave_system_context(v_previous);
    RETURN v_rows = 1;
END
$$;
COMMENT ON FUNCTION membership.stamp_api_key_use(text, timestamptz) IS
    'Sets last_used_at when it is more than a minute older than p_used_at; read-write READ COMMITTED only, never waits. Owner-only.';
REVOKE ALL ON FUNCTION membership.stamp_api_key_use(text, timestamptz) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.validate_api_key(p_raw_key text)
RETURNS TABLE(is_valid boolean, user_id uuid, organization_id uuid, key_id text, reason text)
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    v_check record;
BEGIN
    SELECT c.o_key, c.o_reason INTO v_check FROM membership.check_api_key(p_raw_key) AS c;
    key_id := (v_check.o_key).key_id;
    reason := v_check.o_reason;
    is_valid := (v_check.o_key).object_id IS NOT NULL AND reason IS NULL;
    IF (v_check.o_key).object_id IS NOT NULL THEN
        user_id := (v_check.o_key).user_id;
        organization_id := (v_check.o_key).organization_id;
    END IF;
    IF is_valid THEN
        PERFORM membership.stamp_api_key_use(key_id, now());
    END IF;
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION membership.validate_api_key(text) IS
    'Operators: checks a presented key: one row (is_valid, user_id, organization_id, key_id, reason). Reasons: '
    'malformed key, unknown key, invalid secret, key is revoked, key is disabled, key not yet active, key expired, '
    'user is inactive, organization is inactive, user is not a member. Stamps last_used_at at most once a minute, '
    'only in read-write READ COMMITTED transactions, never waiting on a lock. Not for the gateway: requests present '
    'their credential to the entry points (membership.authenticate), which never tell a reason.';
CALL internal.grant_execute('membership.validate_api_key(text)', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Request credentials
-- ---------------------------------------------------------------------------------------------------
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

DROP FUNCTION IF EXISTS membership.credential_kind(text);     -- the dispatch is verify_credential's own first step

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
    v_check    record;
    v_previous text;
    -- The one dispatch on kind. An assertion's prefix has a '-' and a '.', which no API key prefix may hold; the
    -- key's parts are worked out once, here, and handed to match_api_key.
    v_kind     text;
    v_parts    text[];
    v_recalled record;
BEGIN
    -- A credential this backend resolved before, when nothing it was built from changed since (15-identity-cache.sql).
    -- An assignment, not SELECT … INTO: a simple expression, evaluated without starting the executor.
    v_recalled := membership.recall_identity(p_credential);
    IF v_recalled.o_identity IS NOT NULL THEN
        o_identity := v_recalled.o_identity;
        o_key_id := v_recalled.o_key_id;
        o_use_due := v_recalled.o_use_due;
        RETURN;
    END IF;
    o_use_due := false;
    IF left(p_credential, 9) = 'pgmi-oat.' THEN
        v_kind := 'oauth_assertion';
    ELSE
        v_parts := membership.split_api_key(p_credential);
        v_kind := CASE WHEN v_parts IS NOT NULL THEN 'api_key' END;
    END IF;
    CASE v_kind
        WHEN 'api_key' THEN
            SELECT c.o_key, c.o_reason INTO v_check FROM membership.match_api_key(p_credential, v_parts) AS c;
            o_key_id := (v_check.o_key).key_id;
            o_reason := v_check.o_reason;
            IF o_reason IS NULL THEN
                -- NULL unless the holder is active and an effective member of the key's active organization: the
                -- membership half of the liveness predicate, read once. Only a refusal asks which part failed.
                o_identity := membership.resolve_identity('apikey|' || o_key_id, v_check.o_key);
                o_use_due := coalesce((v_check.o_key).last_used_at < now() - interval '1 minute', true);
                -- pg_current_snapshot(): the snapshot this statement (and so the resolution above) reads with.
                PERFORM membership.remember_identity(p_credential, o_identity, o_key_id, pg_current_snapshot(),
                    (v_check.o_key).expires_at,
                    CASE WHEN o_use_due THEN now() ELSE (v_check.o_key).last_used_at END + interval '1 minute');
                IF o_identity IS NULL THEN
                    v_previous := core.enter_system_context();
                    o_reason := coalesce(membership.api_key_refusal(v_check.o_key), 'identity did not resolve');
                    PERFORM core.leave_system_context(v_previous);
                END IF;
            END IF;
        WHEN 'oauth_assertion' THEN
            SELECT c.o_identity, c.o_reason, c.o_expires_at INTO v_check FROM membership.check_oauth_assertion(p_credential) AS c;
            o_identity := v_check.o_identity;
            o_reason := v_check.o_reason;
            PERFORM membership.remember_identity(p_credential, o_identity, NULL, pg_current_snapshot(), v_check.o_expires_at, NULL);
        ELSE
            o_reason := 'unrecognised credential';
    END CASE;
END
$$;
COMMENT ON FUNCTION membership.verify_credential(text) IS
    'Verifies a presented credential (the one dispatch on its kind): the identity JSON of its holder, '
    'or NULL with the reason (for the server log only). Writes nothing. Owner-only.';
REVOKE ALL ON FUNCTION membership.verify_credential(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.authenticate_identity(p_credential text)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
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
    v_check := membership.verify_credential(p_credential);       -- a simple expression, as in verify_credential
    IF v_check.o_identity IS NULL THEN
        RAISE LOG 'pgmi: credential refused (%), key_id %', v_check.o_reason, coalesce(v_check.o_key_id, '-');
        RAISE EXCEPTION 'invalid credential' USING ERRCODE = 'PA401';
    END IF;
    PERFORM membership.store_identity(v_check.o_identity);
    IF v_check.o_use_due THEN
        RAISE NOTICE 'pgmi.credential.use' USING DETAIL = membership.credential_use_token(v_check.o_key_id, now());
    END IF;
    RETURN v_check.o_identity;
END
$$;
COMMENT ON FUNCTION membership.authenticate_identity(text) IS
    'membership.authenticate returning the identity JSON it signed into the transaction (NULL: anonymous), so that '
    'an entry point which needs more than the user id does not read back and verify again what it has just '
    'verified. PA401 for a credential that does not verify. Owner-only.';
REVOKE ALL ON FUNCTION membership.authenticate_identity(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.authenticate(p_credential text)
RETURNS uuid
LANGUAGE sql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT (membership.authenticate_identity(p_credential) ->> 'uid')::uuid;
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
