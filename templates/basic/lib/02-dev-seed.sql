-- Development seed: an administrator account when the deploy parameter env is "dev".
-- Repeatable and idempotent (upsert). Reads pgmi.env and pgmi.admin_email from pgmi.yaml params.

DO $$
BEGIN
    IF current_setting('pgmi.env', true) = 'dev' THEN
        PERFORM app.upsert_user(current_setting('pgmi.admin_email'), 'Administrator');
        RAISE NOTICE 'dev seed: administrator %', current_setting('pgmi.admin_email');
    END IF;
END
$$;
