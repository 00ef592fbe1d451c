-- lib/api 09 (1/4): what the REST, RPC and MCP entry points share: request identity, route matching,
-- response finalisation, and the SQLSTATE → HTTP / JSON-RPC error table.
--
-- Defines (internal, owner-only; called from the SECURITY DEFINER entry points):
--   internal.apply_auth_context(subject, email, tenant_id, email_verified) → uuid   (REST, RPC and MCP)
--   internal.setup_auth_session(headers) → uuid
--   internal.rest_match_route(method, canonical_path, version) → uuid
--   internal.rest_allowed_methods(canonical_path, version) → text
--   internal.finalize_response(response, registered_headers, started_at, extra) → api.http_response
--   internal.sqlstate_http_error(sqlstate, message, read_only_route) → (status_code, title, detail, rpc_code, headers)
--   internal.rpc_code_for_status(status) → integer
-- Relies on: membership.set_request_identity, membership.store_identity (clearing, for anonymous requests),
-- membership.upsert_user (membership/), 02–07.
--
-- Trust boundary: identity arrives only as headers (x-user-id, x-user-email, x-user-email-verified,
-- x-tenant-id) or MCP context set by the trusted gateway. Only the api role (the gateway) and admin may call
-- the entry points, and the gateway strips every client-sent x-user-*/x-tenant-id header before adding its
-- own. The subject goes to membership.set_request_identity, which signs it for this transaction, so
-- api.current_user_id() cannot be fooled by a hand-set setting. Identity is cleared first on every call: it
-- never leaks into a later request on a pooled connection.

CREATE OR REPLACE FUNCTION internal.apply_auth_context(
    p_subject text,
    p_email text DEFAULT NULL,
    p_tenant_id text DEFAULT NULL,
    p_email_verified boolean DEFAULT false)
RETURNS uuid
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_subject  text := CASE WHEN length(p_subject) <= 4096 AND p_subject ~ '^[^|]+\|.' THEN p_subject END;
    v_email    text := CASE WHEN length(p_email) <= 4096 AND btrim(p_email) <> '' THEN btrim(p_email) END;
    v_provider text := split_part(v_subject, '|', 1);
    v_user     uuid;
    v_ignored  text;
BEGIN
    IF v_subject IS NULL THEN
        -- Anonymous: there is nothing to resolve, only the previous identity to clear (what
        -- membership.set_request_identity(NULL) would do, without a second SECURITY DEFINER hop).
        PERFORM membership.store_identity(NULL);
    ELSE
        -- JIT provisioning of IdP identities the gateway vouched for (never API keys, never read-only: it
        -- writes). Linking to an existing account by e-mail is membership.upsert_user's decision.
        IF v_email IS NOT NULL AND v_provider <> 'apikey' AND pg_catalog.current_setting('transaction_read_only') = 'off' THEN
            BEGIN
                PERFORM membership.upsert_user(v_provider, substr(v_subject, strpos(v_subject, '|') + 1), v_email, NULL,
                                               coalesce(p_email_verified, false));
            EXCEPTION WHEN invalid_parameter_value OR unique_violation OR check_violation THEN
                -- A malformed e-mail or provider: no account, so the request stays anonymous (→ 401 where needed).
                RAISE LOG 'pgmi: identity % not provisioned (SQLSTATE %)', v_subject, SQLSTATE;
            END;
        END IF;
        v_user := membership.set_request_identity(v_subject);
    END IF;
    -- Informational settings for handlers written for the reference implementation. Nothing in this template
    -- trusts them (api.current_user_id() verifies the signed identity); they hold the subject only when it
    -- resolved to an active user. (Assignments, not PERFORM: a simple expression skips the executor.)
    v_ignored := pg_catalog.set_config('auth.user_id', CASE WHEN v_user IS NOT NULL THEN v_subject ELSE '' END, true);
    v_ignored := pg_catalog.set_config('auth.idp_subject', CASE WHEN v_user IS NOT NULL THEN v_subject ELSE '' END, true);
    v_ignored := pg_catalog.set_config('auth.user_email', coalesce(v_email, ''), true);
    v_ignored := pg_catalog.set_config('auth.tenant_id', coalesce(CASE WHEN length(p_tenant_id) <= 4096 THEN p_tenant_id END, ''), true);
    RETURN v_user;
END
$$;
COMMENT ON FUNCTION internal.apply_auth_context(text, text, text, boolean) IS
    'Sets (or clears) the request identity from a trusted "provider|subject" (apikey|<key_id> for API keys), '
    'JIT-provisioning IdP users that come with an e-mail in read-write transactions. Returns the resolved '
    'active user id or NULL. auth.user_id, auth.idp_subject (set only when resolved), auth.user_email and '
    'auth.tenant_id are informational settings for reference-era handlers; nothing trusts them.';
