-- lib/api 06 (2/3): what never reaches the exchange log, and the sealed envelope of the read-only relay.
--
-- Defines (internal, owner-only):
--   internal.redact_headers(hstore)   credential headers → "[redacted]"
--   internal.redact_json(jsonb)       secret-looking keys at any depth → "[redacted]" (quick check of every key first)
--   internal.redact_json_tree(jsonb)  the level-by-level walk behind it
--   internal.redact_content(bytea)    JSON bodies via redact_json, form bodies via key=value rewriting
--   internal.redact_url(text)         secret-looking query parameters
--   internal.exchange_log_seal(jsonb) / internal.exchange_log_unseal(text)
--                                     AES-256-CBC + HMAC-SHA-256, key derived from internal.signing_key
--
-- Relies on: pgcrypto (extensions.*), internal.signing_key (lib/core/03). Repeatable.
-- Trust boundary: a relayed record travels through pg_notify, which any role that can connect may LISTEN
-- to; sealing keeps its content (paths, bodies, identities) unreadable and unforgeable outside the owner.

-- The sealing key is derived from the template's one signing secret (lib/core: internal.signing_key), with
-- its own purpose string, so no second secret has to be generated, stored or rotated.
CREATE OR REPLACE FUNCTION internal.exchange_log_key()
RETURNS bytea
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
    -- PL/pgSQL so the key lookup's plan is kept for the session (a SQL body reading a table is planned on every
    -- call, and every read-only dispatch seals a record).
    RETURN (SELECT extensions.hmac(convert_to('pgmi exchange-log seal v1', 'UTF8'), k.secret, 'sha256')
              FROM internal.signing_key k
             WHERE k.id = 1);
END
$$;
COMMENT ON FUNCTION internal.exchange_log_key() IS 'The 32-byte key sealing relayed exchange records (derived from internal.signing_key).';
REVOKE ALL ON FUNCTION internal.exchange_log_key() FROM PUBLIC;

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
BEGIN
    -- PL/pgSQL so the plan is cached for the session (this runs twice per logged exchange).
    IF p_headers IS NULL THEN
        RETURN NULL;
    END IF;
    -- Fast path: one cheap test over all names; most response headers mention nothing secret.
    IF array_to_string(extensions.akeys(p_headers), ' ') !~* '(pass|secret|token|key|auth|credential|cookie|session|sig)' THEN
        RETURN p_headers;
    END IF;
    RETURN coalesce((SELECT extensions.hstore(array_agg(e.key),
                                              array_agg(CASE WHEN internal.is_secret_name(e.key) THEN '[redacted]' ELSE e.value END))
                       FROM extensions.each(p_headers) AS e), ''::extensions.hstore);
END
$$;
COMMENT ON FUNCTION internal.redact_headers(extensions.hstore) IS
    'Headers with credential values replaced: authorization, proxy-authorization, cookie, set-cookie, x-api-key, '
    'and any name mentioning password, secret, token, key, session or signature.';
REVOKE ALL ON FUNCTION internal.redact_headers(extensions.hstore) FROM PUBLIC;

