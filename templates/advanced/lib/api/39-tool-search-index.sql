-- lib/api: the tool-search index over the MCP registry, maintained by registry writes (deploy time), never
-- rebuilt per query.
--
-- Defines:
--   api.mcp_search_document     one row per MCP tool, resource and prompt: the weighted full-text document, the
--                               text trigram similarity reads (name words and title), its length, a hash of the source
--   api.mcp_search_posting      the inverted index: (lexeme, handler) with a field-weighted term frequency
--   api.mcp_search_vocabulary   every lexeme the registry uses and in how many handlers (trigram-indexed: a misspelled
--                               query word finds it)
--   internal.search_name_words(name) → text          "listIssues" / "get_file.contents" → "list Issues" / "get file contents"
--   internal.search_schema_text(input_schema) → text property names (split) and descriptions, nested ones too
--   internal.search_source(handler_object_id) → jsonb the text a handler is found by (also what embeddings are made of)
--   internal.search_index_handler(handler_object_id) re-indexes one handler when its source text changed
--   trigger tr_mcp_route_search_index                 on every MCP registration (the route row is written last)
-- Relies on: 02 (api.handler), 05 (api.mcp_route), extensions pg_trgm and pgcrypto (setup/02). Repeatable.
--
-- Fields and their weights (BM25F): A name words and title ×3, B tags and the author's searchPhrases ×2,
-- C description ×1, D argument names and descriptions ×0.5. Stemming: the 'english' text search configuration.
-- Hidden handlers are indexed too: every search filters by what the caller may see (14-tool-search-rank.sql).

