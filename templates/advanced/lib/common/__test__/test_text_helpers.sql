-- is_regexp, to_regexp(uuid), semantic_fingerprint, normalize_email, is_email.
DO $$
DECLARE
    c_id CONSTANT uuid := 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
BEGIN
    IF NOT common.is_regexp('^a+$') OR common.is_regexp('(') OR common.is_regexp(NULL) THEN
        RAISE EXCEPTION 'expected is_regexp true for ^a+$, false for ( and NULL';
    END IF;
    IF NOT 'A0EEBC999C0B4EF8BB6D6BB9BD380A11' ~ ('^' || common.to_regexp(c_id) || '$')
       OR NOT c_id::text ~ ('^' || common.to_regexp(c_id) || '$')
       OR 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12' ~ ('^' || common.to_regexp(c_id) || '$') THEN
        RAISE EXCEPTION 'expected to_regexp to match the id in any case, dashes optional, and nothing else';
    END IF;
    IF common.semantic_fingerprint('  Hello   World ') <> common.semantic_fingerprint(E'hello\nworld')
       OR common.semantic_fingerprint('hello world') = common.semantic_fingerprint('hello  worlds')
       OR length(common.semantic_fingerprint('x')) <> 64 THEN
        RAISE EXCEPTION 'expected fingerprints equal up to case and whitespace, 64 hex characters';
    END IF;
    IF common.normalize_email('  Bob@Example.COM ') <> 'bob@example.com' THEN
        RAISE EXCEPTION 'expected a normalised email';
    END IF;
    IF NOT common.is_email('bob@example.com') OR common.is_email('bob') OR common.is_email('a b@c.d')
       OR common.is_email('') OR common.is_email(NULL) OR common.is_email('bob@localhost') THEN
        RAISE EXCEPTION 'expected is_email to accept bob@example.com only';
    END IF;
END
$$;
