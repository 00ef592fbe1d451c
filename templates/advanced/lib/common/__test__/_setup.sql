-- Fixture for the lib/common tests: no data is needed (pure functions); the tests run as the owner.
-- Helpers (pg_temp, gone with the fixture):
--   pg_temp.expect(what, actual, expected)   raises "<what>: expected <e>, got <a>" unless actual IS NOT DISTINCT
--                                            FROM expected (a NULL actual fails; an inequality test before RAISE would pass)

CREATE FUNCTION pg_temp.expect(p_what text, p_actual anycompatible, p_expected anycompatible) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
    IF p_actual IS DISTINCT FROM p_expected THEN
        RAISE EXCEPTION '%: expected %, got %', p_what, coalesce(p_expected::text, 'NULL'), coalesce(p_actual::text, 'NULL');
    END IF;
END
$$;
