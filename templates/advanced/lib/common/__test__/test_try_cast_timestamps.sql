-- timestamptz / timestamp: Unix seconds, milliseconds when |n| >= 1e10, or any PostgreSQL input.
DO $$
BEGIN
    IF common.try_cast('0', NULL::timestamptz) <> 'epoch'::timestamptz
       OR common.try_cast('1700000000', NULL::timestamptz) <> to_timestamp(1700000000)
       OR common.try_cast('1700000000000', NULL::timestamptz) <> to_timestamp(1700000000) THEN
        RAISE EXCEPTION 'expected Unix seconds and milliseconds';
    END IF;
    IF common.try_cast('2024-02-29T12:00:00Z', NULL::timestamptz) <> '2024-02-29 12:00:00+00'::timestamptz THEN
        RAISE EXCEPTION 'expected ISO input';
    END IF;
    IF common.try_cast('1700000000', NULL::timestamp) <> '2023-11-14 22:13:20'::timestamp THEN
        RAISE EXCEPTION 'expected Unix time read as UTC for timestamp, got %', common.try_cast('1700000000', NULL::timestamp);
    END IF;
    IF common.try_cast('2024-02-30', 'epoch'::timestamptz) <> 'epoch'::timestamptz
       OR common.try_cast('not a date', 'epoch'::timestamp) <> 'epoch'::timestamp
       OR common.try_cast('99999999999999999999', 'epoch'::timestamptz) <> 'epoch'::timestamptz THEN
        RAISE EXCEPTION 'expected the default for invalid and out-of-range input';
    END IF;
END
$$;
