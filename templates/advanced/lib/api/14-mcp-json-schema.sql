-- lib/api: a JSON Schema validator in SQL, for tool arguments (inputSchema) and tool results
-- (structuredContent against outputSchema).
--
-- Defines (internal, owner-only, pure; IMMUTABLE except mcp_json_path, STABLE like to_jsonb so that it inlines):
--   internal.mcp_json_type(value) → text             integer | number | string | boolean | object | array | null
--   internal.mcp_json_path(path, key) → text         arguments.a, arguments["odd key"], arguments.items[2]
--   internal.mcp_schema_ref_target(root, ref) → jsonb   the subschema "#" or "#/a/b~1c/d%25e" names; NULL if none
--   internal.mcp_regex_matches(text, pattern) → boolean   an uncompilable pattern matches nothing
--   internal.mcp_schema_type_fits(kind, type) → boolean   the common case of "type", inlined
--   internal.mcp_schema_{type,value,string,number,object,array,combinator}_errors(…) → jsonb   one keyword family
--       each (type; enum/const; strings; numbers; objects; arrays; allOf/anyOf/oneOf/not/if), same shape
--   internal.mcp_schema_errors(value, schema, path, root, depth) → jsonb   [{"path","message"}], [] when valid:
--       $ref, then each family whose keywords the schema has
--   internal.mcp_schema_keywords(schema) → (path, keyword, value)   every keyword of every subschema
--   internal.mcp_schema_unsupported(schema) → text    what mcp_schema_errors would not check; NULL when nothing
--   internal.mcp_refuse_unsupported_schema(kind, key, schema)   raises 22023 naming it (tool registration)
-- Relies on: internal.meta_fail (lib/api/11-registration.sql). Repeatable. No trust boundary. mcp_schema_errors and its
-- families pin no search_path (they recurse once per schema node; a SET clause costs every call): their callers
-- pin pg_catalog, pg_temp and they qualify their own names.
--
-- Supported keywords (draft 2020-12 and draft-07 spellings), at any depth:
--   type (incl. arrays of types; "integer" = a number without fraction), enum, const,
--   properties, required, additionalProperties (false or a schema), patternProperties, minProperties, maxProperties,
--   propertyNames, dependentRequired, dependentSchemas, dependencies (draft-07),
--   items (schema, or a draft-07 tuple array), prefixItems, additionalItems, minItems, maxItems, uniqueItems,
--   contains, minContains, maxContains,
--   minLength, maxLength, pattern, minimum, maximum, exclusiveMinimum, exclusiveMaximum (number form), multipleOf,
--   allOf, anyOf, oneOf, not, if/then/else, $ref to the same document ("#", "#/$defs/x", "#/definitions/x").
-- Annotations, not checked (as 2020-12 specifies by default): format, title, description, default, examples,
-- deprecated, readOnly, writeOnly, content*, $comment, $anchor. Keywords JSON Schema does not define are ignored.
-- Refused when a tool is registered (mcp_schema_unsupported): unevaluatedProperties, unevaluatedItems,
-- $dynamicRef/$dynamicAnchor, $recursiveRef/$recursiveAnchor, a $ref outside the schema or to nowhere, a $id below
-- the root of a schema with $ref, the draft-04 boolean exclusiveMinimum/Maximum, and a pattern (or
-- patternProperties key) PostgreSQL cannot compile. Lengths count characters.
-- Checked against the official JSON Schema Test Suite (draft 7): test/sql/json-schema-suite.test.ts.

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

CREATE OR REPLACE FUNCTION internal.mcp_schema_ref_target(p_root jsonb, p_ref text)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    -- A JSON Pointer in a URI fragment: percent-decoded first (RFC 3986), then ~1 → / and ~0 → ~ (RFC 6901).
    SELECT CASE WHEN p_ref = '#' THEN p_root
                WHEN p_ref LIKE '#/%' THEN p_root #> ARRAY(
                    SELECT replace(replace(CASE WHEN strpos(t.seg, '%') = 0 THEN t.seg ELSE (
                               SELECT convert_from(string_agg(CASE WHEN r.m[1] IS NOT NULL THEN decode(r.m[1], 'hex')
                                                                   ELSE convert_to(r.m[2], 'UTF8') END, ''::bytea ORDER BY r.ord), 'UTF8')
                                 FROM regexp_matches(t.seg, '%([0-9A-Fa-f]{2})|([^%]+|%)', 'g') WITH ORDINALITY AS r(m, ord)) END,
                           '~1', '/'), '~0', '~')
                      FROM unnest(string_to_array(substr(p_ref, 3), '/')) WITH ORDINALITY AS t(seg, ord)
                     ORDER BY t.ord) END;
