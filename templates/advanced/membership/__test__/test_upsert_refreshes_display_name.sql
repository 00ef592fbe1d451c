-- Signing in again with the same identity returns the same id, updates the display name, creates nothing new.
DO $$
DECLARE
    v_alice uuid := current_setting('test.alice_id')::uuid;
    v_again uuid := membership.upsert_user('google', 'alice-001', 'alice@example.com', 'Alice Updated', true);
    v_users integer;
    v_orgs  integer;
BEGIN
    IF v_again IS DISTINCT FROM v_alice THEN
        RAISE EXCEPTION 'expected the same user id %, got %', v_alice, v_again;
    END IF;
    PERFORM pg_temp.as_system();
    IF (SELECT display_name FROM membership."user" WHERE object_id = v_alice) IS DISTINCT FROM 'Alice Updated' THEN
        RAISE EXCEPTION 'expected display name Alice Updated, got %', (SELECT display_name FROM membership."user" WHERE object_id = v_alice);
    END IF;
    SELECT count(*) INTO v_users FROM membership."user" WHERE email = 'alice@example.com';
    SELECT count(*) INTO v_orgs FROM membership.organization WHERE owner_user_id = v_alice;
    PERFORM pg_temp.expect('users with Alice''s email', v_users, 1);
    PERFORM pg_temp.expect('organizations Alice owns', v_orgs, 1);
END
$$;
