-- enter_system_context returns the previous value and leave_system_context restores it.
DO $$
DECLARE
    v_previous text;
BEGIN
    IF core.in_system_context() THEN
        RAISE EXCEPTION 'expected no system context at the start';
    END IF;
    v_previous := core.enter_system_context();
    IF NOT core.in_system_context() THEN
        RAISE EXCEPTION 'expected the system context after entering';
    END IF;
    PERFORM core.leave_system_context(v_previous);
    IF core.in_system_context() THEN
        RAISE EXCEPTION 'expected no system context after leaving';
    END IF;
END
$$;
