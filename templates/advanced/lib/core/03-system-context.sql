-- lib/core: the signing key, and the "system context" that trusted owner code runs in.
--
-- Tables with FORCE ROW LEVEL SECURITY bind their owner too, so the SECURITY DEFINER functions of this
-- template (which run as the owner) would be tenant-scoped like everyone else. The ones that must see every
-- row (resolving an identity, validating an API key, provisioning a user) enter the system context first;
-- each forced table has one policy, for the owner role only, that lets rows through while it is active.
--
-- Trust boundary: the context is a transaction-local setting whose value must equal an HMAC (keyed by
-- internal.signing_key, which only the owner can read) over the backend pid and the transaction start.
-- A customer session that sets core.system_context by hand gets nothing: the value does not verify, and
-- the policy that reads it applies to the owner role only. The same key signs request identities
-- (membership/06-request-identity.sql) and the "API key used" reports of membership.authenticate
-- (membership/16-request-credentials.sql), each with its own purpose string so one can never pass as another.
--
-- Defines internal.signing_key (generated once, at the first deploy), internal.sign(purpose, payload),
-- internal.signature_matches(purpose, payload, signature), internal.transaction_binding(),
-- core.in_system_context(), core.enter_system_context(), core.leave_system_context(previous).
-- Relies on: pgcrypto (hmac, digest, gen_random_bytes). All owner-only.
-- The helpers have no SET clause on purpose: they are SECURITY INVOKER, schema-qualify everything, and run
-- once per query inside row-level security policies, where a SET clause costs every call.
-- Cost (every query on a forced table pays one check): internal.sign reads the key with a cached plan and
-- computes the HMAC as a plain expression; core.in_system_context is PL/pgSQL, so a policy compiles one
-- function call instead of the whole check, its expressions are built once per transaction, and an empty
-- setting (handler code, anonymous requests) answers false without an HMAC.

CREATE TABLE IF NOT EXISTS internal.signing_key (
    id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    secret     bytea NOT NULL CHECK (octet_length(secret) >= 32),
    created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE internal.signing_key IS
    'The HMAC key that signs request identities and the system context. One row, generated at the first deploy; owner only.';
REVOKE ALL ON internal.signing_key FROM PUBLIC;

-- Generated once; a redeploy keeps it (rotating it only ends the identities of transactions in flight).
INSERT INTO internal.signing_key (id, secret)
VALUES (1, extensions.gen_random_bytes(32))
    ON CONFLICT (id) DO NOTHING;

-- Keys derived from the secret for one purpose each (HMAC of a purpose string), kept beside it: the paths that use
-- them run on every call (sealing a read-only call's exchange record, lib/api/07; opening a remembered identity,
-- membership/15) and read a key instead of computing an HMAC each time (~25,000 instructions a call). Generated
-- columns, so a rotated secret carries its derived keys in the same UPDATE. Added under a catalog guard: ADD COLUMN
-- IF NOT EXISTS would lock the table on every deploy.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                    WHERE attrelid = 'internal.signing_key'::regclass AND attname = 'exchange_log_key' AND NOT attisdropped) THEN
        ALTER TABLE internal.signing_key ADD COLUMN exchange_log_key bytea
            GENERATED ALWAYS AS (extensions.hmac('pgmi exchange-log seal v1'::bytea, secret, 'sha256')) STORED;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                    WHERE attrelid = 'internal.signing_key'::regclass AND attname = 'identity_cache_seal_key' AND NOT attisdropped) THEN
        ALTER TABLE internal.signing_key ADD COLUMN identity_cache_seal_key bytea
            GENERATED ALWAYS AS (extensions.hmac('pgmi identity-cache seal v1'::bytea, secret, 'sha256')) STORED;
    END IF;
END
$$;
COMMENT ON COLUMN internal.signing_key.exchange_log_key IS 'The key sealing relayed exchange records (lib/api/07), derived from secret.';
COMMENT ON COLUMN internal.signing_key.identity_cache_seal_key IS 'The key sealing remembered identities (membership/15), derived from secret.';

CREATE OR REPLACE FUNCTION internal.transaction_binding()
RETURNS text
LANGUAGE sql
STABLE
AS $$
    -- now() is the transaction start; the epoch form does not depend on TimeZone or DateStyle.
    SELECT pg_backend_pid()::text || ':' || extract(epoch FROM now())::text;
$$;
COMMENT ON FUNCTION internal.transaction_binding() IS
    'Identifies the current transaction on this server: backend pid and transaction start time.';
REVOKE ALL ON FUNCTION internal.transaction_binding() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.sign(p_purpose text, p_payload text)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_secret bytea;
BEGIN
    -- PL/pgSQL keeps the key lookup's plan for the session; a SQL function reading a table is planned anew
    -- on every call, and this runs once per query under row-level security. The lookup is its own statement
    -- so that the HMAC below is a simple expression, evaluated without starting the executor.
    SELECT k.secret INTO v_secret FROM internal.signing_key k WHERE k.id = 1;
    RETURN encode(extensions.hmac(convert_to(p_purpose || chr(10) || p_payload, 'UTF8'), v_secret, 'sha256'), 'hex');
END
$$;
COMMENT ON FUNCTION internal.sign(text, text) IS 'Hex HMAC-SHA256 of purpose + payload under the template signing key.';
REVOKE ALL ON FUNCTION internal.sign(text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.signature_matches(p_purpose text, p_payload text, p_signature text)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
    -- Comparing digests of both sides randomises where an early-exit comparison stops, so timing says
    -- nothing about how much of a guessed signature was right. NULL anywhere is a mismatch.
    SELECT coalesce(extensions.digest(internal.sign(p_purpose, p_payload), 'sha256')
                    = extensions.digest(p_signature, 'sha256'), false);
$$;
COMMENT ON FUNCTION internal.signature_matches(text, text, text) IS
    'Whether the signature is the HMAC of purpose + payload (false for NULL or garbage).';
REVOKE ALL ON FUNCTION internal.signature_matches(text, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.in_system_context()
RETURNS boolean
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_token text := current_setting('core.system_context', true);
BEGIN
    IF v_token IS NULL OR v_token = '' THEN
        RETURN false;  -- not entered (or left): nothing to verify
    END IF;
    RETURN internal.signature_matches('system-context', internal.transaction_binding(), v_token);
END
$$;
COMMENT ON FUNCTION core.in_system_context() IS
    'Whether trusted owner code has entered the system context in this transaction (the setting verifies).';
REVOKE ALL ON FUNCTION core.in_system_context() FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.enter_system_context()
RETURNS text
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := current_setting('core.system_context', true);
    v_ignored  text;
BEGIN
    v_ignored := set_config('core.system_context', internal.sign('system-context', internal.transaction_binding()), true);
    RETURN v_previous;
END
$$;
COMMENT ON FUNCTION core.enter_system_context() IS
    'Enters the system context for the rest of the transaction; returns the previous value for leave_system_context. '
    'Callers leave it before returning; an error rolls the setting back with the (sub)transaction.';
REVOKE ALL ON FUNCTION core.enter_system_context() FROM PUBLIC;

CREATE OR REPLACE FUNCTION core.leave_system_context(p_previous text)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_ignored text;
BEGIN
    v_ignored := set_config('core.system_context', coalesce(p_previous, ''), true);
END
$$;
COMMENT ON FUNCTION core.leave_system_context(text) IS 'Restores the system-context setting saved by enter_system_context.';
REVOKE ALL ON FUNCTION core.leave_system_context(text) FROM PUBLIC;
