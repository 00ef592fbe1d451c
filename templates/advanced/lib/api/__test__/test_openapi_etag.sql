-- GET /openapi.json: 200 with a strong ETag = "<catalog version>" and cache-control: no-cache; If-None-Match
-- with it (also weak, in a list, or *) → 304 without a body; a stale tag → 200; the ETag equals
-- x-pgmi-catalog-version on every response and changes when a route changes, not otherwise.
DO $$
DECLARE
    v_r    api.http_response := pg_temp.rest('GET', '/openapi.json');
    v_etag text;
BEGIN
    v_etag := v_r.headers OPERATOR(extensions.->) 'etag';
    PERFORM pg_temp.expect('status', v_r.status_code, 200);
    PERFORM pg_temp.expect('etag format', v_etag ~ '^"[0-9a-f]{64}"$', true);
    PERFORM pg_temp.expect('cache-control', v_r.headers OPERATOR(extensions.->) 'cache-control', 'no-cache');
    PERFORM pg_temp.expect('body', pg_temp.body(v_r), api.openapi_document());
    PERFORM pg_temp.expect('etag = catalog version', v_etag, '"' || (v_r.headers OPERATOR(extensions.->) 'x-pgmi-catalog-version') || '"');
    PERFORM pg_temp.expect('same stamp elsewhere', (pg_temp.rest('GET', '/t/public')).headers OPERATOR(extensions.->) 'x-pgmi-catalog-version', trim(both '"' from v_etag));
    v_r := pg_temp.rest('GET', '/openapi.json', extensions.hstore('if-none-match', v_etag));
    PERFORM pg_temp.expect('304', v_r.status_code, 304);
    PERFORM pg_temp.expect('304 body', v_r.content, NULL::bytea);
    PERFORM pg_temp.expect('304 no content-length', v_r.headers OPERATOR(extensions.?) 'content-length', false);
    PERFORM pg_temp.expect('weak in list', (pg_temp.rest('GET', '/openapi.json', extensions.hstore('if-none-match', '"x", W/' || v_etag))).status_code, 304);
    PERFORM pg_temp.expect('star', (pg_temp.rest('GET', '/openapi.json', extensions.hstore('if-none-match', '*'))).status_code, 304);
    PERFORM pg_temp.expect('stale', (pg_temp.rest('GET', '/openapi.json', extensions.hstore('if-none-match', '"stale"'))).status_code, 200);
    PERFORM pg_temp.expect('unchanged', (pg_temp.rest('GET', '/openapi.json')).headers OPERATOR(extensions.->) 'etag', v_etag);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001c-4000-8000-000000000001", "uri": "^/t/etag$"}', $b$ BEGIN RETURN NULL; END; $b$);
    PERFORM pg_temp.expect('new route, new etag', (pg_temp.rest('GET', '/openapi.json')).headers OPERATOR(extensions.->) 'etag' <> v_etag, true);
    v_etag := (pg_temp.rest('GET', '/openapi.json')).headers OPERATOR(extensions.->) 'etag';
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001c-4000-8000-000000000001", "uri": "^/t/etag2$"}', $b$ BEGIN RETURN NULL; END; $b$);
    PERFORM pg_temp.expect('changed uri, new etag', (pg_temp.rest('GET', '/openapi.json')).headers OPERATOR(extensions.->) 'etag' <> v_etag, true);
END
$$;
