-- Weak point 7.1 #2: a customer session that sets identity settings by hand is anonymous: the old
-- auth.idp_subject / auth.user_id settings are not read, and a hand-made auth.signed_identity does not verify.
SELECT pg_temp.become_customer();
DO $$
BEGIN
    PERFORM set_config('auth.idp_subject', 'google|alice-001', true);
    PERFORM set_config('auth.user_id', 'google|alice-001', true);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected anonymous after setting auth.idp_subject by hand, got %', api.current_user_id();
    END IF;
    PERFORM set_config('auth.signed_identity',
        jsonb_build_object('sub', 'google|alice-001', 'uid', current_setting('test.alice_id'),
                           'mo', jsonb_build_array(current_setting('test.alice_org')))::text
        || '.' || repeat('0', 64), true);
    PERFORM pg_temp.expect('the user of a forged signed identity', api.current_user_id(), NULL);
    PERFORM pg_temp.expect('the organizations of a forged signed identity', cardinality(api.current_member_org_ids()), 0);
    PERFORM pg_temp.expect('organizations a forged identity sees', (SELECT count(*) FROM membership.organization), 0);
END
$$;
