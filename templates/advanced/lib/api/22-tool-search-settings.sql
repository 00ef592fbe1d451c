-- lib/api: the tool-search deploy settings and the capability that announces tool search to MCP clients.
--
-- Defines:
--   internal.search_setting_on(key, default) → boolean     "on"/"off" deploy settings
--   internal.search_find_tool() → text                     the find_tools tool's name, NULL when switched off
--   internal.search_curated_above() → integer              NULL when curated listing is off
--   internal.search_pinned_tools() → text[]                mcp_pinned_tools plus the search tool
--   internal.search_capability() → jsonb                   the io.pgmi/tool-search capability
--   internal.search_declare_capability(era, capabilities)  that capability added to a server's capabilities
-- Here, before the MCP catalog, because internal.mcp_capabilities declares the capability; where tool search is
-- offered (the find_tools tool, tools/list with a query, the REST and RPC endpoints) is tool-search-surfaces.
-- Settings (deploy parameters of the same name, written to internal.setting below; docs/mcp.md, "Tool search"):
--   mcp_find_tools        the search tool's name (default find_tools), or "off"
--   mcp_tools_query       "on" (default) | "off": tools/list takes params.query
--   mcp_curated_above     tools/list lists only pinned tools and the search tool when a caller sees more tools than
--                         this (default 50); "off" never. Needs the search tool (off when mcp_find_tools is off).
--   mcp_pinned_tools      comma-separated tool names always listed in the curated listing (beside tag "pinned")
--   mcp_search_endpoints  "on" (default) | "off": GET /api/tools/search and RPC tools.search
--   mcp_search_expansion  "wordnet" (default) | "registry" | "off" (tool-search-rank)
-- Relies on: setup (internal.setting), the MCP route registry. Repeatable. Trust boundary: none; owner-only.

INSERT INTO internal.setting (key, value)
SELECT k, btrim(current_setting('pgmi.' || k, true))
  FROM unnest(ARRAY['mcp_find_tools', 'mcp_tools_query', 'mcp_curated_above', 'mcp_pinned_tools', 'mcp_search_endpoints',
                    'mcp_search_expansion']) AS k
 WHERE coalesce(btrim(current_setting('pgmi.' || k, true)), '') <> ''
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
 WHERE internal.setting.value IS DISTINCT FROM EXCLUDED.value;

DO $$
BEGIN
    IF coalesce(internal.setting_value('mcp_search_expansion'), 'wordnet') NOT IN ('wordnet', 'registry', 'off') THEN
        RAISE EXCEPTION 'deploy parameter mcp_search_expansion must be wordnet, registry or off, got "%"',
                        internal.setting_value('mcp_search_expansion')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Fix params.mcp_search_expansion in pgmi.yaml.';
    ELSIF coalesce(internal.setting_value('mcp_curated_above'), '50') !~ '^(\s*[0-9]{1,6}\s*|off)$' THEN
        RAISE EXCEPTION 'deploy parameter mcp_curated_above must be a number of tools or off, got "%"',
                        internal.setting_value('mcp_curated_above')
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Fix params.mcp_curated_above in pgmi.yaml (default 50).';
    END IF;
END
$$;

CREATE OR REPLACE FUNCTION internal.search_setting_on(p_key text, p_default boolean)
RETURNS boolean
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE lower(btrim(coalesce(internal.setting_value(p_key), '')))
               WHEN '' THEN p_default
               WHEN 'on' THEN true WHEN 'true' THEN true WHEN 'yes' THEN true WHEN '1' THEN true
               ELSE false END;
$$;
COMMENT ON FUNCTION internal.search_setting_on(text, boolean) IS 'An on/off setting (on, true, yes, 1 = on; anything else off; missing = the default).';
REVOKE ALL ON FUNCTION internal.search_setting_on(text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_find_tool()
RETURNS text
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN lower(v) IN ('off', 'false', 'no', '0') THEN NULL ELSE v END
      FROM (SELECT coalesce(nullif(btrim(internal.setting_value('mcp_find_tools')), ''), 'find_tools') AS v) AS s;
$$;
COMMENT ON FUNCTION internal.search_find_tool() IS 'The search tool''s name (setting mcp_find_tools, default find_tools); NULL when off.';
REVOKE ALL ON FUNCTION internal.search_find_tool() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_curated_above()
RETURNS integer
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT CASE WHEN internal.search_find_tool() IS NULL OR v = 'off' THEN NULL
                WHEN v ~ '^[0-9]{1,6}$' THEN v::integer ELSE 50 END
      FROM (SELECT lower(btrim(coalesce(internal.setting_value('mcp_curated_above'), '50'))) AS v) AS s;
$$;
COMMENT ON FUNCTION internal.search_curated_above() IS
    'tools/list is curated when a caller sees more tools than this (setting mcp_curated_above, default 50); NULL: never '
    '(off, or no search tool to find the rest with).';
REVOKE ALL ON FUNCTION internal.search_curated_above() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_pinned_tools()
RETURNS text[]
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT ARRAY(SELECT DISTINCT n
                   FROM (SELECT btrim(x) AS n FROM unnest(string_to_array(coalesce(internal.setting_value('mcp_pinned_tools'), ''), ',')) AS x
                         UNION ALL SELECT r.mcp_name FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id
                                    WHERE r.mcp_type = 'tool' AND 'pinned' = ANY (h.tags)
                         UNION ALL SELECT internal.search_find_tool()) AS p
                  WHERE n IS NOT NULL AND n <> '');
$$;
COMMENT ON FUNCTION internal.search_pinned_tools() IS 'Names the curated listing shows: mcp_pinned_tools, tools tagged "pinned", the search tool.';
REVOKE ALL ON FUNCTION internal.search_pinned_tools() FROM PUBLIC;

-- The capability a client checks before sending a query (declared by internal.search_declare_capability below).
CREATE OR REPLACE FUNCTION internal.search_capability()
RETURNS jsonb
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object(
               'query', internal.search_setting_on('mcp_tools_query', true),
               'findTool', internal.search_find_tool(),
               'curatedAbove', internal.search_curated_above()));
$$;
COMMENT ON FUNCTION internal.search_capability() IS
    'The io.pgmi/tool-search capability: {query: tools/list takes params.query, findTool: the search tool, curatedAbove}.';
REVOKE ALL ON FUNCTION internal.search_capability() FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- The capability (internal.mcp_capabilities calls this): legacy revisions have "experimental" for what is not in the
-- specification, 2026-07-28 has "extensions".
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.search_declare_capability(p_era text, p_capabilities jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT p_capabilities || jsonb_build_object(
               CASE WHEN p_era = 'modern' THEN 'extensions' ELSE 'experimental' END,
               coalesce(p_capabilities -> CASE WHEN p_era = 'modern' THEN 'extensions' ELSE 'experimental' END, '{}'::jsonb)
               || jsonb_build_object('io.pgmi/tool-search', internal.search_capability()));
$$;
COMMENT ON FUNCTION internal.search_declare_capability(text, jsonb) IS
    'Capabilities plus io.pgmi/tool-search ({query, findTool?, curatedAbove?}) under extensions (modern) or experimental (legacy).';
REVOKE ALL ON FUNCTION internal.search_declare_capability(text, jsonb) FROM PUBLIC;
