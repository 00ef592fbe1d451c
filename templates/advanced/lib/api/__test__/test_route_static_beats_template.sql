-- Dispatch precedence: a static path wins over a template that also matches, in either registration order;
-- among templates, literal segments earlier win (/p/b/{y} beats /p/{x}/c for /p/b/c).
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000b-4000-8000-000000000001", "path": "/s/special", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"route": "static"}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000b-4000-8000-000000000002", "path": "/s/{x}", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"route": "template"}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000b-4000-8000-000000000003", "path": "/p/{x}/c", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"route": "x-c"}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000b-4000-8000-000000000004", "path": "/p/b/{y}", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"route": "b-y"}'); END; $b$);
    PERFORM pg_temp.expect('static', pg_temp.body(pg_temp.rest('GET', '/s/special')) ->> 'route', 'static');
    PERFORM pg_temp.expect('template', pg_temp.body(pg_temp.rest('GET', '/s/other')) ->> 'route', 'template');
    PERFORM pg_temp.expect('more literal first', pg_temp.body(pg_temp.rest('GET', '/p/b/c')) ->> 'route', 'b-y');
    PERFORM pg_temp.expect('other template', pg_temp.body(pg_temp.rest('GET', '/p/a/c')) ->> 'route', 'x-c');
    PERFORM pg_temp.expect('route kinds', (SELECT array_agg(route_kind ORDER BY handler_object_id) FROM api.rest_route
                                            WHERE handler_object_id::text LIKE '7e570000-000b-%'), ARRAY['static', 'template', 'template', 'template']);
END
$$;
