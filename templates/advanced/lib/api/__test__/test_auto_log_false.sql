-- autoLog: false keeps a route out of the exchange log, failures included (a body with a password is never
-- persisted); the client still gets the sanitised error.
DO $$
DECLARE
    v_r api.http_response;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0019-4000-8000-000000000001", "path": "/t/nolog", "httpMethod": "^POST$", "requiresAuth": false, "autoLog": false}',
        $b$ BEGIN RAISE EXCEPTION 'failing on purpose'; END; $b$);
    v_r := pg_temp.rest('POST', '/t/nolog', '', '{"password": "do-not-store"}');
    PERFORM pg_temp.expect('status', v_r.status_code, 500);
    PERFORM pg_temp.expect('not logged', (SELECT count(*) FROM api.rest_exchange WHERE handler_object_id = '7e570000-0019-4000-8000-000000000001'), 0::bigint);
    PERFORM pg_temp.expect('inventory shows it', (SELECT auto_log FROM api.vw_handler_inventory WHERE handler_id = '7e570000-0019-4000-8000-000000000001'), false);
END
$$;
