-- Route conflicts (22023 "Route overlap detected"): same static path and method; same-shape templates
-- (/a/{x} vs /a/{y}); a static path an opaque regex route also matches; overlapping versions count.
-- Allowed: other methods, disjoint versions (^v1$ / ^v2$), and a static path next to a template.
DO $$
DECLARE
    v_body  text := 'BEGIN RETURN api.json_response(200, ''{}''); END;';
    v_error jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000001", "path": "/c/{x}", "httpMethod": "^GET$"}', v_body);
    v_error := pg_temp.expect_error(format('SELECT api.create_or_replace_rest_handler(%L, %L)',
        '{"id": "7e570000-000a-4000-8000-000000000002", "path": "/c/{y}", "httpMethod": "^(GET|POST)$"}', v_body), '22023');
    PERFORM pg_temp.expect('same-shape message', v_error ->> 'message' LIKE 'Route overlap detected:%/c/{x}%' AND v_error ->> 'hint' IS NOT NULL, true);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000003", "path": "/c/{y}", "httpMethod": "^DELETE$"}', v_body);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000004", "path": "/c/special", "httpMethod": "^GET$"}', v_body);
    PERFORM pg_temp.expect_error(format('SELECT api.create_or_replace_rest_handler(%L, %L)',
        '{"id": "7e570000-000a-4000-8000-000000000005", "uri": "^/c/special$", "httpMethod": "^GET$"}', v_body), '22023');

    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000006", "path": "/status", "version": "^v1$"}', v_body);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000007", "path": "/status", "version": "^v2$"}', v_body);
    PERFORM pg_temp.expect_error(format('SELECT api.create_or_replace_rest_handler(%L, %L)',
        '{"id": "7e570000-000a-4000-8000-000000000008", "path": "/status"}', v_body), '22023');

    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000a-4000-8000-000000000009", "uri": "^/overlap/.*$", "httpMethod": "^GET$"}', v_body);
    PERFORM pg_temp.expect_error(format('SELECT api.create_or_replace_rest_handler(%L, %L)',
        '{"id": "7e570000-000a-4000-8000-00000000000a", "uri": "^/overlap/specific$", "httpMethod": "^GET$"}', v_body), '22023');
    PERFORM pg_temp.expect_error(format('SELECT api.create_or_replace_rest_handler(%L, %L)',
        '{"id": "7e570000-000a-4000-8000-00000000000b", "path": "/overlap/{id}", "httpMethod": "^GET$"}', v_body), '22023');
END
$$;
