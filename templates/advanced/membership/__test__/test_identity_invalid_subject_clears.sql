-- NULL, malformed, unknown or over-long subjects clear the identity instead of keeping the previous one.
DO $$
DECLARE
    v_subject text;
BEGIN
    FOREACH v_subject IN ARRAY ARRAY[NULL, '', 'google', '|alice-001', 'google|', 'google|nobody',
                                     'apikey|ffffffffffff', 'apikey|not-hex', 'google|' || repeat('x', 5000)] LOOP
        PERFORM pg_temp.act_as('google|alice-001');
        IF pg_temp.act_as(v_subject) IS NOT NULL OR api.current_user_id() IS NOT NULL THEN
            RAISE EXCEPTION 'expected subject % to clear the identity, got %', coalesce(v_subject, 'NULL'), api.current_user_id();
        END IF;
        PERFORM pg_temp.expect('auth.signed_identity is empty after ' || coalesce(v_subject, 'NULL'), current_setting('auth.signed_identity') = '', true);
    END LOOP;
END
$$;
