-- The table refuses an empty email even when written directly.

DO $$
BEGIN
    BEGIN
        INSERT INTO app.users (email, display_name) VALUES ('', 'Nobody');
        RAISE EXCEPTION 'expected check_violation for an empty email';
    EXCEPTION
        WHEN check_violation THEN
            NULL; -- expected: the constraint rejected the row
    END;
END
$$;
