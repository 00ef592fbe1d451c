-- Weak points 7.1 #1 and #9: blank emails are refused (they used to merge into one account), and nobody can
-- provision an identity under the reserved provider "apikey".
DO $$
BEGIN
    BEGIN
        PERFORM membership.upsert_user('local', 'blank-001', '   ', NULL, false);
        RAISE EXCEPTION 'expected 22023 for a blank email, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    BEGIN
        PERFORM membership.upsert_user('apikey', '0123456789ab', 'mallory@example.com', NULL, true);
        RAISE EXCEPTION 'expected 22023 for provider apikey, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    BEGIN
        PERFORM membership.upsert_user('ApiKey', '0123456789ab', 'mallory@example.com', NULL, true);
        RAISE EXCEPTION 'expected 22023 for provider ApiKey, got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
    BEGIN
        PERFORM membership.upsert_user('go|ogle', 'x', 'mallory@example.com', NULL, true);
        RAISE EXCEPTION 'expected 22023 for a provider containing "|", got success';
    EXCEPTION WHEN invalid_parameter_value THEN NULL;   -- expected
    END;
END
$$;
