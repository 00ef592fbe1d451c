-- membership: accounts -- sign-in provisioning with safe account linking, organizations, members.
--
-- membership.upsert_user(provider, subject, email, display_name, email_verified) is just-in-time
-- provisioning: an existing identity is refreshed; a new one is LINKED to an existing account only when
-- the identity provider asserts the email is verified, the existing account's email is verified too, and
-- the provider is allowed to link (internal.setting 'account_linking_providers': comma-separated, '*' =
-- all, the default). Otherwise a separate account is created (so an unverified claim on an address can
-- neither take over nor pre-empt the real owner's account). Blank emails are refused; provider 'apikey'
-- is reserved. A new user gets a personal organization and is its admin.
-- Also: identity lookups, membership.create_organization, membership.change_member_role,
-- membership.remove_member (self-service, checked against the verified identity), and operator functions
-- for the admin role: membership.set_user_active, membership.set_organization_active,
-- membership.set_platform_admin.
-- Relies on: 01-07 (guards: 07-session-guards.sql). Trust boundary: SECURITY DEFINER functions that decide from membership.current_identity();
-- upsert_user and the operator functions are executable by admin only (gateway code reaches upsert_user
-- through the owner's SECURITY DEFINER entry points).

DO $$
DECLARE
    v_providers text := nullif(current_setting('pgmi.account_linking_providers', true), '');
BEGIN
    INSERT INTO internal.setting (key, value) VALUES ('account_linking_providers', coalesce(v_providers, '*'))
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
     WHERE v_providers IS NOT NULL AND internal.setting.value IS DISTINCT FROM EXCLUDED.value;
END
$$;

CREATE OR REPLACE FUNCTION membership.provider_may_link(p_provider text)
RETURNS boolean
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT coalesce(p_provider = ANY (string_to_array(replace(s, ' ', ''), ',')) OR s = '*', false)
      FROM coalesce(internal.setting_value('account_linking_providers'), '*') AS s;
$$;
COMMENT ON FUNCTION membership.provider_may_link(text) IS 'Whether identities from this provider may be linked to existing accounts by verified email.';
REVOKE ALL ON FUNCTION membership.provider_may_link(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.create_personal_organization(p_user_id uuid)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_org_id uuid;
BEGIN
    INSERT INTO membership.organization (name, slug, owner_user_id, is_personal)
    VALUES ('Personal', 'personal-' || p_user_id::text, p_user_id, true)
        ON CONFLICT (owner_user_id) WHERE is_personal DO NOTHING
    RETURNING object_id INTO v_org_id;
    IF v_org_id IS NULL THEN
        SELECT o.object_id INTO v_org_id FROM membership.organization o WHERE o.owner_user_id = p_user_id AND o.is_personal;
    END IF;
    INSERT INTO membership.organization_member (organization_id, user_id, role, status, joined_at)
    VALUES (v_org_id, p_user_id, 'admin', 'active', now())
        ON CONFLICT (organization_id, user_id) DO NOTHING;
    RETURN v_org_id;
END
$$;
COMMENT ON FUNCTION membership.create_personal_organization(uuid) IS
    'The user''s personal organization (created with the user as admin member when missing). Owner-only; system context.';
REVOKE ALL ON FUNCTION membership.create_personal_organization(uuid) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Provisioning and account linking
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.upsert_user(
    p_provider       text,
    p_subject_id     text,
    p_email          text,
    p_display_name   text DEFAULT NULL,
    p_email_verified boolean DEFAULT false)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_email    text := common.normalize_email(p_email);
    v_verified boolean := coalesce(p_email_verified, false);
    v_name     text := nullif(btrim(p_display_name), '');
    v_user     membership."user";
    v_user_id  uuid;
    v_previous text;
BEGIN
    IF p_provider IS NULL OR p_provider !~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$' OR lower(p_provider) = 'apikey' THEN
        RAISE EXCEPTION 'invalid or reserved identity provider "%"', p_provider
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Provider "apikey" is reserved for API-key sessions.';
    END IF;
    IF p_subject_id IS NULL OR length(p_subject_id) NOT BETWEEN 1 AND 4000 THEN
        RAISE EXCEPTION 'identity subject must be 1 to 4000 characters' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_previous := core.enter_system_context();
    -- Concurrent first sign-ins of one identity serialise here, so no duplicate user is created.
    PERFORM pg_advisory_xact_lock(hashtextextended('membership.identity:' || p_provider || '|' || p_subject_id, 0));

    SELECT u.* INTO v_user
      FROM membership.user_identity i
      JOIN membership."user" u ON u.object_id = i.user_object_id
     WHERE i.idp_provider = p_provider AND i.idp_subject_id = p_subject_id;
    IF FOUND THEN
        -- Known identity: refresh the name; mark the email verified only for the address on file, and only
        -- when no other account holds that address verified. The email itself never changes here.
        UPDATE membership."user" u
           SET display_name = coalesce(v_name, u.display_name),
               email_verified = u.email_verified
                   OR (v_verified AND v_email = u.email
                       AND NOT EXISTS (SELECT FROM membership."user" o
                                        WHERE o.email = u.email AND o.email_verified AND o.object_id <> u.object_id))
         WHERE u.object_id = v_user.object_id
           AND ((v_name IS NOT NULL AND v_name IS DISTINCT FROM u.display_name)
                OR (v_verified AND v_email = u.email AND NOT u.email_verified));
        PERFORM core.leave_system_context(v_previous);
        RETURN v_user.object_id;
    END IF;

    IF v_email IS NULL OR NOT common.is_email(v_email) THEN
        RAISE EXCEPTION 'a valid email is required to create a user, got "%"', p_email
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended('membership.email:' || v_email, 0));

    -- Link only verified to verified, and only for providers allowed to link.
    IF v_verified AND membership.provider_may_link(p_provider) THEN
        SELECT u.object_id INTO v_user_id FROM membership."user" u WHERE u.email = v_email AND u.email_verified;
    END IF;
    IF v_user_id IS NULL THEN
        INSERT INTO membership."user" (email, display_name, email_verified)
        VALUES (v_email, v_name,
                v_verified AND NOT EXISTS (SELECT FROM membership."user" o WHERE o.email = v_email AND o.email_verified))
        RETURNING object_id INTO v_user_id;
        PERFORM membership.create_personal_organization(v_user_id);
    ELSE
        UPDATE membership."user" u SET display_name = v_name
         WHERE u.object_id = v_user_id AND u.display_name IS NULL AND v_name IS NOT NULL;
    END IF;
    INSERT INTO membership.user_identity (user_object_id, idp_provider, idp_subject_id)
    VALUES (v_user_id, p_provider, p_subject_id);

    PERFORM core.leave_system_context(v_previous);
    RETURN v_user_id;
END
$$;
COMMENT ON FUNCTION membership.upsert_user(text, text, text, text, boolean) IS
    'Just-in-time provisioning: refreshes a known identity, else links it to the account with the same VERIFIED email '
    '(only when this provider asserts email_verified too), else creates a user with a personal organization. Returns the user id.';
CALL internal.grant_execute('membership.upsert_user(text, text, text, text, boolean)', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Lookups (SECURITY INVOKER: a customer sees what row-level security lets it see)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.get_identity(p_provider text, p_subject_id text)
RETURNS membership.user_identity
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    SELECT i.* FROM membership.user_identity i WHERE i.idp_provider = p_provider AND i.idp_subject_id = p_subject_id;
$$;
COMMENT ON FUNCTION membership.get_identity(text, text) IS 'The identity row (a row of NULLs when there is none).';
CALL internal.grant_execute('membership.get_identity(text, text)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.get_user_by_identity(p_provider text, p_subject_id text)
RETURNS membership."user"
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    SELECT u.* FROM membership.user_identity i JOIN membership."user" u ON u.object_id = i.user_object_id
     WHERE i.idp_provider = p_provider AND i.idp_subject_id = p_subject_id;
$$;
COMMENT ON FUNCTION membership.get_user_by_identity(text, text) IS 'The user linked to the identity (is_active not checked).';
CALL internal.grant_execute('membership.get_user_by_identity(text, text)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.get_user_identities(p_user_id uuid)
RETURNS SETOF membership.user_identity
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    SELECT i.* FROM membership.user_identity i WHERE i.user_object_id = p_user_id ORDER BY i.linked_at, i.object_id;
$$;
COMMENT ON FUNCTION membership.get_user_identities(uuid) IS 'All identities linked to the user.';
CALL internal.grant_execute('membership.get_user_identities(uuid)', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.get_user_by_email(p_email text)
RETURNS membership."user"
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
    -- Several unverified accounts may share an address: the verified one wins, then the oldest.
    SELECT u.* FROM membership."user" u WHERE u.email = common.normalize_email(p_email)
     ORDER BY u.email_verified DESC, u.created_at, u.object_id
     LIMIT 1;
$$;
COMMENT ON FUNCTION membership.get_user_by_email(text) IS 'The account with this email (the verified one first, else the oldest).';
CALL internal.grant_execute('membership.get_user_by_email(text)', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Organizations and members (self-service; decided from the verified identity)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.create_organization(p_name text, p_slug text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_person_session('create organizations');
    v_user_id  uuid := (v_identity ->> 'uid')::uuid;
    v_slug     text := lower(btrim(p_slug));
    v_org_id   uuid;
    v_previous text;
BEGIN
    IF v_slug IS NULL OR v_slug !~ '^[a-z0-9][a-z0-9-]{1,62}$' OR v_slug LIKE 'personal-%' THEN
        RAISE EXCEPTION 'invalid organization slug "%"', p_slug
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = '2-63 lowercase letters, digits and dashes; "personal-" is reserved.';
    END IF;
    v_previous := core.enter_system_context();
    IF NOT membership.can_create_organization(v_user_id) THEN
        RAISE EXCEPTION 'organization limit reached' USING ERRCODE = 'P0409', HINT = 'A user owns at most 5 organizations.';
    END IF;
    BEGIN
        INSERT INTO membership.organization (name, slug, owner_user_id)
        VALUES (btrim(p_name), v_slug, v_user_id)
        RETURNING object_id INTO v_org_id;
    EXCEPTION
        WHEN unique_violation THEN
            RAISE EXCEPTION 'organization slug "%" is taken', v_slug USING ERRCODE = 'P0409';
    END;
    INSERT INTO membership.organization_member (organization_id, user_id, role, status, joined_at)
    VALUES (v_org_id, v_user_id, 'admin', 'active', now());
    PERFORM core.leave_system_context(v_previous);
    RETURN v_org_id;
END
$$;
COMMENT ON FUNCTION membership.create_organization(text, text) IS
    'Creates an organization owned by the signed-in user, who becomes its admin member (not from API-key sessions; at most 5 owned).';
CALL internal.grant_execute('membership.create_organization(text, text)', 'customer');

CREATE OR REPLACE FUNCTION membership.change_member_role(p_organization_id uuid, p_user_id uuid, p_role membership.member_role)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_session('members:write');
    v_previous text;
BEGIN
    IF NOT membership.identity_administers(v_identity, p_organization_id) OR p_role IS NULL THEN
        RAISE EXCEPTION 'Organization not found: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    v_previous := core.enter_system_context();
    IF EXISTS (SELECT FROM membership.organization o WHERE o.object_id = p_organization_id AND o.owner_user_id = p_user_id) THEN
        RAISE EXCEPTION 'the owner''s role cannot change' USING ERRCODE = 'P0409';
    END IF;
    UPDATE membership.organization_member m SET role = p_role
     WHERE m.organization_id = p_organization_id AND m.user_id = p_user_id AND m.status = 'active';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'Member not found: %', p_user_id USING ERRCODE = 'P0404';
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.change_member_role(uuid, uuid, membership.member_role) IS
    'Organization admins change an active member''s role (not the owner''s). Key sessions need scope members:write.';
CALL internal.grant_execute('membership.change_member_role(uuid, uuid, membership.member_role)', 'customer');

CREATE OR REPLACE FUNCTION membership.remove_member(p_organization_id uuid, p_user_id uuid)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_session('members:write');
    v_previous text;
BEGIN
    -- Admins remove anyone but the owner; a member may leave.
    IF NOT membership.identity_may_act_for(v_identity, p_user_id, p_organization_id) THEN
        RAISE EXCEPTION 'Organization not found: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    v_previous := core.enter_system_context();
    IF EXISTS (SELECT FROM membership.organization o WHERE o.object_id = p_organization_id AND o.owner_user_id = p_user_id) THEN
        RAISE EXCEPTION 'the owner cannot be removed' USING ERRCODE = 'P0409';
    END IF;
    UPDATE membership.organization_member m SET status = 'removed'
     WHERE m.organization_id = p_organization_id AND m.user_id = p_user_id AND m.status = 'active';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'Member not found: %', p_user_id USING ERRCODE = 'P0404';
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.remove_member(uuid, uuid) IS
    'Organization admins remove a member (never the owner); members may leave. Key sessions need scope members:write.';
CALL internal.grant_execute('membership.remove_member(uuid, uuid)', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Operator functions (admin role only: the database login of operators, not a signed-in user)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.set_user_active(p_user_id uuid, p_is_active boolean)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    UPDATE membership."user" u SET is_active = p_is_active WHERE u.object_id = p_user_id;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'User not found: %', p_user_id USING ERRCODE = 'P0404';
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.set_user_active(uuid, boolean) IS
    'Operators deactivate (soft-delete) or reactivate a user; an inactive user''s sessions and keys stop resolving.';
CALL internal.grant_execute('membership.set_user_active(uuid, boolean)', 'admin');

CREATE OR REPLACE FUNCTION membership.set_organization_active(p_organization_id uuid, p_is_active boolean)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    UPDATE membership.organization o SET is_active = p_is_active WHERE o.object_id = p_organization_id;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'Organization not found: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.set_organization_active(uuid, boolean) IS
    'Operators deactivate or reactivate an organization; its data and keys stop being reachable while inactive.';
CALL internal.grant_execute('membership.set_organization_active(uuid, boolean)', 'admin');

CREATE OR REPLACE FUNCTION membership.set_platform_admin(p_user_id uuid, p_is_admin boolean)
RETURNS void
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
    v_role_id  uuid := (SELECT r.object_id FROM membership.role r WHERE r.name = 'superuser');
BEGIN
    IF NOT EXISTS (SELECT FROM membership."user" u WHERE u.object_id = p_user_id) THEN
        RAISE EXCEPTION 'User not found: %', p_user_id USING ERRCODE = 'P0404';
    END IF;
    IF p_is_admin THEN
        INSERT INTO membership.user_role (user_object_id, role_object_id) VALUES (p_user_id, v_role_id)
            ON CONFLICT DO NOTHING;
    ELSE
        DELETE FROM membership.user_role ur WHERE ur.user_object_id = p_user_id AND ur.role_object_id = v_role_id;
    END IF;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.set_platform_admin(uuid, boolean) IS
    'Operators grant or take away the platform-admin role (superuser). Key sessions use it only with scope platform:admin.';
CALL internal.grant_execute('membership.set_platform_admin(uuid, boolean)', 'admin');
