-- The quick checks of the exchange-log redaction decide "nothing to redact" for the usual payload, so they must
-- answer exactly as the single expressions they replace: internal.has_secret_value as the one alternation of the
-- four shapes, internal.has_secret_word (nine substring searches over text lower-cased in its ASCII letters) as the
-- case-insensitive alternation of the nine words. Each text below sits on an edge of a gate: counts of hex digits
-- at and past their bounds, upper-case hex, letter cases, tabs, non-ASCII letters that lower-case to ASCII ones
-- (the Kelvin sign, the dotted capital I), and several shapes in one text.
DO $$
DECLARE
    v_key   text := current_setting('test.bob_key');
    v_text  text;
    v_lower text;
    v_n     integer := 0;
BEGIN
    FOR v_text IN
        SELECT t FROM unnest(ARRAY[
            NULL, '', 'plain', v_key, 'my key is ' || v_key || '!', left(v_key, -7), upper(v_key),
            'x_abcdef_' || repeat('A', 20), 'x_abcde_' || repeat('A', 20), 'x_' || repeat('f', 32) || '_' || repeat('Z', 20),
            'x_' || repeat('f', 33) || '_' || repeat('Z', 20), 'x_abcdef_' || repeat('A', 19), 'x_ABCDEF_' || repeat('a', 20),
            'x_abcdef_abcd', 'x_abcdef0123_' || repeat('9', 25), '_abcdef__' || repeat('a', 20), 'order_2024_report for bob',
            'Bearer abc', 'BEARER' || chr(9) || 'x', 'bearer  =', 'Bearer ', 'bearer' || chr(10) || 'x', 'bEaReR x.y',
            'eyJabcd.', 'eyJabc.', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IifQ.c2ln', 'xeyJ----.', 'EYJabcd.',
            'postgresql://u:hunter2@db/x', '://:p@', 'http://host:8080/path', 'http://u@host', 'a://b:c d@e',
            'a://b:"c@', 'postgresql://u:p@h and x_abcdef_' || repeat('b', 20),
            'password', 'PaSsWoRd', 'Secret', 'x-api-key', 'TOKEN', 'Authorization', 'credentials', 'Cookie', 'SESSION_ID',
            'signature', 'SiG', 'pas s', 'sec ret', 'author', 'passage', 'k' || chr(8490) || 'y' , chr(8490) || 'ey',
            's' || chr(304) || 'g', 'SIG', 'sıg', 'kéy', '{"a": {}, "c": {"protocol_era": "legacy"}, "i": 1}'
        ]) AS t
    LOOP
        v_n := v_n + 1;
        PERFORM pg_temp.expect('has_secret_value agrees: ' || coalesce(v_text, 'NULL'), internal.has_secret_value(v_text),
            v_text ~ '_[0-9a-f]{6,32}_[0-9A-Za-z]{20}|eyJ[A-Za-z0-9_-]{4,}\.|[Bb][Ee][Aa][Rr][Ee][Rr][ \t]+[A-Za-z0-9._~+/=-]|://[^/:@\s"\\]*:[^@/\s"\\]+@');
        v_lower := lower(v_text COLLATE "C");
        PERFORM pg_temp.expect('has_secret_word agrees: ' || coalesce(v_text, 'NULL'), internal.has_secret_word(v_lower),
            v_text ~* '(pass|secret|token|key|auth|credential|cookie|session|sig)');
    END LOOP;
    PERFORM pg_temp.expect('every text checked', v_n, 57);
    -- The texts reach both answers, so the loop compares something.
    PERFORM pg_temp.expect('some secret-shaped', internal.has_secret_value('x_' || repeat('f', 32) || '_' || repeat('Z', 20)), true);
    PERFORM pg_temp.expect('some not', internal.has_secret_value('x_' || repeat('f', 33) || '_' || repeat('Z', 20)), false);
END
$$;