$$;
COMMENT ON FUNCTION internal.mcp_schema_ref_target(jsonb, text) IS
    'The subschema a local $ref names ("#", or a JSON Pointer fragment such as "#/$defs/a%25b"); NULL when it names none.';

-- ---------------------------------------------------------------------------------------------------
-- The keyword families, one function each, called by internal.mcp_schema_errors only when the schema has a
-- keyword of the family (and, for a type-specific family, the value is of that type). Each returns the
-- family's errors, [] when none. The families that hold subschemas recurse through mcp_schema_errors with
-- p_depth + 1, so that the nesting limit stays where it is checked.
-- ---------------------------------------------------------------------------------------------------

-- type, the common case: whether a value of this mcp_json_type fits "type" (a string or an array of them; anything
-- else constrains nothing). No sub-query, so it inlines into mcp_schema_errors' check on every schema node; an
-- array with a JSON null in it fits every value, as a comparison with NULL fails no check.
CREATE OR REPLACE FUNCTION internal.mcp_schema_type_fits(p_kind text, p_type jsonb)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $fn$
    SELECT CASE jsonb_typeof(p_type)
               WHEN 'string' THEN p_type #>> '{}' = p_kind OR (p_kind = 'integer' AND p_type #>> '{}' = 'number')
               WHEN 'array' THEN p_type ? p_kind OR (p_kind = 'integer' AND p_type ? 'number') OR p_type @> '[null]'
               ELSE true
           END;
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_type_fits(text, jsonb) IS
    'JSON Schema "type": whether a value of the given mcp_json_type fits it (true when "type" is neither a string nor an array).';
REVOKE ALL ON FUNCTION internal.mcp_schema_type_fits(text, jsonb) FROM PUBLIC;

-- type, when it does not fit: the one error of a value of the wrong type ([] when it fits after all). ([] when it fits, or "type" is neither a string nor an array).
CREATE OR REPLACE FUNCTION internal.mcp_schema_type_errors(p_kind text, p_type jsonb, p_path text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_types text[];
BEGIN
    IF jsonb_typeof(p_type) = 'string' THEN
        v_types := ARRAY[p_type #>> '{}'];
    ELSIF jsonb_typeof(p_type) = 'array' THEN
        v_types := ARRAY(SELECT jsonb_array_elements_text(p_type));
    END IF;
    IF v_types IS NOT NULL AND NOT (p_kind = ANY (v_types) OR (p_kind = 'integer' AND 'number' = ANY (v_types))) THEN
        RETURN jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                   format('%s must be %s, got %s', p_path, array_to_string(v_types, ' or '),
                          CASE p_kind WHEN 'integer' THEN 'number' ELSE p_kind END)));
    END IF;
    RETURN '[]';
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_type_errors(text, jsonb, text) IS
    'JSON Schema "type" for a value of the given mcp_json_type: [] when it fits, else its one error.';
REVOKE ALL ON FUNCTION internal.mcp_schema_type_errors(text, jsonb, text) FROM PUBLIC;

