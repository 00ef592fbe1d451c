-- membership: request identity, the signed record of who the current request acts as.
--
-- Identity is set in two ways, both SECURITY DEFINER:
--   membership.authenticate(credential)  (16-request-credentials.sql) what every request takes: the entry points
--                                        verify the credential the caller presented (an API key) and set the
--                                        identity of its holder. Executable by the api role kind (the gateway).
--   membership.set_request_identity(subject)  operators and tests: act as '<provider>|<subject>' (an identity-
--                                        provider account, split at the FIRST '|') or 'apikey|<key_id>' without a
--                                        credential. Executable by admin only: a stolen gateway login must not
--                                        become anyone.
-- Both store the resolved identity in the transaction-local setting auth.signed_identity as "<json>.<hmac>",
-- where the HMAC (internal.sign, key readable by the owner only) covers the JSON, which carries the backend pid
-- and the transaction start. Every reader (membership.current_identity and the api.current_* functions)
-- verifies that signature and binding, so a value typed by hand (SET / set_config) -- or copied from
-- another session or transaction -- reads as anonymous.
--
-- The JSON also caches what authority checks need for the rest of the transaction: the user, the key,
-- its organization and scopes, platform-admin status, and the organizations the session may act in
-- (member / owner / admin / invited), each already confined to the key's organization for a key session.
-- Statement triggers on the membership tables bump membership.identity_epoch; a cached identity from an
-- older epoch is resolved again, so a change made earlier in the same transaction is seen.
--
-- Key sessions: confined to the key's organization in every set below; platform-admin power only when the
-- user is a platform admin AND the key holds the scope 'platform:admin'.
-- Relies on: lib/core/03 (signing, system context), 01-03; the invited-organizations lookup reads
-- membership.invitation (04-invitation-store); a token session is narrowed by 05-token-grant. Defines also api.vw_current_user,
-- membership.vw_user_owned_organizations and membership.vw_user_claims. The guards self-service functions
-- start with (membership.require_session and friends) are in 07-session-guards.sql.

