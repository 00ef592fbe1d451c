-- lib/api 10 (6/11): a JSON Schema validator in SQL, for tool arguments (inputSchema) and tool results
-- (structuredContent against outputSchema).
--
-- Defines (internal, owner-only, pure; IMMUTABLE except mcp_json_path, STABLE like to_jsonb so that it inlines):
--   internal.mcp_json_type(value) → text             integer | number | string | boolean | object | array | null
--   internal.mcp_json_path(path, key) → text         arguments.a, arguments["odd key"], arguments.items[2]
--   internal.mcp_schema_errors(value, schema, path, root, depth) → jsonb   [{"path","message"}], [] when valid
-- Relies on: nothing. Repeatable. No trust boundary. mcp_schema_errors pins no search_path (it recurses once per
-- schema node; a SET clause costs every call): its callers pin pg_catalog, pg_temp and it qualifies its own names.
--
-- Supported keywords (draft 2020-12 and draft-07 spellings), at any depth:
--   type (incl. arrays of types; "integer" = a number without fraction), enum, const,
--   properties, required, additionalProperties (false or a schema), patternProperties, minProperties, maxProperties,
--   items (schema, or a draft-07 tuple array), prefixItems, additionalItems, minItems, maxItems, uniqueItems, contains,
--   minLength, maxLength, pattern, minimum, maximum, exclusiveMinimum, exclusiveMaximum (number form), multipleOf,
--   allOf, anyOf, oneOf, not, if/then/else, $ref to the same document ("#", "#/$defs/x", "#/definitions/x").
-- Not checked (annotations or out of reach): format, remote $ref, $dynamicRef, unevaluated*, dependent*,
-- propertyNames, contentEncoding. A pattern PostgreSQL cannot compile is skipped. Lengths count characters.