-- enum, const: the value itself.
CREATE OR REPLACE FUNCTION internal.mcp_schema_value_errors(p_value jsonb, p_schema jsonb, p_path text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
BEGIN
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
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_value_errors(jsonb, jsonb, text) IS
    'JSON Schema enum and const: the value must equal one of the listed values, or the constant.';
REVOKE ALL ON FUNCTION internal.mcp_schema_value_errors(jsonb, jsonb, text) FROM PUBLIC;

-- minLength, maxLength, pattern: a string (lengths count characters).
CREATE OR REPLACE FUNCTION internal.mcp_schema_string_errors(p_value jsonb, p_schema jsonb, p_path text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
    v_count  integer;
BEGIN
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
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_string_errors(jsonb, jsonb, text) IS
    'JSON Schema minLength, maxLength (in characters) and pattern for a string value; an uncompilable pattern is not checked.';
REVOKE ALL ON FUNCTION internal.mcp_schema_string_errors(jsonb, jsonb, text) FROM PUBLIC;

-- minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf: a number.
CREATE OR REPLACE FUNCTION internal.mcp_schema_number_errors(p_value jsonb, p_schema jsonb, p_path text)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
    v_num    numeric;
    v_limit  numeric;
BEGIN
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
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_number_errors(jsonb, jsonb, text) IS
    'JSON Schema minimum, maximum, exclusiveMinimum, exclusiveMaximum (number form) and multipleOf for a number value.';
REVOKE ALL ON FUNCTION internal.mcp_schema_number_errors(jsonb, jsonb, text) FROM PUBLIC;

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

-- The families below that hold subschemas call internal.mcp_schema_errors, and it calls them: this declares
-- it first (its full body follows them), so that every function in this file is defined before it is used.
CREATE OR REPLACE FUNCTION internal.mcp_schema_errors(
    p_value jsonb,
    p_schema jsonb,
    p_path text DEFAULT 'value',
    p_root jsonb DEFAULT NULL,
    p_depth integer DEFAULT 0)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
AS $fn$
    SELECT NULL::jsonb;
$fn$;

-- required, properties, patternProperties, additionalProperties, propertyNames, dependent*, min/maxProperties: an object.
CREATE OR REPLACE FUNCTION internal.mcp_schema_object_errors(p_value jsonb, p_schema jsonb, p_path text, p_root jsonb, p_depth integer)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
    v_key    text;
    v_sub    jsonb;
    v_item   jsonb;
    v_count  integer := 0;
    v_known  boolean;
BEGIN
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
                                                               internal.mcp_json_path(p_path, v_key), p_root, p_depth + 1);
        END IF;
        IF jsonb_typeof(p_schema -> 'patternProperties') = 'object' THEN
            FOR v_sub IN SELECT pp.value FROM jsonb_each(p_schema -> 'patternProperties') AS pp
                          WHERE internal.mcp_regex_matches(v_key, pp.key) LOOP
                v_known := true;
                v_errors := v_errors || internal.mcp_schema_errors(v_item, v_sub, internal.mcp_json_path(p_path, v_key),
                                                                   p_root, p_depth + 1);
            END LOOP;
        END IF;
        IF NOT v_known AND p_schema ? 'additionalProperties' THEN
            IF p_schema -> 'additionalProperties' = 'false'::jsonb THEN
                v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', internal.mcp_json_path(p_path, v_key),
                                'message', internal.mcp_json_path(p_path, v_key) || ' is not an allowed property'));
            ELSE
                v_errors := v_errors || internal.mcp_schema_errors(v_item, p_schema -> 'additionalProperties',
                                                                   internal.mcp_json_path(p_path, v_key), p_root, p_depth + 1);
            END IF;
        END IF;
        IF p_schema ? 'propertyNames' THEN
            v_sub := internal.mcp_schema_errors(to_jsonb(v_key), p_schema -> 'propertyNames', 'name', p_root, p_depth + 1);
            IF v_sub <> '[]'::jsonb THEN
                v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', internal.mcp_json_path(p_path, v_key),
                                'message', format('%s: the property name is not allowed (%s)', internal.mcp_json_path(p_path, v_key),
                                                  v_sub -> 0 ->> 'message')));
            END IF;
        END IF;
    END LOOP;
    -- A present property requires others (an array: dependentRequired) or the object to match a schema
    -- (dependentSchemas); draft-07's dependencies holds either.
    IF p_schema ?| ARRAY['dependentRequired', 'dependentSchemas', 'dependencies'] THEN
        FOR v_key, v_sub IN SELECT d.key, d.value
                              FROM unnest(ARRAY['dependentRequired', 'dependentSchemas', 'dependencies']) AS k(keyword)
                             CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(p_schema -> k.keyword) = 'object'
                                                                THEN p_schema -> k.keyword ELSE '{}' END) AS d
                             WHERE p_value ? d.key LOOP
            IF jsonb_typeof(v_sub) = 'array' THEN
                FOR v_item IN SELECT r FROM jsonb_array_elements(v_sub) AS r WHERE NOT p_value ? (r #>> '{}') LOOP
                    v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', internal.mcp_json_path(p_path, v_item #>> '{}'),
                                    'message', format('%s is required when %s is present', internal.mcp_json_path(p_path, v_item #>> '{}'),
                                                      internal.mcp_json_path(p_path, v_key))));
                END LOOP;
            ELSE
                v_errors := v_errors || internal.mcp_schema_errors(p_value, v_sub, p_path, p_root, p_depth + 1);
            END IF;
        END LOOP;
    END IF;
    IF jsonb_typeof(p_schema -> 'minProperties') = 'number' AND v_count < (p_schema ->> 'minProperties')::numeric THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        format('%s must have at least %s properties', p_path, p_schema ->> 'minProperties')));
    END IF;
    IF jsonb_typeof(p_schema -> 'maxProperties') = 'number' AND v_count > (p_schema ->> 'maxProperties')::numeric THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        format('%s must have at most %s properties', p_path, p_schema ->> 'maxProperties')));
    END IF;
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_object_errors(jsonb, jsonb, text, jsonb, integer) IS
    'JSON Schema required, properties, patternProperties, additionalProperties, propertyNames, dependentRequired, dependentSchemas, dependencies (draft-07), minProperties and maxProperties for an object value.';
