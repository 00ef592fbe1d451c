-- membership: row-level security on the tables of 01-03 (11-invitations secures the invitation table).
--
-- Every membership table gets ENABLE + FORCE row level security. FORCE matters here: handler code runs as
-- the owner (the SQL gateways are SECURITY DEFINER), and without FORCE it would see every tenant's users,
-- memberships and keys. With it, the owner sees what the request's identity may see, like a customer does;
-- only code that entered the system context (lib/core/03: the SECURITY DEFINER functions of this template)
-- sees everything, through the owner-only <table>_system policy.
--
-- What a session with a verified identity may read (policies for PUBLIC; table grants decide who reads):
--   user                  itself, and users who share an organization with it (an organization directory)
--   user_identity         its own identities
--   role                  the whole catalog
--   user_role             its own system roles
--   organization          the organizations it may act in (api.current_member_org_ids()), and those
--                         that invited its verified email (so an invitee can read the name)
--   organization_member   the members of those organizations
--   api_key               (owner only, no table grant) its own keys, and every key of organizations it
--                         administers; customers list keys with membership.list_api_keys (no hashes)
--   api_key_event         nobody but operators
-- The admin role (operators) reads every row of the tables it was granted; it writes nothing directly.
-- Anonymous sessions (no verified identity) read nothing but the role catalog.
-- Relies on: 08-org-rls (ensure_policy, ensure_forced_rls), 06-request-identity.sql.
-- Naming (performance only): PostgreSQL 15 ORs a table's permissive policies in descending name order and
-- stops at the first true one, so <table>_system is tried before <table>_read and trusted code in the system
-- context does not pay for resolving an identity. Correctness does not depend on it (see current_identity).

-- Identity anchors are scalar subqueries, so each is evaluated once per query (an InitPlan), not per row.
DO $$
DECLARE
    c_me       CONSTANT text := '(SELECT api.current_user_id())';
    c_my_orgs  CONSTANT text := '(SELECT api.current_member_org_ids())::uuid[]';
    v_table    regclass;
BEGIN
    FOREACH v_table IN ARRAY ARRAY['membership."user"', 'membership.user_identity', 'membership.role',
                                   'membership.user_role', 'membership.organization',
                                   'membership.organization_member', 'membership.api_key',
                                   'membership.api_key_event']::regclass[] LOOP
        PERFORM core.ensure_forced_rls(v_table);
    END LOOP;

    PERFORM core.ensure_policy('membership."user"', 'user_read', 'SELECT', ARRAY['public'],
        format('object_id = %s OR object_id IN (SELECT m.user_id FROM membership.organization_member m '
               'WHERE m.organization_id = ANY (%s) AND m.status = ''active'')', c_me, c_my_orgs));
    PERFORM core.ensure_policy('membership.user_identity', 'user_identity_read', 'SELECT', ARRAY['public'],
        format('user_object_id = %s', c_me));
    PERFORM core.ensure_policy('membership.role', 'role_read', 'SELECT', ARRAY['public'], 'true');
    PERFORM core.ensure_policy('membership.user_role', 'user_role_read', 'SELECT', ARRAY['public'],
        format('user_object_id = %s', c_me));
    PERFORM core.ensure_policy('membership.organization', 'organization_read', 'SELECT', ARRAY['public'],
        format('object_id = ANY (%s) OR object_id = ANY ((SELECT membership.current_invited_org_ids())::uuid[])', c_my_orgs));
    PERFORM core.ensure_policy('membership.organization_member', 'organization_member_read', 'SELECT', ARRAY['public'],
        format('organization_id = ANY (%s)', c_my_orgs));
    PERFORM core.ensure_policy('membership.api_key', 'api_key_read', 'SELECT', ARRAY['owner'],
        format('(user_id = %s AND organization_id = ANY (%s)) '
               'OR organization_id = ANY ((SELECT membership.current_admin_org_ids())::uuid[])', c_me, c_my_orgs));

    -- Operators read everything they were granted SELECT on.
    FOREACH v_table IN ARRAY ARRAY['membership."user"', 'membership.user_identity', 'membership.user_role',
                                   'membership.organization', 'membership.organization_member',
                                   'membership.api_key_event']::regclass[] LOOP
        PERFORM core.ensure_policy(v_table, (SELECT relname FROM pg_catalog.pg_class WHERE oid = v_table) || '_operator_read',
                                   'SELECT', ARRAY['admin'], 'true');
    END LOOP;
END
$$;
