-- The document and the registry agree: every live REST route's canonical path is documented and nothing else;
-- operations = (route, method) pairs; every documented operation on a path without parameters resolves through
-- rest_invoke (never 404/405); no path repeats a variable and every variable has a required path parameter.
DO $$
DECLARE
    v_doc     jsonb := api.openapi_document();
    v_op      record;
    v_status  integer;
    v_checked integer := 0;
BEGIN
    PERFORM pg_temp.expect('paths = routes',
        (SELECT array_agg(DISTINCT p ORDER BY p) FROM jsonb_object_keys(v_doc -> 'paths') p),
        (SELECT array_agg(DISTINCT r.canonical_path ORDER BY r.canonical_path) FROM api.rest_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL));
    PERFORM pg_temp.expect('operations = route methods',
        (SELECT count(*) FROM jsonb_each(v_doc -> 'paths') p, jsonb_object_keys(p.value) m),
        (SELECT count(*) FROM (SELECT DISTINCT r.canonical_path, m FROM api.rest_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL,
                                      unnest(api.openapi_methods(r.method_regexp)) m) d));
    FOR v_op IN SELECT p.key AS path, m.key AS method, m.value AS operation FROM jsonb_each(v_doc -> 'paths') p, jsonb_each(p.value) m LOOP
        PERFORM pg_temp.expect(format('repeated path parameters in %s %s', v_op.method, v_op.path),
            (SELECT count(*) FROM unnest(api.path_template_params(v_op.path)) n),
            (SELECT count(DISTINCT n) FROM unnest(api.path_template_params(v_op.path)) n));
        PERFORM pg_temp.expect(format('path parameters of %s %s missing from %s', v_op.method, v_op.path, v_op.operation -> 'parameters'),
            (SELECT array_agg(n) FROM unnest(api.path_template_params(v_op.path)) n
              WHERE (v_op.operation -> 'parameters' @> jsonb_build_array(jsonb_build_object('name', n, 'in', 'path', 'required', true))) IS NOT TRUE),
            NULL);
        IF v_op.path !~ '\{' AND NOT v_op.operation ? 'parameters' THEN
            v_status := (pg_temp.rest(upper(v_op.method), v_op.path, pg_temp.alice(), '{}')).status_code;
            IF v_status IN (404, 405) THEN
                RAISE EXCEPTION 'documented % % answers %', upper(v_op.method), v_op.path, v_status;
            END IF;
            v_checked := v_checked + 1;
        END IF;
    END LOOP;
    PERFORM pg_temp.expect('operations checked', v_checked > 0, true);
END
$$;