REVOKE ALL ON FUNCTION internal.mcp_schema_object_errors(jsonb, jsonb, text, jsonb, integer) FROM PUBLIC;

-- prefixItems, items, additionalItems, min/maxItems, uniqueItems, contains, min/maxContains: an array.
CREATE OR REPLACE FUNCTION internal.mcp_schema_array_errors(p_value jsonb, p_schema jsonb, p_path text, p_root jsonb, p_depth integer)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
    v_sub    jsonb;
    v_index  integer;
    v_count  integer;
    v_limit  numeric;
    v_tuple  integer := 0;
BEGIN
    v_count := jsonb_array_length(p_value);
    IF jsonb_typeof(p_schema -> 'prefixItems') = 'array' THEN
        v_tuple := jsonb_array_length(p_schema -> 'prefixItems');
        FOR v_index IN 0 .. least(v_count, v_tuple) - 1 LOOP
            v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, p_schema -> 'prefixItems' -> v_index,
                                                               p_path || '[' || v_index || ']', p_root, p_depth + 1);
        END LOOP;
    ELSIF jsonb_typeof(p_schema -> 'items') = 'array' THEN
        v_tuple := jsonb_array_length(p_schema -> 'items');
        FOR v_index IN 0 .. least(v_count, v_tuple) - 1 LOOP
            v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, p_schema -> 'items' -> v_index,
                                                               p_path || '[' || v_index || ']', p_root, p_depth + 1);
        END LOOP;
    END IF;
    v_sub := CASE WHEN jsonb_typeof(p_schema -> 'items') IN ('object', 'boolean') THEN p_schema -> 'items'
                  WHEN jsonb_typeof(p_schema -> 'items') = 'array' THEN p_schema -> 'additionalItems' END;
    IF v_sub IS NOT NULL THEN
        FOR v_index IN v_tuple .. v_count - 1 LOOP
            v_errors := v_errors || internal.mcp_schema_errors(p_value -> v_index, v_sub, p_path || '[' || v_index || ']',
                                                               p_root, p_depth + 1);
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
    IF p_schema ? 'contains' AND NOT p_schema ?| ARRAY['minContains', 'maxContains']
       AND NOT EXISTS (SELECT FROM jsonb_array_elements(p_value) AS e
                        WHERE internal.mcp_schema_errors(e, p_schema -> 'contains', p_path, p_root, p_depth + 1) = '[]'::jsonb) THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must contain an item matching the "contains" schema'));
    END IF;
    IF p_schema ? 'contains' AND p_schema ?| ARRAY['minContains', 'maxContains'] THEN
        SELECT count(*) INTO v_index FROM jsonb_array_elements(p_value) AS e
         WHERE internal.mcp_schema_errors(e, p_schema -> 'contains', p_path, p_root, p_depth + 1) = '[]'::jsonb;
        v_limit := CASE WHEN jsonb_typeof(p_schema -> 'minContains') = 'number' THEN (p_schema ->> 'minContains')::numeric ELSE 1 END;
        IF v_index < v_limit THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must contain at least %s items matching the "contains" schema', p_path, v_limit)));
        END IF;
        IF jsonb_typeof(p_schema -> 'maxContains') = 'number' AND v_index > (p_schema ->> 'maxContains')::numeric THEN
            v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                            format('%s must contain at most %s items matching the "contains" schema', p_path, p_schema ->> 'maxContains')));
        END IF;
    END IF;
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_array_errors(jsonb, jsonb, text, jsonb, integer) IS
    'JSON Schema prefixItems, items (schema or draft-07 tuple), additionalItems, minItems, maxItems, uniqueItems, contains, minContains and maxContains for an array value.';
