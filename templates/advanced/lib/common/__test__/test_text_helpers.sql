-- is_regexp, to_regexp(uuid), semantic_fingerprint, normalize_email, is_email.
DO $$
DECLARE
    c_id CONSTANT uuid := 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';
BEGIN
    PERFORM pg_temp.expect('is_regexp(^a+$)', common.is_regexp('^a+$'), true);
    PERFORM pg_temp.expect('is_regexp(()', common.is_regexp('('), false);
    PERFORM pg_temp.expect('is_regexp(NULL)', common.is_regexp(NULL), false);
    PERFORM pg_temp.expect('to_regexp matches the compact upper-case id', 'A0EEBC999C0B4EF8BB6D6BB9BD380A11' ~ ('^' || common.to_regexp(c_id) || '$'), true);
    PERFORM pg_temp.expect('to_regexp matches the dashed id', c_id::text ~ ('^' || common.to_regexp(c_id) || '$'), true);
    PERFORM pg_temp.expect('to_regexp matches no other id', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12' ~ ('^' || common.to_regexp(c_id) || '$'), false);
    PERFORM pg_temp.expect('fingerprints equal up to case and whitespace',
        common.semantic_fingerprint('  Hello   World '), common.semantic_fingerprint(E'hello\nworld'));
    PERFORM pg_temp.expect('fingerprints of different words differ',
        common.semantic_fingerprint('hello world') IS DISTINCT FROM common.semantic_fingerprint('hello  worlds'), true);
    PERFORM pg_temp.expect('fingerprint length', length(common.semantic_fingerprint('x')), 64);
    PERFORM pg_temp.expect('normalize_email', common.normalize_email('  Bob@Example.COM '), 'bob@example.com');
    PERFORM pg_temp.expect('is_email(bob@example.com)', common.is_email('bob@example.com'), true);
    PERFORM pg_temp.expect('is_email of bob, "a b@c.d", "", NULL, bob@localhost',
        ARRAY[common.is_email('bob'), common.is_email('a b@c.d'), common.is_email(''), common.is_email(NULL), common.is_email('bob@localhost')],
        ARRAY[false, false, false, false, false]);
END
$$;
