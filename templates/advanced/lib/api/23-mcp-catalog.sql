-- lib/api: what the MCP server says about itself and lists: protocol versions, capabilities,
-- serverInfo, settings, and the paginated discovery lists (tools, resources, resource templates, prompts).
--
-- Defines:
--   internal.mcp_legacy_versions(), internal.mcp_modern_versions(), internal.mcp_is_legacy_version(text)
--   internal.mcp_setting_int(key, default, min, max)       an integer from internal.setting, clamped
--   internal.setting_int_of(text, default, min, max)       the same from the setting's text (inlines)
--   internal.mcp_capabilities(era, version), internal.mcp_instructions()
--   internal.mcp_cursor_encode(kind, after) / internal.mcp_cursor_decode(kind, cursor)   opaque keyset cursors
--   internal.mcp_list(kind, after, tags, authenticated, version, limit, names)   one page (or everything) as jsonb
--   internal.mcp_list_outcome(kind, params, authenticated, version)   a list request's one page, or -32602
--   internal.mcp_list_scope(kind)                           "private" when the list depends on the caller
--   api.mcp_server_info(), api.mcp_server_capabilities()   (SECURITY DEFINER: they read internal.setting)
--   api.mcp_list_tools(p_tags), api.mcp_list_resources(), api.mcp_list_resource_templates(), api.mcp_list_prompts()
--       the reference's unpaginated lists for SQL callers, as the current identity sees them
-- Relies on: 02 (api.handler), 05 (api.mcp_route), 21-mcp-builders, 22-tool-search-settings (the capability), internal.setting (setup/04), api.current_user_id (membership).
-- Settings (internal.setting, written from the optional deploy parameters of the same name, see the end of this
-- file): mcp_server_name (default: the database name), mcp_server_version (1.0.0), mcp_server_title,
-- mcp_instructions, mcp_page_size (100, 1–1000), mcp_list_ttl_ms (60000).
-- Trust boundary: the four list functions and server info are SECURITY DEFINER with a pinned search_path; the
-- lists hide requires_auth handlers unless api.current_user_id() resolves (a signed identity, never context).

CREATE OR REPLACE FUNCTION internal.mcp_legacy_versions()
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT ARRAY['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'];
$$;
COMMENT ON FUNCTION internal.mcp_legacy_versions() IS 'Handshake (initialize) revisions served, oldest first; the last is what unknown proposals get.';

CREATE OR REPLACE FUNCTION internal.mcp_modern_versions()
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT ARRAY['2026-07-28'];
$$;
COMMENT ON FUNCTION internal.mcp_modern_versions() IS 'Stateless revisions served (per-request params._meta negotiation).';

