-- integer and bigint: sign, leading zeros and whitespace allowed, range-checked, at most 39 characters.
DO $$
BEGIN
    IF common.try_cast(' -0042 ', 0) <> -42 OR common.try_cast('+7', 0) <> 7 OR common.try_cast('2147483647', 0) <> 2147483647 THEN
        RAISE EXCEPTION 'expected -42, 7 and 2147483647';
    END IF;
    IF common.try_cast('2147483648', -1) <> -1 OR common.try_cast('1.5', -1) <> -1 OR common.try_cast('1e3', -1) <> -1
       OR common.try_cast('', -1) <> -1 OR common.try_cast(NULL, -1) <> -1 OR common.try_cast('- 1', -1) <> -1 THEN
        RAISE EXCEPTION 'expected the default for out-of-range or non-integer text';
    END IF;
    IF common.try_cast('9223372036854775807', 0::bigint) <> 9223372036854775807
       OR common.try_cast('-9223372036854775808', 0::bigint) <> -9223372036854775808 THEN
        RAISE EXCEPTION 'expected the bigint bounds';
    END IF;
    IF common.try_cast('9223372036854775808', -1::bigint) <> -1 OR common.try_cast(repeat('0', 39) || '1', -1::bigint) <> -1
       OR common.try_cast(repeat('0', 38) || '1', -1::bigint) <> 1 THEN
        RAISE EXCEPTION 'expected bigint overflow and >39 characters to give the default';
    END IF;
END
$$;
