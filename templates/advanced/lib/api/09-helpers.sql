-- lib/api: helpers for handler bodies and the gateways: body decoding, query strings, content
-- negotiation, and response builders (plain JSON, RFC 9457 problems, JSON-RPC).
--
-- Defines (api, executable by api and admin; handler bodies reach them unqualified):
--   api.content_json, api.content_text, api.header, api.query_params, api.query_params_multi,
--   api.accept_matches, api.http_status_title, api.json_response, api.problem_response, api.invalid_param,
--   api.error_response, api.www_authenticate_challenge, api.pagination_params,
--   api.jsonrpc_success, api.jsonrpc_error, api.jsonrpc_http_status
-- Relies on: 01-types, 03-rest-routes (api.url_decode). Repeatable. No trust boundary: all INVOKER, no pinned
-- search_path (they run under the caller's pinned one and qualify every non-catalog name).
-- The body and response builders are single SQL expressions declared STABLE (convert_to, convert_from and
-- jsonb_build_object are STABLE): that is what lets the planner inline them into a handler's cached plan. An
-- IMMUTABLE declaration over a STABLE body is never inlined, so every call would plan its body again.
-- MCP result builders (api.mcp_tool_result, …) belong to the MCP layer (lib/api/21-mcp-builders.sql).

CREATE OR REPLACE FUNCTION api.content_json(p_content bytea)
RETURNS jsonb
LANGUAGE sql
STABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT convert_from(p_content, 'UTF8')::jsonb;
$$;
COMMENT ON FUNCTION api.content_json(bytea) IS 'Request body as jsonb (UTF-8). NULL for NULL; malformed JSON raises 22P02 (→ 400).';
CALL internal.grant_execute('api.content_json(bytea)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.content_text(p_content bytea)
RETURNS text
LANGUAGE sql
STABLE
STRICT
PARALLEL SAFE
AS $$
    SELECT convert_from(p_content, 'UTF8');
$$;
COMMENT ON FUNCTION api.content_text(bytea) IS 'Request body as text (UTF-8). NULL for NULL.';
CALL internal.grant_execute('api.content_text(bytea)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.header(p_headers extensions.hstore, p_name text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT p_headers OPERATOR(extensions.->) lower(p_name);
$$;
COMMENT ON FUNCTION api.header(extensions.hstore, text) IS 'A request header by name, case-insensitively (keys are lower-case).';
CALL internal.grant_execute('api.header(extensions.hstore,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.query_params_multi(p_url text)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT coalesce(jsonb_object_agg(k, v), '{}')
      FROM (SELECT k, jsonb_agg(v ORDER BY ord) AS v
              FROM (SELECT api.url_decode(split_part(pair, '=', 1)) AS k,
                           CASE WHEN strpos(pair, '=') > 0 THEN api.url_decode(substr(pair, strpos(pair, '=') + 1)) ELSE '' END AS v,
                           ord
                      FROM unnest(string_to_array(split_part(substr(p_url, strpos(p_url, '?') + 1), '#', 1), '&'))
                           WITH ORDINALITY AS t(pair, ord)
                     WHERE strpos(p_url, '?') > 0 AND pair <> '') AS pairs
             GROUP BY k) AS grouped;
$$;
COMMENT ON FUNCTION api.query_params_multi(text) IS 'Query string as {"key": ["v1", "v2", …]} in order; values URL-decoded; a bare key maps to "".';
CALL internal.grant_execute('api.query_params_multi(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.query_params(p_url text)
RETURNS extensions.hstore
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT coalesce(extensions.hstore(array_agg(e.key), array_agg(e.value ->> 0)), ''::extensions.hstore)
      FROM jsonb_each(api.query_params_multi(p_url)) AS e;
$$;
COMMENT ON FUNCTION api.query_params(text) IS
    'Query string as hstore: the first value of each key, URL-decoded (everything after the first "=" is the value).';
CALL internal.grant_execute('api.query_params(text)', 'api', 'admin');

-- Content negotiation. Each candidate (p_produces) is judged by the most specific range that covers it
-- (exact > type/* > */*), so "application/json;q=0, */*" refuses JSON. q is parsed leniently: a value
-- that is not a number counts as 1 (it never raises).
CREATE OR REPLACE FUNCTION api.accept_matches(p_accept text, p_produces text[])
RETURNS boolean
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_range     text;
    v_candidate text;
    v_any       boolean := false;
BEGIN
    -- PL/pgSQL rather than SQL: its plan is cached for the session (a SQL body would be planned per call).
    IF p_accept IS NULL OR btrim(p_accept) = '' OR coalesce(cardinality(p_produces), 0) = 0 THEN
        RETURN true;
    END IF;
    -- Fast path for a list without parameters (the usual "application/json" or "*/*"): every range has q = 1,
    -- so the answer is whether any range matches any type, by the same rules as the query below, without
    -- running a query.
    IF strpos(p_accept, ';') = 0 THEN
        FOREACH v_range IN ARRAY string_to_array(p_accept, ',') LOOP
            v_range := lower(btrim(v_range));
            CONTINUE WHEN v_range = '';
            v_any := true;
            FOREACH v_candidate IN ARRAY p_produces LOOP
                v_candidate := lower(btrim(split_part(v_candidate, ';', 1)));
                IF v_range = v_candidate OR v_range = '*/*' OR v_candidate = '*/*'
                   OR (v_range LIKE '%/*' AND split_part(v_range, '/', 1) = split_part(v_candidate, '/', 1))
                   OR (v_candidate LIKE '%/*' AND split_part(v_candidate, '/', 1) = split_part(v_range, '/', 1)) THEN
                    RETURN true;
                END IF;
            END LOOP;
        END LOOP;
        RETURN NOT v_any;  -- only blank ranges: as good as no Accept header
    END IF;
    RETURN NOT EXISTS (SELECT FROM unnest(string_to_array(p_accept, ',')) AS r WHERE btrim(r) <> '')
        OR EXISTS (
            WITH ranges AS (
                SELECT lower(btrim(split_part(r, ';', 1))) AS media,
                       coalesce((SELECT CASE WHEN q ~ '^[0-9]+(\.[0-9]*)?$' THEN q::numeric END
                                   FROM (SELECT substring(p FROM '^\s*[qQ]\s*=\s*(\S*)\s*$') AS q
                                           FROM unnest((string_to_array(r, ';'))[2:]) AS p) AS params
                                  WHERE q IS NOT NULL LIMIT 1), 1) AS q
                  FROM unnest(string_to_array(p_accept, ',')) AS r
                 WHERE btrim(r) <> ''),
            candidates AS (
                SELECT lower(btrim(split_part(c, ';', 1))) AS media FROM unnest(p_produces) AS c)
            SELECT FROM candidates c
             CROSS JOIN LATERAL (
                 SELECT r.q
                   FROM ranges r
                  WHERE r.media = c.media
                     OR r.media = '*/*' OR c.media = '*/*'
                     OR (r.media LIKE '%/*' AND split_part(r.media, '/', 1) = split_part(c.media, '/', 1))
                     OR (c.media LIKE '%/*' AND split_part(c.media, '/', 1) = split_part(r.media, '/', 1))
                  ORDER BY CASE WHEN r.media = c.media THEN 3 WHEN r.media LIKE '%/*' AND r.media <> '*/*' THEN 2 ELSE 1 END DESC,
                           r.q DESC
                  LIMIT 1) AS best
             WHERE best.q > 0);
END
$$;
COMMENT ON FUNCTION api.accept_matches(text, text[]) IS
    'True when an Accept-style list admits one of the media types (blank Accept or empty list: true). '
    'Most specific range wins; q=0 refuses; malformed q counts as 1. application/json-patch+json ≠ application/json.';
CALL internal.grant_execute('api.accept_matches(text,text[])', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.http_status_title(p_status integer)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE p_status
        WHEN 200 THEN 'OK' WHEN 201 THEN 'Created' WHEN 202 THEN 'Accepted' WHEN 204 THEN 'No Content'
        WHEN 304 THEN 'Not Modified'
        WHEN 400 THEN 'Bad Request' WHEN 401 THEN 'Unauthorized' WHEN 402 THEN 'Payment Required'
        WHEN 403 THEN 'Forbidden' WHEN 404 THEN 'Not Found' WHEN 405 THEN 'Method Not Allowed'
        WHEN 406 THEN 'Not Acceptable' WHEN 408 THEN 'Request Timeout' WHEN 409 THEN 'Conflict' WHEN 410 THEN 'Gone'
        WHEN 412 THEN 'Precondition Failed' WHEN 413 THEN 'Content Too Large' WHEN 414 THEN 'URI Too Long'
        WHEN 415 THEN 'Unsupported Media Type' WHEN 422 THEN 'Unprocessable Entity' WHEN 423 THEN 'Locked'
        WHEN 428 THEN 'Precondition Required' WHEN 429 THEN 'Too Many Requests'
        WHEN 500 THEN 'Internal Server Error' WHEN 501 THEN 'Not Implemented' WHEN 503 THEN 'Service Unavailable'
        ELSE CASE WHEN p_status BETWEEN 400 AND 499 THEN 'Client Error' WHEN p_status >= 500 THEN 'Server Error' ELSE 'OK' END
    END;
$$;
COMMENT ON FUNCTION api.http_status_title(integer) IS 'Reason phrase of an HTTP status (problem titles).';
CALL internal.grant_execute('api.http_status_title(integer)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.json_response(p_status integer, p_body jsonb)
RETURNS api.http_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(p_status, extensions.hstore('content-type', 'application/json'),
               convert_to(p_body::text, 'UTF8'))::api.http_response;
$$;
COMMENT ON FUNCTION api.json_response(integer, jsonb) IS 'A JSON response: the status, content-type application/json, the body as UTF-8.';
CALL internal.grant_execute('api.json_response(integer,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.problem_response(
    p_status integer,
    p_title text,
    p_detail text DEFAULT NULL,
    p_type_uri text DEFAULT NULL,
    p_instance text DEFAULT NULL,
    p_code text DEFAULT NULL,
    p_invalid_params jsonb DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(p_status, extensions.hstore('content-type', 'application/problem+json'),
               convert_to(jsonb_strip_nulls(jsonb_build_object(
                   'type', coalesce(p_type_uri, 'about:blank'), 'title', p_title, 'status', p_status,
                   'detail', p_detail, 'instance', p_instance, 'code', p_code,
                   'invalid-params', p_invalid_params))::text, 'UTF8'))::api.http_response;
$$;
COMMENT ON FUNCTION api.problem_response(integer, text, text, text, text, text, jsonb) IS
    'An RFC 9457 application/problem+json response {type (about:blank), title, status, detail, instance, code, '
    'invalid-params}; NULL members are left out.';
CALL internal.grant_execute('api.problem_response(integer,text,text,text,text,text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.invalid_param(p_name text, p_reason text)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('name', p_name, 'reason', p_reason);
$$;
COMMENT ON FUNCTION api.invalid_param(text, text) IS 'One "invalid-params" entry of a problem: {name, reason}.';
CALL internal.grant_execute('api.invalid_param(text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.error_response(p_status integer, p_message text)
RETURNS api.http_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.problem_response(p_status, p_message);
$$;
COMMENT ON FUNCTION api.error_response(integer, text) IS 'A problem response whose title is the message.';
CALL internal.grant_execute('api.error_response(integer,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.www_authenticate_challenge()
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT coalesce(nullif(current_setting('api.www_authenticate', true), ''), 'Bearer realm="api"');
$$;
COMMENT ON FUNCTION api.www_authenticate_challenge() IS
    'WWW-Authenticate value on 401: the database setting api.www_authenticate, else Bearer realm="api" (the '
    'gateway authenticates API keys sent as Authorization: Bearer).';
CALL internal.grant_execute('api.www_authenticate_challenge()', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.pagination_params(
    p_query extensions.hstore,
    p_default_limit integer DEFAULT 50,
    p_max_limit integer DEFAULT 200,
    OUT o_limit integer,
    OUT o_offset integer,
    OUT o_error api.http_response)
LANGUAGE plpgsql
IMMUTABLE
AS $$
DECLARE
    v_limit  text := p_query OPERATOR(extensions.->) 'limit';
    v_offset text := p_query OPERATOR(extensions.->) 'offset';
BEGIN
    IF v_limit IS NOT NULL AND btrim(v_limit) !~ '^[+-]?[0-9]{1,9}$' THEN
        o_error := api.problem_response(422, 'Unprocessable Entity', 'limit must be an integer', NULL, NULL, NULL,
                                        jsonb_build_array(api.invalid_param('limit', 'must be an integer')));
        RETURN;
    END IF;
    IF v_offset IS NOT NULL AND btrim(v_offset) !~ '^[+-]?[0-9]{1,9}$' THEN
        o_error := api.problem_response(422, 'Unprocessable Entity', 'offset must be an integer', NULL, NULL, NULL,
                                        jsonb_build_array(api.invalid_param('offset', 'must be an integer')));
        RETURN;
    END IF;
    o_limit := least(greatest(coalesce(btrim(v_limit)::integer, p_default_limit), 0), p_max_limit);
    o_offset := greatest(coalesce(btrim(v_offset)::integer, 0), 0);
END
$$;
COMMENT ON FUNCTION api.pagination_params(extensions.hstore, integer, integer) IS
    'limit/offset from query parameters: limit clamped to [0, max] (default 50), offset ≥ 0; a non-integer value '
    'gives o_error, a 422 problem with an invalid-params entry.';
CALL internal.grant_execute('api.pagination_params(extensions.hstore,integer,integer)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- JSON-RPC 2.0
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.jsonrpc_http_status(p_code integer)
RETURNS integer
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE p_code
               WHEN -32700 THEN 400 WHEN -32600 THEN 400 WHEN -32601 THEN 404 WHEN -32602 THEN 400
               WHEN -32001 THEN 401 WHEN -32003 THEN 403 ELSE 500
           END;
$$;
COMMENT ON FUNCTION api.jsonrpc_http_status(integer) IS
    'HTTP status carried with a JSON-RPC error code: -32700/-32600/-32602 → 400, -32601 → 404, -32001 → 401, '
    '-32003 → 403, anything else (-32603, server errors) → 500.';
CALL internal.grant_execute('api.jsonrpc_http_status(integer)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.jsonrpc_success(p_result jsonb, p_id jsonb)
RETURNS api.http_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.json_response(200, jsonb_build_object('jsonrpc', '2.0', 'result', p_result, 'id', coalesce(p_id, 'null')));
$$;
COMMENT ON FUNCTION api.jsonrpc_success(jsonb, jsonb) IS 'HTTP 200 {"jsonrpc":"2.0","result":…,"id":…}. (api.rpc_invoke re-stamps the id.)';
CALL internal.grant_execute('api.jsonrpc_success(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.jsonrpc_error(p_code integer, p_message text, p_id jsonb, p_data jsonb DEFAULT NULL)
RETURNS api.http_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.json_response(
               api.jsonrpc_http_status(p_code),
               jsonb_build_object('jsonrpc', '2.0',
                                  'error', jsonb_build_object('code', p_code, 'message', coalesce(p_message, 'Server error'))
                                           || CASE WHEN p_data IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('data', p_data) END,
                                  'id', coalesce(p_id, 'null')));
$$;
COMMENT ON FUNCTION api.jsonrpc_error(integer, text, jsonb, jsonb) IS
    'A JSON-RPC error response {"jsonrpc","error":{code,message[,data]},"id"} with the HTTP status of api.jsonrpc_http_status.';
CALL internal.grant_execute('api.jsonrpc_error(integer,text,jsonb,jsonb)', 'api', 'admin');
