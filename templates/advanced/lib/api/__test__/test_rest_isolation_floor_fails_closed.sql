-- REST at READ COMMITTED: no floor or a read committed floor → 200; a repeatable read or serializable floor →
-- 428 with code pgmi.transaction_isolation_too_weak; the session stays usable.
DO $$
DECLARE
    v_r api.http_response;
    v_level text;
BEGIN
    FOREACH v_level IN ARRAY ARRAY['read committed', 'repeatable read', 'serializable'] LOOP
        PERFORM api.create_or_replace_rest_handler(
            jsonb_build_object('id', gen_random_uuid(), 'path', '/t/floor/' || replace(v_level, ' ', '-'),
                               'requiresAuth', false, 'minTransactionIsolation', v_level),
            $b$ BEGIN RETURN api.json_response(200, '{}'); END; $b$);
    END LOOP;
    PERFORM pg_temp.expect('transaction under test', current_setting('transaction_isolation'), 'read committed');
    PERFORM pg_temp.expect('no floor', (pg_temp.rest('GET', '/t/public')).status_code, 200);
    PERFORM pg_temp.expect('read committed floor', (pg_temp.rest('GET', '/t/floor/read-committed')).status_code, 200);
    v_r := pg_temp.rest('GET', '/t/floor/repeatable-read');
    PERFORM pg_temp.expect('repeatable read floor', v_r.status_code, 428);
    PERFORM pg_temp.expect('problem code', pg_temp.body(v_r) ->> 'code', 'pgmi.transaction_isolation_too_weak');
    PERFORM pg_temp.expect('problem detail', pg_temp.body(v_r) ->> 'detail',
                           'Route requires repeatable read isolation but current transaction uses read committed.');
    PERFORM pg_temp.expect('serializable floor', (pg_temp.rest('GET', '/t/floor/serializable')).status_code, 428);
    PERFORM pg_temp.expect('next call still works', (pg_temp.rest('GET', '/t/public')).status_code, 200);
END
$$;
