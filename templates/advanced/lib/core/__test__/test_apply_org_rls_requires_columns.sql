-- apply_org_rls refuses a table without organization_id, or without created_by_user_id unless told so.
DO $$
BEGIN
    CREATE TABLE core.test_no_org (id int);
    CREATE TABLE core.test_no_creator (organization_id uuid);
    BEGIN
        PERFORM core.apply_org_rls('core.test_no_org');
        RAISE EXCEPTION 'expected 42703 without organization_id, got success';
    EXCEPTION WHEN undefined_column THEN NULL;          -- expected
    END;
    BEGIN
        PERFORM core.apply_org_rls('core.test_no_creator');
        RAISE EXCEPTION 'expected 42703 without created_by_user_id, got success';
    EXCEPTION WHEN undefined_column THEN NULL;          -- expected
    END;
    PERFORM core.apply_org_rls('core.test_no_creator', false);
END
$$;
