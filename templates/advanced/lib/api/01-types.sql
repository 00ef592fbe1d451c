-- lib/api: the types every handler and gateway speaks.
--
-- Defines:
--   api.handler_type        enum rest | rpc | mcp_tool | mcp_resource | mcp_prompt
--   api.rest_request        (method, url, headers, content, canonical_path, path_params)   REST handler input
--   api.rpc_request         (route_id, headers, content, method, params, id)               RPC handler input
--   api.mcp_request         (arguments, uri, context, request_id)                          MCP handler input
--   api.http_response       (status_code, headers, content)                                REST and RPC output
--   api.mcp_response        (envelope)                                                     MCP output
--   api.json_schema         jsonb domain: a plausible JSON Schema (top level checked)
--   api.xml_schema          xml domain: an xsd:schema document
--
-- Relies on: extensions.hstore (setup/02). Repeatable: types are created once, and attributes added by
-- later template versions are appended with ALTER TYPE … ADD ATTRIBUTE, so handler functions that use the
-- types keep working across redeploys (a composite type is never dropped).
-- The first four fields of api.rest_request and the first three of api.rpc_request are the reference
-- implementation's; the trailing fields are additions (handlers written for the reference ignore them).

DO $$
BEGIN
    IF pg_catalog.to_regtype('api.handler_type') IS NULL THEN
        CREATE TYPE api.handler_type AS ENUM ('rest', 'rpc', 'mcp_tool', 'mcp_resource', 'mcp_prompt');
    END IF;
    IF pg_catalog.to_regtype('api.rest_request') IS NULL THEN
        CREATE TYPE api.rest_request AS (method text, url text, headers extensions.hstore, content bytea);
    END IF;
    IF pg_catalog.to_regtype('api.rpc_request') IS NULL THEN
        CREATE TYPE api.rpc_request AS (route_id uuid, headers extensions.hstore, content bytea);
    END IF;
    IF pg_catalog.to_regtype('api.mcp_request') IS NULL THEN
        CREATE TYPE api.mcp_request AS (arguments jsonb, uri text, context jsonb, request_id jsonb);
    END IF;
    IF pg_catalog.to_regtype('api.http_response') IS NULL THEN
        CREATE TYPE api.http_response AS (status_code integer, headers extensions.hstore, content bytea);
    END IF;
    IF pg_catalog.to_regtype('api.mcp_response') IS NULL THEN
        CREATE TYPE api.mcp_response AS (envelope jsonb);
    END IF;
END
$$;

-- Appends an attribute to a composite type when it is missing (idempotent schema evolution).
CREATE OR REPLACE PROCEDURE pg_temp.api_types_add_attribute(p_type regtype, p_name text, p_type_sql text)
LANGUAGE plpgsql
AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_attribute a
                     JOIN pg_catalog.pg_type t ON t.typrelid = a.attrelid
                    WHERE t.oid = p_type AND a.attname = p_name AND NOT a.attisdropped) THEN
        EXECUTE pg_catalog.format('ALTER TYPE %s ADD ATTRIBUTE %I %s CASCADE', p_type, p_name, p_type_sql);
    END IF;
END
$$;
CALL pg_temp.api_types_add_attribute('api.rest_request', 'canonical_path', 'text');
CALL pg_temp.api_types_add_attribute('api.rest_request', 'path_params', 'jsonb');
CALL pg_temp.api_types_add_attribute('api.rpc_request', 'method', 'text');
CALL pg_temp.api_types_add_attribute('api.rpc_request', 'params', 'jsonb');
CALL pg_temp.api_types_add_attribute('api.rpc_request', 'id', 'jsonb');

COMMENT ON TYPE api.handler_type IS 'Protocol of a handler: rest, rpc, mcp_tool, mcp_resource, mcp_prompt.';
COMMENT ON TYPE api.rest_request IS
    'REST handler input. method: upper-case (HEAD arrives as HEAD); url: the request target as sent (path and '
    'query); headers: lower-case keys; content: raw body; canonical_path: the normalised request path the route '
    'matched (e.g. /items/42); path_params: {"name": "decoded value"} from the route''s path template.';
COMMENT ON TYPE api.rpc_request IS
    'RPC handler input. route_id: the handler id; headers: lower-case keys; content: the raw JSON-RPC body; '
    'method, params, id: taken from the validated envelope (id is NULL for notifications).';
COMMENT ON TYPE api.mcp_request IS
    'MCP handler input. arguments: tool/prompt arguments (NULL for resources); uri: the resource URI (NULL '
    'otherwise); context: the gateway context (identity); request_id: the JSON-RPC id, type preserved.';
