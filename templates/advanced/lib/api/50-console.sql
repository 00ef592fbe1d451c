-- lib/api: what the gateway's console page (gateway/console/) reads that the public endpoints do not say:
-- every handler's policy, and the caller's own recent exchanges.
--
-- Defines:
--   api.console_handlers()                   SECURITY DEFINER; the handlers the current identity may see, with
--                                            kind, name, description, auth, isolation floor, read-only, tags,
--                                            REST path and methods, RPC method, MCP URI template, schemas,
--                                            prompt arguments
--   api.console_recent_exchanges(p_limit)    SECURITY DEFINER; the current identity's own exchanges, newest first
--   REST handler get_console_handlers   GET /console/handlers             public (auth-gated handlers need a key)
--   REST handler get_console_exchanges  GET /console/exchanges?limit=N    requiresAuth
--   internal.console_route(…), internal.console_list_response(list, items)   what the two routes share
-- Relies on: 02-05 (registry and routes), 06 (exchange tables, caller_subject), 13 (registration),
-- api.current_user_id / api.current_idp_subject (membership: the verified, signed request identity). Repeatable.
-- Trust boundary: both functions read owner-only tables, so they are SECURITY DEFINER with a pinned search_path.
-- They grant nothing new: the handler list hides requires_auth handlers from anonymous callers exactly as the MCP
-- lists do (and tells no more than /openapi.json does for REST), and the exchanges are filtered by the verified
-- subject, never by a header or the MCP context, so a caller only ever sees what it did itself. Internal error
-- detail (error_sqlstate, error_message) and request or response bodies are never returned.

CREATE OR REPLACE FUNCTION api.console_handlers()
RETURNS TABLE (
    kind                      text,
    name                      text,
    title                     text,
    description               text,
    requires_auth             boolean,
    min_transaction_isolation text,
    read_only                 boolean,
    tags                      text[],
    http_methods              text[],
    path                      text,
    rpc_method                text,
    uri_template              text,
    mime_type                 text,
    input_schema              jsonb,
    output_schema             jsonb,
    arguments                 jsonb)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE h.handler_type WHEN 'mcp_tool' THEN 'tool' WHEN 'mcp_resource' THEN 'resource'
                               WHEN 'mcp_prompt' THEN 'prompt' ELSE h.handler_type::text END,
           coalesce(m.mcp_name, p.method_name, array_to_string(r.methods, ', ') || ' ' || r.canonical_path),
           h.title,
           h.description,
           h.requires_auth,
           h.min_transaction_isolation,
           h.read_only,
           h.tags,
           r.methods,
           r.canonical_path,
           p.method_name,
           m.uri_template,
           CASE WHEN m.mcp_type = 'resource' THEN m.mime_type END,
           coalesce(m.input_schema, h.input_json_schema::jsonb),
           h.output_json_schema::jsonb,
           m.arguments
      FROM api.handler h
      LEFT JOIN api.rest_route r ON r.handler_object_id = h.object_id
      LEFT JOIN api.rpc_route p ON p.handler_object_id = h.object_id
      LEFT JOIN api.mcp_route m ON m.handler_object_id = h.object_id
     WHERE h.deleted_at IS NULL
       AND (NOT h.requires_auth OR api.current_user_id() IS NOT NULL)
     ORDER BY 1, 2;
$$;
COMMENT ON FUNCTION api.console_handlers() IS
    'Live handlers the current identity may see (requires_auth ones only with a verified identity): kind (tool, '
    'resource, prompt, rest, rpc), name, title, description, requires_auth, min_transaction_isolation, read_only, '
    'tags, http_methods and path (REST), rpc_method, uri_template and mime_type (resources), input_schema, '
    'output_schema, arguments (prompts). For the console page.';
