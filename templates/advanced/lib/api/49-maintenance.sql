-- lib/api: exchange-log retention.
--
-- Defines:
--   api.purge_exchanges_batch(p_cutoff, p_batch_size) → (rest_deleted, rpc_deleted, mcp_deleted)
--       one batch, in the caller's transaction (used by the admin REST endpoint)
--   PROCEDURE api.purge_exchanges(retention_interval, batch_size, max_batches)
--       batches with a COMMIT after each; CALL it outside an explicit transaction block. It also prunes the
--       membership change records (membership/00-identity-changes.sql)
-- Relies on: 06-exchange-log (BRIN indexes bx_*_exchange_enqueued make the cutoff scans cheap), membership.prune_identity_changes
-- (membership/00-identity-changes.sql). Repeatable.
-- Parameter checks are real errors (22023), not ASSERTs (which plpgsql.check_asserts=off would skip).
-- The procedure keeps the reference's parameter names (no p_ prefix) so named calls written for it work.
-- Trust boundary: none. Both run as the caller (admin holds DELETE on the exchange tables); a procedure that
-- COMMITs cannot be SECURITY DEFINER.

CREATE OR REPLACE FUNCTION internal.check_purge_parameters(p_retention interval, p_batch_size integer, p_max_batches integer)
RETURNS void
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    IF p_retention IS NULL OR p_retention <= interval '0' THEN
        RAISE EXCEPTION 'retention_interval must be positive, got %', coalesce(p_retention::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Example: CALL api.purge_exchanges(''30 days'');';
    END IF;
    IF p_batch_size IS NULL OR p_batch_size NOT BETWEEN 1 AND 100000 THEN
        RAISE EXCEPTION 'batch_size must be between 1 and 100000, got %', coalesce(p_batch_size::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Smaller batches hold locks for less time; 5000 is the default.';
    END IF;
    IF p_max_batches IS NULL OR p_max_batches < 1 THEN
        RAISE EXCEPTION 'max_batches must be at least 1, got %', coalesce(p_max_batches::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'It bounds how long one call runs; 100 is the default.';
    END IF;
END
$$;
COMMENT ON FUNCTION internal.check_purge_parameters(interval, integer, integer) IS 'Raises 22023 for a non-positive retention, a batch size outside 1..100000 or max_batches < 1.';
REVOKE ALL ON FUNCTION internal.check_purge_parameters(interval, integer, integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.purge_exchanges_batch(p_cutoff timestamptz, p_batch_size integer DEFAULT 5000)
RETURNS TABLE (rest_deleted bigint, rpc_deleted bigint, mcp_deleted bigint)
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    IF p_cutoff IS NULL OR p_cutoff > now() THEN
        RAISE EXCEPTION 'cutoff must be a time in the past, got %', coalesce(p_cutoff::text, 'NULL')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Pass now() - interval ''30 days'' for a 30-day retention.';
    END IF;
    PERFORM internal.check_purge_parameters(interval '1 second', p_batch_size, 1);
    WITH gone AS (DELETE FROM api.rest_exchange
                   WHERE ctid IN (SELECT ctid FROM api.rest_exchange WHERE enqueued_at < p_cutoff LIMIT p_batch_size)
                  RETURNING 1)
    SELECT count(*) INTO rest_deleted FROM gone;
    WITH gone AS (DELETE FROM api.rpc_exchange
                   WHERE ctid IN (SELECT ctid FROM api.rpc_exchange WHERE enqueued_at < p_cutoff LIMIT p_batch_size)
                  RETURNING 1)
    SELECT count(*) INTO rpc_deleted FROM gone;
    WITH gone AS (DELETE FROM api.mcp_exchange
                   WHERE ctid IN (SELECT ctid FROM api.mcp_exchange WHERE enqueued_at < p_cutoff LIMIT p_batch_size)
                  RETURNING 1)
    SELECT count(*) INTO mcp_deleted FROM gone;
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION api.purge_exchanges_batch(timestamptz, integer) IS
    'Deletes up to p_batch_size exchanges older than p_cutoff from each protocol''s log, in the caller''s transaction.';
CALL internal.grant_execute('api.purge_exchanges_batch(timestamptz,integer)', 'admin');

CREATE OR REPLACE PROCEDURE api.purge_exchanges(
    retention_interval interval DEFAULT interval '30 days',
    batch_size integer DEFAULT 5000,
    max_batches integer DEFAULT 100)
LANGUAGE plpgsql
AS $$
DECLARE
    v_cutoff timestamptz;
    v_batch  record;
    v_total  bigint := 0;
    v_round  integer := 0;
BEGIN
    PERFORM internal.check_purge_parameters(retention_interval, batch_size, max_batches);
    v_cutoff := now() - retention_interval;
    LOOP
        v_round := v_round + 1;
        SELECT * INTO v_batch FROM api.purge_exchanges_batch(v_cutoff, batch_size);
        v_total := v_total + v_batch.rest_deleted + v_batch.rpc_deleted + v_batch.mcp_deleted;
        RAISE NOTICE 'purge_exchanges batch %: rest %, rpc %, mcp % deleted', v_round,
            v_batch.rest_deleted, v_batch.rpc_deleted, v_batch.mcp_deleted;
        COMMIT;
        EXIT WHEN v_batch.rest_deleted + v_batch.rpc_deleted + v_batch.mcp_deleted = 0 OR v_round >= max_batches;
    END LOOP;
    RAISE NOTICE 'purge_exchanges: % exchange(s) older than % deleted in % batch(es)', v_total, v_cutoff, v_round;
    -- Housekeeping of the same kind: the membership change records every running transaction already sees.
    RAISE NOTICE 'purge_exchanges: % membership change record(s) pruned', membership.prune_identity_changes();
    COMMIT;
END
$$;
COMMENT ON PROCEDURE api.purge_exchanges(interval, integer, integer) IS
    'Deletes exchanges older than retention_interval in batches of batch_size (per protocol), committing after each '
    'batch, at most max_batches rounds. CALL outside a transaction block. 22023 for invalid parameters.';
CALL internal.grant_execute('api.purge_exchanges(interval,integer,integer)', 'admin');
