-- CRC-32 matches zlib: "123456789" -> 0xCBF43926, "" -> 0, "a" -> 0xE8B7BE43.
DO $$
BEGIN
    PERFORM pg_temp.expect('crc32("123456789")', common.crc32(convert_to('123456789', 'UTF8')), 3421780262);
    PERFORM pg_temp.expect('crc32("")', common.crc32(''::bytea), 0);
    PERFORM pg_temp.expect('crc32("a")', common.crc32('a'::bytea), 3904355907);
END
$$;
