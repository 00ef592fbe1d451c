-- Weak point 7.1 #1: an identity whose provider does NOT vouch for the email must not land in the existing
-- account with that email. It gets a separate, unverified account; Alice's account keeps one identity.
DO $$
DECLARE
    v_alice    uuid := current_setting('test.alice_id')::uuid;
    v_intruder uuid := membership.upsert_user('local', 'mallory-001', 'alice@example.com', 'Not Alice', false);
BEGIN
    PERFORM pg_temp.expect('a separate account (not Alice''s ' || v_alice || ')', v_intruder IS NOT NULL AND v_intruder <> v_alice, true);
    PERFORM pg_temp.as_system();
    PERFORM pg_temp.expect('the new account is verified', (SELECT email_verified FROM membership."user" WHERE object_id = v_intruder), false);
    PERFORM pg_temp.expect('Alice''s identities', (SELECT count(*) FROM membership.user_identity WHERE user_object_id = v_alice), 1);
    -- Two unverified sign-ins with one address are two accounts, not one shared account.
    PERFORM pg_temp.expect('two unverified identities with one email are two accounts',
        membership.upsert_user('local', 'u-1', 'shared@example.com', NULL, false)
            IS DISTINCT FROM membership.upsert_user('github', 'u-2', 'shared@example.com', NULL, false), true);
END
$$;
