-- A tool schema that uses what the SQL validator would not check is refused at registration (22023 naming the
-- keyword and where), instead of being ignored on every call; annotations (format, title, …) and keywords JSON
-- Schema does not define are accepted. The keywords added for the official suite (propertyNames, dependentRequired,
-- dependentSchemas, dependencies, minContains/maxContains, percent-escaped $ref) are checked.
DO $$
DECLARE
    v_case  record;
    v_error jsonb;
BEGIN
    FOR v_case IN SELECT * FROM (VALUES
        ('inputSchema', '{"type": "object", "properties": {"a": {"type": "object", "unevaluatedProperties": false}}}'::jsonb,
         'inputSchema" uses "unevaluatedProperties" at #/properties/a'),
        ('inputSchema', '{"type": "object", "$dynamicRef": "#meta"}', 'uses "$dynamicRef" at #'),
        ('inputSchema', '{"type": "object", "properties": {"a": {"$ref": "https://example.com/a.json"}}}',
         'has "$ref": "https://example.com/a.json" at #/properties/a: only references inside the schema'),
        ('inputSchema', '{"type": "object", "properties": {"a": {"$ref": "#/$defs/missing"}}}', 'which names nothing in the schema'),
        ('inputSchema', '{"type": "object", "properties": {"n": {"type": "number", "minimum": 0, "exclusiveMinimum": true}}}',
         'draft-04 boolean form of "exclusiveMinimum" at #/properties/n'),
        ('inputSchema', '{"type": "object", "properties": {"s": {"type": "string", "pattern": "\\p{L}+"}}}', 'PostgreSQL cannot compile'),
        ('inputSchema', '{"type": "object", "patternProperties": {"(": {}}}', '"patternProperties" key at #'),
        ('outputSchema', '{"type": "object", "properties": {"a": {"type": "array", "unevaluatedItems": false}}}',
         'outputSchema" uses "unevaluatedItems" at #/properties/a')
    ) AS c(key, schema, message) LOOP
        v_error := pg_temp.expect_error(format('SELECT pg_temp.mcpt(190, %L::jsonb, %L)',
                       jsonb_build_object('type', 'tool', 'name', 'mcpt_unchecked', 'description', 'x', v_case.key, v_case.schema),
                       'BEGIN RETURN NULL; END;'), '22023');
        PERFORM pg_temp.expect('the refusal names ' || v_case.message || ': ' || (v_error ->> 'message'),
                               strpos(v_error ->> 'message', v_case.message) > 0, true);
        PERFORM pg_temp.expect('the refusal''s hint points to the supported keywords', v_error ->> 'hint' LIKE '%docs/mcp.md%', true);
    END LOOP;
    PERFORM pg_temp.expect('refused tools are not registered', (SELECT count(*) FROM api.mcp_route WHERE mcp_name = 'mcpt_unchecked'), 0);

    -- Annotations and keywords JSON Schema does not define are not refused.
    PERFORM pg_temp.mcpt(191, '{"type": "tool", "name": "mcpt_annotated", "description": "x",
        "inputSchema": {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "title": "T",
                        "properties": {"when": {"type": "string", "format": "date-time", "examples": ["2026-01-01T00:00:00Z"],
                                                "x-order": 1, "deprecated": true}},
                        "$defs": {"d": {"$anchor": "d", "type": "string"}}}}',
        'BEGIN RETURN NULL; END;');
    PERFORM pg_temp.expect('an annotated tool is registered', (SELECT count(*) FROM api.mcp_route WHERE mcp_name = 'mcpt_annotated'), 1);

    -- The validator checks what the suite asked for.
    PERFORM pg_temp.expect('propertyNames', internal.mcp_schema_errors('{"Ab": 1}', '{"propertyNames": {"pattern": "^[a-z]+$"}}', 'v') -> 0 ->> 'message',
                           'v.Ab: the property name is not allowed (name must match the pattern ^[a-z]+$)');
    PERFORM pg_temp.expect('dependentRequired', internal.mcp_schema_errors('{"card": 1}', '{"dependentRequired": {"card": ["cvc"]}}', 'v') -> 0 ->> 'message',
                           'v.cvc is required when v.card is present');
    PERFORM pg_temp.expect('dependentSchemas', internal.mcp_schema_errors('{"card": 1}', '{"dependentSchemas": {"card": {"required": ["cvc"]}}}', 'v') -> 0 ->> 'message',
                           'v.cvc is required');
    PERFORM pg_temp.expect('dependencies (draft-07) without the property', internal.mcp_schema_errors('{"x": 1}', '{"dependencies": {"card": ["cvc"]}}', 'v'), '[]'::jsonb);
    PERFORM pg_temp.expect('minContains', internal.mcp_schema_errors('[1, "a"]', '{"contains": {"type": "integer"}, "minContains": 2}', 'v') -> 0 ->> 'message',
                           'v must contain at least 2 items matching the "contains" schema');
    PERFORM pg_temp.expect('maxContains', internal.mcp_schema_errors('[1, 2]', '{"contains": {"type": "integer"}, "maxContains": 1}', 'v') -> 0 ->> 'message',
                           'v must contain at most 1 items matching the "contains" schema');
    PERFORM pg_temp.expect('minContains 0 accepts no match', internal.mcp_schema_errors('["a"]', '{"contains": {"type": "integer"}, "minContains": 0}', 'v'), '[]'::jsonb);
    PERFORM pg_temp.expect('a percent-escaped $ref', internal.mcp_schema_errors('"x"', '{"$ref": "#/$defs/a%25b", "$defs": {"a%b": {"type": "integer"}}}', 'v') -> 0 ->> 'message',
                           'v must be integer, got string');
END
$$;
