-- lib/api: transaction policy primitives shared by every protocol (REST, RPC, MCP).
--
-- Defines (all in internal, owner-only, pure or STABLE):
--   internal.normalize_transaction_isolation(value, raise)  canonical level name or NULL
--   internal.transaction_isolation_rank(level)               1 read committed < 2 repeatable read < 3 serializable
--   internal.resolve_transaction_policy(floor, read_only, requested)
--                                                            how the gateway must BEGIN (one row)
--   internal.transaction_policy_replica_safe(floor, read_only)
--   internal.transaction_policy_violation(floor, read_only)  fail-closed check of the *open* transaction
--
-- Relies on: nothing but pg_catalog. Repeatable (CREATE OR REPLACE only).
-- Trust boundary: none. The gateway resolves the policy before BEGIN (api.*_policy in 17-policy.sql);
-- the SQL entry points cannot change the characteristics of the transaction they run in, so they only
-- check it with internal.transaction_policy_violation and refuse (428 / -32600) when it is too weak.

-- ---------------------------------------------------------------------------------------------------
-- Normalisation: case-, whitespace-, '_' and '-'-insensitive; READ UNCOMMITTED folds to READ COMMITTED
-- (PostgreSQL runs it as read committed anyway).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.normalize_transaction_isolation(p_value text, p_raise boolean DEFAULT true)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_level text;
BEGIN
    IF p_value IS NULL THEN
        RETURN NULL;
    END IF;
    v_level := pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(p_value)), '[\s_-]+', ' ', 'g');
    IF v_level IN ('read committed', 'read uncommitted') THEN
        RETURN 'read committed';
    ELSIF v_level IN ('repeatable read', 'serializable') THEN
        RETURN v_level;
    ELSIF p_raise THEN
        RAISE EXCEPTION 'unsupported transaction isolation level: %', p_value
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Use "read committed", "repeatable read" or "serializable" (case, "-" and "_" do not matter).';
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.normalize_transaction_isolation(text, boolean) IS
    'Canonical isolation level ("read committed", "repeatable read", "serializable") or NULL for NULL input. '
    'Case/space/_/- insensitive; read uncommitted folds to read committed. Unknown values raise 22023 '
    '(or return NULL when p_raise is false).';
REVOKE ALL ON FUNCTION internal.normalize_transaction_isolation(text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.transaction_isolation_rank(p_level text)
RETURNS integer
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE internal.normalize_transaction_isolation(p_level, false)
               WHEN 'read committed'  THEN 1
               WHEN 'repeatable read' THEN 2
               WHEN 'serializable'    THEN 3
           END;
$$;
COMMENT ON FUNCTION internal.transaction_isolation_rank(text) IS
    'Strength of an isolation level: 1 read committed, 2 repeatable read, 3 serializable; NULL for NULL or unknown.';
REVOKE ALL ON FUNCTION internal.transaction_isolation_rank(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Resolution: isolation = max(floor, requested); read_only as declared; DEFERRABLE only for
-- SERIALIZABLE READ ONLY (the one combination where it buys something: no serialization failures).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.resolve_transaction_policy(
    p_floor text,
    p_read_only boolean,
    p_requested text DEFAULT NULL)
RETURNS TABLE (transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_floor     text := internal.normalize_transaction_isolation(p_floor, true);
    v_requested text := internal.normalize_transaction_isolation(p_requested, true);
    v_level     text;
BEGIN
    v_level := CASE
                   WHEN v_floor IS NULL THEN v_requested
                   WHEN v_requested IS NULL THEN v_floor
                   WHEN internal.transaction_isolation_rank(v_requested) > internal.transaction_isolation_rank(v_floor)
                       THEN v_requested
                   ELSE v_floor
               END;
    transaction_isolation := v_level;
    transaction_read_only := coalesce(p_read_only, false);
    transaction_deferrable := transaction_read_only AND v_level IS NOT DISTINCT FROM 'serializable';
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION internal.resolve_transaction_policy(text, boolean, text) IS
    'How to open the transaction for a handler: isolation = the stronger of floor and requested (NULL = server '
    'default), read_only as declared, deferrable only for serializable read-only. Raises 22023 for unknown levels.';
REVOKE ALL ON FUNCTION internal.resolve_transaction_policy(text, boolean, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.transaction_policy_replica_safe(p_floor text, p_read_only boolean)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    -- A hot standby serves read-only transactions up to repeatable read; serializable needs the primary.
    SELECT coalesce(p_read_only, false)
       AND coalesce(internal.transaction_isolation_rank(p_floor), 1) <= 2;
$$;
COMMENT ON FUNCTION internal.transaction_policy_replica_safe(text, boolean) IS
    'True when a handler may run on a read replica: read-only with a floor of at most repeatable read.';
REVOKE ALL ON FUNCTION internal.transaction_policy_replica_safe(text, boolean) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Fail-closed check of the transaction the entry point is running in. NULL = fine; otherwise
-- {"code": "pgmi.transaction_isolation_too_weak" | "pgmi.transaction_read_only_required", "message": …}.
-- Every gateway (REST 428, RPC 428/-32600, MCP -32600) builds its error from this one object.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.transaction_policy_violation(p_floor text, p_read_only boolean)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_current text;
BEGIN
    -- Most handlers have no floor: only look at the open transaction's level when there is one.
    IF p_floor IS NOT NULL THEN
        v_current := internal.normalize_transaction_isolation(pg_catalog.current_setting('transaction_isolation'), false);
        IF coalesce(internal.transaction_isolation_rank(v_current), 1) < internal.transaction_isolation_rank(p_floor) THEN
            RETURN pg_catalog.jsonb_build_object(
                'code', 'pgmi.transaction_isolation_too_weak',
                'message', pg_catalog.format('Route requires %s isolation but current transaction uses %s.', p_floor, v_current));
        END IF;
    END IF;
    IF coalesce(p_read_only, false) AND pg_catalog.current_setting('transaction_read_only') <> 'on' THEN
        RETURN pg_catalog.jsonb_build_object(
            'code', 'pgmi.transaction_read_only_required',
            'message', 'Route requires a READ ONLY transaction but the current transaction is read-write.');
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.transaction_policy_violation(text, boolean) IS
    'NULL when the open transaction satisfies the handler''s isolation floor and read-only flag; otherwise '
    '{"code","message"} with code pgmi.transaction_isolation_too_weak or pgmi.transaction_read_only_required.';
REVOKE ALL ON FUNCTION internal.transaction_policy_violation(text, boolean) FROM PUBLIC;
