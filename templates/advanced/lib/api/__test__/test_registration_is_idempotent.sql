-- Re-registering an identical handler changes nothing: same function (no CREATE OR REPLACE), same row,
-- same catalog version.
DO $$
DECLARE
    v_meta    jsonb := '{"id": "7e570000-0006-4000-8000-000000000001", "path": "/t/same", "requiresAuth": false, "tags": ["x"]}';
    v_body    text := 'BEGIN RETURN api.json_response(200, ''{}''); END;';
    v_xmin    xid;
    v_updated timestamptz;
    v_version text;
BEGIN
    PERFORM api.create_or_replace_rest_handler(v_meta, v_body);
    SELECT p.xmin INTO v_xmin FROM pg_proc p WHERE p.oid = 'api.rest_handler_7e570000_0006_4000_8000_000000000001(api.rest_request)'::regprocedure;
    SELECT updated_at INTO v_updated FROM api.handler WHERE object_id = (v_meta ->> 'id')::uuid;
    v_version := api.catalog_version();
    PERFORM pg_sleep(0.01);
    PERFORM api.create_or_replace_rest_handler(v_meta, v_body);
    PERFORM pg_temp.expect('function untouched',
        (SELECT p.xmin FROM pg_proc p WHERE p.oid = 'api.rest_handler_7e570000_0006_4000_8000_000000000001(api.rest_request)'::regprocedure)::text, v_xmin::text);
    PERFORM pg_temp.expect('row untouched', (SELECT updated_at FROM api.handler WHERE object_id = (v_meta ->> 'id')::uuid), v_updated);
    PERFORM pg_temp.expect('catalog version unchanged', api.catalog_version(), v_version);
END
$$;
