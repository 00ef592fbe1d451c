-- The ?> operator (in schema api) is try_cast: text ?> default.
DO $$
BEGIN
    IF ('42' OPERATOR(api.?>) 0) <> 42 OR ('x' OPERATOR(api.?>) 7) <> 7 OR ('yes' OPERATOR(api.?>) false) IS NOT TRUE
       OR ('P1D' OPERATOR(api.?>) interval '0') <> interval '1 day'
       OR ('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' OPERATOR(api.?>) NULL::uuid) IS NULL THEN
        RAISE EXCEPTION 'expected ?> to behave like try_cast';
    END IF;
    IF (SELECT count(*) FROM pg_operator o JOIN pg_namespace n ON n.oid = o.oprnamespace
         WHERE n.nspname = 'api' AND o.oprname = '?>' AND o.oprleft = 'text'::regtype) <> 8 THEN
        RAISE EXCEPTION 'expected 8 ?> operators';
    END IF;
END
$$;
