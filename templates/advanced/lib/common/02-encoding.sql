-- lib/common: decoding request bodies (bytea) into text, json, jsonb and xml.
--
-- Defines the wrapper types common.utf8, common.latin1 and common.win1252 (one bytea field, content)
-- with casts bytea -> wrapper -> text | json | jsonb | xml, so a handler can write
-- `(request.content)::common.utf8::jsonb`; and the plain function forms common.utf8(bytea),
-- common.latin1(bytea), common.win1252(bytea) (-> text) and common.to_json/to_jsonb/to_xml(bytea) (UTF-8).
-- Malformed input raises the usual PostgreSQL error (22021 bad bytes, 22P02 bad JSON, 2200M bad XML);
-- these are decoders, not validators. Also internal.base64url_encode / internal.base64url_decode (RFC 4648 §5,
-- no padding), for the opaque tokens the template mints: cursors, session ids, request states, assertions.
-- The base64url pair has no SET clause and names everything schema-qualified, so that callers' queries inline them
-- (a SQL function with a SET clause is planned anew on every call: 34 µs per decode of an OAuth assertion).
-- OPERATOR(pg_catalog.x) has one precedence for every operator, so each is parenthesised.
-- Relies on nothing. Trust boundary: none.
-- Types are created once and never dropped (handlers may depend on them); casts are created when missing.

-- ---------------------------------------------------------------------------------------------------
-- Wrapper types
-- ---------------------------------------------------------------------------------------------------
DO $$
DECLARE
    v_name text;
BEGIN
    FOREACH v_name IN ARRAY ARRAY['utf8', 'latin1', 'win1252'] LOOP
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
                        WHERE n.nspname = 'common' AND t.typname = v_name) THEN
            EXECUTE format('CREATE TYPE common.%I AS (content bytea)', v_name);
        END IF;
        EXECUTE format('COMMENT ON TYPE common.%I IS %L', v_name,
                       'Bytes known to be ' || upper(v_name) || ' text; cast it to text, json, jsonb or xml.');
        EXECUTE format('REVOKE USAGE ON TYPE common.%I FROM PUBLIC', v_name);
        EXECUTE format('GRANT USAGE ON TYPE common.%I TO %I, %I, %I', v_name,
                       internal.role_name('api'), internal.role_name('admin'), internal.role_name('customer'));
    END LOOP;
END
$$;

