-- lib/api: the exchange log tables: one row per dispatched request, per protocol.
--
-- Defines:
--   api.inbound_queue_seq                    one global order across protocols
--   api.rest_exchange, api.rpc_exchange, api.mcp_exchange
--   api.inbound_queue                        view: every exchange with its protocol (reference name)
--
-- Relies on: 01-types. Repeatable. Rows are written only by the SECURITY DEFINER writers in
-- 08-exchange-writers.sql (redacted first); admin reads and purges (api.purge_exchanges, 49-maintenance).
-- handler_object_id has no foreign key on purpose: the log outlives the handlers it mentions.
-- enqueued_at is when the request reached SQL, completed_at when the response was built; a row written
-- through the read-only relay (logged_via = 'relay') arrives after its transaction committed.
-- caller_subject is who made the exchange: the verified subject of the request identity when the row was
-- written ("apikey|<key_id>" or "<provider>|<subject>", from api.current_idp_subject(); NULL = anonymous), never a
-- header or the MCP context. The relay carries it inside the sealed record. api.console_recent_exchanges
-- (50-console) shows a caller its own rows by it.

CREATE SEQUENCE IF NOT EXISTS api.inbound_queue_seq;
COMMENT ON SEQUENCE api.inbound_queue_seq IS 'Global order of exchanges across REST, RPC and MCP.';

CREATE TABLE IF NOT EXISTS api.rest_exchange (
    object_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    sequence_number   bigint NOT NULL DEFAULT nextval('api.inbound_queue_seq'),
    enqueued_at       timestamptz NOT NULL DEFAULT now(),
    handler_object_id uuid NOT NULL,
    request           api.rest_request NOT NULL,
    response          api.http_response,
    completed_at      timestamptz,
    error_sqlstate    text,
    error_message     text,
    logged_via        text NOT NULL DEFAULT 'direct',
    caller_subject    text DEFAULT api.current_idp_subject(),
    CONSTRAINT ck_rest_exchange_logged_via CHECK (logged_via IN ('direct', 'relay'))
);
CREATE UNIQUE INDEX IF NOT EXISTS uq_rest_exchange_sequence ON api.rest_exchange (sequence_number);
CREATE INDEX IF NOT EXISTS ix_rest_exchange_handler ON api.rest_exchange (handler_object_id);
CREATE INDEX IF NOT EXISTS bx_rest_exchange_enqueued ON api.rest_exchange USING brin (enqueued_at);
COMMENT ON TABLE api.rest_exchange IS
    'REST exchange log: the request (secrets redacted) and the response the client got. For handler failures '
    'error_sqlstate/error_message keep what the client never sees.';
CALL internal.grant_on_table('api.rest_exchange', 'SELECT, DELETE', 'admin');

CREATE TABLE IF NOT EXISTS api.rpc_exchange (
    object_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    sequence_number   bigint NOT NULL DEFAULT nextval('api.inbound_queue_seq'),
    enqueued_at       timestamptz NOT NULL DEFAULT now(),
    handler_object_id uuid NOT NULL,
    request           api.rpc_request NOT NULL,
    response          api.http_response,
    completed_at      timestamptz,
    error_sqlstate    text,
    error_message     text,
    logged_via        text NOT NULL DEFAULT 'direct',
    caller_subject    text DEFAULT api.current_idp_subject(),
    CONSTRAINT ck_rpc_exchange_logged_via CHECK (logged_via IN ('direct', 'relay'))
);
CREATE UNIQUE INDEX IF NOT EXISTS uq_rpc_exchange_sequence ON api.rpc_exchange (sequence_number);
CREATE INDEX IF NOT EXISTS ix_rpc_exchange_handler ON api.rpc_exchange (handler_object_id);
CREATE INDEX IF NOT EXISTS bx_rpc_exchange_enqueued ON api.rpc_exchange USING brin (enqueued_at);
COMMENT ON TABLE api.rpc_exchange IS 'JSON-RPC exchange log (secrets redacted); error_* keep the internal failure.';
CALL internal.grant_on_table('api.rpc_exchange', 'SELECT, DELETE', 'admin');

