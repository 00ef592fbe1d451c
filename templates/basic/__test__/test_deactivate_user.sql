-- deactivate_user flips is_active once; a second call changes nothing and says so.

DO $$
BEGIN
    IF NOT app.deactivate_user('bob@example.com') THEN
        RAISE EXCEPTION 'expected the first deactivation to change a row';
    END IF;
    IF app.deactivate_user('bob@example.com') THEN
        RAISE EXCEPTION 'expected the second deactivation to change nothing';
    END IF;
    IF (app.find_user('bob@example.com')).is_active THEN
        RAISE EXCEPTION 'expected bob to be inactive';
    END IF;
END
$$;
