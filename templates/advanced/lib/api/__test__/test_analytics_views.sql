-- The analytics views: handler info (function exists, no drift, routes, schemas), summaries, route list,
-- exchange info with a replay statement, exchange stats and summary.
DO $$
DECLARE
    v record;
BEGIN
    PERFORM pg_temp.rest('GET', '/t/public?name=ViewTest', pg_temp.alice());
    SELECT * INTO v FROM api.vw_handler_info WHERE handler_function_name = 't_public';
    PERFORM pg_temp.expect('function_exists', v.function_exists, true);
    PERFORM pg_temp.expect('definition_drifted', v.definition_drifted, false);
    PERFORM pg_temp.expect('has_rest_route', v.has_rest_route, true);
    PERFORM pg_temp.expect('has_output_schema', v.has_output_schema, true);
    PERFORM pg_temp.expect('summary', (SELECT total_handlers >= 5 AND rest_handlers >= 3 AND rpc_handlers >= 2 FROM api.vw_handler_summary), true);
    PERFORM pg_temp.expect('route info', (SELECT route_type FROM api.vw_route_info WHERE handler_function_name = 't_public'), 'rest');
    PERFORM pg_temp.expect('route summary', (SELECT total_routes >= 5 FROM api.vw_route_summary), true);
    SELECT * INTO v FROM api.vw_rest_exchange_info WHERE url = '/t/public?name=ViewTest';
    PERFORM pg_temp.expect('exchange status', v.status_code, 200);
    PERFORM pg_temp.expect('replay_sql', v.replay_sql LIKE 'SELECT * FROM api.rest_invoke(%/t/public?name=ViewTest%', true);
    PERFORM pg_temp.expect('exchange summary', (SELECT total_exchanges >= 1 AND rest_exchanges >= 1 FROM api.vw_exchange_summary), true);
    PERFORM pg_temp.expect('per-protocol stats', EXISTS (SELECT FROM api.vw_exchange_stats WHERE protocol = 'rest' AND _grp_protocol = 0 AND _grp_status_code = 1), true);
    -- Drift: a function changed outside registration is reported.
    EXECUTE 'CREATE OR REPLACE FUNCTION api.t_public(request api.rest_request) RETURNS api.http_response LANGUAGE plpgsql SET search_path = api, core, membership, common, extensions, pg_temp AS $f$ BEGIN RETURN NULL; END; $f$';
    PERFORM pg_temp.expect('drift detected', (SELECT definition_drifted FROM api.vw_handler_info WHERE handler_function_name = 't_public'), true);
END
$$;