CREATE OR REPLACE FUNCTION api.parse_idp_provider(p_subject text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT CASE WHEN strpos(p_subject, '|') > 1 THEN left(p_subject, strpos(p_subject, '|') - 1) END;
$$;
COMMENT ON FUNCTION api.parse_idp_provider(text) IS 'The provider of "<provider>|<subject>": the text before the first "|" (NULL if none).';
CALL internal.grant_execute('api.parse_idp_provider(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.parse_idp_subject_id(p_subject text)
RETURNS text
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    -- Everything after the first '|', kept whole: 'p|a|b' and 'p|a|c' are different subjects.
    SELECT CASE WHEN strpos(p_subject, '|') > 1 AND length(p_subject) > strpos(p_subject, '|')
                THEN substr(p_subject, strpos(p_subject, '|') + 1) END;
$$;
COMMENT ON FUNCTION api.parse_idp_subject_id(text) IS 'The subject of "<provider>|<subject>": everything after the first "|" (NULL if empty).';
CALL internal.grant_execute('api.parse_idp_subject_id(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.identity_epoch()
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(nullif(current_setting('membership.identity_epoch', true), ''), '0');
$$;
COMMENT ON FUNCTION membership.identity_epoch() IS 'How many membership writes this transaction made (bumped by statement triggers).';
REVOKE ALL ON FUNCTION membership.identity_epoch() FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Resolution and storage (owner-only building blocks)
-- ---------------------------------------------------------------------------------------------------
-- The identity of a person session: "<provider>|<subject>" whose active user the caller has just found
-- (resolve_identity; the OAuth check, which found it with the issuer). Call it in the system context.
CREATE OR REPLACE FUNCTION membership.resolve_person(p_subject text, p_user_id uuid)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb;
BEGIN
    -- Person session: owned organizations and active memberships, each found by index.
    SELECT jsonb_build_object(
               'mo', coalesce(jsonb_agg(e.org ORDER BY e.org), '[]'),
               'oo', coalesce(jsonb_agg(e.org ORDER BY e.org) FILTER (WHERE e.owned), '[]'),
               'ao', coalesce(jsonb_agg(e.org ORDER BY e.org) FILTER (WHERE e.owned OR e.admin), '[]'),
               'adm', EXISTS (SELECT FROM membership.user_role ur
                                JOIN membership.role r ON r.object_id = ur.role_object_id AND r.name = 'superuser'
                               WHERE ur.user_object_id = p_user_id),
               -- Organizations with an open invitation to the user's verified email (04), so the invitee
               -- may read their names. Key sessions never act on invitations.
               'io', to_jsonb(ARRAY(
                   SELECT DISTINCT i.organization_id
                     FROM membership.invitation i
                     JOIN membership."user" u ON u.object_id = p_user_id AND u.email_verified AND u.email = i.email
                    WHERE i.status = 'pending' AND i.expires_at > now())))
      INTO v_identity
      FROM (SELECT t.org, bool_or(t.owned) AS owned, bool_or(t.admin) AS admin
              FROM (SELECT o.object_id AS org, true AS owned, false AS admin
                      FROM membership.organization o
                     WHERE o.owner_user_id = p_user_id AND o.is_active
                    UNION ALL
                    SELECT m.organization_id, false, m.role = 'admin'
                      FROM membership.organization_member m
                      JOIN membership.organization o ON o.object_id = m.organization_id AND o.is_active
                     WHERE m.user_id = p_user_id AND m.status = 'active') AS t
             GROUP BY t.org) AS e;
    RETURN v_identity || jsonb_build_object(
        'sub',  p_subject,
        'uid',  p_user_id,
        'kid',  NULL,
        'korg', NULL,
        'scp',  '[]'::jsonb,
        'bind', internal.transaction_binding(),
        'ep',   membership.identity_epoch());
END
$$;
COMMENT ON FUNCTION membership.resolve_person(text, uuid) IS
    'The identity JSON of a person session for "<provider>|<subject>" and its active user (found by the caller, in '
    'the system context): owned, member, admin and invited organizations, platform-admin status. Owner-only.';
REVOKE ALL ON FUNCTION membership.resolve_person(text, uuid) FROM PUBLIC;

DROP FUNCTION IF EXISTS membership.resolve_identity(text);  -- gained p_key

CREATE OR REPLACE FUNCTION membership.resolve_identity(p_subject text, p_key membership.api_key DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_provider text := api.parse_idp_provider(p_subject);
    v_subject  text := api.parse_idp_subject_id(p_subject);
    v_previous text;
    v_key      membership.api_key;
    v_user_id  uuid;
    v_key_org  uuid;
    v_identity jsonb;
BEGIN
    IF length(p_subject) > 4096 OR v_provider IS NULL OR v_subject IS NULL THEN
        RETURN NULL;
    END IF;
    v_previous := core.enter_system_context();

    IF v_provider = 'apikey' AND (p_key).key_id = v_subject THEN
        -- A key row whose own columns the caller has just verified (membership.match_api_key): no second
        -- lookup. Its membership is the statement below.
        v_key := p_key;
        v_user_id := v_key.user_id;
        v_key_org := v_key.organization_id;
    ELSIF v_provider = 'apikey' THEN
        SELECT k.* INTO v_key FROM membership.api_key k WHERE k.key_id = v_subject;
        IF FOUND AND membership.api_key_is_live(v_key) THEN
            v_user_id := v_key.user_id;
            v_key_org := v_key.organization_id;
        END IF;
    ELSE
        SELECT i.user_object_id INTO v_user_id
          FROM membership.user_identity i
          JOIN membership."user" u ON u.object_id = i.user_object_id AND u.is_active
         WHERE i.idp_provider = v_provider AND i.idp_subject_id = v_subject;
    END IF;

    -- The user's effective memberships (see 02: active user, active organization, owner or active member).
    -- Key sessions and person sessions take separate statements with no "key IS NULL OR ..." predicate: each
    -- keeps one cached plan that reads by index (a shared statement was planned anew on every call).
    IF v_key_org IS NOT NULL THEN
        -- Key session: every set is confined to the key's organization; platform-admin power needs the scope
        -- platform:admin (tested first, so a key without it never reads the role tables). This statement is also
        -- the membership half of the key's liveness (03): a request's credential check leaves it to this one read.
        SELECT jsonb_build_object(
                   'mo', coalesce(jsonb_agg(o.object_id), '[]'),
                   'oo', coalesce(jsonb_agg(o.object_id) FILTER (WHERE o.owner_user_id = v_user_id), '[]'),
                   'ao', coalesce(jsonb_agg(o.object_id) FILTER (WHERE o.owner_user_id = v_user_id OR m.role = 'admin'), '[]'),
                   'adm', 'platform:admin' = ANY (v_key.scopes)
                          AND EXISTS (SELECT FROM membership.user_role ur
                                        JOIN membership.role r ON r.object_id = ur.role_object_id AND r.name = 'superuser'
                                       WHERE ur.user_object_id = v_user_id),
                   'io', '[]'::jsonb)
          INTO v_identity
          FROM membership.organization o
          JOIN membership."user" u ON u.object_id = v_user_id AND u.is_active
          LEFT JOIN membership.organization_member m
                 ON m.organization_id = o.object_id AND m.user_id = v_user_id AND m.status = 'active'
         WHERE o.object_id = v_key_org AND o.is_active
           AND (o.owner_user_id = v_user_id OR m.object_id IS NOT NULL)
        HAVING count(*) > 0;     -- no row, so no identity, unless the holder is an active, effective member
    ELSIF v_user_id IS NOT NULL THEN
        v_identity := membership.resolve_person(p_subject, v_user_id);
        PERFORM core.leave_system_context(v_previous);
        RETURN v_identity;
    END IF;

    IF v_identity IS NOT NULL THEN         -- a key session (a person session returned above)
        v_identity := v_identity || jsonb_build_object(
            'sub',  p_subject,
            'uid',  v_user_id,
            'kid',  v_key.key_id,
            'korg', v_key_org,
            'scp',  to_jsonb(v_key.scopes),
            'bind', internal.transaction_binding(),
            'ep',   membership.identity_epoch());
    END IF;

    PERFORM core.leave_system_context(v_previous);
    RETURN v_identity;
END
$$;
COMMENT ON FUNCTION membership.resolve_identity(text, membership.api_key) IS
    'Resolves "<provider>|<subject>" or "apikey|<key_id>" to the identity JSON (NULL when nothing live matches); '
    'p_key: that key''s row, already verified live by the caller (skips the lookup). Owner-only.';
REVOKE ALL ON FUNCTION membership.resolve_identity(text, membership.api_key) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.store_identity(p_identity jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_payload text := p_identity::text;
    v_ignored text;
BEGIN
    v_ignored := set_config('auth.signed_identity',
                            CASE WHEN p_identity IS NULL THEN ''
                                 ELSE v_payload || '.' || internal.sign('request-identity', v_payload) END,
                            true);
END
$$;
COMMENT ON FUNCTION membership.store_identity(jsonb) IS 'Signs the identity JSON into auth.signed_identity for this transaction (NULL clears it). Owner-only.';
REVOKE ALL ON FUNCTION membership.store_identity(jsonb) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- The entry point, and the verified reader
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION membership.set_request_identity(p_subject text)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_identity jsonb;
BEGIN
    -- Cleared first: nothing below may act on the previous request's identity.
    PERFORM membership.store_identity(NULL);
    v_identity := membership.resolve_identity(p_subject);
    -- NULL, malformed or unknown subjects leave it cleared: the rest of the transaction is anonymous.
    PERFORM membership.store_identity(v_identity);
    RETURN (v_identity ->> 'uid')::uuid;
END
$$;
COMMENT ON FUNCTION membership.set_request_identity(text) IS
    'Operators and tests: act as "<provider>|<subject>" or "apikey|<key_id>" WITHOUT a credential, signed into this '
    'transaction; returns the user id, or NULL (identity cleared) when the subject is invalid, unknown, inactive or a '
    'dead key. Admin only; requests authenticate with membership.authenticate(credential).';
CALL internal.grant_execute('membership.set_request_identity(text)', 'admin');

CREATE OR REPLACE FUNCTION membership.current_identity()
RETURNS jsonb
LANGUAGE plpgsql
STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_raw      text := current_setting('auth.signed_identity', true);
    v_payload  text;
    v_identity jsonb;
    v_grant    jsonb;
BEGIN
    IF v_raw IS NULL OR length(v_raw) < 67 OR length(v_raw) > 1048576
       OR substr(v_raw, length(v_raw) - 64, 1) <> '.' THEN
        RETURN NULL;
    END IF;
    v_payload := left(v_raw, -65);
    IF NOT internal.signature_matches('request-identity', v_payload, right(v_raw, 64)) THEN
        RETURN NULL;                       -- set by hand, or tampered with
    END IF;
    v_identity := v_payload::jsonb;        -- we signed it, so it parses
    IF v_identity ->> 'bind' IS DISTINCT FROM internal.transaction_binding() THEN
        RETURN NULL;                       -- signed for another session or transaction
    END IF;
    IF v_identity ->> 'ep' IS DISTINCT FROM membership.identity_epoch() THEN
        -- Membership data changed in this transaction: resolve the same subject again and re-sign. The
        -- identity is cleared first, so row-level security evaluated inside the resolution (which runs in
        -- the system context anyway) reads "anonymous" instead of recursing into this function.
        PERFORM membership.store_identity(NULL);
        -- A token session keeps its grant (scopes, organization): narrowed again (14-oauth-assertions.sql).
        v_grant := v_identity -> 'tok';
        v_identity := membership.resolve_identity(v_identity ->> 'sub');
        v_identity := membership.confine_to_token(v_identity, v_grant);
        PERFORM membership.store_identity(v_identity);
    END IF;
    RETURN v_identity;
END
$$;
COMMENT ON FUNCTION membership.current_identity() IS
    'The verified request identity of this transaction as JSON (uid, sub, kid, korg, scp, adm, mo, oo, ao, io), or NULL.';
CALL internal.grant_execute('membership.current_identity()', 'api', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- api.current_*: thin, inlinable readers of the verified identity
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.current_idp_subject()
RETURNS text LANGUAGE sql STABLE
AS $$ SELECT membership.current_identity() ->> 'sub' $$;
COMMENT ON FUNCTION api.current_idp_subject() IS 'The verified "<provider>|<subject>" of this request, or NULL.';
CALL internal.grant_execute('api.current_idp_subject()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_user_id()
RETURNS uuid LANGUAGE sql STABLE
AS $$ SELECT (membership.current_identity() ->> 'uid')::uuid $$;
COMMENT ON FUNCTION api.current_user_id() IS 'The verified, active user of this request, or NULL (anonymous).';
CALL internal.grant_execute('api.current_user_id()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.is_authenticated()
RETURNS boolean LANGUAGE sql STABLE
AS $$ SELECT membership.current_identity() IS NOT NULL $$;
COMMENT ON FUNCTION api.is_authenticated() IS 'Whether this request has a verified, active user.';
CALL internal.grant_execute('api.is_authenticated()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_user_is_admin()
RETURNS boolean LANGUAGE sql STABLE
AS $$ SELECT coalesce((membership.current_identity() ->> 'adm')::boolean, false) $$;
COMMENT ON FUNCTION api.current_user_is_admin() IS
    'Whether the request acts as a platform admin (role superuser; for a key session only with scope platform:admin).';
CALL internal.grant_execute('api.current_user_is_admin()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_api_key_id()
RETURNS text LANGUAGE sql STABLE
AS $$ SELECT membership.current_identity() ->> 'kid' $$;
COMMENT ON FUNCTION api.current_api_key_id() IS 'The key_id of a key session, or NULL.';
CALL internal.grant_execute('api.current_api_key_id()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_api_key_org_id()
RETURNS uuid LANGUAGE sql STABLE
AS $$ SELECT (membership.current_identity() ->> 'korg')::uuid $$;
COMMENT ON FUNCTION api.current_api_key_org_id() IS 'The organization a key session is confined to, or NULL.';
CALL internal.grant_execute('api.current_api_key_org_id()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_api_key_scopes()
RETURNS text[] LANGUAGE sql STABLE
AS $$ SELECT ARRAY(SELECT jsonb_array_elements_text(membership.current_identity() -> 'scp')) $$;
COMMENT ON FUNCTION api.current_api_key_scopes() IS 'The scopes of a key session ({} for other sessions).';
CALL internal.grant_execute('api.current_api_key_scopes()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_scope_allows(p_scope text)
RETURNS boolean LANGUAGE sql STABLE
AS $$
    -- A signed-in person is not scope-limited; a key session and an OAuth token session hold exactly their scopes.
    SELECT CASE WHEN i IS NULL THEN false
                WHEN i -> 'kid' = 'null'::jsonb AND NOT i ? 'tok' THEN true
                ELSE coalesce(i -> 'scp' ? p_scope, false) END
      FROM membership.current_identity() AS i;
$$;
COMMENT ON FUNCTION api.current_scope_allows(text) IS
    'Whether the request may use the scope: true for a signed-in user, the key''s or token''s scopes for a key or '
    'OAuth token session, false when anonymous.';
CALL internal.grant_execute('api.current_scope_allows(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_member_org_ids()
RETURNS uuid[] LANGUAGE sql STABLE
AS $$ SELECT coalesce(ARRAY(SELECT jsonb_array_elements_text(membership.current_identity() -> 'mo')::uuid), '{}') $$;
COMMENT ON FUNCTION api.current_member_org_ids() IS
    'Organizations the request may act in (effective memberships; only the key''s organization for a key session). Never NULL.';
CALL internal.grant_execute('api.current_member_org_ids()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION api.current_owner_org_ids()
RETURNS uuid[] LANGUAGE sql STABLE
AS $$ SELECT coalesce(ARRAY(SELECT jsonb_array_elements_text(membership.current_identity() -> 'oo')::uuid), '{}') $$;
COMMENT ON FUNCTION api.current_owner_org_ids() IS 'Active organizations the request''s user owns (key sessions: at most the key''s). Never NULL.';
CALL internal.grant_execute('api.current_owner_org_ids()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.current_admin_org_ids()
RETURNS uuid[] LANGUAGE sql STABLE
AS $$ SELECT coalesce(ARRAY(SELECT jsonb_array_elements_text(membership.current_identity() -> 'ao')::uuid), '{}') $$;
COMMENT ON FUNCTION membership.current_admin_org_ids() IS
    'Organizations where the request''s user is an effective admin (owners included; key sessions: at most the key''s).';
CALL internal.grant_execute('membership.current_admin_org_ids()', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION membership.current_invited_org_ids()
RETURNS uuid[] LANGUAGE sql STABLE
AS $$ SELECT coalesce(ARRAY(SELECT jsonb_array_elements_text(membership.current_identity() -> 'io')::uuid), '{}') $$;
COMMENT ON FUNCTION membership.current_invited_org_ids() IS
    'Organizations with an open invitation to the request''s verified email (never for key sessions). Never NULL.';
CALL internal.grant_execute('membership.current_invited_org_ids()', 'api', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Views over the current identity
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE VIEW api.vw_current_user WITH (security_invoker = true) AS
SELECT u.object_id AS user_id, u.email, u.display_name, u.email_verified,
       api.current_member_org_ids() AS member_org_ids,
       api.current_owner_org_ids() AS owner_org_ids,
       api.current_api_key_id() AS api_key_id,
       api.current_api_key_org_id() AS api_key_org_id
  FROM membership."user" u
 WHERE u.object_id = (SELECT api.current_user_id());
COMMENT ON VIEW api.vw_current_user IS 'The request''s user (no row when anonymous), with the organizations it may act in.';
CALL internal.grant_on_table('api.vw_current_user', 'SELECT', 'customer');

CREATE OR REPLACE VIEW membership.vw_user_owned_organizations WITH (security_invoker = true) AS
SELECT o.object_id, o.name, o.slug, o.owner_user_id, o.is_personal, o.created_at
  FROM membership.organization o
 WHERE o.is_active AND o.object_id = ANY ((SELECT api.current_owner_org_ids())::uuid[]);
COMMENT ON VIEW membership.vw_user_owned_organizations IS 'Active organizations the request''s user owns (confined to the key''s for a key session).';
CALL internal.grant_on_table('membership.vw_user_owned_organizations', 'SELECT', 'admin', 'customer');

CREATE OR REPLACE VIEW membership.vw_user_claims WITH (security_invoker = true) AS
SELECT u.object_id AS user_id, u.email, u.display_name, u.email_verified, u.is_active,
       coalesce(ARRAY(SELECT DISTINCT r.name FROM membership.user_role ur
                        JOIN membership.role r ON r.object_id = ur.role_object_id
                       WHERE ur.user_object_id = u.object_id ORDER BY r.name), '{}') AS roles,
       membership.effective_org_ids(u.object_id) AS member_org_ids,
       membership.effective_org_ids(u.object_id, 'admin', true) AS owner_org_ids,
       coalesce((SELECT jsonb_agg(DISTINCT jsonb_build_object('provider', i.idp_provider, 'subject_id', i.idp_subject_id))
                   FROM membership.user_identity i WHERE i.user_object_id = u.object_id), '[]') AS identities
  FROM membership."user" u;
COMMENT ON VIEW membership.vw_user_claims IS
    'One row per user: system roles, effective member and owner organizations, linked identities (operators).';
CALL internal.grant_on_table('membership.vw_user_claims', 'SELECT', 'admin');
