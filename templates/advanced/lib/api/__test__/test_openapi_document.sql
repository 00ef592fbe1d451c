-- api.openapi_document(): OpenAPI 3.1 with the bearer API-key scheme; every live REST route under its canonical
-- template with operationId, path parameters, security only where auth is required, 401 only there, 428 where a
-- floor or readOnly exists, policy extensions, version header, tags, and HEAD-free method lists.
DO $$
DECLARE
    v_doc jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001b-4000-8000-000000000001", "path": "/orgs/{orgId}/users/{userId}", "tags": ["orgs"]}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001b-4000-8000-000000000002", "uri": "^/things/([^/]+)/parts/([^/]+)$", "httpMethod": "^GET$"}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001b-4000-8000-000000000003", "path": "/t/ser", "httpMethod": "^GET$", "minTransactionIsolation": "serializable", "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001b-4000-8000-000000000004", "path": "/t/rr-ro", "httpMethod": "^GET$", "minTransactionIsolation": "repeatable read", "readOnly": true}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001b-4000-8000-000000000005", "path": "/t/v3", "httpMethod": "^GET$", "version": "^v3$"}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    v_doc := api.openapi_document();
    PERFORM pg_temp.expect('openapi', v_doc ->> 'openapi', '3.1.0');
    PERFORM pg_temp.expect('title', v_doc #>> '{info,title}', current_database() || ' API');
    PERFORM pg_temp.expect('scheme', (v_doc #> '{components,securitySchemes,apiKeyAuth}') - 'description',
                           '{"type": "http", "scheme": "bearer", "bearerFormat": "API key"}'::jsonb);
    PERFORM pg_temp.expect('openapi.json operationId', v_doc #>> '{paths,/openapi.json,get,operationId}', 'openapi_spec');
    PERFORM pg_temp.expect('public: no security', v_doc #> '{paths,/openapi.json,get}' ? 'security', false);
    PERFORM pg_temp.expect('public: no 401', v_doc #> '{paths,/openapi.json,get,responses}' ? '401', false);
    PERFORM pg_temp.expect('public: 404/405', v_doc #> '{paths,/openapi.json,get,responses}' ?& ARRAY['404', '405'], true);
    PERFORM pg_temp.expect('auth: security', v_doc #> '{paths,/t/private,get,security}', '[{"apiKeyAuth": []}]'::jsonb);
    PERFORM pg_temp.expect('auth: 401', v_doc #> '{paths,/t/private,get,responses}' ? '401', true);
    PERFORM pg_temp.expect('template path params', v_doc #> ARRAY['paths', '/orgs/{orgId}/users/{userId}', 'get', 'parameters'],
        '[{"name": "orgId", "in": "path", "required": true, "schema": {"type": "string"}},
          {"name": "userId", "in": "path", "required": true, "schema": {"type": "string"}}]'::jsonb);
    PERFORM pg_temp.expect('tags', v_doc #> ARRAY['paths', '/orgs/{orgId}/users/{userId}', 'get', 'tags'], '["orgs"]'::jsonb);
    PERFORM pg_temp.expect('default methods', (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(v_doc #> ARRAY['paths', '/orgs/{orgId}/users/{userId}']) k),
                           ARRAY['delete', 'get', 'patch', 'post', 'put']);
    PERFORM pg_temp.expect('uri-only path', v_doc -> 'paths' ? '/things/{p1}/parts/{p2}', true);
    PERFORM pg_temp.expect('floor extension', v_doc #>> '{paths,/t/ser,get,x-pgmi-min-transaction-isolation}', 'serializable');
    PERFORM pg_temp.expect('no floor, no extension', v_doc #> '{paths,/openapi.json,get}' ? 'x-pgmi-min-transaction-isolation', false);
    PERFORM pg_temp.expect('428 with floor', v_doc #> '{paths,/t/ser,get,responses}' ? '428', true);
    PERFORM pg_temp.expect('serializable not replica-safe', v_doc #> '{paths,/t/ser,get,x-pgmi-replica-safe}', 'false'::jsonb);
    PERFORM pg_temp.expect('rr read-only replica-safe', v_doc #> '{paths,/t/rr-ro,get}' @> '{"x-pgmi-read-only": true, "x-pgmi-replica-safe": true}', true);
    PERFORM pg_temp.expect('read-write: no read-only keys', v_doc #> '{paths,/t/private,get}' ?| ARRAY['x-pgmi-read-only', 'x-pgmi-replica-safe'], false);
    PERFORM pg_temp.expect('version header', v_doc #> '{paths,/t/v3,get,parameters,0}',
                           '{"name": "x-api-version", "in": "header", "required": true, "schema": {"type": "string", "pattern": "^v3$"}}'::jsonb);
    PERFORM pg_temp.expect('POST request body', v_doc #> '{paths,/t/note,post,requestBody,content}' ? 'application/json', true);
    PERFORM pg_temp.expect('no HEAD', EXISTS (SELECT FROM jsonb_each(v_doc -> 'paths') p WHERE p.value ? 'head'), false);
    PERFORM pg_temp.expect('helpers', ARRAY[api.path_template_to_regex('/hello'), api.path_template_to_regex('/orgs/{orgId}/users/{userId}')],
                           ARRAY['^/hello$', '^/orgs/([^/]+)/users/([^/]+)$']);
    PERFORM pg_temp.expect('params helper', api.path_template_params('/orgs/{orgId}/users/{userId}'), ARRAY['orgId', 'userId']);
    PERFORM pg_temp.expect('methods helper', api.openapi_methods('^GET$'), ARRAY['get']);
END
$$;
