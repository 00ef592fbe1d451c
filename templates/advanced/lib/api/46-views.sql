-- lib/api: introspection views (admin only). `pgmi inspect` reads api.vw_handler_inventory.
--
-- Defines:
--   api.vw_handler_inventory   one row per live handler: what it answers to and under which policy
--   api.vw_handler_info        registry detail incl. soft-deleted rows, function existence and drift
--   api.vw_handler_summary     one row of counts
--   api.vw_route_info          REST, RPC and MCP addressing in one list; api.vw_route_summary
--   api.vw_rest_exchange_info, api.vw_rpc_exchange_info, api.vw_mcp_exchange_info   log rows + replay_sql
--   api.vw_exchange_stats (GROUPING SETS), api.vw_exchange_summary
-- Relies on: 02–08, 18-19 (invoke), 44-mcp-protocol. Repeatable (CREATE OR REPLACE VIEW; columns are only ever appended).
-- Views run with the owner's privileges; only admin may SELECT them. replay_sql re-sends the logged (already
-- redacted) request, so replayed credentials are "[redacted]".

CREATE OR REPLACE VIEW api.vw_handler_inventory AS
    SELECT h.object_id AS handler_id,
           CASE h.handler_type WHEN 'mcp_tool' THEN 'tool' WHEN 'mcp_resource' THEN 'resource'
                               WHEN 'mcp_prompt' THEN 'prompt' ELSE h.handler_type::text END AS kind,
           coalesce(m.mcp_name, p.method_name, array_to_string(r.methods, ', ') || ' ' || r.canonical_path) AS name,
           r.route_name,
           r.methods AS http_methods,
           r.canonical_path AS path,
           r.version_regexp AS version,
           m.uri_template,
           h.title,
           h.description,
           h.requires_auth,
           h.min_transaction_isolation,
           h.read_only,
           internal.transaction_policy_replica_safe(h.min_transaction_isolation, h.read_only) AS replica_safe,
           h.tags,
           h.handler_func::text AS function_name,
           coalesce(r.auto_log, p.auto_log, m.auto_log) AS auto_log,
           h.created_at AS registered_at,
           h.updated_at,
           h.origin,
           h.script_path
      FROM api.handler h
      LEFT JOIN api.rest_route r ON r.handler_object_id = h.object_id
      LEFT JOIN api.rpc_route p ON p.handler_object_id = h.object_id
      LEFT JOIN api.mcp_route m ON m.handler_object_id = h.object_id
     WHERE h.deleted_at IS NULL;
COMMENT ON VIEW api.vw_handler_inventory IS
    'Every live handler: kind (tool, resource, prompt, rest, rpc), name (MCP name, RPC method, or "GET, POST '
    '/items/{id}" for REST), route_name (REST "name"), http_methods, path, version, uri_template, title, '
    'description, requires_auth, min_transaction_isolation (the floor; NULL = none), read_only, replica_safe, '
    'tags, function_name, auto_log, registered_at, updated_at, origin ("deploy": a project script registered it '
    'and a deploy that no longer does removes it; "manual": registered by hand, kept), script_path. Read by pgmi inspect.';
