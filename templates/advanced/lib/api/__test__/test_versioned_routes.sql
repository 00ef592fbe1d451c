-- x-api-version (else accept-version) selects among versions of one path; a version-restricted route is not
-- found without the header.
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000f-4000-8000-000000000001", "path": "/t/versioned", "version": "^v1$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"v": 1}'); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000f-4000-8000-000000000002", "path": "/t/versioned", "version": "^v2$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{"v": 2}'); END; $b$);
    PERFORM pg_temp.expect('v1', pg_temp.body(pg_temp.rest('GET', '/t/versioned', extensions.hstore('x-api-version', 'v1'))) ->> 'v', '1');
    PERFORM pg_temp.expect('v2 via accept-version', pg_temp.body(pg_temp.rest('GET', '/t/versioned', extensions.hstore('accept-version', 'v2'))) ->> 'v', '2');
    PERFORM pg_temp.expect('no header', (pg_temp.rest('GET', '/t/versioned')).status_code, 404);
    PERFORM pg_temp.expect('unknown version', (pg_temp.rest('GET', '/t/versioned', extensions.hstore('x-api-version', 'v3'))).status_code, 404);
END
$$;
