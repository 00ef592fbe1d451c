-- membership: OAuth token assertions -- how SQL learns that the gateway verified an access token, and which
-- user that token stands for.
--
-- The gateway verifies an OAuth access token (issuer, audience, signature, expiry; gateway/src/oauth/) and then
-- presents, instead of the token, a token ASSERTION it mints:
--     pgmi-oat.<base64url(JSON)>.<hex HMAC-SHA256>
-- JSON: {"v":1, "iss", "sub", "email", "name", "ev" (email_verified), "scp" (scopes), "org" (the organization claim or
-- null), "aud", "exp" (epoch seconds)}; the HMAC covers "oauth-assertion\n" || <base64url part>, keyed with the
-- assertion secret. The gateway process gets that secret from its environment (OAUTH_ASSERTION_SECRET); the
-- database keeps it in membership.oauth_assertion_key, which only the owner reads. So the gateway's database
-- login cannot forge an assertion on its own: it needs the secret, which that login cannot read; and a
-- client cannot present one it made up. Nothing here trusts the gateway beyond the MAC.
--
-- Trusted issuers are recorded here too (membership.oauth_issuer, written by operators): an assertion from an
-- issuer not listed (or inactive) is refused even with a good MAC. Per issuer:
--   provider                    the name identities of this issuer carry in membership.user_identity
--   may_provision_users         a subject seen for the first time gets a new user (with a personal organization)
--   may_link_by_verified_email  ... or is linked to the existing user with that VERIFIED email, when the token
--                               says email_verified
--   org_claim                   documentation of the claim the gateway reads into "org" (slug or id); a token
--                               that names an organization acts in that one only
--
-- Writes happen in one place, membership.provision_identity(assertion): SECURITY DEFINER, it verifies the
-- assertion itself and links or creates the user. The gateway calls it in its own autocommit statement on the
-- PRIMARY before the request, the first time it sees a subject -- never inside the request's transaction,
-- which may be read-only or run on a hot standby. Verification (membership.check_oauth_assertion) writes nothing.
--
-- The deploy parameter oauth_assertion_secret (at least 32 characters) sets the secret; without it, and with no
-- secret stored by an earlier deploy, every assertion is refused (OAuth off). pgmi dev --oauth passes one.
-- Relies on: 01 (user_identity), 02 (organizations), 05 (confine_to_token), 06 (resolve_identity, resolve_person), 08 (org-rls),
-- 10 (upsert_user rules),
-- lib/core/03 (system context). Used by 16-request-credentials.sql (the 'oauth_assertion' credential kind).

