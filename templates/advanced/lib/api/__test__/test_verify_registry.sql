-- internal.verify_registry() passes on a healthy registry and names what breaks: a missing handler function,
-- a route conflict written behind registration's back, a PUBLIC-executable handler function.
DO $$
DECLARE
    v_failed text;
BEGIN
    SELECT string_agg(check_name || ': ' || detail, '; ') INTO v_failed FROM internal.verify_registry()
     WHERE NOT passed;
    PERFORM pg_temp.expect('healthy', v_failed, NULL::text);
    PERFORM pg_temp.expect('one row per check', (SELECT count(*) FROM internal.verify_registry()), 7::bigint);

    EXECUTE 'DROP FUNCTION api.t_private(api.rest_request)';
    PERFORM pg_temp.expect('missing function', (SELECT detail LIKE '%t_private%' FROM internal.verify_registry() WHERE check_name = 'handler_functions_exist' AND NOT passed), true);

    EXECUTE 'GRANT EXECUTE ON FUNCTION api.t_public(api.rest_request) TO PUBLIC';
    PERFORM pg_temp.expect('public function', (SELECT detail LIKE '%t_public%' FROM internal.verify_registry() WHERE check_name = 'handler_functions_not_public' AND NOT passed), true);

    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001f-4000-8000-000000000001", "path": "/v/{a}", "httpMethod": "^GET$"}', 'BEGIN RETURN NULL; END;');
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-001f-4000-8000-000000000002", "path": "/w/{b}", "httpMethod": "^GET$"}', 'BEGIN RETURN NULL; END;');
    UPDATE api.rest_route SET canonical_path = '/v/{b}', path_shape = '/v/{}', address_regexp = '^/v/([^/]+)$'
     WHERE handler_object_id = '7e570000-001f-4000-8000-000000000002';
    PERFORM pg_temp.expect('conflict', (SELECT detail LIKE '%/v/{a}%/v/{b}%' FROM internal.verify_registry() WHERE check_name = 'rest_routes_unambiguous' AND NOT passed), true);
END
$$;
