-- A body that does not compile is refused with 42P13 and a message naming the handler kind; an empty body is 22023.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0003-4000-8000-000000000001", "path": "/t/broken"}', 'BEGIN RETURN api.json_response(200 END;')$q$, '42P13');
    PERFORM pg_temp.expect('message', v_error ->> 'message' LIKE 'REST handler body does not compile:%', true);
    PERFORM pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0003-4000-8000-000000000001", "path": "/t/broken"}', '  ')$q$, '22023');
    PERFORM pg_temp.expect('nothing registered', (SELECT count(*) FROM api.handler WHERE object_id = '7e570000-0003-4000-8000-000000000001'), 0::bigint);
END
$$;
