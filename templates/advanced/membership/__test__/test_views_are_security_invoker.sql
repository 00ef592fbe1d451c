-- Every membership view and api.vw_current_user is security_invoker, so the reader's RLS applies
-- (reference §6 items 31-32).
DO $$
DECLARE
    v_bad text;
BEGIN
    SELECT string_agg(n.nspname || '.' || c.relname, ', ') INTO v_bad
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'v'
       AND (n.nspname = 'membership' OR (n.nspname = 'api' AND c.relname = 'vw_current_user'))
       AND NOT coalesce('security_invoker=true' = ANY (c.reloptions), false);
    IF v_bad IS NOT NULL THEN
        RAISE EXCEPTION 'expected security_invoker views, not: %', v_bad;
    END IF;
END
$$;
