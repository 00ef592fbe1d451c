-- No input makes a try_cast raise.
DO $$
DECLARE
    v_in text;
BEGIN
    FOREACH v_in IN ARRAY ARRAY[NULL, '', ' ', E'\t', '-', '+', '.', 'e5', '1e', '--1', '0x1F', '１２３', repeat('9', 5000),
                                'infinity', '-infinity', 'NaN', 'P', 'PT', '99:99', '1.', 'epoch', '2024-13-45', E'\\x00',
                                '{}', '[]', 'null', 'true', '💥'] LOOP
        PERFORM common.try_cast(v_in, NULL::uuid), common.try_cast(v_in, NULL::boolean), common.try_cast(v_in, NULL::integer),
                common.try_cast(v_in, NULL::bigint), common.try_cast(v_in, NULL::numeric), common.try_cast(v_in, NULL::interval),
                common.try_cast(v_in, NULL::timestamp), common.try_cast(v_in, NULL::timestamptz);
    END LOOP;
END
$$;
