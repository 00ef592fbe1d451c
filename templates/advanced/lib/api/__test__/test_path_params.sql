-- Handlers get canonical_path and path_params: names from the template, values percent-decoded ("+" kept);
-- a uri-only route names its capture groups p1, p2, …; a uri with a documenting path uses the path's names.
DO $$
DECLARE
    v_body jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000e-4000-8000-000000000001", "path": "/orgs/{orgId}/users/{userId}", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('path', request.canonical_path, 'params', request.path_params, 'url', request.url)); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000e-4000-8000-000000000002", "uri": "^/things/([^/]+)/parts/([^/]+)$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, request.path_params); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000e-4000-8000-000000000003", "path": "/items/{itemId}", "uri": "^/items/([0-9]+)$", "example": "/items/42", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, request.path_params); END; $b$);
    v_body := pg_temp.body(pg_temp.rest('GET', '/orgs/acme%20inc/users/a+b%2Fc?x=1'));
    PERFORM pg_temp.expect('params', v_body -> 'params', '{"orgId": "acme inc", "userId": "a+b/c"}'::jsonb);
    PERFORM pg_temp.expect('canonical path', v_body ->> 'path', '/orgs/acme%20inc/users/a+b%2Fc');
    PERFORM pg_temp.expect('raw url kept', v_body ->> 'url', '/orgs/acme%20inc/users/a+b%2Fc?x=1');
    PERFORM pg_temp.expect('uri groups', pg_temp.body(pg_temp.rest('GET', '/things/t1/parts/p2')), '{"p1": "t1", "p2": "p2"}'::jsonb);
    PERFORM pg_temp.expect('path names with uri', pg_temp.body(pg_temp.rest('GET', '/items/7')), '{"itemId": "7"}'::jsonb);
    PERFORM pg_temp.expect('uri regex still applies', (pg_temp.rest('GET', '/items/seven')).status_code, 404);
    PERFORM pg_temp.expect('static routes get {}', pg_temp.body(pg_temp.rest('GET', '/t/public')) ? 'ok', true);
END
$$;
