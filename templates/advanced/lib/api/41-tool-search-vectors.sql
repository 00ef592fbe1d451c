-- lib/api: stored embeddings for tool search. SQL cannot call HTTP, so the gateway computes them: it asks which
-- handlers lack a vector for its configured model (new, changed, or embedded with another model), calls the
-- operator's OpenAI-compatible /v1/embeddings endpoint, and stores the answers (gateway/src/search/).
--
-- Defines:
--   api.mcp_search_embedding                  (handler, model) → unit-length vector of the handler's current source text
--   api.mcp_embeddings_pending(model, limit)  SECURITY DEFINER: handlers whose vector for this model is missing or stale
--   api.mcp_embeddings_store(model, items)    SECURITY DEFINER: stores vectors for the current source texts
--   internal.search_unit_vector(jsonb) → real[]   validates and normalises a vector (22023 otherwise)
--   internal.search_vector_nearest_define(dimensions) generates internal.search_vector_nearest_<dimensions>, the
--                                             plain-SQL nearest vectors of a model (made when the first vector of that
--                                             dimension is stored, and again at each deploy)
--   internal.search_vector_index(dimensions)      the pgvector HNSW index for one dimension, when pgvector is installed
-- Relies on: 39-tool-search-index (api.mcp_search_document.source_hash, internal.search_source). Repeatable.
-- Similarity (42-tool-search-rank.sql): plain SQL over the stored real[] everywhere; when the extension "vector"
-- (pgvector) is installed in schema extensions, an HNSW index per dimension and pgvector's <=> operator instead.
-- Trust boundary: both api functions are SECURITY DEFINER (the tables are the owner's) and executable by the gateway
-- (api role). What the gateway can do with them: read the text of handlers — the same text tools/list publishes, but
-- also of auth-gated ones, which is why only the trusted gateway holds it and never a caller — and store vectors for
-- a handler's current text. A vector cannot change what a caller may see or call (every search filters visibility
-- first); a wrong one can only reorder the results of a search.

CREATE TABLE IF NOT EXISTS api.mcp_search_embedding (
    handler_object_id uuid NOT NULL REFERENCES api.handler (object_id) ON DELETE CASCADE,
    model             text NOT NULL,
    source_hash       bytea NOT NULL,
    dimensions        integer NOT NULL,
    embedding         real[] NOT NULL,
    computed_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (handler_object_id, model),
    CONSTRAINT ck_mcp_search_embedding_dimensions CHECK (dimensions BETWEEN 1 AND 4096 AND cardinality(embedding) = dimensions),
    CONSTRAINT ck_mcp_search_embedding_model CHECK (length(model) BETWEEN 1 AND 200)
);
CREATE INDEX IF NOT EXISTS ix_mcp_search_embedding_model ON api.mcp_search_embedding (model, dimensions);
-- Databases deployed before the plain-SQL search narrowed by the query's strongest dimensions kept sign bits per vector
-- for a Hamming-distance first pass; nothing reads them any more (42-tool-search-rank.sql).
ALTER TABLE api.mcp_search_embedding DROP COLUMN IF EXISTS signs;
DROP FUNCTION IF EXISTS internal.search_vector_signs(real[]);
COMMENT ON TABLE api.mcp_search_embedding IS
    'Tool search vectors: one per handler and embedding model, of the handler''s source text (source_hash), unit '
    'length. Written by the gateway (api.mcp_embeddings_store); a vector whose source_hash is no longer the handler''s '
    'is stale, counts for nothing and is replaced.';
CALL internal.grant_on_table('api.mcp_search_embedding', 'SELECT', 'admin');

CREATE OR REPLACE FUNCTION internal.search_unit_vector(p_vector jsonb)
RETURNS real[]
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_values double precision[];
    v_norm   double precision;
