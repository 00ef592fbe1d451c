-- lib/api: MCP result builders for handler authors, and the envelope helpers the dispatcher uses.
--
-- Defines (api, STABLE, executable by api and admin; handler bodies reach them unqualified):
--   envelopes   api.mcp_success(result, id), api.mcp_error(code, message, id, data)
--   tools       api.mcp_tool_result(content, id, is_error, structured_content), api.mcp_tool_error(message, id),
--               api.mcp_structured_result(structured_content, id)
--   resources   api.mcp_resource_result(contents, id), api.mcp_resource_error(message, id),
--               api.mcp_resource_text(uri, text, mime_type), api.mcp_resource_blob(uri, data, mime_type)
--   prompts     api.mcp_prompt_result(messages, id), api.mcp_prompt_error(message, id),
--               api.mcp_prompt_message(role, content)
--   content     api.mcp_text(text), api.mcp_image(data, mime_type), api.mcp_audio(data, mime_type),
--               api.mcp_resource_link(uri, name, mime_type, description), api.mcp_embedded_text(uri, text, mime_type),
--               api.mcp_embedded_blob(uri, data, mime_type)
-- and, owner-only: internal.mcp_ok(result), internal.mcp_fail(code, message, data), internal.mcp_envelope(outcome, id).
-- The api.* builders use nothing from schema internal, so any role they are granted to can call them.
-- Inlinable: every builder here, and the small internal LANGUAGE sql helpers of the MCP layer that run on every
-- request (internal.mcp_ok/fail/envelope, version and log-level lists, mcp_json_type/path, mcp_capabilities),
-- is a single expression with no SET search_path, so the planner inlines it into the caller's cached plan
-- (otherwise each call plans its body anew). Those that build JSON are STABLE, not IMMUTABLE, because
-- jsonb_build_object is STABLE and an IMMUTABLE SQL function with a STABLE body is never inlined. They use only
-- pg_catalog names and names qualified with api., and every pinned search_path of this template puts
-- pg_catalog first.
--
-- Relies on: 01-types (api.mcp_response). Repeatable. No trust boundary: every function is pure.
-- The names and signatures up to api.mcp_text are the reference implementation's, so handlers written for it
-- work unchanged. Whatever id a handler puts in its envelope, the dispatcher answers with the request's id.
-- Binary data (images, audio, blobs) is passed as bytea and sent as base64 without line breaks.

