-- lib/api: api.rest_invoke, the REST entry point (bytea, jsonb and xml bodies), and its internal
-- helpers: internal.rest_gate_response, internal.inject_output_schema, then one per step of the call
-- (request line, unrouted, path parameters, gate, handler failure, handler response) and
-- internal.with_content_type.
--
-- Order of checks (each answers at once, as an application/problem+json with cache-control: no-store):
--   (PA401 raised for a presented credential that does not verify) · 400 method invalid or > 16 chars · 414 URL > 8192 chars · 404 no route (detail echoes the canonical
--   path only, never the query) · 405 with Allow (OPTIONS → 204 with Allow) · 401 + WWW-Authenticate ·
--   428 isolation too weak / read-only required (code pgmi.transaction_*) · 415 request content type ·
--   406 Accept · then the handler. Its failures map through internal.sqlstate_http_error; 40001/40P01 are
--   re-raised untouched (catching them would let the transaction commit without the handler's work).
--   A handler returning NULL (or a NULL/invalid status) is a 500.
-- Relies on: 03 (URL helpers), 06-08 (exchange log), 09 (helpers), 10 (handler failures), 16-gateways.
-- Trust boundary: SECURITY DEFINER, executable by api (the gateway) and admin only. Identity comes only from
-- the credential in the Authorization header, verified first thing (membership.authenticate; a bad one raises
-- PA401, see 16-gateways.sql); handlers see the headers without it. Handlers run as the owner, with their own
-- pinned search_path.

CREATE OR REPLACE FUNCTION internal.rest_gate_response(
    p_status integer,
    p_detail text,
    p_started_at timestamptz,
    p_extra extensions.hstore DEFAULT ''::extensions.hstore,
    p_code text DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql
VOLATILE
AS $$
    SELECT internal.finalize_response(
        api.problem_response(p_status, api.http_status_title(p_status), p_detail, NULL, NULL, p_code),
        NULL, p_started_at,
        extensions.hstore('cache-control', 'no-store') OPERATOR(extensions.||) coalesce(p_extra, ''::extensions.hstore));
$$;
COMMENT ON FUNCTION internal.rest_gate_response(integer, text, timestamptz, extensions.hstore, text) IS
    'A finalised problem response produced by the REST gateway itself (never by a handler).';
REVOKE ALL ON FUNCTION internal.rest_gate_response(integer, text, timestamptz, extensions.hstore, text) FROM PUBLIC;

-- Adds "$schema" to a JSON body (objects get the key; anything else is wrapped as {"data": …}).
CREATE OR REPLACE FUNCTION internal.inject_output_schema(p_content bytea, p_schema jsonb)
RETURNS bytea
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_body jsonb;
BEGIN
    BEGIN
        v_body := convert_from(p_content, 'UTF8')::jsonb;
    EXCEPTION WHEN invalid_text_representation OR character_not_in_repertoire THEN
        RETURN p_content;  -- not JSON: leave the body alone
    END;
    IF jsonb_typeof(v_body) = 'object' THEN
        v_body := v_body || jsonb_build_object('$schema', p_schema);
    ELSE
        v_body := jsonb_build_object('data', v_body, '$schema', p_schema);
    END IF;
    RETURN convert_to(v_body::text, 'UTF8');
END
$$;
COMMENT ON FUNCTION internal.inject_output_schema(bytea, jsonb) IS 'The x-include-schema directive: embeds the output schema as "$schema" in a JSON body.';
REVOKE ALL ON FUNCTION internal.inject_output_schema(bytea, jsonb) FROM PUBLIC;

-- The steps of api.rest_invoke, in the order it takes them. Each runs inside its SECURITY DEFINER call (as
-- the owner, on its pinned search_path), names everything schema-qualified and is executable by no one else.

-- 400 / 414: a method or request target that cannot be routed at all; NULL when both are usable.
CREATE OR REPLACE FUNCTION internal.rest_request_line_refusal(p_method text, p_url text, p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    IF p_method !~ '^[A-Z]{1,16}$' THEN
        RETURN internal.rest_gate_response(400, CASE WHEN length(p_method) > 16 THEN 'HTTP method too long' ELSE 'Invalid HTTP method' END, p_started_at);
    ELSIF p_url IS NULL OR p_url = '' THEN
        RETURN internal.rest_gate_response(400, 'Request target is empty', p_started_at);
    ELSIF length(p_url) > 8192 THEN
        RETURN internal.rest_gate_response(414, 'URL exceeds maximum length', p_started_at);
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.rest_request_line_refusal(text, text, timestamptz) IS
    'api.rest_invoke''s first answer: 400 for a bad or too long method or an empty target, 414 for a URL over 8192 characters; NULL otherwise.';
REVOKE ALL ON FUNCTION internal.rest_request_line_refusal(text, text, timestamptz) FROM PUBLIC;

-- No route for this method on this path: 404 when no method has one (the detail echoes the canonical path,
-- never the query), 204 with Allow for OPTIONS, else 405 with Allow.
CREATE OR REPLACE FUNCTION internal.rest_unrouted_response(p_method text, p_path text, p_version text, p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_allow text := internal.rest_allowed_methods(p_path, p_version);
BEGIN
    IF v_allow IS NULL THEN
        RETURN internal.rest_gate_response(404, pg_catalog.format('No route matches %s %s', p_method, p_path), p_started_at);
    ELSIF p_method = 'OPTIONS' THEN
        RETURN internal.finalize_response(ROW(204, extensions.hstore('allow', v_allow), NULL)::api.http_response,
                                          NULL, p_started_at, extensions.hstore('cache-control', 'no-store'));
    END IF;
    RETURN internal.rest_gate_response(405, pg_catalog.format('%s is not allowed on %s. Allowed: %s', p_method, p_path, v_allow),
                                       p_started_at, extensions.hstore('allow', v_allow));
END
$$;
COMMENT ON FUNCTION internal.rest_unrouted_response(text, text, text, timestamptz) IS
    'api.rest_invoke''s answer when no route matches the method: 404, 204 with Allow (OPTIONS) or 405 with Allow.';
REVOKE ALL ON FUNCTION internal.rest_unrouted_response(text, text, text, timestamptz) FROM PUBLIC;

-- The path parameters a template or pattern route captured, URL-decoded ('+' stays a plus in a path).
CREATE OR REPLACE FUNCTION internal.rest_path_params(p_path text, p_route_kind text, p_address_regexp text, p_param_names text[])
RETURNS jsonb
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_captures text[];
BEGIN
    IF p_route_kind = 'static' THEN
        RETURN '{}';  -- a static route captures nothing: no query to run
    END IF;
    v_captures := regexp_match(p_path, p_address_regexp);
    RETURN coalesce((SELECT jsonb_object_agg(coalesce(p_param_names[i], 'p' || i), api.url_decode(replace(v_captures[i], '+', '%2B')))
                       FROM generate_subscripts(v_captures, 1) AS i), '{}');
END
$$;
COMMENT ON FUNCTION internal.rest_path_params(text, text, text, text[]) IS
    'The named captures of a REST route''s address in a canonical path, URL-decoded; {} for a static route.';
REVOKE ALL ON FUNCTION internal.rest_path_params(text, text, text, text[]) FROM PUBLIC;

-- The gate before a handler, in order: 401 without an identity where the route requires one, the credential's
-- scopes (membership/17-handler-scopes.sql raises PA403, answered 403 by the gateway), 428 transaction policy,
-- 415 request content type, 406 Accept. NULL: the handler may run.
CREATE OR REPLACE FUNCTION internal.rest_gate_refusal(
    p_user uuid,
    p_requires_auth boolean,
    p_read_only boolean,
    p_tags text[],
    p_min_isolation text,
    p_accepts text[],
    p_produces text[],
    p_headers extensions.hstore,
    p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_response  api.http_response;
    v_violation jsonb;
    v_type      text;
BEGIN
    IF p_user IS NULL AND p_requires_auth THEN
        v_response := internal.rest_gate_response(401, 'Authentication required', p_started_at,
                                                  extensions.hstore('www-authenticate', api.www_authenticate_challenge()));
    END IF;
    PERFORM membership.require_handler_scopes(p_read_only, p_tags);
    IF v_response.status_code IS NOT NULL THEN
        RETURN v_response;
    END IF;
    v_violation := internal.transaction_policy_violation(p_min_isolation, p_read_only);
    IF v_violation IS NOT NULL THEN
        RETURN internal.rest_gate_response(428, v_violation ->> 'message', p_started_at, '', v_violation ->> 'code');
    END IF;
    v_type := lower(btrim(split_part(coalesce(p_headers OPERATOR(extensions.->) 'content-type', ''), ';', 1)));
    IF v_type <> '' AND NOT api.accept_matches(array_to_string(p_accepts, ', '), ARRAY[v_type]) THEN
        RETURN internal.rest_gate_response(415, 'Supported request content types: ' || array_to_string(p_accepts, ', '), p_started_at);
    ELSIF NOT api.accept_matches(p_headers OPERATOR(extensions.->) 'accept', p_produces) THEN
        RETURN internal.rest_gate_response(406, 'Supported content types: ' || array_to_string(p_produces, ', '), p_started_at);
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.rest_gate_refusal(uuid, boolean, boolean, text[], text, text[], text[], extensions.hstore, timestamptz) IS
    'api.rest_invoke''s gate before the handler: 401, the scopes (PA403 raised), 428, 415, 406; NULL when the handler may run.';
REVOKE ALL ON FUNCTION internal.rest_gate_refusal(uuid, boolean, boolean, text[], text, text[], text[], extensions.hstore, timestamptz) FROM PUBLIC;

-- A handler that raised, as the client sees it: internal.sqlstate_http_error's status and text, never the raw
-- message (except the P04xx codes raised on purpose), no-store, and a challenge with a 401.
CREATE OR REPLACE FUNCTION internal.rest_handler_failure_response(
    p_sqlstate text,
    p_message text,
    p_read_only boolean,
    p_extra extensions.hstore,
    p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_error record;
BEGIN
    SELECT * INTO v_error FROM internal.sqlstate_http_error(p_sqlstate, p_message, p_read_only);
    RETURN internal.finalize_response(
        api.problem_response(v_error.status_code, v_error.title, v_error.detail), NULL, p_started_at,
        p_extra OPERATOR(extensions.||) v_error.headers OPERATOR(extensions.||) extensions.hstore('cache-control', 'no-store')
            OPERATOR(extensions.||) CASE WHEN v_error.status_code = 401
                                         THEN extensions.hstore('www-authenticate', api.www_authenticate_challenge())
                                         ELSE ''::extensions.hstore END);
END
$$;
COMMENT ON FUNCTION internal.rest_handler_failure_response(text, text, boolean, extensions.hstore, timestamptz) IS
    'The finalised problem response for a REST handler that raised (status and text from internal.sqlstate_http_error).';
REVOKE ALL ON FUNCTION internal.rest_handler_failure_response(text, text, boolean, extensions.hstore, timestamptz) FROM PUBLIC;

-- What a handler returned, as sent: its registered response headers, the output schema embedded when
-- x-include-schema asks for it, x-route-id. The caller has checked the status.
CREATE OR REPLACE FUNCTION internal.rest_handler_response(
    p_response api.http_response,
    p_route_id uuid,
    p_response_headers jsonb,
    p_output_schema jsonb,
    p_extra extensions.hstore,
    p_started_at timestamptz)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_response api.http_response := p_response;
BEGIN
    IF p_output_schema IS NOT NULL AND v_response.content IS NOT NULL
       AND lower(coalesce(p_response_headers ->> 'x-include-schema', '')) = 'true' THEN
        v_response.content := internal.inject_output_schema(v_response.content, p_output_schema);
    END IF;
    RETURN internal.finalize_response(v_response, p_response_headers, p_started_at,
                                      p_extra OPERATOR(extensions.||) extensions.hstore('x-route-id', p_route_id::text));
END
$$;
COMMENT ON FUNCTION internal.rest_handler_response(api.http_response, uuid, jsonb, jsonb, extensions.hstore, timestamptz) IS
    'A REST handler''s response as sent: registered headers, $schema when x-include-schema is true, x-route-id.';
REVOKE ALL ON FUNCTION internal.rest_handler_response(api.http_response, uuid, jsonb, jsonb, extensions.hstore, timestamptz) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.rest_invoke(
    p_method text,
    p_url text,
    p_headers extensions.hstore DEFAULT ''::extensions.hstore,
    p_content bytea DEFAULT NULL)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_started   timestamptz := clock_timestamp();
    v_method    text := upper(btrim(coalesce(p_method, '')));
    v_url       text := btrim(p_url);
    v_headers   extensions.hstore := coalesce(p_headers, ''::extensions.hstore);
    -- First of all, always: who is asking (it also clears any earlier identity). PA401 ends the call here.
    v_user      uuid := internal.apply_request_credential(internal.request_credential(v_headers));
    v_version   text;
    v_path      text;
    v_id        uuid;
    v_route     record;
    v_extra     extensions.hstore := ''::extensions.hstore;
    v_request   api.rest_request;
    v_response  api.http_response;
    v_sqlstate  text;
    v_message   text;
    v_context   text;
BEGIN
    v_headers := internal.request_headers(v_headers);
    v_response := internal.rest_request_line_refusal(v_method, v_url, v_started);
    IF v_response.status_code IS NOT NULL THEN
        RETURN v_response;
    END IF;
    v_version := coalesce(v_headers OPERATOR(extensions.->) 'x-api-version', v_headers OPERATOR(extensions.->) 'accept-version', '');
    v_path := api.canonical_path(api.url_path(v_url));

    -- Route ----------------------------------------------------------------------------------------
    v_id := internal.rest_match_route(CASE WHEN v_method = 'HEAD' THEN 'GET' ELSE v_method END, v_path, v_version);
    IF v_id IS NULL THEN
        RETURN internal.rest_unrouted_response(v_method, v_path, v_version, v_started);
    END IF;
    SELECT h.handler_exec_sql, h.handler_func, h.requires_auth, h.min_transaction_isolation, h.read_only, h.tags, h.accepts,
           h.produces, h.response_headers, h.output_json_schema::jsonb AS output_json_schema,
           r.route_kind, r.address_regexp, r.param_names, r.auto_log
      INTO v_route
      FROM api.handler h JOIN api.rest_route r ON r.handler_object_id = h.object_id
     WHERE h.object_id = v_id;
    v_request := ROW(v_method, v_url, v_headers, p_content, v_path,
                     internal.rest_path_params(v_path, v_route.route_kind, v_route.address_regexp, v_route.param_names))::api.rest_request;
    IF v_route.requires_auth THEN
        v_extra := extensions.hstore('cache-control', 'private, no-store');
    END IF;

    -- Gate: identity, scopes, transaction policy, media types. Rejections are logged like any other exchange.
    v_response := internal.rest_gate_refusal(v_user, v_route.requires_auth, v_route.read_only, v_route.tags,
                                             v_route.min_transaction_isolation, v_route.accepts, v_route.produces, v_headers, v_started);
    IF v_response.status_code IS NOT NULL THEN
        IF v_route.auto_log THEN
            PERFORM internal.log_rest_exchange(v_id, v_request, v_response, v_started);
        END IF;
        RETURN v_response;
    END IF;

    -- Dispatch -------------------------------------------------------------------------------------
    BEGIN
        EXECUTE v_route.handler_exec_sql INTO v_response USING v_request;
    EXCEPTION
        WHEN serialization_failure OR deadlock_detected THEN
            RAISE;
        WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS v_sqlstate = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT, v_context = PG_EXCEPTION_CONTEXT;
            PERFORM internal.report_handler_failure(v_route.handler_func, v_sqlstate, v_message, v_context);
            v_response := internal.rest_handler_failure_response(v_sqlstate, v_message, v_route.read_only, v_extra, v_started);
            IF v_route.auto_log THEN
                PERFORM internal.log_rest_exchange(v_id, v_request, v_response, v_started, v_sqlstate, v_message);
            END IF;
            RETURN v_response;
    END;
    IF v_response.status_code IS NULL OR v_response.status_code NOT BETWEEN 100 AND 599 THEN
        v_message := pg_catalog.format('handler %s returned %s', v_route.handler_func,
                                       CASE WHEN v_response.status_code IS NULL THEN 'no status (NULL response)'
                                            ELSE 'invalid status ' || v_response.status_code END);
        v_response := internal.rest_gate_response(500, 'An internal error occurred', v_started, v_extra);
        IF v_route.auto_log THEN
            PERFORM internal.log_rest_exchange(v_id, v_request, v_response, v_started, 'P0500', v_message);
        END IF;
        RETURN v_response;
    END IF;

    v_response := internal.rest_handler_response(v_response, v_id, v_route.response_headers, v_route.output_json_schema, v_extra, v_started);
    IF v_route.auto_log THEN
        PERFORM internal.log_rest_exchange(v_id, v_request, v_response, v_started);
    END IF;
    IF v_method = 'HEAD' THEN
        v_response.content := NULL;  -- content-length keeps the GET length
    END IF;
    RETURN v_response;
END
$$;
COMMENT ON FUNCTION api.rest_invoke(text, text, extensions.hstore, bytea) IS
    'REST entry point for the gateway: routes method + URL (+ x-api-version) to a handler, checks identity, '
    'transaction policy and media types, runs the handler and returns the finalised response. Problems are '
    'RFC 9457 JSON; internal error text never reaches the client (it is kept in api.rest_exchange). '
    '40001/40P01 propagate for the gateway to retry in a new transaction.';
CALL internal.grant_execute('api.rest_invoke(text,text,extensions.hstore,bytea)', 'api', 'admin');

-- The typed overloads below (jsonb, xml) send their body as UTF-8 bytes and name its type unless the caller did.
CREATE OR REPLACE FUNCTION internal.with_content_type(p_headers extensions.hstore, p_has_content boolean, p_content_type text)
RETURNS extensions.hstore
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT CASE WHEN p_has_content AND NOT (coalesce(p_headers, ''::extensions.hstore) OPERATOR(extensions.?) 'content-type')
                THEN coalesce(p_headers, ''::extensions.hstore) OPERATOR(extensions.||) extensions.hstore('content-type', p_content_type)
                ELSE p_headers END;
$$;
COMMENT ON FUNCTION internal.with_content_type(extensions.hstore, boolean, text) IS
    'The headers plus content-type: p_content_type when there is a body and no content-type yet; else unchanged.';
REVOKE ALL ON FUNCTION internal.with_content_type(extensions.hstore, boolean, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.rest_invoke(p_method text, p_url text, p_headers extensions.hstore, p_content jsonb)
RETURNS api.http_response
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT api.rest_invoke(p_method, p_url, internal.with_content_type(p_headers, p_content IS NOT NULL, 'application/json'),
                           convert_to(p_content::text, 'UTF8'));
$$;
COMMENT ON FUNCTION api.rest_invoke(text, text, extensions.hstore, jsonb) IS
    'api.rest_invoke with a JSON body (UTF-8); adds content-type: application/json when absent.';
CALL internal.grant_execute('api.rest_invoke(text,text,extensions.hstore,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.rest_invoke(p_method text, p_url text, p_headers extensions.hstore, p_content xml)
RETURNS api.http_response
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT api.rest_invoke(p_method, p_url, internal.with_content_type(p_headers, p_content IS NOT NULL, 'application/xml'),
                           convert_to(p_content::text, 'UTF8'));
$$;
COMMENT ON FUNCTION api.rest_invoke(text, text, extensions.hstore, xml) IS
    'api.rest_invoke with an XML body (UTF-8); adds content-type: application/xml when absent.';
CALL internal.grant_execute('api.rest_invoke(text,text,extensions.hstore,xml)', 'api', 'admin');
