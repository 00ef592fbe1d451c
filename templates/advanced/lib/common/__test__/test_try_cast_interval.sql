-- interval: ISO-8601, .NET [-][d.]hh:mm[:ss[.f]], and PostgreSQL's own syntax.
DO $$
BEGIN
    IF common.try_cast('P1DT2H', NULL::interval) <> interval '1 day 2 hours' THEN
        RAISE EXCEPTION 'expected ISO-8601 P1DT2H, got %', common.try_cast('P1DT2H', NULL::interval);
    END IF;
    IF common.try_cast('1.02:03:04.5', NULL::interval) <> interval '1 day 02:03:04.5'
       OR common.try_cast('-00:30', NULL::interval) <> interval '-30 minutes' THEN
        RAISE EXCEPTION 'expected .NET forms, got % and %', common.try_cast('1.02:03:04.5', NULL::interval), common.try_cast('-00:30', NULL::interval);
    END IF;
    IF common.try_cast('90 minutes', NULL::interval) <> interval '90 minutes' THEN
        RAISE EXCEPTION 'expected the native form';
    END IF;
    IF common.try_cast('25:00:61', interval '1 second') <> interval '1 second' OR common.try_cast('soon', interval '1 second') <> interval '1 second'
       OR common.try_cast('', interval '1 second') <> interval '1 second' THEN
        RAISE EXCEPTION 'expected the default for invalid intervals';
    END IF;
END
$$;