CALL internal.grant_execute('api.console_handlers()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.console_recent_exchanges(p_limit integer DEFAULT 50)
RETURNS TABLE (
    protocol     text,
    exchange_id  uuid,
    name         text,
    enqueued_at  timestamptz,
    completed_at timestamptz,
    duration_ms  numeric,
    status_code  integer,
    is_error     boolean,
    error_code   integer,
    logged_via   text)
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_subject text := api.current_idp_subject();
    v_limit   integer := least(greatest(coalesce(p_limit, 50), 1), 200);
BEGIN
    IF v_subject IS NULL THEN
        RETURN;  -- anonymous: exchanges nobody can be shown to have made belong to nobody here
    END IF;
    -- Each branch reads its own (caller_subject, enqueued_at DESC) index and stops at the limit.
    RETURN QUERY
    SELECT x.* FROM (
        (SELECT 'rest'::text AS x_protocol, e.object_id AS x_id,
                (e.request).method || ' ' || coalesce((e.request).canonical_path, (e.request).url) AS x_name,
                e.enqueued_at AS x_enqueued_at, e.completed_at AS x_completed_at,
                round(extract(epoch FROM e.completed_at - e.enqueued_at) * 1000, 1) AS x_duration_ms,
                (e.response).status_code AS x_status_code, coalesce((e.response).status_code >= 400, false) AS x_is_error,
                NULL::integer AS x_error_code, e.logged_via AS x_logged_via
           FROM api.rest_exchange e
          WHERE e.caller_subject = v_subject
          ORDER BY e.enqueued_at DESC LIMIT v_limit)
        UNION ALL
        (SELECT 'rpc', e.object_id, (e.request).method, e.enqueued_at, e.completed_at,
                round(extract(epoch FROM e.completed_at - e.enqueued_at) * 1000, 1),
                (e.response).status_code, coalesce((e.response).status_code >= 400, false), NULL, e.logged_via
           FROM api.rpc_exchange e
          WHERE e.caller_subject = v_subject
          ORDER BY e.enqueued_at DESC LIMIT v_limit)
        UNION ALL
        (SELECT 'mcp', e.object_id, e.mcp_type || ' ' || e.mcp_name, e.enqueued_at, e.completed_at,
                round(extract(epoch FROM e.completed_at - e.enqueued_at) * 1000, 1),
                NULL,
                (e.response).envelope ? 'error' OR coalesce(((e.response).envelope #>> '{result,isError}')::boolean, false),
                CASE WHEN jsonb_typeof((e.response).envelope #> '{error,code}') = 'number'
                     THEN ((e.response).envelope #>> '{error,code}')::numeric::integer END,
                e.logged_via
           FROM api.mcp_exchange e
          WHERE e.caller_subject = v_subject
          ORDER BY e.enqueued_at DESC LIMIT v_limit)
    ) AS x
    ORDER BY x.x_enqueued_at DESC, x.x_id
    LIMIT v_limit;
END
$$;
COMMENT ON FUNCTION api.console_recent_exchanges(integer) IS
    'The current identity''s own logged exchanges (REST, RPC, MCP), newest first, at most p_limit (1-200, default 50): '
    'protocol, exchange_id, name, enqueued_at, completed_at, duration_ms, status_code (REST/RPC), is_error, error_code '
    '(MCP JSON-RPC error), logged_via. Empty when anonymous. Matched on the verified subject the writers stored.';
CALL internal.grant_execute('api.console_recent_exchanges(integer)', 'api', 'admin');

-- What both routes share: GET, read-only, never logged (reading the log must not grow it), tagged "console",
-- and a JSON object holding one list, never cached.
CREATE OR REPLACE FUNCTION internal.console_route(p_id uuid, p_name text, p_path text, p_list text, p_title text,
                                                  p_description text, p_requires_auth boolean)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT jsonb_build_object(
        'id', p_id, 'name', p_name, 'path', p_path, 'httpMethod', '^GET$', 'title', p_title, 'description', p_description,
        'requiresAuth', p_requires_auth, 'readOnly', true, 'autoLog', false,
        'tags', jsonb_build_array('console'), 'produces', jsonb_build_array('application/json'),
        'outputSchema', jsonb_build_object('type', 'object', 'required', jsonb_build_array(p_list),
                                           'properties', jsonb_build_object(p_list, jsonb_build_object('type', 'array'))));
$$;
COMMENT ON FUNCTION internal.console_route(uuid, text, text, text, text, text, boolean) IS
    'Registration metadata of a console route (GET, readOnly, autoLog false, tag console, {"<list>": [...]} output).';
REVOKE ALL ON FUNCTION internal.console_route(uuid, text, text, text, text, text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.console_list_response(p_list text, p_items jsonb)
RETURNS api.http_response
LANGUAGE sql
STABLE
AS $$
    SELECT ROW(200, extensions.hstore(ARRAY['content-type', 'application/json', 'cache-control', 'no-store']),
               convert_to(jsonb_build_object(p_list, coalesce(p_items, '[]'::jsonb))::text, 'UTF8'))::api.http_response;
$$;
COMMENT ON FUNCTION internal.console_list_response(text, jsonb) IS '200 {"<list>": items or []} as JSON, Cache-Control: no-store.';
REVOKE ALL ON FUNCTION internal.console_list_response(text, jsonb) FROM PUBLIC;

SELECT api.create_or_replace_rest_handler(
    internal.console_route('a7f02000-0013-4000-8000-00000000c001', 'get_console_handlers', '/console/handlers', 'handlers',
        'Handlers for the console',
        'Every handler the caller may see with its policy: kind, name, description, auth, isolation floor, read-only, '
        'tags, path or method, schemas. Handlers that require auth need a key.', false),
    $body$
BEGIN
    RETURN internal.console_list_response('handlers',
        (SELECT jsonb_agg(pg_catalog.to_jsonb(h) ORDER BY h.kind, h.name) FROM api.console_handlers() AS h));
END;
$body$);

SELECT api.create_or_replace_rest_handler(
    internal.console_route('a7f02000-0013-4000-8000-00000000c002', 'get_console_exchanges', '/console/exchanges', 'exchanges',
        'Your recent exchanges',
        'The calling key''s own recent REST, RPC and MCP exchanges with status and duration, newest first; '
        '?limit=1..200 (default 50). Never another principal''s.', true),
    $body$
DECLARE
    v_limit_text text := api.query_params(request.url) -> 'limit';
    v_limit      integer;
BEGIN
    IF v_limit_text IS NULL THEN
        v_limit := 50;
    ELSIF v_limit_text ~ '^\d{1,3}$' THEN
        v_limit := v_limit_text::integer;
    END IF;
    IF v_limit IS NULL OR v_limit NOT BETWEEN 1 AND 200 THEN
        RETURN api.problem_response(400, 'Bad Request', 'limit must be a whole number from 1 to 200');
    END IF;
    RETURN internal.console_list_response('exchanges',
        (SELECT jsonb_agg(pg_catalog.to_jsonb(e) ORDER BY e.enqueued_at DESC, e.exchange_id) FROM api.console_recent_exchanges(v_limit) AS e));
END;
$body$);
