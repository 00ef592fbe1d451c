-- Accept against produces: wildcards, lists, q=0 refusals, the most specific range wins, a malformed q never
-- raises (counts as 1); json-patch is not json.
DO $$
DECLARE
    v_case record;
BEGIN
    FOR v_case IN SELECT * FROM (VALUES
        (NULL, 200), ('application/json', 200), ('*/*', 200), ('application/xml', 406), ('text/html, application/json, text/plain', 200),
        ('application/*', 200), ('application/json-patch+json', 406), ('application/json;q=0', 406), ('application/json;q=0.9', 200),
        ('APPLICATION/JSON ; Q=0.5', 200), ('application/json;q=1.2.3', 200), ('application/json;q=abc', 200),
        ('application/json;q=0, */*', 406), ('*/*;q=0', 406), ('application/*;q=0', 406), ('text/html;q=0.5, application/json;q=0', 406)
    ) AS c(accept, status) LOOP
        PERFORM pg_temp.expect('Accept: ' || coalesce(v_case.accept, '(none)'),
            (pg_temp.rest('GET', '/t/public', CASE WHEN v_case.accept IS NULL THEN '' ELSE extensions.hstore('accept', v_case.accept) END)).status_code,
            v_case.status);
    END LOOP;
    PERFORM pg_temp.expect('406 detail', pg_temp.body(pg_temp.rest('GET', '/t/public', extensions.hstore('accept', 'text/html'))) ->> 'detail',
                           'Supported content types: application/json');
END
$$;
