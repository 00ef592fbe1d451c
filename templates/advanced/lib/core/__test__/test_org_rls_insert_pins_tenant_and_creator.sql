-- Inserts must target an organization the request acts in, with created_by_user_id = the request's user.
SELECT pg_temp.act_as('google|core-alice');
SELECT pg_temp.become_customer();
DO $$
BEGIN
    INSERT INTO core.test_note (organization_id, created_by_user_id, body)
    VALUES (current_setting('test.alice_org')::uuid, current_setting('test.alice_id')::uuid, 'ok');
    BEGIN
        INSERT INTO core.test_note (organization_id, created_by_user_id, body)
        VALUES (current_setting('test.bob_org')::uuid, current_setting('test.alice_id')::uuid, 'into bob');
        RAISE EXCEPTION 'expected an insert into Bob''s organization to be refused';
    EXCEPTION WHEN insufficient_privilege THEN NULL;    -- expected
    END;
    BEGIN
        INSERT INTO core.test_note (organization_id, created_by_user_id, body)
        VALUES (current_setting('test.alice_org')::uuid, current_setting('test.bob_id')::uuid, 'as bob');
        RAISE EXCEPTION 'expected an insert claiming another creator to be refused';
    EXCEPTION WHEN insufficient_privilege THEN NULL;    -- expected
    END;
END
$$;