REVOKE ALL ON FUNCTION internal.apply_auth_context(text, text, text, boolean) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.setup_auth_session(p_headers extensions.hstore)
RETURNS uuid
LANGUAGE sql
VOLATILE
AS $$
    SELECT internal.apply_auth_context(
        p_headers OPERATOR(extensions.->) 'x-user-id',
        p_headers OPERATOR(extensions.->) 'x-user-email',
        p_headers OPERATOR(extensions.->) 'x-tenant-id',
        lower(coalesce(p_headers OPERATOR(extensions.->) 'x-user-email-verified', '')) IN ('true', '1', 'yes'));
$$;
COMMENT ON FUNCTION internal.setup_auth_session(extensions.hstore) IS
    'REST/RPC identity from the gateway''s headers x-user-id, x-user-email, x-user-email-verified, x-tenant-id.';
REVOKE ALL ON FUNCTION internal.setup_auth_session(extensions.hstore) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- REST route matching: static routes by index, then templates/patterns by specificity.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.rest_match_route(p_method text, p_path text, p_version text)
RETURNS uuid
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_id       uuid;
    v_segments integer := cardinality(string_to_array(ltrim(p_path, '/'), '/'));
BEGIN
    SELECT r.handler_object_id INTO v_id
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.route_kind = 'static' AND r.canonical_path = p_path
       AND p_method ~ r.method_regexp AND p_version ~ r.version_regexp
     ORDER BY r.sequence_number DESC
     LIMIT 1;
    IF FOUND THEN
        RETURN v_id;
    END IF;
    SELECT r.handler_object_id INTO v_id
      FROM api.rest_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.route_kind <> 'static' AND (r.segment_count IS NULL OR r.segment_count = v_segments)
       AND p_path ~ r.address_regexp AND p_method ~ r.method_regexp AND p_version ~ r.version_regexp
     ORDER BY r.route_kind = 'pattern', r.match_rank, r.sequence_number DESC
     LIMIT 1;
    RETURN v_id;
END
$$;
COMMENT ON FUNCTION internal.rest_match_route(text, text, text) IS
    'The live REST handler for a method (HEAD passed as GET), canonical path and version: a static route first, '
    'else the most specific template (literal segments first), else a pattern; NULL when none matches.';