-- ---------------------------------------------------------------------------------------------------
-- base64url (internal)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.base64url_encode(p_bytes bytea)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.rtrim(pg_catalog.translate(pg_catalog.encode(p_bytes, 'base64'), E'+/\n', '-_'), '=') $$;
COMMENT ON FUNCTION internal.base64url_encode(bytea) IS 'base64url without padding or line breaks (RFC 4648 section 5).';
REVOKE ALL ON FUNCTION internal.base64url_encode(bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.base64url_decode(p_text text)
RETURNS bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
    SELECT pg_catalog.decode(pg_catalog.translate(p_text, '-_', '+/') OPERATOR(pg_catalog.||)
                             pg_catalog.repeat('=', (4 OPERATOR(pg_catalog.-) (pg_catalog.length(p_text) OPERATOR(pg_catalog.%) 4)) OPERATOR(pg_catalog.%) 4),
                             'base64')
$$;
COMMENT ON FUNCTION internal.base64url_decode(text) IS
    'The bytes of unpadded base64url text (22023 when it is not base64url).';
REVOKE ALL ON FUNCTION internal.base64url_decode(text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Function forms
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION common.utf8(p_content bytea)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.convert_from(p_content, 'UTF8') $$;
COMMENT ON FUNCTION common.utf8(bytea) IS 'Decodes UTF-8 bytes to text (22021 on invalid bytes).';
CALL internal.grant_execute('common.utf8(bytea)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.latin1(p_content bytea)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.convert_from(p_content, 'LATIN1') $$;
COMMENT ON FUNCTION common.latin1(bytea) IS 'Decodes ISO-8859-1 bytes to text.';
CALL internal.grant_execute('common.latin1(bytea)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.win1252(p_content bytea)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.convert_from(p_content, 'WIN1252') $$;
COMMENT ON FUNCTION common.win1252(bytea) IS 'Decodes Windows-1252 bytes to text.';
CALL internal.grant_execute('common.win1252(bytea)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.to_jsonb(p_content bytea)
RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.convert_from(p_content, 'UTF8')::jsonb $$;
COMMENT ON FUNCTION common.to_jsonb(bytea) IS 'Parses UTF-8 bytes as jsonb (22P02 on malformed JSON).';
CALL internal.grant_execute('common.to_jsonb(bytea)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.to_json(p_content bytea)
RETURNS json
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT pg_catalog.convert_from(p_content, 'UTF8')::json $$;
COMMENT ON FUNCTION common.to_json(bytea) IS 'Parses UTF-8 bytes as json, keeping key order and duplicates.';
CALL internal.grant_execute('common.to_json(bytea)', 'api', 'admin', 'customer');

CREATE OR REPLACE FUNCTION common.to_xml(p_content bytea)
RETURNS xml
LANGUAGE sql STABLE STRICT PARALLEL SAFE
AS $$ SELECT XMLPARSE(DOCUMENT pg_catalog.convert_from(p_content, 'UTF8')) $$;
COMMENT ON FUNCTION common.to_xml(bytea) IS 'Parses UTF-8 bytes as an XML document.';
CALL internal.grant_execute('common.to_xml(bytea)', 'api', 'admin', 'customer');

-- ---------------------------------------------------------------------------------------------------
-- Cast functions: bytea -> wrapper, wrapper -> text | json | jsonb | xml (one set per encoding)
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION common.as_utf8(p_content bytea) RETURNS common.utf8
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ROW(p_content)::common.utf8 $$;
CREATE OR REPLACE FUNCTION common.as_latin1(p_content bytea) RETURNS common.latin1
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ROW(p_content)::common.latin1 $$;
CREATE OR REPLACE FUNCTION common.as_win1252(p_content bytea) RETURNS common.win1252
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT ROW(p_content)::common.win1252 $$;

CREATE OR REPLACE FUNCTION common.to_text(p_value common.utf8) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.utf8((p_value).content) $$;
CREATE OR REPLACE FUNCTION common.to_text(p_value common.latin1) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.latin1((p_value).content) $$;
CREATE OR REPLACE FUNCTION common.to_text(p_value common.win1252) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.win1252((p_value).content) $$;

CREATE OR REPLACE FUNCTION common.to_jsonb(p_value common.utf8) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.utf8((p_value).content)::jsonb $$;
CREATE OR REPLACE FUNCTION common.to_jsonb(p_value common.latin1) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.latin1((p_value).content)::jsonb $$;
CREATE OR REPLACE FUNCTION common.to_jsonb(p_value common.win1252) RETURNS jsonb
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.win1252((p_value).content)::jsonb $$;

CREATE OR REPLACE FUNCTION common.to_json(p_value common.utf8) RETURNS json
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.utf8((p_value).content)::json $$;
CREATE OR REPLACE FUNCTION common.to_json(p_value common.latin1) RETURNS json
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.latin1((p_value).content)::json $$;
CREATE OR REPLACE FUNCTION common.to_json(p_value common.win1252) RETURNS json
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT common.win1252((p_value).content)::json $$;

CREATE OR REPLACE FUNCTION common.to_xml(p_value common.utf8) RETURNS xml
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$ SELECT XMLPARSE(DOCUMENT common.utf8((p_value).content)) $$;
CREATE OR REPLACE FUNCTION common.to_xml(p_value common.latin1) RETURNS xml
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$ SELECT XMLPARSE(DOCUMENT common.latin1((p_value).content)) $$;
CREATE OR REPLACE FUNCTION common.to_xml(p_value common.win1252) RETURNS xml
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$ SELECT XMLPARSE(DOCUMENT common.win1252((p_value).content)) $$;

-- Comments, grants and casts for the cast functions, in one loop so every encoding gets the same set.
DO $$
DECLARE
    v_name   text;
    v_target text;
    v_fn     regprocedure;
BEGIN
    FOREACH v_name IN ARRAY ARRAY['utf8', 'latin1', 'win1252'] LOOP
        v_fn := format('common.as_%s(bytea)', v_name)::regprocedure;
        EXECUTE format('COMMENT ON FUNCTION %s IS %L', v_fn, 'Wraps bytes as common.' || v_name || ' (cast function).');
        CALL internal.grant_execute(v_fn, 'api', 'admin', 'customer');
        IF NOT EXISTS (SELECT FROM pg_catalog.pg_cast
                        WHERE castsource = 'bytea'::regtype AND casttarget = format('common.%I', v_name)::regtype) THEN
            EXECUTE format('CREATE CAST (bytea AS common.%I) WITH FUNCTION %s', v_name, v_fn);
        END IF;

        FOREACH v_target IN ARRAY ARRAY['text', 'jsonb', 'json', 'xml'] LOOP
            v_fn := format('common.to_%s(common.%I)', v_target, v_name)::regprocedure;
            EXECUTE format('COMMENT ON FUNCTION %s IS %L', v_fn,
                           'Decodes common.' || v_name || ' to ' || v_target || ' (cast function).');
            CALL internal.grant_execute(v_fn, 'api', 'admin', 'customer');
            IF NOT EXISTS (SELECT FROM pg_catalog.pg_cast
                            WHERE castsource = format('common.%I', v_name)::regtype
                              AND casttarget = v_target::regtype) THEN
                EXECUTE format('CREATE CAST (common.%I AS %s) WITH FUNCTION %s', v_name, v_target, v_fn);
            END IF;
        END LOOP;
    END LOOP;
END
$$;
