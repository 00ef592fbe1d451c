-- interval: ISO-8601, .NET [-][d.]hh:mm[:ss[.f]], and PostgreSQL's own syntax.
DO $$
BEGIN
    PERFORM pg_temp.expect('ISO-8601 P1DT2H', common.try_cast('P1DT2H', NULL::interval), interval '1 day 2 hours');
    PERFORM pg_temp.expect('.NET 1.02:03:04.5', common.try_cast('1.02:03:04.5', NULL::interval), interval '1 day 02:03:04.5');
    PERFORM pg_temp.expect('.NET -00:30', common.try_cast('-00:30', NULL::interval), interval '-30 minutes');
    PERFORM pg_temp.expect('the native form', common.try_cast('90 minutes', NULL::interval), interval '90 minutes');
    PERFORM pg_temp.expect('the default for invalid intervals ("25:00:61", "soon", "")',
        ARRAY[common.try_cast('25:00:61', interval '1 second'), common.try_cast('soon', interval '1 second'), common.try_cast('', interval '1 second')],
        ARRAY[interval '1 second', interval '1 second', interval '1 second']);
END
$$;
