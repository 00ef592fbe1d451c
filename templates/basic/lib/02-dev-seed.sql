-- Development seed: an administrator account when the deploy parameter env is "dev": on the embedded
-- PostgreSQL (pgmi.yaml dev_params), or on any server given --param env=dev; never on a plain deploy to a server
-- of your own (params.env is prod). Repeatable and idempotent (upsert). Reads pgmi.env and pgmi.admin_email.

DO $$
BEGIN
    IF current_setting('pgmi.env', true) = 'dev' THEN
        PERFORM app.upsert_user(current_setting('pgmi.admin_email'), 'Administrator');
        RAISE NOTICE 'dev seed: administrator %', current_setting('pgmi.admin_email');
    END IF;
END
$$;
