-- pgmi:once
-- Creates the app schema and its users table. Runs exactly once; later changes go in new migration files.

CREATE SCHEMA IF NOT EXISTS app;

CREATE TABLE app.users (
    user_id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email        text NOT NULL,
    display_name text NOT NULL,
    is_active    boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_email_normalised CHECK (email = lower(btrim(email)) AND email <> '')
);

CREATE UNIQUE INDEX users_email_key ON app.users (email);

COMMENT ON TABLE app.users IS 'People who use the application, one row per normalised email.';