CREATE TABLE IF NOT EXISTS api.mcp_exchange (
    object_id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    sequence_number   bigint NOT NULL DEFAULT nextval('api.inbound_queue_seq'),
    enqueued_at       timestamptz NOT NULL DEFAULT now(),
    handler_object_id uuid NOT NULL,
    mcp_type          text,
    mcp_name          text,
    request           api.mcp_request NOT NULL,
    response          api.mcp_response,
    completed_at      timestamptz NOT NULL DEFAULT now(),
    error_sqlstate    text,
    error_message     text,
    logged_via        text NOT NULL DEFAULT 'direct',
    caller_subject    text DEFAULT api.current_idp_subject(),
    CONSTRAINT ck_mcp_exchange_logged_via CHECK (logged_via IN ('direct', 'relay'))
);
CREATE UNIQUE INDEX IF NOT EXISTS uq_mcp_exchange_sequence ON api.mcp_exchange (sequence_number);
CREATE INDEX IF NOT EXISTS ix_mcp_exchange_name ON api.mcp_exchange (mcp_type, mcp_name);
CREATE INDEX IF NOT EXISTS bx_mcp_exchange_enqueued ON api.mcp_exchange USING brin (enqueued_at);
COMMENT ON TABLE api.mcp_exchange IS
    'MCP exchange log (tools/call, resources/read, prompts/get): arguments and envelope with secrets redacted.';
CALL internal.grant_on_table('api.mcp_exchange', 'SELECT, DELETE', 'admin');

-- Databases deployed before caller_subject existed get the column here. Guarded by the catalog rather than
-- ADD COLUMN IF NOT EXISTS, which would take an ACCESS EXCLUSIVE lock on a busy log table on every deploy.
DO $$
DECLARE
    v_table regclass;
BEGIN
    FOREACH v_table IN ARRAY ARRAY['api.rest_exchange', 'api.rpc_exchange', 'api.mcp_exchange']::regclass[] LOOP
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute
                        WHERE attrelid = v_table AND attname = 'caller_subject' AND NOT attisdropped) THEN
            EXECUTE format('ALTER TABLE %s ADD COLUMN caller_subject text DEFAULT api.current_idp_subject()', v_table);
        END IF;
    END LOOP;
END
$$;
CREATE INDEX IF NOT EXISTS ix_rest_exchange_caller ON api.rest_exchange (caller_subject, enqueued_at DESC)
    WHERE caller_subject IS NOT NULL;
CREATE INDEX IF NOT EXISTS ix_rpc_exchange_caller ON api.rpc_exchange (caller_subject, enqueued_at DESC)
    WHERE caller_subject IS NOT NULL;
CREATE INDEX IF NOT EXISTS ix_mcp_exchange_caller ON api.mcp_exchange (caller_subject, enqueued_at DESC)
    WHERE caller_subject IS NOT NULL;

CREATE OR REPLACE VIEW api.inbound_queue AS
    SELECT 'rest'::text AS protocol, 'api.rest_exchange'::text AS table_name, sequence_number, object_id,
           enqueued_at, completed_at, handler_object_id
      FROM api.rest_exchange
    UNION ALL
    SELECT 'rpc', 'api.rpc_exchange', sequence_number, object_id, enqueued_at, completed_at, handler_object_id
      FROM api.rpc_exchange
    UNION ALL
    SELECT 'mcp', 'api.mcp_exchange', sequence_number, object_id, enqueued_at, completed_at, handler_object_id
      FROM api.mcp_exchange;
COMMENT ON VIEW api.inbound_queue IS 'Every logged exchange with its protocol, in one relation (admin only).';
CALL internal.grant_on_table('api.inbound_queue', 'SELECT', 'admin');