BEGIN
    IF jsonb_typeof(p_vector) IS DISTINCT FROM 'array' OR jsonb_array_length(p_vector) NOT BETWEEN 1 AND 4096
       OR EXISTS (SELECT FROM jsonb_array_elements(p_vector) AS x WHERE jsonb_typeof(x) <> 'number') THEN
        RAISE EXCEPTION 'an embedding must be an array of 1 to 4096 numbers'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT array_agg(x::text::double precision ORDER BY ord) INTO v_values
      FROM jsonb_array_elements(p_vector) WITH ORDINALITY AS t(x, ord);
    SELECT sqrt(sum(x * x)) INTO v_norm FROM unnest(v_values) AS x;
    IF v_norm = 0 OR v_norm = 'Infinity'::double precision THEN
        RAISE EXCEPTION 'an embedding must have a finite, non-zero length' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN (SELECT array_agg((x / v_norm)::real ORDER BY ord) FROM unnest(v_values) WITH ORDINALITY AS t(x, ord));
END
$$;
COMMENT ON FUNCTION internal.search_unit_vector(jsonb) IS 'A JSON array of numbers as a unit-length real[] (22023 for anything else).';
REVOKE ALL ON FUNCTION internal.search_unit_vector(jsonb) FROM PUBLIC;

-- Without pgvector, similarity is computed in plain SQL by a function generated once per dimension in use, with every
-- dot product written out ("c.v[1] * q1 + c.v[2] * q2 + …"): measured at 1,000 tools it is several times cheaper than
-- an unnest and a sum per row, and the query's values are scalar variables of a plan PL/pgSQL keeps (subscripting an
-- array parameter per row, or parsing a statement with the values written in, costs more). Two passes: a partial dot
-- product over the query's 32 strongest dimensions (largest |value|, chosen by the caller) ranks every vector of the
-- model, then the full one orders the best 150 (a vector close to the query agrees with it where the query is
-- strongest). A vector of more than 400 dimensions (over 1.6 kB: the row may be compressed or stored out of line) is
-- read once, as a slice into c.v, so it is not fetched again per subscript; a smaller one is read in place (cheaper).
CREATE OR REPLACE FUNCTION internal.search_vector_nearest_define(p_dimensions integer, p_replace boolean DEFAULT true)
RETURNS text
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_name    text := 'search_vector_nearest_' || p_dimensions;
    v_partial integer := least(p_dimensions, 32);
    v_declare text;
    v_exact   text;
    v_ranked  text;
BEGIN
    IF p_dimensions IS NULL OR p_dimensions NOT BETWEEN 1 AND 4096 THEN
        RAISE EXCEPTION 'a vector has 1 to 4096 dimensions, got %', p_dimensions USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- Two gateways storing the first vectors of a dimension at once: the second waits, then finds the function.
    PERFORM pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('pgmi'), pg_catalog.hashtext(v_name));
    IF NOT p_replace AND to_regprocedure(format('internal.%I(real[],text,integer[])', v_name)) IS NOT NULL THEN
        RETURN v_name;
    END IF;
    SELECT string_agg(format('    q%s real := p_vector[%s];', i, i), E'\n' ORDER BY i),
           string_agg(format('c.v[%s] * q%s', i, i), ' + ' ORDER BY i)
      INTO v_declare, v_exact
      FROM generate_series(1, p_dimensions) AS i;
    SELECT v_declare || E'\n' || string_agg(format('    t%s integer := coalesce(p_top[%s], 1);', k, k) || E'\n'
                                            || format('    w%s real := coalesce(p_vector[p_top[%s]], 0);', k, k), E'\n' ORDER BY k),
           string_agg(format('c.v[t%s] * w%s', k, k), ' + ' ORDER BY k)
      INTO v_declare, v_ranked
      FROM generate_series(1, v_partial) AS k;
    EXECUTE format($f$
CREATE OR REPLACE FUNCTION internal.%1$I(p_vector real[], p_model text, p_top integer[])
RETURNS TABLE (handler_object_id uuid, similarity double precision)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $body$
DECLARE
%2$s
BEGIN
    RETURN QUERY
    SELECT c.id, (%3$s)::double precision
      FROM (SELECT c.id, c.v
              FROM (SELECT e.handler_object_id AS id, %6$s AS v
                      FROM api.mcp_search_embedding e
                     WHERE e.model = p_model AND e.dimensions = %5$s
                    OFFSET 0) AS c
             ORDER BY %4$s DESC, c.id
             LIMIT 150) AS c
     ORDER BY 2 DESC, 1
     LIMIT 100;
END
$body$
$f$, v_name, v_declare, v_exact, v_ranked, p_dimensions,
       CASE WHEN p_dimensions > 400 THEN format('e.embedding[1:%s]', p_dimensions) ELSE 'e.embedding' END);
    EXECUTE format('COMMENT ON FUNCTION internal.%I(real[], text, integer[]) IS %L', v_name,
                   format('Generated by internal.search_vector_nearest_define(%s): the 100 stored vectors of a model nearest '
                          'to a query vector of %s dimensions (p_top: its strongest dimensions), with their similarity.',
                          p_dimensions, p_dimensions));
    EXECUTE format('REVOKE ALL ON FUNCTION internal.%I(real[], text, integer[]) FROM PUBLIC', v_name);
    RETURN v_name;
