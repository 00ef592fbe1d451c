-- lib/api: api.create_or_replace_rest_handler(p_metadata jsonb, p_handler_body text).
--
-- Relies on: 03-rest-routes (templates, conflicts), 11-registration (readers), 12-registry-writes.
-- Trust boundary: SECURITY DEFINER (creates functions in api as the owner); executable by admin only,
-- never by api/gateway/customer. Repeatable.
--
-- Addressing: "path" (a template, /users/{id}) or "uri" (a POSIX regex on the canonical path), or both
-- ("uri" then matches and "path" documents, and "example" must show a URL they agree on).
-- A "uri" that is just a quoted path or template (optionally with the old (\?.*)? suffix) is treated as
-- that path, so ^/anchor$ is a static route; any other regex is an opaque "pattern" route.

CREATE OR REPLACE FUNCTION internal.rest_validate_regexp(p_key text, p_regexp text)
RETURNS void
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    PERFORM '' ~ p_regexp;
EXCEPTION WHEN invalid_regular_expression THEN
    PERFORM internal.meta_fail('REST', p_key, 'is not a valid regular expression: ' || p_regexp,
                               'POSIX regular expressions as in PostgreSQL''s ~ operator, e.g. ^/users/([0-9]+)$.');
END
$$;
COMMENT ON FUNCTION internal.rest_validate_regexp(text, text) IS 'Raises 22023 naming the key when the regex does not compile.';
REVOKE ALL ON FUNCTION internal.rest_validate_regexp(text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.rest_validate_path_template(p_path text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_path   text := p_path;
    v_params text[];
BEGIN
    IF v_path !~ '^/' OR v_path ~ '[?#\s]' OR v_path ~ '//' OR v_path ~ '(^|/)\.\.?(/|$)' THEN
        PERFORM internal.meta_fail('REST', 'path', 'must be an absolute path template without query, fragment, '
                                   || 'spaces, "//" or dot segments, got "' || p_path || '"', 'Example: /users/{id}/orders.');
    END IF;
    IF regexp_replace(v_path, '\{[A-Za-z_][A-Za-z0-9_]*\}', '', 'g') ~ '[{}]' THEN
        PERFORM internal.meta_fail('REST', 'path', 'has a malformed parameter in "' || p_path || '"',
                                   'Parameters are {name} with name [A-Za-z_][A-Za-z0-9_]*, e.g. /orgs/{orgId}/users/{userId}.');
    END IF;
    v_params := api.path_template_params(v_path);
    IF cardinality(v_params) <> (SELECT count(DISTINCT p) FROM unnest(v_params) AS p) THEN
        PERFORM internal.meta_fail('REST', 'path', 'repeats a parameter name in "' || p_path || '"', 'Give every parameter its own name.');
    END IF;
    IF length(v_path) > 1 THEN
        v_path := rtrim(v_path, '/');  -- requests are matched without a trailing slash
    END IF;
    RETURN v_path;
END
$$;
COMMENT ON FUNCTION internal.rest_validate_path_template(text) IS 'The normalised path template (no trailing slash); 22023 when malformed.';
REVOKE ALL ON FUNCTION internal.rest_validate_path_template(text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.create_or_replace_rest_handler(p_metadata jsonb, p_handler_body text)
RETURNS void
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_kind      constant text := 'REST';
    v_id        uuid;
    v_name      text;
    v_function  text;
    v_path      text;
    v_uri       text;
    v_example   text;
    v_canonical text;
    v_regexp    text;
    v_route_kind text;
    v_params    text[];
    v_method    jsonb;
    v_method_re text;
    v_methods   text[];
    v_version   text;
    v_policy    jsonb;
    v_fp        bytea;
    v_owner     uuid;
    v_conflicts text;
BEGIN
    PERFORM internal.meta_check_keys(v_kind, p_metadata,
        ARRAY['id', 'path', 'uri', 'example', 'httpMethod', 'version', 'name', 'title', 'description', 'requiresAuth',
              'requires_auth', 'autoLog', 'minTransactionIsolation', 'readOnly', 'inputSchema', 'outputSchema',
              'accepts', 'produces', 'responseHeaders', 'tags', 'language']);
    v_id := internal.meta_uuid(v_kind, p_metadata);
    v_name := internal.meta_text(v_kind, p_metadata, 'name');
    IF v_name IS NOT NULL THEN
        PERFORM internal.validate_handler_name(v_kind, 'name', v_name);
    END IF;
    v_function := coalesce(translate(v_name, '.-', '__'), 'rest_handler_' || replace(v_id::text, '-', '_'));

    -- Addressing -----------------------------------------------------------------------------------
    v_path := internal.meta_text(v_kind, p_metadata, 'path');
    v_uri := internal.meta_text(v_kind, p_metadata, 'uri');
    v_example := internal.meta_text(v_kind, p_metadata, 'example');
    IF v_path IS NULL AND v_uri IS NULL THEN
        PERFORM internal.meta_fail(v_kind, 'path', 'is required: REST handler metadata requires "path" (e.g. /users/{id}) or "uri" (regex pattern)',
                                   'Prefer "path": "/users/{id}"; use "uri" only for routes a template cannot express.');
    END IF;
    IF v_uri IS NOT NULL THEN
        PERFORM internal.rest_validate_regexp('uri', v_uri);
    END IF;
    IF v_path IS NOT NULL THEN
        v_canonical := internal.rest_validate_path_template(v_path);
        v_params := api.path_template_params(v_canonical);
    ELSE
        SELECT replace(string_agg(CASE WHEN t.group_index IS NULL THEN t.token ELSE '{p' || t.group_index || '}' END, '' ORDER BY t.ord), '\.', '.')
          INTO v_canonical
          FROM api.route_path_tokens(v_uri) AS t;
        v_canonical := coalesce(nullif(v_canonical, ''), '/');
        v_params := api.path_template_params(v_canonical);
    END IF;
    v_regexp := coalesce(v_uri, api.path_template_to_regex(v_canonical));
    -- A uri that is exactly the template's regex (the old (\?.*)? suffix aside) is that template.
    IF v_canonical ~ '^/' AND v_canonical !~ '[\\^$|?*+()\[\]]'
       AND regexp_replace(v_regexp, '\(\\\?\.\*\)\?\$?$', '$') = api.path_template_to_regex(v_canonical) THEN
        v_regexp := api.path_template_to_regex(v_canonical);
        v_route_kind := CASE WHEN cardinality(v_params) = 0 THEN 'static' ELSE 'template' END;
    ELSE
        v_route_kind := 'pattern';
    END IF;

    IF v_path IS NOT NULL AND v_uri IS NOT NULL THEN
        IF cardinality(v_params) = 0 AND v_canonical !~ v_uri THEN
            PERFORM internal.meta_fail(v_kind, 'uri', pg_catalog.format(
                'does not match "path": self-consistency failure: canonical path "%s" does not match uri regex "%s"', v_canonical, v_uri),
                'With both keys, "path" documents the route and "uri" must accept it.');
        ELSIF cardinality(v_params) > 0 AND v_example IS NULL THEN
            PERFORM internal.meta_fail(v_kind, 'example', 'is required when both "path" (with parameters) and "uri" are given',
                                       'Add a concrete URL both agree on, e.g. "example": "/items/42".');
        END IF;
    END IF;
    IF v_example IS NOT NULL THEN
        IF api.canonical_path(v_example) !~ v_regexp THEN
            PERFORM internal.meta_fail(v_kind, 'example', pg_catalog.format('"%s" does not match the route regex "%s"', v_example, v_regexp),
                                       'The example must be a URL the route serves.');
        END IF;
        IF cardinality(v_params) > 0
           AND coalesce(cardinality(regexp_match(api.canonical_path(v_example), v_regexp)), 0) <> cardinality(v_params) THEN
            PERFORM internal.meta_fail(v_kind, 'uri', pg_catalog.format('captures %s group(s) but "path" declares %s parameter(s)',
                                       coalesce(cardinality(regexp_match(api.canonical_path(v_example), v_regexp)), 0), cardinality(v_params)),
                                       'Use one capture group per {parameter}, in order; (?:…) for other groupings.');
        END IF;
    END IF;

    v_method := p_metadata -> 'httpMethod';
    IF v_method IS NULL OR jsonb_typeof(v_method) = 'null' THEN
        v_method_re := '^(GET|POST|PUT|DELETE|PATCH)$';
    ELSIF jsonb_typeof(v_method) = 'array' THEN
        v_method_re := '^(' || array_to_string(internal.meta_text_array(v_kind, p_metadata, 'httpMethod', '{}'), '|') || ')$';
        IF v_method_re !~ '^\^\(([A-Z]+\|)*[A-Z]+\)[$]$' THEN
            PERFORM internal.meta_fail(v_kind, 'httpMethod', 'must list upper-case method names, got ' || v_method::text, 'Example: ["GET", "POST"].');
        END IF;
    ELSE
        v_method_re := internal.meta_text(v_kind, p_metadata, 'httpMethod');
        IF v_method_re !~ '^\^.*[$]$' THEN
            PERFORM internal.meta_fail(v_kind, 'httpMethod', 'must be anchored with ^ and $, got ' || v_method_re,
                                       'Write "^GET$" or "^(GET|POST)$", or a JSON array ["GET", "POST"].');
        END IF;
        PERFORM internal.rest_validate_regexp('httpMethod', v_method_re);
    END IF;
    v_methods := internal.http_methods_matching(v_method_re);
    IF cardinality(v_methods) = 0 THEN
        PERFORM internal.meta_fail(v_kind, 'httpMethod', 'matches no HTTP method: ' || v_method_re, 'Use GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS.');
    END IF;
    v_version := coalesce(internal.meta_text(v_kind, p_metadata, 'version'), '.*');
    PERFORM internal.rest_validate_regexp('version', v_version);

    v_policy := internal.meta_policy(v_kind, p_metadata, '{*/*}', '{application/json}');

    -- Unchanged since the last registration: nothing to do.
    v_fp := internal.handler_fingerprint('rest', v_function, p_handler_body, p_metadata);
    IF internal.confirm_current_handler(v_id, v_fp) THEN
        RETURN;
    END IF;

    IF v_name IS NOT NULL THEN
        SELECT r.handler_object_id INTO v_owner FROM api.rest_route r
         WHERE r.route_name = v_name AND r.handler_object_id <> v_id;
        IF FOUND THEN
            RAISE EXCEPTION 'REST route name "%" is already registered to handler %', v_name, v_owner
                USING ERRCODE = 'unique_violation',
                      HINT = 'Route names are unique; pick another "name" or re-register with that handler''s "id".';
        END IF;
    END IF;
    SELECT string_agg(c.route || ' [' || c.handler_object_id || ']', ', ') INTO v_conflicts
      FROM internal.rest_route_conflicts(v_id, v_route_kind, v_canonical, internal.path_template_shape(v_canonical),
                                         v_regexp, v_methods, v_version) AS c;
    IF v_conflicts IS NOT NULL THEN
        RAISE EXCEPTION 'Route overlap detected: % % overlaps %', array_to_string(v_methods, '|'), v_canonical, v_conflicts
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Two routes would answer the same request. Use distinct paths, methods or versions; a static '
                         'path next to a {parameter} template is fine (the static one wins), two templates of the same '
                         'shape are not.';
    END IF;

    PERFORM internal.register_handler(v_id, 'rest', 'REST', v_function, p_handler_body, p_metadata, v_fp, v_policy);
    INSERT INTO api.rest_route AS r (handler_object_id, address_regexp, method_regexp, version_regexp, route_name,
                                     auto_log, canonical_path, route_kind, path_shape, param_names, segment_count,
                                     match_rank, methods, example)
    VALUES (v_id, v_regexp, v_method_re, v_version, v_name, (v_policy ->> 'auto_log')::boolean, v_canonical,
            v_route_kind, internal.path_template_shape(v_canonical), v_params,
            CASE WHEN v_route_kind <> 'pattern' THEN cardinality(string_to_array(ltrim(v_canonical, '/'), '/')) END,
            internal.path_template_rank(v_canonical), v_methods, v_example)
    ON CONFLICT (handler_object_id) DO UPDATE SET
        address_regexp = EXCLUDED.address_regexp, method_regexp = EXCLUDED.method_regexp,
        version_regexp = EXCLUDED.version_regexp, route_name = EXCLUDED.route_name, auto_log = EXCLUDED.auto_log,
        canonical_path = EXCLUDED.canonical_path, route_kind = EXCLUDED.route_kind, path_shape = EXCLUDED.path_shape,
        param_names = EXCLUDED.param_names, segment_count = EXCLUDED.segment_count, match_rank = EXCLUDED.match_rank,
        methods = EXCLUDED.methods, example = EXCLUDED.example;
END
$$;
COMMENT ON FUNCTION api.create_or_replace_rest_handler(jsonb, text) IS
    'Registers (or replaces, by "id") a REST handler: generates api.<name>(api.rest_request) from the PL/pgSQL '
    'body and routes "path"/"uri" + "httpMethod" + "version" to it. Metadata errors raise 22023 naming the key; '
    'a name taken by another handler raises 23505; an ambiguous route raises 22023 (Route overlap detected). '
    'Re-registering an identical handler changes nothing. Admin only.';
CALL internal.grant_execute('api.create_or_replace_rest_handler(jsonb,text)', 'admin');
