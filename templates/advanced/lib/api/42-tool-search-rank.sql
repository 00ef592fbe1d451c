-- lib/api: ranking for tool search: api.mcp_search_tools(query, k, filters[, query_vector]).
--
-- Defines:
--   internal.search_terms(query, expansion) → (lexeme, weight, origin)   the query's lexemes and their expansions
--   internal.search_rank(query, authenticated, kind, tags, read_only, vector, model, lexemes, weights, limit)
--        → (handler_object_id, name, score, lexical_rank, trigram_rank, vector_rank)
--   internal.search_filters(filters) → (kind, tags, read_only)           validated filters (22023 naming the problem)
--   internal.search_result(query, k, filters, vector, authenticated, version) → jsonb
--   api.mcp_search_tools(p_query, p_k, p_filters, p_query_vector) → jsonb   SECURITY DEFINER
-- Relies on: 23-mcp-catalog (internal.mcp_list: the same entries tools/list returns), 39-40 (index, synonyms),
-- 41 (embeddings), api.current_user_id (membership). Repeatable.
--
-- Three rankings over the handlers the caller may see, fused as a convex combination of normalised scores:
--   lexical  ×0.7  BM25F (÷ the best score) over the postings (k1 1.2, b 0.75): query lexemes (english stemming) at weight 1, words the
--                  registry does not use matched to ones it does by trigram similarity (≥ 0.4, ×0.8), and synonyms or
--                  broader terms (internal.search_synonym; 0.3 / 0.15) that the registry uses
--   vector   ×0.3  cosine similarity to the query's embedding (same model; min-max scaled over the top 100);
--                  pgvector's index when installed
--   trigram  +0.2× word similarity (≥ 0.3) of a short query (≤ 4 words) inside "name words + title": misspelled or
--                  partial tool names
-- Reciprocal rank fusion was tried first: on bench/curation it let the weak hashed-n-gram test vectors reorder strong
-- lexical matches (recall@1 0.68 → 0.49); scores keep the lexical margin. Lexical carries the ranking; the others
-- reorder near-ties and rescue what it misses.
-- Trust boundary: api.mcp_search_tools is SECURITY DEFINER (the index is the owner's) and sees exactly what
-- tools/list shows the current identity: requires_auth handlers only when api.current_user_id() resolves (a verified
-- credential), never from an argument. A caller never finds a tool it could not call.

CREATE OR REPLACE FUNCTION internal.search_terms(p_query text, p_expansion text DEFAULT 'wordnet')
RETURNS TABLE (lexeme text, weight real, origin text)
LANGUAGE sql
STABLE
AS $$
    -- Set-based: one vocabulary probe for the query's words together, one synonym look-up for them, one vocabulary
    -- probe for the synonyms found (an index scan over an array each, not a query per word and candidate).
    WITH query_lexemes AS (
        SELECT array_agg(DISTINCT t.lexeme) AS lexemes
          FROM unnest(to_tsvector('english', internal.search_name_words(p_query))) AS t
    ), known AS (
        SELECT v.lexeme
          FROM query_lexemes q
          JOIN api.mcp_search_vocabulary v ON v.lexeme = ANY (q.lexemes) AND v.documents > 0
    ), unknown AS (
        SELECT u.lexeme
          FROM query_lexemes q, unnest(q.lexemes) AS u(lexeme)
         WHERE length(u.lexeme) >= 4 AND NOT EXISTS (SELECT FROM known k WHERE k.lexeme = u.lexeme)
    ), synonyms AS (
        SELECT s.related, max(s.weight) AS weight
          FROM query_lexemes q
          JOIN internal.search_synonym s ON s.word = ANY (q.lexemes)
         WHERE p_expansion = 'wordnet' OR (p_expansion = 'registry' AND s.source <> 'wordnet')
         GROUP BY s.related
    ), candidates AS (
        SELECT k.lexeme, 1.0::real AS weight, 'query'::text AS origin FROM known k
        UNION ALL
        SELECT f.lexeme, f.weight, 'spelling'
          FROM unknown u
         CROSS JOIN LATERAL (SELECT v.lexeme, (0.8 * extensions.similarity(v.lexeme, u.lexeme))::real AS weight
                               FROM api.mcp_search_vocabulary v
                              -- % (index-supported, pg_trgm's default threshold 0.3) narrows; 0.4 decides. No SET
                              -- of pg_trgm's thresholds: a role without superuser may not set them on a function.
                              WHERE lower(v.lexeme) OPERATOR(extensions.%) u.lexeme
                                AND extensions.similarity(v.lexeme, u.lexeme) >= 0.4 AND v.documents > 0
                              ORDER BY 2 DESC, 1
                              LIMIT 3) AS f
        UNION ALL
        SELECT v.lexeme, s.weight, 'synonym'
          FROM (SELECT array_agg(related) AS related FROM synonyms) AS a
          JOIN api.mcp_search_vocabulary v ON v.lexeme = ANY (a.related) AND v.documents > 0
          JOIN synonyms s ON s.related = v.lexeme
    )
    SELECT DISTINCT ON (c.lexeme) c.lexeme, c.weight, c.origin
      FROM candidates c
     ORDER BY c.lexeme, c.weight DESC;
$$;
COMMENT ON FUNCTION internal.search_terms(text, text) IS
    'The weighted lexemes a query searches for: its own (1.0), registry words close in spelling to its unknown words '
    '(similarity × 0.8), and synonyms (0.3) or broader terms (0.15) the registry uses. Expansion: wordnet | registry | off.';
REVOKE ALL ON FUNCTION internal.search_terms(text, text) FROM PUBLIC;

DROP FUNCTION IF EXISTS internal.search_rank(text, boolean, text, text[], boolean, real[], text, text, integer);
CREATE OR REPLACE FUNCTION internal.search_rank(
    p_query text,
    p_authenticated boolean,
    p_kind text,
    p_tags text[],
    p_read_only boolean,
    p_vector real[],
    p_model text,
    p_lexemes text[],
    p_weights real[],
    p_limit integer)
RETURNS TABLE (handler_object_id uuid, name text, score double precision, lexical_rank integer, trigram_rank integer, vector_rank integer)
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_query   text := lower(btrim(p_query));
    v_vectors uuid[];
    v_sims    double precision[];
    v_dims    integer := cardinality(p_vector);
    v_top     integer[];
    -- Trigram similarity is for names: a query of a few words (a misspelled or partial name), not a sentence.
    v_trigram boolean := array_length(regexp_split_to_array(v_query, '\s+'), 1) <= 4;
BEGIN
    -- Vector candidates, nearest first: pgvector's index when it exists for this dimension; else plain SQL, a partial
    -- dot product over the query's 32 strongest dimensions, then the exact one for the best 150.
    IF p_vector IS NOT NULL THEN
        IF to_regclass('api.ix_mcp_search_embedding_hnsw_' || v_dims) IS NOT NULL THEN
            EXECUTE format('SELECT array_agg(e.handler_object_id ORDER BY e.distance), array_agg(1 - e.distance ORDER BY e.distance)
                              FROM (SELECT handler_object_id, embedding::extensions.vector(%1$s) OPERATOR(extensions.<=>) $1::extensions.vector(%1$s) AS distance
                                      FROM api.mcp_search_embedding
                                     WHERE dimensions = %1$s AND model = $2
                                     ORDER BY embedding::extensions.vector(%1$s) OPERATOR(extensions.<=>) $1::extensions.vector(%1$s)
                                     LIMIT 100) AS e', v_dims)
               INTO v_vectors, v_sims USING p_vector::text, p_model;
        ELSIF to_regprocedure(format('internal.%I(real[],text,integer[])', 'search_vector_nearest_' || v_dims)) IS NOT NULL THEN
            -- Plain SQL (41-tool-search-vectors.sql): the function generated for this dimension, given the query's 32
            -- strongest dimensions. None for this dimension: no vector of it is stored, so there is nothing to find.
            SELECT array_agg(t.ord::integer) INTO v_top
              FROM (SELECT u.ord FROM unnest(p_vector) WITH ORDINALITY AS u(x, ord) ORDER BY abs(u.x) DESC, u.ord LIMIT 32) AS t;
            EXECUTE format('SELECT array_agg(n.handler_object_id ORDER BY n.similarity DESC, n.handler_object_id),
                                   array_agg(n.similarity ORDER BY n.similarity DESC, n.handler_object_id)
                              FROM internal.%I($1, $2, $3) AS n', 'search_vector_nearest_' || v_dims)
               INTO v_vectors, v_sims USING p_vector, p_model, v_top;
        END IF;
    END IF;

    RETURN QUERY
    WITH stats AS (
        SELECT count(*)::double precision AS n, greatest(avg(d.weighted_length), 1)::double precision AS avg_length
          FROM api.mcp_search_document d
    ), terms AS (
        SELECT t.lexeme, t.weight, ln(1 + (s.n - coalesce(v.documents, 0) + 0.5) / (coalesce(v.documents, 0) + 0.5)) AS idf
          FROM unnest(p_lexemes, p_weights) AS t(lexeme, weight)
          LEFT JOIN api.mcp_search_vocabulary v ON v.lexeme = t.lexeme
         CROSS JOIN stats s
    ), lexical AS (
        -- BM25 (k1 1.2, b 0.75) over field-weighted term frequencies, for every handler a query word matches.
        SELECT p.handler_object_id AS id,
               sum(t.weight * t.idf * p.weighted_tf * 2.2 / (p.weighted_tf + 1.2 * (0.25 + 0.75 * p.weighted_length / s.avg_length))) AS s
          FROM terms t
          JOIN api.mcp_search_posting p ON p.lexeme = t.lexeme
         CROSS JOIN stats s
         GROUP BY p.handler_object_id
    ), cutoff AS (
        -- The lexical score of the last of the best few hundred (a top-N sort, not a sort of every match).
        SELECT min(t.s) AS s FROM (SELECT l.s FROM lexical l ORDER BY l.s DESC LIMIT greatest(p_limit * 4, 400)) AS t
    ), found AS (
        -- Every ranking's score in one row per handler, gathered without joining the rankings to one another (a plan
        -- that cannot go wrong with row estimates: PL/pgSQL's generic plan once joined them in a nested loop, 400 × 800
        -- rows). A candidate is among the best few hundred lexical matches (visibility and fusion cost per candidate,
        -- and a common word may match thousands of tools; ties at the cutoff all count), or found by trigram or vector;
        -- every candidate keeps its lexical score, whichever ranking found it.
        SELECT f.id, max(f.lex) AS lex, max(f.tri) AS tri, max(f.vec) AS vec, bool_or(f.candidate) AS candidate
          FROM (SELECT l.id, l.s AS lex, NULL::real AS tri, NULL::double precision AS vec, l.s >= c.s AS candidate
                  FROM lexical l
                 CROSS JOIN cutoff c
                UNION ALL
                -- Trigram: word similarity of a short query inside "name words + title".
                SELECT d.handler_object_id, NULL, extensions.word_similarity(v_query, d.name_text), NULL, true
                  FROM api.mcp_search_document d
                 WHERE v_trigram AND extensions.word_similarity(v_query, d.name_text) >= 0.3
                UNION ALL
                SELECT c.id, NULL, NULL, c.sim, true
                  FROM unnest(v_vectors, v_sims) AS c(id, sim)) AS f
         GROUP BY f.id
    ), scored AS (
        -- Only now the caller's view: the same rules as tools/list (requires_auth needs a verified identity).
        SELECT c.id, r.mcp_name, c.lex, c.tri, c.vec
          FROM found c
          JOIN api.mcp_route r ON r.handler_object_id = c.id AND r.mcp_type = p_kind
          JOIN api.handler h ON h.object_id = c.id AND h.deleted_at IS NULL
         WHERE c.candidate
           AND (p_authenticated OR NOT h.requires_auth)
           AND (p_tags IS NULL OR h.tags && p_tags)
           AND (p_read_only IS NULL OR h.read_only = p_read_only)
    ), fused AS (
        -- A convex combination of normalised scores (lexical ÷ the best lexical score; vector similarity min-max
        -- scaled over the vector candidates the caller may see), plus the trigram similarity of a short query: a
        -- strong lexical match keeps its place unless the vector and trigram evidence clearly say otherwise.
        SELECT c.*,
               0.7 * coalesce(c.lex / nullif(max(c.lex) OVER (), 0), 0)
               + 0.3 * coalesce((c.vec - min(c.vec) OVER ()) / nullif(max(c.vec) OVER () - min(c.vec) OVER (), 0), CASE WHEN c.vec IS NOT NULL THEN 1 ELSE 0 END)
               + 0.2 * coalesce(c.tri, 0) AS s,
               CASE WHEN c.lex IS NOT NULL THEN rank() OVER (PARTITION BY c.lex IS NULL ORDER BY c.lex DESC) END AS l_rk,
               CASE WHEN c.tri IS NOT NULL THEN rank() OVER (PARTITION BY c.tri IS NULL ORDER BY c.tri DESC) END AS g_rk,
               CASE WHEN c.vec IS NOT NULL THEN rank() OVER (PARTITION BY c.vec IS NULL ORDER BY c.vec DESC) END AS x_rk
          FROM scored c
         WHERE c.lex IS NOT NULL OR c.tri IS NOT NULL OR c.vec IS NOT NULL
    )
    SELECT f.id, f.mcp_name, round(f.s::numeric, 6)::double precision, f.l_rk::integer, f.g_rk::integer, f.x_rk::integer
      FROM fused f
     ORDER BY f.s DESC, f.mcp_name
     LIMIT p_limit;
END
$$;
COMMENT ON FUNCTION internal.search_rank(text, boolean, text, text[], boolean, real[], text, text[], real[], integer) IS
    'Ranks the visible MCP handlers of one kind for a query and its weighted lexemes (internal.search_terms): lexical '
    '(BM25F), trigram (queries of up to 4 words) and vector scores fused as a weighted sum of normalised scores; each row says '
    'its rank in every ranking (NULL: not found by it). Visibility is applied to the candidates the rankings found.';
REVOKE ALL ON FUNCTION internal.search_rank(text, boolean, text, text[], boolean, real[], text, text[], real[], integer) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.search_filters(p_filters jsonb, OUT kind text, OUT tags text[], OUT read_only boolean)
LANGUAGE plpgsql
IMMUTABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_unknown text;
BEGIN
    kind := 'tool';
    IF p_filters IS NULL OR jsonb_typeof(p_filters) = 'null' THEN
        RETURN;
    END IF;
    IF jsonb_typeof(p_filters) <> 'object' THEN
        RAISE EXCEPTION 'filters must be an object with any of: tags, readOnly, kind' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    SELECT string_agg(format('"%s"', left(k, 40)), ', ' ORDER BY k) INTO v_unknown
      FROM jsonb_object_keys(p_filters) AS k WHERE k NOT IN ('tags', 'readOnly', 'kind');
    IF v_unknown IS NOT NULL THEN
        RAISE EXCEPTION 'unknown filter %: the filters are tags, readOnly and kind', v_unknown USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF p_filters ? 'tags' AND jsonb_typeof(p_filters -> 'tags') <> 'null' THEN
        IF jsonb_typeof(p_filters -> 'tags') <> 'array'
           OR EXISTS (SELECT FROM jsonb_array_elements(p_filters -> 'tags') AS t WHERE jsonb_typeof(t) <> 'string') THEN
            RAISE EXCEPTION 'filter tags must be an array of strings' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        tags := ARRAY(SELECT jsonb_array_elements_text(p_filters -> 'tags'));
        IF cardinality(tags) = 0 THEN
            tags := NULL;
        END IF;
    END IF;
    IF p_filters ? 'readOnly' AND jsonb_typeof(p_filters -> 'readOnly') <> 'null' THEN
        IF jsonb_typeof(p_filters -> 'readOnly') <> 'boolean' THEN
            RAISE EXCEPTION 'filter readOnly must be true or false' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        read_only := (p_filters ->> 'readOnly')::boolean;
    END IF;
    IF p_filters ? 'kind' AND jsonb_typeof(p_filters -> 'kind') <> 'null' THEN
        IF p_filters ->> 'kind' NOT IN ('tool', 'resource', 'prompt') OR jsonb_typeof(p_filters -> 'kind') <> 'string' THEN
            RAISE EXCEPTION 'filter kind must be "tool", "resource" or "prompt"' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        kind := p_filters ->> 'kind';
    END IF;
END
$$;
COMMENT ON FUNCTION internal.search_filters(jsonb) IS
    'Search filters {tags?: [string], readOnly?: boolean, kind?: tool|resource|prompt (default tool)}; 22023 naming '
    'an unknown filter or a wrong value.';
REVOKE ALL ON FUNCTION internal.search_filters(jsonb) FROM PUBLIC;

-- What every surface returns: {"tools": [definitions in rank order, each with _meta["io.pgmi/search"] {rank, score}],
-- "search": {mode, expansion, vector, …}}. p_vector: {"model", "embedding"} from the gateway, or {"error"} when the
-- embeddings endpoint failed, or NULL when none is configured.
CREATE OR REPLACE FUNCTION internal.search_result(
    p_query text, p_k integer, p_filters jsonb, p_vector jsonb, p_authenticated boolean, p_version text DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_filters   record;
    v_expansion text := coalesce(nullif(internal.setting_value('mcp_search_expansion'), ''), 'wordnet');
    v_embedding real[];
    v_model     text;
    v_vector    text;
    v_ranked    jsonb;
    v_entries   jsonb := '[]';
    v_names     text[];
    v_lexemes   text[];
    v_weights   real[];
    v_expanded  jsonb;
BEGIN
    IF p_query IS NULL OR btrim(p_query) = '' THEN
        RAISE EXCEPTION 'query must not be empty: describe the task, e.g. "create a calendar event"'
            USING ERRCODE = 'invalid_parameter_value';
    ELSIF length(p_query) > 1000 THEN
        RAISE EXCEPTION 'query is too long (% characters; at most 1000): describe the task in a sentence or two', length(p_query)
            USING ERRCODE = 'invalid_parameter_value';
    ELSIF p_k IS NULL OR p_k NOT BETWEEN 1 AND 50 THEN
        RAISE EXCEPTION 'k must be between 1 and 50, got %', coalesce(p_k::text, 'null') USING ERRCODE = 'invalid_parameter_value';
    END IF;
    v_filters := internal.search_filters(p_filters);

    IF jsonb_typeof(p_vector -> 'embedding') = 'array' AND jsonb_typeof(p_vector -> 'model') = 'string' THEN
        v_model := p_vector ->> 'model';
        v_embedding := internal.search_unit_vector(p_vector -> 'embedding');
        v_vector := CASE WHEN EXISTS (SELECT FROM api.mcp_search_embedding e WHERE e.model = v_model)
                         THEN 'on: ' || v_model ELSE 'waiting: no handler has a vector of ' || v_model || ' yet' END;
    ELSIF jsonb_typeof(p_vector -> 'error') = 'string' THEN
        v_vector := 'unavailable: ' || left(p_vector ->> 'error', 200);
    ELSE
        v_vector := 'off: no embeddings endpoint is configured (gateway EMBEDDINGS_URL)';
    END IF;

    SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}'), coalesce(array_agg(t.weight ORDER BY t.lexeme), '{}'),
           coalesce(jsonb_agg(t.lexeme ORDER BY t.lexeme) FILTER (WHERE t.origin <> 'query'), '[]')
      INTO v_lexemes, v_weights, v_expanded
      FROM internal.search_terms(lower(btrim(p_query)), v_expansion) AS t;
    SELECT coalesce(jsonb_agg(jsonb_build_object('name', r.name, 'rank', r.ord, 'score', r.score,
                                                 'lexical', r.lexical_rank, 'trigram', r.trigram_rank, 'vector', r.vector_rank)
                              ORDER BY r.ord), '[]'),
           array_agg(r.name)
      INTO v_ranked, v_names
      FROM (SELECT s.*, row_number() OVER (ORDER BY s.score DESC, s.name) AS ord
              FROM internal.search_rank(p_query, p_authenticated, v_filters.kind, v_filters.tags, v_filters.read_only,
                                        v_embedding, v_model, v_lexemes, v_weights, p_k) AS s) AS r;

    IF v_names IS NOT NULL THEN
        -- The definitions exactly as the list methods give them, put back in rank order.
        SELECT coalesce(jsonb_agg(e.entry || jsonb_build_object('_meta', coalesce(e.entry -> '_meta', '{}'::jsonb)
                                      || jsonb_build_object('io.pgmi/search', jsonb_build_object('rank', (k.item ->> 'rank')::integer,
                                                                                                  'score', k.item -> 'score')))
                                  ORDER BY (k.item ->> 'rank')::integer), '[]')
          INTO v_entries
          FROM (SELECT x AS entry
                  FROM unnest(CASE v_filters.kind WHEN 'tool' THEN ARRAY['tools'] WHEN 'prompt' THEN ARRAY['prompts']
                                                  ELSE ARRAY['resources', 'resourceTemplates'] END) AS kinds(list_kind)
                 CROSS JOIN LATERAL jsonb_array_elements(internal.mcp_list(kinds.list_kind, NULL, NULL, p_authenticated, p_version,
                                                                           NULL, v_names) -> kinds.list_kind) AS x) AS e
          JOIN jsonb_array_elements(v_ranked) AS k(item) ON k.item ->> 'name' = e.entry ->> 'name';
    END IF;
    RETURN jsonb_build_object(
        CASE v_filters.kind WHEN 'tool' THEN 'tools' WHEN 'prompt' THEN 'prompts' ELSE 'resources' END, v_entries,
        'search', jsonb_build_object(
            'query', p_query,
            'mode', CASE WHEN v_embedding IS NOT NULL AND v_vector LIKE 'on:%' THEN 'fused' ELSE 'lexical' END,
            'expansion', v_expansion,
            'vector', v_vector,
            'expandedTerms', v_expanded,
            'ranking', v_ranked));
END
$$;
COMMENT ON FUNCTION internal.search_result(text, integer, jsonb, jsonb, boolean, text) IS
    'One search, as every surface returns it: {"tools"|"resources"|"prompts": [definitions in rank order], "search": '
    '{query, mode lexical|fused, expansion, vector, expandedTerms, ranking}}. 22023 for an empty or over-long query, '
    'k outside 1–50, bad filters or a bad vector.';
REVOKE ALL ON FUNCTION internal.search_result(text, integer, jsonb, jsonb, boolean, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.mcp_search_tools(p_query text, p_k integer DEFAULT 5, p_filters jsonb DEFAULT NULL,
                                                p_query_vector jsonb DEFAULT NULL)
RETURNS jsonb
LANGUAGE plpgsql
STABLE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    RETURN internal.search_result(p_query, p_k, p_filters, p_query_vector, api.current_user_id() IS NOT NULL);
END
$$;
COMMENT ON FUNCTION api.mcp_search_tools(text, integer, jsonb, jsonb) IS
    'Tool search over the registry as the current identity sees it (requires_auth handlers only for a verified caller): '
    'the k (1–50, default 5) best matches for a natural-language query with their full definitions, plus how they were '
    'found. Filters: {"tags": [..], "readOnly": bool, "kind": "tool"|"resource"|"prompt"}. p_query_vector: '
    '{"model", "embedding"} (the gateway embeds the query when EMBEDDINGS_URL is set); without it the search is lexical '
    'and says so. 22023 for bad input.';
CALL internal.grant_execute('api.mcp_search_tools(text,integer,jsonb,jsonb)', 'api', 'admin');
