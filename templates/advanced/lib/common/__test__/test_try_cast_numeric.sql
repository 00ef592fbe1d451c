-- numeric: decimal notation with an optional exponent; NaN, Infinity and garbage give the default.
DO $$
BEGIN
    PERFORM pg_temp.expect('numerics "3.14", " -1e3 ", ".5", "5."',
        ARRAY[common.try_cast('3.14', 0::numeric), common.try_cast(' -1e3 ', 0::numeric), common.try_cast('.5', 0::numeric),
              common.try_cast('5.', 0::numeric)], ARRAY[3.14, -1000, 0.5, 5]);
    PERFORM pg_temp.expect('the default for NaN, Infinity, 1,5, an overflowing exponent and NULL',
        ARRAY[common.try_cast('NaN', -1::numeric), common.try_cast('Infinity', -1::numeric), common.try_cast('1,5', -1::numeric),
              common.try_cast('1e999999', -1::numeric), common.try_cast(NULL, -1::numeric)], ARRAY[-1, -1, -1, -1, -1]::numeric[]);
END
$$;
