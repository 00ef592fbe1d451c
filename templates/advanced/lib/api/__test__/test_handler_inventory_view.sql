-- api.vw_handler_inventory (read by pgmi inspect) lists each live handler once with kind, name (REST as
-- "METHODS /path"), policy, tags and function; soft-deleted handlers are absent.
DO $$
DECLARE
    v record;
BEGIN
    PERFORM api.create_or_replace_rest_handler(
        '{"id": "7e570000-001a-4000-8000-000000000001", "path": "/t/inv/{id}", "httpMethod": ["GET", "PUT"], "description": "inventory probe",
          "minTransactionIsolation": "repeatable read", "readOnly": true, "tags": ["probe", "x"]}',
        $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    SELECT * INTO v FROM api.vw_handler_inventory WHERE handler_id = '7e570000-001a-4000-8000-000000000001';
    PERFORM pg_temp.expect('kind', v.kind, 'rest');
    PERFORM pg_temp.expect('name', v.name, 'GET, PUT /t/inv/{id}');
    PERFORM pg_temp.expect('description', v.description, 'inventory probe');
    PERFORM pg_temp.expect('requires_auth', v.requires_auth, true);
    PERFORM pg_temp.expect('floor', v.min_transaction_isolation, 'repeatable read');
    PERFORM pg_temp.expect('read_only', v.read_only, true);
    PERFORM pg_temp.expect('replica_safe', v.replica_safe, true);
    PERFORM pg_temp.expect('tags', v.tags, ARRAY['probe', 'x']);
    PERFORM pg_temp.expect('function', v.function_name, 'api.rest_handler_7e570000_001a_4000_8000_000000000001(api.rest_request)');
    PERFORM pg_temp.expect('rpc name', (SELECT name FROM api.vw_handler_inventory WHERE handler_id = '7e570000-0000-4000-8000-000000000101'), 't.echo');
    PERFORM pg_temp.expect('one row per live handler', (SELECT count(*) FROM api.vw_handler_inventory),
                           (SELECT count(*) FROM api.handler WHERE deleted_at IS NULL));
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '7e570000-001a-4000-8000-000000000001';
    PERFORM pg_temp.expect('soft-deleted absent', EXISTS (SELECT FROM api.vw_handler_inventory WHERE handler_id = '7e570000-001a-4000-8000-000000000001'), false);
END
$$;
