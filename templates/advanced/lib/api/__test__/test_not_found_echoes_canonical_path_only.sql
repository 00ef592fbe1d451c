-- 404 problems name the method and the canonical path, never the query string (tokens must not be reflected).
DO $$
DECLARE
    v_r api.http_response := pg_temp.rest('GET', '/no/such//route/?access_token=s3cr3t');
BEGIN
    PERFORM pg_temp.expect('status', v_r.status_code, 404);
    PERFORM pg_temp.expect('detail', pg_temp.body(v_r) ->> 'detail', 'No route matches GET /no/such/route');
    PERFORM pg_temp.expect('no secret anywhere', convert_from(v_r.content, 'UTF8') || v_r.headers::text LIKE '%s3cr3t%', false);
    PERFORM pg_temp.expect('no-store', v_r.headers OPERATOR(extensions.->) 'cache-control', 'no-store');
END
$$;
