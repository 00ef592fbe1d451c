-- CRC-32 matches zlib: "123456789" -> 0xCBF43926, "" -> 0, "a" -> 0xE8B7BE43.
DO $$
BEGIN
    IF common.crc32(convert_to('123456789', 'UTF8')) <> 3421780262 THEN
        RAISE EXCEPTION 'expected 3421780262, got %', common.crc32(convert_to('123456789', 'UTF8'));
    END IF;
    IF common.crc32(''::bytea) <> 0 OR common.crc32('a'::bytea) <> 3904355907 THEN
        RAISE EXCEPTION 'expected 0 and 3904355907, got % and %', common.crc32(''::bytea), common.crc32('a'::bytea);
    END IF;
END
$$;
