-- Deploy-time setup 2/4: extensions, in their own schema. All three are trusted extensions, so a database owner
-- without superuser (managed PostgreSQL) can create them.
--   pgcrypto  digest(), hmac(), gen_random_bytes() for API keys and signed request identity
--   hstore    HTTP header maps passed to api.rest_invoke / api.rpc_invoke
--   pg_trgm   trigram similarity for tool search (misspelled and partial tool names; lib/api/14-tool-search-*.sql)

CREATE SCHEMA IF NOT EXISTS extensions;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

GRANT USAGE ON SCHEMA extensions TO PUBLIC;
COMMENT ON SCHEMA extensions IS 'Extensions (pgcrypto, hstore, pg_trgm; vector when the server has pgvector); usable by every role.';
