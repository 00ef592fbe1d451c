-- Fixture for the lib/core tests: a tenant table core.test_note (an entity table under core.apply_org_rls),
-- the customer's grants on it, two users with their personal organizations, and one note in each.
-- Helpers (pg_temp): act_as(subject), become_customer(), become_owner(), and
-- expect(what, actual, expected), which raises "<what>: expected <e>, got <a>" unless actual IS NOT DISTINCT FROM
-- expected (a NULL actual fails; an inequality test before RAISE would pass).

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

CREATE TABLE core.test_note (
    object_id          core.entity_id PRIMARY KEY,
    organization_id    uuid NOT NULL,
    created_by_user_id uuid,
    body               text NOT NULL
);
SELECT core.apply_entity_standards('core.test_note');
SELECT core.apply_org_rls('core.test_note');
CALL internal.grant_on_table('core.test_note', 'SELECT, INSERT, UPDATE, DELETE', 'customer');

DO $$
DECLARE
    v_alice uuid := membership.upsert_user('google', 'core-alice', 'core.alice@example.com', 'Alice', true);
    v_bob   uuid := membership.upsert_user('github', 'core-bob', 'core.bob@example.com', 'Bob', true);
    v_prev  text := core.enter_system_context();
BEGIN
    PERFORM set_config('test.owner_role', internal.role_name('owner'), true);
    PERFORM set_config('test.customer_role', internal.role_name('customer'), true);
    PERFORM set_config('test.alice_id', v_alice::text, true);
    PERFORM set_config('test.bob_id', v_bob::text, true);
    PERFORM set_config('test.alice_org', (membership.get_user_default_organization(v_alice)).object_id::text, true);
    PERFORM set_config('test.bob_org', (membership.get_user_default_organization(v_bob)).object_id::text, true);
    INSERT INTO core.test_note (organization_id, created_by_user_id, body)
    VALUES (current_setting('test.alice_org')::uuid, v_alice, 'alice note'),
           (current_setting('test.bob_org')::uuid, v_bob, 'bob note');
    PERFORM core.leave_system_context(v_prev);
END
$$;

-- Test helpers are called after SET ROLE to other template roles; the owner's default privileges keep
-- new functions from PUBLIC, so open these session-local ones explicitly.
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pg_temp TO PUBLIC;
