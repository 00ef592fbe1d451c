-- upsert_user stores the email lowercased and trimmed, and a second upsert renames instead of duplicating.

DO $$
DECLARE
    v_count integer;
    v_name  text;
BEGIN
    PERFORM app.upsert_user('ALICE@example.com', 'Alice Liddell');
    SELECT count(*), max(display_name) INTO v_count, v_name FROM app.users WHERE email = 'alice@example.com';
    IF v_count <> 1 THEN
        RAISE EXCEPTION 'expected 1 row for alice@example.com, got %', v_count;
    END IF;
    IF v_name <> 'Alice Liddell' THEN
        RAISE EXCEPTION 'expected display name "Alice Liddell", got "%"', v_name;
    END IF;
END
$$;
