-- A uri regex without capture groups (^/users/\d+$) registers as an opaque pattern route and serves.
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0010-4000-8000-000000000001", "uri": "^/numbers/\\d+$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('path', request.canonical_path)); END; $b$);
    PERFORM pg_temp.expect('kind', (SELECT route_kind FROM api.rest_route WHERE handler_object_id = '7e570000-0010-4000-8000-000000000001'), 'pattern');
    PERFORM pg_temp.expect('serves', pg_temp.body(pg_temp.rest('GET', '/numbers/123')) ->> 'path', '/numbers/123');
    PERFORM pg_temp.expect('regex applies', (pg_temp.rest('GET', '/numbers/abc')).status_code, 404);
END
$$;
