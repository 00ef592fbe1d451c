-- membership.split_api_key (what validate_api_key parses keys with) gives exactly the captures of the format's
-- regular expression, for well-shaped keys, every boundary length, wrong characters and misplaced '_'.
DO $$
DECLARE
    c_format CONSTANT text := '^([a-z][a-z0-9_]{0,31})_([0-9a-f]{6,32})_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$';
    c_secret CONSTANT text := 'BkOoXal1Wj1bCtm4F4f6220erm81aAu4Hyz3zZRe7ec';
    v_inputs text[] := ARRAY[
        NULL, '', 'x', 'p1_279d02a7d516_' || c_secret || '_4c0KX3',
        'a_abcdef_' || c_secret || '_abcdef',                                  -- shortest prefix and key_id
        repeat('a', 32) || '_' || repeat('f', 32) || '_' || c_secret || '_ZZZZZZ', -- longest prefix and key_id
        repeat('a', 33) || '_abcdef_' || c_secret || '_abcdef',                -- prefix too long
        'a_abcde_' || c_secret || '_abcdef',                                   -- key_id too short
        'a_' || repeat('0', 33) || '_' || c_secret || '_abcdef',               -- key_id too long
        'a_b_c_abcdef_' || c_secret || '_abcdef',                              -- '_' inside the prefix
        'a__abcdef_' || c_secret || '_abcdef',                                 -- prefix ending in '_'
        '_a_abcdef_' || c_secret || '_abcdef', '1a_abcdef_' || c_secret || '_abcdef', 'A_abcdef_' || c_secret || '_abcdef',
        'a_abcdeF_' || c_secret || '_abcdef', 'a_abcdeg_' || c_secret || '_abcdef', 'a_abc_def_' || c_secret || '_abcdef',
        'a_abcdef_' || left(c_secret, 42) || '_abcdef', 'a_abcdef_' || c_secret || 'x_abcdef',
        'a_abcdef_' || left(c_secret, 42) || '-_abcdef', 'a_abcdef_' || c_secret || '_abcde', 'a_abcdef_' || c_secret || '_abcdefg',
        'a_abcdef_' || c_secret || '_abcde_', 'a_abcdef_' || c_secret || '_abcdef' || chr(10), 'a_abcdef_' || c_secret || '-abcdef',
        'a_abcdef-' || c_secret || '_abcdef', 'aé_abcdef_' || c_secret || '_abcdef', 'a_abcdef_' || c_secret || '_abcdé1',
        'abcdef_' || c_secret || '_abcdef', 'a_abcdef_' || c_secret || '_abcdef_abcdef'];
    v_input  text;
    v_expect text[];
    v_got    text[];
BEGIN
    -- Plus random shapes around the real one: every character drawn from the alphabet the parts use.
    FOR i IN 1 .. 300 LOOP
        v_inputs := v_inputs || ((SELECT string_agg(substr('ab09fZ_', 1 + floor(random() * 7)::integer, 1), '')
                                    FROM generate_series(1, 52 + floor(random() * 16)::integer)) || '_' || c_secret || '_abcdef');
    END LOOP;
    FOREACH v_input IN ARRAY v_inputs LOOP
        v_expect := CASE WHEN length(v_input) <= 200 THEN regexp_match(v_input, c_format) END;
        v_got := membership.split_api_key(v_input);
        IF v_got IS DISTINCT FROM v_expect THEN
            RAISE EXCEPTION 'split_api_key(%): expected %, got %', quote_nullable(v_input), v_expect, v_got;
        END IF;
    END LOOP;
END
$$;