-- The walk behind internal.redact_json: every level rebuilt, secret-looking keys replaced.
CREATE OR REPLACE FUNCTION internal.redact_json_tree(p_value jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_result jsonb;
BEGIN
    CASE jsonb_typeof(p_value)
        WHEN 'object' THEN
            SELECT coalesce(jsonb_object_agg(e.key, CASE WHEN internal.is_secret_name(e.key) AND jsonb_typeof(e.value) <> 'null'
                                                         THEN '"[redacted]"'::jsonb
                                                         ELSE internal.redact_json_tree(e.value) END), '{}')
              INTO v_result
              FROM jsonb_each(p_value) AS e;
            RETURN v_result;
        WHEN 'array' THEN
            SELECT coalesce(jsonb_agg(internal.redact_json_tree(a.value) ORDER BY a.ord), '[]')
              INTO v_result
              FROM jsonb_array_elements(p_value) WITH ORDINALITY AS a(value, ord);
            RETURN v_result;
        ELSE
            RETURN p_value;
    END CASE;
END
$$;
COMMENT ON FUNCTION internal.redact_json_tree(jsonb) IS 'internal.redact_json without its fast path: walks and rebuilds every level.';
REVOKE ALL ON FUNCTION internal.redact_json_tree(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_json(p_value jsonb)
RETURNS jsonb
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
BEGIN
    -- Fast path, checked once at the top: every name internal.is_secret_name matches contains one of these words,
    -- so when no key at any depth (the jsonpath lists them all, as JSON strings that keep letters as they are)
    -- mentions one, there is nothing to redact and the walk would rebuild an identical value. Values are not
    -- looked at: "user_id": "apikey|…" in an MCP context does not force the walk.
    IF jsonb_typeof(p_value) NOT IN ('object', 'array')
       OR jsonb_path_query_array(p_value, 'strict $.** ? (@.type() == "object").keyvalue().key')::text
          !~* '(pass|secret|token|key|auth|credential|cookie|session|sig)' THEN
        RETURN p_value;
    END IF;
    RETURN internal.redact_json_tree(p_value);
END
$$;
COMMENT ON FUNCTION internal.redact_json(jsonb) IS 'The value with every secret-looking key (at any depth) mapped to "[redacted]".';
REVOKE ALL ON FUNCTION internal.redact_json(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_content(p_content bytea)
RETURNS bytea
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_text text;
BEGIN
    IF p_content IS NULL OR octet_length(p_content) = 0 THEN
        RETURN p_content;
    END IF;
    BEGIN
        v_text := convert_from(p_content, 'UTF8');
    EXCEPTION WHEN character_not_in_repertoire OR untranslatable_character THEN
        RETURN p_content;  -- binary body: nothing we can recognise as a secret
    END;
    -- Fast path: most bodies mention no secret-looking name at all.
    IF v_text !~* '(pass|secret|token|key|auth|credential|cookie|session|sig)' THEN
        RETURN p_content;
    END IF;
    IF v_text ~ '^\s*[\[{]' THEN
        BEGIN
            RETURN convert_to(internal.redact_json(v_text::jsonb)::text, 'UTF8');
        EXCEPTION WHEN invalid_text_representation THEN
            NULL;  -- not JSON after all: fall through to the form/text rewrite below
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
    'A body safe to log: JSON with secret keys redacted, or form/text with name=value secrets redacted; binary kept.';
REVOKE ALL ON FUNCTION internal.redact_content(bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_url(p_url text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN strpos(p_url, '?') = 0 THEN p_url
                ELSE regexp_replace(p_url,
                                    '([?&](?:[A-Za-z0-9_.-]*(?:password|passwd|passphrase|secret|token|api[-_]?key|apikey|signature|credential)[A-Za-z0-9_.-]*|key|sig)=)[^&#]*',
                                    '\1[redacted]', 'gi')
           END;
$$;
COMMENT ON FUNCTION internal.redact_url(text) IS 'The request target with secret-looking query parameter values redacted.';
REVOKE ALL ON FUNCTION internal.redact_url(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Sealing: base64(iv ‖ AES-256-CBC(json) ‖ HMAC-SHA-256(iv ‖ ciphertext)). Fast (no key stretching) and
-- small enough for a NOTIFY payload when the record is kept under ~5.5 kB (the writers truncate).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.exchange_log_seal(p_record jsonb)
RETURNS text
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_key  bytea := internal.exchange_log_key();
    v_iv   bytea := extensions.gen_random_bytes(16);
    v_body bytea;
BEGIN
    v_body := v_iv || extensions.encrypt_iv(convert_to(p_record::text, 'UTF8'), v_key, v_iv, 'aes-cbc/pad:pkcs');
    RETURN translate(encode(v_body || extensions.hmac(v_body, v_key, 'sha256'), 'base64'), E'\n', '');
END
$$;
COMMENT ON FUNCTION internal.exchange_log_seal(jsonb) IS 'Encrypts and authenticates an exchange record for the pg_notify relay.';
REVOKE ALL ON FUNCTION internal.exchange_log_seal(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.exchange_log_unseal(p_payload text)
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_key  bytea := internal.exchange_log_key();
    v_raw  bytea;
    v_body bytea;
BEGIN
    BEGIN
        v_raw := decode(p_payload, 'base64');
    EXCEPTION WHEN invalid_parameter_value THEN
        RETURN NULL;
    END;
    IF v_raw IS NULL OR octet_length(v_raw) < 16 + 16 + 32 THEN
        RETURN NULL;
    END IF;
    v_body := substr(v_raw, 1, octet_length(v_raw) - 32);
    IF extensions.hmac(v_body, v_key, 'sha256') <> substr(v_raw, octet_length(v_raw) - 31) THEN
        RETURN NULL;  -- not sealed by this database: ignore rather than trust
    END IF;
    RETURN convert_from(extensions.decrypt_iv(substr(v_body, 17), v_key, substr(v_body, 1, 16), 'aes-cbc/pad:pkcs'),
                        'UTF8')::jsonb;
END
$$;
COMMENT ON FUNCTION internal.exchange_log_unseal(text) IS 'The record sealed by internal.exchange_log_seal, or NULL when the payload is not authentic.';
REVOKE ALL ON FUNCTION internal.exchange_log_unseal(text) FROM PUBLIC;
