-- membership: where API keys live, what they look like, and when one is live.
--
-- Defines the enum membership.api_key_status (active, disabled, revoked), the tables membership.api_key
-- (no plaintext: only the SHA-256 of the whole key, as 32 bytes) and membership.api_key_event
-- (append-only audit trail), the deploy-time prefix setting, the key format
-- (membership.api_key_prefix(), membership.api_key_checksum(), membership.parse_api_key(),
-- membership.generate_api_key_material()), the scope grammar (membership.is_valid_scope_list) and the ONE
-- liveness predicate (membership.api_key_refusal / membership.api_key_is_live; membership.api_key_column_refusal
-- for the key's own columns) that validation, request
-- identity, listing and management all use; and minting (membership.insert_api_key, after
-- membership.check_key_holder), the one path every new key takes, with the optional deploy parameter
-- api_key_max_lifetime.
--
-- Key format: <prefix>_<key_id>_<secret>_<checksum>
--   prefix    internal.setting 'api_key_prefix' at mint time; stored per key, so a later prefix change
--             leaves existing keys valid
--   key_id    12 lowercase hex characters (6..32 accepted), public lookup handle
--   secret    43 base62 characters (256 bits from a CSPRNG)
--   checksum  base62(CRC-32 of "<prefix>_<key_id>_<secret>"), 6 characters, left-padded with '0',
--             so a leak scanner can tell a real key from noise without asking the database
-- Relies on: common (crc32, base62), core (entity_id, entity standards), 01-02 (user, organization, effective
-- membership). Trust boundary: none here; the functions are owner-only building blocks for 06 (request identity) and 12-13 (API keys).

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                    WHERE n.nspname = 'membership' AND t.typname = 'api_key_status') THEN
        CREATE TYPE membership.api_key_status AS ENUM ('active', 'disabled', 'revoked');
    END IF;
    REVOKE USAGE ON TYPE membership.api_key_status FROM PUBLIC;
    EXECUTE format('GRANT USAGE ON TYPE membership.api_key_status TO %I, %I, %I',
                   internal.role_name('api'), internal.role_name('admin'), internal.role_name('customer'));
END
$$;
COMMENT ON TYPE membership.api_key_status IS 'API key lifecycle: active <-> disabled, either -> revoked (permanent).';

-- The prefix for keys minted from now on, from the deploy parameter api_key_prefix.
DO $$
DECLARE
    v_prefix text := nullif(current_setting('pgmi.api_key_prefix', true), '');
BEGIN
    IF v_prefix IS NULL THEN
        v_prefix := coalesce(internal.setting_value('api_key_prefix'), 'pgmi');
    END IF;
    IF v_prefix !~ '^[a-z][a-z0-9_]{0,31}$' THEN
        RAISE EXCEPTION 'invalid api_key_prefix "%"', v_prefix
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Use a lowercase letter followed by up to 31 lowercase letters, digits or underscores.';
    END IF;
    INSERT INTO internal.setting (key, value) VALUES ('api_key_prefix', v_prefix)
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;
END
$$;

CREATE OR REPLACE FUNCTION membership.is_valid_scope_list(p_scopes text[])
RETURNS boolean
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    -- A scope is "resource" or "resource:action": keys:write, invoices:read, platform:admin.
    SELECT p_scopes IS NOT NULL AND cardinality(p_scopes) <= 32
       AND coalesce(bool_and(s IS NOT NULL AND s ~ '^[a-z][a-z0-9_.-]{0,31}(:[a-z0-9_.*-]{1,31})?$'), true)
      FROM unnest(p_scopes) AS s;
$$;
COMMENT ON FUNCTION membership.is_valid_scope_list(text[]) IS
    'Whether every scope is "name" or "name:action" (lowercase, at most 32 scopes). Scopes the template knows: '
    'keys:read, keys:write (manage keys from a key session), members:write (invite, change roles), platform:admin.';
