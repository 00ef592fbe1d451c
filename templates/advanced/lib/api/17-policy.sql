-- lib/api: transaction policy resolvers the gateway calls BEFORE it opens the dispatch transaction.
--
-- Defines (SECURITY DEFINER, executable by api and admin):
--   api.rest_route_policy(p_method, p_url, p_requested_isolation DEFAULT NULL, p_version DEFAULT '')
--   api.rest_route_policy_for(p_method, p_url, p_headers DEFAULT '', p_requested_isolation DEFAULT NULL)
--   api.rpc_route_policy(p_method_name, p_requested_isolation DEFAULT NULL)
-- Each returns TABLE(transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean):
-- one row for a known route, zero rows for an unknown one (the gateway then opens a default transaction
-- and lets the entry point answer 404 / -32601). The gateway opens
--     BEGIN [ISOLATION LEVEL <transaction_isolation>] [READ ONLY] [DEFERRABLE]
-- An unsupported requested level raises 22023 "unsupported transaction isolation level: …" (→ 400).
-- The MCP equivalent, api.mcp_request_policy, lives with the MCP dispatcher (lib/api/34-mcp-policy.sql) and builds on
-- internal.resolve_transaction_policy like these do.
-- Relies on: 00-transaction-isolation, 16-gateways (route matching). Repeatable.

CREATE OR REPLACE FUNCTION api.rest_route_policy(
    p_method text,
    p_url text,
    p_requested_isolation text DEFAULT NULL,
    p_version text DEFAULT '')
RETURNS TABLE (transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_method text := upper(btrim(coalesce(p_method, '')));
    v_id     uuid;
BEGIN
    PERFORM internal.normalize_transaction_isolation(p_requested_isolation, true);
    IF length(v_method) > 16 OR p_url IS NULL OR length(p_url) > 8192 THEN
        RETURN;
    END IF;
    v_id := internal.rest_match_route(CASE WHEN v_method = 'HEAD' THEN 'GET' ELSE v_method END,
                                      api.canonical_path(api.url_path(btrim(p_url))), coalesce(p_version, ''));
    IF v_id IS NULL THEN
        RETURN;
    END IF;
    RETURN QUERY
        SELECT p.* FROM api.handler h
         CROSS JOIN LATERAL internal.resolve_transaction_policy(h.min_transaction_isolation, h.read_only, p_requested_isolation) AS p
         WHERE h.object_id = v_id;
END
$$;
COMMENT ON FUNCTION api.rest_route_policy(text, text, text, text) IS
    'How to open the transaction for a REST request (route chosen exactly as api.rest_invoke does, version given '
    'explicitly): isolation = max(floor, requested), read-only, deferrable; zero rows for an unknown route.';
CALL internal.grant_execute('api.rest_route_policy(text,text,text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.rest_route_policy_for(
    p_method text,
    p_url text,
    p_headers extensions.hstore DEFAULT ''::extensions.hstore,
    p_requested_isolation text DEFAULT NULL)
RETURNS TABLE (transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT * FROM api.rest_route_policy(
        p_method, p_url, p_requested_isolation,
        coalesce(p_headers OPERATOR(extensions.->) 'x-api-version', p_headers OPERATOR(extensions.->) 'accept-version', ''));
$$;
COMMENT ON FUNCTION api.rest_route_policy_for(text, text, extensions.hstore, text) IS
    'api.rest_route_policy with the version taken from the headers (x-api-version, else accept-version) exactly '
    'as api.rest_invoke does. What the gateway calls before BEGIN.';
CALL internal.grant_execute('api.rest_route_policy_for(text,text,extensions.hstore,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.rpc_route_policy(p_method_name text, p_requested_isolation text DEFAULT NULL)
RETURNS TABLE (transaction_isolation text, transaction_read_only boolean, transaction_deferrable boolean)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM internal.normalize_transaction_isolation(p_requested_isolation, true);
    RETURN QUERY
        SELECT p.*
          FROM api.rpc_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         CROSS JOIN LATERAL internal.resolve_transaction_policy(h.min_transaction_isolation, h.read_only, p_requested_isolation) AS p
         WHERE r.method_name = p_method_name;
END
$$;
COMMENT ON FUNCTION api.rpc_route_policy(text, text) IS
    'How to open the transaction for a JSON-RPC method: one row, or zero rows for an unknown method.';
CALL internal.grant_execute('api.rpc_route_policy(text,text)', 'api', 'admin');
