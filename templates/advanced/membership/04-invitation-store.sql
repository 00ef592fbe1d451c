-- membership: where invitations live and the one move each may make.
--
-- Defines the enum membership.invitation_state (pending, accepted, declined, revoked, expired), the table
-- membership.invitation (the token stored as its SHA-256 only; one pending invitation per organization and
-- email) and the trigger that lets a row leave pending once, to one of the four final states, and never be edited
-- otherwise (P0409). Here, before request identity, because resolving an identity reads the invitations addressed
-- to the user (its invited organizations); the row-level security, the transitions and the view are in
-- the invitations file after the session guards.
-- Relies on: 01-02 (user, organization, bump_identity_epoch), common (email rules), core (entity standards).
-- Trust boundary: none here; the table is closed until the invitations file grants and guards it.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                    WHERE n.nspname = 'membership' AND t.typname = 'invitation_state') THEN
        CREATE TYPE membership.invitation_state AS ENUM ('pending', 'accepted', 'declined', 'revoked', 'expired');
    END IF;
    REVOKE USAGE ON TYPE membership.invitation_state FROM PUBLIC;
    EXECUTE format('GRANT USAGE ON TYPE membership.invitation_state TO %I, %I, %I',
                   internal.role_name('api'), internal.role_name('admin'), internal.role_name('customer'));
END
$$;
COMMENT ON TYPE membership.invitation_state IS 'Invitation lifecycle: pending -> accepted | declined | revoked | expired (all final).';

CREATE TABLE IF NOT EXISTS membership.invitation (
    object_id       core.entity_id PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES membership.organization (object_id) ON DELETE CASCADE,
    email           text NOT NULL,
    role            membership.member_role NOT NULL DEFAULT 'reader',
    status          membership.invitation_state NOT NULL DEFAULT 'pending',
    token_hash      bytea NOT NULL UNIQUE,
    invited_by      uuid REFERENCES membership."user" (object_id) ON DELETE SET NULL,
    expires_at      timestamptz NOT NULL,
    responded_at    timestamptz,
    responded_by    uuid REFERENCES membership."user" (object_id) ON DELETE SET NULL,
    CONSTRAINT ck_invitation_email CHECK (email = common.normalize_email(email) AND common.is_email(email)),
    CONSTRAINT ck_invitation_token_hash CHECK (octet_length(token_hash) = 32),
    CONSTRAINT ck_invitation_responded CHECK ((status = 'pending') = (responded_at IS NULL))
);
COMMENT ON TABLE membership.invitation IS 'Invitations to join an organization. The token is stored as SHA-256 only.';
SELECT core.apply_entity_standards('membership.invitation');
CREATE UNIQUE INDEX IF NOT EXISTS uq_invitation_pending ON membership.invitation (organization_id, email) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS ix_invitation_email ON membership.invitation (email) WHERE status = 'pending';
CREATE OR REPLACE TRIGGER tr_invitation_identity_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON membership.invitation
    FOR EACH STATEMENT EXECUTE FUNCTION membership.bump_identity_epoch();

CREATE OR REPLACE FUNCTION membership.guard_invitation_transition()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF (NEW.organization_id, NEW.email, NEW.role, NEW.token_hash, NEW.invited_by, NEW.expires_at)
       IS DISTINCT FROM (OLD.organization_id, OLD.email, OLD.role, OLD.token_hash, OLD.invited_by, OLD.expires_at) THEN
        RAISE EXCEPTION 'an invitation cannot be edited; revoke it and invite again' USING ERRCODE = 'P0409';
    END IF;
    IF NEW.status IS DISTINCT FROM OLD.status THEN
        IF OLD.status <> 'pending' THEN
            RAISE EXCEPTION 'invitation is already %', OLD.status USING ERRCODE = 'P0409';
        END IF;
        IF NEW.status = 'accepted' AND OLD.expires_at <= now() THEN
            RAISE EXCEPTION 'invitation has expired' USING ERRCODE = 'P0409';
        END IF;
        IF NEW.status = 'expired' AND OLD.expires_at > now() THEN
            RAISE EXCEPTION 'invitation has not expired yet' USING ERRCODE = 'P0409';
        END IF;
        NEW.responded_at := now();
    END IF;
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION membership.guard_invitation_transition() IS
    'Trigger: invitations are immutable except for the one move out of pending (expired only after expires_at).';
REVOKE ALL ON FUNCTION membership.guard_invitation_transition() FROM PUBLIC;
CREATE OR REPLACE TRIGGER tr_invitation_transition BEFORE UPDATE ON membership.invitation
    FOR EACH ROW EXECUTE FUNCTION membership.guard_invitation_transition();