END
$$;
COMMENT ON FUNCTION internal.search_vector_nearest_define(integer, boolean) IS
    'Generates internal.search_vector_nearest_<dimensions>(vector, model, top dimensions), the plain-SQL nearest-vector '
    'search for one dimension (again when p_replace, else only when missing); returns its name.';
REVOKE ALL ON FUNCTION internal.search_vector_nearest_define(integer, boolean) FROM PUBLIC;

-- Every dimension in use gets its function again at each deploy (so a change of the generator above reaches it).
SELECT internal.search_vector_nearest_define(d.dimensions) FROM (SELECT DISTINCT e.dimensions FROM api.mcp_search_embedding e) AS d;

-- pgvector's HNSW index needs a fixed dimension: one partial expression index per dimension in use, made when the
-- first vector of that dimension is stored. Without pgvector: nothing (the plain-SQL scan needs no index).
CREATE OR REPLACE FUNCTION internal.search_vector_index(p_dimensions integer)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_extension WHERE extname = 'vector') OR p_dimensions > 2000 THEN
        RETURN false;  -- HNSW indexes vectors of at most 2,000 dimensions
    END IF;
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON api.mcp_search_embedding USING hnsw '
                   '((embedding::extensions.vector(%s)) extensions.vector_cosine_ops) WHERE dimensions = %s',
                   'ix_mcp_search_embedding_hnsw_' || p_dimensions, p_dimensions, p_dimensions);
    RETURN true;
END
$$;
COMMENT ON FUNCTION internal.search_vector_index(integer) IS
    'Creates the pgvector HNSW index for vectors of one dimension (when pgvector is installed); true when it exists.';
