-- Weak point 7.1 #1: an identity whose provider does NOT vouch for the email must not land in the existing
-- account with that email. It gets a separate, unverified account; Alice's account keeps one identity.
DO $$
DECLARE
    v_alice    uuid := current_setting('test.alice_id')::uuid;
    v_intruder uuid := membership.upsert_user('local', 'mallory-001', 'alice@example.com', 'Not Alice', false);
BEGIN
    IF v_intruder = v_alice THEN
        RAISE EXCEPTION 'expected a separate account, got Alice''s id %', v_alice;
    END IF;
    PERFORM pg_temp.as_system();
    IF (SELECT email_verified FROM membership."user" WHERE object_id = v_intruder) THEN
        RAISE EXCEPTION 'expected the new account unverified, got verified';
    END IF;
    IF (SELECT count(*) FROM membership.user_identity WHERE user_object_id = v_alice) <> 1 THEN
        RAISE EXCEPTION 'expected Alice to keep 1 identity, got %', (SELECT count(*) FROM membership.user_identity WHERE user_object_id = v_alice);
    END IF;
    -- Two unverified sign-ins with one address are two accounts, not one shared account.
    IF membership.upsert_user('local', 'u-1', 'shared@example.com', NULL, false)
       = membership.upsert_user('github', 'u-2', 'shared@example.com', NULL, false) THEN
        RAISE EXCEPTION 'expected two unverified identities with one email to stay separate, got one account';
    END IF;
END
$$;
