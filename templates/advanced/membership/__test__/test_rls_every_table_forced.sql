-- Every membership table has row-level security ENABLED and FORCED, with an owner-only _system policy; every
-- table the customer can read is among them (reference §6 item 30, weak point: FORCE on tenant tables).
DO $$
DECLARE
    v_missing text;
BEGIN
    SELECT string_agg(c.relname, ', ') INTO v_missing
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'membership' AND c.relkind = 'r'
       AND (NOT c.relrowsecurity OR NOT c.relforcerowsecurity
            OR NOT EXISTS (SELECT FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = c.relname || '_system'));
    IF v_missing IS NOT NULL THEN
        RAISE EXCEPTION 'expected ENABLE + FORCE + _system policy on every membership table, missing on: %', v_missing;
    END IF;
    SELECT string_agg(c.relname, ', ') INTO v_missing
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'membership' AND c.relkind = 'r'
       AND has_table_privilege(current_setting('test.customer_role'), c.oid, 'SELECT') AND NOT c.relrowsecurity;
    IF v_missing IS NOT NULL THEN
        RAISE EXCEPTION 'expected RLS on every customer-readable table, missing on: %', v_missing;
    END IF;
END
$$;