CREATE TABLE IF NOT EXISTS api.mcp_search_document (
    handler_object_id uuid PRIMARY KEY REFERENCES api.handler (object_id) ON DELETE CASCADE,
    source_hash       bytea NOT NULL,
    document          tsvector NOT NULL,
    name_text         text NOT NULL,
    weighted_length   real NOT NULL,
    indexed_at        timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE api.mcp_search_document IS
    'Tool search: one row per MCP handler (tools, resources, prompts), written by the registration trigger. document is '
    'the weighted tsvector (A name+title, B tags+searchPhrases, C description, D arguments); name_text (name words and '
    'title, lower case) is what trigram similarity compares; source_hash identifies the text (embeddings follow it).';
CALL internal.grant_on_table('api.mcp_search_document', 'SELECT', 'admin');

CREATE TABLE IF NOT EXISTS api.mcp_search_posting (
    lexeme            text NOT NULL,
    handler_object_id uuid NOT NULL REFERENCES api.handler (object_id) ON DELETE CASCADE,
    weighted_tf       real NOT NULL,
    weighted_length   real NOT NULL,
    PRIMARY KEY (lexeme, handler_object_id)
);
CREATE INDEX IF NOT EXISTS ix_mcp_search_posting_handler ON api.mcp_search_posting (handler_object_id);
COMMENT ON TABLE api.mcp_search_posting IS
    'Tool search inverted index: a lexeme of a handler''s document, its field-weighted term frequency, and the '
    'document''s weighted length (repeated here so ranking reads one index range per query word).';
CALL internal.grant_on_table('api.mcp_search_posting', 'SELECT', 'admin');

CREATE TABLE IF NOT EXISTS api.mcp_search_vocabulary (
    lexeme    text PRIMARY KEY,
    documents integer NOT NULL DEFAULT 0
);
-- On lower(lexeme), not lexeme: a trigram index on the column itself also answers "=", and the planner would take it
-- over the primary key for the exact look-ups every search makes (30 ms instead of 0.1 ms measured).
DROP INDEX IF EXISTS api.ix_mcp_search_vocabulary_trgm;
-- fastupdate off: with it on, words a registration adds wait in the index's pending list, which every search for a
-- misspelled word then reads whole (10 ms instead of 0.05 ms measured at 1,000 tools, until a vacuum) and which makes
-- the planner prefer a scan of the whole vocabulary. The vocabulary changes only when handlers are registered.
CREATE INDEX IF NOT EXISTS ix_mcp_search_vocabulary_lower_trgm ON api.mcp_search_vocabulary USING gin (lower(lexeme) extensions.gin_trgm_ops)
    WITH (fastupdate = off);
ALTER INDEX api.ix_mcp_search_vocabulary_lower_trgm SET (fastupdate = off);  -- an index made before, with it on
COMMENT ON TABLE api.mcp_search_vocabulary IS
    'Every lexeme of the indexed registry and how many handlers use it (its document frequency, kept by a trigger on '
    'the postings; lexemes no handler uses any more are pruned at each deploy): misspelled query words are matched '
    'against it by trigram similarity, and synonyms are kept only when the registry uses them.';
CALL internal.grant_on_table('api.mcp_search_vocabulary', 'SELECT', 'admin');

-- ---------------------------------------------------------------------------------------------------
-- The text a handler is found by.
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.search_name_words(p_name text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    -- camelCase and ACRONYMWords first, then every run of separators (_ . - / :) becomes one space.
    SELECT btrim(regexp_replace(
               regexp_replace(regexp_replace(coalesce(p_name, ''), '([a-z0-9])([A-Z])', '\1 \2', 'g'),
                              '([A-Z]+)([A-Z][a-z])', '\1 \2', 'g'),
               '[_.\-/:\s]+', ' ', 'g'));
$$;
COMMENT ON FUNCTION internal.search_name_words(text) IS
    'A name as words: split on camelCase and on _ . - / : ("listIssues" → "list Issues", "get_file.contents" → "get file contents").';
REVOKE ALL ON FUNCTION internal.search_name_words(text) FROM PUBLIC;

-- Property names and descriptions of an input schema, nested objects and array items included (at most 200
-- properties, so a generated schema of thousands cannot swamp the document).
CREATE OR REPLACE FUNCTION internal.search_schema_text(p_schema jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT coalesce(string_agg(internal.search_name_words(p.key)
                               || CASE WHEN jsonb_typeof(p.value -> 'description') = 'string'
                                       THEN ' ' || left(p.value ->> 'description', 500) ELSE '' END, ' '), '')
      FROM (SELECT e.key, e.value
              FROM jsonb_path_query(coalesce(p_schema, '{}'::jsonb), 'strict $.**.properties') AS props(obj),
                   LATERAL jsonb_each(CASE WHEN jsonb_typeof(props.obj) = 'object' THEN props.obj ELSE '{}'::jsonb END) AS e
             WHERE jsonb_typeof(e.value) = 'object'
             LIMIT 200) AS p;
$$;
COMMENT ON FUNCTION internal.search_schema_text(jsonb) IS
    'Argument names (as words) and descriptions of an input schema, nested properties included (at most 200).';
REVOKE ALL ON FUNCTION internal.search_schema_text(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_source(p_object_id uuid)
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT jsonb_build_object(
               'kind', r.mcp_type,
               'name', r.mcp_name,
               'name_words', internal.search_name_words(r.mcp_name),
               'title', coalesce(h.title, ''),
               'description', coalesce(h.description, ''),
               'tags', array_to_string(h.tags, ' '),
               'phrases', coalesce((SELECT string_agg(p, '. ') FROM jsonb_array_elements_text(
                                        CASE WHEN jsonb_typeof(h.metadata -> 'searchPhrases') = 'array'
                                             THEN h.metadata -> 'searchPhrases' ELSE '[]'::jsonb END) AS p), ''),
               'arguments', CASE r.mcp_type
                                WHEN 'tool' THEN internal.search_schema_text(r.input_schema)
                                WHEN 'prompt' THEN coalesce((SELECT string_agg(internal.search_name_words(a ->> 'name')
                                                                               || ' ' || coalesce(a ->> 'description', ''), ' ')
                                                               FROM jsonb_array_elements(r.arguments) AS a), '')
                                ELSE coalesce(r.uri_template, '') END)
      FROM api.mcp_route r
      JOIN api.handler h ON h.object_id = r.handler_object_id
     WHERE r.handler_object_id = p_object_id;
$$;
COMMENT ON FUNCTION internal.search_source(uuid) IS
    'The text an MCP handler is found by: kind, name, name words, title, description, tags, searchPhrases, arguments.';
REVOKE ALL ON FUNCTION internal.search_source(uuid) FROM PUBLIC;

-- An author's example phrasings ("bump the replicas to 5"): an array of strings, each under 300 characters.
CREATE OR REPLACE FUNCTION internal.search_check_phrases(p_metadata jsonb)
RETURNS void
LANGUAGE plpgsql
IMMUTABLE
AS $$
BEGIN
    IF p_metadata ? 'searchPhrases'
       AND (jsonb_typeof(p_metadata -> 'searchPhrases') <> 'array'
            OR jsonb_array_length(p_metadata -> 'searchPhrases') > 50
            OR EXISTS (SELECT FROM jsonb_array_elements(p_metadata -> 'searchPhrases') AS p
                        WHERE jsonb_typeof(p) <> 'string' OR length(p #>> '{}') > 300)) THEN
        PERFORM internal.meta_fail('MCP', 'searchPhrases', 'must be an array of at most 50 strings of at most 300 characters',
                                   'Example: "searchPhrases": ["bump the deployment to 5 replicas", "resize a service"].');
    END IF;
END
$$;
COMMENT ON FUNCTION internal.search_check_phrases(jsonb) IS 'Validates the optional searchPhrases metadata key (22023 naming it).';
REVOKE ALL ON FUNCTION internal.search_check_phrases(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_field_weight(p_weight text)
RETURNS real
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE p_weight WHEN 'A' THEN 3.0 WHEN 'B' THEN 2.0 WHEN 'C' THEN 1.0 ELSE 0.5 END::real;
$$;
COMMENT ON FUNCTION internal.search_field_weight(text) IS 'BM25F field weights: A name+title 3, B tags+searchPhrases 2, C description 1, D arguments 0.5.';
REVOKE ALL ON FUNCTION internal.search_field_weight(text) FROM PUBLIC;

-- Document frequencies follow the postings (statement-level, so a re-index costs two updates, not one per word);
-- cascaded deletes of a removed handler's postings count too.
CREATE OR REPLACE FUNCTION internal.search_vocabulary_count()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO api.mcp_search_vocabulary AS v (lexeme, documents)
        SELECT n.lexeme, count(*) FROM new_postings n GROUP BY n.lexeme
            ON CONFLICT (lexeme) DO UPDATE SET documents = v.documents + EXCLUDED.documents;
    ELSE
        UPDATE api.mcp_search_vocabulary v SET documents = greatest(v.documents - o.n, 0)
          FROM (SELECT lexeme, count(*) AS n FROM old_postings GROUP BY lexeme) AS o
         WHERE v.lexeme = o.lexeme;
    END IF;
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.search_vocabulary_count() IS 'Statement trigger on api.mcp_search_posting: keeps api.mcp_search_vocabulary.documents.';
REVOKE ALL ON FUNCTION internal.search_vocabulary_count() FROM PUBLIC;

CREATE OR REPLACE TRIGGER tr_mcp_search_posting_insert
    AFTER INSERT ON api.mcp_search_posting REFERENCING NEW TABLE AS new_postings
    FOR EACH STATEMENT EXECUTE FUNCTION internal.search_vocabulary_count();
CREATE OR REPLACE TRIGGER tr_mcp_search_posting_delete
    AFTER DELETE ON api.mcp_search_posting REFERENCING OLD TABLE AS old_postings
    FOR EACH STATEMENT EXECUTE FUNCTION internal.search_vocabulary_count();

-- ---------------------------------------------------------------------------------------------------
-- Indexing one handler: nothing happens when its source text is unchanged (every redeploy).
-- ---------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION internal.search_index_handler(p_object_id uuid)
RETURNS void
LANGUAGE plpgsql
VOLATILE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_source jsonb := internal.search_source(p_object_id);
    v_hash   bytea;
    v_doc    tsvector;
    v_length real;
BEGIN
    IF v_source IS NULL THEN
        RETURN;
    END IF;
    -- The version prefix changes when the rules below change, so the next deploy re-indexes everything.
    v_hash := extensions.digest(convert_to('search-v1:' || v_source::text, 'UTF8'), 'sha256');
    IF EXISTS (SELECT FROM api.mcp_search_document d WHERE d.handler_object_id = p_object_id AND d.source_hash = v_hash) THEN
        RETURN;
    END IF;
    v_doc := setweight(to_tsvector('english', (v_source ->> 'name_words') || ' ' || (v_source ->> 'title')), 'A')
          || setweight(to_tsvector('english', (v_source ->> 'tags') || ' ' || (v_source ->> 'phrases')), 'B')
          || setweight(to_tsvector('english', left(v_source ->> 'description', 20000)), 'C')
          || setweight(to_tsvector('english', left(v_source ->> 'arguments', 20000)), 'D');

    SELECT coalesce(sum(internal.search_field_weight(w)), 0) INTO v_length FROM unnest(v_doc) AS t, unnest(t.weights) AS w;
    DELETE FROM api.mcp_search_posting WHERE handler_object_id = p_object_id;
    INSERT INTO api.mcp_search_posting (lexeme, handler_object_id, weighted_tf, weighted_length)
    SELECT t.lexeme, p_object_id, (SELECT sum(internal.search_field_weight(w)) FROM unnest(t.weights) AS w), v_length
      FROM unnest(v_doc) AS t;

    INSERT INTO api.mcp_search_document AS d (handler_object_id, source_hash, document, name_text, weighted_length, indexed_at)
    VALUES (p_object_id, v_hash, v_doc,
            lower(btrim((v_source ->> 'name_words') || ' ' || (v_source ->> 'title'))), v_length, now())
    ON CONFLICT (handler_object_id) DO UPDATE SET
        source_hash = EXCLUDED.source_hash, document = EXCLUDED.document, name_text = EXCLUDED.name_text,
        weighted_length = EXCLUDED.weighted_length, indexed_at = EXCLUDED.indexed_at;
END
$$;
COMMENT ON FUNCTION internal.search_index_handler(uuid) IS
    'Re-indexes one MCP handler for tool search (document, postings, vocabulary) when its source text changed.';
REVOKE ALL ON FUNCTION internal.search_index_handler(uuid) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.mcp_route_search_index()
RETURNS trigger
LANGUAGE plpgsql
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    PERFORM internal.search_check_phrases(h.metadata) FROM api.handler h WHERE h.object_id = NEW.handler_object_id;
    PERFORM internal.search_index_handler(NEW.handler_object_id);
    RETURN NULL;
END
$$;
COMMENT ON FUNCTION internal.mcp_route_search_index() IS
    'AFTER trigger on api.mcp_route (written last by every MCP registration): validates searchPhrases, re-indexes the handler.';
REVOKE ALL ON FUNCTION internal.mcp_route_search_index() FROM PUBLIC;

CREATE OR REPLACE TRIGGER tr_mcp_route_search_index
    AFTER INSERT OR UPDATE ON api.mcp_route
    FOR EACH ROW EXECUTE FUNCTION internal.mcp_route_search_index();

-- A deploy catches up with handlers registered before this file existed (or after a change of the rules above:
-- the hash then differs), and prunes lexemes no handler uses any more.
SELECT internal.search_index_handler(r.handler_object_id) FROM api.mcp_route r;
DELETE FROM api.mcp_search_vocabulary v WHERE v.documents <= 0;
-- Whatever an index made with fastupdate on still holds in its pending list goes into the index proper.
SELECT pg_catalog.gin_clean_pending_list('api.ix_mcp_search_vocabulary_lower_trgm'::regclass);
