-- numeric: decimal notation with an optional exponent; NaN, Infinity and garbage give the default.
DO $$
BEGIN
    IF common.try_cast('3.14', 0::numeric) <> 3.14 OR common.try_cast(' -1e3 ', 0::numeric) <> -1000
       OR common.try_cast('.5', 0::numeric) <> 0.5 OR common.try_cast('5.', 0::numeric) <> 5 THEN
        RAISE EXCEPTION 'expected 3.14, -1000, 0.5 and 5';
    END IF;
    IF common.try_cast('NaN', -1::numeric) <> -1 OR common.try_cast('Infinity', -1::numeric) <> -1
       OR common.try_cast('1,5', -1::numeric) <> -1 OR common.try_cast('1e999999', -1::numeric) <> -1
       OR common.try_cast(NULL, -1::numeric) <> -1 THEN
        RAISE EXCEPTION 'expected the default for NaN, Infinity, 1,5, an overflowing exponent and NULL';
    END IF;
END
$$;
