-- membership: invitations, a state machine with tokens.
--
--   create_invitation ──> pending ──accept_invitation──> accepted   (membership becomes active)
--                            │ ────decline_invitation──> declined
--                            │ ────revoke_invitation───> revoked
--                            └─────expires_at passes───> expired    (expire_invitations() records it)
-- Only pending moves, and only to one of those four; a trigger rejects anything else (P0409), so direct
-- writes by trusted code obey the same rules. The token is shown once, to the inviter, and stored as its
-- SHA-256. Accepting needs the token AND a signed-in (not API-key) user whose VERIFIED email is the
-- invited address; declining needs only the token. One pending invitation per (organization, email).
-- Defines the row-level security of membership.invitation (the table, its states and its transition guard are in
-- 04-invitation-store.sql), the functions above and the view membership.vw_pending_invitations.
-- Relies on: 01-10 (04-invitation-store, 06-request-identity, 07-session-guards, 08-org-rls). Trust boundary: SECURITY DEFINER functions deciding from membership.current_identity().

-- Row-level security: organization admins see their organization's invitations; a signed-in user sees the
-- ones addressed to its verified email. Customers get every column but the token hash.
DO $$
BEGIN
    PERFORM core.ensure_forced_rls('membership.invitation');
    PERFORM core.ensure_policy('membership.invitation', 'invitation_read', 'SELECT', ARRAY['public'],
        'organization_id = ANY ((SELECT membership.current_admin_org_ids())::uuid[]) '
        'OR email = (SELECT u.email FROM membership."user" u '
        'WHERE u.object_id = (SELECT api.current_user_id()) AND u.email_verified)');
    PERFORM core.ensure_policy('membership.invitation', 'invitation_operator_read', 'SELECT', ARRAY['admin'], 'true');
    REVOKE ALL ON membership.invitation FROM PUBLIC;
    EXECUTE format('GRANT SELECT ON membership.invitation TO %I', internal.role_name('admin'));
    EXECUTE format('GRANT SELECT (object_id, organization_id, email, role, status, invited_by, expires_at, responded_at, '
                   'responded_by, created_at) ON membership.invitation TO %I', internal.role_name('customer'));
END
$$;

-- ---------------------------------------------------------------------------------------------------
-- Transitions
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.create_invitation(
    p_organization_id uuid,
    p_email           text,
    p_role            membership.member_role DEFAULT 'reader',
    p_expires_at      timestamptz DEFAULT NULL)
RETURNS TABLE(invitation_id uuid, token text, expires_at timestamptz)
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
#variable_conflict use_column
DECLARE
    v_identity jsonb := membership.require_session('members:write');
    v_email    text := common.normalize_email(p_email);
    v_expires  timestamptz := coalesce(p_expires_at, now() + interval '7 days');
    v_token    text := 'inv_' || common.random_base62(43);
    v_id       uuid;
    v_previous text;
BEGIN
    IF NOT membership.identity_administers(v_identity, p_organization_id) THEN
        RAISE EXCEPTION 'Organization not found: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    IF v_email IS NULL OR NOT common.is_email(v_email) THEN
        RAISE EXCEPTION 'invalid email "%"', p_email USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_expires <= now() OR v_expires > now() + interval '90 days' OR p_role IS NULL THEN
        RAISE EXCEPTION 'an invitation expires within 90 days from now' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_previous := core.enter_system_context();
    IF EXISTS (SELECT FROM membership.organization_member m JOIN membership."user" u ON u.object_id = m.user_id
                WHERE m.organization_id = p_organization_id AND m.status = 'active' AND u.email = v_email) THEN
        RAISE EXCEPTION '% is already a member', v_email USING ERRCODE = 'P0409';
    END IF;
    -- A pending invitation past its expiry is recorded as expired, which frees the slot.
    UPDATE membership.invitation i SET status = 'expired'
     WHERE i.organization_id = p_organization_id AND i.email = v_email AND i.status = 'pending' AND i.expires_at <= now();
    BEGIN
        INSERT INTO membership.invitation (organization_id, email, role, token_hash, invited_by, expires_at)
        VALUES (p_organization_id, v_email, p_role, extensions.digest(v_token, 'sha256'),
                (v_identity ->> 'uid')::uuid, v_expires)
        RETURNING object_id INTO v_id;
    EXCEPTION
        WHEN unique_violation THEN
            RAISE EXCEPTION 'an invitation for % is already pending', v_email USING ERRCODE = 'P0409';
    END;
    PERFORM core.leave_system_context(v_previous);
    invitation_id := v_id;
    token := v_token;
    expires_at := v_expires;
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION membership.create_invitation(uuid, text, membership.member_role, timestamptz) IS
    'Organization admins invite an email with a role (default expiry 7 days, at most 90). Returns the token once.';
CALL internal.grant_execute('membership.create_invitation(uuid, text, membership.member_role, timestamptz)', 'customer');

CREATE OR REPLACE FUNCTION membership.find_pending_invitation(p_token text)
RETURNS membership.invitation
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_invitation membership.invitation;
BEGIN
    SELECT i.* INTO v_invitation FROM membership.invitation i
     WHERE i.token_hash = extensions.digest(coalesce(p_token, ''), 'sha256');
    IF NOT FOUND THEN
        RAISE EXCEPTION 'invitation not found' USING ERRCODE = 'P0404';
    END IF;
    IF v_invitation.status <> 'pending' THEN
        RAISE EXCEPTION 'invitation is already %', v_invitation.status USING ERRCODE = 'P0409';
    END IF;
    IF v_invitation.expires_at <= now() THEN
        RAISE EXCEPTION 'invitation has expired' USING ERRCODE = 'P0409';
    END IF;
    RETURN v_invitation;
