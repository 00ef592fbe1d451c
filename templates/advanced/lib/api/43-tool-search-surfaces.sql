-- lib/api: where tool search is offered: the find_tools MCP tool, tools/list with a "query" (SEP-1821 shape),
-- the curated tools/list above a number of visible tools, GET /api/tools/search and the RPC method tools.search.
--
-- Defines:
--   internal.search_vector_of(text) → jsonb                the gateway's query vector from a header value
--   internal.mcp_tools_list_outcome(params, authenticated, version, context)   tools/list (44-mcp-protocol calls it)
--   handlers: find_tools (MCP tool; name from mcp_find_tools), tool_search (GET /tools/search), tools.search (RPC)
-- Relies on: 22-tool-search-settings (the settings mcp_find_tools, mcp_tools_query, mcp_curated_above,
-- mcp_pinned_tools, mcp_search_endpoints, mcp_search_expansion and their readers), 23-mcp-catalog (mcp_list,
-- mcp_list_outcome, cursors, settings), 42 (search), 13/15 (registration). Repeatable.
-- Every tool a caller may see stays callable by name whatever the listing shows.
-- ---------------------------------------------------------------------------------------------------
-- tools/list. With params.query: the ranked matches (at most 50), paginated by an opaque cursor bound to the query.
-- Without: the curated listing when the caller sees more tools than mcp_curated_above (no cursor, no tags filter),
-- else the plain list (23-mcp-catalog's internal.mcp_list_outcome).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.mcp_tools_list_outcome(p_params jsonb, p_authenticated boolean, p_version text, p_context jsonb)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_query   jsonb := p_params -> 'query';
    v_page    integer := internal.mcp_setting_int('mcp_page_size', 100, 1, 1000);
    v_bound   text;
    v_after   text;
    v_offset  integer := 0;
    v_found   jsonb;
    v_above   integer := internal.search_curated_above();
    v_visible integer;
BEGIN
    IF v_query IS NOT NULL AND jsonb_typeof(v_query) <> 'null' THEN
        IF NOT internal.search_setting_on('mcp_tools_query', true) THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: this server does not search in tools/list (query is switched off)');
        ELSIF jsonb_typeof(v_query) <> 'string' THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: query must be a string');
        END IF;
        v_bound := encode(extensions.digest(convert_to(v_query #>> '{}', 'UTF8'), 'sha256'), 'hex');
        BEGIN
            v_after := internal.mcp_cursor_decode('toolsQuery', p_params -> 'cursor');
        EXCEPTION WHEN invalid_parameter_value THEN
            RETURN internal.mcp_fail(-32602, 'Invalid params: invalid cursor');
        END;
        IF v_after IS NOT NULL THEN
            IF split_part(v_after, ':', 2) IS DISTINCT FROM v_bound OR split_part(v_after, ':', 1) !~ '^[0-9]{1,3}$' THEN
                RETURN internal.mcp_fail(-32602, 'Invalid params: invalid cursor (it belongs to another query)');
            END IF;
            v_offset := split_part(v_after, ':', 1)::integer;
        END IF;
        BEGIN
            v_found := internal.search_result(v_query #>> '{}', 50,
                                              CASE WHEN jsonb_typeof(p_params -> 'tags') = 'array' THEN jsonb_build_object('tags', p_params -> 'tags') END,
                                              p_context -> 'search_vector', p_authenticated, p_version);
        EXCEPTION WHEN invalid_parameter_value THEN
            DECLARE
                v_message text;
            BEGIN
                GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT;
                RETURN internal.mcp_fail(-32602, 'Invalid params: ' || v_message);
            END;
        END;
        RETURN internal.mcp_ok(
            jsonb_build_object('tools', coalesce(jsonb_path_query_array(v_found -> 'tools', ('$[' || v_offset || ' to ' || (v_offset + v_page - 1) || ']')::jsonpath), '[]'),
                               '_meta', jsonb_build_object('io.pgmi/search', (v_found -> 'search') - 'ranking'))
            || CASE WHEN jsonb_array_length(v_found -> 'tools') > v_offset + v_page
                    THEN jsonb_build_object('nextCursor', internal.mcp_cursor_encode('toolsQuery', (v_offset + v_page) || ':' || v_bound))
                    ELSE '{}'::jsonb END);
    END IF;

    IF v_above IS NOT NULL AND (p_params -> 'cursor') IS NULL AND coalesce(p_params -> 'tags', p_params #> '{_meta,tags}') IS NULL THEN
        SELECT count(*) INTO v_visible
          FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.mcp_type = 'tool' AND (p_authenticated OR NOT h.requires_auth);
        IF v_visible > v_above THEN
            RETURN internal.mcp_ok(internal.mcp_list('tools', NULL, NULL, p_authenticated, p_version, NULL, internal.search_pinned_tools())
                || jsonb_build_object('_meta', jsonb_build_object('io.pgmi/curated', jsonb_build_object(
                       'visibleTools', v_visible, 'findTool', internal.search_find_tool(),
                       'note', format('%s tools are available; this list shows the pinned ones. Call %s with a description '
                                      'of the task to find the others: every tool can be called by name.',
                                      v_visible, internal.search_find_tool())))));
        END IF;
    END IF;
    RETURN internal.mcp_list_outcome('tools', p_params, p_authenticated, p_version);
END
$$;
COMMENT ON FUNCTION internal.mcp_tools_list_outcome(jsonb, boolean, text, jsonb) IS
    'tools/list: ranked matches for params.query (SEP-1821; _meta["io.pgmi/search"] says how), the curated listing '
    '(pinned tools + the search tool; _meta["io.pgmi/curated"]) above mcp_curated_above visible tools, else the plain list.';

CREATE OR REPLACE FUNCTION internal.search_vector_of(p_header text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN CASE WHEN p_header IS NULL THEN NULL ELSE p_header::jsonb END;
EXCEPTION WHEN invalid_text_representation THEN
    RETURN NULL;  -- not the gateway's (it always sends JSON): as if none was sent
END
$$;
COMMENT ON FUNCTION internal.search_vector_of(text) IS 'The x-pgmi-search-vector header (set by the gateway) as jsonb; NULL when absent or not JSON.';
REVOKE ALL ON FUNCTION internal.search_vector_of(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- The handlers. Each is registered only while its switch is on (a deploy with it off removes it as an orphan).
-- ---------------------------------------------------------------------------------------------------
DO $register$
DECLARE
    v_name text := internal.search_find_tool();
BEGIN
    IF v_name IS NOT NULL THEN
        PERFORM api.create_or_replace_mcp_handler(jsonb_build_object(
            'id', 'a7f02000-0017-4000-8000-00000000f001',
            'type', 'tool',
            'name', v_name,
            'title', 'Find tools',
            'description', 'Search this server''s tools by what you want to do. Describe the task in plain words '
                           '("open a pull request", "resize the deployment"); returns the best matching tools with their full '
                           'definitions (name, description, inputSchema), most relevant first. Call a found tool by its name.',
            'requiresAuth', false,
            'readOnly', true,
            'autoLog', false,
            'tags', jsonb_build_array('pinned', 'tool-search'),
            'inputSchema', jsonb_build_object(
                'type', 'object',
                'properties', jsonb_build_object(
                    'query', jsonb_build_object('type', 'string', 'minLength', 1, 'maxLength', 1000,
                                                'description', 'What you want to do, in plain words'),
                    'k', jsonb_build_object('type', 'integer', 'minimum', 1, 'maximum', 50,
                                            'description', 'How many tools to return (default 5)'),
                    'tags', jsonb_build_object('type', 'array', 'items', jsonb_build_object('type', 'string'),
                                               'description', 'Only tools with one of these tags'),
                    'readOnly', jsonb_build_object('type', 'boolean', 'description', 'Only read-only tools (true) or only others (false)')),
                'required', jsonb_build_array('query'),
                'additionalProperties', false),
            'outputSchema', jsonb_build_object(
                'type', 'object', 'required', jsonb_build_array('tools', 'search'),
                'properties', jsonb_build_object('tools', jsonb_build_object('type', 'array'),
                                                 'search', jsonb_build_object('type', 'object')))),
            $body$
DECLARE
    v_result  jsonb;
    v_message text;
BEGIN
    v_result := internal.search_result(request.arguments ->> 'query', coalesce((request.arguments ->> 'k')::integer, 5),
                                       jsonb_strip_nulls(jsonb_build_object('tags', request.arguments -> 'tags',
                                                                            'readOnly', request.arguments -> 'readOnly')),
                                       request.context -> 'search_vector', api.current_user_id() IS NOT NULL,
                                       request.context ->> 'protocol_version');
    RETURN api.mcp_success(jsonb_build_object('structuredContent', jsonb_build_object('tools', v_result -> 'tools',
                                                                                      'search', (v_result -> 'search') - 'ranking')),
                           request.request_id);
EXCEPTION WHEN invalid_parameter_value THEN
    GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT;
    RAISE EXCEPTION '%', v_message USING ERRCODE = 'P0422';  -- the caller's own mistake: shown to it as the tool error
END;
$body$);
    END IF;

    IF internal.search_setting_on('mcp_search_endpoints', true) THEN
        PERFORM api.create_or_replace_rest_handler(jsonb_build_object(
            'id', 'a7f02000-0017-4000-8000-00000000f002',
            'name', 'tool_search',
            'path', '/tools/search',
            'httpMethod', '^GET$',
            'title', 'Search tools',
            'description', 'The MCP tools the caller may use that best match ?q= (plain words), most relevant first, with their '
                           'definitions; &k=1..50 (default 5), &tags=a,b, &readOnly=true|false, &kind=tool|resource|prompt.',
            'requiresAuth', false, 'readOnly', true, 'autoLog', false,
            'tags', jsonb_build_array('tool-search'), 'produces', jsonb_build_array('application/json'),
            'outputSchema', jsonb_build_object('type', 'object', 'required', jsonb_build_array('search'),
                                               'properties', jsonb_build_object('search', jsonb_build_object('type', 'object')))),
            $body$
DECLARE
    v_params  jsonb := api.query_params(request.url)::jsonb;  -- hstore → {"name": "value"}
    v_k       text := v_params ->> 'k';
    v_message text;
BEGIN
    IF v_k IS NOT NULL AND v_k !~ '^[0-9]{1,2}$' THEN
        RETURN api.problem_response(400, 'Bad Request', 'k must be a whole number from 1 to 50');
    ELSIF v_params ->> 'readOnly' IS NOT NULL AND v_params ->> 'readOnly' NOT IN ('true', 'false') THEN
        RETURN api.problem_response(400, 'Bad Request', 'readOnly must be true or false');
    END IF;
    RETURN api.json_response(200, internal.search_result(
        v_params ->> 'q', coalesce(v_k::integer, 5),
        jsonb_strip_nulls(jsonb_build_object(
            'tags', CASE WHEN v_params ? 'tags' THEN to_jsonb(array_remove(string_to_array(v_params ->> 'tags', ','), '')) END,
            'readOnly', (v_params ->> 'readOnly')::boolean,
            'kind', v_params -> 'kind'))
        || coalesce((SELECT jsonb_object_agg(k, true) FROM jsonb_object_keys(v_params) AS k
                      WHERE k NOT IN ('q', 'k', 'tags', 'readOnly', 'kind')), '{}'),
        internal.search_vector_of(request.headers -> 'x-pgmi-search-vector'), api.current_user_id() IS NOT NULL));
EXCEPTION WHEN invalid_parameter_value THEN
    GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT;
    RETURN api.problem_response(400, 'Bad Request', replace(v_message, 'query must', 'q (the query) must'));
END;
$body$);

        PERFORM api.create_or_replace_rpc_handler(jsonb_build_object(
            'id', 'a7f02000-0017-4000-8000-00000000f003',
            'methodName', 'tools.search',
            'title', 'Search tools',
            'description', 'params {"query": plain words, "k"?: 1..50, "filters"?: {"tags", "readOnly", "kind"}} → the best '
                           'matching MCP tools the caller may use, with their definitions and how they were found.',
            'requiresAuth', false, 'readOnly', true, 'autoLog', false,
            'tags', jsonb_build_array('tool-search')),
            $body$
DECLARE
    v_params  jsonb := coalesce(request.params, '{}');
    v_message text;
BEGIN
    IF jsonb_typeof(v_params) <> 'object' THEN
        RETURN api.jsonrpc_error(-32602, 'Invalid params: params must be an object {"query", "k"?, "filters"?}', request.id);
    ELSIF v_params ? 'k' AND jsonb_typeof(v_params -> 'k') <> 'number' THEN
        RETURN api.jsonrpc_error(-32602, 'Invalid params: k must be a whole number from 1 to 50', request.id);
    ELSIF jsonb_typeof(v_params -> 'query') IS DISTINCT FROM 'string' THEN
        RETURN api.jsonrpc_error(-32602, 'Invalid params: query is required (a string)', request.id);
    END IF;
    RETURN api.jsonrpc_success(internal.search_result(
        v_params ->> 'query', coalesce(floor((v_params ->> 'k')::numeric)::integer, 5), v_params -> 'filters',
        internal.search_vector_of(request.headers -> 'x-pgmi-search-vector'), api.current_user_id() IS NOT NULL), request.id);
EXCEPTION WHEN invalid_parameter_value OR numeric_value_out_of_range THEN
    GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT;
    RETURN api.jsonrpc_error(-32602, 'Invalid params: ' || v_message, request.id);
END;
$body$);
    END IF;
END
$register$;

