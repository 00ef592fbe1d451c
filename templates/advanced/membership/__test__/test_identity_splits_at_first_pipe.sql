-- Weak point 7.1 #9: a subject is everything after the FIRST "|", so "p|a|b" and "p|a" are different people.
DO $$
DECLARE
    v_dan uuid := membership.upsert_user('oidc', 'tenant|dan', 'dan@example.com', 'Dan', true);
BEGIN
    IF api.parse_idp_provider('google|12345') IS DISTINCT FROM 'google'
       OR api.parse_idp_subject_id('google|12345') IS DISTINCT FROM '12345' THEN
        RAISE EXCEPTION 'expected google / 12345, got % / %', api.parse_idp_provider('google|12345'), api.parse_idp_subject_id('google|12345');
    END IF;
    IF api.parse_idp_subject_id('p|a|b') IS DISTINCT FROM 'a|b' THEN
        RAISE EXCEPTION 'expected subject a|b, got %', api.parse_idp_subject_id('p|a|b');
    END IF;
    IF api.parse_idp_provider('|x') IS NOT NULL OR api.parse_idp_subject_id('google|') IS NOT NULL
       OR api.parse_idp_provider('nopipe') IS NOT NULL THEN
        RAISE EXCEPTION 'expected NULL parts for malformed subjects';
    END IF;
    IF pg_temp.act_as('oidc|tenant|dan') IS DISTINCT FROM v_dan THEN
        RAISE EXCEPTION 'expected oidc|tenant|dan to resolve to Dan, got %', api.current_user_id();
    END IF;
    IF pg_temp.act_as('google|alice-001|extra') IS NOT NULL THEN
        RAISE EXCEPTION 'expected google|alice-001|extra to resolve to nobody, got %', api.current_user_id();
    END IF;
END
$$;
