-- uuid: dashed or compact hex, any case, surrounding whitespace ignored; anything else is the default.
DO $$
DECLARE
    c_id  CONSTANT uuid := 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
    c_def CONSTANT uuid := '00000000-0000-0000-0000-000000000001';
    v_in  text;
BEGIN
    FOREACH v_in IN ARRAY ARRAY['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'A0EEBC999C0B4EF8BB6D6BB9BD380A11',
                                ' a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11 '] LOOP
        IF common.try_cast(v_in, c_def) IS DISTINCT FROM c_id THEN
            RAISE EXCEPTION 'expected % for "%", got %', c_id, v_in, common.try_cast(v_in, c_def);
        END IF;
    END LOOP;
    FOREACH v_in IN ARRAY ARRAY[NULL, '', 'not-a-uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1', 'g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'] LOOP
        IF common.try_cast(v_in, c_def) IS DISTINCT FROM c_def THEN
            RAISE EXCEPTION 'expected the default for "%", got %', v_in, common.try_cast(v_in, c_def);
        END IF;
    END LOOP;
END
$$;
