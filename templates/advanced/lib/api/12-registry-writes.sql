-- lib/api: generating a handler function and writing its api.handler row.
--
-- Defines (internal, owner-only):
--   internal.handler_fingerprint(type, function_name, body, metadata) → bytea
--   internal.registering_deployment() → bigint, internal.registering_script() → text
--   internal.confirm_current_handler(object_id, fingerprint) → boolean
--   internal.register_handler(…) → regprocedure
-- and api.delete_handler(p_object_id uuid) → boolean (admin).
-- Relies on: 02-handler-registry, 11-registration (readers, search path). Repeatable.
--
-- Idempotence: the fingerprint covers the kind, the function name, the body, the metadata and the
-- generator version. Re-registering an identical handler (every redeploy) does nothing but record who
-- registered it: no CREATE FUNCTION, no catalog version change, no notification.

CREATE OR REPLACE FUNCTION internal.handler_fingerprint(
    p_type api.handler_type,
    p_function_name text,
    p_body text,
    p_metadata jsonb)
RETURNS bytea
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT extensions.digest(
               convert_to(jsonb_build_object(
                   'generator', 'pgmi-handler-v1:' || internal.handler_search_path(),
                   'type', p_type, 'function', p_function_name, 'body', p_body, 'metadata', p_metadata)::text, 'UTF8'),
               'sha256');
$$;
COMMENT ON FUNCTION internal.handler_fingerprint(api.handler_type, text, text, jsonb) IS
    'SHA-256 over everything that defines a handler (kind, function, body, metadata, generator version).';
REVOKE ALL ON FUNCTION internal.handler_fingerprint(api.handler_type, text, text, jsonb) FROM PUBLIC;

-- ---------------------------------------------------------------------------------------------------
-- Who registered a handler. pgmi deploy sets pgmi_deploy.deployment_id and pgmi_deploy.script (transaction-
-- local) while it runs a script; a registration outside a deploy sees neither and is "manual". The last
-- registration decides: a deploy-registered handler that no script registers any more is removed at the end
-- of the deploy (internal.remove_orphaned_handlers, lib/api/48-orphans.sql), a manual one is kept.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.registering_deployment()
RETURNS bigint
LANGUAGE sql
STABLE
AS $$
    SELECT CASE WHEN v ~ '^[0-9]{1,18}$' THEN v::bigint END
      FROM (SELECT pg_catalog.current_setting('pgmi_deploy.deployment_id', true) AS v) s;
$$;
COMMENT ON FUNCTION internal.registering_deployment() IS
    'The pgmi deployment running now (pgmi_deploy.deployment_id), or NULL outside a deploy.';
REVOKE ALL ON FUNCTION internal.registering_deployment() FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.registering_script()
RETURNS text
LANGUAGE sql
STABLE
AS $$
    SELECT CASE WHEN internal.registering_deployment() IS NOT NULL
                THEN NULLIF(pg_catalog.current_setting('pgmi_deploy.script', true), '') END;
$$;
COMMENT ON FUNCTION internal.registering_script() IS
    'The project script a pgmi deploy is running now (pgmi_deploy.script), or NULL outside a deploy.';
REVOKE ALL ON FUNCTION internal.registering_script() FROM PUBLIC;

DROP FUNCTION IF EXISTS internal.handler_is_current(uuid, bytea);

-- A registration of an unchanged handler writes nothing but the ownership marks (no CREATE FUNCTION, no
-- catalog version change, no notification): the catalog trigger ignores these two columns.
CREATE OR REPLACE FUNCTION internal.confirm_current_handler(p_object_id uuid, p_fingerprint bytea)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_deployment bigint := internal.registering_deployment();
    v_script     text := internal.registering_script();
BEGIN
    IF NOT EXISTS (SELECT FROM api.handler h
                    WHERE h.object_id = p_object_id
                      AND h.fingerprint = p_fingerprint
                      AND h.deleted_at IS NULL
                      AND EXISTS (SELECT FROM pg_catalog.pg_proc p WHERE p.oid = h.handler_func::oid)) THEN
        RETURN false;
    END IF;
    UPDATE api.handler
       SET deployment_id = v_deployment, script_path = v_script
     WHERE object_id = p_object_id
       AND (deployment_id, script_path) IS DISTINCT FROM (v_deployment, v_script);
    RETURN true;
END
$$;
COMMENT ON FUNCTION internal.confirm_current_handler(uuid, bytea) IS
    'True when the handler is registered, live, unchanged and its function exists; it then only records who '
    'registered it (api.handler.deployment_id, script_path).';
REVOKE ALL ON FUNCTION internal.confirm_current_handler(uuid, bytea) FROM PUBLIC;

