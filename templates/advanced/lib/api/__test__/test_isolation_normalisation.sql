-- Isolation levels normalise case-, space-, "_"- and "-"-insensitively; read uncommitted folds to read committed;
-- unknown levels raise 22023 (or give NULL when asked not to raise); ranks order the levels.
DO $$
BEGIN
    PERFORM pg_temp.expect('REPEATABLE-READ', internal.normalize_transaction_isolation('REPEATABLE-READ'), 'repeatable read');
    PERFORM pg_temp.expect('read_committed', internal.normalize_transaction_isolation(' read_committed '), 'read committed');
    PERFORM pg_temp.expect('Read  Uncommitted', internal.normalize_transaction_isolation('Read  Uncommitted'), 'read committed');
    PERFORM pg_temp.expect('SERIALIZABLE', internal.normalize_transaction_isolation('SERIALIZABLE'), 'serializable');
    PERFORM pg_temp.expect('NULL', internal.normalize_transaction_isolation(NULL), NULL::text);
    PERFORM pg_temp.expect('bogus without raise', internal.normalize_transaction_isolation('bogus', false), NULL::text);
    PERFORM pg_temp.expect('rank order', internal.transaction_isolation_rank('read committed') < internal.transaction_isolation_rank('repeatable read')
                                         AND internal.transaction_isolation_rank('repeatable read') < internal.transaction_isolation_rank('serializable'), true);
    IF pg_temp.expect_error($q$SELECT internal.normalize_transaction_isolation('snapshot')$q$, '22023') ->> 'message'
       NOT LIKE 'unsupported transaction isolation level%' THEN
        RAISE EXCEPTION 'expected the message to start with "unsupported transaction isolation level"';
    END IF;
END
$$;
