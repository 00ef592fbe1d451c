-- lib/common: text helpers.
--
-- Defines common.is_regexp(text), common.to_regexp(uuid), common.semantic_fingerprint(text),
-- common.normalize_email(text) and common.is_email(text).
-- Relies on: pgcrypto (extensions.digest) for the fingerprint. Trust boundary: none (pure functions).

CREATE OR REPLACE FUNCTION common.is_regexp(p_pattern text)
RETURNS boolean
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
BEGIN
    IF p_pattern IS NULL THEN
        RETURN false;
    END IF;
    PERFORM '' ~ p_pattern;
    RETURN true;
EXCEPTION
    WHEN invalid_regular_expression THEN   -- 2201B, and nothing else: other errors are real errors
        RETURN false;
END
$$;
COMMENT ON FUNCTION common.is_regexp(text) IS 'Whether the text compiles as a POSIX regular expression (NULL: false).';
CALL internal.grant_execute('common.is_regexp(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.to_regexp(p_id uuid)
RETURNS text
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
    -- Every hex letter in both cases and every dash optional: matches the id however a client spelled it.
    SELECT '(?:' || string_agg(CASE WHEN c ~ '[a-f]' THEN '[' || c || upper(c) || ']'
                                    WHEN c = '-' THEN '-?'
                                    ELSE c END, '' ORDER BY ord) || ')'
      FROM unnest(string_to_array(p_id::text, NULL)) WITH ORDINALITY AS t(c, ord);
$$;
COMMENT ON FUNCTION common.to_regexp(uuid) IS
    'A regular expression matching the uuid with or without dashes, in either letter case.';
CALL internal.grant_execute('common.to_regexp(uuid)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.semantic_fingerprint(p_text text)
RETURNS text
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
    SELECT encode(extensions.digest(lower(regexp_replace(btrim(p_text), '\s+', ' ', 'g')), 'sha256'), 'hex');
$$;
COMMENT ON FUNCTION common.semantic_fingerprint(text) IS
    'Hex SHA-256 of the text trimmed, with whitespace runs collapsed to one space and lower-cased.';
CALL internal.grant_execute('common.semantic_fingerprint(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.normalize_email(p_email text)
RETURNS text
LANGUAGE sql
IMMUTABLE STRICT PARALLEL SAFE
AS $$
    SELECT lower(btrim(p_email, E' \t\r\n'));
$$;
COMMENT ON FUNCTION common.normalize_email(text) IS 'The canonical form of an email address: trimmed and lower-cased.';
CALL internal.grant_execute('common.normalize_email(text)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.is_email(p_email text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    -- Deliberately loose (one @, something on each side, a dot in the domain, no spaces, <= 254 chars):
    -- the real check is the identity provider's verification, not a regular expression.
    SELECT coalesce(length(p_email) <= 254 AND p_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$', false);
$$;
COMMENT ON FUNCTION common.is_email(text) IS 'Whether the text looks like an email address (loose syntactic check).';
CALL internal.grant_execute('common.is_email(text)', 'api', 'admin', 'customer');