-- Creates or replaces the handler function and upserts api.handler. The caller validated the metadata,
-- checked route conflicts, and writes the route row afterwards.
CREATE OR REPLACE FUNCTION internal.register_handler(
    p_object_id uuid,
    p_type api.handler_type,
    p_kind_label text,
    p_function_name text,
    p_body text,
    p_metadata jsonb,
    p_fingerprint bytea,
    p_policy jsonb)
RETURNS regprocedure
LANGUAGE plpgsql
AS $$
DECLARE
    v_request_type  text := CASE p_type WHEN 'rest' THEN 'api.rest_request' WHEN 'rpc' THEN 'api.rpc_request' ELSE 'api.mcp_request' END;
    v_response_type text := CASE p_type WHEN 'mcp_tool' THEN 'api.mcp_response' WHEN 'mcp_resource' THEN 'api.mcp_response'
                                        WHEN 'mcp_prompt' THEN 'api.mcp_response' ELSE 'api.http_response' END;
    v_signature     text := pg_catalog.format('api.%I(%s)', p_function_name, v_request_type);
    v_existing      api.handler;
    v_other         uuid;
    v_sql           text;
    v_func          regprocedure;
    v_proc          pg_catalog.pg_proc;
BEGIN
    IF p_body IS NULL OR btrim(p_body) = '' THEN
        RAISE EXCEPTION '% handler body must not be empty', p_kind_label
            USING ERRCODE = 'invalid_parameter_value', HINT = 'The body is a PL/pgSQL block: [DECLARE …] BEGIN … END;';
    END IF;

    SELECT * INTO v_existing FROM api.handler WHERE object_id = p_object_id FOR UPDATE;

    -- The generated name must not belong to another handler (e.g. "a.b" and "a_b" both map to a_b) …
    SELECT h.object_id INTO v_other
      FROM api.handler h
     WHERE h.handler_func = pg_catalog.to_regprocedure(v_signature)
       AND h.object_id <> p_object_id;
    IF FOUND THEN
        RAISE EXCEPTION '% handler function name "api.%" is already registered to handler %', p_kind_label, p_function_name, v_other
            USING ERRCODE = 'unique_violation',
                  HINT = 'Names that differ only in ".", "-" or "_" map to the same function; choose another name.';
    END IF;
    -- … nor to the framework (a handler named rest_invoke would become an overload of the gateway).
    IF EXISTS (SELECT FROM pg_catalog.pg_proc p
                WHERE p.pronamespace = 'api'::regnamespace AND p.proname = p_function_name
                  AND NOT EXISTS (SELECT FROM api.handler h WHERE h.handler_func::oid = p.oid)) THEN
        RAISE EXCEPTION '% handler function name "%" collides with a framework function in schema api', p_kind_label, p_function_name
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Choose a handler name that is not an api.* function name.';
    END IF;

    -- Same id, different kind or function: remove what the old registration left behind.
    IF v_existing.object_id IS NOT NULL THEN
        IF v_existing.handler_type <> p_type THEN
            DELETE FROM api.rest_route WHERE handler_object_id = p_object_id;
            DELETE FROM api.rpc_route WHERE handler_object_id = p_object_id;
            DELETE FROM api.mcp_route WHERE handler_object_id = p_object_id;
        END IF;
        IF v_existing.handler_func IS DISTINCT FROM pg_catalog.to_regprocedure(v_signature)
           AND EXISTS (SELECT FROM pg_catalog.pg_proc WHERE oid = v_existing.handler_func::oid) THEN
            EXECUTE pg_catalog.format('DROP FUNCTION %s', v_existing.handler_func);
        END IF;
    END IF;

    v_sql := pg_catalog.format(
        E'CREATE OR REPLACE FUNCTION api.%I(request %s)\nRETURNS %s\nLANGUAGE plpgsql\nVOLATILE\nSET search_path = %s\nAS %L',
        p_function_name, v_request_type, v_response_type, internal.handler_search_path(), p_body);
    -- Not caught: PostgreSQL's own error (42601 syntax error, 42704 unknown type, …) carries the position of the
    -- mistake inside the body, which pgmi deploy maps back to the line in the project file.
    EXECUTE v_sql;
    v_func := v_signature::regprocedure;
    EXECUTE pg_catalog.format('REVOKE ALL ON FUNCTION %s FROM PUBLIC', v_func);

    SELECT * INTO v_proc FROM pg_catalog.pg_proc WHERE oid = v_func::oid;
    INSERT INTO api.handler AS h (
        object_id, handler_type, handler_func, handler_function_name, handler_exec_sql, handler_body,
        handler_sql_submitted, handler_sql_canonical, def_hash, returns_type, returns_set, volatility, parallel,
        leakproof, security, language_name, owner_name, title, description, accepts, produces, response_headers,
        requires_auth, min_transaction_isolation, read_only, tags, input_json_schema, output_json_schema, metadata,
        fingerprint, created_at, updated_at, deleted_at, deployment_id, script_path)
    VALUES (
        p_object_id, p_type, v_func, p_function_name,
        pg_catalog.format('SELECT * FROM api.%I($1)', p_function_name), p_body, v_sql,
        pg_catalog.pg_get_functiondef(v_func),
        extensions.digest(pg_catalog.pg_get_functiondef(v_func), 'sha256'),
        v_proc.prorettype::regtype, v_proc.proretset,
        CASE v_proc.provolatile WHEN 'i' THEN 'immutable' WHEN 's' THEN 'stable' ELSE 'volatile' END,
        CASE v_proc.proparallel WHEN 's' THEN 'safe' WHEN 'r' THEN 'restricted' ELSE 'unsafe' END,
        v_proc.proleakproof, CASE WHEN v_proc.prosecdef THEN 'definer' ELSE 'invoker' END,
        (SELECT lanname FROM pg_catalog.pg_language WHERE oid = v_proc.prolang),
        (SELECT rolname FROM pg_catalog.pg_roles WHERE oid = v_proc.proowner),
        p_policy ->> 'title', p_policy ->> 'description',
        ARRAY(SELECT jsonb_array_elements_text(p_policy -> 'accepts')),
        ARRAY(SELECT jsonb_array_elements_text(p_policy -> 'produces')),
        p_policy -> 'response_headers',
        (p_policy ->> 'requires_auth')::boolean, p_policy ->> 'min_transaction_isolation',
        (p_policy ->> 'read_only')::boolean,
        ARRAY(SELECT jsonb_array_elements_text(p_policy -> 'tags')),
        p_policy -> 'input_schema', p_policy -> 'output_schema', p_metadata,
        p_fingerprint, now(), now(), NULL, internal.registering_deployment(), internal.registering_script())
    ON CONFLICT (object_id) DO UPDATE SET
        handler_type = EXCLUDED.handler_type, handler_func = EXCLUDED.handler_func,
        handler_function_name = EXCLUDED.handler_function_name, handler_exec_sql = EXCLUDED.handler_exec_sql,
        handler_body = EXCLUDED.handler_body, handler_sql_submitted = EXCLUDED.handler_sql_submitted,
        handler_sql_canonical = EXCLUDED.handler_sql_canonical, def_hash = EXCLUDED.def_hash,
        returns_type = EXCLUDED.returns_type, returns_set = EXCLUDED.returns_set, volatility = EXCLUDED.volatility,
        parallel = EXCLUDED.parallel, leakproof = EXCLUDED.leakproof, security = EXCLUDED.security,
        language_name = EXCLUDED.language_name, owner_name = EXCLUDED.owner_name, title = EXCLUDED.title,
        description = EXCLUDED.description, accepts = EXCLUDED.accepts, produces = EXCLUDED.produces,
        response_headers = EXCLUDED.response_headers, requires_auth = EXCLUDED.requires_auth,
        min_transaction_isolation = EXCLUDED.min_transaction_isolation, read_only = EXCLUDED.read_only,
        tags = EXCLUDED.tags, input_json_schema = EXCLUDED.input_json_schema,
        output_json_schema = EXCLUDED.output_json_schema, metadata = EXCLUDED.metadata,
        fingerprint = EXCLUDED.fingerprint, updated_at = now(), deleted_at = NULL,
        deployment_id = EXCLUDED.deployment_id, script_path = EXCLUDED.script_path;
    RETURN v_func;