REVOKE ALL ON FUNCTION internal.mcp_schema_array_errors(jsonb, jsonb, text, jsonb, integer) FROM PUBLIC;

-- allOf, anyOf, oneOf, not, if/then/else: any value.
CREATE OR REPLACE FUNCTION internal.mcp_schema_combinator_errors(p_value jsonb, p_schema jsonb, p_path text, p_root jsonb, p_depth integer)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
AS $fn$
DECLARE
    v_errors jsonb := '[]';
    v_sub    jsonb;
BEGIN
    IF jsonb_typeof(p_schema -> 'allOf') = 'array' THEN
        FOR v_sub IN SELECT s FROM jsonb_array_elements(p_schema -> 'allOf') AS s LOOP
            v_errors := v_errors || internal.mcp_schema_errors(p_value, v_sub, p_path, p_root, p_depth + 1);
        END LOOP;
    END IF;
    IF jsonb_typeof(p_schema -> 'anyOf') = 'array'
       AND NOT EXISTS (SELECT FROM jsonb_array_elements(p_schema -> 'anyOf') AS s
                        WHERE internal.mcp_schema_errors(p_value, s, p_path, p_root, p_depth + 1) = '[]'::jsonb) THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must match at least one of the "anyOf" schemas'));
    END IF;
    IF jsonb_typeof(p_schema -> 'oneOf') = 'array'
       AND (SELECT count(*) FROM jsonb_array_elements(p_schema -> 'oneOf') AS s
             WHERE internal.mcp_schema_errors(p_value, s, p_path, p_root, p_depth + 1) = '[]'::jsonb) <> 1 THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must match exactly one of the "oneOf" schemas'));
    END IF;
    IF p_schema ? 'not' AND internal.mcp_schema_errors(p_value, p_schema -> 'not', p_path, p_root, p_depth + 1) = '[]'::jsonb THEN
        v_errors := v_errors || jsonb_build_array(jsonb_build_object('path', p_path, 'message',
                        p_path || ' must not match the "not" schema'));
    END IF;
    IF p_schema ? 'if' THEN
        IF internal.mcp_schema_errors(p_value, p_schema -> 'if', p_path, p_root, p_depth + 1) = '[]'::jsonb THEN
            v_errors := v_errors || internal.mcp_schema_errors(p_value, p_schema -> 'then', p_path, p_root, p_depth + 1);
        ELSE
            v_errors := v_errors || internal.mcp_schema_errors(p_value, p_schema -> 'else', p_path, p_root, p_depth + 1);
        END IF;
    END IF;
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_combinator_errors(jsonb, jsonb, text, jsonb, integer) IS
    'JSON Schema allOf, anyOf, oneOf, not and if/then/else, for a value of any type.';
