-- lib/api: the handler registry and the catalog version.
--
-- Defines:
--   api.handler              one row per handler of any protocol (policy, schemas, generated function, and
--                            who registered it: the pgmi deployment and script, or by hand)
--   api.catalog_state        one row per kind (rest, rpc, tools, resources, prompts): an order-independent
--                            digest (XOR of the live handlers' fingerprints), maintained by a trigger
--   api.catalog_version()    O(1): hash of the five digests; the OpenAPI ETag and x-pgmi-catalog-version
--   trigger functions        internal.handler_catalog_sync(), internal.catalog_notify()
--
-- Relies on: 01-types, internal.grant_* (setup/04), extensions.digest (pgcrypto).
-- Notifications: every change of a kind's digest queues pg_notify('pgmi_registry_changed',
-- {"kinds": [...], "catalog_version": "…"}) from a deferred trigger, so it is sent once per transaction with
-- the final version, at COMMIT (architecture.md §5). Re-registering an unchanged handler changes nothing.
-- Trust boundary: the two trigger functions are SECURITY DEFINER because admin may soft-delete handlers
-- (UPDATE api.handler SET deleted_at) without holding privileges on api.catalog_state.

CREATE TABLE IF NOT EXISTS api.handler (
    object_id                 uuid PRIMARY KEY,
    handler_type              api.handler_type NOT NULL,
    handler_func              regprocedure NOT NULL,
    handler_function_name     text NOT NULL,
    handler_exec_sql          text NOT NULL,
    handler_body              text NOT NULL,
    handler_sql_submitted     text NOT NULL,
    handler_sql_canonical     text NOT NULL,
    def_hash                  bytea NOT NULL,
    returns_type              regtype NOT NULL,
    returns_set               boolean NOT NULL,
    volatility                text NOT NULL,
    parallel                  text NOT NULL,
    leakproof                 boolean NOT NULL,
    security                  text NOT NULL,
    language_name             text NOT NULL,
    owner_name                name NOT NULL,
    title                     text,
    description               text,
    accepts                   text[] NOT NULL DEFAULT '{*/*}',
    produces                  text[] NOT NULL DEFAULT '{application/json}',
    response_headers          jsonb NOT NULL DEFAULT '{}',
    requires_auth             boolean NOT NULL DEFAULT true,
    min_transaction_isolation text,
    read_only                 boolean NOT NULL DEFAULT false,
    tags                      text[] NOT NULL DEFAULT '{}',
    input_json_schema         api.json_schema,
    output_json_schema        api.json_schema,
    metadata                  jsonb NOT NULL DEFAULT '{}',
    fingerprint               bytea NOT NULL,
    created_at                timestamptz NOT NULL DEFAULT now(),
    updated_at                timestamptz NOT NULL DEFAULT now(),
    deleted_at                timestamptz,
    deployment_id             bigint,
    script_path               text,
    origin                    text GENERATED ALWAYS AS (CASE WHEN deployment_id IS NULL THEN 'manual' ELSE 'deploy' END) STORED,
    CONSTRAINT uq_handler_func UNIQUE (handler_func),
    CONSTRAINT ck_handler_script_needs_deployment CHECK (script_path IS NULL OR deployment_id IS NOT NULL),
    CONSTRAINT ck_handler_isolation CHECK (min_transaction_isolation IN ('read committed', 'repeatable read', 'serializable')),
    CONSTRAINT ck_handler_response_headers CHECK (jsonb_typeof(response_headers) = 'object'),
    CONSTRAINT ck_handler_fingerprint CHECK (octet_length(fingerprint) = 32)
);
CREATE INDEX IF NOT EXISTS ix_handler_type ON api.handler (handler_type) WHERE deleted_at IS NULL;
COMMENT ON TABLE api.handler IS
    'Handler registry: one row per REST route, RPC method or MCP tool/resource/prompt. Written only by '
    'api.create_or_replace_*_handler; operators soft-delete with UPDATE … SET deleted_at = now() (every gateway, '
    'list and document ignores soft-deleted rows). tags apply to every kind (MCP _meta.tags, OpenAPI tags).';