REVOKE ALL ON FUNCTION internal.search_vector_index(integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.mcp_embeddings_pending(p_model text, p_limit integer DEFAULT 64)
RETURNS TABLE (handler_id uuid, source_hash text, input text)
LANGUAGE sql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT d.handler_object_id, encode(d.source_hash, 'hex'),
           left(concat_ws(E'\n', (s ->> 'name_words') || coalesce(': ' || nullif(s ->> 'title', ''), ''),
                          nullif(s ->> 'description', ''), nullif(s ->> 'tags', ''), nullif(s ->> 'phrases', ''),
                          nullif(s ->> 'arguments', '')), 8000)
      FROM api.mcp_search_document d
      JOIN api.handler h ON h.object_id = d.handler_object_id AND h.deleted_at IS NULL
      CROSS JOIN LATERAL internal.search_source(d.handler_object_id) AS s
     WHERE NOT EXISTS (SELECT FROM api.mcp_search_embedding e
                        WHERE e.handler_object_id = d.handler_object_id AND e.model = p_model AND e.source_hash = d.source_hash)
     ORDER BY d.indexed_at, d.handler_object_id
     LIMIT least(greatest(coalesce(p_limit, 64), 1), 512);
$$;
COMMENT ON FUNCTION api.mcp_embeddings_pending(text, integer) IS
    'Handlers whose vector for this embedding model is missing or stale (new, changed, or embedded with another model): '
    'id, source hash (hex) and the text to embed (name words, title, description, tags, searchPhrases, arguments; at '
    'most 8,000 characters). The gateway''s embedding job; at most 512 per call.';
CALL internal.grant_execute('api.mcp_embeddings_pending(text,integer)', 'api', 'admin');

-- p_items: [{"id": uuid, "sourceHash": hex, "embedding": [numbers]}]. An item whose hash is no longer the handler's
-- (it changed while the gateway was computing) is skipped; vectors of stale text, of any model, are removed.
CREATE OR REPLACE FUNCTION api.mcp_embeddings_store(p_model text, p_items jsonb)
RETURNS integer
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_item   jsonb;
    v_vector real[];
    v_stored integer := 0;
    v_dims   integer;
BEGIN
    IF p_model IS NULL OR length(p_model) NOT BETWEEN 1 AND 200 THEN
        RAISE EXCEPTION 'the embedding model name must have 1 to 200 characters' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF jsonb_typeof(p_items) IS DISTINCT FROM 'array' OR jsonb_array_length(p_items) > 512 THEN
        RAISE EXCEPTION 'items must be an array of at most 512 {"id", "sourceHash", "embedding"}' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT e.dimensions INTO v_dims FROM api.mcp_search_embedding e WHERE e.model = p_model LIMIT 1;
    FOR v_item IN SELECT x FROM jsonb_array_elements(p_items) AS x LOOP
        IF jsonb_typeof(v_item -> 'id') IS DISTINCT FROM 'string' OR (v_item ->> 'id') !~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
           OR jsonb_typeof(v_item -> 'sourceHash') IS DISTINCT FROM 'string' OR (v_item ->> 'sourceHash') !~ '^[0-9a-f]{64}$' THEN
            RAISE EXCEPTION 'each item needs "id" (a uuid) and "sourceHash" (64 hex digits)' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        v_vector := internal.search_unit_vector(v_item -> 'embedding');
        IF v_dims IS NOT NULL AND cardinality(v_vector) <> v_dims THEN
            RAISE EXCEPTION 'model "%" has % dimensions here, this vector has %', p_model, v_dims, cardinality(v_vector)
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'A model always answers with the same dimension; name a changed model differently.';
        END IF;
        v_dims := cardinality(v_vector);
        DELETE FROM api.mcp_search_embedding e
         USING api.mcp_search_document d
         WHERE e.handler_object_id = (v_item ->> 'id')::uuid AND d.handler_object_id = e.handler_object_id
           AND e.source_hash <> d.source_hash;
        INSERT INTO api.mcp_search_embedding AS e (handler_object_id, model, source_hash, dimensions, embedding, computed_at)
        SELECT d.handler_object_id, p_model, d.source_hash, v_dims, v_vector, now()
          FROM api.mcp_search_document d
         WHERE d.handler_object_id = (v_item ->> 'id')::uuid AND d.source_hash = decode(v_item ->> 'sourceHash', 'hex')
            ON CONFLICT (handler_object_id, model) DO UPDATE SET
               source_hash = EXCLUDED.source_hash, dimensions = EXCLUDED.dimensions, embedding = EXCLUDED.embedding,
               computed_at = EXCLUDED.computed_at;
        IF FOUND THEN
            v_stored := v_stored + 1;
        END IF;
    END LOOP;
    IF v_dims IS NOT NULL THEN
        PERFORM internal.search_vector_index(v_dims);
        PERFORM internal.search_vector_nearest_define(v_dims, false);
    END IF;
    RETURN v_stored;
END
$$;
COMMENT ON FUNCTION api.mcp_embeddings_store(text, jsonb) IS
    'Stores embedding vectors (normalised to unit length) for handlers whose current source hash they were computed from; '
    'returns how many were stored. 22023 for a bad model name, item, vector, or a dimension other than the model''s.';
CALL internal.grant_execute('api.mcp_embeddings_store(text,jsonb)', 'api', 'admin');
