-- membership: the API key API -- create, list, disable, enable, revoke, rotate (checking a presented key,
-- validate_api_key included, is in 16-request-credentials.sql).
--
-- Who may do what (decided from the verified identity, membership.current_identity()):
--   create      yourself in an organization you act in; an organization admin (or owner) for any member;
--               a platform admin anywhere. A KEY session needs the scope keys:write, stays in its
--               organization, cannot grant scopes it lacks, and its child keys expire no later than it.
--   manage      the key's holder (in an organization it acts in), organization admins, platform admins;
--               key sessions need keys:write -- except that a key may always disable or revoke itself.
--   list        the same visibility; key sessions need keys:read or keys:write. No secrets, no hashes.
--   validate    operators (admin). Same hashing work on every path past the format check; the reason is for
--               logs only. Requests never call it: their credential goes to membership.authenticate (16-request-credentials).
--   operators   the admin role, through 13-api-key-operators.sql (issue for an email, list, revoke).
-- Errors: P0404 "not found" also for "not allowed" (no existence oracle), P0403 for a missing scope or a
-- holder outside the organization, P0409 for an illegal transition, 22023 for bad arguments.
-- Relies on: 03 (store, format, liveness, minting), 06-07 (identity, session guards). Trust boundary: the entry
-- points are SECURITY DEFINER with a pinned search_path and enter the system context explicitly.

-- Whether an identity may manage a key (owner-only building block).
CREATE OR REPLACE FUNCTION membership.may_manage_key(p_identity jsonb, p_key membership.api_key, p_self_service boolean)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT coalesce(p_identity IS NOT NULL AND p_key.object_id IS NOT NULL AND p_key.deleted_at IS NULL AND (
               (p_self_service AND p_identity ->> 'kid' = p_key.key_id)
               OR ((p_identity -> 'kid' = 'null'::jsonb OR p_identity -> 'scp' ? 'keys:write')
                   AND membership.identity_may_act_for(p_identity, p_key.user_id, p_key.organization_id))), false);
$$;
COMMENT ON FUNCTION membership.may_manage_key(jsonb, membership.api_key, boolean) IS
    'The key-management rule; p_self_service lets a key session disable or revoke its own key. Owner-only.';
