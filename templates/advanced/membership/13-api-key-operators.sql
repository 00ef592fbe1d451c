-- membership: the functions behind `pgmi keys create|list|revoke`, for the admin role.
--
-- Operators are a database login (the admin role), not a signed-in user: these functions take no request
-- identity and check none; the EXECUTE grant to admin (and nobody else) is the gate.
--   issue_api_key_for_email   mints a key for the user with that email, creating the user (email left
--                             unverified: the operator vouches for the person, not the address) and the
--                             personal organization when missing; in the personal organization, or in the
--                             one named by slug, of which the user must be a member. Plaintext returned once.
--   list_api_keys_for_operator  every key, or one email's, with status and why it is not live; no hashes.
--   revoke_api_key_for_operator revokes by key_id, recording the operator's role name and a reason.
-- Needs only 03 (minting, liveness) and 10 (accounts).
-- Trust boundary: SECURITY DEFINER, pinned search_path, system context entered explicitly.

CREATE OR REPLACE FUNCTION membership.issue_api_key_for_email(
    p_email      text,
    p_name       text DEFAULT NULL,
    p_org_slug   text DEFAULT NULL,
    p_expires_at timestamptz DEFAULT NULL,
    p_scopes     text[] DEFAULT '{}')
RETURNS TABLE(key text, key_id text, expires_at timestamptz, user_id uuid, organization_id uuid)
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_email    text := common.normalize_email(p_email);
    v_previous text;
    v_user     membership."user";
    v_org_id   uuid;
BEGIN
    IF v_email IS NULL OR NOT common.is_email(v_email) THEN
        RAISE EXCEPTION 'invalid email "%"', p_email USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_previous := core.enter_system_context();
    PERFORM pg_advisory_xact_lock(hashtextextended('membership.email:' || v_email, 0));   -- as upsert_user
    v_user := membership.get_user_by_email(v_email);
    IF v_user.object_id IS NULL THEN
        -- The operator vouches for the person, not for the address: the email stays unverified.
        INSERT INTO membership."user" (email) VALUES (v_email) RETURNING * INTO v_user;
    ELSIF NOT v_user.is_active THEN
        RAISE EXCEPTION 'user % is inactive', v_email USING ERRCODE = 'P0409';
    END IF;
    IF p_org_slug IS NULL THEN
        v_org_id := membership.create_personal_organization(v_user.object_id);
    ELSE
        SELECT o.object_id INTO v_org_id FROM membership.organization o WHERE o.slug = lower(btrim(p_org_slug));
        IF v_org_id IS NULL THEN
            RAISE EXCEPTION 'Organization not found: %', p_org_slug USING ERRCODE = 'P0404';
        END IF;
    END IF;
    RETURN QUERY
        SELECT r.full_key, r.key_id, r.expires_at, v_user.object_id, v_org_id
          FROM membership.insert_api_key(v_user.object_id, v_org_id, coalesce(nullif(btrim(p_name), ''), 'Issued by operator'),
                                         NULL, p_expires_at,
                                         ARRAY(SELECT DISTINCT s FROM unnest(coalesce(p_scopes, '{}')) AS s ORDER BY s),
                                         NULL, NULL, session_user, NULL) AS r;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.issue_api_key_for_email(text, text, text, timestamptz, text[]) IS
    'Operators: mints a key for the user with this email (creating the user and personal organization when missing) '
    'in the personal organization or the one with p_org_slug (the user must be a member). Returns the plaintext once.';
CALL internal.grant_execute('membership.issue_api_key_for_email(text, text, text, timestamptz, text[])', 'admin');

CREATE OR REPLACE FUNCTION membership.list_api_keys_for_operator(p_email text DEFAULT NULL)
RETURNS TABLE(key_id text, name text, email text, organization text, key_prefix text,
              status membership.api_key_status, scopes text[], created_at timestamptz, expires_at timestamptz,
              last_used_at timestamptz, revoked_at timestamptz, is_live boolean, reason text)
LANGUAGE plpgsql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    RETURN QUERY
        SELECT k.key_id, k.display_name, u.email, o.slug, k.key_prefix, k.status, k.scopes, k.created_at,
               k.expires_at, k.last_used_at, k.revoked_at, membership.api_key_is_live(k), membership.api_key_refusal(k)
          FROM membership.api_key k
          JOIN membership."user" u ON u.object_id = k.user_id
          JOIN membership.organization o ON o.object_id = k.organization_id
         WHERE k.deleted_at IS NULL
           AND (p_email IS NULL OR u.email = common.normalize_email(p_email))
         ORDER BY u.email, k.created_at, k.key_id;
    PERFORM core.leave_system_context(v_previous);
END
$$;
COMMENT ON FUNCTION membership.list_api_keys_for_operator(text) IS
    'Operators: every key (or those of one email): key_id, name, holder email, organization slug, status, scopes, '
    'times, and why it is not live (reason).';
CALL internal.grant_execute('membership.list_api_keys_for_operator(text)', 'admin');

CREATE OR REPLACE FUNCTION membership.revoke_api_key_for_operator(p_key_id text, p_reason text DEFAULT NULL)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_previous text := core.enter_system_context();
BEGIN
    IF NOT EXISTS (SELECT FROM membership.api_key k WHERE k.key_id = p_key_id AND k.deleted_at IS NULL) THEN
        RAISE EXCEPTION 'API key not found: %', p_key_id USING ERRCODE = 'P0404';
    END IF;
    UPDATE membership.api_key k SET status = 'revoked', revoked_at = now(), revoke_reason = p_reason
     WHERE k.key_id = p_key_id AND k.status <> 'revoked';
    IF NOT FOUND THEN
        PERFORM core.leave_system_context(v_previous);
        RETURN false;                           -- already revoked
    END IF;
    INSERT INTO membership.api_key_event (key_id, event, detail)
    VALUES (p_key_id, 'revoked', jsonb_strip_nulls(jsonb_build_object('operator', session_user, 'reason', p_reason)));
    PERFORM core.leave_system_context(v_previous);
    RETURN true;
END
$$;
COMMENT ON FUNCTION membership.revoke_api_key_for_operator(text, text) IS
    'Operators: revokes a key by key_id; true when revoked now, false when it already was (P0404 when unknown).';
CALL internal.grant_execute('membership.revoke_api_key_for_operator(text, text)', 'admin');
