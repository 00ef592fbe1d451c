-- base62_encode: 0-9A-Za-z, most significant first, padded; random_base62: right length and alphabet.
DO $$
DECLARE
    v_random text := common.random_base62(43);
BEGIN
    PERFORM pg_temp.expect('base62_encode(0)', common.base62_encode(0), '0');
    PERFORM pg_temp.expect('base62_encode(61)', common.base62_encode(61), 'z');
    PERFORM pg_temp.expect('base62_encode(62)', common.base62_encode(62), '10');
    PERFORM pg_temp.expect('base62_encode(4294967295, 6)', common.base62_encode(4294967295, 6), '4gfFC3');
    PERFORM pg_temp.expect('base62_encode(1, 6)', common.base62_encode(1, 6), '000001');
    PERFORM pg_temp.expect('43 base62 characters: ' || coalesce(v_random, 'NULL'), v_random ~ '^[0-9A-Za-z]{43}$', true);
    PERFORM pg_temp.expect('two random values differ', v_random IS DISTINCT FROM common.random_base62(43), true);
    BEGIN
        PERFORM common.base62_encode(-1);
        RAISE EXCEPTION 'expected 22023 for a negative value, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
END
$$;