COMMENT ON TYPE api.http_response IS 'REST/RPC output: status code, headers (hstore, any case), body bytes (NULL for none).';
COMMENT ON TYPE api.mcp_response IS 'MCP output: the complete JSON-RPC response object.';

-- ---------------------------------------------------------------------------------------------------
-- JSON Schema plausibility check. Only the top level is inspected: it catches the usual mistakes
-- ({} , a string, {"type": 42}) without shipping a validator.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.is_valid_json_schema(p_schema jsonb)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE
        WHEN p_schema IS NULL THEN true
        WHEN jsonb_typeof(p_schema) = 'boolean' THEN true
        WHEN jsonb_typeof(p_schema) <> 'object' THEN false
        ELSE
            p_schema ?| ARRAY['type', '$ref', 'enum', 'const', 'allOf', 'anyOf', 'oneOf', 'not', 'properties',
                              'items', 'additionalProperties', '$id', '$schema', '$defs', 'definitions']
            AND NOT EXISTS (
                SELECT FROM jsonb_each(p_schema) AS e(key, value)
                 WHERE (e.key IN ('$schema', '$id', '$ref', 'title', 'description', '$comment', 'format', 'pattern')
                        AND jsonb_typeof(e.value) <> 'string')
                    OR (e.key IN ('properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas',
                                  'dependentRequired', 'dependencies')
                        AND jsonb_typeof(e.value) <> 'object')
                    OR (e.key IN ('enum', 'allOf', 'anyOf', 'oneOf', 'prefixItems')
                        AND jsonb_typeof(e.value) <> 'array')
                    OR (e.key = 'required'
                        AND (jsonb_typeof(e.value) <> 'array'
                             OR EXISTS (SELECT FROM jsonb_array_elements(e.value) r WHERE jsonb_typeof(r) <> 'string')))
                    OR (e.key = 'type'
                        AND NOT (
                            (jsonb_typeof(e.value) = 'string'
                             AND e.value #>> '{}' IN ('string', 'number', 'integer', 'boolean', 'object', 'array', 'null'))
                            OR (jsonb_typeof(e.value) = 'array' AND jsonb_array_length(e.value) > 0
                                AND NOT EXISTS (SELECT FROM jsonb_array_elements(e.value) t
                                                 WHERE jsonb_typeof(t) <> 'string'
                                                    OR t #>> '{}' NOT IN ('string', 'number', 'integer', 'boolean',
                                                                          'object', 'array', 'null')))))
                    OR (e.key IN ('not', 'if', 'then', 'else', 'contains', 'propertyNames', 'additionalProperties',
                                  'unevaluatedProperties', 'additionalItems', 'unevaluatedItems')
                        AND jsonb_typeof(e.value) NOT IN ('object', 'boolean'))
                    OR (e.key = 'items' AND jsonb_typeof(e.value) NOT IN ('object', 'array', 'boolean')))
    END;
$$;
COMMENT ON FUNCTION api.is_valid_json_schema(jsonb) IS
    'True when the value is NULL, a boolean, or an object that looks like a JSON Schema at its top level '
    '(at least one schema keyword; keyword values of the right JSON type). {} and {"type": 42} are rejected.';
CALL internal.grant_execute('api.is_valid_json_schema(jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.is_xml_schema_document(p_doc xml)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT p_doc IS NULL
        OR (p_doc IS DOCUMENT
            AND xpath_exists('/xs:schema', p_doc, ARRAY[ARRAY['xs', 'http://www.w3.org/2001/XMLSchema']]));
$$;
COMMENT ON FUNCTION api.is_xml_schema_document(xml) IS 'True when the value is NULL or an XML document whose root is xs:schema.';
CALL internal.grant_execute('api.is_xml_schema_document(xml)', 'api', 'admin');

DO $$
BEGIN
    IF pg_catalog.to_regtype('api.json_schema') IS NULL THEN
        CREATE DOMAIN api.json_schema AS jsonb CONSTRAINT ck_json_schema_valid CHECK (api.is_valid_json_schema(VALUE));
    END IF;
    IF pg_catalog.to_regtype('api.xml_schema') IS NULL THEN
        CREATE DOMAIN api.xml_schema AS xml CONSTRAINT ck_xml_schema_valid CHECK (api.is_xml_schema_document(VALUE));
    END IF;
END
$$;
COMMENT ON DOMAIN api.json_schema IS 'A JSON Schema (checked at the top level by api.is_valid_json_schema); violation raises 23514.';
COMMENT ON DOMAIN api.xml_schema IS 'An XML Schema document (root xs:schema); violation raises 23514.';
