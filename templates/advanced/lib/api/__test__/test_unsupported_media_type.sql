-- A request content type outside the route's accepts is a 415 (parameters such as charset are ignored).
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM pg_temp.expect('json with charset', (pg_temp.rest('POST', '/t/note', extensions.hstore('content-type', 'application/json; charset=utf-8'), '{}')).status_code, 201);
    v_r := pg_temp.rest('POST', '/t/note', extensions.hstore('content-type', 'application/xml'), '<a/>');
    PERFORM pg_temp.expect('xml', v_r.status_code, 415);
    PERFORM pg_temp.expect('detail', pg_temp.body(v_r) ->> 'detail', 'Supported request content types: application/json, text/plain');
    PERFORM pg_temp.expect('nothing written', (SELECT count(*) FROM internal.test_api_note WHERE body = '<a/>'), 0::bigint);
END
$$;
