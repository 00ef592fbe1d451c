-- lib/api: MCP addressing (tools, resources, prompts).
--
-- Defines:
--   api.uri_template_to_regex(template)   RFC 6570 level-1 template → anchored regex (a variable never spans "/")
--   api.mcp_route                         one row per MCP tool/resource/prompt; 1:1 with api.handler
--   trigger tr_mcp_route_uri_regexp       keeps uri_regexp derived from uri_template, also on direct UPDATEs
--
-- Relies on: 03-rest-routes (api.regexp_quote). Repeatable.
-- Used by the MCP dispatcher (lib/api/31-mcp-dispatch.sql): tools and prompts are found by
-- (mcp_type, mcp_name); resources by uri ~ uri_regexp ORDER BY length(uri_template) DESC, mcp_name.
-- Policy, schemas, title, description and TAGS live on api.handler (tags apply to every kind);
-- mcp_route.input_schema repeats handler.input_json_schema with the {"type":"object"} default applied.

CREATE OR REPLACE FUNCTION api.uri_template_to_regex(p_template text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT '^' || coalesce(string_agg(CASE WHEN m[1] IS NOT NULL THEN '[^/]+' ELSE api.regexp_quote(m[2]) END, ''
                                      ORDER BY ord), '') || '$'
      FROM regexp_matches(p_template, '(\{[^{}]*\})|([^{]+|\{)', 'g') WITH ORDINALITY AS t(m, ord);
$$;
COMMENT ON FUNCTION api.uri_template_to_regex(text) IS
    'Anchored regex of an RFC 6570 level-1 URI template: literals quoted, each {var} → [^/]+ (no captures).';
CALL internal.grant_execute('api.uri_template_to_regex(text)', 'api', 'admin');

CREATE TABLE IF NOT EXISTS api.mcp_route (
    handler_object_id uuid PRIMARY KEY REFERENCES api.handler (object_id) ON DELETE CASCADE,
    mcp_type          text NOT NULL,
    mcp_name          text NOT NULL,
    input_schema      jsonb,
    uri_template      text,
    uri_regexp        text,
    mime_type         text NOT NULL DEFAULT 'application/json',
    arguments         jsonb,
    auto_log          boolean NOT NULL DEFAULT true,
    CONSTRAINT uq_mcp_route_name UNIQUE (mcp_name),
    CONSTRAINT ck_mcp_route_type CHECK (mcp_type IN ('tool', 'resource', 'prompt')),
    CONSTRAINT ck_uri_template_level1_only CHECK (uri_template !~ '\{[+#./;?&]'),
    CONSTRAINT ck_mcp_route_resource_uri CHECK ((mcp_type = 'resource') = (uri_template IS NOT NULL)),
    CONSTRAINT ck_mcp_route_arguments CHECK (arguments IS NULL OR jsonb_typeof(arguments) = 'array')
);
CREATE INDEX IF NOT EXISTS ix_mcp_route_type_name ON api.mcp_route (mcp_type, mcp_name);
COMMENT ON TABLE api.mcp_route IS
    'MCP addressing: mcp_name is unique across tools, resources and prompts. Resources carry an RFC 6570 '
    'level-1 uri_template (no {+x} {#x} {.x} {/x} {;x} {?x} {&x}); uri_regexp is derived by trigger. '
    'arguments: prompt argument descriptors [{name, description, required}]. auto_log=false keeps the '
    'handler''s calls out of api.mcp_exchange. Tags are api.handler.tags.';
COMMENT ON COLUMN api.mcp_route.uri_regexp IS 'api.uri_template_to_regex(uri_template), maintained by trigger tr_mcp_route_uri_regexp.';
CALL internal.grant_on_table('api.mcp_route', 'SELECT', 'admin');

CREATE OR REPLACE FUNCTION internal.mcp_route_uri_regexp()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
    NEW.uri_regexp := api.uri_template_to_regex(NEW.uri_template);
    RETURN NEW;
END
$$;
COMMENT ON FUNCTION internal.mcp_route_uri_regexp() IS 'BEFORE trigger on api.mcp_route: derives uri_regexp from uri_template.';
REVOKE ALL ON FUNCTION internal.mcp_route_uri_regexp() FROM PUBLIC;

CREATE OR REPLACE TRIGGER tr_mcp_route_uri_regexp
    BEFORE INSERT OR UPDATE OF uri_template ON api.mcp_route
    FOR EACH ROW EXECUTE FUNCTION internal.mcp_route_uri_regexp();

-- A deploy after a change of the derivation rule refreshes stale values.
UPDATE api.mcp_route
   SET uri_regexp = api.uri_template_to_regex(uri_template)
 WHERE uri_regexp IS DISTINCT FROM api.uri_template_to_regex(uri_template);
