-- The ?> operator (in schema api) is try_cast: text ?> default.
DO $$
BEGIN
    PERFORM pg_temp.expect('''42'' ?> 0', '42' OPERATOR(api.?>) 0, 42);
    PERFORM pg_temp.expect('''x'' ?> 7', 'x' OPERATOR(api.?>) 7, 7);
    PERFORM pg_temp.expect('''yes'' ?> false', 'yes' OPERATOR(api.?>) false, true);
    PERFORM pg_temp.expect('''P1D'' ?> interval', 'P1D' OPERATOR(api.?>) interval '0', interval '1 day');
    PERFORM pg_temp.expect('a uuid ?> NULL::uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' OPERATOR(api.?>) NULL::uuid,
                           'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid);
    PERFORM pg_temp.expect('?> operators on text in api',
        (SELECT count(*) FROM pg_operator o JOIN pg_namespace n ON n.oid = o.oprnamespace
          WHERE n.nspname = 'api' AND o.oprname = '?>' AND o.oprleft = 'text'::regtype), 8);
END
$$;
