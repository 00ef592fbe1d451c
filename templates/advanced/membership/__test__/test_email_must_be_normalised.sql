-- Weak point 7.3 #26: the table itself refuses an email that is not normalised, even from trusted code.
DO $$
BEGIN
    PERFORM pg_temp.as_system();
    BEGIN
        INSERT INTO membership."user" (email) VALUES ('Dave@Example.com');
        RAISE EXCEPTION 'expected a check violation for a mixed-case email, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
    BEGIN
        INSERT INTO membership."user" (email) VALUES ('');
        RAISE EXCEPTION 'expected a check violation for an empty email, got success';
    EXCEPTION WHEN check_violation THEN NULL;           -- expected
    END;
END
$$;
