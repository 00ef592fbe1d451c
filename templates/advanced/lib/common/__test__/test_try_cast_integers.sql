-- integer and bigint: sign, leading zeros and whitespace allowed, range-checked, at most 39 characters.
DO $$
BEGIN
    PERFORM pg_temp.expect('integers " -0042 ", "+7", "2147483647"',
        ARRAY[common.try_cast(' -0042 ', 0), common.try_cast('+7', 0), common.try_cast('2147483647', 0)], ARRAY[-42, 7, 2147483647]);
    PERFORM pg_temp.expect('the default for out-of-range or non-integer text ("2147483648", "1.5", "1e3", "", NULL, "- 1")',
        ARRAY[common.try_cast('2147483648', -1), common.try_cast('1.5', -1), common.try_cast('1e3', -1),
              common.try_cast('', -1), common.try_cast(NULL, -1), common.try_cast('- 1', -1)], ARRAY[-1, -1, -1, -1, -1, -1]);
    PERFORM pg_temp.expect('the bigint bounds',
        ARRAY[common.try_cast('9223372036854775807', 0::bigint), common.try_cast('-9223372036854775808', 0::bigint)],
        ARRAY[9223372036854775807, -9223372036854775808]);
    PERFORM pg_temp.expect('bigint overflow and > 39 characters give the default; 39 characters do not',
        ARRAY[common.try_cast('9223372036854775808', -1::bigint), common.try_cast(repeat('0', 39) || '1', -1::bigint),
              common.try_cast(repeat('0', 38) || '1', -1::bigint)], ARRAY[-1, -1, 1]::bigint[]);
END
$$;
