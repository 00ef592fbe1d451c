-- lib/api: the OpenAPI 3.1 document of the REST registry, and GET /openapi.json as a REST handler.
--
-- Defines:
--   api.openapi_methods(method_regexp) → text[]    lower-case methods for a method regex
--   api.openapi_document() → jsonb                 SECURITY DEFINER; api and admin
--   REST handler openapi_spec (GET /openapi.json, public, not logged): ETag = "<api.catalog_version()>",
--   If-None-Match → 304.
-- Relies on: 02 (catalog version), 03 (routes), 13 (REST registration). Repeatable (re-registration of an
-- unchanged handler is a no-op).
-- Documented per operation: operationId (function name), summary/description, tags, path parameters, the
-- x-api-version header of version-restricted routes, request body for POST/PUT/PATCH, responses 200 (output
-- schema), 400, 401 (auth routes), 404, 405, 406, 415 (with a body), 422, 428 (floor or readOnly), 500,
-- security, and x-pgmi-min-transaction-isolation / x-pgmi-read-only / x-pgmi-replica-safe /
-- x-pgmi-path-regex (pattern routes). Two versions of one path and method are documented once (first).

CREATE OR REPLACE FUNCTION api.openapi_methods(p_method_regexp text)
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT ARRAY(SELECT lower(m) FROM unnest(internal.http_methods_matching(p_method_regexp)) AS m);
$$;
COMMENT ON FUNCTION api.openapi_methods(text) IS 'Lower-case HTTP methods a route''s method regex accepts: ^GET$ → {get}.';
CALL internal.grant_execute('api.openapi_methods(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION internal.openapi_problem(p_description text)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT jsonb_build_object('description', p_description,
                              'content', jsonb_build_object('application/problem+json',
                                  jsonb_build_object('schema', jsonb_build_object('$ref', '#/components/schemas/Problem'))));
$$;
COMMENT ON FUNCTION internal.openapi_problem(text) IS 'An OpenAPI response object carrying an RFC 9457 problem.';
REVOKE ALL ON FUNCTION internal.openapi_problem(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.openapi_operation(p_handler api.handler, p_route api.rest_route, p_method text)
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object(
               'operationId', p_handler.handler_function_name,
               'summary', p_handler.title,
               'description', p_handler.description,
               'tags', CASE WHEN cardinality(p_handler.tags) > 0 THEN to_jsonb(p_handler.tags) END,
               'security', CASE WHEN p_handler.requires_auth THEN '[{"apiKeyAuth": []}]'::jsonb END,
               'x-pgmi-min-transaction-isolation', p_handler.min_transaction_isolation,
               'x-pgmi-read-only', CASE WHEN p_handler.read_only THEN true END,
               'x-pgmi-replica-safe', CASE WHEN p_handler.read_only
                                           THEN internal.transaction_policy_replica_safe(p_handler.min_transaction_isolation, true) END,
               'x-pgmi-path-regex', CASE WHEN p_route.route_kind = 'pattern' THEN p_route.address_regexp END))
        || CASE WHEN p_route.canonical_path !~ '\{' AND p_route.version_regexp = '.*' THEN '{}'::jsonb
                ELSE jsonb_build_object('parameters', (
                    SELECT jsonb_agg(p ORDER BY ord)
                      FROM (SELECT jsonb_build_object('name', n, 'in', 'path', 'required', true,
                                                      'schema', jsonb_build_object('type', 'string')) AS p, ord
                              FROM unnest(api.path_template_params(p_route.canonical_path)) WITH ORDINALITY AS t(n, ord)
                            UNION ALL
                            SELECT jsonb_build_object('name', 'x-api-version', 'in', 'header', 'required', '' !~ p_route.version_regexp,
                                                      'schema', jsonb_build_object('type', 'string', 'pattern', p_route.version_regexp)), 1000
                             WHERE p_route.version_regexp <> '.*') AS params))
           END
        || CASE WHEN p_method IN ('post', 'put', 'patch') THEN jsonb_build_object('requestBody', jsonb_build_object(
               'required', p_handler.input_json_schema IS NOT NULL,
               'content', jsonb_build_object(
                   CASE WHEN p_handler.accepts[1] LIKE '%*%' THEN 'application/json' ELSE p_handler.accepts[1] END,
                   jsonb_build_object('schema', coalesce(p_handler.input_json_schema::jsonb, '{}')))))
           ELSE '{}'::jsonb END
        || jsonb_build_object('responses',
               jsonb_build_object(
                   '200', jsonb_build_object('description', 'Success', 'content', jsonb_build_object(
                              CASE WHEN p_handler.produces[1] LIKE '%*%' THEN 'application/json' ELSE p_handler.produces[1] END,
                              jsonb_build_object('schema', coalesce(p_handler.output_json_schema::jsonb, '{}')))),
                   '400', internal.openapi_problem('Malformed request'),
                   '404', internal.openapi_problem('Not found'),
                   '405', internal.openapi_problem('Method not allowed'),
                   '406', internal.openapi_problem('Not acceptable'),
                   '422', internal.openapi_problem('Unprocessable entity'),
                   '500', internal.openapi_problem('Internal error'))
               || CASE WHEN p_method IN ('post', 'put', 'patch')
                       THEN jsonb_build_object('415', internal.openapi_problem('Unsupported media type')) ELSE '{}' END
               || CASE WHEN p_handler.requires_auth
                       THEN jsonb_build_object('401', internal.openapi_problem('Authentication required')) ELSE '{}' END
               || CASE WHEN p_handler.min_transaction_isolation IS NOT NULL OR p_handler.read_only
                       THEN jsonb_build_object('428', internal.openapi_problem('Transaction too weak for this route (pgmi.transaction_*)'))
                       ELSE '{}' END);
