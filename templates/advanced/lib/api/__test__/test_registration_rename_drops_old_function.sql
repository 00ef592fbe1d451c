-- Re-registering an id under a new name drops the old function, creates the new one, and the registry
-- and route point to the new name; the route keeps serving.
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0004-4000-8000-000000000001", "name": "t_rename_old", "path": "/t/rename", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"v": 1}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0004-4000-8000-000000000001", "name": "t_rename_new", "path": "/t/rename", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"v": 2}'); END; $b$);
    PERFORM pg_temp.expect('old function dropped', to_regprocedure('api.t_rename_old(api.rest_request)') IS NULL, true);
    PERFORM pg_temp.expect('new function exists', to_regprocedure('api.t_rename_new(api.rest_request)') IS NOT NULL, true);
    PERFORM pg_temp.expect('registry name',
        (SELECT handler_function_name FROM api.handler WHERE object_id = '7e570000-0004-4000-8000-000000000001'), 't_rename_new');
    PERFORM pg_temp.expect('route name',
        (SELECT route_name FROM api.rest_route WHERE handler_object_id = '7e570000-0004-4000-8000-000000000001'), 't_rename_new');
    PERFORM pg_temp.expect('serves the new body', pg_temp.body(pg_temp.rest('GET', '/t/rename')) ->> 'v', '2');
END
$$;
