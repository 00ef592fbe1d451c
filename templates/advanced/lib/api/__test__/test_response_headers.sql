-- Response headers: lower-case keys; registered responseHeaders override the handler's; a default content-type
-- when the handler sets none (exactly one content-type otherwise); content-length of the body; x-route-id,
-- x-pgmi-catalog-version and vary stamped; cache-control private, no-store on authenticated routes; no
-- content-length on 204/304.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0014-4000-8000-000000000001", "path": "/t/headers", "requiresAuth": false,
          "responseHeaders": {"X-Custom-Header": "registered", "X-Frame-Options": "DENY", "x-include-schema": "false"}}',
        $b$ BEGIN RETURN ROW(200, hstore(ARRAY['X-Custom-Header', 'handler', 'X-Other', 'kept']), convert_to('{"a":1}', 'UTF8'))::api.http_response; END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0014-4000-8000-000000000002", "path": "/t/csv", "requiresAuth": false, "produces": ["text/csv"]}',
        $b$ BEGIN RETURN ROW(200, hstore('Content-Type', 'text/csv'), convert_to('a,b', 'UTF8'))::api.http_response; END; $b$);
    v_r := pg_temp.rest('GET', '/t/headers');
    PERFORM pg_temp.expect('registered wins', v_r.headers OPERATOR(extensions.->) 'x-custom-header', 'registered');
    PERFORM pg_temp.expect('handler header kept', v_r.headers OPERATOR(extensions.->) 'x-other', 'kept');
    PERFORM pg_temp.expect('x-frame-options', v_r.headers OPERATOR(extensions.->) 'x-frame-options', 'DENY');
    PERFORM pg_temp.expect('directive not sent', v_r.headers OPERATOR(extensions.?) 'x-include-schema', false);
    PERFORM pg_temp.expect('no upper-case keys', (SELECT count(*) FROM extensions.each(v_r.headers) e WHERE e.key <> lower(e.key)), 0::bigint);
    PERFORM pg_temp.expect('default content-type', v_r.headers OPERATOR(extensions.->) 'content-type', 'application/json; charset=utf-8');
    PERFORM pg_temp.expect('content-length', v_r.headers OPERATOR(extensions.->) 'content-length', '7');
    PERFORM pg_temp.expect('x-route-id', v_r.headers OPERATOR(extensions.->) 'x-route-id', '7e570000-0014-4000-8000-000000000001');
    PERFORM pg_temp.expect('catalog version', v_r.headers OPERATOR(extensions.->) 'x-pgmi-catalog-version', api.catalog_version());
    PERFORM pg_temp.expect('vary', v_r.headers OPERATOR(extensions.->) 'vary', 'accept, x-api-version, accept-version, authorization');
    PERFORM pg_temp.expect('execution time', (v_r.headers OPERATOR(extensions.->) 'x-execution-time-ms') ~ '^[0-9]+(\.[0-9]+)?$', true);
    PERFORM pg_temp.expect('public: no cache-control', v_r.headers OPERATOR(extensions.?) 'cache-control', false);
    v_r := pg_temp.rest('GET', '/t/csv');
    PERFORM pg_temp.expect('one content-type', (SELECT count(*) FROM extensions.each(v_r.headers) e WHERE e.key = 'content-type'), 1::bigint);
    PERFORM pg_temp.expect('csv', v_r.headers OPERATOR(extensions.->) 'content-type', 'text/csv');
    v_r := pg_temp.rest('GET', '/t/private', pg_temp.alice());
    PERFORM pg_temp.expect('auth route cache-control', v_r.headers OPERATOR(extensions.->) 'cache-control', 'private, no-store');
    v_r := internal.finalize_response(ROW(304, extensions.hstore('Content-Type', 'application/json'), NULL)::api.http_response, NULL, clock_timestamp());
    PERFORM pg_temp.expect('304 no content-length', v_r.headers OPERATOR(extensions.?) 'content-length', false);
    PERFORM pg_temp.expect('304 keeps content-type', v_r.headers OPERATOR(extensions.->) 'content-type', 'application/json');
    v_r := internal.finalize_response(api.json_response(200, '{}'), NULL, clock_timestamp());
    PERFORM pg_temp.expect('{} length', v_r.headers OPERATOR(extensions.->) 'content-length', '2');
END
$$;