COMMENT ON COLUMN api.handler.handler_func IS 'The generated function api.<name>(api.<kind>_request).';
COMMENT ON COLUMN api.handler.min_transaction_isolation IS 'Isolation floor (normalised); NULL = none.';
COMMENT ON COLUMN api.handler.read_only IS 'The handler must run in a READ ONLY transaction.';
COMMENT ON COLUMN api.handler.def_hash IS 'SHA-256 of pg_get_functiondef at registration (drift detection).';
COMMENT ON COLUMN api.handler.fingerprint IS 'SHA-256 of everything a client can observe about the handler; feeds the catalog version.';
COMMENT ON COLUMN api.handler.metadata IS 'The metadata object as submitted to the registration function.';
COMMENT ON COLUMN api.handler.deployment_id IS
    'The pgmi deployment (pgmi.deployment.deployment_id) whose scripts last registered the handler; NULL when it '
    'was last registered outside a deploy (by hand), which keeps it when no script registers it any more.';
COMMENT ON COLUMN api.handler.script_path IS 'The project script that last registered the handler during a deploy (NULL: by hand).';
COMMENT ON COLUMN api.handler.origin IS
    '"deploy" (the project owns it: removed by the deploy that no longer registers it) or "manual" (kept).';
CALL internal.grant_on_table('api.handler', 'SELECT', 'admin');
DO $$
BEGIN
    EXECUTE pg_catalog.format('GRANT UPDATE (deleted_at) ON api.handler TO %I', internal.role_name('admin'));
END
$$;

-- ---------------------------------------------------------------------------------------------------
-- Catalog state: digest per kind = XOR of the fingerprints of its live handlers. XOR is order-independent,
-- so the same registry content always yields the same version however it was reached, and one
-- registration updates it in O(1).
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS api.catalog_state (
    kind          text PRIMARY KEY,
    digest        bit(256) NOT NULL DEFAULT B'0'::bit(256),
    handler_count integer NOT NULL DEFAULT 0,
    changed_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ck_catalog_state_kind CHECK (kind IN ('rest', 'rpc', 'tools', 'resources', 'prompts'))
);
COMMENT ON TABLE api.catalog_state IS
    'Per-kind digest of the live registry (XOR of handler fingerprints) and handler count; maintained by the '
    'trigger on api.handler. api.catalog_version() hashes the five rows.';
CALL internal.grant_on_table('api.catalog_state', 'SELECT', 'admin');

INSERT INTO api.catalog_state (kind, changed_at)
SELECT k, '-infinity' FROM unnest(ARRAY['rest', 'rpc', 'tools', 'resources', 'prompts']) AS k
    ON CONFLICT (kind) DO NOTHING;

CREATE OR REPLACE FUNCTION internal.catalog_kind(p_type api.handler_type)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE p_type
               WHEN 'rest' THEN 'rest'
               WHEN 'rpc' THEN 'rpc'
               WHEN 'mcp_tool' THEN 'tools'
               WHEN 'mcp_resource' THEN 'resources'
               WHEN 'mcp_prompt' THEN 'prompts'
           END;
$$;
COMMENT ON FUNCTION internal.catalog_kind(api.handler_type) IS
    'The catalog kind of a handler type (rest, rpc, tools, resources, prompts), as used in pgmi_registry_changed.';
REVOKE ALL ON FUNCTION internal.catalog_kind(api.handler_type) FROM PUBLIC;

-- The computation, for code already running as the owner (no second SECURITY DEFINER hop per response).
CREATE OR REPLACE FUNCTION internal.catalog_version()
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
    -- PL/pgSQL so the plan is cached for the session: this runs once per REST/RPC response.
    RETURN (SELECT pg_catalog.encode(
                       extensions.digest(pg_catalog.string_agg(s.kind || ':' || s.digest::text, ';' ORDER BY s.kind), 'sha256'),
                       'hex')
              FROM api.catalog_state s);
