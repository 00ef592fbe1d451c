-- boolean: true/t/yes/y/on/1 and false/f/no/n/off/0, any case, surrounding whitespace ignored.
DO $$
DECLARE
    v_in text;
BEGIN
    FOREACH v_in IN ARRAY ARRAY['true', 'T', ' Yes ', 'y', 'ON', '1'] LOOP
        IF common.try_cast(v_in, NULL::boolean) IS NOT TRUE THEN
            RAISE EXCEPTION 'expected true for "%", got %', v_in, common.try_cast(v_in, NULL::boolean);
        END IF;
    END LOOP;
    FOREACH v_in IN ARRAY ARRAY['false', 'F', 'no', ' N', 'Off', '0'] LOOP
        IF common.try_cast(v_in, NULL::boolean) IS NOT FALSE THEN
            RAISE EXCEPTION 'expected false for "%", got %', v_in, common.try_cast(v_in, NULL::boolean);
        END IF;
    END LOOP;
    FOREACH v_in IN ARRAY ARRAY[NULL, '', 'maybe', '2', 'yess'] LOOP
        IF common.try_cast(v_in, true) IS NOT TRUE OR common.try_cast(v_in, false) IS NOT FALSE THEN
            RAISE EXCEPTION 'expected the default for "%"', v_in;
        END IF;
    END LOOP;
END
$$;
