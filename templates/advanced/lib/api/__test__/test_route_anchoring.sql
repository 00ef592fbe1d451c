-- Routes are anchored: ^/anchor$ serves /anchor (and with a query string) but not /anchorage or /anchor/nested;
-- /health-like prefixes do not leak. Among all live routes no static path is claimed twice.
DO $$
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-000c-4000-8000-000000000001", "uri": "^/anchor$", "requiresAuth": false}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    PERFORM pg_temp.expect('/anchor', (pg_temp.rest('GET', '/anchor')).status_code, 200);
    PERFORM pg_temp.expect('/anchor?limit=10', (pg_temp.rest('GET', '/anchor?limit=10')).status_code, 200);
    PERFORM pg_temp.expect('/anchorage', (pg_temp.rest('GET', '/anchorage')).status_code, 404);
    PERFORM pg_temp.expect('/anchor/nested', (pg_temp.rest('GET', '/anchor/nested')).status_code, 404);
    PERFORM pg_temp.expect('static kind', (SELECT route_kind FROM api.rest_route WHERE handler_object_id = '7e570000-000c-4000-8000-000000000001'), 'static');
    PERFORM pg_temp.expect('/t/publicity', (pg_temp.rest('GET', '/t/publicity')).status_code, 404);
    PERFORM pg_temp.expect('/xt/public', (pg_temp.rest('GET', '/xt/public')).status_code, 404);
    PERFORM pg_temp.expect('duplicate static claims',
        (SELECT count(*) FROM (SELECT r.canonical_path, m FROM api.rest_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL,
                                      unnest(r.methods) m WHERE r.route_kind = 'static' AND r.version_regexp = '.*'
                                GROUP BY 1, 2 HAVING count(*) > 1) d), 0::bigint);
END
$$;
