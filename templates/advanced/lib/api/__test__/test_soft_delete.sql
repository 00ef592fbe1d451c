-- Soft delete (UPDATE api.handler SET deleted_at): the route answers 404, policy lookups find nothing, the
-- OpenAPI document drops it and the catalog version changes; re-registering undeletes.
DO $$
DECLARE
    v_version text := api.catalog_version();
BEGIN
    PERFORM pg_temp.expect('before', (pg_temp.rest('GET', '/t/public')).status_code, 200);
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '7e570000-0000-4000-8000-000000000001';
    PERFORM pg_temp.expect('404', (pg_temp.rest('GET', '/t/public')).status_code, 404);
    PERFORM pg_temp.expect('no policy', (SELECT count(*) FROM api.rest_route_policy('GET', '/t/public')), 0::bigint);
    PERFORM pg_temp.expect('not documented', api.openapi_document() -> 'paths' ? '/t/public', false);
    PERFORM pg_temp.expect('version changed', api.catalog_version() <> v_version, true);
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-0000-4000-8000-000000000001", "name": "t_public", "path": "/t/public", "httpMethod": "^GET$",
          "requiresAuth": false, "outputSchema": {"type": "object"}}',
        $b$ BEGIN RETURN api.json_response(200, jsonb_build_object('ok', true, 'subject', api.current_idp_subject())); END; $b$);
    PERFORM pg_temp.expect('re-registered', (pg_temp.rest('GET', '/t/public')).status_code, 200);
    PERFORM pg_temp.expect('version back', api.catalog_version(), v_version);
END
$$;