CREATE OR REPLACE FUNCTION internal.mcp_is_legacy_version(p_version text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT coalesce(p_version = ANY (internal.mcp_legacy_versions()), false);
$$;
COMMENT ON FUNCTION internal.mcp_is_legacy_version(text) IS 'True for a handshake revision this server speaks.';

-- The value of an integer setting from its text: an expression over its arguments only, so it inlines into the
-- query that calls it -- a lookup that joins internal.setting itself (internal.mcp_owned_session) reads a setting
-- without a function call and a statement of its own.
CREATE OR REPLACE FUNCTION internal.setting_int_of(p_value text, p_default integer, p_min integer, p_max integer)
RETURNS integer
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT least(greatest(coalesce(CASE WHEN p_value OPERATOR(pg_catalog.~) '^\s*[0-9]{1,9}\s*$'
                                        THEN pg_catalog.btrim(p_value)::integer END, p_default), p_min), p_max);
$$;
COMMENT ON FUNCTION internal.setting_int_of(text, integer, integer, integer) IS
    'An integer setting''s text clamped to [min, max]; the default when NULL or not a number. Inlines into its caller.';
REVOKE ALL ON FUNCTION internal.setting_int_of(text, integer, integer, integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_setting_int(p_key text, p_default integer, p_min integer, p_max integer)
RETURNS integer
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v text;
BEGIN
    -- internal.setting read here rather than through internal.setting_value: a PL/pgSQL lookup keeps its plan
    -- for the session, a SQL function reading a table plans its body again on every call.
    SELECT s.value INTO v FROM internal.setting s WHERE s.key = p_key;
    RETURN internal.setting_int_of(v, p_default, p_min, p_max);
END
$$;
COMMENT ON FUNCTION internal.mcp_setting_int(text, integer, integer, integer) IS
    'An integer setting from internal.setting clamped to [min, max]; the default when missing or not a number.';

CREATE OR REPLACE FUNCTION internal.mcp_server_info()
RETURNS jsonb
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT jsonb_build_object(
               'name', coalesce(internal.setting_value('mcp_server_name'), nullif(current_setting('mcp.server_name', true), ''),
                                current_database()::text),
               'version', coalesce(internal.setting_value('mcp_server_version'),
                                   nullif(current_setting('mcp.server_version', true), ''), '1.0.0'))
           || CASE WHEN internal.setting_value('mcp_server_title') IS NULL THEN '{}'::jsonb
                   ELSE jsonb_build_object('title', internal.setting_value('mcp_server_title')) END;
$$;
COMMENT ON FUNCTION internal.mcp_server_info() IS 'serverInfo {name, version[, title]} from internal.setting (else the reference''s GUCs, the database name, 1.0.0).';

CREATE OR REPLACE FUNCTION internal.mcp_instructions()
RETURNS text
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT nullif(btrim(internal.setting_value('mcp_instructions')), '');
$$;
COMMENT ON FUNCTION internal.mcp_instructions() IS 'The optional "instructions" of initialize / server/discover (setting mcp_instructions).';

-- Capabilities as each era can honour them. Legacy: listChanged is delivered by the gateway on GET /mcp (SSE)
-- from LISTEN pgmi_registry_changed; resources/subscribe is implemented (api.mcp_notify_resource_updated);
-- completions was introduced by 2025-03-26. Modern (2026-07-28): listChanged and subscribe through
-- subscriptions/listen (36-mcp-listen.sql), the tasks extension (29-mcp-tasks.sql); logging/setLevel no longer
-- exists there (a request names its logLevel in _meta instead). Tool search (43-tool-search-surfaces.sql) adds its
-- io.pgmi/tool-search entry: under "extensions" (modern) or "experimental" (legacy), as its settings say.
CREATE OR REPLACE FUNCTION internal.mcp_capabilities(p_era text, p_version text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.search_declare_capability(p_era, CASE WHEN p_era = 'modern'
                THEN '{"tools": {"listChanged": true}, "resources": {"subscribe": true, "listChanged": true},
                       "prompts": {"listChanged": true}, "completions": {},
                       "extensions": {"io.modelcontextprotocol/tasks": {}}}'::jsonb
                ELSE '{"tools": {"listChanged": true}, "resources": {"subscribe": true, "listChanged": true},
                       "prompts": {"listChanged": true}, "logging": {}}'::jsonb
                     || CASE WHEN p_version = '2024-11-05' THEN '{}'::jsonb ELSE '{"completions": {}}'::jsonb END
                     -- 2025-11-25's experimental tasks (30-mcp-tasks-2025-11-25.sql)
                     || CASE WHEN p_version = '2025-11-25'
                             THEN '{"tasks": {"list": {}, "cancel": {}, "requests": {"tools": {"call": {}}}}}'::jsonb ELSE '{}'::jsonb END
           END);
END
$$;
COMMENT ON FUNCTION internal.mcp_capabilities(text, text) IS
    'Server capabilities for an era (legacy | modern) and, for legacy, the negotiated version.';

CREATE OR REPLACE FUNCTION api.mcp_server_info()
RETURNS jsonb
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.mcp_server_info();
$$;
COMMENT ON FUNCTION api.mcp_server_info() IS 'serverInfo {name, version[, title]}: settings mcp_server_name / mcp_server_version / mcp_server_title, else the database name and 1.0.0.';
CALL internal.grant_execute('api.mcp_server_info()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_server_capabilities()
RETURNS jsonb
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.mcp_capabilities('legacy', '2025-11-25');
$$;
COMMENT ON FUNCTION api.mcp_server_capabilities() IS
    'Capabilities announced by initialize at the newest handshake revision: tools/prompts listChanged, resources '
    'subscribe + listChanged, logging, completions, tasks, experimental io.pgmi/tool-search. (server/discover announces the stateless set.)';
CALL internal.grant_execute('api.mcp_server_capabilities()', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Cursors: base64url("v1:<kind>:<last name>"). Opaque to clients; stable because lists are ordered by the
-- unique name; a cursor of another list, or anything that does not decode, is rejected (-32602).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.mcp_cursor_encode(p_kind text, p_after text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.base64url_encode(convert_to('v1:' || p_kind || ':' || p_after, 'UTF8'));
$$;
COMMENT ON FUNCTION internal.mcp_cursor_encode(text, text) IS 'Opaque nextCursor for a list kind after the given name.';

-- The name to continue after: NULL for the first page (no cursor or ""), the name otherwise; raises 22023 for
-- a cursor that is not one of ours for this kind.
CREATE OR REPLACE FUNCTION internal.mcp_cursor_decode(p_kind text, p_cursor jsonb)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_plain text;
BEGIN
    IF p_cursor IS NULL OR jsonb_typeof(p_cursor) = 'null' OR p_cursor = '""'::jsonb THEN
        RETURN NULL;
    END IF;
    IF jsonb_typeof(p_cursor) <> 'string' OR length(p_cursor #>> '{}') > 1024 OR (p_cursor #>> '{}') !~ '^[A-Za-z0-9_-]+$' THEN
        RAISE EXCEPTION 'invalid cursor' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    BEGIN
        v_plain := convert_from(internal.base64url_decode(p_cursor #>> '{}'), 'UTF8');
    EXCEPTION WHEN invalid_parameter_value OR character_not_in_repertoire OR untranslatable_character THEN
        RAISE EXCEPTION 'invalid cursor' USING ERRCODE = 'invalid_parameter_value';
    END;
    IF left(v_plain, length(p_kind) + 4) <> 'v1:' || p_kind || ':' OR length(v_plain) = length(p_kind) + 4 THEN
        RAISE EXCEPTION 'invalid cursor' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN substr(v_plain, length(p_kind) + 5);
END
$$;
COMMENT ON FUNCTION internal.mcp_cursor_decode(text, jsonb) IS
    'The name a cursor continues after (NULL for none or ""); 22023 "invalid cursor" for anything else.';

-- ---------------------------------------------------------------------------------------------------
-- Lists. Kinds: tools | resources (URIs without variables) | resourceTemplates | prompts. Order: by the unique
-- name. Only the top level of an entry drops NULL members: schemas and argument lists go out exactly as
-- registered (a "default": null inside a schema survives). Fields a negotiated revision does not know are
-- left out: title and outputSchema before 2025-06-18, annotations before 2025-03-26. p_names keeps only those
-- names (tool search builds its results with the same shape).
-- ---------------------------------------------------------------------------------------------------
DROP FUNCTION IF EXISTS internal.mcp_list(text, text, text[], boolean, text, integer);
CREATE OR REPLACE FUNCTION internal.mcp_list(
    p_kind text,
    p_after text,
    p_tags text[],
    p_authenticated boolean,
    p_version text DEFAULT NULL,
    p_limit integer DEFAULT NULL,
    p_names text[] DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_type     text := CASE p_kind WHEN 'tools' THEN 'tool' WHEN 'prompts' THEN 'prompt' ELSE 'resource' END;
    v_titles   boolean := p_version IS NULL OR p_version >= '2025-06-18';
    v_annotate boolean := p_version IS NULL OR p_version >= '2025-03-26';
    v_items    jsonb;
    v_last     text;
    v_count    integer;
    v_filter   boolean := p_tags IS NOT NULL AND cardinality(p_tags) > 0;
BEGIN
    SELECT coalesce(jsonb_agg(
               jsonb_strip_nulls(jsonb_build_object(
                   'name', e.name,
                   'title', CASE WHEN v_titles THEN e.title END,
                   'description', e.description,
                   'uri', CASE WHEN p_kind = 'resources' THEN e.uri_template END,
                   'uriTemplate', CASE WHEN p_kind = 'resourceTemplates' THEN e.uri_template END,
                   'mimeType', CASE WHEN v_type = 'resource' THEN e.mime_type END))
               || CASE WHEN v_type = 'tool'
                       THEN jsonb_build_object('inputSchema', coalesce(e.input_schema, '{"type": "object"}'::jsonb))
                       ELSE '{}'::jsonb END
               || CASE WHEN v_type = 'tool' AND v_titles AND e.output_schema IS NOT NULL
                       THEN jsonb_build_object('outputSchema', e.output_schema) ELSE '{}'::jsonb END
               || CASE WHEN v_type = 'tool' AND v_annotate AND e.read_only
                       THEN '{"annotations": {"readOnlyHint": true}}'::jsonb ELSE '{}'::jsonb END
               || CASE WHEN v_type = 'tool' AND (p_version IS NULL OR p_version >= '2025-11-25')
                            AND e.execution ->> 'taskSupport' IN ('forbidden', 'optional', 'required')
                       THEN jsonb_build_object('execution', jsonb_build_object('taskSupport', e.execution ->> 'taskSupport'))
                       ELSE '{}'::jsonb END
               || CASE WHEN v_type = 'prompt' AND e.arguments IS NOT NULL
                       THEN jsonb_build_object('arguments', e.arguments) ELSE '{}'::jsonb END
               || CASE WHEN cardinality(e.tags) > 0
                       THEN jsonb_build_object('_meta', jsonb_build_object('tags', to_jsonb(e.tags))) ELSE '{}'::jsonb END
               ORDER BY e.name) FILTER (WHERE p_limit IS NULL OR e.rn <= p_limit), '[]'::jsonb),
           max(e.name) FILTER (WHERE e.rn = p_limit),
           count(*)
      INTO v_items, v_last, v_count
      FROM (SELECT page.*, row_number() OVER (ORDER BY page.name) AS rn
              FROM (SELECT r.mcp_name AS name, h.title, h.description, r.uri_template, r.mime_type, r.input_schema,
                           h.output_json_schema::jsonb AS output_schema, h.read_only, r.arguments, h.tags,
                           h.metadata -> 'execution' AS execution
                      FROM api.mcp_route r
                      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
                     WHERE r.mcp_type = v_type
                       AND (p_after IS NULL OR r.mcp_name > p_after)
                       AND (p_authenticated OR NOT h.requires_auth)
                       AND (NOT v_filter OR h.tags && p_tags)
                       AND (p_names IS NULL OR r.mcp_name = ANY (p_names))
                       AND (p_kind NOT IN ('resources', 'resourceTemplates')
                            OR (strpos(r.uri_template, '{') > 0) = (p_kind = 'resourceTemplates'))
                     ORDER BY r.mcp_name
                     LIMIT CASE WHEN p_limit IS NULL THEN NULL ELSE p_limit + 1 END) AS page) AS e;
    RETURN jsonb_build_object(p_kind, v_items)
        || CASE WHEN p_limit IS NOT NULL AND v_count > p_limit
                THEN jsonb_build_object('nextCursor', internal.mcp_cursor_encode(p_kind, v_last)) ELSE '{}'::jsonb END;
END
$$;
COMMENT ON FUNCTION internal.mcp_list(text, text, text[], boolean, text, integer, text[]) IS
    'One page of a discovery list ({"<kind>": [...], "nextCursor"?}) ordered by name, after p_after, hiding '
    'requires_auth handlers from anonymous callers; p_limit NULL = everything. Kinds: tools, resources, '
    'resourceTemplates, prompts. p_names: only these names.';

CREATE OR REPLACE FUNCTION internal.mcp_list_outcome(p_kind text, p_params jsonb, p_authenticated boolean, p_version text)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_tags  jsonb := coalesce(p_params -> 'tags', p_params #> '{_meta,tags}');
    v_after text;
BEGIN
    IF v_tags IS NOT NULL AND jsonb_typeof(v_tags) <> 'null'
       AND (jsonb_typeof(v_tags) <> 'array' OR EXISTS (SELECT FROM jsonb_array_elements(v_tags) t WHERE jsonb_typeof(t) <> 'string')) THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: tags must be an array of strings');
    END IF;
    BEGIN
        v_after := internal.mcp_cursor_decode(p_kind, p_params -> 'cursor');
    EXCEPTION WHEN invalid_parameter_value THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: invalid cursor');
    END;
    RETURN internal.mcp_ok(internal.mcp_list(
               p_kind, v_after,
               CASE WHEN jsonb_typeof(v_tags) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(v_tags)) END,
               p_authenticated, p_version, internal.mcp_setting_int('mcp_page_size', 100, 1, 1000)));
END
$$;
COMMENT ON FUNCTION internal.mcp_list_outcome(text, jsonb, boolean, text) IS
    'tools/list, resources/list, resources/templates/list, prompts/list: one page (setting mcp_page_size) after '
    'params.cursor, filtered by params.tags or params._meta.tags; -32602 for a bad cursor or tags.';

-- A list is "private" for caching when what it contains depends on who asks: some entry of that kind is hidden
-- from anonymous callers.
CREATE OR REPLACE FUNCTION internal.mcp_list_scope(p_kind text)
RETURNS text
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN EXISTS (SELECT FROM api.mcp_route r
                               JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
                              WHERE h.requires_auth
                                AND r.mcp_type = CASE p_kind WHEN 'tools' THEN 'tool' WHEN 'prompts' THEN 'prompt' ELSE 'resource' END)
                THEN 'private' ELSE 'public' END;
$$;
COMMENT ON FUNCTION internal.mcp_list_scope(text) IS 'cacheScope of a list: private when auth-gated entries of that kind exist, else public.';

CREATE OR REPLACE FUNCTION api.mcp_list_tools(p_tags text[] DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_list('tools', NULL, p_tags, api.current_user_id() IS NOT NULL);
END
$$;
COMMENT ON FUNCTION api.mcp_list_tools(text[]) IS
    'Every tool the current identity may see, ordered by name: {"tools":[{name, title?, description?, inputSchema, '
    'outputSchema?, annotations?, _meta: {tags}?}]}. p_tags keeps tools sharing a tag (NULL or {} = all). '
    'Unpaginated (tools/list over the dispatcher pages with nextCursor).';
CALL internal.grant_execute('api.mcp_list_tools(text[])', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_list_resources()
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_list('resources', NULL, NULL, api.current_user_id() IS NOT NULL);
END
$$;
COMMENT ON FUNCTION api.mcp_list_resources() IS
    'Concrete resources (URI without variables) the current identity may see: {"resources":[{uri, name, title?, '
    'description?, mimeType}]}, ordered by name, unpaginated.';
CALL internal.grant_execute('api.mcp_list_resources()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_list_resource_templates()
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_list('resourceTemplates', NULL, NULL, api.current_user_id() IS NOT NULL);
END
$$;
COMMENT ON FUNCTION api.mcp_list_resource_templates() IS
    'Resource templates (RFC 6570 level 1) the current identity may see: {"resourceTemplates":[{uriTemplate, name, '
    'title?, description?, mimeType}]}, ordered by name, unpaginated.';
CALL internal.grant_execute('api.mcp_list_resource_templates()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_list_prompts()
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.mcp_list('prompts', NULL, NULL, api.current_user_id() IS NOT NULL);
END
$$;
COMMENT ON FUNCTION api.mcp_list_prompts() IS
    'Prompts the current identity may see: {"prompts":[{name, title?, description?, arguments?}]}, ordered by name, unpaginated.';
CALL internal.grant_execute('api.mcp_list_prompts()', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Deploy parameters → internal.setting. Only parameters that are given (non-empty) are written; a setting
-- changed by hand (UPDATE internal.setting) stays until a deploy passes the parameter.
-- ---------------------------------------------------------------------------------------------------
INSERT INTO internal.setting (key, value)
SELECT k, btrim(current_setting('pgmi.' || k, true))
  FROM unnest(ARRAY['mcp_server_name', 'mcp_server_version', 'mcp_server_title', 'mcp_instructions',
                    'mcp_page_size', 'mcp_list_ttl_ms', 'mcp_session_idle_seconds', 'mcp_session_retention_days']) AS k
 WHERE coalesce(btrim(current_setting('pgmi.' || k, true)), '') <> ''
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
 WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;
