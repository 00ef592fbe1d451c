-- timestamptz / timestamp: Unix seconds, milliseconds when |n| >= 1e10, or any PostgreSQL input.
DO $$
BEGIN
    PERFORM pg_temp.expect('Unix seconds 0', common.try_cast('0', NULL::timestamptz), 'epoch'::timestamptz);
    PERFORM pg_temp.expect('Unix seconds', common.try_cast('1700000000', NULL::timestamptz), to_timestamp(1700000000));
    PERFORM pg_temp.expect('Unix milliseconds', common.try_cast('1700000000000', NULL::timestamptz), to_timestamp(1700000000));
    PERFORM pg_temp.expect('ISO input', common.try_cast('2024-02-29T12:00:00Z', NULL::timestamptz), '2024-02-29 12:00:00+00'::timestamptz);
    PERFORM pg_temp.expect('Unix time read as UTC for timestamp', common.try_cast('1700000000', NULL::timestamp), '2023-11-14 22:13:20'::timestamp);
    PERFORM pg_temp.expect('the default for 2024-02-30', common.try_cast('2024-02-30', 'epoch'::timestamptz), 'epoch'::timestamptz);
    PERFORM pg_temp.expect('the default for "not a date"', common.try_cast('not a date', 'epoch'::timestamp), 'epoch'::timestamp);
    PERFORM pg_temp.expect('the default for an out-of-range number', common.try_cast('99999999999999999999', 'epoch'::timestamptz), 'epoch'::timestamptz);
END
$$;
