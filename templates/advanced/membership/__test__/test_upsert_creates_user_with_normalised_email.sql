-- upsert_user stores the email trimmed and lower-cased, keeps the verified flag, and returns the user id.
DO $$
DECLARE
    v_id   uuid := membership.upsert_user('google', 'carol-001', '  Carol@Example.COM ', 'Carol', true);
    v_user membership."user";
BEGIN
    PERFORM pg_temp.as_system();
    SELECT u.* INTO v_user FROM membership."user" u WHERE u.object_id = v_id;
    IF v_user.email IS DISTINCT FROM 'carol@example.com' THEN
        RAISE EXCEPTION 'expected email carol@example.com, got %', v_user.email;
    END IF;
    IF v_user.email_verified IS NOT TRUE OR v_user.display_name IS DISTINCT FROM 'Carol' THEN
        RAISE EXCEPTION 'expected verified user named Carol, got verified=% name=%', v_user.email_verified, v_user.display_name;
    END IF;
END
$$;