$$;
COMMENT ON FUNCTION internal.openapi_operation(api.handler, api.rest_route, text) IS 'One OpenAPI operation object for a REST route and method.';
REVOKE ALL ON FUNCTION internal.openapi_operation(api.handler, api.rest_route, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.openapi_document()
RETURNS jsonb
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    WITH ops AS (
        SELECT DISTINCT ON (r.canonical_path, m)
               r.canonical_path AS path, m AS method, r.sequence_number,
               internal.openapi_operation(h, r, m) AS operation
          FROM api.rest_route r
          JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         CROSS JOIN LATERAL unnest(api.openapi_methods(r.method_regexp)) AS m
         ORDER BY r.canonical_path, m, r.sequence_number),
    paths AS (
        SELECT path, jsonb_object_agg(method, operation) AS item, min(sequence_number) AS first_seen
          FROM ops GROUP BY path)
    SELECT jsonb_build_object(
        'openapi', '3.1.0',
        'info', jsonb_build_object('title', current_database() || ' API', 'version', '1.0.0',
                                   'x-pgmi-catalog-version', api.catalog_version()),
        'paths', coalesce((SELECT jsonb_object_agg(path, item) FROM paths), '{}'),
        'components', jsonb_build_object(
            'securitySchemes', jsonb_build_object('apiKeyAuth', jsonb_build_object(
                'type', 'http', 'scheme', 'bearer', 'bearerFormat', 'API key',
                'description', 'Send an API key as "Authorization: Bearer <key>". The gateway validates it and '
                               'passes only the verified identity to the database.')),
            'schemas', jsonb_build_object('Problem', jsonb_build_object(
                'type', 'object',
                'description', 'RFC 9457 problem details',
                'properties', jsonb_build_object(
                    'type', jsonb_build_object('type', 'string'), 'title', jsonb_build_object('type', 'string'),
                    'status', jsonb_build_object('type', 'integer'), 'detail', jsonb_build_object('type', 'string'),
                    'instance', jsonb_build_object('type', 'string'), 'code', jsonb_build_object('type', 'string'),
                    'invalid-params', jsonb_build_object('type', 'array')),
                'required', jsonb_build_array('title', 'status')))));
$$;
COMMENT ON FUNCTION api.openapi_document() IS
    'OpenAPI 3.1 document of every live REST route (paths keyed by canonical path template). Serve it with '
    'ETag "<api.catalog_version()>".';
CALL internal.grant_execute('api.openapi_document()', 'api', 'admin');

SELECT api.create_or_replace_rest_handler(
    jsonb_build_object(
        'id', 'a7f02000-0004-4000-8000-00000000a001',
        'name', 'openapi_spec',
        'path', '/openapi.json',
        'httpMethod', '^GET$',
        'title', 'OpenAPI document',
        'description', 'The OpenAPI 3.1 description of this API. Strong ETag = catalog version; If-None-Match → 304.',
        'requiresAuth', false,
        'autoLog', false,
        'tags', jsonb_build_array('meta'),
        'produces', jsonb_build_array('application/json'),
        'outputSchema', jsonb_build_object('type', 'object', 'required', jsonb_build_array('openapi', 'paths'))),
    $body$
DECLARE
    v_etag text := '"' || api.catalog_version() || '"';
    v_inm  text := api.header(request.headers, 'if-none-match');
BEGIN
    IF v_inm IS NOT NULL
       AND (btrim(v_inm) = '*'
            OR v_etag = ANY (SELECT btrim(regexp_replace(btrim(tag), '^W/', '')) FROM unnest(string_to_array(v_inm, ',')) AS tag)) THEN
        RETURN ROW(304, hstore(ARRAY['etag', v_etag, 'cache-control', 'no-cache']), NULL)::api.http_response;
    END IF;
    RETURN ROW(200, hstore(ARRAY['etag', v_etag, 'cache-control', 'no-cache', 'content-type', 'application/json']),
               convert_to(api.openapi_document()::text, 'UTF8'))::api.http_response;
END;
$body$);
