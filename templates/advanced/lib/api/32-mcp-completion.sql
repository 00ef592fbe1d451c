-- lib/api: completion/complete: argument suggestions for prompts and resource templates.
--
-- Defines:
--   api.mcp_completion                    one row per (prompt or resource template, argument): a fixed list of values
--                                         or a function (p_value text, p_arguments jsonb) RETURNS text[]
--   api.create_or_replace_mcp_completion(p_target text, p_argument text, p_values text[] DEFAULT NULL,
--                                        p_function regprocedure DEFAULT NULL) → void        admin
--   api.delete_mcp_completion(p_target text, p_argument text) → boolean                     admin
--   internal.mcp_complete(params, authenticated, era) → outcome                              the dispatcher's
-- Relies on: 02/05 (registry), 21-mcp-builders, 31-mcp-dispatch (internal.mcp_find_handler).
-- Trust boundary: the registration functions are SECURITY DEFINER, admin only (like handler registration: a
-- completion function runs as the owner, inside the dispatcher). Rows follow their handler (ON DELETE CASCADE).
--
-- Semantics: ref {"type":"ref/prompt","name"} or {"type":"ref/resource","uri": <template or a matching URI>},
-- argument {"name","value"}, optional context.arguments (2025-06-18). A fixed list is filtered by
-- case-insensitive prefix; a function gets the typed value and the other arguments and filters itself.
-- Result {"completion":{"values":[≤100],"total","hasMore"}}. No hook for that argument → an empty list.
-- Unknown (or, anonymously, auth-gated) prompt/resource → -32602 / not-found, as for prompts/get and resources/read.

CREATE TABLE IF NOT EXISTS api.mcp_completion (
    handler_object_id   uuid NOT NULL REFERENCES api.handler (object_id) ON DELETE CASCADE,
    argument_name       text NOT NULL,
    completion_values   text[],
    completion_function regprocedure,
    updated_at          timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (handler_object_id, argument_name),
    CONSTRAINT ck_mcp_completion_source CHECK ((completion_values IS NULL) <> (completion_function IS NULL))
);
COMMENT ON TABLE api.mcp_completion IS
    'completion/complete hooks: per prompt or resource template argument, a fixed value list or a function '
    '(p_value text, p_arguments jsonb) RETURNS text[]. Written by api.create_or_replace_mcp_completion.';
CALL internal.grant_on_table('api.mcp_completion', 'SELECT', 'admin');

