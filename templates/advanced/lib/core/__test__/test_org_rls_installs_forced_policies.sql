-- apply_org_rls turns on ENABLE + FORCE and installs <table>_select/insert/update/delete plus the owner-only
-- _system policy; applying it again keeps the same policies (altered in place, not dropped and recreated).
DO $$
DECLARE
    v_names text;
    v_oids  oid[];
BEGIN
    PERFORM pg_temp.expect('ENABLE and FORCE row level security on core.test_note',
        (SELECT relrowsecurity AND relforcerowsecurity FROM pg_class WHERE oid = 'core.test_note'::regclass), true);
    SELECT string_agg(polname, ',' ORDER BY polname), array_agg(oid ORDER BY polname) INTO v_names, v_oids
      FROM pg_policy WHERE polrelid = 'core.test_note'::regclass;
    IF v_names IS DISTINCT FROM 'test_note_delete,test_note_insert,test_note_select,test_note_system,test_note_update' THEN
        RAISE EXCEPTION 'expected the five policies, got %', v_names;
    END IF;
    PERFORM core.apply_org_rls('core.test_note');
    IF (SELECT array_agg(oid ORDER BY polname) FROM pg_policy WHERE polrelid = 'core.test_note'::regclass) IS DISTINCT FROM v_oids THEN
        RAISE EXCEPTION 'expected re-applying to keep the same policies';
    END IF;
END
$$;
