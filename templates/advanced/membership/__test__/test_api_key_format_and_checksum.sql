-- Format <prefix>_<key_id:12 hex>_<secret:43 base62>_<checksum:6 base62>, checksum = base62(crc32(rest)),
-- so a scanner can check a candidate offline; a one-character change breaks the checksum.
DO $$
DECLARE
    v_key   record;
    v_parts text[];
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    SELECT * INTO v_key FROM membership.create_api_key(current_setting('test.alice_id')::uuid, current_setting('test.alice_org')::uuid, 'fmt');
    v_parts := regexp_match(v_key.out_api_key, '^(.+)_([0-9a-f]{12})_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$');
    PERFORM pg_temp.expect('<prefix>_<12 hex>_<43 base62>_<6 base62> in ' || coalesce(v_key.out_api_key, 'NULL'), v_parts IS NOT NULL, true);
    PERFORM pg_temp.expect('the key''s prefix and key_id', v_parts[1:2], ARRAY[membership.api_key_prefix(), v_key.out_key_id]);
    PERFORM pg_temp.expect('checksum = base62(crc32(rest))', v_parts[4],
        common.base62_encode(common.crc32(convert_to(v_parts[1] || '_' || v_parts[2] || '_' || v_parts[3], 'UTF8')), 6));
    IF NOT EXISTS (SELECT FROM membership.parse_api_key(v_key.out_api_key)) THEN
        RAISE EXCEPTION 'expected parse_api_key to accept the key';
    END IF;
    IF EXISTS (SELECT FROM membership.parse_api_key(overlay(v_key.out_api_key PLACING
                  CASE WHEN substr(v_parts[3], 1, 1) = 'A' THEN 'B' ELSE 'A' END FROM length(v_parts[1]) + 15 FOR 1))) THEN
        RAISE EXCEPTION 'expected a changed secret character to fail the checksum';
    END IF;
END
$$;
