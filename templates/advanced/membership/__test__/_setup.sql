-- Fixture for the membership tests (runs as the owner, inside the deploy transaction, rolled back after the
-- folder). Alice signs in with Google and Bob with GitHub, both with verified emails; their ids, personal
-- organizations and the real role names are kept in test.* settings. Helpers (pg_temp, gone with the fixture):
--   pg_temp.act_as(subject)      set the signed request identity, as the gateway would
--   pg_temp.become_customer()    SET LOCAL ROLE <customer>   (row-level security tests)
--   pg_temp.become_owner()       SET LOCAL ROLE <owner>
--   pg_temp.as_system()          enter the system context (see every row; owner only)
--   pg_temp.expect(what, actual, expected)  raises "<what>: expected <e>, got <a>" unless actual IS NOT DISTINCT
--                                           FROM expected (a NULL actual fails; an inequality test before RAISE would pass)

CREATE FUNCTION pg_temp.act_as(p_subject text) RETURNS uuid
LANGUAGE sql AS $$ SELECT membership.set_request_identity(p_subject) $$;

CREATE FUNCTION pg_temp.become_customer() RETURNS void
LANGUAGE plpgsql AS $$ BEGIN EXECUTE format('SET LOCAL ROLE %I', current_setting('test.customer_role')); END $$;

CREATE FUNCTION pg_temp.become_owner() RETURNS void
LANGUAGE plpgsql AS $$ BEGIN EXECUTE format('SET LOCAL ROLE %I', current_setting('test.owner_role')); END $$;

CREATE FUNCTION pg_temp.expect(p_what text, p_actual anycompatible, p_expected anycompatible) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF p_actual IS DISTINCT FROM p_expected THEN
        RAISE EXCEPTION '%: expected %, got %', p_what, coalesce(p_expected::text, 'NULL'), coalesce(p_actual::text, 'NULL');
    END IF;
END
$$;

CREATE FUNCTION pg_temp.as_system() RETURNS void
LANGUAGE sql AS $$ SELECT NULL::void FROM core.enter_system_context() $$;

-- Tests start from the defaults, whatever deploy parameters this deploy was given.
UPDATE internal.setting SET value = '*' WHERE key = 'account_linking_providers';
DELETE FROM internal.setting WHERE key = 'api_key_max_lifetime';

DO $$
DECLARE
    v_alice uuid := membership.upsert_user('google', 'alice-001', 'alice@example.com', 'Alice', true);
    v_bob   uuid := membership.upsert_user('github', 'bob-001', 'bob@example.com', 'Bob', true);
    v_prev  text := core.enter_system_context();
BEGIN
    PERFORM set_config('test.alice_id', v_alice::text, true);
    PERFORM set_config('test.bob_id', v_bob::text, true);
    PERFORM set_config('test.alice_org', (membership.get_user_default_organization(v_alice)).object_id::text, true);
    PERFORM set_config('test.bob_org', (membership.get_user_default_organization(v_bob)).object_id::text, true);
    PERFORM set_config('test.owner_role', internal.role_name('owner'), true);
    PERFORM set_config('test.customer_role', internal.role_name('customer'), true);
    PERFORM set_config('test.admin_role', internal.role_name('admin'), true);
    PERFORM set_config('test.api_role', internal.role_name('api'), true);
    PERFORM set_config('test.gateway_role', internal.role_name('gateway'), true);
    PERFORM core.leave_system_context(v_prev);
END
$$;

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;
