-- Retention: api.purge_exchanges_batch deletes only rows older than the cutoff, in batches; the procedure's
-- parameters are checked with real errors (22023), not ASSERTs; BRIN indexes back the cutoff scans.
DO $$
DECLARE
    v_batch record;
BEGIN
    PERFORM pg_temp.rest('GET', '/t/public') FROM generate_series(1, 12);
    UPDATE api.rest_exchange SET enqueued_at = now() - interval '60 days'
     WHERE object_id IN (SELECT object_id FROM api.rest_exchange WHERE handler_object_id = '7e570000-0000-4000-8000-000000000001'
                          ORDER BY sequence_number DESC LIMIT 10);
    SELECT * INTO v_batch FROM api.purge_exchanges_batch(now() - interval '30 days', 4);
    PERFORM pg_temp.expect('first batch', v_batch.rest_deleted, 4::bigint);
    SELECT * INTO v_batch FROM api.purge_exchanges_batch(now() - interval '30 days', 100);
    PERFORM pg_temp.expect('old rows left', (SELECT count(*) FROM api.rest_exchange WHERE enqueued_at < now() - interval '30 days'), 0::bigint);
    PERFORM pg_temp.expect('recent rows kept', (SELECT count(*) >= 2 FROM api.rest_exchange WHERE handler_object_id = '7e570000-0000-4000-8000-000000000001'), true);
    PERFORM pg_temp.expect_error($q$CALL api.purge_exchanges(interval '0')$q$, '22023');
    PERFORM pg_temp.expect_error($q$CALL api.purge_exchanges(interval '1 day', 0)$q$, '22023');
    PERFORM pg_temp.expect_error($q$CALL api.purge_exchanges(interval '1 day', 5000, 0)$q$, '22023');
    PERFORM pg_temp.expect_error($q$SELECT * FROM api.purge_exchanges_batch(now() + interval '1 day')$q$, '22023');
    PERFORM pg_temp.expect('is a procedure', (SELECT prokind FROM pg_proc WHERE oid = 'api.purge_exchanges(interval,integer,integer)'::regprocedure), 'p'::"char");
    PERFORM pg_temp.expect('BRIN indexes', (SELECT count(*) FROM pg_class c JOIN pg_am a ON a.oid = c.relam
                                             WHERE c.relname IN ('bx_rest_exchange_enqueued', 'bx_rpc_exchange_enqueued', 'bx_mcp_exchange_enqueued') AND a.amname = 'brin'), 3::bigint);
END
$$;