REVOKE ALL ON FUNCTION internal.mcp_schema_combinator_errors(jsonb, jsonb, text, jsonb, integer) FROM PUBLIC;

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
    v_target  jsonb;
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
        v_target := internal.mcp_schema_ref_target(v_root, p_schema ->> '$ref');
        IF v_target IS NOT NULL THEN
            v_errors := v_errors || internal.mcp_schema_errors(p_value, v_target, p_path, v_root, p_depth + 1);
        END IF;
    END IF;

    -- Each family is called only when the schema has one of its keywords: this function runs once per schema
    -- node of every tools/call, and most nodes have a few keywords of one family.
    IF p_schema ? 'type' AND NOT internal.mcp_schema_type_fits(v_kind, p_schema -> 'type') THEN
        -- A value of the wrong type makes the other keywords meaningless.
        RETURN v_errors || internal.mcp_schema_type_errors(v_kind, p_schema -> 'type', p_path);
    END IF;
    IF p_schema ?| ARRAY['enum', 'const'] THEN
        v_errors := v_errors || internal.mcp_schema_value_errors(p_value, p_schema, p_path);
    END IF;
    IF v_kind = 'string' AND p_schema ?| ARRAY['minLength', 'maxLength', 'pattern'] THEN
        v_errors := v_errors || internal.mcp_schema_string_errors(p_value, p_schema, p_path);
    END IF;
    IF v_kind IN ('integer', 'number') AND p_schema ?| ARRAY['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'] THEN
        v_errors := v_errors || internal.mcp_schema_number_errors(p_value, p_schema, p_path);
    END IF;
    IF v_kind = 'object' AND p_schema ?| ARRAY['required', 'properties', 'patternProperties', 'additionalProperties',
                                                'minProperties', 'maxProperties', 'propertyNames', 'dependentRequired',
                                                'dependentSchemas', 'dependencies'] THEN
        v_errors := v_errors || internal.mcp_schema_object_errors(p_value, p_schema, p_path, v_root, p_depth);
    END IF;
    IF v_kind = 'array' AND p_schema ?| ARRAY['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'] THEN
        v_errors := v_errors || internal.mcp_schema_array_errors(p_value, p_schema, p_path, v_root, p_depth);
    END IF;
    IF p_schema ?| ARRAY['allOf', 'anyOf', 'oneOf', 'not', 'if'] THEN
        v_errors := v_errors || internal.mcp_schema_combinator_errors(p_value, p_schema, p_path, v_root, p_depth);
    END IF;
    RETURN v_errors;
END
$fn$;
COMMENT ON FUNCTION internal.mcp_schema_errors(jsonb, jsonb, text, jsonb, integer) IS
    'Validates a JSON value against a JSON Schema (the keywords listed in lib/api/14-mcp-json-schema.sql); '
    'returns [{"path","message"}] naming every violation, [] when the value conforms.';

CREATE OR REPLACE FUNCTION internal.mcp_schema_keywords(p_schema jsonb)
RETURNS TABLE (path text, keyword text, value jsonb)
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    -- Walks the subschemas (not enum/const/default values, whose keys are data) to 64 levels; path is a JSON
    -- Pointer fragment ("#/properties/a/items").
    WITH RECURSIVE node(path, schema, depth) AS (
        SELECT '#'::text, p_schema, 0
        UNION ALL
        SELECT n.path || '/' || c.rel, c.sub, n.depth + 1
          FROM node n
         CROSS JOIN LATERAL (
                SELECT k.key || '/' || replace(replace(m.key, '~', '~0'), '/', '~1') AS rel, m.value AS sub
                  FROM jsonb_each(CASE WHEN jsonb_typeof(n.schema) = 'object' THEN n.schema ELSE '{}' END) AS k
                 CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(k.value) = 'object' THEN k.value ELSE '{}' END) AS m
                 WHERE k.key IN ('properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies')
                UNION ALL
                SELECT k.key, k.value
                  FROM jsonb_each(CASE WHEN jsonb_typeof(n.schema) = 'object' THEN n.schema ELSE '{}' END) AS k
                 WHERE k.key IN ('additionalProperties', 'propertyNames', 'items', 'additionalItems', 'contains', 'not',
                                 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'contentSchema')
                UNION ALL
                SELECT k.key || '/' || (a.ord - 1), a.value
                  FROM jsonb_each(CASE WHEN jsonb_typeof(n.schema) = 'object' THEN n.schema ELSE '{}' END) AS k
                 CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(k.value) = 'array' THEN k.value ELSE '[]' END)
                       WITH ORDINALITY AS a(value, ord)
                 WHERE k.key IN ('allOf', 'anyOf', 'oneOf', 'prefixItems', 'items')
             ) AS c
         WHERE jsonb_typeof(c.sub) = 'object' AND n.depth < 64
    )
    SELECT n.path, k.key, k.value
      FROM node n
     CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(n.schema) = 'object' THEN n.schema ELSE '{}' END) AS k;
