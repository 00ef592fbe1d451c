-- membership: organizations (tenants) and memberships.
--
-- Defines the enums membership.member_role (reader < contributor < admin) and membership.invitation_status
-- (kept for compatibility; a membership row is 'active' or 'removed', invitations live in 04 and 11), the tables
-- membership.organization and membership.organization_member, the rule "one personal organization per
-- user" (partial unique index), a trigger that keeps personal organizations personal and one that allows
-- only legal membership transitions (active <-> removed), the "effective membership" helpers every
-- authority check uses, and the organization views.
-- Effective membership, everywhere: the user is active, the organization is active, and the user either
-- owns it or holds an active membership row. (The owner is always an effective admin.)
-- Relies on: 01-users.sql. Trust boundary: none; the helpers are SECURITY INVOKER, so a customer sees
-- only what row-level security (09) lets it see, and trusted code calls them in the system context.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                    WHERE n.nspname = 'membership' AND t.typname = 'member_role') THEN
        CREATE TYPE membership.member_role AS ENUM ('reader', 'contributor', 'admin');
    END IF;
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                    WHERE n.nspname = 'membership' AND t.typname = 'invitation_status') THEN
        CREATE TYPE membership.invitation_status AS ENUM ('pending', 'active', 'declined', 'removed');
    END IF;
    REVOKE USAGE ON TYPE membership.member_role, membership.invitation_status FROM PUBLIC;
    EXECUTE format('GRANT USAGE ON TYPE membership.member_role, membership.invitation_status TO %I, %I, %I',
                   internal.role_name('api'), internal.role_name('admin'), internal.role_name('customer'));
END
$$;
COMMENT ON TYPE membership.member_role IS 'Role inside an organization, ordered: reader < contributor < admin.';
COMMENT ON TYPE membership.invitation_status IS
    'Status of a membership row. Only active and removed are used; invitations are membership.invitation rows.';

-- ---------------------------------------------------------------------------------------------------
-- Organizations
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership.organization (
    object_id     uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(),
    name          text NOT NULL,
    slug          text NOT NULL UNIQUE,
    owner_user_id uuid NOT NULL REFERENCES membership."user" (object_id),
    is_personal   boolean NOT NULL DEFAULT false,
    is_active     boolean NOT NULL DEFAULT true,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_organization_name CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    CONSTRAINT ck_organization_slug CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,62}$')
);
COMMENT ON TABLE membership.organization IS
    'Tenants. Each user has exactly one personal organization (created with the user, never transferred).';
CREATE INDEX IF NOT EXISTS ix_organization_owner ON membership.organization (owner_user_id);
CREATE UNIQUE INDEX IF NOT EXISTS uq_organization_personal ON membership.organization (owner_user_id) WHERE is_personal;
CREATE OR REPLACE TRIGGER tr_organization_touch BEFORE UPDATE ON membership.organization
    FOR EACH ROW EXECUTE FUNCTION membership.touch_updated_at();
CREATE OR REPLACE TRIGGER tr_organization_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.organization
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership.organization', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.guard_personal_organization()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        IF OLD.is_personal THEN
            RAISE EXCEPTION 'a personal organization cannot be deleted' USING ERRCODE = 'P0409';
        END IF;
        RETURN OLD;
    END IF;
    IF OLD.is_personal AND (NEW.owner_user_id <> OLD.owner_user_id OR NOT NEW.is_personal) THEN
        RAISE EXCEPTION 'a personal organization cannot be transferred or made shared' USING ERRCODE = 'P0409';
    END IF;
    IF NEW.is_personal AND NOT OLD.is_personal THEN
        RAISE EXCEPTION 'a shared organization cannot become personal' USING ERRCODE = 'P0409';
    END IF;
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION membership.guard_personal_organization() IS
    'Trigger: personal organizations are never deleted, transferred, or converted (either way).';
REVOKE ALL ON FUNCTION membership.guard_personal_organization() FROM PUBLIC;
CREATE OR REPLACE TRIGGER tr_organization_personal BEFORE UPDATE OR DELETE ON membership.organization
    FOR EACH ROW EXECUTE FUNCTION membership.guard_personal_organization();

-- ---------------------------------------------------------------------------------------------------
-- Memberships
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS membership.organization_member (
    object_id       uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid(),
    organization_id uuid NOT NULL REFERENCES membership.organization (object_id) ON DELETE CASCADE,
    user_id         uuid NOT NULL REFERENCES membership."user" (object_id) ON DELETE CASCADE,
    role            membership.member_role NOT NULL DEFAULT 'reader',
    status          membership.invitation_status NOT NULL DEFAULT 'active',
    invited_at      timestamptz NOT NULL DEFAULT now(),
    joined_at       timestamptz,
    removed_at      timestamptz,
    CONSTRAINT uq_org_member UNIQUE (organization_id, user_id),
    CONSTRAINT ck_org_member_status CHECK (status IN ('active', 'removed')),
    CONSTRAINT ck_org_member_joined CHECK (status <> 'active' OR joined_at IS NOT NULL),
    CONSTRAINT ck_org_member_removed CHECK ((status = 'removed') = (removed_at IS NOT NULL))
);
COMMENT ON TABLE membership.organization_member IS
    'Who belongs to which organization, with which role. Rows go active -> removed -> active, never back to pending.';