CALL internal.grant_on_table('api.vw_handler_inventory', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_handler_info AS
    SELECT h.object_id,
           h.handler_type,
           h.handler_function_name,
           h.title,
           h.description,
           h.created_at,
           h.updated_at,
           h.deleted_at,
           now() - h.created_at AS age,
           f.oid IS NOT NULL AS function_exists,
           CASE WHEN f.oid IS NOT NULL
                THEN extensions.digest(pg_catalog.pg_get_functiondef(f.oid), 'sha256') <> h.def_hash END AS definition_drifted,
           r.handler_object_id IS NOT NULL AS has_rest_route,
           p.handler_object_id IS NOT NULL AS has_rpc_route,
           m.handler_object_id IS NOT NULL AS has_mcp_route,
           r.address_regexp AS rest_pattern,
           r.canonical_path AS rest_path,
           p.method_name AS rpc_method,
           m.mcp_name,
           m.mcp_type,
           array_to_string(h.accepts, ', ') AS accepts_formatted,
           array_to_string(h.produces, ', ') AS produces_formatted,
           h.requires_auth,
           h.input_json_schema IS NOT NULL AS has_input_schema,
           h.output_json_schema IS NOT NULL AS has_output_schema,
           h.input_json_schema IS NOT NULL AND h.output_json_schema IS NOT NULL AS schema_complete,
           h.returns_type::text AS returns_type_name,
           h.returns_set,
           h.volatility,
           h.parallel,
           h.leakproof,
           h.security,
           h.language_name,
           h.owner_name,
           h.min_transaction_isolation,
           h.read_only,
           h.tags
      FROM api.handler h
      LEFT JOIN pg_catalog.pg_proc f ON f.oid = h.handler_func::oid
      LEFT JOIN api.rest_route r ON r.handler_object_id = h.object_id
      LEFT JOIN api.rpc_route p ON p.handler_object_id = h.object_id
      LEFT JOIN api.mcp_route m ON m.handler_object_id = h.object_id;
COMMENT ON VIEW api.vw_handler_info IS
    'Registry detail for every handler, soft-deleted ones included: routes, schemas, pg_proc attributes, whether '
    'the function exists and whether its definition drifted from the registered one.';
CALL internal.grant_on_table('api.vw_handler_info', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_handler_summary AS
    SELECT count(*) AS total_handlers,
           count(*) FILTER (WHERE handler_type = 'rest') AS rest_handlers,
           count(*) FILTER (WHERE handler_type = 'rpc') AS rpc_handlers,
           count(*) FILTER (WHERE handler_type::text LIKE 'mcp_%') AS mcp_handlers,
           count(*) FILTER (WHERE handler_type = 'mcp_tool') AS mcp_tools,
           count(*) FILTER (WHERE handler_type = 'mcp_resource') AS mcp_resources,
           count(*) FILTER (WHERE handler_type = 'mcp_prompt') AS mcp_prompts,
           count(*) FILTER (WHERE requires_auth) AS auth_required,
           count(*) FILTER (WHERE read_only) AS read_only,
           count(*) FILTER (WHERE min_transaction_isolation IS NOT NULL) AS with_isolation_floor,
           min(created_at) AS oldest_created_at,
           max(updated_at) AS newest_updated_at
      FROM api.handler
     WHERE deleted_at IS NULL;
COMMENT ON VIEW api.vw_handler_summary IS 'One row of live handler counts by kind and policy.';
CALL internal.grant_on_table('api.vw_handler_summary', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_route_info AS
    SELECT 'rest'::text AS route_type, h.object_id, h.handler_function_name,
           array_to_string(r.methods, ', ') || ' ' || r.canonical_path AS pattern, r.address_regexp, r.method_regexp,
           r.version_regexp, r.route_kind, r.sequence_number, r.auto_log, h.requires_auth, h.volatility, h.created_at
      FROM api.rest_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
    UNION ALL
    SELECT 'rpc', h.object_id, h.handler_function_name, p.method_name, NULL, NULL, NULL, NULL, NULL, p.auto_log,
           h.requires_auth, h.volatility, h.created_at
      FROM api.rpc_route p JOIN api.handler h ON h.object_id = p.handler_object_id AND h.deleted_at IS NULL
    UNION ALL
    SELECT 'mcp_' || m.mcp_type, h.object_id, h.handler_function_name, coalesce(m.uri_template, m.mcp_name), m.uri_regexp,
           NULL, NULL, NULL, NULL, m.auto_log, h.requires_auth, h.volatility, h.created_at
      FROM api.mcp_route m JOIN api.handler h ON h.object_id = m.handler_object_id AND h.deleted_at IS NULL;
COMMENT ON VIEW api.vw_route_info IS 'Live REST routes, RPC methods and MCP names/templates in one list.';
CALL internal.grant_on_table('api.vw_route_info', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_route_summary AS
    SELECT count(*) AS total_routes,
           count(*) FILTER (WHERE route_type = 'rest') AS rest_routes,
           count(*) FILTER (WHERE route_type = 'rpc') AS rpc_routes,
           count(*) FILTER (WHERE route_type LIKE 'mcp_%') AS mcp_routes,
           count(*) FILTER (WHERE requires_auth) AS auth_required,
           count(*) FILTER (WHERE NOT auto_log) AS not_logged
      FROM api.vw_route_info;
COMMENT ON VIEW api.vw_route_summary IS 'One row of route counts by protocol.';
CALL internal.grant_on_table('api.vw_route_summary', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_rest_exchange_info AS
    SELECT e.sequence_number, e.object_id AS exchange_id, e.enqueued_at, now() - e.enqueued_at AS age, e.completed_at,
           e.completed_at - e.enqueued_at AS duration, e.completed_at IS NULL AS is_pending,
           coalesce((e.response).status_code >= 400, false) AS is_error, (e.response).status_code AS status_code,
           (e.request).method AS method, (e.request).url AS url, e.handler_object_id, h.handler_function_name,
           e.error_sqlstate, e.error_message, e.logged_via,
           pg_catalog.format('SELECT * FROM api.rest_invoke(%L, %L, %L::extensions.hstore, %L::bytea);',
                             (e.request).method, (e.request).url, coalesce((e.request).headers, ''::extensions.hstore)::text,
                             (e.request).content) AS replay_sql
      FROM api.rest_exchange e LEFT JOIN api.handler h ON h.object_id = e.handler_object_id;
COMMENT ON VIEW api.vw_rest_exchange_info IS 'REST exchanges with status, timing, error detail and a replay_sql statement.';
CALL internal.grant_on_table('api.vw_rest_exchange_info', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_rpc_exchange_info AS
    SELECT e.sequence_number, e.object_id AS exchange_id, e.enqueued_at, now() - e.enqueued_at AS age, e.completed_at,
           e.completed_at - e.enqueued_at AS duration, e.completed_at IS NULL AS is_pending,
           coalesce((e.response).status_code >= 400, false) AS is_error, (e.response).status_code AS status_code,
           (e.request).method AS rpc_method, e.handler_object_id, h.handler_function_name,
           e.error_sqlstate, e.error_message, e.logged_via,
           pg_catalog.format('SELECT * FROM api.rpc_invoke(%L::uuid, %L::extensions.hstore, %L::bytea);',
                             (e.request).route_id, coalesce((e.request).headers, ''::extensions.hstore)::text,
                             (e.request).content) AS replay_sql
      FROM api.rpc_exchange e LEFT JOIN api.handler h ON h.object_id = e.handler_object_id;
COMMENT ON VIEW api.vw_rpc_exchange_info IS 'RPC exchanges with status, timing, error detail and a replay_sql statement.';
CALL internal.grant_on_table('api.vw_rpc_exchange_info', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_mcp_exchange_info AS
    SELECT e.sequence_number, e.object_id AS exchange_id, e.enqueued_at, now() - e.enqueued_at AS age, e.completed_at,
           e.completed_at - e.enqueued_at AS duration, false AS is_pending,
           (e.response).envelope ? 'error' OR coalesce(((e.response).envelope #>> '{result,isError}')::boolean, false) AS is_error,
           e.mcp_type, e.mcp_name, e.handler_object_id, h.handler_function_name, e.error_sqlstate, e.error_message, e.logged_via,
           pg_catalog.format('SELECT api.mcp_handle_request(%L::jsonb, %L::jsonb);',
                             jsonb_build_object('jsonrpc', '2.0', 'id', coalesce((e.request).request_id, '1'),
                                                'method', CASE e.mcp_type WHEN 'tool' THEN 'tools/call' WHEN 'resource' THEN 'resources/read' ELSE 'prompts/get' END,
                                                'params', jsonb_strip_nulls(jsonb_build_object('name', CASE WHEN e.mcp_type <> 'resource' THEN e.mcp_name END,
                                                                                               'uri', (e.request).uri, 'arguments', (e.request).arguments))),
                             (e.request).context) AS replay_sql
      FROM api.mcp_exchange e LEFT JOIN api.handler h ON h.object_id = e.handler_object_id;
COMMENT ON VIEW api.vw_mcp_exchange_info IS 'MCP calls with outcome, timing, error detail and a replay_sql statement.';
CALL internal.grant_on_table('api.vw_mcp_exchange_info', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_exchange_stats AS
    WITH all_exchanges AS (
        SELECT 'rest'::text AS protocol, status_code, is_error, is_pending, duration FROM api.vw_rest_exchange_info
        UNION ALL SELECT 'rpc', status_code, is_error, is_pending, duration FROM api.vw_rpc_exchange_info
        UNION ALL SELECT 'mcp', NULL, is_error, is_pending, duration FROM api.vw_mcp_exchange_info)
    SELECT protocol, status_code, is_error, is_pending, count(*) AS exchange_count, avg(duration) AS avg_duration,
           GROUPING(protocol) AS _grp_protocol, GROUPING(status_code) AS _grp_status_code,
           GROUPING(is_error) AS _grp_is_error, GROUPING(is_pending) AS _grp_is_pending
      FROM all_exchanges
     GROUP BY GROUPING SETS ((protocol), (status_code), (is_error), (is_pending), (protocol, status_code), ());
COMMENT ON VIEW api.vw_exchange_stats IS 'Exchange counts and average durations by protocol, status, error and pending flags (GROUPING SETS; _grp_* = 1 marks a rolled-up column).';
CALL internal.grant_on_table('api.vw_exchange_stats', 'SELECT', 'admin');

CREATE OR REPLACE VIEW api.vw_exchange_summary AS
    SELECT (SELECT count(*) FROM api.rest_exchange) + (SELECT count(*) FROM api.rpc_exchange)
               + (SELECT count(*) FROM api.mcp_exchange) AS total_exchanges,
           (SELECT count(*) FROM api.rest_exchange) AS rest_exchanges,
           (SELECT count(*) FROM api.rpc_exchange) AS rpc_exchanges,
           (SELECT count(*) FROM api.mcp_exchange) AS mcp_exchanges,
           (SELECT count(*) FROM api.vw_rest_exchange_info WHERE is_error)
               + (SELECT count(*) FROM api.vw_rpc_exchange_info WHERE is_error)
               + (SELECT count(*) FROM api.vw_mcp_exchange_info WHERE is_error) AS error_exchanges,
           (SELECT count(*) FROM api.rest_exchange WHERE completed_at IS NULL)
               + (SELECT count(*) FROM api.rpc_exchange WHERE completed_at IS NULL) AS pending_exchanges,
           (SELECT avg(completed_at - enqueued_at) FROM api.rest_exchange) AS rest_avg_duration,
           (SELECT avg(completed_at - enqueued_at) FROM api.rpc_exchange) AS rpc_avg_duration,
           (SELECT avg(completed_at - enqueued_at) FROM api.mcp_exchange) AS mcp_avg_duration,
           (SELECT min(enqueued_at) FROM api.inbound_queue) AS oldest_exchange_at;
COMMENT ON VIEW api.vw_exchange_summary IS 'One row: exchange totals per protocol, errors, pending, average durations, oldest entry.';
CALL internal.grant_on_table('api.vw_exchange_summary', 'SELECT', 'admin');
