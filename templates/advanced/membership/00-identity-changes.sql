-- membership: the record of committed changes to what an identity is built from, for the request-identity cache.
--
-- A backend remembers the identity it resolved for a credential across transactions (15-identity-cache.sql), and
-- may use it again only while nothing it was built from has changed since. Every statement that writes a table an
-- identity is read from (users, identities, roles, organizations, memberships, API keys) runs
-- membership.bump_identity_epoch (01), which also writes one row here per writing transaction: its transaction id.
-- A remembered identity keeps the snapshot it was resolved in; it is still good in a later transaction when no row
-- visible now was invisible to that snapshot, i.e. no change committed since (a change committed by a transaction
-- that started earlier but committed later is caught too: its xid is "in progress" in the old snapshot).
--
-- Why rows and not a counter: a counter row bumped by every membership write would make concurrent writers wait on
-- one row lock (and turn two concurrent SERIALIZABLE membership changes into a 40001); a sequence is bumped before
-- its transaction commits, so a reader could remember old data under the new number. Rows keyed by xid never
-- conflict (one insert per writing transaction) and are ordered the way snapshots see them.
--
-- Pruning: membership.prune_identity_changes() deletes rows every running transaction already sees and raises the
-- horizon below which rows may be missing; a remembered identity whose snapshot is older than the horizon is
-- resolved again. Operators run it with the exchange-log retention (CALL api.purge_exchanges(), lib/api/49); the
-- table grows by one 8-byte row per transaction that writes membership data, and a check reads only the rows newer
-- than its snapshot, so pruning is housekeeping, not a need.
-- Writes with triggers off (session_replication_role = replica) are not recorded, as they are not for the
-- transaction's own epoch either: restore with the gateway stopped.
-- Defines internal.identity_change, internal.identity_change_horizon, membership.record_identity_change(),
-- membership.identity_unchanged_since(snapshot) (owner-only), membership.prune_identity_changes() (admin).

CREATE TABLE IF NOT EXISTS internal.identity_change (
    xid xid8 PRIMARY KEY
);
COMMENT ON TABLE internal.identity_change IS
    'One row per committed transaction that wrote membership data (its xid): what invalidates remembered identities. Owner only.';
REVOKE ALL ON internal.identity_change FROM PUBLIC;

CREATE TABLE IF NOT EXISTS internal.identity_change_horizon (
    id    smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    below xid8 NOT NULL
);
COMMENT ON TABLE internal.identity_change_horizon IS
    'Rows of internal.identity_change with a lower xid may have been pruned: a snapshot older than this proves nothing. Owner only.';
REVOKE ALL ON internal.identity_change_horizon FROM PUBLIC;
INSERT INTO internal.identity_change_horizon (id, below) VALUES (1, '0'::xid8) ON CONFLICT (id) DO NOTHING;

CREATE OR REPLACE FUNCTION membership.record_identity_change()
RETURNS void
LANGUAGE sql
VOLATILE
AS $$
    -- Once per transaction: later statements of the same transaction find their own row and do nothing.
    INSERT INTO internal.identity_change (xid) VALUES (pg_catalog.pg_current_xact_id()) ON CONFLICT (xid) DO NOTHING;
$$;
COMMENT ON FUNCTION membership.record_identity_change() IS
    'Records that this transaction changes what identities are built from (called by membership.bump_identity_epoch). Owner-only.';
REVOKE ALL ON FUNCTION membership.record_identity_change() FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.identity_unchanged_since(p_snapshot pg_snapshot)
RETURNS boolean
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_xmin      xid8 := pg_catalog.pg_snapshot_xmin(p_snapshot);
    v_unchanged boolean;
BEGIN
    -- PL/pgSQL keeps this statement's plan for the session (a SQL function reading a table is planned on every
    -- call). Rows below the snapshot's xmin were settled before it was taken (it saw them, or they aborted); only
    -- the few newer ones are looked at, by index. NULL snapshot: false.
    SELECT h.below <= v_xmin
           AND NOT EXISTS (SELECT FROM internal.identity_change c
                            WHERE c.xid >= v_xmin AND NOT pg_catalog.pg_visible_in_snapshot(c.xid, p_snapshot))
      INTO v_unchanged
      FROM internal.identity_change_horizon h
     WHERE h.id = 1;
    RETURN coalesce(v_unchanged, false);
END
$$;
COMMENT ON FUNCTION membership.identity_unchanged_since(pg_snapshot) IS
    'Whether no change to membership data that this query sees was invisible to the snapshot (false when unsure). Owner-only.';
REVOKE ALL ON FUNCTION membership.identity_unchanged_since(pg_snapshot) FROM PUBLIC;

CREATE OR REPLACE FUNCTION membership.prune_identity_changes()
RETURNS bigint
LANGUAGE plpgsql
VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    -- Every transaction still running started at or after this xid's era, so every row below it is settled for
    -- any snapshot taken from now on; older remembered snapshots are refused by the horizon.
    v_below   xid8 := pg_snapshot_xmin(pg_current_snapshot());
    v_deleted bigint;
BEGIN
    UPDATE internal.identity_change_horizon h SET below = v_below WHERE h.id = 1 AND h.below < v_below;
    DELETE FROM internal.identity_change c WHERE c.xid < v_below;
    GET DIAGNOSTICS v_deleted = ROW_COUNT;
    RETURN v_deleted;
END
$$;
COMMENT ON FUNCTION membership.prune_identity_changes() IS
    'Deletes the change rows every running transaction sees and raises the horizon; returns how many. Operators '
    '(api.purge_exchanges calls it).';
CALL internal.grant_execute('membership.prune_identity_changes()', 'admin');