CREATE OR REPLACE FUNCTION internal.mcp_json_type(p_value jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN jsonb_typeof(p_value) = 'number' AND (p_value #>> '{}')::numeric = trunc((p_value #>> '{}')::numeric)
                THEN 'integer' ELSE jsonb_typeof(p_value) END;
$$;
COMMENT ON FUNCTION internal.mcp_json_type(jsonb) IS 'JSON Schema type of a value; "integer" for numbers without a fractional part.';

CREATE OR REPLACE FUNCTION internal.mcp_json_path(p_path text, p_key text)
RETURNS text
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $fn$
    SELECT CASE WHEN p_key ~ '^[A-Za-z_][A-Za-z0-9_]*$'
                THEN CASE WHEN coalesce(p_path, '') = '' THEN p_key ELSE p_path || '.' || p_key END
                ELSE coalesce(p_path, '') || '[' || to_jsonb(p_key)::text || ']' END;
$fn$;
COMMENT ON FUNCTION internal.mcp_json_path(text, text) IS 'The path of a member for error messages: a.b, or a["odd key"].';

CREATE OR REPLACE FUNCTION internal.mcp_schema_errors(
    p_value jsonb,
    p_schema jsonb,
    p_path text DEFAULT 'value',
    p_root jsonb DEFAULT NULL,
    p_depth integer DEFAULT 0)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_root    jsonb := coalesce(p_root, p_schema);
    v_errors  jsonb := '[]';
    v_kind    text := internal.mcp_json_type(p_value);
    v_types   text[];
    v_target  jsonb;
    v_key     text;
    v_sub     jsonb;
    v_item    jsonb;
    v_index   integer;
    v_count   integer;
    v_num     numeric;
    v_limit   numeric;
    v_known   boolean;
    v_tuple   integer := 0;
BEGIN
    IF p_schema IS NULL OR p_schema = 'true'::jsonb OR jsonb_typeof(p_schema) NOT IN ('object', 'boolean') THEN
        RETURN v_errors;
    ELSIF p_schema = 'false'::jsonb THEN
        RETURN jsonb_build_array(jsonb_build_object('path', p_path, 'message', p_path || ' is not allowed'));
    ELSIF p_depth > 64 THEN
        RETURN jsonb_build_array(jsonb_build_object('path', p_path, 'message', p_path || ': schema nesting exceeds 64 levels'));
    END IF;

    -- $ref to this document; in 2020-12 sibling keywords apply as well.
    IF jsonb_typeof(p_schema -> '$ref') = 'string' THEN
        v_key := p_schema ->> '$ref';
        IF v_key = '#' THEN
            v_target := v_root;
        ELSIF v_key LIKE '#/%' THEN
            v_target := v_root #> ARRAY(SELECT replace(replace(seg, '~1', '/'), '~0', '~')
                                           FROM unnest(string_to_array(substr(v_key, 3), '/')) WITH ORDINALITY AS t(seg, ord)
                                          ORDER BY ord);
        END IF;
        IF v_target IS NOT NULL THEN
            v_errors := v_errors || internal.mcp_schema_errors(p_value, v_target, p_path, v_root, p_depth + 1);
        END IF;
    END IF;

    -- Sub-queries sit in their own branches: a PL/pgSQL expression that contains one runs through the executor
    -- even when its condition is false, and this function runs once per schema node of every tools/call.
    IF p_schema ? 'type' THEN
        IF jsonb_typeof(p_schema -> 'type') = 'string' THEN
            v_types := ARRAY[p_schema ->> 'type'];
        ELSIF jsonb_typeof(p_schema -> 'type') = 'array' THEN
            v_types := ARRAY(SELECT jsonb_array_elements_text(p_schema -> 'type'));
        END IF;
        IF v_types IS NOT NULL AND NOT (v_kind = ANY (v_types) OR (v_kind = 'integer' AND 'number' = ANY (v_types))) THEN
            -- A value of the wrong type makes the other keywords meaningless.
            RETURN v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                       format('%s must be %s, got %s', p_path, array_to_string(v_types, ' or '),
                              CASE v_kind WHEN 'integer' THEN 'number' ELSE v_kind END)));
        END IF;
    END IF;

    IF jsonb_typeof(p_schema -> 'enum') = 'array' THEN
        IF NOT EXISTS (SELECT FROM jsonb_array_elements(p_schema -> 'enum') AS e(v) WHERE e.v = p_value) THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be one of %s', p_path, left((p_schema -> 'enum')::text, 200))));
        END IF;
    END IF;
    IF p_schema ? 'const' AND p_schema -> 'const' <> p_value THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        format('%s must be %s', p_path, left((p_schema -> 'const')::text, 200))));
    END IF;

    -- Strings
    IF v_kind = 'string' AND p_schema ?| ARRAY['minLength', 'maxLength', 'pattern'] THEN
        v_count := length(p_value #>> '{}');
        IF jsonb_typeof(p_schema -> 'minLength') = 'number' AND v_count < (p_schema ->> 'minLength')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be at least %s characters long', p_path, p_schema ->> 'minLength')));
        END IF;
        IF jsonb_typeof(p_schema -> 'maxLength') = 'number' AND v_count > (p_schema ->> 'maxLength')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be at most %s characters long', p_path, p_schema ->> 'maxLength')));
        END IF;
        IF jsonb_typeof(p_schema -> 'pattern') = 'string' THEN
            BEGIN
                IF (p_value #>> '{}') !~ (p_schema ->> 'pattern') THEN
                    v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                                    format('%s must match the pattern %s', p_path, p_schema ->> 'pattern')));
                END IF;
            EXCEPTION WHEN invalid_regular_expression THEN
                NULL;  -- an ECMA-262 construct PostgreSQL does not know: the pattern cannot be checked here
            END;
        END IF;
    END IF;

    -- Numbers
    IF v_kind IN ('integer', 'number') AND p_schema ?| ARRAY['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] THEN
        v_num := (p_value #>> '{}')::numeric;
        IF jsonb_typeof(p_schema -> 'minimum') = 'number' AND v_num < (p_schema ->> 'minimum')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be >= %s', p_path, p_schema ->> 'minimum')));
        END IF;
        IF jsonb_typeof(p_schema -> 'maximum') = 'number' AND v_num > (p_schema ->> 'maximum')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be <= %s', p_path, p_schema ->> 'maximum')));
        END IF;
        IF jsonb_typeof(p_schema -> 'exclusiveMinimum') = 'number' AND v_num <= (p_schema ->> 'exclusiveMinimum')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be > %s', p_path, p_schema ->> 'exclusiveMinimum')));
        END IF;
        IF jsonb_typeof(p_schema -> 'exclusiveMaximum') = 'number' AND v_num >= (p_schema ->> 'exclusiveMaximum')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must be < %s', p_path, p_schema ->> 'exclusiveMaximum')));
        END IF;
        IF jsonb_typeof(p_schema -> 'multipleOf') = 'number' THEN
            v_limit := (p_schema ->> 'multipleOf')::numeric;
            IF v_limit > 0 AND mod(v_num, v_limit) <> 0 THEN
                v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                                format('%s must be a multiple of %s', p_path, p_schema ->> 'multipleOf')));
            END IF;
        END IF;
    END IF;

    -- Objects
    IF v_kind = 'object' AND p_schema ?| ARRAY['required', 'properties', 'patternProperties', 'additionalProperties',
                                                'minProperties', 'maxProperties'] THEN
        IF jsonb_typeof(p_schema -> 'required') = 'array' THEN
            FOR v_key IN SELECT r FROM jsonb_array_elements_text(p_schema -> 'required') AS r LOOP
                IF NOT p_value ? v_key THEN
                    v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', internal.mcp_json_path(p_path, v_key),
                                    'message', internal.mcp_json_path(p_path, v_key) || ' is required'));
                END IF;
            END LOOP;
        END IF;
        v_count := 0;
        FOR v_key, v_item IN SELECT key, value FROM jsonb_each(p_value) ORDER BY key LOOP
            v_count := v_count + 1;
            v_known := false;
            IF jsonb_typeof(p_schema -> 'properties') = 'object' AND p_schema -> 'properties' ? v_key THEN
                v_known := true;
                v_errors := v_errors || internal.mcp_schema_errors(v_item, p_schema -> 'properties' -> v_key,
                                                                   internal.mcp_json_path(p_path, v_key), v_root, p_depth + 1);
            END IF;
            IF jsonb_typeof(p_schema -> 'patternProperties') = 'object' THEN
                FOR v_sub IN SELECT pp.value FROM jsonb_each(p_schema -> 'patternProperties') AS pp
                              WHERE internal.mcp_regex_matches(v_key, pp.key) LOOP
                    v_known := true;
                    v_errors := v_errors || internal.mcp_schema_errors(v_item, v_sub, internal.mcp_json_path(p_path, v_key),
                                                                       v_root, p_depth + 1);
                END LOOP;
            END IF;
            IF NOT v_known AND p_schema ? 'additionalProperties' THEN
                IF p_schema -> 'additionalProperties' = 'false'::jsonb THEN
                    v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', internal.mcp_json_path(p_path, v_key),
                                    'message', internal.mcp_json_path(p_path, v_key) || ' is not an allowed property'));
                ELSE
                    v_errors := v_errors || internal.mcp_schema_errors(v_item, p_schema -> 'additionalProperties',
                                                                       internal.mcp_json_path(p_path, v_key), v_root, p_depth + 1);
                END IF;
            END IF;
        END LOOP;
        IF jsonb_typeof(p_schema -> 'minProperties') = 'number' AND v_count < (p_schema ->> 'minProperties')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must have at least %s properties', p_path, p_schema ->> 'minProperties')));
        END IF;
        IF jsonb_typeof(p_schema -> 'maxProperties') = 'number' AND v_count > (p_schema ->> 'maxProperties')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must have at most %s properties', p_path, p_schema ->> 'maxProperties')));
        END IF;
    END IF;

    -- Arrays
    IF v_kind = 'array' AND p_schema ?| ARRAY['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'] THEN
        v_count := jsonb_array_length(p_value);
        IF jsonb_typeof(p_schema -> 'prefixItems') = 'array' THEN
            v_tuple := jsonb_array_length(p_schema -> 'prefixItems');
            FOR v_index IN 0 .. least(v_count, v_tuple) - 1 LOOP
                v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, p_schema -> 'prefixItems' -> v_index,
                                                                   p_path || '[' || v_index || ']', v_root, p_depth + 1);
            END LOOP;
        ELSIF jsonb_typeof(p_schema -> 'items') = 'array' THEN
            v_tuple := jsonb_array_length(p_schema -> 'items');
            FOR v_index IN 0 .. least(v_count, v_tuple) - 1 LOOP
                v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, p_schema -> 'items' -> v_index,
                                                                   p_path || '[' || v_index || ']', v_root, p_depth + 1);
            END LOOP;
        END IF;
        v_sub := CASE WHEN jsonb_typeof(p_schema -> 'items') IN ('object', 'boolean') THEN p_schema -> 'items'
                      WHEN jsonb_typeof(p_schema -> 'items') = 'array' THEN p_schema -> 'additionalItems' END;
        IF v_sub IS NOT NULL THEN
            FOR v_index IN v_tuple .. v_count - 1 LOOP
                v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, v_sub, p_path || '[' || v_index || ']',
                                                                   v_root, p_depth + 1);
            END LOOP;
        END IF;
        IF jsonb_typeof(p_schema -> 'minItems') = 'number' AND v_count < (p_schema ->> 'minItems')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must have at least %s items', p_path, p_schema ->> 'minItems')));
        END IF;
        IF jsonb_typeof(p_schema -> 'maxItems') = 'number' AND v_count > (p_schema ->> 'maxItems')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must have at most %s items', p_path, p_schema ->> 'maxItems')));
        END IF;
        IF p_schema -> 'uniqueItems' = 'true'::jsonb
           AND (SELECT count(DISTINCT e) FROM jsonb_array_elements(p_value) AS e) < v_count THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message', p_path || ' must not contain duplicate items'));
        END IF;
        IF p_schema ? 'contains'
           AND NOT EXISTS (SELECT FROM jsonb_array_elements(p_value) AS e
                            WHERE internal.mcp_schema_errors(e, p_schema -> 'contains', p_path, v_root, p_depth + 1) = '[]'::jsonb) THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            p_path || ' must contain an item matching the "contains" schema'));
        END IF;
    END IF;

    -- Combinators
    IF NOT p_schema ?| ARRAY['allOf', 'anyOf', 'oneOf', 'not', 'if'] THEN
        RETURN v_errors;
    END IF;
    IF jsonb_typeof(p_schema -> 'allOf') = 'array' THEN
        FOR v_sub IN SELECT s FROM jsonb_array_elements(p_schema -> 'allOf') AS s LOOP
            v_errors := v_errors || internal.mcp_schema_errors(p_value, v_sub, p_path, v_root, p_depth + 1);
        END LOOP;
    END IF;
    IF jsonb_typeof(p_schema -> 'anyOf') = 'array'
       AND NOT EXISTS (SELECT FROM jsonb_array_elements(p_schema -> 'anyOf') AS s
                        WHERE internal.mcp_schema_errors(p_value, s, p_path, v_root, p_depth + 1) = '[]'::jsonb) THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must match at least one of the "anyOf" schemas'));
    END IF;
    IF jsonb_typeof(p_schema -> 'oneOf') = 'array'
       AND (SELECT count(*) FROM jsonb_array_elements(p_schema -> 'oneOf') AS s
             WHERE internal.mcp_schema_errors(p_value, s, p_path, v_root, p_depth + 1) = '[]'::jsonb) <> 1 THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must match exactly one of the "oneOf" schemas'));
    END IF;
    IF p_schema ? 'not' AND internal.mcp_schema_errors(p_value, p_schema -> 'not', p_path, v_root, p_depth + 1) = '[]'::jsonb THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must not match the "not" schema'));
    END IF;
    IF p_schema ? 'if' THEN
        IF internal.mcp_schema_errors(p_value, p_schema -> 'if', p_path, v_root, p_depth + 1) = '[]'::jsonb THEN
            v_errors := v_errors || internal.mcp_schema_errors(p_value, p_schema -> 'then', p_path, v_root, p_depth + 1);
        ELSE
            v_errors := v_errors || internal.mcp_schema_errors(p_value, p_schema -> 'else', p_path, v_root, p_depth + 1);
        END IF;
    END IF;
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_errors(jsonb, jsonb, text, jsonb, integer) IS
    'Validates a JSON value against a JSON Schema (the keywords listed in lib/api/10-mcp-json-schema.sql); '
    'returns [{"path","message"}] naming every violation, [] when the value conforms.';

CREATE OR REPLACE FUNCTION internal.mcp_regex_matches(p_text text, p_pattern text)
RETURNS boolean
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN p_text ~ p_pattern;
EXCEPTION WHEN invalid_regular_expression THEN
    RETURN false;  -- a pattern PostgreSQL cannot compile matches nothing
END
$$;
COMMENT ON FUNCTION internal.mcp_regex_matches(text, text) IS 'Regex match that treats an uncompilable pattern as no match.';
