-- find_user matches case-insensitively and returns NULL for an unknown email.

DO $$
BEGIN
    IF (app.find_user(' BOB@EXAMPLE.COM')).display_name IS DISTINCT FROM 'Bob' THEN
        RAISE EXCEPTION 'expected to find Bob';
    END IF;
    IF (app.find_user('nobody@example.com')).user_id IS NOT NULL THEN
        RAISE EXCEPTION 'expected no user for nobody@example.com';
    END IF;
END
$$;
