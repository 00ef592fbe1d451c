-- lib/api: what never reaches the exchange log, and the sealed envelope of the read-only relay.
--
-- Defines (internal, owner-only):
--   internal.redact_secret_values(text) secrets recognised by their SHAPE, wherever they appear: this project's
--                                     API keys (<prefix>_<key_id>_<secret>[_<checksum>]), "Bearer <token>",
--                                     JWTs (three base64url segments starting eyJ), passwords in URLs
--   internal.redact_headers(hstore)   credential headers → "[redacted]", secret-shaped values in any header
--   internal.redact_json(jsonb)       secret-looking keys at any depth → "[redacted]", secret-shaped values in any
--                                     string (quick checks first)
--   internal.redact_json_tree(jsonb)  the walk behind it (every depth)
--   internal.redact_content(bytea)    JSON bodies via redact_json, form bodies via key=value rewriting, and
--                                     secret-shaped values in any text body
--   internal.redact_url(text)         secret-looking query parameters, secret-shaped values anywhere (path too)
-- Redaction by name catches {"password": …}; redaction by value catches a key sent under an ordinary name
-- ({"note": "my key is pgmi_…"}, ?q=pgmi_…, /notes/pgmi_…): the checksum segment of this project's keys is what
-- makes them recognisable without asking the database.
--   internal.exchange_log_seal(jsonb) / internal.exchange_log_seal_text(text, iv) /
--   internal.exchange_log_unseal(text[, key]) / internal.exchange_log_open(bytea, key)
--                                     AES-256-CBC + HMAC-SHA-256, key derived from internal.signing_key
--
-- Relies on: pgcrypto (extensions.*), internal.signing_key (lib/core/03). Repeatable.
-- Trust boundary: a relayed record travels through the gateway (the transaction's exchange.outbox, handed back
-- to api.record_exchanges); sealing keeps its content (paths, bodies, identities) unreadable and unforgeable
-- outside the owner.

-- The sealing key is derived from the template's one signing secret (lib/core: internal.signing_key), with
-- its own purpose string, so no second secret has to be generated, stored or rotated.
CREATE OR REPLACE FUNCTION internal.exchange_log_key()
RETURNS bytea
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
    -- PL/pgSQL so the key lookup's plan is kept for the session (a SQL body reading a table is planned on every
    -- call). Derived from the signing key by a generated column (lib/core/03).
    RETURN (SELECT k.exchange_log_key FROM internal.signing_key k WHERE k.id = 1);
END
$$;
COMMENT ON FUNCTION internal.exchange_log_key() IS 'The 32-byte key sealing relayed exchange records (internal.signing_key.exchange_log_key).';
REVOKE ALL ON FUNCTION internal.exchange_log_key() FROM PUBLIC;

