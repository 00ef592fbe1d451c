-- rpc_invoke builds the envelope: the id is always the request's (a handler cannot change it), a plain JSON value
-- becomes "result", a handler-built error keeps its code/message/data, a malformed one is -32603, and a problem
-- status becomes an error carrying the body as data.
DO $$
BEGIN
    PERFORM api.create_or_replace_rpc_handler('{"id": "7e570000-0017-4000-8000-000000000001", "methodName": "t.shapes", "requiresAuth": false}',
        $b$
BEGIN
    CASE request.params ->> 'shape'
        WHEN 'wrong-id' THEN RETURN api.jsonrpc_success('"ok"', '"other"');
        WHEN 'error' THEN RETURN api.jsonrpc_error(-32099, 'custom failure', '"other"', '{"why": "test"}');
        WHEN 'bad-error' THEN RETURN api.json_response(200, '{"jsonrpc": "2.0", "error": {"code": "x"}}');
        WHEN 'problem' THEN RETURN api.problem_response(403, 'Forbidden', 'not yours');
        WHEN 'text' THEN RETURN ROW(200, NULL, convert_to('plain text', 'UTF8'))::api.http_response;
        ELSE RETURN api.json_response(200, '[1, "two"]');
    END CASE;
END;
$b$);
    PERFORM pg_temp.expect('wrong id replaced', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 3, "method": "t.shapes", "params": {"shape": "wrong-id"}}')),
                           '{"jsonrpc": "2.0", "id": 3, "result": "ok"}'::jsonb);
    PERFORM pg_temp.expect('handler error kept', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 3, "method": "t.shapes", "params": {"shape": "error"}}')),
                           '{"jsonrpc": "2.0", "id": 3, "error": {"code": -32099, "message": "custom failure", "data": {"why": "test"}}}'::jsonb);
    PERFORM pg_temp.expect('malformed error', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 3, "method": "t.shapes", "params": {"shape": "bad-error"}}')) #>> '{error,code}', '-32603');
    PERFORM pg_temp.expect('problem → error', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 3, "method": "t.shapes", "params": {"shape": "problem"}}')) -> 'error',
                           '{"code": -32003, "message": "Forbidden", "data": {"type": "about:blank", "title": "Forbidden", "status": 403, "detail": "not yours"}}'::jsonb);
    PERFORM pg_temp.expect('non-JSON', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": 3, "method": "t.shapes", "params": {"shape": "text"}}')) #>> '{error,code}', '-32603');
    PERFORM pg_temp.expect('plain value', pg_temp.body(pg_temp.rpc('{"jsonrpc": "2.0", "id": "s", "method": "t.shapes", "params": {}}')),
                           '{"jsonrpc": "2.0", "id": "s", "result": [1, "two"]}'::jsonb);
    PERFORM pg_temp.expect('x-rpc-method', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.echo"}')).headers OPERATOR(extensions.->) 'x-rpc-method', 't.echo');
END
$$;
