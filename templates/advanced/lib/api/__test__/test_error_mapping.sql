-- Handler failures map to documented statuses with generic details; the raw message never reaches the client,
-- except for the P04xx codes a handler raises on purpose (their MESSAGE is the detail).
DO $$
DECLARE
    v_case record;
    v_r    api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0011-4000-8000-000000000001", "path": "/t/fail/{code}", "requiresAuth": false}',
        $b$ BEGIN RAISE EXCEPTION 'secret internal detail 42' USING ERRCODE = request.path_params ->> 'code'; END; $b$);
    FOR v_case IN SELECT * FROM (VALUES
        ('23505', 409, 'Conflict', 'Resource already exists'),
        ('23514', 422, 'Unprocessable Entity', 'A submitted value violates a constraint'),
        ('23502', 400, 'Bad Request', 'A required value is missing'),
        ('23503', 400, 'Bad Request', 'References a resource that does not exist'),
        ('22P02', 400, 'Bad Request', 'A submitted value is malformed'),
        ('22023', 400, 'Bad Request', 'A submitted parameter value is invalid'),
        ('22001', 422, 'Unprocessable Entity', 'A submitted value is too long'),
        ('22003', 422, 'Unprocessable Entity', 'A submitted number is out of range'),
        ('22007', 400, 'Bad Request', 'A submitted date or time is malformed'),
        ('22008', 422, 'Unprocessable Entity', 'A submitted date or time is out of range'),
        ('42501', 403, 'Forbidden', 'Not permitted'),
        ('55P03', 503, 'Service Unavailable', 'The resource is busy; retry later'),
        ('P0001', 500, 'Internal Server Error', 'An internal error occurred'),
        ('XX000', 500, 'Internal Server Error', 'An internal error occurred'),
        ('P0404', 404, 'Not Found', 'secret internal detail 42'),
        ('P0409', 409, 'Conflict', 'secret internal detail 42'),
        ('P0499', 400, 'Bad Request', 'secret internal detail 42')
    ) AS c(code, status, title, detail) LOOP
        v_r := pg_temp.rest('GET', '/t/fail/' || v_case.code);
        PERFORM pg_temp.expect(v_case.code || ' status', v_r.status_code, v_case.status);
        PERFORM pg_temp.expect(v_case.code || ' problem', pg_temp.body(v_r),
            jsonb_build_object('type', 'about:blank', 'title', v_case.title, 'status', v_case.status, 'detail', v_case.detail));
        PERFORM pg_temp.expect(v_case.code || ' no sqlstate header', v_r.headers OPERATOR(extensions.?) 'x-error-sqlstate', false);
    END LOOP;
    PERFORM pg_temp.expect('retry-after on 503', (pg_temp.rest('GET', '/t/fail/55P03')).headers OPERATOR(extensions.->) 'retry-after', '1');
    -- A real malformed body (api.content_json → 22P02) is a 400.
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0011-4000-8000-000000000002", "path": "/t/json", "httpMethod": "^POST$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, api.content_json(request.content)); END; $b$);
    PERFORM pg_temp.expect('malformed JSON body', (pg_temp.rest('POST', '/t/json', '', '{not json')).status_code, 400);
END
$$;
