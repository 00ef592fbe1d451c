-- Malformed requests never reach a handler: a method over 16 characters or not a token → 400, a URL over 8192
-- characters → 414, an empty target → 400.
DO $$
BEGIN
    PERFORM pg_temp.expect('long method', pg_temp.body(pg_temp.rest('ABCDEFGHIJKLMNOPQ', '/t/public')) ->> 'detail', 'HTTP method too long');
    PERFORM pg_temp.expect('bad method', (pg_temp.rest('GE T', '/t/public')).status_code, 400);
    PERFORM pg_temp.expect('long url', (pg_temp.rest('GET', '/t/public?' || repeat('x', 8200))).status_code, 414);
    PERFORM pg_temp.expect('empty url', (pg_temp.rest('GET', '  ')).status_code, 400);
    PERFORM pg_temp.expect('NULL method', (api.rest_invoke(NULL, '/t/public')).status_code, 400);
END
$$;