$$;
COMMENT ON FUNCTION internal.mcp_schema_keywords(jsonb) IS
    'Every keyword of every object subschema of a JSON Schema: (JSON Pointer path, keyword, value).';

CREATE OR REPLACE FUNCTION internal.mcp_schema_unsupported(p_schema jsonb)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_word    record;
    v_has_ref boolean;
BEGIN
    IF jsonb_typeof(p_schema) IS DISTINCT FROM 'object' THEN
        RETURN NULL;
    END IF;
    v_has_ref := EXISTS (SELECT FROM internal.mcp_schema_keywords(p_schema) AS k WHERE k.keyword = '$ref');
    FOR v_word IN SELECT k.path, k.keyword, k.value FROM internal.mcp_schema_keywords(p_schema) AS k ORDER BY k.path, k.keyword LOOP
        IF v_word.keyword IN ('unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$dynamicAnchor',
                              '$recursiveRef', '$recursiveAnchor') THEN
            RETURN format('uses "%s" at %s, which pgmi''s JSON Schema validator does not check', v_word.keyword, v_word.path);
        ELSIF v_word.keyword = '$ref' AND (jsonb_typeof(v_word.value) <> 'string'
                                           OR NOT (v_word.value #>> '{}' = '#' OR v_word.value #>> '{}' LIKE '#/%')) THEN
            RETURN format('has "$ref": %s at %s: only references inside the schema ("#", "#/$defs/…") are resolved',
                          v_word.value, v_word.path);
        ELSIF v_word.keyword = '$ref' AND internal.mcp_schema_ref_target(p_schema, v_word.value #>> '{}') IS NULL THEN
            RETURN format('has "$ref": %s at %s, which names nothing in the schema', v_word.value, v_word.path);
        ELSIF v_word.keyword = '$id' AND v_word.path <> '#' AND v_has_ref THEN
            RETURN format('has "$id" at %s, below the root of a schema that uses "$ref" (references resolve from the root only)',
                          v_word.path);
        ELSIF v_word.keyword IN ('exclusiveMinimum', 'exclusiveMaximum') AND jsonb_typeof(v_word.value) = 'boolean' THEN
            RETURN format('uses the draft-04 boolean form of "%s" at %s; give the bound as a number', v_word.keyword, v_word.path);
        ELSIF v_word.keyword = 'pattern' AND jsonb_typeof(v_word.value) = 'string' THEN
            BEGIN
                PERFORM '' ~ (v_word.value #>> '{}');
            EXCEPTION WHEN invalid_regular_expression THEN
                RETURN format('has "pattern": %s at %s, which PostgreSQL cannot compile as a regular expression', v_word.value, v_word.path);
            END;
        ELSIF v_word.keyword = 'patternProperties' AND jsonb_typeof(v_word.value) = 'object' THEN
            BEGIN
                PERFORM count(*) FROM jsonb_object_keys(v_word.value) AS t(pattern) WHERE '' ~ t.pattern;
            EXCEPTION WHEN invalid_regular_expression THEN
                RETURN format('has a "patternProperties" key at %s that PostgreSQL cannot compile as a regular expression', v_word.path);
            END;
        END IF;
    END LOOP;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_schema_unsupported(jsonb) IS
    'What internal.mcp_schema_errors would leave unchecked in a schema (an unsupported keyword, a $ref it cannot '
    'resolve, a pattern PostgreSQL cannot compile), naming the keyword and where; NULL when it checks everything.';

CREATE OR REPLACE FUNCTION internal.mcp_refuse_unsupported_schema(p_kind text, p_key text, p_schema jsonb)
RETURNS void
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_problem text := internal.mcp_schema_unsupported(p_schema);
BEGIN
    IF v_problem IS NOT NULL THEN
        PERFORM internal.meta_fail(p_kind, p_key, v_problem,
            'Tool schemas are checked in SQL on every call, so a keyword that would be ignored is refused instead. '
            'Supported: see docs/mcp.md §5 (e.g. additionalProperties instead of unevaluatedProperties, $defs with "#/$defs/…" references).');
    END IF;
END
$$;
COMMENT ON FUNCTION internal.mcp_refuse_unsupported_schema(text, text, jsonb) IS
    'Raises 22023 (internal.meta_fail) when a tool''s inputSchema or outputSchema uses what the validator would not check.';