CREATE INDEX IF NOT EXISTS ix_org_member_user ON membership.organization_member (user_id);
CREATE INDEX IF NOT EXISTS ix_org_member_user_status ON membership.organization_member (user_id, status) WHERE status = 'active';
CREATE OR REPLACE TRIGGER tr_org_member_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.organization_member
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();
CALL internal.grant_on_table('membership.organization_member', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.guard_member_transition()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NEW.organization_id <> OLD.organization_id OR NEW.user_id <> OLD.user_id THEN
        RAISE EXCEPTION 'a membership cannot move to another organization or user' USING ERRCODE = 'P0409';
    END IF;
    IF NEW.status = 'active' AND OLD.status <> 'active' THEN
        NEW.joined_at := now();      -- (re)joined
        NEW.removed_at := NULL;
    ELSIF NEW.status = 'removed' AND OLD.status <> 'removed' THEN
        NEW.removed_at := now();
    END IF;
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION membership.guard_member_transition() IS
    'Trigger: memberships keep their organization and user; joined_at / removed_at follow the status.';
REVOKE ALL ON FUNCTION membership.guard_member_transition() FROM PUBLIC;
CREATE OR REPLACE TRIGGER tr_org_member_transition BEFORE UPDATE ON membership.organization_member
    FOR EACH ROW EXECUTE FUNCTION membership.guard_member_transition();

-- ---------------------------------------------------------------------------------------------------
-- Effective membership (one definition, used by every authority check and by API-key liveness)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.get_member_role(p_user_id uuid, p_org_id uuid)
RETURNS membership.member_role
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
DECLARE
    v_role membership.member_role;
BEGIN
    -- PL/pgSQL rather than SQL: its plan is cached per session (a SQL function with a FROM clause is
    -- planned again on every call), and authority checks call this often.
    SELECT CASE WHEN o.owner_user_id = u.object_id THEN 'admin'::membership.member_role ELSE m.role END
      INTO v_role
      FROM membership.organization o
      JOIN membership."user" u ON u.object_id = p_user_id AND u.is_active
      LEFT JOIN membership.organization_member m
             ON m.organization_id = o.object_id AND m.user_id = u.object_id AND m.status = 'active'
     WHERE o.object_id = p_org_id AND o.is_active
       AND (o.owner_user_id = u.object_id OR m.object_id IS NOT NULL);
    RETURN v_role;
END
$$;
COMMENT ON FUNCTION membership.get_member_role(uuid, uuid) IS
    'The user''s effective role in the organization (admin for the owner), or NULL when not an effective member.';
CALL internal.grant_execute('membership.get_member_role(uuid, uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.has_organization_access(p_user_id uuid, p_org_id uuid)
RETURNS boolean
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    SELECT membership.get_member_role(p_user_id, p_org_id) IS NOT NULL;
$$;
COMMENT ON FUNCTION membership.has_organization_access(uuid, uuid) IS
    'Whether the user is an effective member (active user, active organization, owner or active membership).';
CALL internal.grant_execute('membership.has_organization_access(uuid, uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.is_organization_owner(p_user_id uuid, p_org_id uuid)
RETURNS boolean
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
BEGIN
    RETURN EXISTS (SELECT FROM membership.organization o
                     JOIN membership."user" u ON u.object_id = o.owner_user_id AND u.is_active
                    WHERE o.object_id = p_org_id AND o.owner_user_id = p_user_id AND o.is_active);
END
$$;
COMMENT ON FUNCTION membership.is_organization_owner(uuid, uuid) IS 'Whether the active user owns the active organization.';
CALL internal.grant_execute('membership.is_organization_owner(uuid, uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.effective_org_ids(p_user_id uuid, p_min_role membership.member_role DEFAULT 'reader',
                                                        p_owned_only boolean DEFAULT false)
RETURNS uuid[]
LANGUAGE plpgsql
STABLE PARALLEL SAFE
AS $$
BEGIN
    RETURN (SELECT coalesce(array_agg(o.object_id ORDER BY o.object_id), '{}')
              FROM membership.organization o
              JOIN membership."user" u ON u.object_id = p_user_id AND u.is_active
              LEFT JOIN membership.organization_member m
                     ON m.organization_id = o.object_id AND m.user_id = u.object_id AND m.status = 'active'
             WHERE o.is_active
               AND (o.owner_user_id = u.object_id
                    OR (NOT p_owned_only AND m.role >= p_min_role)));
END
$$;
COMMENT ON FUNCTION membership.effective_org_ids(uuid, membership.member_role, boolean) IS
    'Organizations where the user is an effective member with at least p_min_role (owners count as admin); '
    'with p_owned_only, only the ones the user owns. Never NULL.';
CALL internal.grant_execute('membership.effective_org_ids(uuid, membership.member_role, boolean)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.get_user_default_organization(p_user_id uuid)
RETURNS membership.organization
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    -- At most one row: uq_organization_personal.
    SELECT o.* FROM membership.organization o WHERE o.owner_user_id = p_user_id AND o.is_personal AND o.is_active;
$$;
COMMENT ON FUNCTION membership.get_user_default_organization(uuid) IS 'The user''s active personal organization (NULL row if none).';
CALL internal.grant_execute('membership.get_user_default_organization(uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.count_user_owned_organizations(p_user_id uuid)
RETURNS bigint
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    SELECT count(*) FROM membership.organization o WHERE o.owner_user_id = p_user_id AND o.is_active;
$$;
COMMENT ON FUNCTION membership.count_user_owned_organizations(uuid) IS 'How many active organizations the user owns (the personal one included).';
CALL internal.grant_execute('membership.count_user_owned_organizations(uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.can_create_organization(p_user_id uuid)
RETURNS boolean
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    -- Five owned organizations, the personal one included; membership.create_organization enforces it.
    SELECT membership.count_user_owned_organizations(p_user_id) < 5;
$$;
COMMENT ON FUNCTION membership.can_create_organization(uuid) IS
    'Whether the user owns fewer than 5 active organizations (enforced by membership.create_organization).';
CALL internal.grant_execute('membership.can_create_organization(uuid)', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Views and parameterised views (security_invoker / SECURITY INVOKER: the reader's RLS applies)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE VIEW membership.vw_active_organizations WITH (security_invoker = true) AS
SELECT o.object_id, o.name, o.slug, o.owner_user_id, o.is_personal, o.created_at, o.updated_at
  FROM membership.organization o
 WHERE o.is_active;
COMMENT ON VIEW membership.vw_active_organizations IS 'Organizations that are not deactivated.';
CALL internal.grant_on_table('membership.vw_active_organizations', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_organization_members WITH (security_invoker = true) AS
SELECT m.object_id, m.organization_id, m.user_id, m.role, m.status, m.invited_at, m.joined_at,
       u.email, u.display_name, o.name AS organization_name, o.slug AS organization_slug
  FROM membership.organization_member m
  JOIN membership."user" u ON u.object_id = m.user_id
  JOIN membership.organization o ON o.object_id = m.organization_id;
COMMENT ON VIEW membership.vw_organization_members IS 'Membership rows (any status) with member and organization names.';
CALL internal.grant_on_table('membership.vw_organization_members', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_user_memberships WITH (security_invoker = true) AS
SELECT m.object_id, m.organization_id, m.user_id, m.role, m.status, m.invited_at, m.joined_at,
       o.name AS organization_name, o.slug AS organization_slug, o.is_personal
  FROM membership.organization_member m
  JOIN membership.organization o ON o.object_id = m.organization_id
 WHERE o.is_active;
COMMENT ON VIEW membership.vw_user_memberships IS 'Memberships (any status) in active organizations.';
CALL internal.grant_on_table('membership.vw_user_memberships', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_active_memberships WITH (security_invoker = true) AS
SELECT * FROM membership.vw_user_memberships WHERE status = 'active';
COMMENT ON VIEW membership.vw_active_memberships IS 'Active memberships in active organizations.';
CALL internal.grant_on_table('membership.vw_active_memberships', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.pvw_organization_members(p_org_id uuid)
RETURNS TABLE(object_id uuid, user_id uuid, role membership.member_role, status membership.invitation_status,
              email text, display_name text, joined_at timestamptz)
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    SELECT m.object_id, m.user_id, m.role, m.status, u.email, u.display_name, m.joined_at
      FROM membership.organization_member m
      JOIN membership."user" u ON u.object_id = m.user_id
     WHERE m.organization_id = p_org_id;
$$;
COMMENT ON FUNCTION membership.pvw_organization_members(uuid) IS 'Member rows of one organization (any status), as the caller may see them.';
CALL internal.grant_execute('membership.pvw_organization_members(uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.pvw_user_organizations(p_user_id uuid)
RETURNS TABLE(organization_id uuid, name text, slug text, role membership.member_role,
              status membership.invitation_status, is_personal boolean)
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
    SELECT o.object_id, o.name, o.slug, m.role, m.status, o.is_personal
      FROM membership.organization_member m
      JOIN membership.organization o ON o.object_id = m.organization_id AND o.is_active
     WHERE m.user_id = p_user_id AND m.status = 'active';
$$;
COMMENT ON FUNCTION membership.pvw_user_organizations(uuid) IS 'The user''s active memberships in active organizations.';
CALL internal.grant_execute('membership.pvw_user_organizations(uuid)', 'admin', 'customer');
