-- pgmi:no-transaction
-- Runs after the main transaction commits, statement by statement, so CONCURRENTLY is allowed.
-- Must stay idempotent: it runs on every deploy that is not a no-op.

CREATE INDEX CONCURRENTLY IF NOT EXISTS users_active_idx ON app.users (created_at) WHERE is_active;
