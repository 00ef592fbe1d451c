-- lib/api: what every registration function shares: metadata readers that fail with clear
-- errors, the generated handler function, and the registry upsert.
--
-- Defines (internal, owner-only): internal.meta_* readers, internal.validate_handler_name,
--   internal.handler_fingerprint, internal.confirm_current_handler, internal.register_handler;
--   api.delete_handler(p_object_id uuid) → boolean (admin).
-- Relies on: 00 (isolation), 01 (types), 02 (registry). Repeatable.
--
-- Errors: every metadata problem raises 22023 invalid_parameter_value with a message naming the key
-- ("REST handler metadata key "readOnly" must be a boolean, got …") and a HINT. A misspelt key is an error,
-- not a silent default. Keys the reference accepted but that mean nothing for a kind raise a WARNING.
--
-- Generated functions: api.<name>(request api.<kind>_request) RETURNS api.<response>, LANGUAGE plpgsql,
-- VOLATILE, SECURITY INVOKER, with a pinned search_path (internal.handler_search_path()):
--     api, core, membership, common, extensions, pg_temp
-- so handler bodies resolve api helpers, core/membership/common objects and hstore operators without
-- qualification, and a caller's search_path can never redirect them. Bodies run as the gateway's owner.
-- Their EXECUTE is revoked from PUBLIC: only the SQL gateways call them.

CREATE OR REPLACE FUNCTION internal.handler_search_path()
RETURNS text
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT 'api, core, membership, common, extensions, pg_temp'::text;
$$;
COMMENT ON FUNCTION internal.handler_search_path() IS 'The search_path pinned on every generated handler function.';
REVOKE ALL ON FUNCTION internal.handler_search_path() FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Metadata readers
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.meta_fail(p_kind text, p_key text, p_problem text, p_hint text)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
    RAISE EXCEPTION '% handler metadata key "%" %', p_kind, p_key, p_problem
        USING ERRCODE = 'invalid_parameter_value', HINT = p_hint;
