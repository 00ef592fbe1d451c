-- membership.oauth_assertion_claims checks an assertion's shape part by part instead of matching
-- ^pgmi-oat\.([A-Za-z0-9_-]+)\.([0-9a-f]{64})$ (slow in PostgreSQL's matcher); both must accept and refuse the same
-- inputs: every shape the expression refuses is 'malformed assertion', every shape it accepts gets past the shape
-- check (to the MAC, which these random ones fail).
DO $$
DECLARE
    c_format CONSTANT text := '^pgmi-oat\.([A-Za-z0-9_-]+)\.([0-9a-f]{64})$';
    c_mac    CONSTANT text := repeat('0123456789abcdef', 4);
    v_inputs text[] := ARRAY[
        NULL, '', 'pgmi-oat.', 'pgmi-oat..' || c_mac, 'pgmi-oat.e30.' || c_mac, 'pgmi-oat.e30.' || left(c_mac, 63),
        'pgmi-oat.e30.' || c_mac || '0', 'pgmi-oat.e30.' || upper(c_mac), 'pgmi-oat.e3=.' || c_mac, 'pgmi-oat.e3+/.' || c_mac,
        'pgmi-oat.e30.' || c_mac || '.', 'pgmi-oat.e30.x.' || c_mac, 'PGMI-oat.e30.' || c_mac, 'pgmi-oat-e30.' || c_mac,
        'xpgmi-oat.e30.' || c_mac, 'pgmi-oat.e30.' || c_mac || chr(10), chr(10) || 'pgmi-oat.e30.' || c_mac,
        'pgmi-oat.e 0.' || c_mac, 'pgmi-oat.é30.' || c_mac, 'pgmi-oat.a-_Z9.' || c_mac, 'pgmi-oat.e30' || c_mac];
    v_input  text;
    v_shaped boolean;
    v_reason text;
BEGIN
    FOR i IN 1 .. 300 LOOP
        -- Random shapes around the real one, drawn from the characters that matter at each place.
        v_inputs := v_inputs || ('pgmi-oat' || (SELECT string_agg(substr('.aZ9-_=.', 1 + floor(random() * 8)::integer, 1), '')
                                                   FROM generate_series(1, 1 + floor(random() * 6)::integer))
                                 || (SELECT string_agg(substr('0f.g', 1 + floor(random() * 4)::integer, 1), '')
                                       FROM generate_series(1, 62 + floor(random() * 4)::integer)));
    END LOOP;
    PERFORM pg_temp.as_system();
    FOREACH v_input IN ARRAY v_inputs LOOP
        v_shaped := coalesce(regexp_match(v_input, c_format) IS NOT NULL, false);
        SELECT c.o_reason INTO v_reason FROM membership.oauth_assertion_claims(v_input) AS c;
        IF (v_reason = 'malformed assertion') IS DISTINCT FROM NOT v_shaped THEN
            RAISE EXCEPTION 'oauth_assertion_claims(%): the expression says shaped=%, got reason %', quote_nullable(v_input), v_shaped, v_reason;
        END IF;
    END LOOP;
    PERFORM core.leave_system_context('');
END
$$;
