-- Fixture for the tests in this folder: two users. Rolled back when the folder is done.
-- pg_temp.expect(what, actual, expected) raises "<what>: expected <e>, got <a>" unless actual IS NOT DISTINCT FROM
-- expected: a NULL actual fails, where a plain inequality test before RAISE would let it pass silently.

CREATE FUNCTION pg_temp.expect(p_what text, p_actual anycompatible, p_expected anycompatible) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF p_actual IS DISTINCT FROM p_expected THEN
        RAISE EXCEPTION '%: expected %, got %', p_what, coalesce(p_expected::text, 'NULL'), coalesce(p_actual::text, 'NULL');
    END IF;
END
$$;

SELECT app.upsert_user('Alice@Example.com ', 'Alice');
SELECT app.upsert_user('bob@example.com', 'Bob');