END
$$;
COMMENT ON FUNCTION internal.register_handler(uuid, api.handler_type, text, text, text, jsonb, bytea, jsonb) IS
    'Generates api.<function>(request) from the body (pinned search_path, not PUBLIC-executable), drops what a '
    'previous registration of the same id left behind, and upserts api.handler (undeleting it).';
REVOKE ALL ON FUNCTION internal.register_handler(uuid, api.handler_type, text, text, text, jsonb, bytea, jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.delete_handler(p_object_id uuid)
RETURNS boolean
LANGUAGE plpgsql
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_func regprocedure;
BEGIN
    DELETE FROM api.handler WHERE object_id = p_object_id RETURNING handler_func INTO v_func;
    IF NOT FOUND THEN
        RETURN false;
    END IF;
    IF EXISTS (SELECT FROM pg_catalog.pg_proc WHERE oid = v_func::oid) THEN
        EXECUTE pg_catalog.format('DROP FUNCTION %s', v_func);
    END IF;
    RETURN true;
END
$$;
COMMENT ON FUNCTION api.delete_handler(uuid) IS
    'Removes a handler for good: registry row, route row and generated function (soft delete instead: UPDATE '
    'api.handler SET deleted_at = now()). Returns false when the id is unknown. Admin only.';
CALL internal.grant_execute('api.delete_handler(uuid)', 'admin');