END
$$;
COMMENT ON FUNCTION internal.catalog_version() IS 'api.catalog_version() for owner code (the entry points stamp it on every response).';
REVOKE ALL ON FUNCTION internal.catalog_version() FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.catalog_version()
RETURNS text
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.catalog_version();
$$;
COMMENT ON FUNCTION api.catalog_version() IS
    'Version of the whole handler catalog (REST, RPC and MCP): 64 hex characters, changes whenever anything a '
    'client can observe about any live handler changes. O(1). Used as the OpenAPI ETag and x-pgmi-catalog-version.';
CALL internal.grant_execute('api.catalog_version()', 'api', 'admin');

-- Row trigger: fold the old and new fingerprints of a handler into its kind's digest.
CREATE OR REPLACE FUNCTION internal.handler_catalog_sync()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_old_kind text;
    v_new_kind text;
    v_old_bits bit(256);
    v_new_bits bit(256);
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        v_old_kind := internal.catalog_kind(OLD.handler_type);
        v_old_bits := ('x' || pg_catalog.encode(OLD.fingerprint, 'hex'))::bit(256);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
        v_new_kind := internal.catalog_kind(NEW.handler_type);
        v_new_bits := ('x' || pg_catalog.encode(NEW.fingerprint, 'hex'))::bit(256);
    END IF;
    IF v_old_kind IS NOT DISTINCT FROM v_new_kind AND v_old_bits IS NOT DISTINCT FROM v_new_bits THEN
        RETURN NULL;  -- nothing observable changed (e.g. an identical re-registration)
    END IF;
    IF v_old_kind IS NOT NULL THEN
        UPDATE api.catalog_state
           SET digest = digest # v_old_bits, handler_count = handler_count - 1, changed_at = now()
         WHERE kind = v_old_kind;
    END IF;
    IF v_new_kind IS NOT NULL THEN
        UPDATE api.catalog_state
           SET digest = digest # v_new_bits, handler_count = handler_count + 1, changed_at = now()
         WHERE kind = v_new_kind;
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.handler_catalog_sync() IS
    'AFTER row trigger on api.handler: keeps api.catalog_state digests and counts in step with live handlers.';
REVOKE ALL ON FUNCTION internal.handler_catalog_sync() FROM PUBLIC;

CREATE OR REPLACE TRIGGER tr_handler_catalog_sync
    AFTER INSERT OR DELETE OR UPDATE OF fingerprint, deleted_at, handler_type ON api.handler
    FOR EACH ROW EXECUTE FUNCTION internal.handler_catalog_sync();

-- Deferred trigger: at COMMIT every queued event builds the same payload (all kinds changed in this
-- transaction, final version), and PostgreSQL folds identical notifications into one.
CREATE OR REPLACE FUNCTION internal.catalog_notify()
RETURNS trigger
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM pg_catalog.pg_notify(
        'pgmi_registry_changed',
        pg_catalog.jsonb_build_object(
            'kinds', (SELECT pg_catalog.jsonb_agg(s.kind ORDER BY s.kind) FROM api.catalog_state s
                       WHERE s.changed_at = pg_catalog.now()),
            'catalog_version', internal.catalog_version())::text);
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.catalog_notify() IS
    'Deferred trigger on api.catalog_state: pg_notify(''pgmi_registry_changed'', {"kinds","catalog_version"}) at COMMIT.';
REVOKE ALL ON FUNCTION internal.catalog_notify() FROM PUBLIC;

-- Constraint triggers cannot be CREATE OR REPLACEd; create once.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_trigger
                    WHERE tgrelid = 'api.catalog_state'::regclass AND tgname = 'tr_catalog_notify') THEN
        CREATE CONSTRAINT TRIGGER tr_catalog_notify
            AFTER UPDATE ON api.catalog_state
            DEFERRABLE INITIALLY DEFERRED
            FOR EACH ROW EXECUTE FUNCTION internal.catalog_notify();
    END IF;
END
$$;
