-- A path served for other methods answers 405 with Allow (GET implies HEAD; OPTIONS always listed); OPTIONS
-- itself answers 204 with Allow; HEAD runs the GET route and returns no body but the GET content-length.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    v_r := pg_temp.rest('GET', '/t/note');
    PERFORM pg_temp.expect('GET on POST-only', v_r.status_code, 405);
    PERFORM pg_temp.expect('allow', v_r.headers OPERATOR(extensions.->) 'allow', 'POST, OPTIONS');
    PERFORM pg_temp.expect('detail', pg_temp.body(v_r) ->> 'detail', 'GET is not allowed on /t/note. Allowed: POST, OPTIONS');
    PERFORM pg_temp.expect('problem type', v_r.headers OPERATOR(extensions.->) 'content-type', 'application/problem+json');
    v_r := pg_temp.rest('OPTIONS', '/t/public');
    PERFORM pg_temp.expect('OPTIONS status', v_r.status_code, 204);
    PERFORM pg_temp.expect('OPTIONS allow', v_r.headers OPERATOR(extensions.->) 'allow', 'GET, HEAD, OPTIONS');
    PERFORM pg_temp.expect('OPTIONS body', v_r.content, NULL::bytea);
    v_r := pg_temp.rest('HEAD', '/t/public');
    PERFORM pg_temp.expect('HEAD status', v_r.status_code, 200);
    PERFORM pg_temp.expect('HEAD body', v_r.content, NULL::bytea);
    PERFORM pg_temp.expect('HEAD content-length', (v_r.headers OPERATOR(extensions.->) 'content-length')::integer,
                           octet_length((pg_temp.rest('GET', '/t/public')).content));
END
$$;
