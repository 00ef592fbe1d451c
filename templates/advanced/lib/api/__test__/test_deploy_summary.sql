-- internal.deploy_summary() counts live handlers by kind, in step with the registry.
DO $$
DECLARE
    v_summary jsonb := internal.deploy_summary();
BEGIN
    PERFORM pg_temp.expect('keys', (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(v_summary) k), ARRAY['prompts', 'resources', 'rest', 'rpc', 'tools', 'total']);
    PERFORM pg_temp.expect('rest', (v_summary ->> 'rest')::bigint, (SELECT count(*) FROM api.handler WHERE handler_type = 'rest' AND deleted_at IS NULL));
    PERFORM pg_temp.expect('rpc', (v_summary ->> 'rpc')::bigint, (SELECT count(*) FROM api.handler WHERE handler_type = 'rpc' AND deleted_at IS NULL));
    PERFORM pg_temp.expect('total', (v_summary ->> 'total')::bigint, (SELECT count(*) FROM api.handler WHERE deleted_at IS NULL));
    UPDATE api.handler SET deleted_at = now() WHERE object_id = '7e570000-0000-4000-8000-000000000101';
    PERFORM pg_temp.expect('follows soft delete', (internal.deploy_summary() ->> 'rpc')::bigint, (v_summary ->> 'rpc')::bigint - 1);
END
$$;