CALL internal.grant_execute('membership.is_valid_scope_list(text[])', 'api', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership.api_key (
    object_id           core.entity_id PRIMARY KEY,
    organization_id     uuid NOT NULL REFERENCES membership.organization (object_id),
    user_id             uuid NOT NULL REFERENCES membership."user" (object_id),
    key_id              text NOT NULL,
    key_prefix          text NOT NULL,
    key_hash            bytea NOT NULL,
    format_version      smallint NOT NULL DEFAULT 1,
    display_name        text NOT NULL,
    status              membership.api_key_status NOT NULL DEFAULT 'active',
    scopes              text[] NOT NULL DEFAULT '{}',
    activated_at        timestamptz,
    expires_at          timestamptz,
    last_used_at        timestamptz,
    created_by          uuid REFERENCES membership."user" (object_id),
    created_by_key_id   text,
    created_by_operator name,
    rotated_from_key_id text,
    disabled_at         timestamptz,
    disabled_by         uuid,
    revoked_at          timestamptz,
    revoked_by          uuid,
    revoke_reason       text,
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_api_key_key_id UNIQUE (key_id),
    CONSTRAINT ck_api_key_key_id CHECK (key_id ~ '^[0-9a-f]{6,32}$'),
    CONSTRAINT ck_api_key_prefix CHECK (key_prefix ~ '^[a-z][a-z0-9_]{0,31}$'),
    CONSTRAINT ck_api_key_key_hash CHECK (octet_length(key_hash) = 32),
    CONSTRAINT ck_api_key_display_name_not_empty CHECK (length(btrim(display_name)) BETWEEN 1 AND 200),
    CONSTRAINT ck_api_key_scopes CHECK (membership.is_valid_scope_list(scopes)),
    CONSTRAINT ck_api_key_window CHECK (expires_at IS NULL OR activated_at IS NULL OR expires_at > activated_at),
    CONSTRAINT ck_api_key_revoked CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
);
COMMENT ON TABLE membership.api_key IS
    'API keys. key_hash is SHA-256 of the whole key (32 bytes); the plaintext is shown once, at creation, and never stored.';
COMMENT ON COLUMN membership.api_key.key_id IS 'Public lookup handle: lowercase hex, 12 characters when minted here (6..32 accepted).';
COMMENT ON COLUMN membership.api_key.key_prefix IS 'The prefix the key was minted with; changing the deploy prefix leaves old keys valid.';
COMMENT ON COLUMN membership.api_key.scopes IS 'What the key may do beyond reading and writing its organization''s data (see is_valid_scope_list).';
COMMENT ON COLUMN membership.api_key.created_by_key_id IS 'The key whose session minted this one (its expiry and scopes cap this key''s).';
SELECT core.apply_entity_standards('membership.api_key');
CREATE INDEX IF NOT EXISTS ix_api_key_org ON membership.api_key (organization_id) WHERE deleted_at IS NULL AND status <> 'revoked';
CREATE INDEX IF NOT EXISTS ix_api_key_user ON membership.api_key (user_id) WHERE deleted_at IS NULL;
-- last_used_at is bookkeeping, not a change: it leaves updated_at alone.
CREATE OR REPLACE TRIGGER tr_api_key_touch BEFORE UPDATE OF display_name, status, scopes, activated_at, expires_at,
    deleted_at, disabled_at, revoked_at ON membership.api_key
    FOR EACH ROW EXECUTE FUNCTION membership.touch_updated_at();
-- Every column a key's check or identity reads (last_used_at is bookkeeping): identities remembered across
-- transactions are keyed by the presented key, so a changed hash or key_id must end them too.
CREATE OR REPLACE TRIGGER tr_api_key_identity_epoch AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, activated_at,
    expires_at, organization_id, user_id, scopes, deleted_at, key_id, key_hash, key_prefix ON membership.api_key
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
-- No table grants: customers list keys through membership.list_api_keys (no hashes), operators through
-- membership.list_api_keys_for_operator.
REVOKE ALL ON membership.api_key FROM PUBLIC;

CREATE TABLE IF NOT EXISTS membership.api_key_event (
    object_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key_id        text NOT NULL,
    event         text NOT NULL,
    actor_user_id uuid,
    actor_key_id  text,
    actor_role    name NOT NULL DEFAULT session_user,
    occurred_at   timestamptz NOT NULL DEFAULT now(),
    detail        jsonb NOT NULL DEFAULT '{}',
    CONSTRAINT ck_api_key_event CHECK (event IN ('created', 'disabled', 'enabled', 'revoked', 'rotated'))
);
COMMENT ON TABLE membership.api_key_event IS
    'Append-only audit trail of API key lifecycle events: who (user, key, database role) did what, when.';
CREATE INDEX IF NOT EXISTS ix_api_key_event_key ON membership.api_key_event (key_id, occurred_at);
CALL internal.grant_on_table('membership.api_key_event', 'SELECT', 'admin');

CREATE OR REPLACE FUNCTION membership.reject_event_change()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0409';
END
$$;
COMMENT ON FUNCTION membership.reject_event_change() IS 'Trigger: refuses UPDATE and DELETE on audit tables.';
REVOKE ALL ON FUNCTION membership.reject_event_change() FROM PUBLIC;
CREATE OR REPLACE TRIGGER tr_api_key_event_append_only BEFORE UPDATE OR DELETE ON membership.api_key_event
    FOR EACH ROW EXECUTE FUNCTION membership.reject_event_change();

-- ---------------------------------------------------------------------------------------------------
-- Key format
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.api_key_prefix()
RETURNS text
LANGUAGE sql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    -- SECURITY DEFINER only to read internal.setting, which callers cannot see.
    SELECT coalesce(internal.setting_value('api_key_prefix'), 'pgmi');
$$;
COMMENT ON FUNCTION membership.api_key_prefix() IS 'The prefix new API keys are minted with (deploy parameter api_key_prefix).';
CALL internal.grant_execute('membership.api_key_prefix()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.api_key_checksum(p_body text)
RETURNS text
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
    SELECT common.base62_encode(common.crc32(convert_to(p_body, 'UTF8')), 6);
$$;
COMMENT ON FUNCTION membership.api_key_checksum(text) IS
    'The 6-character checksum of "<prefix>_<key_id>_<secret>": base62 (0-9A-Za-z) of its CRC-32, left-padded with 0.';
CALL internal.grant_execute('membership.api_key_checksum(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.parse_api_key(p_raw_key text)
RETURNS TABLE(key_prefix text, key_id text)
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
    v_parts text[];
BEGIN
    -- Parsed from the right: the checksum, secret and key_id contain no '_', the prefix may.
    IF p_raw_key IS NULL OR length(p_raw_key) > 200 THEN
        RETURN;
    END IF;
    v_parts := regexp_match(p_raw_key, '^([a-z][a-z0-9_]{0,31})_([0-9a-f]{6,32})_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$');
    IF v_parts IS NULL
       OR membership.api_key_checksum(v_parts[1] || '_' || v_parts[2] || '_' || v_parts[3]) <> v_parts[4] THEN
        RETURN;
    END IF;
    key_prefix := v_parts[1];
    key_id := v_parts[2];
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION membership.parse_api_key(text) IS
    'The prefix and key_id of a well-formed key whose checksum matches; no row otherwise. Checks nothing in the database.';
CALL internal.grant_execute('membership.parse_api_key(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION membership.generate_api_key_material()
RETURNS TABLE(key_prefix text, key_id text, full_key text, key_hash bytea)
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_body text;
BEGIN
    key_prefix := membership.api_key_prefix();
    key_id := encode(extensions.gen_random_bytes(6), 'hex');
    v_body := key_prefix || '_' || key_id || '_' || common.random_base62(43);
    full_key := v_body || '_' || membership.api_key_checksum(v_body);
    key_hash := extensions.digest(full_key, 'sha256');
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION membership.generate_api_key_material() IS
    'A fresh key (prefix, key_id, plaintext, SHA-256). Writes nothing; owner-only.';
REVOKE ALL ON FUNCTION membership.generate_api_key_material() FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Liveness: the one predicate
-- ---------------------------------------------------------------------------------------------------
-- The key's own columns only: what a request's identity resolution does not look at again.
CREATE OR REPLACE FUNCTION membership.api_key_column_refusal(p_key membership.api_key)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
    -- NULL when the key's own columns allow it now; in this order.
    IF p_key.object_id IS NULL OR p_key.deleted_at IS NOT NULL THEN
        RETURN 'unknown key';
    ELSIF p_key.status <> 'active' THEN
        RETURN 'key is ' || p_key.status::text;
    ELSIF p_key.activated_at > now() THEN
        RETURN 'key not yet active';
    ELSIF p_key.expires_at <= now() THEN
        RETURN 'key expired';
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION membership.api_key_column_refusal(membership.api_key) IS
    'Why the key''s own columns refuse it right now (unknown, not active, not yet active, expired), or NULL. Owner-only.';
REVOKE ALL ON FUNCTION membership.api_key_column_refusal(membership.api_key) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.api_key_refusal(p_key membership.api_key)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_refusal text := membership.api_key_column_refusal(p_key);
BEGIN
    -- NULL when the key is live. The key's own columns first (no lookup).
    IF v_refusal IS NOT NULL THEN
        RETURN v_refusal;
    END IF;
    -- An effective member (02) is an active user in an active organization: one lookup settles the live
    -- case. Only a refusal looks further, to name the first failing check.
    IF membership.has_organization_access(p_key.user_id, p_key.organization_id) THEN
        RETURN NULL;
    END IF;
    RETURN CASE
               WHEN NOT EXISTS (SELECT FROM membership."user" u WHERE u.object_id = p_key.user_id AND u.is_active)
                   THEN 'user is inactive'
               WHEN NOT EXISTS (SELECT FROM membership.organization o
                                 WHERE o.object_id = p_key.organization_id AND o.is_active)
                   THEN 'organization is inactive'
               ELSE 'user is not a member'
           END;
END
$$;
COMMENT ON FUNCTION membership.api_key_refusal(membership.api_key) IS
    'Why the key cannot be used right now (reason text), or NULL when it is live. Call it in the system context.';
REVOKE ALL ON FUNCTION membership.api_key_refusal(membership.api_key) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.api_key_is_live(p_key membership.api_key)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
    SELECT membership.api_key_refusal(p_key) IS NULL;
$$;
COMMENT ON FUNCTION membership.api_key_is_live(membership.api_key) IS
    'The liveness predicate: active, activated, not expired, user and organization active, user still a member.';
REVOKE ALL ON FUNCTION membership.api_key_is_live(membership.api_key) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Minting (owner-only; every path that creates a key -- self-service, rotation, operators -- goes here)
-- ---------------------------------------------------------------------------------------------------
DO $$
DECLARE
    v_lifetime text := nullif(current_setting('pgmi.api_key_max_lifetime', true), '');
BEGIN
    -- Optional deploy parameter api_key_max_lifetime (an interval, e.g. "90 days"): keys without an expiry
    -- get it, and no key may outlive it. Unset: keys may be created without expiry.
    IF v_lifetime IS NOT NULL THEN
        IF common.try_cast(v_lifetime, NULL::interval) IS NULL OR common.try_cast(v_lifetime, NULL::interval) <= interval '0' THEN
            RAISE EXCEPTION 'invalid api_key_max_lifetime "%"', v_lifetime
                USING ERRCODE = 'invalid_parameter_value', HINT = 'Use a positive interval such as "90 days".';
        END IF;
        INSERT INTO internal.setting (key, value) VALUES ('api_key_max_lifetime', v_lifetime)
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
         WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;
    END IF;
END
$$;

CREATE OR REPLACE FUNCTION membership.check_key_holder(p_user_id uuid, p_organization_id uuid)
RETURNS void
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM membership."user" u WHERE u.object_id = p_user_id AND u.is_active) THEN
        RAISE EXCEPTION 'User not found or inactive: %', p_user_id USING ERRCODE = 'P0404';
    END IF;
    IF NOT EXISTS (SELECT FROM membership.organization o WHERE o.object_id = p_organization_id AND o.is_active) THEN
        RAISE EXCEPTION 'Organization not found or inactive: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    IF NOT membership.has_organization_access(p_user_id, p_organization_id) THEN
        RAISE EXCEPTION 'User is not an active member of organization' USING ERRCODE = 'P0403';
    END IF;
END
$$;
COMMENT ON FUNCTION membership.check_key_holder(uuid, uuid) IS
    'Raises unless the user is active, the organization is active and the user is an effective member. System context.';
REVOKE ALL ON FUNCTION membership.check_key_holder(uuid, uuid) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.insert_api_key(
    p_user_id          uuid,
    p_organization_id  uuid,
    p_display_name     text,
    p_activated_at     timestamptz,
    p_expires_at       timestamptz,
    p_scopes           text[],
    p_created_by       uuid,
    p_created_by_key   text,
    p_operator         name,
    p_rotated_from     text)
RETURNS TABLE(full_key text, key_id text, object_id uuid, expires_at timestamptz)
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    v_max      interval := common.try_cast(internal.setting_value('api_key_max_lifetime'), NULL::interval);
    v_expires  timestamptz := p_expires_at;
    v_material record;
    v_id       uuid;
BEGIN
    IF NOT membership.is_valid_scope_list(p_scopes) THEN
        RAISE EXCEPTION 'invalid scopes %', p_scopes
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Scopes look like "keys:write" or "invoices:read".';
    END IF;
    IF v_max IS NOT NULL THEN
        v_expires := coalesce(v_expires, now() + v_max);
        IF v_expires > now() + v_max THEN
            RAISE EXCEPTION 'an API key may live at most %', v_max USING ERRCODE = 'invalid_parameter_value';
        END IF;
    END IF;
    IF v_expires <= now() THEN
        RAISE EXCEPTION 'expires_at must be in the future' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM membership.check_key_holder(p_user_id, p_organization_id);

    -- 2^48 key_ids make a collision unlikely; a few attempts make a failure a clear error, not a bad row.
    FOR v_attempt IN 1 .. 5 LOOP
        SELECT m.* INTO v_material FROM membership.generate_api_key_material() AS m;
        INSERT INTO membership.api_key (organization_id, user_id, key_id, key_prefix, key_hash, display_name,
                                        scopes, activated_at, expires_at, created_by, created_by_key_id,
                                        created_by_operator, rotated_from_key_id)
        VALUES (p_organization_id, p_user_id, v_material.key_id, v_material.key_prefix, v_material.key_hash,
                btrim(p_display_name), p_scopes, p_activated_at, v_expires, p_created_by, p_created_by_key,
                p_operator, p_rotated_from)
            ON CONFLICT (key_id) DO NOTHING
        RETURNING object_id INTO v_id;
        EXIT WHEN v_id IS NOT NULL;
    END LOOP;
    IF v_id IS NULL THEN
        RAISE EXCEPTION 'Failed to generate a unique key_id after retries' USING ERRCODE = 'P0500';
    END IF;

    INSERT INTO membership.api_key_event (key_id, event, actor_user_id, actor_key_id, detail)
    VALUES (v_material.key_id, 'created', p_created_by, p_created_by_key,
            jsonb_strip_nulls(jsonb_build_object('operator', p_operator, 'rotated_from', p_rotated_from,
                                                 'organization_id', p_organization_id, 'user_id', p_user_id)));
    full_key := v_material.full_key;
    key_id := v_material.key_id;
    object_id := v_id;
    expires_at := v_expires;
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION membership.insert_api_key(uuid, uuid, text, timestamptz, timestamptz, text[], uuid, text, name, text) IS
    'Mints and stores a key after checking scopes, expiry and the holder; records the event; returns the plaintext once. '
    'Owner-only; system context.';
REVOKE ALL ON FUNCTION membership.insert_api_key(uuid, uuid, text, timestamptz, timestamptz, text[], uuid, text, name, text) FROM PUBLIC;
