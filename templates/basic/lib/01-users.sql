-- Functions over app.users. Repeatable: re-applied on every deploy that is not a no-op.
-- Relies on migrations/001-create-users.sql.

CREATE OR REPLACE FUNCTION app.upsert_user(p_email text, p_display_name text)
RETURNS app.users
LANGUAGE sql
AS $$
    INSERT INTO app.users AS u (email, display_name)
    VALUES (lower(btrim(p_email)), coalesce(nullif(btrim(p_display_name), ''), split_part(lower(btrim(p_email)), '@', 1)))
    ON CONFLICT (email) DO UPDATE
        SET display_name = EXCLUDED.display_name,
            updated_at   = now()
    RETURNING u.*;
$$;
COMMENT ON FUNCTION app.upsert_user(text, text) IS 'Creates a user or renames an existing one; the email is normalised.';

CREATE OR REPLACE FUNCTION app.find_user(p_email text)
RETURNS app.users
LANGUAGE sql
STABLE
AS $$
    SELECT * FROM app.users WHERE email = lower(btrim(p_email));
$$;
COMMENT ON FUNCTION app.find_user(text) IS 'The user with this email, or NULL.';

CREATE OR REPLACE FUNCTION app.deactivate_user(p_email text)
RETURNS boolean
LANGUAGE sql
AS $$
    WITH changed AS (
        UPDATE app.users
           SET is_active = false, updated_at = now()
         WHERE email = lower(btrim(p_email)) AND is_active
        RETURNING 1
    )
    SELECT EXISTS (SELECT FROM changed);
$$;
COMMENT ON FUNCTION app.deactivate_user(text) IS 'Marks a user inactive; true when a row changed.';
