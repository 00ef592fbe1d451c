-- A body that does not compile is refused with PostgreSQL's own error (its position inside the body reaches
-- the client; pgmi deploy maps it to the line in the script), and nothing is registered; an empty body is 22023.
DO $$
DECLARE
    v_error jsonb;
BEGIN
    v_error := pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0003-4000-8000-000000000001", "path": "/t/broken"}', 'BEGIN RETURN api.json_response(200 END;')$q$, '42601');
    PERFORM pg_temp.expect('message', v_error ->> 'message' LIKE 'mismatched parentheses at or near%', true);
    PERFORM pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0003-4000-8000-000000000001", "path": "/t/broken"}', 'DECLARE v_x no_such_type; BEGIN RETURN NULL; END;')$q$, '42704');
    PERFORM pg_temp.expect_error($q$SELECT api.create_or_replace_rest_handler(
        '{"id": "7e570000-0003-4000-8000-000000000001", "path": "/t/broken"}', '  ')$q$, '22023');
    PERFORM pg_temp.expect('nothing registered', (SELECT count(*) FROM api.handler WHERE object_id = '7e570000-0003-4000-8000-000000000001'), 0::bigint);
    PERFORM pg_temp.expect('no function left behind',
        (SELECT count(*) FROM pg_proc WHERE proname = 'rest_handler_7e570000_0003_4000_8000_000000000001'), 0::bigint);
END
$$;
