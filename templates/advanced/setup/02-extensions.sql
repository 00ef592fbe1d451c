-- Deploy-time setup 2/4: extensions, in their own schema. Both are trusted extensions, so a database owner
-- without superuser (managed PostgreSQL) can create them.
--   pgcrypto  digest(), hmac(), gen_random_bytes() for API keys and signed request identity
--   hstore    HTTP header maps passed to api.rest_invoke / api.rpc_invoke

CREATE SCHEMA IF NOT EXISTS extensions;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA extensions;

GRANT USAGE ON SCHEMA extensions TO PUBLIC;
COMMENT ON SCHEMA extensions IS 'Extensions (pgcrypto, hstore); usable by every role.';
