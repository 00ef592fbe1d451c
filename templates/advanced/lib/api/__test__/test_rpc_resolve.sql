-- api.rpc_resolve finds live methods by exact name; unknown and soft-deleted methods resolve to NULL.
DO $$
BEGIN
    PERFORM pg_temp.expect('known', api.rpc_resolve('t.echo'), '7e570000-0000-4000-8000-000000000101'::uuid);
    PERFORM pg_temp.expect('case-sensitive', api.rpc_resolve('T.ECHO'), NULL::uuid);
    PERFORM pg_temp.expect('unknown', api.rpc_resolve('no.such'), NULL::uuid);
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '7e570000-0000-4000-8000-000000000101';
    PERFORM pg_temp.expect('soft-deleted', api.rpc_resolve('t.echo'), NULL::uuid);
    PERFORM pg_temp.expect('soft-deleted by id', (pg_temp.rpc('{"jsonrpc": "2.0", "id": 1, "method": "t.echo"}', '', '7e570000-0000-4000-8000-000000000101')).status_code, 404);
END
$$;
