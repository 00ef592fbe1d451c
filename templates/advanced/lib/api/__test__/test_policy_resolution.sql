-- Policy resolution: isolation = max(floor, requested), DEFERRABLE only for SERIALIZABLE READ ONLY, replica hint.
DO $$
DECLARE
    v_text text;
    v_iso  text;
    v_ro   boolean;
    v_def  boolean;
BEGIN
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy('repeatable read', false, NULL) AS p;
    PERFORM pg_temp.expect('floor only', v_text, '("repeatable read",f,f)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy('repeatable read', false, 'read committed') AS p;
    PERFORM pg_temp.expect('weaker request', v_iso, 'repeatable read');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy('repeatable read', true, 'SERIALIZABLE') AS p;
    PERFORM pg_temp.expect('stronger request, read only', v_text, '(serializable,t,t)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy(NULL, NULL, 'repeatable-read') AS p;
    PERFORM pg_temp.expect('request only', v_text, '("repeatable read",f,f)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy(NULL, true, NULL) AS p;
    PERFORM pg_temp.expect('nothing declared', v_text, '(,t,f)');
    SELECT p::text, p.transaction_isolation, p.transaction_read_only, p.transaction_deferrable INTO v_text, v_iso, v_ro, v_def FROM internal.resolve_transaction_policy('serializable', false, NULL) AS p;
    PERFORM pg_temp.expect('serializable read-write is not deferrable', v_def, false);
    PERFORM pg_temp.expect_error($q$SELECT * FROM internal.resolve_transaction_policy(NULL, false, 'snapshot')$q$, '22023');
    PERFORM pg_temp.expect('replica safe rr', internal.transaction_policy_replica_safe('repeatable read', true), true);
    PERFORM pg_temp.expect('replica unsafe serializable', internal.transaction_policy_replica_safe('serializable', true), false);
    PERFORM pg_temp.expect('replica unsafe read-write', internal.transaction_policy_replica_safe(NULL, false), false);
END
$$;
