-- api/examples.sql: working example handlers. Copy one, give it a new "id" (SELECT gen_random_uuid()), and
-- change it. Registration is repeatable: redeploying an unchanged handler changes nothing; changing the body
-- or metadata replaces it in place (same id). See docs/api.md for every metadata key.
--
--   GET  /hello                  public; ?name=…                            → {"message", "timestamp"}
--   GET  /greetings/{name}       public; a path parameter (request.path_params)
--   GET  /health                 public, not logged
--   GET  /me                     authenticated: the caller's profile
--   POST /echo                   authenticated: echoes the JSON body
--   GET  /stats/handlers         authenticated, read-only, SERIALIZABLE floor (the gateway opens
--                                SERIALIZABLE READ ONLY DEFERRABLE)
--   RPC  demo.sum                public: {"a": 1, "b": 2} → {"sum": 3}
--   RPC  demo.whoami             authenticated, read-only
--
-- Handler bodies are PL/pgSQL blocks. They run with search_path = api, core, membership, common,
-- extensions, pg_temp, as the owner role under row-level security; identity comes from api.current_user_id().
-- Relies on: lib/api (registration, helpers), membership (api.vw_current_user), lib/api/51-deploy-switch.sql. Repeatable.
-- Examples, not your application: each registration ends with WHERE internal.deploy_switch('examples'), so they
-- exist only while the deploy parameter examples is on. pgmi.yaml turns it on for development deploys (dev_params:
-- pgmi dev, deploy/test on the embedded PostgreSQL, env=dev) and leaves it off for a server of your own, where a
-- deploy removes any an earlier deploy registered (deploy.finalize); --param examples=on keeps them on purpose.
-- In a copy, drop the WHERE line (and change the "id").

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000001",
        "name": "hello_world",
        "path": "/hello",
        "httpMethod": "^GET$",
        "title": "Say hello",
        "description": "Greets the caller; ?name= picks who.",
        "requiresAuth": false,
        "tags": ["examples"],
        "outputSchema": {
            "type": "object",
            "required": ["message", "timestamp"],
            "properties": {"message": {"type": "string"}, "timestamp": {"type": "string", "format": "date-time"}}
        }
    }'::jsonb,
    $body$
BEGIN
    RETURN api.json_response(200, jsonb_build_object(
        'message', format('Hello, %s!', coalesce(nullif(api.query_params(request.url) -> 'name', ''), 'World')),
        'timestamp', now()));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000002",
        "name": "greeting",
        "path": "/greetings/{name}",
        "httpMethod": "^GET$",
        "title": "Greet someone by path",
        "description": "Path parameters arrive decoded in request.path_params.",
        "requiresAuth": false,
        "tags": ["examples"],
        "outputSchema": {"type": "object", "required": ["message"], "properties": {"message": {"type": "string"}}}
    }'::jsonb,
    $body$
BEGIN
    RETURN api.json_response(200, jsonb_build_object('message', format('Hello, %s!', request.path_params ->> 'name')));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000003",
        "name": "health_check",
        "path": "/health",
        "httpMethod": "^GET$",
        "title": "Health",
        "description": "Answers when the database does.",
        "requiresAuth": false,
        "autoLog": false,
        "tags": ["examples"],
        "outputSchema": {"type": "object", "required": ["status"], "properties": {"status": {"const": "healthy"}}}
    }'::jsonb,
    $body$
BEGIN
    RETURN api.json_response(200, jsonb_build_object('status', 'healthy', 'timestamp', now()));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000004",
        "name": "get_current_user",
        "path": "/me",
        "httpMethod": "^GET$",
        "title": "Who am I",
        "description": "The authenticated caller''s profile and organizations.",
        "requiresAuth": true,
        "tags": ["examples", "membership"],
        "outputSchema": {
            "type": "object",
            "required": ["userId", "email"],
            "properties": {
                "userId": {"type": "string", "format": "uuid"},
                "email": {"type": "string"},
                "displayName": {"type": ["string", "null"]},
                "organizationIds": {"type": "array", "items": {"type": "string", "format": "uuid"}}
            }
        }
    }'::jsonb,
    $body$
