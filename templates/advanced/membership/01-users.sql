-- membership: users, their external identities, and system-wide roles.
--
-- Defines the tables membership."user", membership.user_identity, membership.role (seeded with
-- 'superuser', the platform administrator) and membership.user_role; the views vw_users, vw_user_roles,
-- vw_user_identities and vw_active_users (security_invoker, so the reader's row-level security applies);
-- and two trigger functions shared by later files: membership.touch_updated_at() and
-- membership.bump_identity_epoch() (tells the request-identity cache that membership data changed).
-- Row-level security for these tables is in 09-row-level-security.sql.
-- Relies on: common.normalize_email / common.is_email, core.enter_system_context (seed under FORCE RLS).
-- Trust boundary: none here; writes happen through SECURITY DEFINER functions in 10-accounts and 12-api-keys.
--
-- Invariants enforced by the schema rather than by callers:
--   * an email is stored normalised (trimmed, lower case) and is never blank;
--   * at most one user holds a given email as VERIFIED (unverified duplicates may coexist: an unverified
--     claim on an address must not block, or take over, the account of whoever proves it);
--   * an identity's provider never contains '|' and is never 'apikey' (reserved for API-key sessions).

-- ---------------------------------------------------------------------------------------------------
-- Shared trigger functions
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.touch_updated_at()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NEW IS DISTINCT FROM OLD THEN
        NEW.updated_at := now();
    END IF;
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION membership.touch_updated_at() IS 'BEFORE UPDATE trigger: keeps updated_at current when a row changes.';
REVOKE ALL ON FUNCTION membership.touch_updated_at() FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.bump_identity_epoch()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    -- The signed request identity caches the caller's organizations for the transaction; a new epoch
    -- makes the next read resolve them again. Bumping it by hand only costs a re-resolution.
    PERFORM set_config('membership.identity_epoch',
                       (coalesce(nullif(current_setting('membership.identity_epoch', true), ''), '0')::bigint + 1)::text,
                       true);
    -- Identities remembered across transactions (15-identity-cache.sql) learn of it when this one commits. As
    -- the owner (SECURITY DEFINER): whoever writes a membership table, the change is recorded.
    PERFORM membership.record_identity_change();
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION membership.bump_identity_epoch() IS
    'AFTER ... FOR EACH STATEMENT trigger: marks the cached request identity of this transaction as stale, and '
    'records the change for identities remembered across transactions (00-identity-changes.sql).';
REVOKE ALL ON FUNCTION membership.bump_identity_epoch() FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Users
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership."user" (
    object_id      uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(),
    email          text NOT NULL,
    display_name   text,
    email_verified boolean NOT NULL DEFAULT false,
    is_active      boolean NOT NULL DEFAULT true,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_user_email_normalized CHECK (email = common.normalize_email(email) AND common.is_email(email)),
    CONSTRAINT ck_user_display_name_length CHECK (display_name IS NULL OR length(display_name) <= 200)
);
COMMENT ON TABLE membership."user" IS
    'Application accounts. is_active = false is the soft delete: an inactive user never resolves as the current user.';
COMMENT ON COLUMN membership."user".email IS 'Normalised (trimmed, lower case). Unique among verified accounts only.';
CREATE UNIQUE INDEX IF NOT EXISTS uq_user_verified_email ON membership."user" (email) WHERE email_verified;
CREATE INDEX IF NOT EXISTS ix_user_email ON membership."user" (email);
CREATE OR REPLACE TRIGGER tr_user_touch BEFORE UPDATE ON membership."user"
    FOR EACH ROW EXECUTE FUNCTION membership.touch_updated_at();
CREATE OR REPLACE TRIGGER tr_user_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership."user"
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership."user"', 'SELECT', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- External identities (one user, many identity-provider accounts)
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership.user_identity (
    object_id      uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(),
    user_object_id uuid NOT NULL REFERENCES membership."user" (object_id) ON DELETE CASCADE,
    idp_provider   text NOT NULL,
    idp_subject_id text NOT NULL,
    linked_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT uq_identity UNIQUE (idp_provider, idp_subject_id),
    CONSTRAINT ck_identity_provider CHECK (idp_provider ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$'
                                           AND lower(idp_provider) <> 'apikey'),
    CONSTRAINT ck_identity_subject CHECK (length(idp_subject_id) BETWEEN 1 AND 4000)
);
COMMENT ON TABLE membership.user_identity IS
    'Identity-provider accounts linked to a user, addressed as "<provider>|<subject>" (split at the first "|"). '
    'Provider "apikey" is reserved: API-key sessions resolve from membership.api_key, not from here.';
CREATE INDEX IF NOT EXISTS ix_user_identity_user ON membership.user_identity (user_object_id);
CREATE OR REPLACE TRIGGER tr_user_identity_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.user_identity
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership.user_identity', 'SELECT', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- System-wide roles
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership.role (
    object_id   uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(),
    name        text NOT NULL UNIQUE,
    description text,
    created_at  timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE membership.role IS 'Catalog of system-wide roles. "superuser" is the platform administrator.';
CREATE OR REPLACE TRIGGER tr_role_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.role
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership.role', 'SELECT', 'admin', 'customer');

CREATE TABLE IF NOT EXISTS membership.user_role (
    user_object_id uuid NOT NULL REFERENCES membership."user" (object_id) ON DELETE CASCADE,
    role_object_id uuid NOT NULL REFERENCES membership.role (object_id) ON DELETE CASCADE,
    assigned_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_object_id, role_object_id)
);
COMMENT ON TABLE membership.user_role IS 'System-wide roles held by users.';
CREATE INDEX IF NOT EXISTS ix_user_role_role ON membership.user_role (role_object_id);
CREATE OR REPLACE TRIGGER tr_user_role_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.user_role
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership.user_role', 'SELECT', 'admin', 'customer');

-- The seed runs in the system context: on a redeploy the table already has FORCE row level security.
DO $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    INSERT INTO membership.role (name, description)
    VALUES ('superuser', 'Full system access')
        ON CONFLICT (name) DO NOTHING;
    PERFORM core.leave_system_context(v_previous);
END
$$;

-- ---------------------------------------------------------------------------------------------------
-- Views (security_invoker: what a reader sees is what row-level security lets it see)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE VIEW membership.vw_user_roles WITH (security_invoker = true) AS
SELECT ur.user_object_id, r.name AS role_name, r.object_id AS role_object_id, ur.assigned_at
  FROM membership.user_role ur
  JOIN membership.role r ON r.object_id = ur.role_object_id;
COMMENT ON VIEW membership.vw_user_roles IS 'System roles per user, with the role name.';
CALL internal.grant_on_table('membership.vw_user_roles', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_users WITH (security_invoker = true) AS
SELECT u.object_id, u.email, u.display_name, u.email_verified, u.is_active, u.created_at, u.updated_at,
       coalesce(ARRAY(SELECT DISTINCT r.name
                        FROM membership.user_role ur
                        JOIN membership.role r ON r.object_id = ur.role_object_id
                       WHERE ur.user_object_id = u.object_id
                       ORDER BY r.name), '{}') AS roles
  FROM membership."user" u;
COMMENT ON VIEW membership.vw_users IS 'Users with their system role names (roles is {} when there are none, never NULL).';
CALL internal.grant_on_table('membership.vw_users', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_user_identities WITH (security_invoker = true) AS
SELECT i.object_id, i.user_object_id, i.idp_provider, i.idp_subject_id, i.linked_at, u.email, u.display_name
  FROM membership.user_identity i
  JOIN membership."user" u ON u.object_id = i.user_object_id;
COMMENT ON VIEW membership.vw_user_identities IS 'Identity-provider accounts with their user''s email and name.';
CALL internal.grant_on_table('membership.vw_user_identities', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_active_users WITH (security_invoker = true) AS
SELECT u.object_id, u.email, u.display_name, u.email_verified, u.created_at, u.updated_at
  FROM membership."user" u
 WHERE u.is_active;
COMMENT ON VIEW membership.vw_active_users IS 'Users that are not deactivated.';
CALL internal.grant_on_table('membership.vw_active_users', 'SELECT', 'admin', 'customer');