CREATE TABLE IF NOT EXISTS membership.oauth_assertion_key (
    id         smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    secret     text NOT NULL CHECK (length(secret) >= 32),
    updated_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE membership.oauth_assertion_key IS
    'The secret that keys the gateway''s OAuth token assertions (deploy parameter oauth_assertion_secret). Owner only.';
REVOKE ALL ON membership.oauth_assertion_key FROM PUBLIC;
SELECT core.ensure_forced_rls('membership.oauth_assertion_key');
-- A new secret, or a change to the issuers below, ends the identities backends remember for assertions (15).
CREATE OR REPLACE TRIGGER tr_oauth_assertion_key_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    ON membership.oauth_assertion_key FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();

DO $$
DECLARE
    v_secret   text := nullif(current_setting('pgmi.oauth_assertion_secret', true), '');
    v_previous text;
BEGIN
    IF v_secret IS NULL THEN
        RETURN;                                   -- keep what an earlier deploy stored (or stay off)
    END IF;
    IF length(v_secret) < 32 THEN
        RAISE EXCEPTION 'oauth_assertion_secret must be at least 32 characters'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Generate one, e.g. openssl rand -base64 48, and give the same value to the gateway as OAUTH_ASSERTION_SECRET.';
    END IF;
    v_previous := core.enter_system_context();
    INSERT INTO membership.oauth_assertion_key (id, secret) VALUES (1, v_secret)
        ON CONFLICT (id) DO UPDATE SET secret = EXCLUDED.secret, updated_at = now()
     WHERE membership.oauth_assertion_key.secret IS DISTINCT FROM EXCLUDED.secret;
    PERFORM core.leave_system_context(v_previous);
END
$$;

CREATE TABLE IF NOT EXISTS membership.oauth_issuer (
    issuer                     text PRIMARY KEY,
    provider                   text NOT NULL UNIQUE,
    may_provision_users        boolean NOT NULL DEFAULT false,
    may_link_by_verified_email boolean NOT NULL DEFAULT false,
    org_claim                  text,
    is_active                  boolean NOT NULL DEFAULT true,
    created_at                 timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_oauth_issuer_url CHECK (issuer ~ '^https?://[^\s]+$' AND length(issuer) <= 2000),
    CONSTRAINT ck_oauth_issuer_provider CHECK (provider ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$' AND lower(provider) <> 'apikey')
);
COMMENT ON TABLE membership.oauth_issuer IS
    'Authorization servers whose access tokens this database accepts (through the gateway''s assertions), and what '
    'each may do on first use: provision users, link by verified email. Operators write it (membership.set_oauth_issuer).';
CALL internal.grant_on_table('membership.oauth_issuer', 'SELECT', 'admin');
SELECT core.ensure_forced_rls('membership.oauth_issuer');
CREATE OR REPLACE TRIGGER tr_oauth_issuer_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    ON membership.oauth_issuer FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
SELECT core.ensure_policy('membership.oauth_issuer', 'oauth_issuer_operator_read', 'SELECT', ARRAY['admin'], 'true');

CREATE OR REPLACE FUNCTION membership.set_oauth_issuer(
    p_issuer                     text,
    p_provider                   text,
    p_may_provision_users        boolean DEFAULT false,
    p_may_link_by_verified_email boolean DEFAULT false,
    p_org_claim                  text DEFAULT NULL,
    p_is_active                  boolean DEFAULT true)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    INSERT INTO membership.oauth_issuer (issuer, provider, may_provision_users, may_link_by_verified_email, org_claim, is_active)
    VALUES (p_issuer, p_provider, p_may_provision_users, p_may_link_by_verified_email, p_org_claim, p_is_active)
        ON CONFLICT (issuer) DO UPDATE
       SET provider = EXCLUDED.provider, may_provision_users = EXCLUDED.may_provision_users,
           may_link_by_verified_email = EXCLUDED.may_link_by_verified_email, org_claim = EXCLUDED.org_claim,
           is_active = EXCLUDED.is_active;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.set_oauth_issuer(text, text, boolean, boolean, text, boolean) IS
    'Operators: trusts (or updates) an OAuth issuer: its provider name, whether it may provision users and link by '
    'verified email, the organization claim it carries, whether it is active.';
CALL internal.grant_execute('membership.set_oauth_issuer(text, text, boolean, boolean, text, boolean)', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Verification (owner-only, writes nothing)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.oauth_assertion_claims(p_assertion text, OUT o_claims jsonb, OUT o_reason text)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- The shape ^pgmi-oat\.([A-Za-z0-9_-]+)\.([0-9a-f]{64})$, checked part by part: that expression with its
    -- captures took over 100 µs per call in PostgreSQL's matcher, on every signed-in request; three dot-separated
    -- parts, each a plain character class, say the same (test_oauth_assertion_shape compares the two).
    v_body   text := split_part(p_assertion, '.', 2);
    v_mac    text := split_part(p_assertion, '.', 3);
    v_secret text;
    v_given  bytea;
    v_mac_ok bytea;
BEGIN
    IF length(p_assertion) > 16384 OR left(p_assertion, 9) IS DISTINCT FROM 'pgmi-oat.'
       OR v_body = '' OR v_body ~ '[^A-Za-z0-9_-]' OR length(v_mac) <> 64 OR v_mac ~ '[^0-9a-f]'
       OR length(p_assertion) <> 9 + length(v_body) + 1 + 64 THEN      -- nothing after the MAC
        o_reason := 'malformed assertion';
        RETURN;
    END IF;
    -- The caller is in the system context (the key table is owner-only under forced row-level security).
    SELECT k.secret INTO v_secret FROM membership.oauth_assertion_key k WHERE k.id = 1;
    IF v_secret IS NULL THEN
        o_reason := 'oauth is not configured';
        RETURN;
    END IF;
    v_mac_ok := extensions.hmac(convert_to('oauth-assertion' || chr(10) || v_body, 'UTF8'), convert_to(v_secret, 'UTF8'), 'sha256');
    v_given := decode(v_mac, 'hex');
    -- Digests of both sides: an early-exit comparison then says nothing about how much of a guess was right.
    IF extensions.digest(v_mac_ok, 'sha256') IS DISTINCT FROM extensions.digest(v_given, 'sha256') THEN
        o_reason := 'assertion MAC mismatch';
        RETURN;
    END IF;
    o_claims := convert_from(internal.base64url_decode(v_body), 'UTF8')::jsonb;    -- we keyed it, so it parses
    IF jsonb_typeof(o_claims -> 'exp') <> 'number' OR (o_claims ->> 'exp')::numeric <= extract(epoch FROM clock_timestamp()) THEN
        o_claims := NULL;
        o_reason := 'assertion expired';
    ELSIF coalesce(o_claims ->> 'sub', '') = '' OR coalesce(o_claims ->> 'iss', '') = '' THEN
        o_claims := NULL;
        o_reason := 'assertion without issuer or subject';
    END IF;
END
$$;
COMMENT ON FUNCTION membership.oauth_assertion_claims(text) IS
    'The claims of a gateway assertion whose MAC verifies under the stored secret and that has not expired; else '
    'NULL and the reason. Call it in the system context. Owner-only.';
REVOKE ALL ON FUNCTION membership.oauth_assertion_claims(text) FROM PUBLIC;

-- The claims the identity keeps for the rest of the transaction: scopes, and the organization it is confined to.
CREATE OR REPLACE FUNCTION membership.oauth_token_grant(p_claims jsonb, p_user_id uuid)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_org  text := nullif(p_claims ->> 'org', '');
    v_org_id uuid;
BEGIN
    IF v_org IS NOT NULL THEN
        -- By id or by slug; an organization the user does not belong to confines the session to nothing.
        SELECT o.object_id INTO v_org_id FROM membership.organization o
         WHERE (CASE WHEN v_org ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                     THEN o.object_id = v_org::uuid ELSE o.slug = v_org END)
           AND o.object_id = ANY (membership.effective_org_ids(p_user_id));
        RETURN jsonb_build_object('iss', p_claims ->> 'iss', 'scp', coalesce(p_claims -> 'scp', '[]'),
                                  'org', coalesce(v_org_id::text, '00000000-0000-0000-0000-000000000000'));
    END IF;
    RETURN jsonb_build_object('iss', p_claims ->> 'iss', 'scp', coalesce(p_claims -> 'scp', '[]'), 'org', NULL);
END
$$;
COMMENT ON FUNCTION membership.oauth_token_grant(jsonb, uuid) IS
    'What a token session keeps in its identity ("tok"): issuer, scopes, the organization it is confined to. Owner-only.';
REVOKE ALL ON FUNCTION membership.oauth_token_grant(jsonb, uuid) FROM PUBLIC;

-- Long-running tools (lib/api 29-mcp-tasks) run later, under the identity they were created with: a token
-- session's grant is recorded with the task and narrows that identity again, so a task never has more than the
-- token that created it. Only narrows: a key session or an anonymous one is left as it is.
CREATE OR REPLACE FUNCTION membership.restore_token_grant(p_grant jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.current_identity();
BEGIN
    IF v_identity IS NOT NULL AND p_grant IS NOT NULL AND jsonb_typeof(p_grant) = 'object' AND v_identity -> 'kid' = 'null'::jsonb THEN
        PERFORM membership.store_identity(membership.confine_to_token(v_identity, p_grant));
    END IF;
END
$$;
COMMENT ON FUNCTION membership.restore_token_grant(jsonb) IS
    'Narrows the current person identity to a recorded token grant (scopes, organization). Owner-only.';
REVOKE ALL ON FUNCTION membership.restore_token_grant(jsonb) FROM PUBLIC;

-- A task runs after the request that created it: a recorded token grant still counts only while its issuer is
-- trusted and active, as a key still counts only while it is not revoked. A grant-less (API-key) task: true.
CREATE OR REPLACE FUNCTION membership.token_grant_is_trusted(p_grant jsonb)
RETURNS boolean
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text;
    v_trusted  boolean;
BEGIN
    IF p_grant IS NULL OR jsonb_typeof(p_grant) <> 'object' THEN
        RETURN true;
    END IF;
    v_previous := core.enter_system_context();
    v_trusted := EXISTS (SELECT FROM membership.oauth_issuer i WHERE i.issuer = p_grant ->> 'iss' AND i.is_active);
    PERFORM core.leave_system_context(v_previous);
    RETURN v_trusted;
END
$$;
COMMENT ON FUNCTION membership.token_grant_is_trusted(jsonb) IS
    'Whether a recorded token grant''s issuer is still trusted and active (true without a grant). Owner-only.';
REVOKE ALL ON FUNCTION membership.token_grant_is_trusted(jsonb) FROM PUBLIC;

-- The identity of a verified assertion's subject, or NULL and why. Writes nothing: an unknown subject is refused
-- here (PA401); the gateway provisions it beforehand with membership.provision_identity.
-- Gained o_expires_at: a changed result type cannot be replaced in place, so the old form (two OUT columns) is dropped
-- once; later deploys find the new one and keep it.
DO $$
BEGIN
    IF (SELECT cardinality(p.proallargtypes) FROM pg_catalog.pg_proc p
         WHERE p.oid = pg_catalog.to_regprocedure('membership.check_oauth_assertion(text)')) = 3 THEN
        DROP FUNCTION membership.check_oauth_assertion(text);
    END IF;
END
$$;

CREATE OR REPLACE FUNCTION membership.check_oauth_assertion(
    p_assertion text,
    OUT o_identity   jsonb,
    OUT o_reason     text,
    OUT o_expires_at timestamptz)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
    v_check    record;
    v_claims   jsonb;
    v_provider text;
    v_user_id  uuid;
    v_active_user uuid;
    v_identity jsonb;
    v_grant    jsonb;
BEGIN
    -- One system context for the whole check: the secret, the issuer and the subject's link are read in it.
    SELECT c.o_claims, c.o_reason INTO v_check FROM membership.oauth_assertion_claims(p_assertion) AS c;
    v_claims := v_check.o_claims;
    IF v_claims IS NULL THEN
        o_reason := v_check.o_reason;
    ELSE
        -- The trusted issuer, the subject's link and whether its user is active, in one statement (NOT FOUND:
        -- the issuer is not trusted).
        SELECT i.provider, ui.user_object_id, u.object_id INTO v_provider, v_user_id, v_active_user
          FROM membership.oauth_issuer i
          LEFT JOIN membership.user_identity ui ON ui.idp_provider = i.provider AND ui.idp_subject_id = v_claims ->> 'sub'
          LEFT JOIN membership."user" u ON u.object_id = ui.user_object_id AND u.is_active
         WHERE i.issuer = v_claims ->> 'iss' AND i.is_active;
        IF NOT FOUND THEN
            o_reason := 'issuer not trusted';
        ELSIF v_user_id IS NULL THEN
            o_reason := 'identity unknown';
        ELSIF v_active_user IS NULL THEN
            o_reason := 'identity did not resolve';
        ELSE
            -- Both into variables first: confine_to_token is then inlined into this expression, not called
            -- (with a function call as an argument it was planned anew on every call, 70 µs).
            v_identity := membership.resolve_person(v_provider || '|' || (v_claims ->> 'sub'), v_active_user);
            v_grant := membership.oauth_token_grant(v_claims, v_user_id);
            o_identity := membership.confine_to_token(v_identity, v_grant);
            IF o_identity IS NULL THEN
                o_reason := 'identity did not resolve';
            ELSE
                o_expires_at := to_timestamp((v_claims ->> 'exp')::numeric);
            END IF;
        END IF;
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.check_oauth_assertion(text) IS
    'Verifies a gateway token assertion (MAC, expiry, trusted issuer) and resolves its subject''s identity, narrowed '
    'to the token''s scopes and organization, with the assertion''s expiry; NULL and the reason otherwise. Writes '
    'nothing. Owner-only.';
REVOKE ALL ON FUNCTION membership.check_oauth_assertion(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- First use (the one writer)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.provision_identity(p_assertion text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_check    record;
    v_claims   jsonb;
    v_issuer   membership.oauth_issuer;
    v_user_id  uuid;
    v_email    text;
    v_verified boolean;
    v_previous text;
BEGIN
    v_previous := core.enter_system_context();
    SELECT c.o_claims, c.o_reason INTO v_check FROM membership.oauth_assertion_claims(p_assertion) AS c;
    v_claims := v_check.o_claims;
    IF v_claims IS NULL THEN
        PERFORM core.leave_system_context(v_previous);
        RETURN NULL;
    END IF;
    SELECT i.* INTO v_issuer FROM membership.oauth_issuer i WHERE i.issuer = v_claims ->> 'iss' AND i.is_active;
    IF v_issuer.issuer IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('membership.identity:' || v_issuer.provider || '|' || (v_claims ->> 'sub'), 0));
        SELECT i.user_object_id INTO v_user_id FROM membership.user_identity i
         WHERE i.idp_provider = v_issuer.provider AND i.idp_subject_id = v_claims ->> 'sub';
        v_email := common.normalize_email(v_claims ->> 'email');
        v_verified := coalesce((v_claims ->> 'ev')::boolean, false);
        IF v_user_id IS NULL AND v_issuer.may_link_by_verified_email AND v_verified AND v_email IS NOT NULL THEN
            SELECT u.object_id INTO v_user_id FROM membership."user" u WHERE u.email = v_email AND u.email_verified;
            IF v_user_id IS NOT NULL THEN
                INSERT INTO membership.user_identity (user_object_id, idp_provider, idp_subject_id)
                VALUES (v_user_id, v_issuer.provider, v_claims ->> 'sub');
            END IF;
        END IF;
        IF v_user_id IS NULL AND v_issuer.may_provision_users THEN
            -- A machine client (client_credentials) has no email: it gets a placeholder address that is
            -- never verified, so it can neither link nor be linked to.
            IF v_email IS NULL OR NOT common.is_email(v_email) THEN
                v_email := 'oauth-' || substr(encode(extensions.digest(v_issuer.provider || '|' || (v_claims ->> 'sub'), 'sha256'), 'hex'), 1, 24)
                           || '@clients.invalid';
                v_verified := false;
            END IF;
            -- upsert_user's rules for the rest (verified-to-verified only; a personal organization). Linking is
            -- not wanted here (handled above), so a verified address another user holds stays unverified.
            -- The same lock upsert_user takes: two first sign-ins with one verified address cannot both claim it.
            PERFORM pg_advisory_xact_lock(hashtextextended('membership.email:' || v_email, 0));
            INSERT INTO membership."user" (email, display_name, email_verified)
            VALUES (v_email, left(nullif(btrim(v_claims ->> 'name'), ''), 200),
                    v_verified AND NOT EXISTS (SELECT FROM membership."user" o WHERE o.email = v_email AND o.email_verified))
            RETURNING object_id INTO v_user_id;
            PERFORM membership.create_personal_organization(v_user_id);
            INSERT INTO membership.user_identity (user_object_id, idp_provider, idp_subject_id)
            VALUES (v_user_id, v_issuer.provider, v_claims ->> 'sub');
        END IF;
    END IF;
    PERFORM core.leave_system_context(v_previous);
    RETURN v_user_id;
END
$$;
COMMENT ON FUNCTION membership.provision_identity(text) IS
    'First use of an OAuth subject: verifies the gateway assertion, then returns the linked user -- linking by '
    'verified email or creating the user (with a personal organization) only when its issuer may. NULL when refused. '
    'The gateway calls it in autocommit on the primary, never inside a request''s transaction.';
CALL internal.grant_execute('membership.provision_identity(text)', 'api', 'admin');