-- The shapes, as one quick test and one rewrite each. None of the shapes contains '"' or '\', so a rewrite of
-- JSON text stays valid JSON (redact_json relies on that).
-- The quick test runs on every logged exchange, in a transaction of its own, so what it allocates counts: a regular
-- expression with many states or character classes gets a DFA of about 100 kB from malloc on every execution
-- (PostgreSQL's regex engine keeps only small ones on the stack), which glibc gives back to the system at the end
-- of the transaction (a brk shrink, whose TLB flush interrupts the other core of a small VM). The four shapes as
-- one alternation, and the API key's counted repetitions ({6,32}, {20}) alone, are that large. So each shape sits
-- behind a gate that every text of the shape passes -- a substring search, or a short expression whose DFA stays
-- on the stack -- and the exact expression runs only for text that passed its gate: the same answer, and for the
-- usual text (no underscore before six hex digits, no "eyJ", no "://") no large allocation at all.
-- Not STRICT (NULL gives NULL all the same): a STRICT SQL function whose body is not strict (OR, AND) is not inlined,
-- and a call through the SQL-function executor costs more than the scans.
CREATE OR REPLACE FUNCTION internal.has_secret_value(p_text text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT (p_text ~ '_[0-9a-f]{6}[0-9a-f]*_[0-9A-Za-z]{4}' AND p_text ~ '_[0-9a-f]{6,32}_[0-9A-Za-z]{20}')
        OR (strpos(p_text, 'eyJ') > 0 AND p_text ~ 'eyJ[A-Za-z0-9_-]{4,}\.')
        OR p_text ~ '[Bb][Ee][Aa][Rr][Ee][Rr][ \t]+[A-Za-z0-9._~+/=-]'
        OR (strpos(p_text, '://') > 0 AND p_text ~ '://[^/:@\s"\\]*:[^@/\s"\\]+@');
$$;
COMMENT ON FUNCTION internal.has_secret_value(text) IS
    'Whether the text holds something secret-shaped (an API key, a Bearer token, a JWT, a password in a URL).';
REVOKE ALL ON FUNCTION internal.has_secret_value(text) FROM PUBLIC;

-- Whether text mentions a word that every secret-looking name (internal.is_secret_name) contains: the fast paths
-- below skip their exact checks when it does not. The text comes lower-cased in its ASCII letters only,
-- lower(text COLLATE "C"), which makes nine substring searches give exactly what the case-insensitive alternation
-- ~* '(pass|secret|token|key|auth|credential|cookie|session|sig)' gave (PostgreSQL matches an ASCII letter of a
-- pattern case-insensitively against its two ASCII cases only, in every locale), without that alternation's DFA
-- (17 letters in both cases), which is allocated from malloc on every execution (see internal.has_secret_value).
-- Pass a variable: the body inlines into the caller (not STRICT, as internal.has_secret_value) and would evaluate
-- an expression given here once per word.
CREATE OR REPLACE FUNCTION internal.has_secret_word(p_lower text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
    SELECT strpos(p_lower, 'pass') > 0 OR strpos(p_lower, 'secret') > 0 OR strpos(p_lower, 'token') > 0
        OR strpos(p_lower, 'key') > 0 OR strpos(p_lower, 'auth') > 0 OR strpos(p_lower, 'credential') > 0
        OR strpos(p_lower, 'cookie') > 0 OR strpos(p_lower, 'session') > 0 OR strpos(p_lower, 'sig') > 0;
$$;
COMMENT ON FUNCTION internal.has_secret_word(text) IS
    'Whether text lower-cased by lower(text COLLATE "C") contains pass, secret, token, key, auth, credential, cookie, '
    'session or sig (one of them is in every name internal.is_secret_name matches).';
REVOKE ALL ON FUNCTION internal.has_secret_word(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_secret_values(p_text text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE PARALLEL SAFE
AS $$
BEGIN
    IF p_text IS NULL OR NOT internal.has_secret_value(p_text) THEN
        RETURN p_text;                                  -- the usual case: one quick test
    END IF;
    RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(p_text,
               '[a-z][a-z0-9_]*_[0-9a-f]{6,32}_[0-9A-Za-z]{20,}(_[0-9A-Za-z]{6})?', '[redacted]', 'g'),
               'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*(\.[A-Za-z0-9_-]*)?', '[redacted]', 'g'),
               '(bearer[ \t]+)[A-Za-z0-9._~+/=-]+', '\1[redacted]', 'gi'),
               '(://[^/:@\s"\\]*:)[^@/\s"\\]+@', '\1[redacted]@', 'g');
END
$$;
COMMENT ON FUNCTION internal.redact_secret_values(text) IS
    'The text with every secret-shaped value replaced by [redacted]: API keys of this project''s format (with or '
    'without checksum), the token of "Bearer <token>", JWTs (eyJ….….…), the password of scheme://user:password@.';
REVOKE ALL ON FUNCTION internal.redact_secret_values(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.is_secret_name(p_name text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT p_name ~* '(password|passwd|passphrase|^pass$|secret|token|api[-_]?key|apikey|authorization|credential|private[-_]?key|cookie|session|signature|^sig$|^key$)';
$$;
COMMENT ON FUNCTION internal.is_secret_name(text) IS 'True for header, JSON key or query parameter names that hold secrets.';
REVOKE ALL ON FUNCTION internal.is_secret_name(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_headers(p_headers extensions.hstore)
RETURNS extensions.hstore
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_names  text;
    v_values text;
BEGIN
    -- PL/pgSQL so the plan is cached for the session (this runs twice per logged exchange).
    IF p_headers IS NULL THEN
        RETURN NULL;
    END IF;
    -- Fast path: one cheap test over all names, one over all values; most headers hold nothing secret.
    v_names := lower(array_to_string(extensions.akeys(p_headers), ' ') COLLATE "C");
    v_values := array_to_string(extensions.avals(p_headers), ' ');
    IF NOT internal.has_secret_word(v_names) AND NOT coalesce(internal.has_secret_value(v_values), false) THEN
        RETURN p_headers;
    END IF;
    RETURN coalesce((SELECT extensions.hstore(array_agg(e.key),
                                              array_agg(CASE WHEN internal.is_secret_name(e.key) THEN '[redacted]'
                                                             ELSE internal.redact_secret_values(e.value) END))
                       FROM extensions.each(p_headers) AS e), ''::extensions.hstore);
END
$$;
COMMENT ON FUNCTION internal.redact_headers(extensions.hstore) IS
    'Headers with credential values replaced: authorization, proxy-authorization, cookie, set-cookie, x-api-key, '
    'and any name mentioning password, secret, token, key, session or signature; secret-shaped values in any header.';
REVOKE ALL ON FUNCTION internal.redact_headers(extensions.hstore) FROM PUBLIC;

-- The walk behind internal.redact_json: secret-looking keys at any depth replaced. One statement lists the paths
-- to replace (a recursive query that does not descend below a replaced key), then each is set in place; the
-- result is the value a level-by-level rebuild gives. A recursive PL/pgSQL function was the first form: each
-- level planned its query again (a plan in use by the level above cannot be reused), about a millisecond per
-- logged call in an MCP session, whose context always has a session_id.
CREATE OR REPLACE FUNCTION internal.redact_json_tree(p_value jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_result jsonb := p_value;
    v_path   text[];
BEGIN
    FOR v_path IN
        WITH RECURSIVE node(path, value, is_secret) AS (
            SELECT ARRAY[]::text[], p_value, false
            UNION ALL
            SELECT n.path || c.key, c.value, c.is_secret
              FROM node n
             CROSS JOIN LATERAL (
                   SELECT e.key, e.value, internal.is_secret_name(e.key) AND jsonb_typeof(e.value) <> 'null' AS is_secret
                     FROM jsonb_each(CASE WHEN jsonb_typeof(n.value) = 'object' THEN n.value END) AS e
                   UNION ALL
                   SELECT (a.ord - 1)::text, a.value, false
                     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(n.value) = 'array' THEN n.value END) WITH ORDINALITY AS a(value, ord)
                   ) AS c
             WHERE NOT n.is_secret
        )
        SELECT n.path FROM node n WHERE n.is_secret
    LOOP
        v_result := jsonb_set(v_result, v_path, '"[redacted]"'::jsonb);
    END LOOP;
    RETURN v_result;
END
$$;
COMMENT ON FUNCTION internal.redact_json_tree(jsonb) IS 'internal.redact_json without its fast path: every secret-looking key, at any depth, set to "[redacted]".';
REVOKE ALL ON FUNCTION internal.redact_json_tree(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_json(p_value jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_value jsonb := p_value;
    v_text  text;
    v_lower text;
BEGIN
    IF p_value IS NULL THEN
        RETURN NULL;
    END IF;
    -- Values first, on the JSON text: a secret-shaped string anywhere (a key sent as {"note": "…"}) is rewritten in
    -- place. The shapes never contain '"' or '\', so the text stays valid JSON.
    v_text := p_value::text;
    v_lower := lower(v_text COLLATE "C");
    IF internal.has_secret_value(v_text) THEN
        v_value := internal.redact_secret_values(v_text)::jsonb;
    ELSIF NOT internal.has_secret_word(v_lower) THEN
        -- The usual case, proven by one more scan of the same text: every secret-looking name contains one of
        -- these words, so text without any has no such key at any depth (keys print with their letters as they
        -- are). A value that merely mentions a word ("author") costs the exact check below, nothing more.
        RETURN p_value;
    END IF;
    -- Fast path, checked once at the top: every name internal.is_secret_name matches contains one of these words,
    -- so when no key at any depth (the jsonpath lists them all, as JSON strings that keep letters as they are)
    -- mentions one, there is nothing to redact and the walk would rebuild an identical value. Values are not
    -- looked at: "user_id": "apikey|…" in an MCP context does not force the walk.
    IF jsonb_typeof(v_value) NOT IN ('object', 'array') THEN
        RETURN v_value;
    END IF;
    v_lower := lower(jsonb_path_query_array(v_value, 'strict $.** ? (@.type() == "object").keyvalue().key')::text COLLATE "C");
    IF NOT internal.has_secret_word(v_lower) THEN
        RETURN v_value;
    END IF;
    RETURN internal.redact_json_tree(v_value);
END
$$;
COMMENT ON FUNCTION internal.redact_json(jsonb) IS
    'The value with every secret-looking key (at any depth) mapped to "[redacted]" and every secret-shaped string value rewritten.';
REVOKE ALL ON FUNCTION internal.redact_json(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_content(p_content bytea)
RETURNS bytea
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_text  text;
    v_lower text;
BEGIN
    IF p_content IS NULL OR octet_length(p_content) = 0 THEN
        RETURN p_content;
    END IF;
    BEGIN
        v_text := convert_from(p_content, 'UTF8');
    EXCEPTION WHEN character_not_in_repertoire OR untranslatable_character THEN
        -- Not UTF-8: a key can still sit in the readable ASCII of it. The escape format keeps ASCII as it is and
        -- writes every other byte (and '\') as a backslash sequence, which no secret shape contains.
        v_text := encode(p_content, 'escape');
        RETURN CASE WHEN internal.has_secret_value(v_text) THEN decode(internal.redact_secret_values(v_text), 'escape')
                    ELSE p_content END;
    END;
    -- Fast path: most bodies mention no secret-looking name and hold no secret-shaped value at all.
    v_lower := lower(v_text COLLATE "C");
    IF NOT internal.has_secret_word(v_lower) AND NOT internal.has_secret_value(v_text) THEN
        RETURN p_content;
    END IF;
    v_text := internal.redact_secret_values(v_text);
    IF v_text ~ '^\s*[\[{]' THEN
        BEGIN
            RETURN convert_to(internal.redact_json(v_text::jsonb)::text, 'UTF8');
        EXCEPTION WHEN invalid_text_representation OR untranslatable_character OR statement_too_complex OR program_limit_exceeded THEN
            NULL;  -- not JSON after all (or JSON PostgreSQL cannot hold): the form/text rewrite below
        END;
    END IF;
    RETURN convert_to(
        regexp_replace(v_text,
                       '((?:^|[&\s;,])[A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[-_]?key|apikey|credential)[A-Za-z0-9_.-]*\s*[=:]\s*)[^&\s;,]*',
                       '\1[redacted]', 'gi'),
        'UTF8');
END
$$;
COMMENT ON FUNCTION internal.redact_content(bytea) IS
    'A body safe to log: secret-shaped values rewritten anywhere, then JSON with secret keys redacted, or form/text with '
    'name=value secrets redacted; other bytes kept.';
REVOKE ALL ON FUNCTION internal.redact_content(bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_url(p_url text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN strpos(v.url, '?') = 0 THEN v.url
                ELSE regexp_replace(v.url,
                                    '([?&](?:[A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[-_]?key|apikey|signature|credential)[A-Za-z0-9_.-]*|key|sig)=)[^&#]*',
                                    '\1[redacted]', 'gi')
           END
      FROM (SELECT internal.redact_secret_values(p_url) AS url) AS v;
$$;
COMMENT ON FUNCTION internal.redact_url(text) IS
    'The request target with secret-looking query parameter values redacted, and secret-shaped values anywhere in it.';
REVOKE ALL ON FUNCTION internal.redact_url(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Sealing: base64(iv ‖ AES-256-CBC(json) ‖ HMAC-SHA-256(iv ‖ ciphertext)). Fast (no key stretching) and
-- small enough for a NOTIFY payload when the record is kept under ~5.5 kB (the writers truncate).
-- ---------------------------------------------------------------------------------------------------
-- The record as JSON text (the relay has serialised it already, to measure it) and the 16-byte IV: the relay
-- passes the record's object_id, drawn by gen_random_uuid() (122 random bits) for this record alone and unseen
-- before it is sealed -- what CBC asks of an IV -- so a record costs one random draw, not two. The IV travels in
-- the clear, so the gateway can read a record's object_id, which is no secret (an admin sees it in the table).
-- The base64 line breaks go with replace(): translate() walks the text a character at a time and cost more
-- than the cipher.
CREATE OR REPLACE FUNCTION internal.exchange_log_seal_text(p_record text, p_iv bytea)
RETURNS text
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_key  bytea;
    v_body bytea;
BEGIN
    IF octet_length(p_iv) IS DISTINCT FROM 16 THEN
        RAISE EXCEPTION 'exchange_log_seal_text: the IV must be 16 bytes';
    END IF;
    -- internal.exchange_log_key()'s lookup, read here rather than called: one function call less on every logged
    -- read-only call. The relay test unseals with internal.exchange_log_key() what this seals.
    SELECT k.exchange_log_key INTO v_key FROM internal.signing_key k WHERE k.id = 1;
    v_body := p_iv || extensions.encrypt_iv(convert_to(p_record, 'UTF8'), v_key, p_iv, 'aes-cbc/pad:pkcs');
    RETURN replace(encode(v_body || extensions.hmac(v_body, v_key, 'sha256'), 'base64'), E'\n', '');
END
$$;
COMMENT ON FUNCTION internal.exchange_log_seal_text(text, bytea) IS
    'internal.exchange_log_seal for a record already serialised (its JSON text), with a fresh unpredictable 16-byte IV.';
REVOKE ALL ON FUNCTION internal.exchange_log_seal_text(text, bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.exchange_log_seal(p_record jsonb)
RETURNS text
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    RETURN internal.exchange_log_seal_text(p_record::text, extensions.gen_random_bytes(16));
END
$$;
COMMENT ON FUNCTION internal.exchange_log_seal(jsonb) IS 'Encrypts and authenticates an exchange record for the relay (exchange.outbox → api.record_exchanges).';
REVOKE ALL ON FUNCTION internal.exchange_log_seal(jsonb) FROM PUBLIC;

-- The sealed bytes (base64 already decoded) to the record, or NULL when they are not authentic. Raises nothing, so
-- a batch can open all its records in one statement with no guard (an exception block) per record. One SQL
-- expression, so it inlines into that statement (api.record_exchanges): the batch sets it up once instead of entering
-- a PL/pgSQL function for every record (6 k instructions a record, bench/sql-instructions.mjs). It reads p_raw five
-- times: pass a column or a variable, not an expression (the relay decodes in a subquery of its own).
CREATE OR REPLACE FUNCTION internal.exchange_log_open(p_raw bytea, p_key bytea)
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT CASE
           WHEN octet_length(p_raw) < 16 + 16 + 32 THEN NULL
           -- Digests of both sides: an early-exit comparison then says nothing about how much of a forged MAC was
           -- right. A MAC that does not match (or a NULL) leaves the CASE with NULL: not sealed by this database.
           WHEN extensions.digest(extensions.hmac(substr(p_raw, 1, octet_length(p_raw) - 32), p_key, 'sha256'), 'sha256')
                = extensions.digest(substr(p_raw, octet_length(p_raw) - 31), 'sha256')
           THEN convert_from(extensions.decrypt_iv(substr(p_raw, 17, octet_length(p_raw) - 48), p_key,
                                                   substr(p_raw, 1, 16), 'aes-cbc/pad:pkcs'), 'UTF8')::jsonb
           END;
$$;
COMMENT ON FUNCTION internal.exchange_log_open(bytea, bytea) IS
    'The record in sealed bytes (internal.exchange_log_seal, base64-decoded), or NULL when they are not authentic.';
REVOKE ALL ON FUNCTION internal.exchange_log_open(bytea, bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.exchange_log_unseal(p_payload text)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    RETURN internal.exchange_log_unseal(p_payload, internal.exchange_log_key());
END
$$;
COMMENT ON FUNCTION internal.exchange_log_unseal(text) IS 'The record sealed by internal.exchange_log_seal, or NULL when the payload is not authentic.';
REVOKE ALL ON FUNCTION internal.exchange_log_unseal(text) FROM PUBLIC;

-- The same with the key given: a batch derives it once (api.record_exchanges), not once per record.
CREATE OR REPLACE FUNCTION internal.exchange_log_unseal(p_payload text, p_key bytea)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_raw bytea;
BEGIN
    BEGIN
        v_raw := decode(p_payload, 'base64');
    EXCEPTION WHEN invalid_parameter_value THEN
        RETURN NULL;
    END;
    RETURN internal.exchange_log_open(v_raw, p_key);
END
$$;
COMMENT ON FUNCTION internal.exchange_log_unseal(text, bytea) IS 'internal.exchange_log_unseal with the key (internal.exchange_log_key()) already derived.';
REVOKE ALL ON FUNCTION internal.exchange_log_unseal(text, bytea) FROM PUBLIC;