REVOKE ALL ON FUNCTION membership.may_manage_key(jsonb, membership.api_key, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.can_create_api_key(p_user_id uuid, p_organization_id uuid)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(i IS NOT NULL
               AND (i -> 'kid' = 'null'::jsonb OR i -> 'scp' ? 'keys:write')
               AND membership.identity_may_act_for(i, p_user_id, p_organization_id), false)
      FROM membership.current_identity() AS i;
$$;
COMMENT ON FUNCTION membership.can_create_api_key(uuid, uuid) IS
    'Whether the request may mint a key for the user in the organization (see 12-api-keys.sql for the rule).';
CALL internal.grant_execute('membership.can_create_api_key(uuid, uuid)', 'customer');

CREATE OR REPLACE FUNCTION membership.can_manage_api_key(p_key_id text)
RETURNS boolean
LANGUAGE plpgsql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
    v_key      membership.api_key;
BEGIN
    SELECT k.* INTO v_key FROM membership.api_key k WHERE k.key_id = p_key_id;
    PERFORM core.leave_system_context(v_previous);
    RETURN membership.may_manage_key(membership.current_identity(), v_key, false);
END
$$;
COMMENT ON FUNCTION membership.can_manage_api_key(text) IS 'Whether the request may disable, enable, revoke or rotate the key.';
CALL internal.grant_execute('membership.can_manage_api_key(text)', 'customer');

-- A key session must not hand out a key worth more than itself (create and rotate): the new key's scopes
-- must be among the session key's, and it expires no later. Runs in the caller's system context.
CREATE OR REPLACE FUNCTION membership.cap_by_session_key(p_identity jsonb, p_scopes text[], p_expires_at timestamptz, p_refusal text)
RETURNS timestamptz
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_parent membership.api_key;
BEGIN
    IF p_identity -> 'kid' <> 'null'::jsonb THEN
        SELECT k.* INTO v_parent FROM membership.api_key k WHERE k.key_id = p_identity ->> 'kid';
        IF NOT p_scopes <@ v_parent.scopes THEN
            RAISE EXCEPTION '%', p_refusal USING ERRCODE = 'P0403';
        END IF;
        IF v_parent.expires_at IS NOT NULL THEN
            RETURN least(coalesce(p_expires_at, v_parent.expires_at), v_parent.expires_at);
        END IF;
    END IF;
    RETURN p_expires_at;                        -- a person session, or a session key that never expires
END
$$;
COMMENT ON FUNCTION membership.cap_by_session_key(jsonb, text[], timestamptz, text) IS
    'For a key session: P0403 p_refusal unless p_scopes are among the session key''s, and the expiry capped at '
    'the session key''s. Person sessions pass unchanged. Owner-only; system context.';
REVOKE ALL ON FUNCTION membership.cap_by_session_key(jsonb, text[], timestamptz, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Create
-- ---------------------------------------------------------------------------------------------------
DROP FUNCTION IF EXISTS membership.create_api_key(uuid, uuid, text, timestamptz, timestamptz);  -- the reference's signature

CREATE OR REPLACE FUNCTION membership.create_api_key(
    p_user_id         uuid,
    p_organization_id uuid,
    p_display_name    text,
    p_expires_at      timestamptz DEFAULT NULL,
    p_activated_at    timestamptz DEFAULT NULL,
    p_scopes          text[] DEFAULT '{}')
RETURNS TABLE(out_api_key text, out_key_id text, out_object_id uuid, out_expires_at timestamptz)
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.current_identity();
    v_scopes   text[] := ARRAY(SELECT DISTINCT s FROM unnest(coalesce(p_scopes, '{}')) AS s ORDER BY s);
    v_expires  timestamptz;
    v_previous text;
BEGIN
    IF v_identity -> 'kid' <> 'null'::jsonb AND NOT coalesce(v_identity -> 'scp' ? 'keys:write', false) THEN
        RAISE EXCEPTION 'this API key lacks the "keys:write" scope' USING ERRCODE = 'P0403';
    END IF;
    IF NOT membership.can_create_api_key(p_user_id, p_organization_id) THEN
        RAISE EXCEPTION 'Organization not found: %', p_organization_id USING ERRCODE = 'P0404';
    END IF;
    IF 'platform:admin' = ANY (v_scopes) AND NOT (v_identity ->> 'adm')::boolean THEN
        RAISE EXCEPTION 'only platform admins grant the platform:admin scope' USING ERRCODE = 'P0403';
    END IF;
    v_previous := core.enter_system_context();
    -- A child key: no scope its parent lacks, no life beyond its parent's.
    v_expires := membership.cap_by_session_key(v_identity, v_scopes, p_expires_at, 'a key cannot grant scopes it does not hold');
    RETURN QUERY
        SELECT r.full_key, r.key_id, r.object_id, r.expires_at
          FROM membership.insert_api_key(p_user_id, p_organization_id, p_display_name, p_activated_at, v_expires,
                                         v_scopes, (v_identity ->> 'uid')::uuid, v_identity ->> 'kid', NULL, NULL) AS r;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.create_api_key(uuid, uuid, text, timestamptz, timestamptz, text[]) IS
    'Mints a key for a member of an organization and returns the plaintext once (with key_id, object id, expiry). '
    'P0404 when not allowed, P0403 for a key session without keys:write or a holder outside the organization.';
CALL internal.grant_execute('membership.create_api_key(uuid, uuid, text, timestamptz, timestamptz, text[])', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- List (no secrets, no hashes)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.list_api_keys(p_organization_id uuid DEFAULT NULL)
RETURNS TABLE(key_id text, organization_id uuid, user_id uuid, display_name text, key_prefix text,
              status membership.api_key_status, scopes text[], created_at timestamptz, activated_at timestamptz,
              expires_at timestamptz, last_used_at timestamptz, revoked_at timestamptz, is_live boolean)
LANGUAGE plpgsql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_session();
    v_previous text;
BEGIN
    IF v_identity -> 'kid' <> 'null'::jsonb AND NOT (v_identity -> 'scp' ?| ARRAY['keys:read', 'keys:write']) THEN
        RAISE EXCEPTION 'this API key lacks the "keys:read" scope' USING ERRCODE = 'P0403';
    END IF;
    v_previous := core.enter_system_context();
    RETURN QUERY
        SELECT k.key_id, k.organization_id, k.user_id, k.display_name, k.key_prefix, k.status, k.scopes,
               k.created_at, k.activated_at, k.expires_at, k.last_used_at, k.revoked_at, membership.api_key_is_live(k)
          FROM membership.api_key k
         WHERE k.deleted_at IS NULL
           AND (p_organization_id IS NULL OR k.organization_id = p_organization_id)
           AND membership.identity_may_act_for(v_identity, k.user_id, k.organization_id)
         ORDER BY k.created_at, k.key_id;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.list_api_keys(uuid) IS
    'Keys the request may see: its own, and all keys of organizations it administers (optionally one organization).';
CALL internal.grant_execute('membership.list_api_keys(uuid)', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Disable, enable, revoke
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.change_api_key_status(p_key_id text, p_event text)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.current_identity();
    v_previous text := core.enter_system_context();
    v_key      membership.api_key;
    v_actor    uuid := (v_identity ->> 'uid')::uuid;
    v_target   membership.api_key_status := CASE p_event WHEN 'disabled' THEN 'disabled'
                                                         WHEN 'enabled' THEN 'active' ELSE 'revoked' END;
BEGIN
    SELECT k.* INTO v_key FROM membership.api_key k WHERE k.key_id = p_key_id FOR UPDATE;
    -- A key may disable or revoke itself (it is only giving up power); enabling needs full rights.
    IF NOT membership.may_manage_key(v_identity, v_key, p_event IN ('disabled', 'revoked')) THEN
        RAISE EXCEPTION 'API key not found: %', p_key_id USING ERRCODE = 'P0404';
    END IF;
    IF v_key.status = 'revoked' AND p_event <> 'revoked' THEN
        RAISE EXCEPTION '%', CASE p_event WHEN 'enabled' THEN 'Cannot enable a revoked key (revocation is permanent)'
                                          ELSE 'Cannot disable a revoked key' END
            USING ERRCODE = 'P0409';
    END IF;
    IF v_key.status = v_target THEN
        PERFORM core.leave_system_context(v_previous);
        RETURN;                                 -- already there: a no-op, and no event
    END IF;
    UPDATE membership.api_key k
       SET status      = v_target,
           disabled_at = CASE p_event WHEN 'disabled' THEN now() ELSE k.disabled_at END,
           disabled_by = CASE p_event WHEN 'disabled' THEN v_actor ELSE k.disabled_by END,
           revoked_at  = CASE p_event WHEN 'revoked' THEN now() ELSE k.revoked_at END,
           revoked_by  = CASE p_event WHEN 'revoked' THEN v_actor ELSE k.revoked_by END
     WHERE k.object_id = v_key.object_id;
    INSERT INTO membership.api_key_event (key_id, event, actor_user_id, actor_key_id)
    VALUES (v_key.key_id, p_event, v_actor, v_identity ->> 'kid');
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.change_api_key_status(text, text) IS 'Shared body of disable/enable/revoke_api_key. Owner-only.';
REVOKE ALL ON FUNCTION membership.change_api_key_status(text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.disable_api_key(p_key_id text)
RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$ SELECT membership.change_api_key_status(p_key_id, 'disabled') $$;
COMMENT ON FUNCTION membership.disable_api_key(text) IS 'active -> disabled (no-op when disabled; P0409 when revoked; P0404 when not allowed).';
CALL internal.grant_execute('membership.disable_api_key(text)', 'customer');

CREATE OR REPLACE FUNCTION membership.enable_api_key(p_key_id text)
RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$ SELECT membership.change_api_key_status(p_key_id, 'enabled') $$;
COMMENT ON FUNCTION membership.enable_api_key(text) IS 'disabled -> active (no-op when active; P0409 when revoked; P0404 when not allowed).';
CALL internal.grant_execute('membership.enable_api_key(text)', 'customer');

CREATE OR REPLACE FUNCTION membership.revoke_api_key(p_key_id text)
RETURNS void LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
AS $$ SELECT membership.change_api_key_status(p_key_id, 'revoked') $$;
COMMENT ON FUNCTION membership.revoke_api_key(text) IS 'active|disabled -> revoked, permanently (no-op when revoked; P0404 when not allowed).';
CALL internal.grant_execute('membership.revoke_api_key(text)', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Rotate
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.rotate_api_key(
    p_key_id               text,
    p_old_key_valid_until  timestamptz DEFAULT NULL,
    p_new_expires_at       timestamptz DEFAULT NULL)
RETURNS TABLE(out_api_key text, out_key_id text, out_object_id uuid, out_expires_at timestamptz)
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity    jsonb := membership.current_identity();
    v_previous    text := core.enter_system_context();
    v_old         membership.api_key;
    v_valid_until timestamptz := coalesce(p_old_key_valid_until, now());
    v_expires     timestamptz;
BEGIN
    SELECT k.* INTO v_old FROM membership.api_key k WHERE k.key_id = p_key_id FOR UPDATE;
    IF NOT membership.may_manage_key(v_identity, v_old, false) THEN
        RAISE EXCEPTION 'API key not found: %', p_key_id USING ERRCODE = 'P0404';
    END IF;
    IF v_old.status = 'revoked' THEN
        RAISE EXCEPTION 'Cannot rotate a revoked key' USING ERRCODE = 'P0409';
    END IF;
    IF v_valid_until < now() THEN
        RAISE EXCEPTION 'the old key cannot stay valid until a time in the past' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- The new key lives as long as the old one was meant to, unless told otherwise; from a key session the new
    -- plaintext must not be worth more than the session itself.
    v_expires := membership.cap_by_session_key(v_identity, v_old.scopes,
                                               coalesce(p_new_expires_at, now() + (v_old.expires_at - v_old.created_at)),
                                               'a key cannot rotate a key with scopes it does not hold');

    UPDATE membership.api_key k SET expires_at = least(coalesce(k.expires_at, 'infinity'), v_valid_until)
     WHERE k.object_id = v_old.object_id;
    RETURN QUERY
        SELECT r.full_key, r.key_id, r.object_id, r.expires_at
          FROM membership.insert_api_key(v_old.user_id, v_old.organization_id, v_old.display_name, NULL, v_expires,
                                         v_old.scopes, (v_identity ->> 'uid')::uuid, v_identity ->> 'kid', NULL,
                                         v_old.key_id) AS r;
    INSERT INTO membership.api_key_event (key_id, event, actor_user_id, actor_key_id, detail)
    VALUES (v_old.key_id, 'rotated', (v_identity ->> 'uid')::uuid, v_identity ->> 'kid',
            jsonb_build_object('valid_until', v_valid_until));
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.rotate_api_key(text, timestamptz, timestamptz) IS
    'Replaces a key: the old one stays valid until p_old_key_valid_until (default now), the new plaintext is returned once '
    'with the same holder, organization, name and scopes (expiry: p_new_expires_at, else the old key''s lifetime from now).';
CALL internal.grant_execute('membership.rotate_api_key(text, timestamptz, timestamptz)', 'customer');
