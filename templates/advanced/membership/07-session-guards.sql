-- membership: what a verified identity may do, for the self-service functions of 10-12.
--
-- Defines:
--   membership.require_session(scope)                the guard every self-service function starts with
--   membership.require_person_session(action)        the same, refusing API-key sessions ("API keys cannot …")
--   membership.identity_administers(identity, org)   org admin (owners included) or platform admin
--   membership.identity_may_act_for(identity, user, org)   administers the organization, or is that user and
--       may act in it (who may manage a user's keys there, and who may remove a member: admins, or the member)
-- The predicates take the identity JSON of membership.current_identity() (keys adm, uid, mo, ao) and are single
-- SQL expressions with no SET clause, so they inline into their callers' queries. They return NULL where
-- their operands are NULL, exactly as the expressions they replace did; callers test them with IF NOT / AND.
-- Relies on: 06-request-identity.sql (membership.current_identity).
-- Trust boundary: none here; the guards run inside the SECURITY DEFINER functions that call them. The
-- predicates are pure functions of their arguments: customer may execute them because
-- membership.can_create_api_key (executed by customer) inlines them, which needs EXECUTE.

CREATE OR REPLACE FUNCTION membership.require_session(p_scope text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.current_identity();
BEGIN
    IF v_identity IS NULL THEN
        RAISE EXCEPTION 'authentication required' USING ERRCODE = 'P0401';
    END IF;
    IF p_scope IS NOT NULL AND v_identity -> 'kid' <> 'null'::jsonb AND NOT coalesce(v_identity -> 'scp' ? p_scope, false) THEN
        RAISE EXCEPTION 'this API key lacks the "%" scope', p_scope USING ERRCODE = 'P0403';
    END IF;
    RETURN v_identity;
END
$$;
COMMENT ON FUNCTION membership.require_session(text) IS
    'The verified identity, or P0401 when anonymous; P0403 when a key session lacks p_scope. Owner-only.';
REVOKE ALL ON FUNCTION membership.require_session(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.require_person_session(p_action text)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb := membership.require_session();
BEGIN
    IF v_identity -> 'kid' <> 'null'::jsonb THEN
        RAISE EXCEPTION 'API keys cannot %', p_action USING ERRCODE = 'P0403';
    END IF;
    RETURN v_identity;
END
$$;
COMMENT ON FUNCTION membership.require_person_session(text) IS
    'The verified identity of a signed-in person: P0401 when anonymous, P0403 "API keys cannot <action>" for a key session. Owner-only.';
REVOKE ALL ON FUNCTION membership.require_person_session(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.identity_administers(p_identity jsonb, p_organization_id uuid)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT p_identity -> 'ao' ? p_organization_id::text OR (p_identity ->> 'adm')::boolean;
$$;
COMMENT ON FUNCTION membership.identity_administers(jsonb, uuid) IS
    'Whether the identity administers the organization: an effective admin there (owners included) or a platform admin.';
CALL internal.grant_execute('membership.identity_administers(jsonb, uuid)', 'customer');

CREATE OR REPLACE FUNCTION membership.identity_may_act_for(p_identity jsonb, p_user_id uuid, p_organization_id uuid)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT membership.identity_administers(p_identity, p_organization_id)
        OR (p_user_id = (p_identity ->> 'uid')::uuid AND p_identity -> 'mo' ? p_organization_id::text);
$$;
COMMENT ON FUNCTION membership.identity_may_act_for(jsonb, uuid, uuid) IS
    'Whether the identity may act for that user in that organization: it administers the organization, or it is '
    'the user and may act in the organization. Scopes are the caller''s to check.';
CALL internal.grant_execute('membership.identity_may_act_for(jsonb, uuid, uuid)', 'customer');
