-- lib/api: REST routing: URL normalisation, path templates, the route table and its conflict rules.
--
-- Defines:
--   api.regexp_quote, api.url_decode, api.url_path, api.canonical_path        URL and regex text helpers
--   api.path_template_to_regex, api.path_template_params, api.route_path_tokens
--   internal.path_template_shape, internal.path_template_rank, internal.http_methods_matching,
--   internal.regexps_may_overlap
--   api.rest_route                       addressing of REST handlers (1:1 with api.handler)
--
-- Route kinds (decided at registration):
--   static    no parameters; regex is exactly the quoted path → served by an index lookup, and it wins over
--             any parameterised route that also matches
--   template  "/a/{x}/b": each {x} is one path segment ([^/]+); among templates the one with literal
--             segments earlier wins (/a/b/{y} beats /a/{x}/c for /a/b/c); two templates of the same shape
--             (/a/{x} and /a/{y}) conflict
--   pattern   any other regex given as "uri"; opaque, so any overlap we can detect is a conflict
-- Relies on: 02-handler-registry. Repeatable. Helpers are SECURITY INVOKER without a pinned search_path (so
-- SQL ones inline into callers) and schema-qualify every non-catalog name; definers pin theirs.

-- ---------------------------------------------------------------------------------------------------
-- Text helpers
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.regexp_quote(p_text text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT regexp_replace(p_text, '([\\.^$|?*+()\[\]{}])', '\\\1', 'g');
$$;
COMMENT ON FUNCTION api.regexp_quote(text) IS 'Escapes every POSIX regex metacharacter so the text matches literally.';
CALL internal.grant_execute('api.regexp_quote(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.url_decode(p_text text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
DECLARE
    v_text   text := replace(p_text, '+', ' ');
    v_result text := '';
    v_part   text[];
BEGIN
    IF strpos(v_text, '%') = 0 THEN
        RETURN v_text;
    END IF;
    -- Runs of %HH are decoded together (multi-byte UTF-8); anything else, or a run that is not valid
    -- UTF-8, is kept as written.
    FOR v_part IN SELECT regexp_matches(v_text, '((?:%[0-9A-Fa-f]{2})+)|([^%]+|%)', 'g') LOOP
        IF v_part[1] IS NOT NULL THEN
            BEGIN
                v_result := v_result || convert_from(decode(replace(v_part[1], '%', ''), 'hex'), 'UTF8');
            EXCEPTION WHEN character_not_in_repertoire OR untranslatable_character THEN
                v_result := v_result || v_part[1];
            END;
        ELSE
            v_result := v_result || v_part[2];
        END IF;
    END LOOP;
    RETURN v_result;
END
$$;
COMMENT ON FUNCTION api.url_decode(text) IS
    'Form/URL decoding: + is a space, %HH runs are decoded as UTF-8; malformed or invalid sequences stay as written.';
CALL internal.grant_execute('api.url_decode(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.url_path(p_url text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT split_part(p_url, '?', 1);
$$;
COMMENT ON FUNCTION api.url_path(text) IS 'The part of a request target before the first "?" (a "#" is kept, so /a#x is not /a).';
CALL internal.grant_execute('api.url_path(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.canonical_path(p_path text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
DECLARE
    v_path     text := split_part(p_path, '?', 1);
    v_segments text[] := '{}';
    v_segment  text;
    v_match    text[];
    v_out      text;
BEGIN
    -- Fast path: a path that is already canonical (non-empty segments, no %, no dot segments) comes back as is.
    IF p_path ~ '^(/[^/?%]+)+$' AND p_path !~ '/\.\.?(/|$)' THEN
        RETURN p_path;
    END IF;
    -- Percent-encoding: upper-case hex; decode unreserved characters only (RFC 3986 §6.2.2), so %2F and
    -- %20 stay encoded and cannot create or hide a path separator.
    IF strpos(v_path, '%') > 0 THEN
        v_out := '';
        FOR v_match IN SELECT regexp_matches(v_path, '%([0-9A-Fa-f]{2})|([^%]+|%)', 'g') LOOP
            IF v_match[1] IS NULL THEN
                v_out := v_out || v_match[2];
            ELSIF chr(('x' || lpad(v_match[1], 8, '0'))::bit(32)::integer) ~ '^[A-Za-z0-9._~-]$' THEN
                v_out := v_out || chr(('x' || lpad(v_match[1], 8, '0'))::bit(32)::integer);
            ELSE
                v_out := v_out || '%' || upper(v_match[1]);
            END IF;
        END LOOP;
        v_path := v_out;
    END IF;
    -- Dot segments and empty segments go; ".." never climbs above the root.
    FOREACH v_segment IN ARRAY string_to_array(v_path, '/') LOOP
        IF v_segment = '' OR v_segment = '.' THEN
            CONTINUE;
        ELSIF v_segment = '..' THEN
            v_segments := v_segments[1:cardinality(v_segments) - 1];
        ELSE
            v_segments := v_segments || v_segment;
        END IF;
    END LOOP;
    RETURN '/' || array_to_string(v_segments, '/');
END
$$;
COMMENT ON FUNCTION api.canonical_path(text) IS
    'Normalised request path: query dropped, unreserved %HH decoded (others upper-cased), dot and empty segments '
    'removed (never above /), no trailing slash, case kept. /public/%2e%2e/admin → /admin; "" → /.';
CALL internal.grant_execute('api.canonical_path(text)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Path templates (OpenAPI style: /orgs/{orgId}/users/{userId})
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.path_template_params(p_template text)
RETURNS text[]
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT coalesce(array_agg(m[1] ORDER BY ord), '{}')
      FROM regexp_matches(p_template, '\{([^{}/]*)\}', 'g') WITH ORDINALITY AS t(m, ord);
$$;
COMMENT ON FUNCTION api.path_template_params(text) IS 'Parameter names of a path template, left to right ({} when none).';
CALL internal.grant_execute('api.path_template_params(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.path_template_to_regex(p_template text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT '^' || string_agg(CASE WHEN m[1] IS NOT NULL THEN '([^/]+)' ELSE api.regexp_quote(m[2]) END, '' ORDER BY ord) || '$'
      FROM regexp_matches(p_template, '(\{[^{}/]*\})|([^{]+|\{)', 'g') WITH ORDINALITY AS t(m, ord);
$$;
COMMENT ON FUNCTION api.path_template_to_regex(text) IS
    'Anchored regex of a path template: literals quoted, each {param} → ([^/]+). /hello → ^/hello$.';
CALL internal.grant_execute('api.path_template_to_regex(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION internal.path_template_shape(p_template text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT regexp_replace(p_template, '\{[^{}/]*\}', '{}', 'g');
$$;
COMMENT ON FUNCTION internal.path_template_shape(text) IS 'A template with every parameter written {}: /a/{x} and /a/{y} share the shape /a/{}.';
REVOKE ALL ON FUNCTION internal.path_template_shape(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.path_template_rank(p_template text)
RETURNS text
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    -- One character per segment: 0 literal, 1 contains a parameter. Lower sorts (and wins) first.
    SELECT coalesce(string_agg(CASE WHEN s ~ '\{[^{}/]*\}' THEN '1' ELSE '0' END, '' ORDER BY ord), '')
      FROM unnest(string_to_array(ltrim(p_template, '/'), '/')) WITH ORDINALITY AS t(s, ord);
$$;
COMMENT ON FUNCTION internal.path_template_rank(text) IS 'Specificity key of a template: per segment 0 (literal) or 1 (parameter); lower wins.';
REVOKE ALL ON FUNCTION internal.path_template_rank(text) FROM PUBLIC;

-- Splits an address regex into literal runs and top-level groups (the reference's derivation of a
-- canonical path from "uri": group n becomes {pn}).
CREATE OR REPLACE FUNCTION api.route_path_tokens(p_regexp text)
RETURNS TABLE (ord integer, token text, group_index integer)
LANGUAGE plpgsql
IMMUTABLE
STRICT
AS $$
DECLARE
    v_re      text := p_regexp;
    v_i       integer := 1;
    v_len     integer;
    v_char    text;
    v_buf     text := '';
    v_depth   integer := 0;
    v_groups  integer := 0;
    v_ord     integer := 0;
    v_inclass boolean := false;
BEGIN
    v_re := regexp_replace(v_re, '^\^', '');
    v_re := regexp_replace(v_re, '\(\\\?\.\*\)\?\$?$', '');
    v_re := regexp_replace(v_re, '(^|[^\\])[$]$', '\1');
    v_len := length(v_re);
    WHILE v_i <= v_len LOOP
        v_char := substr(v_re, v_i, 1);
        IF v_char = '\' AND v_i < v_len THEN
            v_buf := v_buf || substr(v_re, v_i, 2);
            v_i := v_i + 2;
            CONTINUE;
        END IF;
        IF v_inclass THEN
            v_inclass := v_char <> ']';
            v_buf := v_buf || v_char;
        ELSIF v_char = '[' THEN
            v_inclass := true;
            v_buf := v_buf || v_char;
            IF substr(v_re, v_i + 1, 1) = ']' THEN  -- "[]…]" keeps a literal ]
                v_buf := v_buf || ']';
                v_i := v_i + 1;
            END IF;
        ELSIF v_char = '(' THEN
            IF v_depth = 0 AND v_buf <> '' THEN
                v_ord := v_ord + 1; ord := v_ord; token := v_buf; group_index := NULL; RETURN NEXT;
                v_buf := '';
            END IF;
            v_depth := v_depth + 1;
            v_buf := v_buf || v_char;
        ELSIF v_char = ')' AND v_depth > 0 THEN
            v_depth := v_depth - 1;
            v_buf := v_buf || v_char;
            IF v_depth = 0 THEN
                v_groups := v_groups + 1;
                v_ord := v_ord + 1; ord := v_ord; token := v_buf; group_index := v_groups; RETURN NEXT;
                v_buf := '';
            END IF;
        ELSE
            v_buf := v_buf || v_char;
        END IF;
        v_i := v_i + 1;
    END LOOP;
    IF v_buf <> '' THEN
        v_ord := v_ord + 1; ord := v_ord; token := v_buf; group_index := NULL; RETURN NEXT;
    END IF;
END
$$;
COMMENT ON FUNCTION api.route_path_tokens(text) IS
    'Tokens of an address regex (anchors and a trailing (\?.*)? removed): literal runs (group_index NULL) and '
    'top-level parenthesised groups numbered from 1.';
CALL internal.grant_execute('api.route_path_tokens(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION internal.http_methods_matching(p_method_regexp text)
RETURNS text[]
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT coalesce(array_agg(m ORDER BY ord), '{}')
      FROM unnest(ARRAY['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) WITH ORDINALITY AS t(m, ord)
     WHERE m ~ p_method_regexp;
$$;
COMMENT ON FUNCTION internal.http_methods_matching(text) IS 'The standard HTTP methods a method regex accepts, in a fixed order.';
REVOKE ALL ON FUNCTION internal.http_methods_matching(text) FROM PUBLIC;

-- Can two regexes accept a common string? Decided on samples: "", and the literal each regex stands for
-- when it is a plain anchored word (^v1$). Equal regexes always overlap. Used for version regexes.
CREATE OR REPLACE FUNCTION internal.regexps_may_overlap(p_a text, p_b text)
RETURNS boolean
LANGUAGE sql
IMMUTABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT p_a = p_b
        OR EXISTS (
            SELECT FROM unnest(ARRAY[
                       '',
                       substring(p_a FROM '^\^?([A-Za-z0-9._-]*)\$?$'),
                       substring(p_b FROM '^\^?([A-Za-z0-9._-]*)\$?$')]) AS s(sample)
             WHERE s.sample IS NOT NULL AND s.sample ~ p_a AND s.sample ~ p_b);
$$;
COMMENT ON FUNCTION internal.regexps_may_overlap(text, text) IS
    'Heuristic overlap of two regexes (sampled: "", and literal words): ^v1$ and ^v2$ do not overlap; .* and ^v1$ do.';
REVOKE ALL ON FUNCTION internal.regexps_may_overlap(text, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Route table
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS api.rest_route (
    handler_object_id uuid PRIMARY KEY REFERENCES api.handler (object_id) ON DELETE CASCADE,
    sequence_number   bigint GENERATED ALWAYS AS IDENTITY,
    address_regexp    text NOT NULL,
    method_regexp     text NOT NULL DEFAULT '^(GET|POST|PUT|DELETE|PATCH)$',
    version_regexp    text NOT NULL DEFAULT '.*',
    route_name        text,
    auto_log          boolean NOT NULL DEFAULT true,
    canonical_path    text NOT NULL DEFAULT '',
    route_kind        text NOT NULL,
    path_shape        text NOT NULL,
    param_names       text[] NOT NULL DEFAULT '{}',
    segment_count     integer,
    match_rank        text NOT NULL DEFAULT '',
    methods           text[] NOT NULL,
    example           text,
    CONSTRAINT ck_rest_route_kind CHECK (route_kind IN ('static', 'template', 'pattern'))
);
CREATE UNIQUE INDEX IF NOT EXISTS uq_rest_route_name ON api.rest_route (route_name) WHERE route_name IS NOT NULL;
CREATE INDEX IF NOT EXISTS ix_rest_route_static ON api.rest_route (canonical_path) WHERE route_kind = 'static';
CREATE INDEX IF NOT EXISTS ix_rest_route_dynamic ON api.rest_route (segment_count, match_rank, sequence_number)
    WHERE route_kind <> 'static';
COMMENT ON TABLE api.rest_route IS
    'REST addressing. Matching is on api.canonical_path(request path): static routes by index lookup first, then '
    'template/pattern routes by match_rank (literal segments first) and sequence_number. A version-restricted '
    'route (version_regexp on x-api-version / accept-version, "" when absent) is invisible to other versions.';
COMMENT ON COLUMN api.rest_route.canonical_path IS 'The OpenAPI path template (/users/{id}); for static routes the exact path.';
COMMENT ON COLUMN api.rest_route.path_shape IS 'canonical_path with every parameter written {} (conflict detection).';
COMMENT ON COLUMN api.rest_route.methods IS 'Standard HTTP methods method_regexp accepts (Allow header, OpenAPI, conflicts).';
CALL internal.grant_on_table('api.rest_route', 'SELECT', 'admin');

-- Routes that cannot coexist with a candidate route (methods intersect, versions may overlap, and the
-- paths are ambiguous under the rules in the header). Used by registration and by verification.
CREATE OR REPLACE FUNCTION internal.rest_route_conflicts(
    p_handler_object_id uuid,
    p_route_kind text,
    p_canonical_path text,
    p_path_shape text,
    p_address_regexp text,
    p_methods text[],
    p_version_regexp text)
RETURNS TABLE (handler_object_id uuid, route text)
LANGUAGE sql
STABLE
AS $$
    SELECT r.handler_object_id,
           array_to_string(r.methods, '|') || ' ' || r.canonical_path
               || CASE WHEN r.version_regexp <> '.*' THEN ' (version ' || r.version_regexp || ')' ELSE '' END
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.handler_object_id <> p_handler_object_id
       AND r.methods && p_methods
       AND internal.regexps_may_overlap(r.version_regexp, p_version_regexp)
       AND CASE
               WHEN p_route_kind = 'static' AND r.route_kind = 'static' THEN r.canonical_path = p_canonical_path
               WHEN p_route_kind = 'template' AND r.route_kind = 'template' THEN r.path_shape = p_path_shape
               WHEN p_route_kind <> 'pattern' AND r.route_kind <> 'pattern' THEN false  -- static beats template
               ELSE r.path_shape = p_path_shape
                 -- a pattern is opaque: any static or sample path of one that the other accepts is a conflict
                 OR replace(p_path_shape, '{}', 'pgmi-sample') ~ r.address_regexp
                 OR replace(r.path_shape, '{}', 'pgmi-sample') ~ p_address_regexp
           END
     ORDER BY r.sequence_number;
$$;
COMMENT ON FUNCTION internal.rest_route_conflicts(uuid, text, text, text, text, text[], text) IS
    'Live REST routes that would be ambiguous next to the given route (same static path, same template shape, '
    'or a detectable overlap with a pattern route), for intersecting methods and possibly overlapping versions.';
REVOKE ALL ON FUNCTION internal.rest_route_conflicts(uuid, text, text, text, text, text[], text) FROM PUBLIC;