CREATE OR REPLACE FUNCTION api.create_or_replace_mcp_completion(
    p_target text,
    p_argument text,
    p_values text[] DEFAULT NULL,
    p_function regprocedure DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_route api.mcp_route;
    v_proc  pg_catalog.pg_proc;
BEGIN
    SELECT r.* INTO v_route
      FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
     WHERE r.mcp_name = p_target AND r.mcp_type IN ('prompt', 'resource');
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no MCP prompt or resource named "%"', p_target
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Register the prompt or resource first; completions are keyed by its "name".';
    END IF;
    IF (p_values IS NULL) = (p_function IS NULL) THEN
        RAISE EXCEPTION 'give exactly one of p_values and p_function for completion %/%', p_target, p_argument
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF v_route.mcp_type = 'prompt'
       AND NOT EXISTS (SELECT FROM jsonb_array_elements(coalesce(v_route.arguments, '[]'::jsonb)) a WHERE a ->> 'name' = p_argument) THEN
        RAISE EXCEPTION 'prompt "%" has no argument "%"', p_target, p_argument
            USING ERRCODE = 'invalid_parameter_value', HINT = 'Declare it in the prompt''s "arguments" metadata.';
    ELSIF v_route.mcp_type = 'resource' AND strpos(v_route.uri_template, '{' || p_argument || '}') = 0 THEN
        RAISE EXCEPTION 'resource template "%" has no variable {%}', v_route.uri_template, p_argument
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_function IS NOT NULL THEN
        SELECT * INTO v_proc FROM pg_catalog.pg_proc WHERE oid = p_function::oid;
        IF v_proc.pronargs <> 2 OR v_proc.proargtypes[0] <> 'text'::regtype OR v_proc.proargtypes[1] <> 'jsonb'::regtype
           OR v_proc.prorettype <> 'text[]'::regtype
           OR v_proc.proretset OR v_proc.prokind <> 'f' THEN
            RAISE EXCEPTION 'completion function % must be (p_value text, p_arguments jsonb) RETURNS text[]', p_function
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
    END IF;
    INSERT INTO api.mcp_completion (handler_object_id, argument_name, completion_values, completion_function)
    VALUES (v_route.handler_object_id, p_argument, p_values, p_function)
        ON CONFLICT (handler_object_id, argument_name) DO UPDATE
       SET completion_values = EXCLUDED.completion_values, completion_function = EXCLUDED.completion_function, updated_at = now()
     WHERE (api.mcp_completion.completion_values, api.mcp_completion.completion_function)
           IS DISTINCT FROM (EXCLUDED.completion_values, EXCLUDED.completion_function);
END
$$;
COMMENT ON FUNCTION api.create_or_replace_mcp_completion(text, text, text[], regprocedure) IS
    'Registers completion/complete suggestions for an argument of a prompt, or a variable of a resource template '
    '(p_target = its "name"): a fixed list (filtered by prefix) or a function (p_value text, p_arguments jsonb) '
    'RETURNS text[]. Repeatable. Admin only.';
CALL internal.grant_execute('api.create_or_replace_mcp_completion(text,text,text[],regprocedure)', 'admin');

CREATE OR REPLACE FUNCTION api.delete_mcp_completion(p_target text, p_argument text)
RETURNS boolean
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    WITH gone AS (
        DELETE FROM api.mcp_completion c
         USING api.mcp_route r
         WHERE r.handler_object_id = c.handler_object_id AND r.mcp_name = p_target AND c.argument_name = p_argument
        RETURNING 1)
    SELECT EXISTS (SELECT FROM gone);
$$;
COMMENT ON FUNCTION api.delete_mcp_completion(text, text) IS 'Removes a completion hook; false when there was none. Admin only.';
CALL internal.grant_execute('api.delete_mcp_completion(text,text)', 'admin');

CREATE OR REPLACE FUNCTION internal.mcp_complete(p_params jsonb, p_authenticated boolean, p_era text DEFAULT 'legacy')
RETURNS jsonb
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_ref       jsonb := p_params -> 'ref';
    v_argument  jsonb := p_params -> 'argument';
    v_type      text;
    v_key       text;
    v_route     api.mcp_route;
    v_hook      api.mcp_completion;
    v_value     text;
    v_values    text[];
    v_total     integer;
BEGIN
    IF jsonb_typeof(v_ref) IS DISTINCT FROM 'object' OR coalesce(v_ref ->> 'type', '') NOT IN ('ref/prompt', 'ref/resource') THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: ref must be {"type": "ref/prompt", "name"} or {"type": "ref/resource", "uri"}');
    END IF;
    IF jsonb_typeof(v_argument) IS DISTINCT FROM 'object' OR jsonb_typeof(v_argument -> 'name') IS DISTINCT FROM 'string'
       OR jsonb_typeof(v_argument -> 'value') IS DISTINCT FROM 'string' THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: argument must be {"name": string, "value": string}');
    END IF;
    v_type := CASE v_ref ->> 'type' WHEN 'ref/prompt' THEN 'prompt' ELSE 'resource' END;
    v_key := CASE WHEN v_type = 'prompt' THEN v_ref ->> 'name' ELSE v_ref ->> 'uri' END;
    IF jsonb_typeof(v_ref -> CASE WHEN v_type = 'prompt' THEN 'name' ELSE 'uri' END) IS DISTINCT FROM 'string' THEN
        RETURN internal.mcp_fail(-32602, 'Invalid params: ref.' || CASE WHEN v_type = 'prompt' THEN 'name' ELSE 'uri' END || ' is required (a string)');
    END IF;
    IF v_type = 'resource' THEN
        -- A client names the template itself; a concrete URI that matches one works too.
        SELECT r.* INTO v_route
          FROM api.mcp_route r JOIN api.handler h ON h.object_id = r.handler_object_id AND h.deleted_at IS NULL
         WHERE r.mcp_type = 'resource' AND r.uri_template = v_key AND (p_authenticated OR NOT h.requires_auth);
        IF NOT FOUND THEN
            v_route := internal.mcp_find_handler('resource', v_key, p_authenticated);
        END IF;
    ELSE
        v_route := internal.mcp_find_handler('prompt', v_key, p_authenticated);
    END IF;
    IF v_route.handler_object_id IS NULL THEN
        RETURN internal.mcp_not_found(v_type, v_key, p_era);
    END IF;

    v_value := v_argument ->> 'value';
    SELECT * INTO v_hook FROM api.mcp_completion
     WHERE handler_object_id = v_route.handler_object_id AND argument_name = v_argument ->> 'name';
    IF FOUND AND v_hook.completion_values IS NOT NULL THEN
        v_values := ARRAY(SELECT v FROM unnest(v_hook.completion_values) WITH ORDINALITY AS t(v, ord)
                           WHERE starts_with(lower(v), lower(v_value)) ORDER BY ord);
    ELSIF FOUND AND EXISTS (SELECT FROM pg_catalog.pg_proc WHERE oid = v_hook.completion_function::oid) THEN
        EXECUTE format('SELECT %I.%I($1, $2)',
                       (SELECT n.nspname FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
                         WHERE p.oid = v_hook.completion_function::oid),
                       (SELECT p.proname FROM pg_catalog.pg_proc p WHERE p.oid = v_hook.completion_function::oid))
           INTO v_values
          USING v_value, coalesce(CASE WHEN jsonb_typeof(p_params #> '{context,arguments}') = 'object'
                                       THEN p_params #> '{context,arguments}' END, '{}'::jsonb);
        v_values := ARRAY(SELECT v FROM unnest(v_values) WITH ORDINALITY AS t(v, ord) WHERE v IS NOT NULL ORDER BY ord);
    END IF;
    v_values := coalesce(v_values, '{}');
    v_total := cardinality(v_values);
    RETURN internal.mcp_ok(jsonb_build_object('completion', jsonb_build_object(
               'values', to_jsonb(v_values[1:100]), 'total', v_total, 'hasMore', v_total > 100)));
END
$$;
COMMENT ON FUNCTION internal.mcp_complete(jsonb, boolean, text) IS
    'completion/complete: validates ref and argument, finds the visible prompt or resource, and returns up to 100 '
    'suggestions from its hook (empty when none). Outcome {"result"} or {"error"}.';