REVOKE ALL ON FUNCTION internal.rest_match_route(text, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.rest_allowed_methods(p_path text, p_version text)
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT string_agg(m, ', ' ORDER BY array_position(ARRAY['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], m))
      FROM (SELECT DISTINCT m
              FROM api.rest_route r
              JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
             CROSS JOIN LATERAL unnest(r.methods || CASE WHEN 'GET' = ANY (r.methods) THEN ARRAY['HEAD'] ELSE '{}' END
                                       || ARRAY['OPTIONS']) AS m
             WHERE p_path ~ r.address_regexp AND p_version ~ r.version_regexp) AS allowed;
$$;
COMMENT ON FUNCTION internal.rest_allowed_methods(text, text) IS
    'The Allow header for a path: methods of every live route matching path and version, HEAD with GET, and '
    'OPTIONS (answered by the gateway itself); NULL when no route matches the path.';
REVOKE ALL ON FUNCTION internal.rest_allowed_methods(text, text) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Response finalisation. Later sources win: handler headers < registered responseHeaders < stamps
-- (content-length, x-execution-time-ms, x-pgmi-catalog-version, vary) < extra.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.finalize_response(
    p_response api.http_response,
    p_registered_headers jsonb,
    p_started_at timestamptz,
    p_extra extensions.hstore DEFAULT ''::extensions.hstore)
RETURNS api.http_response
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_response api.http_response := p_response;
    v_headers  extensions.hstore;
    v_keys     text;
BEGIN
    -- Keys to lower case; headers that are absent or already lower-case (the usual case) need no query.
    v_keys := array_to_string(extensions.akeys(coalesce(p_response.headers, ''::extensions.hstore)), ',');
    IF v_keys = lower(v_keys) THEN
        v_headers := coalesce(p_response.headers, ''::extensions.hstore);
    ELSE
        SELECT coalesce(extensions.hstore(array_agg(lower(e.key)), array_agg(e.value)), ''::extensions.hstore)
          INTO v_headers
          FROM extensions.each(p_response.headers) AS e;
    END IF;
    IF p_registered_headers IS NOT NULL AND p_registered_headers <> '{}' THEN
        v_headers := v_headers OPERATOR(extensions.||) internal.jsonb_to_hstore(p_registered_headers - 'x-include-schema');
    END IF;
    v_headers := v_headers
        OPERATOR(extensions.||) extensions.hstore(ARRAY[
            'content-length', coalesce(octet_length(v_response.content), 0)::text,
            'x-execution-time-ms', round(extract(epoch FROM clock_timestamp() - p_started_at) * 1000, 3)::text,
            'x-pgmi-catalog-version', internal.catalog_version(),
            'vary', 'accept, x-api-version, accept-version, authorization'])
        OPERATOR(extensions.||) coalesce(p_extra, ''::extensions.hstore);
    IF v_response.status_code IN (204, 304) THEN
        v_headers := extensions.delete(v_headers, 'content-length');
    ELSIF NOT (v_headers OPERATOR(extensions.?) 'content-type') THEN
        v_headers := v_headers OPERATOR(extensions.||) extensions.hstore('content-type', 'application/json; charset=utf-8');
    END IF;
    v_response.headers := v_headers;
    RETURN v_response;
END
$$;
COMMENT ON FUNCTION internal.finalize_response(api.http_response, jsonb, timestamptz, extensions.hstore) IS
    'Response headers as sent: lower-case keys; handler < registered responseHeaders < content-length, '
    'x-execution-time-ms, x-pgmi-catalog-version, vary < extra; no content-length on 204/304; a default '
    'content-type otherwise.';
REVOKE ALL ON FUNCTION internal.finalize_response(api.http_response, jsonb, timestamptz, extensions.hstore) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Handler failures as clients see them. The raw message never leaves, except for the P04xx codes a
-- handler raises on purpose (RAISE … USING ERRCODE = 'P0404' → 404 with its MESSAGE as detail).
-- 40001/40P01 never get here: the entry points re-raise them for the gateway to retry.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.rpc_code_for_status(p_status integer)
RETURNS integer
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN p_status = 401 THEN -32001
                WHEN p_status = 403 THEN -32003
                WHEN p_status = 428 THEN -32600
                WHEN p_status BETWEEN 400 AND 499 THEN -32602
                ELSE -32603 END;
$$;
COMMENT ON FUNCTION internal.rpc_code_for_status(integer) IS 'JSON-RPC code for a mapped HTTP status: 401 -32001, 403 -32003, 428 -32600, other 4xx -32602, else -32603.';
REVOKE ALL ON FUNCTION internal.rpc_code_for_status(integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.sqlstate_http_error(p_sqlstate text, p_message text, p_read_only_route boolean)
RETURNS TABLE (status_code integer, title text, detail text, rpc_code integer, headers extensions.hstore)
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    headers := ''::extensions.hstore;
    SELECT m.status, m.detail INTO status_code, detail
      FROM (VALUES ('23505', 409, 'Resource already exists'),
                   ('23P01', 409, 'Resource conflicts with an existing one'),
                   ('23514', 422, 'A submitted value violates a constraint'),
                   ('23502', 400, 'A required value is missing'),
                   ('23503', 400, 'References a resource that does not exist'),
                   ('22P02', 400, 'A submitted value is malformed'),
                   ('22023', 400, 'A submitted parameter value is invalid'),
                   ('22001', 422, 'A submitted value is too long'),
                   ('22003', 422, 'A submitted number is out of range'),
                   ('22007', 400, 'A submitted date or time is malformed'),
                   ('22008', 422, 'A submitted date or time is out of range'),
                   ('2201B', 400, 'A submitted pattern is invalid'),
                   ('42501', 403, 'Not permitted'),
                   ('55P03', 503, 'The resource is busy; retry later')) AS m(code, status, detail)
     WHERE m.code = p_sqlstate;
    IF p_sqlstate = '25006' THEN
        IF coalesce(p_read_only_route, false) THEN
            status_code := 500; detail := 'An internal error occurred';  -- the handler writes although declared readOnly
        ELSE
            status_code := 428;
            detail := 'Route requires a read-write transaction but the current transaction is READ ONLY';
            headers := extensions.hstore('x-pgmi-transaction-required', 'read-write');
        END IF;
    ELSIF p_sqlstate ~ '^P04[0-9]{2}$' THEN
        status_code := 400 + substr(p_sqlstate, 4, 2)::integer;
        IF status_code NOT BETWEEN 400 AND 431 AND status_code <> 451 THEN
            status_code := 400;
        END IF;
        detail := left(coalesce(p_message, ''), 500);
    ELSIF status_code IS NULL THEN
        status_code := 500; detail := 'An internal error occurred';
    END IF;
    IF status_code = 503 THEN
        headers := extensions.hstore('retry-after', '1');
    END IF;
    title := api.http_status_title(status_code);
    rpc_code := internal.rpc_code_for_status(status_code);
    RETURN NEXT;
END
$$;
COMMENT ON FUNCTION internal.sqlstate_http_error(text, text, boolean) IS
    'Maps a handler''s SQLSTATE to what the client sees (documented in docs/api.md): constraint and data errors '
    '→ 400/409/422 with a generic detail, 42501 → 403, 25006 → 428 (or 500 on readOnly routes), 55P03 → 503, '
    'P04xx → 4xx with the handler''s own message, anything else → 500 "An internal error occurred".';
REVOKE ALL ON FUNCTION internal.sqlstate_http_error(text, text, boolean) FROM PUBLIC;
