-- The canonical path tolerates spelling: trailing and doubled slashes, a missing leading slash, dot segments
-- (also percent-encoded) and encoded unreserved characters all reach the same route; query order is irrelevant.
DO $$
DECLARE
    v_url text;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000d-4000-8000-000000000001", "uri": "^/spell-probe$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, to_jsonb(api.query_params(request.url))); END; $b$);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000d-4000-8000-000000000002", "uri": "^/spell/([0-9]+)$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, request.path_params); END; $b$);
    FOREACH v_url IN ARRAY ARRAY['/spell-probe', '/spell-probe/', 'spell-probe', '//spell-probe', '/spell-probe//', '/public/../spell-probe',
                                 '/s%70ell-probe', '/s%70ell-%70robe', '/public/%2e%2e/spell-probe', '/../../spell-probe'] LOOP
        PERFORM pg_temp.expect(v_url, (pg_temp.rest('GET', v_url)).status_code, 200);
    END LOOP;
    PERFORM pg_temp.expect('a=1&b=2', pg_temp.body(pg_temp.rest('GET', '/spell-probe?a=1&b=2')), '{"a": "1", "b": "2"}'::jsonb);
    PERFORM pg_temp.expect('b=2&a=1', pg_temp.body(pg_temp.rest('GET', '/spell-probe?b=2&a=1')), '{"a": "1", "b": "2"}'::jsonb);
    FOREACH v_url IN ARRAY ARRAY['/spell/42', '/spell/42/', 'spell/42'] LOOP
        PERFORM pg_temp.expect(v_url, pg_temp.body(pg_temp.rest('GET', v_url)) ->> 'p1', '42');
    END LOOP;
    PERFORM pg_temp.expect('%2F stays encoded', api.canonical_path('/a%2fb/%7E'), '/a%2Fb/~');
    PERFORM pg_temp.expect('root', api.canonical_path(''), '/');
END
$$;