END
$$;
COMMENT ON FUNCTION internal.meta_fail(text, text, text, text) IS 'Raises 22023 "<KIND> handler metadata key "<key>" <problem>" with a hint.';
REVOKE ALL ON FUNCTION internal.meta_fail(text, text, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_check_keys(p_kind text, p_metadata jsonb, p_relevant text[])
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
    -- Every key the reference implementation knows, for any kind.
    v_known text[] := ARRAY['id', 'path', 'uri', 'example', 'httpMethod', 'version', 'name', 'methodName', 'type',
                            'title', 'description', 'requiresAuth', 'requires_auth', 'autoLog',
                            'minTransactionIsolation', 'readOnly', 'inputSchema', 'outputSchema', 'accepts',
                            'produces', 'responseHeaders', 'uriTemplate', 'mimeType', 'arguments', 'tags', 'language',
                            'execution',   -- execution: MCP tools only (long-running tasks, lib/api/29-mcp-tasks.sql)
                            'searchPhrases'];  -- MCP: example requests tool search learns from (lib/api/39-tool-search-index.sql)
    v_key text;
BEGIN
    IF p_metadata IS NULL OR jsonb_typeof(p_metadata) <> 'object' THEN
        RAISE EXCEPTION '% handler metadata must be a JSON object, got %', p_kind, coalesce(jsonb_typeof(p_metadata), 'NULL')
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Pass jsonb such as ''{"id": "…uuid…", …}''::jsonb as the first argument.';
    END IF;
    FOR v_key IN SELECT k FROM jsonb_object_keys(p_metadata) AS k ORDER BY k LOOP
        IF v_key <> ALL (v_known) THEN
            PERFORM internal.meta_fail(p_kind, v_key, 'is not a metadata key',
                                       'Valid keys for ' || p_kind || ' handlers: ' || array_to_string(p_relevant, ', ') || '.');
        ELSIF v_key <> ALL (p_relevant) THEN
            RAISE WARNING '% handler metadata key "%" has no effect on % handlers and is ignored', p_kind, v_key, p_kind;
        END IF;
    END LOOP;
END
$$;
COMMENT ON FUNCTION internal.meta_check_keys(text, jsonb, text[]) IS
    'Metadata must be an object; unknown keys raise 22023, known keys irrelevant to the kind raise a WARNING.';
REVOKE ALL ON FUNCTION internal.meta_check_keys(text, jsonb, text[]) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_text(p_kind text, p_metadata jsonb, p_key text, p_required boolean DEFAULT false)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_value jsonb := p_metadata -> p_key;
BEGIN
    IF v_value IS NULL OR jsonb_typeof(v_value) = 'null' THEN
        IF p_required THEN
            PERFORM internal.meta_fail(p_kind, p_key, 'is required', 'Add "' || p_key || '" to the metadata object.');
        END IF;
        RETURN NULL;
    END IF;
    IF jsonb_typeof(v_value) <> 'string' THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must be a string, got ' || v_value::text, 'Write it as a JSON string.');
    END IF;
    IF p_required AND btrim(v_value #>> '{}') = '' THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must not be empty', 'Give "' || p_key || '" a value.');
    END IF;
    RETURN v_value #>> '{}';
END
$$;
COMMENT ON FUNCTION internal.meta_text(text, jsonb, text, boolean) IS 'A string metadata value (NULL when absent); 22023 when required and missing, or not a string.';
REVOKE ALL ON FUNCTION internal.meta_text(text, jsonb, text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_bool(p_kind text, p_metadata jsonb, p_key text, p_default boolean)
RETURNS boolean
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_value jsonb := p_metadata -> p_key;
BEGIN
    IF v_value IS NULL OR jsonb_typeof(v_value) = 'null' THEN
        RETURN p_default;
    ELSIF jsonb_typeof(v_value) = 'boolean' THEN
        RETURN v_value::text::boolean;
    ELSIF jsonb_typeof(v_value) = 'string' AND lower(btrim(v_value #>> '{}')) IN ('true', 'false', 't', 'f', 'yes', 'no', 'on', 'off', '1', '0') THEN
        RETURN lower(btrim(v_value #>> '{}'))::boolean;  -- the reference accepted boolean-looking strings
    END IF;
    PERFORM internal.meta_fail(p_kind, p_key, 'must be a boolean, got ' || v_value::text, 'Use true or false.');
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.meta_bool(text, jsonb, text, boolean) IS 'A boolean metadata value (JSON boolean or a boolean-looking string); 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.meta_bool(text, jsonb, text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_text_array(p_kind text, p_metadata jsonb, p_key text, p_default text[])
RETURNS text[]
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_value jsonb := p_metadata -> p_key;
BEGIN
    IF v_value IS NULL OR jsonb_typeof(v_value) = 'null' THEN
        RETURN p_default;
    END IF;
    IF jsonb_typeof(v_value) <> 'array'
       OR EXISTS (SELECT FROM jsonb_array_elements(v_value) e WHERE jsonb_typeof(e) <> 'string' OR btrim(e #>> '{}') = '') THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must be an array of non-empty strings, got ' || v_value::text,
                                   'Example: "' || p_key || '": ["a", "b"].');
    END IF;
    RETURN ARRAY(SELECT e #>> '{}' FROM jsonb_array_elements(v_value) WITH ORDINALITY AS t(e, ord) ORDER BY ord);
END
$$;
COMMENT ON FUNCTION internal.meta_text_array(text, jsonb, text, text[]) IS 'An array-of-strings metadata value; 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.meta_text_array(text, jsonb, text, text[]) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_media_types(p_kind text, p_metadata jsonb, p_key text, p_default text[])
RETURNS text[]
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_types text[] := internal.meta_text_array(p_kind, p_metadata, p_key, p_default);
    v_type  text;
BEGIN
    FOREACH v_type IN ARRAY v_types LOOP
        IF v_type !~ '^\s*([A-Za-z0-9!#$&^_.+-]+|\*)/([A-Za-z0-9!#$&^_.+-]+|\*)\s*(;.*)?$' THEN
            PERFORM internal.meta_fail(p_kind, p_key, 'contains "' || v_type || '", which is not a media type',
                                       'Media types look like application/json, text/* or */*.');
        END IF;
    END LOOP;
    IF cardinality(v_types) = 0 THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must not be empty', 'List at least one media type, or leave the key out.');
    END IF;
    RETURN v_types;
END
$$;
COMMENT ON FUNCTION internal.meta_media_types(text, jsonb, text, text[]) IS 'A non-empty array of media types (type/subtype, wildcards allowed); 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.meta_media_types(text, jsonb, text, text[]) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_object(p_kind text, p_metadata jsonb, p_key text, p_default jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_value jsonb := p_metadata -> p_key;
BEGIN
    IF v_value IS NULL OR jsonb_typeof(v_value) = 'null' THEN
        RETURN p_default;
    END IF;
    IF jsonb_typeof(v_value) <> 'object' THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must be a JSON object, got ' || v_value::text, 'Example: {"x-frame-options": "DENY"}.');
    END IF;
    RETURN v_value;
END
$$;
COMMENT ON FUNCTION internal.meta_object(text, jsonb, text, jsonb) IS 'A JSON-object metadata value; 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.meta_object(text, jsonb, text, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_schema(p_kind text, p_metadata jsonb, p_key text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_value jsonb := p_metadata -> p_key;
BEGIN
    IF v_value IS NULL OR jsonb_typeof(v_value) = 'null' THEN
        RETURN NULL;
    END IF;
    IF jsonb_typeof(v_value) <> 'object' OR NOT api.is_valid_json_schema(v_value) THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'is not a valid JSON Schema object: ' || left(v_value::text, 200),
                                   'A schema is an object with at least one keyword, e.g. {"type": "object", "properties": {…}}; {} is not accepted.');
    END IF;
    RETURN v_value;
END
$$;
COMMENT ON FUNCTION internal.meta_schema(text, jsonb, text) IS 'A JSON Schema object (api.is_valid_json_schema); 22023 otherwise.';
REVOKE ALL ON FUNCTION internal.meta_schema(text, jsonb, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_uuid(p_kind text, p_metadata jsonb)
RETURNS uuid
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_text text := internal.meta_text(p_kind, p_metadata, 'id', true);
BEGIN
    IF v_text !~* '^\s*\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?\s*$' THEN
        PERFORM internal.meta_fail(p_kind, 'id', 'must be a uuid, got "' || v_text || '"',
                                   'Generate one with SELECT gen_random_uuid(); keep it stable: it identifies the handler across deploys.');
    END IF;
    RETURN btrim(v_text)::uuid;
END
$$;
COMMENT ON FUNCTION internal.meta_uuid(text, jsonb) IS 'The required "id" as uuid; 22023 when missing or malformed.';
REVOKE ALL ON FUNCTION internal.meta_uuid(text, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.meta_isolation(p_kind text, p_metadata jsonb)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_text text := internal.meta_text(p_kind, p_metadata, 'minTransactionIsolation');
BEGIN
    IF v_text IS NOT NULL AND internal.normalize_transaction_isolation(v_text, false) IS NULL THEN
        PERFORM internal.meta_fail(p_kind, 'minTransactionIsolation', 'names an unsupported transaction isolation level: ' || v_text,
                                   'Use "read committed", "repeatable read" or "serializable" (case, "-" and "_" do not matter).');
    END IF;
    RETURN internal.normalize_transaction_isolation(v_text, false);
END
$$;
COMMENT ON FUNCTION internal.meta_isolation(text, jsonb) IS 'The normalised "minTransactionIsolation" (NULL when absent); 22023 for unknown levels.';
REVOKE ALL ON FUNCTION internal.meta_isolation(text, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.validate_handler_name(p_kind text, p_key text, p_name text)
RETURNS void
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    IF p_name IS NULL OR p_name = '' THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'must be non-empty (invalid handler name)', 'Names start with a letter: [a-zA-Z][a-zA-Z0-9_.-]{0,48}.');
    ELSIF p_name !~ '^[a-zA-Z][a-zA-Z0-9_.\-]{0,48}$' THEN
        PERFORM internal.meta_fail(p_kind, p_key, 'is an invalid handler name: "' || p_name || '"',
                                   'Names match ^[a-zA-Z][a-zA-Z0-9_.-]{0,48}$ (1–49 characters) so the generated function name fits PostgreSQL''s 63-byte identifier limit.');
    END IF;
END
$$;
COMMENT ON FUNCTION internal.validate_handler_name(text, text, text) IS 'Raises 22023 unless the name matches ^[a-zA-Z][a-zA-Z0-9_.-]{0,48}$.';
REVOKE ALL ON FUNCTION internal.validate_handler_name(text, text, text) FROM PUBLIC;

-- The policy and contract keys every kind shares, validated and normalised into one jsonb for
-- internal.register_handler: title, description, requires_auth, auto_log, min_transaction_isolation,
-- read_only, tags, accepts, produces, response_headers (keys lower-cased), input_schema, output_schema.
CREATE OR REPLACE FUNCTION internal.meta_policy(p_kind text, p_metadata jsonb, p_accepts_default text[], p_produces_default text[])
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_auth     boolean := internal.meta_bool(p_kind, p_metadata, 'requiresAuth', NULL);
    v_auth_alt boolean := internal.meta_bool(p_kind, p_metadata, 'requires_auth', NULL);
    v_headers  jsonb := internal.meta_object(p_kind, p_metadata, 'responseHeaders', '{}');
    v_language text := internal.meta_text(p_kind, p_metadata, 'language');
    v_bad      text;
BEGIN
    IF v_auth IS NOT NULL AND v_auth_alt IS NOT NULL AND v_auth <> v_auth_alt THEN
        PERFORM internal.meta_fail(p_kind, 'requires_auth', 'contradicts "requiresAuth"', 'Give only one of requiresAuth / requires_auth.');
    END IF;
    IF v_language IS NOT NULL AND lower(v_language) <> 'plpgsql' THEN
        PERFORM internal.meta_fail(p_kind, 'language', 'must be "plpgsql", got "' || v_language || '"',
                                   'Handler bodies are PL/pgSQL blocks; call a SQL function from the block if you prefer SQL.');
    END IF;
    SELECT key INTO v_bad FROM jsonb_each(v_headers)
     WHERE key !~ '^[A-Za-z0-9!#$%&''*+.^_`|~-]+$' OR jsonb_typeof(value) <> 'string' LIMIT 1;
    IF FOUND THEN
        PERFORM internal.meta_fail(p_kind, 'responseHeaders', 'has an invalid entry "' || v_bad || '"',
                                   'Header names are HTTP tokens and values are strings: {"x-frame-options": "DENY"}.');
    END IF;
    -- Absent values are absent keys (not JSON null), so readers can use -> / ->> and IS NULL.
    RETURN (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(jsonb_build_object(
        'title', internal.meta_text(p_kind, p_metadata, 'title'),
        'description', internal.meta_text(p_kind, p_metadata, 'description'),
        'requires_auth', coalesce(v_auth, v_auth_alt, true),
        'auto_log', internal.meta_bool(p_kind, p_metadata, 'autoLog', true),
        'min_transaction_isolation', internal.meta_isolation(p_kind, p_metadata),
        'read_only', internal.meta_bool(p_kind, p_metadata, 'readOnly', false),
        'tags', to_jsonb(internal.meta_text_array(p_kind, p_metadata, 'tags', '{}')),
        'accepts', to_jsonb(internal.meta_media_types(p_kind, p_metadata, 'accepts', p_accepts_default)),
        'produces', to_jsonb(internal.meta_media_types(p_kind, p_metadata, 'produces', p_produces_default)),
        'response_headers', coalesce((SELECT jsonb_object_agg(lower(key), value) FROM jsonb_each(v_headers)), '{}'),
        'input_schema', internal.meta_schema(p_kind, p_metadata, 'inputSchema'),
        'output_schema', internal.meta_schema(p_kind, p_metadata, 'outputSchema'))) AS e
             WHERE jsonb_typeof(e.value) <> 'null');
END
$$;
COMMENT ON FUNCTION internal.meta_policy(text, jsonb, text[], text[]) IS
    'Validates and normalises the keys shared by every kind (auth, logging, isolation, read-only, tags, media '
    'types, response headers, schemas) into one jsonb; 22023 on the first bad key.';
REVOKE ALL ON FUNCTION internal.meta_policy(text, jsonb, text[], text[]) FROM PUBLIC;
