-- base62_encode: 0-9A-Za-z, most significant first, padded; random_base62: right length and alphabet.
DO $$
DECLARE
    v_random text := common.random_base62(43);
BEGIN
    IF common.base62_encode(0) <> '0' OR common.base62_encode(61) <> 'z' OR common.base62_encode(62) <> '10'
       OR common.base62_encode(4294967295, 6) <> '4gfFC3' OR common.base62_encode(1, 6) <> '000001' THEN
        RAISE EXCEPTION 'expected 0, z, 10, 4gfFC3, 000001, got %, %, %, %, %', common.base62_encode(0), common.base62_encode(61),
            common.base62_encode(62), common.base62_encode(4294967295, 6), common.base62_encode(1, 6);
    END IF;
    IF v_random !~ '^[0-9A-Za-z]{43}$' OR v_random = common.random_base62(43) THEN
        RAISE EXCEPTION 'expected 43 random base62 characters, got %', v_random;
    END IF;
    BEGIN
        PERFORM common.base62_encode(-1);
        RAISE EXCEPTION 'expected 22023 for a negative value, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
END
$$;