END
$$;
COMMENT ON FUNCTION membership.find_pending_invitation(text) IS 'The pending, unexpired invitation for a token, else P0404/P0409. Owner-only; system context.';
REVOKE ALL ON FUNCTION membership.find_pending_invitation(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.accept_invitation(p_token text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity   jsonb := membership.require_person_session('accept invitations');
    v_user_id    uuid := (v_identity ->> 'uid')::uuid;
    v_previous   text;
    v_invitation membership.invitation;
BEGIN
    v_previous := core.enter_system_context();
    v_invitation := membership.find_pending_invitation(p_token);
    IF NOT EXISTS (SELECT FROM membership."user" u
                    WHERE u.object_id = v_user_id AND u.email = v_invitation.email AND u.email_verified) THEN
        RAISE EXCEPTION 'this invitation is for another email address'
            USING ERRCODE = 'P0403', HINT = 'Sign in with an account whose verified email is the invited address.';
    END IF;
    -- Join, or rejoin; an existing active membership keeps the higher of the two roles.
    INSERT INTO membership.organization_member (organization_id, user_id, role, status, joined_at)
    VALUES (v_invitation.organization_id, v_user_id, v_invitation.role, 'active', now())
        ON CONFLICT (organization_id, user_id) DO UPDATE
           SET role = CASE WHEN membership.organization_member.status = 'active'
                           THEN greatest(membership.organization_member.role, EXCLUDED.role) ELSE EXCLUDED.role END,
               status = 'active';
    UPDATE membership.invitation i SET status = 'accepted', responded_by = v_user_id WHERE i.object_id = v_invitation.object_id;
    PERFORM core.leave_system_context(v_previous);
    RETURN v_invitation.organization_id;
END
$$;
COMMENT ON FUNCTION membership.accept_invitation(text) IS
    'The signed-in user whose verified email was invited joins the organization; returns its id. P0404/P0409/P0403 otherwise.';
CALL internal.grant_execute('membership.accept_invitation(text)', 'customer');

CREATE OR REPLACE FUNCTION membership.decline_invitation(p_token text)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous   text := core.enter_system_context();
    v_invitation membership.invitation := membership.find_pending_invitation(p_token);
BEGIN
    UPDATE membership.invitation i SET status = 'declined', responded_by = api.current_user_id()
     WHERE i.object_id = v_invitation.object_id;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.decline_invitation(text) IS 'Whoever holds the token declines the invitation (no account needed).';
CALL internal.grant_execute('membership.decline_invitation(text)', 'customer');

CREATE OR REPLACE FUNCTION membership.revoke_invitation(p_invitation_id uuid)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_session('members:write');
    v_previous text := core.enter_system_context();
    v_org_id   uuid := (SELECT i.organization_id FROM membership.invitation i WHERE i.object_id = p_invitation_id);
BEGIN
    IF v_org_id IS NULL OR NOT membership.identity_administers(v_identity, v_org_id) THEN
        RAISE EXCEPTION 'invitation not found' USING ERRCODE = 'P0404';
    END IF;
    UPDATE membership.invitation i SET status = 'revoked', responded_by = (v_identity ->> 'uid')::uuid
     WHERE i.object_id = p_invitation_id;       -- the trigger refuses anything but pending -> revoked
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.revoke_invitation(uuid) IS 'Organization admins withdraw a pending invitation (P0409 once it was answered).';
CALL internal.grant_execute('membership.revoke_invitation(uuid)', 'customer');

CREATE OR REPLACE FUNCTION membership.expire_invitations()
RETURNS integer
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
    v_count    integer;
BEGIN
    UPDATE membership.invitation i SET status = 'expired' WHERE i.status = 'pending' AND i.expires_at <= now();
    GET DIAGNOSTICS v_count = ROW_COUNT;
    PERFORM core.leave_system_context(v_previous);
    RETURN v_count;
END
$$;
COMMENT ON FUNCTION membership.expire_invitations() IS 'Records every pending invitation past its expiry as expired; returns how many (maintenance).';
CALL internal.grant_execute('membership.expire_invitations()', 'admin');

CREATE OR REPLACE VIEW membership.vw_pending_invitations WITH (security_invoker = true) AS
SELECT i.object_id, i.organization_id, u.object_id AS user_id, i.email, i.role,
       'pending'::membership.invitation_status AS status, i.created_at AS invited_at, NULL::timestamptz AS joined_at,
       i.expires_at, i.invited_by, o.name AS organization_name, o.slug AS organization_slug, o.is_personal
  FROM membership.invitation i
  JOIN membership.organization o ON o.object_id = i.organization_id AND o.is_active
  LEFT JOIN membership."user" u ON u.email = i.email AND u.email_verified
 WHERE i.status = 'pending' AND i.expires_at > now();
COMMENT ON VIEW membership.vw_pending_invitations IS
    'Open invitations (pending, not expired) the reader may see; user_id is the verified account with that email, if any.';
CALL internal.grant_on_table('membership.vw_pending_invitations', 'SELECT', 'admin', 'customer');
