-- api.accept_matches answers a parameterless Accept list without running its query. That answer must be the
-- query's: the same list with ";q=1" on every non-blank range (the default weight, which forces the query) is
-- compared for many lists and produced types, wildcards, case, blanks and NULL types included.
DO $$
DECLARE
    v_accept   text;
    v_produces text[];
    v_weighted text;
BEGIN
    FOREACH v_accept IN ARRAY ARRAY[
        'application/json', '*/*', 'application/*', 'text/*', 'APPLICATION/JSON', ' application/json ', 'text/html',
        'text/html, application/json', 'text/html,application/xml', ',', ' , ', 'application/json,', ', text/plain',
        'application/json-patch+json', 'application/problem+json', '*/xml', 'application', '*', 'text/html, */*',
        'image/png, image/*', 'x/y/z', '/', 'application/'] LOOP
        v_weighted := array_to_string(ARRAY(
            SELECT CASE WHEN btrim(r) = '' THEN r ELSE r || ';q=1' END
              FROM unnest(string_to_array(v_accept, ',')) WITH ORDINALITY AS t(r, n) ORDER BY n), ',');
        FOREACH v_produces SLICE 1 IN ARRAY ARRAY[
            ARRAY['application/json', NULL], ARRAY['text/plain', 'application/xml'], ARRAY['*/*', NULL],
            ARRAY['application/*', NULL], ARRAY['Application/JSON; charset=utf-8', NULL], ARRAY['image/png', 'text/html'],
            ARRAY[NULL, NULL], ARRAY['application/problem+json', 'application/json']] LOOP
            PERFORM pg_temp.expect(format('accept_matches(%L, %s)', v_accept, v_produces),
                                   api.accept_matches(v_accept, v_produces), api.accept_matches(v_weighted, v_produces));
        END LOOP;
    END LOOP;
END
$$;