-- ---------------------------------------------------------------------------------------------------
-- Outcomes: the dispatcher works with {"result": …} or {"error": {…}} and stamps jsonrpc and id at the end.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.mcp_ok(p_result jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('result', coalesce(p_result, '{}'::jsonb));
$$;
COMMENT ON FUNCTION internal.mcp_ok(jsonb) IS 'A successful outcome {"result": …} (NULL becomes {}).';

CREATE OR REPLACE FUNCTION internal.mcp_fail(p_code integer, p_message text, p_data jsonb DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('error',
               jsonb_build_object('code', coalesce(p_code, -32603),
                                  'message', coalesce(nullif(p_message, ''), 'Internal error'))
               || CASE WHEN p_data IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('data', p_data) END);
$$;
COMMENT ON FUNCTION internal.mcp_fail(integer, text, jsonb) IS
    'A failed outcome {"error": {code, message[, data]}}; the message is never missing.';

CREATE OR REPLACE FUNCTION internal.mcp_envelope(p_outcome jsonb, p_id jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('jsonrpc', '2.0', 'id', coalesce(p_id, 'null'::jsonb))
           || CASE WHEN p_outcome ? 'error' THEN jsonb_build_object('error', p_outcome -> 'error')
                   ELSE jsonb_build_object('result', coalesce(p_outcome -> 'result', '{}'::jsonb)) END;
$$;
COMMENT ON FUNCTION internal.mcp_envelope(jsonb, jsonb) IS
    'The JSON-RPC response for an outcome, with the given request id (JSON null when NULL).';

-- ---------------------------------------------------------------------------------------------------
-- Envelopes
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.mcp_success(p_result jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(jsonb_build_object('jsonrpc', '2.0', 'id', coalesce(p_request_id, 'null'::jsonb),
                                  'result', coalesce(p_result, '{}'::jsonb)))::api.mcp_response;
$$;
COMMENT ON FUNCTION api.mcp_success(jsonb, jsonb) IS 'A JSON-RPC success {"jsonrpc":"2.0","id":…,"result":…} (NULL result becomes {}).';
CALL internal.grant_execute('api.mcp_success(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_error(p_code integer, p_message text, p_request_id jsonb, p_data jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT ROW(jsonb_build_object(
               'jsonrpc', '2.0', 'id', coalesce(p_request_id, 'null'::jsonb),
               'error', jsonb_build_object('code', coalesce(p_code, -32603),
                                           'message', coalesce(nullif(p_message, ''), 'Internal error'))
                        || CASE WHEN p_data IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('data', p_data) END
           ))::api.mcp_response;
$$;
COMMENT ON FUNCTION api.mcp_error(integer, text, jsonb, jsonb) IS
    'A JSON-RPC error {"jsonrpc":"2.0","id":…,"error":{code, message[, data]}}; a NULL message becomes "Internal error".';
CALL internal.grant_execute('api.mcp_error(integer,text,jsonb,jsonb)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Content blocks
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.mcp_text(p_text text)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('type', 'text', 'text', coalesce(p_text, ''));
$$;
COMMENT ON FUNCTION api.mcp_text(text) IS 'A text content block {"type":"text","text":…} (NULL becomes "").';
CALL internal.grant_execute('api.mcp_text(text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_image(p_data bytea, p_mime_type text DEFAULT 'image/png')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('type', 'image', 'data', coalesce(translate(encode(p_data, 'base64'), E'\n', ''), ''), 'mimeType', p_mime_type);
$$;
COMMENT ON FUNCTION api.mcp_image(bytea, text) IS 'An image content block {"type":"image","data":<base64>,"mimeType":…}.';
CALL internal.grant_execute('api.mcp_image(bytea,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_audio(p_data bytea, p_mime_type text DEFAULT 'audio/wav')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('type', 'audio', 'data', coalesce(translate(encode(p_data, 'base64'), E'\n', ''), ''), 'mimeType', p_mime_type);
$$;
COMMENT ON FUNCTION api.mcp_audio(bytea, text) IS 'An audio content block {"type":"audio","data":<base64>,"mimeType":…} (2025-03-26 and later).';
CALL internal.grant_execute('api.mcp_audio(bytea,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_resource_link(p_uri text, p_name text, p_mime_type text DEFAULT NULL, p_description text DEFAULT NULL)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object('type', 'resource_link', 'uri', p_uri, 'name', coalesce(p_name, p_uri),
                                                'mimeType', p_mime_type, 'description', p_description));
$$;
COMMENT ON FUNCTION api.mcp_resource_link(text, text, text, text) IS
    'A resource link content block {"type":"resource_link","uri","name"[,"mimeType","description"]} (2025-06-18 and later).';
CALL internal.grant_execute('api.mcp_resource_link(text,text,text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_resource_text(p_uri text, p_text text, p_mime_type text DEFAULT 'text/plain')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object('uri', p_uri, 'mimeType', p_mime_type, 'text', coalesce(p_text, '')));
$$;
COMMENT ON FUNCTION api.mcp_resource_text(text, text, text) IS
    'Text resource contents {"uri","mimeType","text"}: an item of resources/read "contents" (and of embedded resources).';
CALL internal.grant_execute('api.mcp_resource_text(text,text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_resource_blob(p_uri text, p_data bytea, p_mime_type text DEFAULT 'application/octet-stream')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_strip_nulls(jsonb_build_object('uri', p_uri, 'mimeType', p_mime_type,
                                                'blob', coalesce(translate(encode(p_data, 'base64'), E'\n', ''), '')));
$$;
COMMENT ON FUNCTION api.mcp_resource_blob(text, bytea, text) IS
    'Binary resource contents {"uri","mimeType","blob":<base64>}: an item of resources/read "contents".';
CALL internal.grant_execute('api.mcp_resource_blob(text,bytea,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_embedded_text(p_uri text, p_text text, p_mime_type text DEFAULT 'text/plain')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('type', 'resource', 'resource', api.mcp_resource_text(p_uri, p_text, p_mime_type));
$$;
COMMENT ON FUNCTION api.mcp_embedded_text(text, text, text) IS
    'An embedded text resource content block {"type":"resource","resource":{"uri","mimeType","text"}}.';
CALL internal.grant_execute('api.mcp_embedded_text(text,text,text)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_embedded_blob(p_uri text, p_data bytea, p_mime_type text DEFAULT 'application/octet-stream')
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('type', 'resource', 'resource', api.mcp_resource_blob(p_uri, p_data, p_mime_type));
$$;
COMMENT ON FUNCTION api.mcp_embedded_blob(text, bytea, text) IS
    'An embedded binary resource content block {"type":"resource","resource":{"uri","mimeType","blob"}}.';
CALL internal.grant_execute('api.mcp_embedded_blob(text,bytea,text)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Tools: failures inside a tool are results with isError = true (the model reads them and can correct
-- itself); JSON-RPC errors are for protocol problems.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.mcp_tool_result(
    p_content jsonb,
    p_request_id jsonb,
    p_is_error boolean DEFAULT false,
    p_structured_content jsonb DEFAULT NULL)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_success(
               jsonb_build_object('content', coalesce(p_content, '[]'::jsonb), 'isError', coalesce(p_is_error, false))
               || CASE WHEN p_structured_content IS NULL THEN '{}'::jsonb
                       ELSE jsonb_build_object('structuredContent', p_structured_content) END,
               p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_tool_result(jsonb, jsonb, boolean, jsonb) IS
    'A tools/call result {"content":[…],"isError":bool[,"structuredContent":…]}. Declare outputSchema on the tool '
    'and the dispatcher checks structuredContent against it.';
CALL internal.grant_execute('api.mcp_tool_result(jsonb,jsonb,boolean,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_tool_error(p_message text, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_tool_result(jsonb_build_array(api.mcp_text(p_message)), p_request_id, true);
$$;
COMMENT ON FUNCTION api.mcp_tool_error(text, jsonb) IS
    'A failed tools/call as the model should see it: a success envelope with isError = true and the message as text.';
CALL internal.grant_execute('api.mcp_tool_error(text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_structured_result(p_structured_content jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_tool_result(jsonb_build_array(api.mcp_text(p_structured_content::text)), p_request_id, false,
                               p_structured_content);
$$;
COMMENT ON FUNCTION api.mcp_structured_result(jsonb, jsonb) IS
    'A tools/call result carrying structuredContent and, for clients that only read content, the same JSON as text.';
CALL internal.grant_execute('api.mcp_structured_result(jsonb,jsonb)', 'api', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- Resources and prompts: failures are JSON-RPC errors (-32603), the reference's contract.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION api.mcp_resource_result(p_contents jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_success(jsonb_build_object('contents', coalesce(p_contents, '[]'::jsonb)), p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_resource_result(jsonb, jsonb) IS
    'A resources/read result {"contents":[{"uri","mimeType","text"|"blob"}]}; items without uri or mimeType get '
    'the requested URI and the resource''s mimeType from the dispatcher.';
CALL internal.grant_execute('api.mcp_resource_result(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_resource_error(p_message text, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_error(-32603, p_message, p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_resource_error(text, jsonb) IS
    'A failed resources/read: JSON-RPC error -32603 with the message (for "not found" raise SQLSTATE P0404 instead).';
CALL internal.grant_execute('api.mcp_resource_error(text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_prompt_message(p_role text, p_content jsonb)
RETURNS jsonb
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT jsonb_build_object('role', coalesce(p_role, 'user'), 'content', p_content);
$$;
COMMENT ON FUNCTION api.mcp_prompt_message(text, jsonb) IS 'A prompt message {"role":"user"|"assistant","content":<content block>}.';
CALL internal.grant_execute('api.mcp_prompt_message(text,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_prompt_result(p_messages jsonb, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_success(jsonb_build_object('messages', coalesce(p_messages, '[]'::jsonb)), p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_prompt_result(jsonb, jsonb) IS 'A prompts/get result {"messages":[{"role","content"}]}.';
CALL internal.grant_execute('api.mcp_prompt_result(jsonb,jsonb)', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.mcp_prompt_error(p_message text, p_request_id jsonb)
RETURNS api.mcp_response
LANGUAGE sql
STABLE
PARALLEL SAFE
AS $$
    SELECT api.mcp_error(-32603, p_message, p_request_id);
$$;
COMMENT ON FUNCTION api.mcp_prompt_error(text, jsonb) IS 'A failed prompts/get: JSON-RPC error -32603 with the message.';
CALL internal.grant_execute('api.mcp_prompt_error(text,jsonb)', 'api', 'admin');
