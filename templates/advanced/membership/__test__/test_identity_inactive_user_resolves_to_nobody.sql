-- A deactivated user stops resolving at once, even in the transaction that already set the identity.
DO $$
BEGIN
    PERFORM pg_temp.act_as('google|alice-001');
    PERFORM membership.set_user_active(current_setting('test.alice_id')::uuid, false);
    IF api.current_user_id() IS NOT NULL THEN
        RAISE EXCEPTION 'expected no current user after deactivation, got %', api.current_user_id();
    END IF;
    IF pg_temp.act_as('google|alice-001') IS NOT NULL THEN
        RAISE EXCEPTION 'expected set_request_identity to refuse an inactive user, got an id';
    END IF;
END
$$;
