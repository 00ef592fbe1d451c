-- The example handlers of api/*examples.sql exist exactly when the deploy parameter examples is on (pgmi.yaml:
-- "off" under params, "on" under dev_params): a plain deploy to a server of your own registers none of them, and
-- removes those an earlier deploy registered.
DO $$
DECLARE
    v_expected text[] := ARRAY['prompt summarize', 'resource greeting', 'resource server_time',
                               'rest echo', 'rest get_current_user', 'rest greeting', 'rest handler_stats',
                               'rest health_check', 'rest hello_world', 'rpc demo.sum', 'rpc demo.whoami',
                               'tool activity_report', 'tool add_numbers', 'tool count_slowly', 'tool describe_tools',
                               'tool draft_ticket', 'tool echo', 'tool revoke_my_api_key', 'tool whoami'];
    v_live     text[] := ARRAY(SELECT kind || ' ' || coalesce(route_name, name) FROM api.vw_handler_inventory
                                WHERE 'examples' = ANY (tags) ORDER BY 1);
BEGIN
    PERFORM pg_temp.expect('example handlers registered', v_live,
                           CASE WHEN pg_temp.examples_on() THEN v_expected ELSE ARRAY[]::text[] END);
END
$$;
