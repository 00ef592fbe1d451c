-- As the customer role with Alice's identity: only Alice's organization's rows are visible, updatable and
-- deletable; Bob's note is untouchable.
SELECT pg_temp.act_as('google|core-alice');
SELECT pg_temp.become_customer();
DO $$
DECLARE
    v_count integer;
BEGIN
    IF (SELECT array_agg(body) FROM core.test_note) IS DISTINCT FROM ARRAY['alice note'] THEN
        RAISE EXCEPTION 'expected only alice note, got %', (SELECT array_agg(body) FROM core.test_note);
    END IF;
    UPDATE core.test_note SET body = body || '!';
    GET DIAGNOSTICS v_count = ROW_COUNT;
    PERFORM pg_temp.expect('rows updated', v_count, 1);
    DELETE FROM core.test_note WHERE body = 'bob note';
    GET DIAGNOSTICS v_count = ROW_COUNT;
    PERFORM pg_temp.expect('Bob''s rows deleted', v_count, 0);
    BEGIN
        UPDATE core.test_note SET organization_id = current_setting('test.bob_org')::uuid;
        RAISE EXCEPTION 'expected moving a row into Bob''s organization to be refused';
    EXCEPTION WHEN insufficient_privilege THEN NULL;    -- 42501: new row violates row-level security policy
    END;
END
$$;
