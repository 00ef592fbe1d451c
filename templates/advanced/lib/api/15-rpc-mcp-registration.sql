-- lib/api: api.create_or_replace_rpc_handler and api.create_or_replace_mcp_handler.
--
-- Relies on: 04/05 route tables, 11-registration (readers), 12-registry-writes, 14-mcp-json-schema (refused keywords).
-- Trust boundary: SECURITY DEFINER (creates functions in api as the owner); executable by admin only.
-- Repeatable. Function names: rpc_<methodName>, mcp_<type>_<name>, with "." and "-" written "_".
--
-- MCP metadata (for the dispatcher, 31-mcp-dispatch): type (tool|resource|prompt), name, title,
-- description, inputSchema (tools; default {"type":"object"}; must be an object schema), outputSchema
-- (tools; object schema), uriTemplate (resources; RFC 6570 level 1), mimeType (resources; default
-- application/json), arguments (prompts; [{name, description?, required?}]), requiresAuth /
-- requires_auth, tags, minTransactionIsolation, readOnly, autoLog (new: false keeps calls out of
-- api.mcp_exchange), searchPhrases (example requests the tool search learns from; checked and indexed by
-- lib/api/39-tool-search-index.sql). An invalid schema raises 22023 naming the key (the reference raised 23514).

CREATE OR REPLACE FUNCTION api.create_or_replace_rpc_handler(p_metadata jsonb, p_handler_body text)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_kind   constant text := 'RPC';
    v_id     uuid;
    v_method text;
    v_policy jsonb;
    v_fp     bytea;
    v_owner  uuid;
    v_func   text;
BEGIN
    PERFORM internal.meta_check_keys(v_kind, p_metadata,
        ARRAY['id', 'methodName', 'title', 'description', 'requiresAuth', 'requires_auth', 'autoLog',
              'minTransactionIsolation', 'readOnly', 'inputSchema', 'outputSchema', 'accepts', 'produces',
              'responseHeaders', 'tags', 'language']);
    v_id := internal.meta_uuid(v_kind, p_metadata);
    v_method := internal.meta_text(v_kind, p_metadata, 'methodName', true);
    PERFORM internal.validate_handler_name(v_kind, 'methodName', v_method);
    IF v_method ~ '^rpc\.' THEN
        PERFORM internal.meta_fail(v_kind, 'methodName', 'must not start with "rpc." (reserved by JSON-RPC 2.0)', 'Use another prefix, e.g. app.' || substr(v_method, 5) || '.');
    END IF;
    v_func := 'rpc_' || translate(v_method, '.-', '__');
    v_policy := internal.meta_policy(v_kind, p_metadata, '{application/json}', '{application/json}');

    v_fp := internal.handler_fingerprint('rpc', v_func, p_handler_body, p_metadata);
    IF internal.confirm_current_handler(v_id, v_fp) THEN
        RETURN;
    END IF;
    SELECT r.handler_object_id INTO v_owner FROM api.rpc_route r WHERE r.method_name = v_method AND r.handler_object_id <> v_id;
    IF FOUND THEN
        RAISE EXCEPTION 'RPC method name "%" is already registered to handler %', v_method, v_owner
            USING ERRCODE = 'unique_violation', HINT = 'Method names are unique; re-register with that handler''s "id" to replace it.';
    END IF;

    PERFORM internal.register_handler(v_id, 'rpc', 'RPC', v_func, p_handler_body, p_metadata, v_fp, v_policy);
    INSERT INTO api.rpc_route (handler_object_id, method_name, auto_log)
    VALUES (v_id, v_method, (v_policy ->> 'auto_log')::boolean)
    ON CONFLICT (handler_object_id) DO UPDATE SET method_name = EXCLUDED.method_name, auto_log = EXCLUDED.auto_log;
END
$$;
COMMENT ON FUNCTION api.create_or_replace_rpc_handler(jsonb, text) IS
    'Registers (or replaces, by "id") a JSON-RPC method: generates api.rpc_<method>(api.rpc_request) from the '
    'PL/pgSQL body. The handler may return a full envelope (api.jsonrpc_success) or any JSON value, which '
    'becomes "result". 22023 for bad metadata, 23505 for a taken method name. Admin only.';
CALL internal.grant_execute('api.create_or_replace_rpc_handler(jsonb,text)', 'admin');

