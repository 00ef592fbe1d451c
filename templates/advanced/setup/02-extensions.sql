-- Deploy-time setup: extensions, in their own schema. All three are trusted extensions, so a database owner
-- without superuser (managed PostgreSQL) can create them.
--   pgcrypto  digest(), hmac(), gen_random_bytes() for API keys and signed request identity
--   hstore    HTTP header maps passed to api.rest_invoke / api.rpc_invoke
--   pg_trgm   trigram similarity for tool search (misspelled and partial tool names; lib/api/*-tool-search-*.sql)
--   vector    optional (pgvector): where the server has it, tool-search vectors use its HNSW index
--             (lib/api/41-tool-search-vectors.sql); without it the same search runs in plain SQL. It is not trusted
--             on every server: a role that may not create it gets a NOTICE, and the deploy goes on without it.

CREATE SCHEMA IF NOT EXISTS extensions;
CREATE EXTENSION IF NOT EXISTS pgcrypto WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS hstore WITH SCHEMA extensions;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;
DO $$
BEGIN
    IF EXISTS (SELECT FROM pg_catalog.pg_available_extensions WHERE name = 'vector' AND installed_version IS NULL) THEN
        CREATE EXTENSION IF NOT EXISTS vector WITH SCHEMA extensions;
    END IF;
EXCEPTION WHEN insufficient_privilege THEN
    RAISE NOTICE 'pgvector is available but this role may not create it (%); tool search uses plain SQL', SQLERRM;
END
$$;

GRANT USAGE ON SCHEMA extensions TO PUBLIC;
COMMENT ON SCHEMA extensions IS 'Extensions (pgcrypto, hstore, pg_trgm; vector when the server has pgvector); usable by every role.';
