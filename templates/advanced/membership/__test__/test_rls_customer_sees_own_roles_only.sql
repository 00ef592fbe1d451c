-- As the customer role, Alice sees her own system roles and the whole role catalog, not Bob's roles
-- (reference §6 items 25-27).
DO $$
DECLARE
    v_prev text := core.enter_system_context();
    v_role uuid;
BEGIN
    INSERT INTO membership.role (name, description) VALUES ('rls_test_role', 'test') RETURNING object_id INTO v_role;
    INSERT INTO membership.user_role (user_object_id, role_object_id)
    VALUES (current_setting('test.alice_id')::uuid, v_role), (current_setting('test.bob_id')::uuid, v_role);
    PERFORM core.leave_system_context(v_prev);
    PERFORM pg_temp.act_as('google|alice-001');
END
$$;
SELECT pg_temp.become_customer();
DO $$
BEGIN
    PERFORM pg_temp.expect('own user_role rows',
        (SELECT count(*) FROM membership.user_role ur JOIN membership.role r ON r.object_id = ur.role_object_id
          WHERE r.name = 'rls_test_role' AND ur.user_object_id = current_setting('test.alice_id')::uuid), 1);
    PERFORM pg_temp.expect('Bob''s user_role rows', (SELECT count(*) FROM membership.user_role WHERE user_object_id = current_setting('test.bob_id')::uuid), 0);
    PERFORM pg_temp.expect('rls_test_role in the readable role catalog', (SELECT count(*) FROM membership.role WHERE name = 'rls_test_role'), 1);
END
$$;
