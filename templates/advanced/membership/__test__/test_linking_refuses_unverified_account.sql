-- Weak point 7.1 #1 (pre-hijack): someone registers the victim's address without verifying it; the victim's
-- later verified sign-in must not inherit that account. It gets its own account, which holds the address verified.
DO $$
DECLARE
    v_squatter uuid := membership.upsert_user('local', 'squat-001', 'erin@example.com', 'Squatter', false);
    v_erin     uuid := membership.upsert_user('google', 'erin-001', 'erin@example.com', 'Erin', true);
BEGIN
    IF v_erin = v_squatter THEN
        RAISE EXCEPTION 'expected Erin''s verified sign-in to get its own account, got the squatter''s %', v_squatter;
    END IF;
    PERFORM pg_temp.as_system();
    PERFORM pg_temp.expect('Erin''s account is verified', (SELECT email_verified FROM membership."user" WHERE object_id = v_erin), true);
    IF (membership.get_user_by_email('erin@example.com')).object_id IS DISTINCT FROM v_erin THEN
        RAISE EXCEPTION 'expected get_user_by_email to prefer the verified account %, got %',
            v_erin, (membership.get_user_by_email('erin@example.com')).object_id;
    END IF;
END
$$;
