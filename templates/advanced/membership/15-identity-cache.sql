-- membership: the identity of a credential (an API key, an OAuth token assertion) remembered across transactions in
-- one backend (the request-identity cache).
--
-- Every request presents its credential and the database verifies it (16-request-credentials.sql). For an API key
-- that means the key's digest and row, then its holder's memberships under row-level security; for an assertion its
-- MAC, issuer and subject, then the person's organizations: most of what a signed-in call costs beyond a public
-- one. A backend (a pooled gateway connection) sees the same few credentials again and again (the gateway hands out
-- one assertion per verified token), so membership.verify_credential first asks here whether this backend resolved
-- the same credential before and nothing it was built from has changed since; only then is the remembered identity
-- used instead.
--
-- When a remembered identity is used, all of these hold (otherwise the credential is verified in full, as before):
--   * the presented credential is byte for byte the one it was resolved for: entries are found and authenticated
--     by an HMAC of the credential under the template's signing key (lib/core/03), which no login but the owner
--     can read; the credential itself is never stored;
--   * no change to membership data committed since the snapshot it was resolved in (00-identity-changes.sql: every
--     write to users, identities, roles, organizations, memberships, invitations, keys, trusted issuers and the
--     assertion secret is recorded);
--   * this transaction has changed no membership data (membership.identity_epoch() = '0');
--   * it is younger than a minute and the credential has not expired since (the key's expires_at, the assertion's
--     exp). A person with open invitations is not remembered: an invitation's expiry changes the identity without a
--     write.
-- Entries are written only by READ ONLY transactions: a transaction that may write could change membership data
-- after resolving, and its own change is visible to its own snapshot, so the record above would not catch it.
-- (Read-only tools run READ ONLY; a backend serving only writing tools resolves every call, as before.)
--
-- Storage: one session setting per slot (the first byte of the HMAC: at most 256 entries per backend), holding the
-- entry encrypted (AES-256-CBC, random IV) and authenticated (HMAC over the credential's HMAC, IV and ciphertext).
-- Session settings are readable by any SQL the backend runs (handler code): encrypted, an entry tells nothing
-- about the other callers this backend served; authenticated, a value set by hand is a miss. A copied or replayed
-- entry is worth nothing: its validity depends only on the committed changes and the clock, which it cannot alter.
-- The "key used" report (pgmi.credential.use) is still raised at most once a minute per key and backend.
-- Each entry holds the identity without its transaction binding (bind, ep), the key_id, the snapshot, its end and
-- when the next "key used" report is due.
-- Defines membership.recall_identity(credential) → (identity, key_id, use_due), membership.remember_identity(credential,
-- identity, key_id, snapshot, expires_at, use_due_at), and their helpers identity_cache_tag / _slot / _write (the seal
-- key is internal.signing_key.identity_cache_seal_key).
-- All owner-only. Relies on: lib/core/03 (signing key, transaction binding), 00 (identity_unchanged_since), 06
-- (identity_epoch).

CREATE OR REPLACE FUNCTION membership.identity_cache_tag(p_secret bytea, p_credential text)
RETURNS bytea
LANGUAGE sql
STABLE
AS $$
    SELECT extensions.hmac(convert_to('pgmi identity-cache key v1' || chr(10) || p_credential, 'UTF8'), p_secret, 'sha256');
$$;
COMMENT ON FUNCTION membership.identity_cache_tag(bytea, text) IS
    'What an entry is found and authenticated by: HMAC of the credential under the signing key. Owner-only.';
REVOKE ALL ON FUNCTION membership.identity_cache_tag(bytea, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.identity_cache_slot(p_tag bytea)
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT 'membership.identity_cache_' || encode(substr(p_tag, 1, 1), 'hex');
$$;
COMMENT ON FUNCTION membership.identity_cache_slot(bytea) IS 'The session setting that holds the entry of a tag (256 slots). Owner-only.';
REVOKE ALL ON FUNCTION membership.identity_cache_slot(bytea) FROM PUBLIC;

-- The AES-256 key entries are sealed with is internal.signing_key.identity_cache_seal_key (lib/core/03), derived
-- from the signing key once instead of on every call.
DROP FUNCTION IF EXISTS membership.identity_cache_seal_key(bytea);

CREATE OR REPLACE FUNCTION membership.identity_cache_write(p_secret bytea, p_tag bytea, p_entry jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_iv      bytea := extensions.gen_random_bytes(16);
    v_key     bytea;
    v_body    bytea;
    v_ignored text;
BEGIN
    SELECT k.identity_cache_seal_key INTO v_key FROM internal.signing_key k WHERE k.id = 1;
    v_body := v_iv || extensions.encrypt_iv(convert_to(p_entry::text, 'UTF8'), v_key, v_iv, 'aes-cbc/pad:pkcs');
    -- Session level (is_local false): it outlives this transaction if this transaction commits, and goes with it
    -- if it rolls back.
    v_ignored := set_config(membership.identity_cache_slot(p_tag),
                            encode(v_body || extensions.hmac(p_tag || v_body, p_secret, 'sha256'), 'hex'), false);
END
$$;
COMMENT ON FUNCTION membership.identity_cache_write(bytea, bytea, jsonb) IS
    'Seals an entry into its slot for the rest of the session (from the next transaction on, once this one commits). Owner-only.';
REVOKE ALL ON FUNCTION membership.identity_cache_write(bytea, bytea, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.recall_identity(
    p_credential text,
    OUT o_identity jsonb,
    OUT o_key_id   text,
    OUT o_use_due  boolean)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_secret bytea;
    v_seal   bytea;
    v_tag    bytea;
    v_raw    text;
    v_body   bytea;
    v_length integer;
    v_entry  jsonb;
BEGIN
    IF membership.identity_epoch() IS DISTINCT FROM '0' THEN
        RETURN;                            -- this transaction changed membership data: resolve
    END IF;
    SELECT k.secret, k.identity_cache_seal_key INTO v_secret, v_seal FROM internal.signing_key k WHERE k.id = 1;
    v_tag := membership.identity_cache_tag(v_secret, p_credential);
    v_raw := current_setting(membership.identity_cache_slot(v_tag), true);
    -- octet_length, not length: length counts the characters of a UTF-8 text one by one (about a tenth of a
    -- recall's work for an entry of ~1 kB), and an entry this function wrote is ASCII hex, where the two agree.
    IF v_raw IS NULL OR octet_length(v_raw) < 160 OR octet_length(v_raw) > 65536 OR v_raw !~ '^[0-9a-f]+$'
       OR octet_length(v_raw) % 2 = 1 THEN
        RETURN;                            -- empty slot, or not a value this function wrote
    END IF;
    v_body := decode(v_raw, 'hex');
    v_length := octet_length(v_body);
    -- Compared as digests, like every MAC here: timing tells nothing about how much of a forged value was right.
    IF extensions.digest(extensions.hmac(v_tag || substr(v_body, 1, v_length - 32), v_secret, 'sha256'), 'sha256')
       IS DISTINCT FROM extensions.digest(substr(v_body, v_length - 31), 'sha256') THEN
        RETURN;                            -- another credential's entry (same slot), or set by hand
    END IF;
    v_entry := convert_from(extensions.decrypt_iv(substr(v_body, 17, v_length - 48), v_seal, substr(v_body, 1, 16),
                                                  'aes-cbc/pad:pkcs'), 'UTF8')::jsonb;
    IF (v_entry ->> 'until')::numeric <= extract(epoch FROM clock_timestamp())
       OR NOT membership.identity_unchanged_since((v_entry ->> 'snapshot')::pg_snapshot) THEN
        RETURN;                            -- too old, or something it was built from changed: resolve
    END IF;
    o_key_id := v_entry ->> 'key_id';
    o_use_due := coalesce((v_entry ->> 'use_due_at')::numeric <= extract(epoch FROM now()), false);
    IF o_use_due THEN
        -- The caller raises the "key used" report now; the next one is due in a minute.
        PERFORM membership.identity_cache_write(v_secret, v_tag,
            v_entry || jsonb_build_object('use_due_at', extract(epoch FROM now() + interval '1 minute')));
    END IF;
    o_identity := (v_entry -> 'identity') || jsonb_build_object('bind', internal.transaction_binding(), 'ep', '0');
END
$$;
COMMENT ON FUNCTION membership.recall_identity(text) IS
    'The identity this backend remembered for the credential, when it is still exactly what resolving it would give '
    '(with the key_id and whether the "key used" report is due); NULLs otherwise. Owner-only.';
REVOKE ALL ON FUNCTION membership.recall_identity(text) FROM PUBLIC;

DROP FUNCTION IF EXISTS membership.remember_identity(text, jsonb, membership.api_key, pg_snapshot, boolean);

CREATE OR REPLACE FUNCTION membership.remember_identity(
    p_credential text,
    p_identity   jsonb,
    p_key_id     text,
    p_snapshot   pg_snapshot,
    p_expires_at timestamptz,
    p_use_due_at timestamptz)
RETURNS void
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_secret bytea;
BEGIN
    -- Only in a READ ONLY transaction that changed nothing (see the header), and not an identity with open
    -- invitations: an invitation's expiry would change it with no write to record.
    IF p_identity IS NULL OR p_snapshot IS NULL OR current_setting('transaction_read_only') IS DISTINCT FROM 'on'
       OR membership.identity_epoch() IS DISTINCT FROM '0' OR coalesce(jsonb_array_length(p_identity -> 'io'), 0) > 0 THEN
        RETURN;
    END IF;
    SELECT k.secret INTO v_secret FROM internal.signing_key k WHERE k.id = 1;
    PERFORM membership.identity_cache_write(v_secret, membership.identity_cache_tag(v_secret, p_credential), jsonb_build_object(
        'identity',   p_identity - 'bind' - 'ep',
        'key_id',     p_key_id,
        'snapshot',   p_snapshot::text,
        'until',      extract(epoch FROM least(clock_timestamp() + interval '1 minute', p_expires_at)),
        'use_due_at', extract(epoch FROM p_use_due_at)));
END
$$;
COMMENT ON FUNCTION membership.remember_identity(text, jsonb, text, pg_snapshot, timestamptz, timestamptz) IS
    'Remembers the identity of a credential, resolved under p_snapshot in this READ ONLY transaction, for this '
    'backend''s later transactions (membership.recall_identity) until the credential expires (a minute at most); '
    'p_use_due_at: when the next "key used" report is due (NULL: never). Does nothing in a transaction that may '
    'write. Owner-only.';
REVOKE ALL ON FUNCTION membership.remember_identity(text, jsonb, text, pg_snapshot, timestamptz, timestamptz) FROM PUBLIC;
