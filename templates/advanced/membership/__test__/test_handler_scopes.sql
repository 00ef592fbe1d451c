-- One scope model (17-handler-scopes.sql): a token session needs the read scope for read-only handlers and the
-- write scope for the others; key and token sessions need every "scope:<name>" tag; key sessions need no
-- read/write scope (API keys keep working as before); people and anonymous callers are not scope-limited.
DO $$
DECLARE
    v_token  jsonb := '{"kid": null, "tok": {"iss": "https://idp"}, "scp": ["mcp:read"]}';
    v_key    jsonb := '{"kid": "0123456789ab", "scp": ["reports:export"]}';
    v_person jsonb := '{"kid": null, "scp": []}';
BEGIN
    IF membership.missing_handler_scope(v_token, true, '{}') IS NOT NULL
       OR membership.missing_handler_scope(v_token, false, '{}') IS DISTINCT FROM 'mcp:write'
       OR membership.missing_handler_scope(v_token || '{"scp": ["mcp:write"]}', true, '{}') IS DISTINCT FROM 'mcp:read'
       OR membership.missing_handler_scope(v_token, true, '{scope:reports:export}') IS DISTINCT FROM 'reports:export' THEN
        RAISE EXCEPTION 'expected a read-scope token to read, not to write, and to need tagged scopes';
    END IF;
    IF membership.missing_handler_scope(v_key, false, '{}') IS NOT NULL
       OR membership.missing_handler_scope(v_key, false, '{scope:reports:export, ops}') IS NOT NULL
       OR membership.missing_handler_scope(v_key, true, '{scope:billing}') IS DISTINCT FROM 'billing' THEN
        RAISE EXCEPTION 'expected keys to read and write freely and to need tagged scopes';
    END IF;
    IF membership.missing_handler_scope(v_person, false, '{scope:billing}') IS NOT NULL
       OR membership.missing_handler_scope(NULL, false, '{scope:billing}') IS NOT NULL THEN
        RAISE EXCEPTION 'expected people and anonymous callers not to be scope-limited';
    END IF;
    PERFORM membership.set_request_identity(NULL);
    PERFORM membership.require_handler_scopes(false, '{scope:billing}');   -- anonymous: passes
END
$$;