DECLARE
    v_me record;
BEGIN
    SELECT * INTO v_me FROM api.vw_current_user;
    IF NOT FOUND THEN
        RETURN api.problem_response(404, 'Not Found', 'No profile for this identity');
    END IF;
    RETURN api.json_response(200, jsonb_build_object(
        'userId', v_me.user_id,
        'email', v_me.email,
        'displayName', v_me.display_name,
        'organizationIds', to_jsonb(v_me.member_org_ids)));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000005",
        "name": "echo",
        "path": "/echo",
        "httpMethod": "^POST$",
        "title": "Echo a JSON body",
        "description": "Returns the method, the URL and the parsed body. A malformed body is a 400.",
        "requiresAuth": true,
        "accepts": ["application/json"],
        "tags": ["examples"],
        "inputSchema": {"type": "object"},
        "outputSchema": {"type": "object", "required": ["method", "url", "body"]}
    }'::jsonb,
    $body$
BEGIN
    -- api.content_json raises 22P02 on malformed JSON, which the gateway answers with 400.
    RETURN api.json_response(200, jsonb_build_object(
        'method', request.method, 'url', request.url, 'body', api.content_json(request.content)));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rest_handler(
    '{
        "id": "6f1c2a10-0001-4a00-8000-000000000006",
        "name": "handler_stats",
        "path": "/stats/handlers",
        "httpMethod": "^GET$",
        "title": "Handler counts",
        "description": "A consistent snapshot of the registry: runs SERIALIZABLE READ ONLY DEFERRABLE.",
        "requiresAuth": true,
        "minTransactionIsolation": "serializable",
        "readOnly": true,
        "tags": ["examples"],
        "outputSchema": {"type": "object", "required": ["handlers"], "properties": {"handlers": {"type": "object"}}}
    }'::jsonb,
    $body$
BEGIN
    RETURN api.json_response(200, jsonb_build_object(
        'handlers', (SELECT jsonb_object_agg(kind, n)
                       FROM (SELECT kind, count(*) AS n FROM api.vw_handler_inventory GROUP BY kind) AS counts),
        'isolation', current_setting('transaction_isolation'),
        'readOnly', current_setting('transaction_read_only') = 'on'));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rpc_handler(
    '{
        "id": "6f1c2a10-0002-4a00-8000-000000000001",
        "methodName": "demo.sum",
        "title": "Add two numbers",
        "description": "params {\"a\": number, \"b\": number} → {\"sum\": number}",
        "requiresAuth": false,
        "tags": ["examples"],
        "inputSchema": {
            "type": "object",
            "required": ["a", "b"],
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}}
        },
        "outputSchema": {"type": "object", "required": ["sum"], "properties": {"sum": {"type": "number"}}}
    }'::jsonb,
    $body$
BEGIN
    IF jsonb_typeof(request.params -> 'a') IS DISTINCT FROM 'number' OR jsonb_typeof(request.params -> 'b') IS DISTINCT FROM 'number' THEN
        RETURN api.jsonrpc_error(-32602, 'Invalid params: "a" and "b" must be numbers', request.id);
    END IF;
    -- Returning a plain JSON value is enough: rpc_invoke wraps it as "result" with the request id.
    RETURN api.json_response(200, jsonb_build_object('sum', (request.params ->> 'a')::numeric + (request.params ->> 'b')::numeric));
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy

SELECT api.create_or_replace_rpc_handler(
    '{
        "id": "6f1c2a10-0002-4a00-8000-000000000002",
        "methodName": "demo.whoami",
        "title": "Who am I (RPC)",
        "description": "The caller''s user id and e-mail.",
        "requiresAuth": true,
        "readOnly": true,
        "tags": ["examples"]
    }'::jsonb,
    $body$
BEGIN
    RETURN api.jsonrpc_success(
        (SELECT jsonb_build_object('userId', user_id, 'email', email) FROM api.vw_current_user),
        request.id);
END;
$body$)
 WHERE internal.deploy_switch('examples');   -- an example: drop this line in your copy
