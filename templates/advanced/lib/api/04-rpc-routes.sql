-- lib/api: JSON-RPC addressing.
--
-- Defines: api.rpc_route (one row per RPC method; 1:1 with api.handler).
-- Relies on: 02-handler-registry. Repeatable.
-- The gateway resolves a method name with api.rpc_resolve (19-rpc-invoke.sql) and passes the id to
-- api.rpc_invoke, which cross-checks the body's "method" against this table.

CREATE TABLE IF NOT EXISTS api.rpc_route (
    handler_object_id uuid PRIMARY KEY REFERENCES api.handler (object_id) ON DELETE CASCADE,
    method_name       text NOT NULL,
    auto_log          boolean NOT NULL DEFAULT true,
    CONSTRAINT uq_rpc_route_method_name UNIQUE (method_name)
);
COMMENT ON TABLE api.rpc_route IS 'JSON-RPC method names (exact, case-sensitive) of RPC handlers; auto_log=false keeps them out of the exchange log.';
CALL internal.grant_on_table('api.rpc_route', 'SELECT', 'admin');