CREATE OR REPLACE FUNCTION internal.mcp_validate_prompt_arguments(p_arguments jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    IF p_arguments IS NULL OR jsonb_typeof(p_arguments) = 'null' THEN
        RETURN NULL;
    END IF;
    IF jsonb_typeof(p_arguments) <> 'array'
       OR EXISTS (SELECT FROM jsonb_array_elements(p_arguments) a
                   WHERE jsonb_typeof(a) <> 'object'
                      OR jsonb_typeof(a -> 'name') IS DISTINCT FROM 'string'
                      OR (a ? 'description' AND jsonb_typeof(a -> 'description') NOT IN ('string', 'null'))
                      OR (a ? 'required' AND jsonb_typeof(a -> 'required') NOT IN ('boolean', 'null'))) THEN
        PERFORM internal.meta_fail('MCP', 'arguments', 'must be an array of {"name": string, "description"?: string, "required"?: boolean}',
                                   'Example: [{"name": "topic", "description": "What to write about", "required": true}].');
    END IF;
    RETURN p_arguments;
END
$$;
COMMENT ON FUNCTION internal.mcp_validate_prompt_arguments(jsonb) IS 'Prompt argument descriptors, validated; 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.mcp_validate_prompt_arguments(jsonb) FROM PUBLIC;

-- Registration: "execution" of a tool's metadata (called by api.create_or_replace_mcp_handler).
CREATE OR REPLACE FUNCTION internal.mcp_validate_execution(p_kind text, p_execution jsonb)
RETURNS void
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
    IF jsonb_typeof(p_execution) IS DISTINCT FROM 'object'
       OR EXISTS (SELECT FROM jsonb_object_keys(p_execution) k WHERE k NOT IN ('taskSupport', 'taskStart')) THEN
        PERFORM internal.meta_fail(p_kind, 'execution', 'must be an object with "taskSupport" (and optionally "taskStart")',
                                   'Example: "execution": {"taskSupport": "optional"}.');
    END IF;
    IF NOT coalesce(p_execution ->> 'taskSupport', '') IN ('forbidden', 'optional', 'required') THEN
        PERFORM internal.meta_fail(p_kind, 'execution.taskSupport', 'must be "forbidden", "optional" or "required"',
                                   'Declare "optional" or "required" for a long-running tool.');
    END IF;
    IF p_execution ? 'taskStart' AND NOT coalesce(p_execution ->> 'taskStart', '') IN ('immediately', 'whenAsked') THEN
        PERFORM internal.meta_fail(p_kind, 'execution.taskStart', 'must be "immediately" or "whenAsked"',
                                   '"whenAsked" runs the handler first; it continues as a task with api.mcp_continue_as_task.');
    END IF;
END
$$;
REVOKE ALL ON FUNCTION internal.mcp_validate_execution(text, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.create_or_replace_mcp_handler(p_metadata jsonb, p_handler_body text)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_kind      constant text := 'MCP';
    v_id        uuid;
    v_type      text;
    v_name      text;
    v_template  text;
    v_mime      text;
    v_arguments jsonb;
    v_policy    jsonb;
    v_input     jsonb;
    v_fp        bytea;
    v_owner     uuid;
    v_func      text;
BEGIN
    IF p_metadata IS NULL OR jsonb_typeof(p_metadata) <> 'object' THEN
        PERFORM internal.meta_check_keys(v_kind, p_metadata, '{}');  -- raises the "must be a JSON object" error
    END IF;
    v_type := lower(internal.meta_text(v_kind, p_metadata, 'type', true));
    IF v_type NOT IN ('tool', 'resource', 'prompt') THEN
        PERFORM internal.meta_fail(v_kind, 'type', 'must be "tool", "resource" or "prompt", got "' || v_type || '"',
                                   'MCP handler metadata requires "type" (tool, resource, or prompt).');
    END IF;
    PERFORM internal.meta_check_keys(v_kind, p_metadata,
        ARRAY['id', 'type', 'name', 'title', 'description', 'requiresAuth', 'requires_auth', 'autoLog',
              'minTransactionIsolation', 'readOnly', 'tags', 'language', 'searchPhrases']
        || CASE v_type WHEN 'tool' THEN ARRAY['inputSchema', 'outputSchema', 'execution']
                       WHEN 'resource' THEN ARRAY['uriTemplate', 'mimeType']
                       ELSE ARRAY['arguments'] END);
    v_id := internal.meta_uuid(v_kind, p_metadata);
    v_name := internal.meta_text(v_kind, p_metadata, 'name', true);
    PERFORM internal.validate_handler_name(v_kind, 'name', v_name);
    IF p_metadata ? 'execution' THEN
        PERFORM internal.mcp_validate_execution(v_kind, p_metadata -> 'execution');  -- lib/api/29-mcp-tasks.sql
    END IF;
    v_func := 'mcp_' || v_type || '_' || translate(v_name, '.-', '__');
    v_policy := internal.meta_policy(v_kind, p_metadata, '{application/json}', '{application/json}');
    v_policy := v_policy || '{"accepts": ["application/json"], "produces": ["application/json"], "response_headers": {}}';

    IF v_type = 'tool' THEN
        v_input := coalesce(v_policy -> 'input_schema', '{"type": "object"}');
        IF v_input ->> 'type' IS DISTINCT FROM 'object' THEN
            PERFORM internal.meta_fail(v_kind, 'inputSchema', 'must describe an object ("type": "object"), got ' || left(v_input::text, 200),
                                       'MCP tool arguments are a JSON object: {"type": "object", "properties": {…}, "required": […]}.');
        END IF;
        IF v_policy -> 'output_schema' IS NOT NULL AND v_policy #>> '{output_schema,type}' IS DISTINCT FROM 'object' THEN
            PERFORM internal.meta_fail(v_kind, 'outputSchema', 'must describe an object ("type": "object")',
                                       'structuredContent is a JSON object; describe it with {"type": "object", …}.');
        END IF;
        PERFORM internal.mcp_refuse_unsupported_schema(v_kind, 'inputSchema', v_input);  -- lib/api/14-mcp-json-schema.sql
        PERFORM internal.mcp_refuse_unsupported_schema(v_kind, 'outputSchema', v_policy -> 'output_schema');
        v_policy := v_policy || jsonb_build_object('input_schema', v_input);
    ELSIF v_type = 'resource' THEN
        v_template := internal.meta_text(v_kind, p_metadata, 'uriTemplate');
        IF v_template IS NULL OR btrim(v_template) = '' THEN
            PERFORM internal.meta_fail(v_kind, 'uriTemplate', pg_catalog.format('is required: MCP resource "%s" requires "uriTemplate"', v_name),
                                       'Example: "uriTemplate": "notes:///{id}" (RFC 6570 level 1).');
        ELSIF v_template ~ '\{[+#./;?&]' OR regexp_replace(v_template, '\{[A-Za-z0-9_]+\}', '', 'g') ~ '[{}]' OR v_template ~ '\s' THEN
            PERFORM internal.meta_fail(v_kind, 'uriTemplate', 'must be an RFC 6570 level-1 template ({var} only), got "' || v_template || '"',
                                       'Operators such as {+x}, {#x}, {/x}, {?x} are not supported.');
        END IF;
        v_mime := coalesce(internal.meta_text(v_kind, p_metadata, 'mimeType'), 'application/json');
        IF v_mime !~ '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\s*;.*)?$' THEN
            PERFORM internal.meta_fail(v_kind, 'mimeType', 'is not a media type: "' || v_mime || '"', 'Example: text/plain, application/json.');
        END IF;
        SELECT h.object_id INTO v_owner FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id
         WHERE r.mcp_type = 'resource' AND r.uri_regexp = api.uri_template_to_regex(v_template)
           AND r.handler_object_id <> v_id AND h.deleted_at IS NULL;
        IF FOUND THEN
            RAISE EXCEPTION 'MCP resource template "%" matches exactly the URIs of handler %', v_template, v_owner
                USING ERRCODE = 'invalid_parameter_value', HINT = 'Two resources with the same template shape are ambiguous; change one template.';
        END IF;
    ELSE
        v_arguments := internal.mcp_validate_prompt_arguments(p_metadata -> 'arguments');
    END IF;

    v_fp := internal.handler_fingerprint(('mcp_' || v_type)::api.handler_type, v_func, p_handler_body, p_metadata);
    IF internal.confirm_current_handler(v_id, v_fp) THEN
        RETURN;
    END IF;
    SELECT r.handler_object_id INTO v_owner FROM api.mcp_route r WHERE r.mcp_name = v_name AND r.handler_object_id <> v_id;
    IF FOUND THEN
        RAISE EXCEPTION 'MCP name "%" is already registered to handler %', v_name, v_owner
            USING ERRCODE = 'unique_violation',
                  HINT = 'Names are unique across tools, resources and prompts; re-register with that handler''s "id" to replace it.';
    END IF;

    PERFORM internal.register_handler(v_id, ('mcp_' || v_type)::api.handler_type, 'MCP', v_func, p_handler_body,
                                      p_metadata, v_fp, v_policy);
    INSERT INTO api.mcp_route (handler_object_id, mcp_type, mcp_name, input_schema, uri_template, mime_type, arguments, auto_log)
    VALUES (v_id, v_type, v_name, v_policy -> 'input_schema', v_template, coalesce(v_mime, 'application/json'),
            v_arguments, (v_policy ->> 'auto_log')::boolean)
    ON CONFLICT (handler_object_id) DO UPDATE SET
        mcp_type = EXCLUDED.mcp_type, mcp_name = EXCLUDED.mcp_name, input_schema = EXCLUDED.input_schema,
        uri_template = EXCLUDED.uri_template, mime_type = EXCLUDED.mime_type, arguments = EXCLUDED.arguments,
        auto_log = EXCLUDED.auto_log;
END
$$;
COMMENT ON FUNCTION api.create_or_replace_mcp_handler(jsonb, text) IS
    'Registers (or replaces, by "id") an MCP tool, resource or prompt: generates api.mcp_<type>_<name>(api.mcp_request) '
    'RETURNS api.mcp_response from the PL/pgSQL body. 22023 for bad metadata (naming the key), 23505 for a taken '
    'name (unique across tools, resources and prompts). Admin only.';
CALL internal.grant_execute('api.create_or_replace_mcp_handler(jsonb,text)', 'admin');
