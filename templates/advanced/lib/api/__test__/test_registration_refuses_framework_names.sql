-- A handler name that is a framework function in schema api (here rest_invoke) is refused with 22023: it would
-- otherwise become an overload of the gateway.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0008-4000-8000-000000000001", "name": "rest_invoke", "path": "/t/sneaky"}', 'BEGIN RETURN NULL; END;')$q$, '22023');
    PERFORM pg_temp.expect('message', v_error ->> 'message' LIKE '%rest_invoke%framework%', true);
    PERFORM pg_temp.expect('no overload', (SELECT count(*) FROM pg_proc WHERE proname = 'rest_invoke' AND pronamespace = 'api'::regnamespace), 3::bigint);
END
$$;
