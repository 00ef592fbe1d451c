-- A registration during a deploy records the deployment and the script; outside a deploy it is "manual".
-- internal.remove_orphaned_handlers removes (or with keep_orphans, only reports) what an earlier deploy
-- registered and this one did not, and never touches manual handlers or those of scripts that did not run.
DO $$
DECLARE
    v_now     bigint := current_setting('pgmi_deploy.deployment_id')::bigint;
    v_body    text := 'BEGIN RETURN api.json_response(200, ''{}''); END;';
    v_rows    jsonb;
BEGIN
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000001", "path": "/t/current"}', v_body);
    PERFORM pg_temp.expect('marked by this deploy',
        (SELECT jsonb_build_object('origin', origin, 'deployment', deployment_id, 'script', script_path)
           FROM api.handler WHERE object_id = '7e570000-0012-4000-8000-000000000001'),
        jsonb_build_object('origin', 'deploy', 'deployment', v_now, 'script', 'lib/api/__test__/test_registry_follows_the_project.sql'));

    -- An older deploy's handler (deleted file), a once-script's handler, and one registered by hand.
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000002", "path": "/t/orphan"}', v_body);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000003", "path": "/t/once"}', v_body);
    PERFORM set_config('pgmi_deploy.deployment_id', '', true);
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000004", "path": "/t/manual"}', v_body);
    PERFORM pg_temp.expect('manual outside a deploy',
        (SELECT origin || coalesce(script_path, '-') FROM api.handler WHERE object_id = '7e570000-0012-4000-8000-000000000004'), 'manual-');
    PERFORM set_config('pgmi_deploy.deployment_id', v_now::text, true);
    UPDATE api.handler SET deployment_id = v_now - 1, script_path = 'api/gone.sql' WHERE object_id = '7e570000-0012-4000-8000-000000000002';
    UPDATE api.handler SET deployment_id = v_now - 1, script_path = 'migrations/005-once.sql' WHERE object_id = '7e570000-0012-4000-8000-000000000003';

    -- Re-registering an unchanged handler takes it over (no other change).
    PERFORM api.create_or_replace_rest_handler('{"id": "7e570000-0012-4000-8000-000000000003", "path": "/t/once"}', v_body);
    PERFORM pg_temp.expect('re-registration re-marks', (SELECT deployment_id FROM api.handler WHERE object_id = '7e570000-0012-4000-8000-000000000003'), v_now);
    UPDATE api.handler SET deployment_id = v_now - 1, script_path = 'migrations/005-once.sql' WHERE object_id = '7e570000-0012-4000-8000-000000000003';

    SELECT jsonb_agg(to_jsonb(r) ORDER BY r.name) INTO v_rows
      FROM internal.remove_orphaned_handlers('{"keep_orphans": true, "scripts_not_run": ["migrations/005-once.sql"]}') r
     WHERE r.name LIKE '%/t/%';
    PERFORM pg_temp.expect('kept, reported', v_rows, jsonb_build_array(jsonb_build_object(
        'action', 'kept', 'kind', 'rest', 'name', 'GET, POST, PUT, PATCH, DELETE /t/orphan',
        'detail', 'registered by api/gone.sql in deployment ' || (v_now - 1))));
    PERFORM pg_temp.expect('nothing removed yet', (SELECT count(*) FROM api.handler WHERE object_id::text LIKE '7e570000-0012-%'), 4::bigint);

    SELECT jsonb_agg(r.action || ' ' || r.name) INTO v_rows
      FROM internal.remove_orphaned_handlers('{"keep_orphans": false, "scripts_not_run": ["migrations/005-once.sql"]}') r
     WHERE r.name LIKE '%/t/%';
    PERFORM pg_temp.expect('removed', v_rows, '["removed GET, POST, PUT, PATCH, DELETE /t/orphan"]'::jsonb);
    PERFORM pg_temp.expect('the others stay',
        (SELECT array_agg(object_id ORDER BY object_id) FROM api.handler WHERE object_id::text LIKE '7e570000-0012-%'),
        ARRAY['7e570000-0012-4000-8000-000000000001', '7e570000-0012-4000-8000-000000000003', '7e570000-0012-4000-8000-000000000004']::uuid[]);
    PERFORM pg_temp.expect('function dropped', (SELECT count(*) FROM pg_proc WHERE proname = 'rest_handler_7e570000_0012_4000_8000_000000000002'), 0::bigint);
    PERFORM pg_temp.expect('route gone', (SELECT count(*) FROM api.rest_route WHERE handler_object_id = '7e570000-0012-4000-8000-000000000002'), 0::bigint);

    -- Only inside a deploy.
    PERFORM set_config('pgmi_deploy.deployment_id', '', true);
    PERFORM pg_temp.expect_error($q$SELECT * FROM internal.remove_orphaned_handlers('{}')$q$, '55000');
    PERFORM set_config('pgmi_deploy.deployment_id', v_now::text, true);
END
$$;
