-- lib/api: telling the gateway why a handler failed.
--
-- Defines: internal.report_handler_failure(p_handler regprocedure, p_sqlstate text, p_message text,
--          p_context text) → void
-- Relies on: 02 (api.handler: kind, function, script_path). Repeatable.
--
-- The REST, RPC and MCP entry points catch a handler's exception and answer with an error response (a 500
-- problem, a JSON-RPC error, an isError tool result), so the transaction commits and the cause is only in the
-- exchange log. They call this function in the handler: it raises a NOTICE whose message is
-- `pgmi.handler.failure` and whose DETAIL is a JSON object
--     {"handler": "api.mcp_tool_x(api.mcp_request)", "kind": "mcp_tool", "object_id": "…",
--      "script": "api/11-note-tools.sql" | null, "line": 3 | null, "sqlstate": "42P01", "message": "…"}
-- ("line" is the line inside the handler body, "script" the project file that registered it in a deploy).
-- The gateway logs it at warn with the request id and never sends it to the client; pgmi dev prints it with
-- the file and line in the project (architecture.md §5). NOTICE needs no privilege, works in read-only
-- transactions, and reaches only the session that called the entry point.

CREATE OR REPLACE FUNCTION internal.report_handler_failure(
    p_handler regprocedure,
    p_sqlstate text,
    p_message text,
    p_context text)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_handler record;
    v_line    integer;
BEGIN
    SELECT h.object_id, h.handler_type, h.handler_function_name, h.script_path
      INTO v_handler
      FROM api.handler h
     WHERE h.handler_func = p_handler;
    -- The handler's own frame in the error context ("PL/pgSQL function mcp_tool_x(mcp_request) line 3 at …"),
    -- not that of a helper it called. Generated names are [A-Za-z0-9_]: nothing to escape in the pattern.
    IF v_handler.handler_function_name IS NOT NULL THEN
        v_line := substring(p_context FROM 'PL/pgSQL function (?:api\.)?"?' || v_handler.handler_function_name
                                           || '"?\([^)]*\) line ([0-9]+)')::integer;
    END IF;
    RAISE NOTICE 'pgmi.handler.failure'
        USING DETAIL = pg_catalog.jsonb_build_object(
            'handler', p_handler::text,
            'kind', v_handler.handler_type,
            'object_id', v_handler.object_id,
            'script', v_handler.script_path,
            'line', v_line,
            'sqlstate', p_sqlstate,
            'message', p_message)::text;
END
$$;
COMMENT ON FUNCTION internal.report_handler_failure(regprocedure, text, text, text) IS
    'Raises NOTICE pgmi.handler.failure with DETAIL {handler, kind, object_id, script, line, sqlstate, message}: '
    'why a handler failed, for the gateway''s log (never the response). Called by the entry points.';
REVOKE ALL ON FUNCTION internal.report_handler_failure(regprocedure, text, text, text) FROM PUBLIC;
