-- Tool search (lib/api/22 and 39–43): ranking over what the caller may see (api.mcp_search_tools, tools/list with a query, the
-- curated listing; the read-only handlers find_tools, GET /tools/search and RPC tools.search are called through the
-- gateway by test/gateway/tool-search.test.ts), the index kept by registrations, stored vectors and their staleness, and bad input answered with clear errors.
SELECT api.create_or_replace_mcp_handler(
    '{"id": "3c970000-0000-4000-8000-0000000005e1", "type": "tool", "name": "srch_scale_deployment", "requiresAuth": false,
      "description": "Scale a Kubernetes deployment: set its number of replicas.", "tags": ["k8s"],
      "searchPhrases": ["bump the deployment to 5 replicas"],
      "inputSchema": {"type": "object", "properties": {"deployment": {"type": "string", "description": "Deployment name"},
                      "replicas": {"type": "integer", "description": "How many pods"}}}}',
    $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "scaled"}]}', request.request_id); END;$b$);
SELECT api.create_or_replace_mcp_handler(
    '{"id": "3c970000-0000-4000-8000-0000000005e2", "type": "tool", "name": "srch_searchIssues", "readOnly": true, "requiresAuth": false,
      "description": "Find issues in a repository by keywords, labels or state.", "tags": ["tracker"]}',
    $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "issues"}]}', request.request_id); END;$b$);
SELECT api.create_or_replace_mcp_handler(
    '{"id": "3c970000-0000-4000-8000-0000000005e3", "type": "tool", "name": "srch_remove_file", "requiresAuth": true,
      "description": "Remove a file from the workspace for good."}',
    $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "removed"}]}', request.request_id); END;$b$);

-- The switches as a generated project has them (a deploy may have turned some off; this test's savepoint undoes it).
INSERT INTO internal.setting (key, value)
VALUES ('mcp_tools_query', 'on'), ('mcp_find_tools', 'find_tools'), ('mcp_search_expansion', 'wordnet')
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;

-- A dense 40-dimension test vector per handler (more dimensions than the 32 the plain-SQL search narrows by).
CREATE FUNCTION pg_temp.srch_vector(p_id uuid) RETURNS jsonb
LANGUAGE sql AS $f$
    -- Every dimension from its own hash of the id: a project with a thousand other tools (the deploy bench) must not
    -- hold a second vector identical to one of this test's (an earlier form had 997 distinct vectors in all).
    SELECT jsonb_agg(round((('x' || left(md5(p_id::text || '/' || k), 8))::bit(32)::integer / 2147483648.0)::numeric, 6) ORDER BY k)
      FROM generate_series(1, 40) AS k;
$f$;

DO $$
DECLARE
    v_found   jsonb;
    v_env     jsonb;
    v_error   jsonb;
    v_at      timestamptz;
    v_pending integer;
    v_batch   integer;
BEGIN
    -- Ranking: the author's phrasing, a synonym ("erase" → remove), a misspelled camelCase name.
    v_found := api.mcp_search_tools('bump the deployment to 5 replicas', 3);
    PERFORM pg_temp.mcp_is('phrasing finds scale', v_found #>> '{tools,0,name}', 'srch_scale_deployment');
    PERFORM pg_temp.mcp_is('full definition', v_found #> '{tools,0,inputSchema,properties,replicas,type}', '"integer"'::jsonb);
    PERFORM pg_temp.mcp_is('lexical without an endpoint, and says so', v_found #>> '{search,mode}', 'lexical');
    PERFORM pg_temp.mcp_is('why lexical', v_found #>> '{search,vector}' LIKE 'off: no embeddings endpoint%', true);
    v_found := api.mcp_search_tools('serch isues', 3);
    PERFORM pg_temp.mcp_is('misspelled name', v_found #>> '{tools,0,name}', 'srch_searchIssues');
    PERFORM pg_temp.mcp_is('read-only annotation kept', v_found #> '{tools,0,annotations,readOnlyHint}', 'true'::jsonb);

    -- Auth-hide: anonymous never finds the requires_auth tool; Carol does, through find_tools.
    v_found := api.mcp_search_tools('erase a file from the workspace', 10);
    PERFORM pg_temp.mcp_is('anonymous does not find a hidden tool',
                           jsonb_path_exists(v_found, '$.tools[*] ? (@.name == "srch_remove_file")'), false);
    -- (find_tools is read-only: the gateway runs it READ ONLY, which this deploy transaction is not; test/gateway/tool-search
    -- calls it for real.) A request's verified identity lasts until the next request: Carol's ping, then her search.
    PERFORM pg_temp.mcp_call('ping', NULL, '1', pg_temp.mcp_carol());
    v_found := api.mcp_search_tools('erase a file from the workspace', 10);
    PERFORM pg_temp.mcp_is('Carol finds it (synonym erase → remove)', v_found #>> '{tools,0,name}', 'srch_remove_file');
    PERFORM pg_temp.mcp_is('Carol: tools/list with a query too', pg_temp.mcp_call('tools/list', '{"query": "erase a file"}', '1', pg_temp.mcp_carol())
                                                                 #>> '{result,tools,0,name}', 'srch_remove_file');
    PERFORM pg_temp.mcp_call('ping', NULL, '1', '{"credential": null}');
    PERFORM pg_temp.mcp_is('anonymous again', jsonb_path_exists(api.mcp_search_tools('erase a file from the workspace', 10),
                                                                '$.tools[*] ? (@.name == "srch_remove_file")'), false);

    -- tools/list with a query (SEP-1821), and filters.
    v_env := pg_temp.mcp_call('tools/list', '{"query": "scale replicas"}');
    PERFORM pg_temp.mcp_is('tools/list query ranks', v_env #>> '{result,tools,0,name}', 'srch_scale_deployment');
    PERFORM pg_temp.mcp_is('tools/list query says how', v_env #>> '{result,_meta,io.pgmi/search,mode}', 'lexical');
    v_env := pg_temp.mcp_call('tools/list', '{"query": "scale replicas", "tags": ["tracker"]}');
    PERFORM pg_temp.mcp_is('tag filter', jsonb_path_exists(v_env, '$.result.tools[*] ? (@.name == "srch_scale_deployment")'), false);
    PERFORM pg_temp.mcp_is('readOnly filter', api.mcp_search_tools('issues', 5, '{"readOnly": false}') -> 'tools' @> '[{"name": "srch_searchIssues"}]', false);

    -- Bad input: clear errors, never an internal error.
    PERFORM pg_temp.mcp_is('empty query', pg_temp.mcp_call('tools/list', '{"query": "  "}') #>> '{error,message}',
                           'Invalid params: query must not be empty: describe the task, e.g. "create a calendar event"');
    PERFORM pg_temp.mcp_is('10 kB query', pg_temp.mcp_call('tools/list', jsonb_build_object('query', repeat('x', 10240))) #>> '{error,message}',
                           'Invalid params: query is too long (10240 characters; at most 1000): describe the task in a sentence or two');
    PERFORM pg_temp.mcp_is('query must be a string', pg_temp.mcp_code(pg_temp.mcp_call('tools/list', '{"query": 5}')), -32602);
    v_found := api.mcp_search_tools($q$'; DROP TABLE api.handler; -- OR 1=1 & | ! <-> :*$q$, 5);
    PERFORM pg_temp.mcp_is('SQL-like text is just text', jsonb_typeof(v_found -> 'tools'), 'array');
    v_error := pg_temp.expect_error($q$SELECT api.mcp_search_tools('issues', 5, '{"owner": "x"}')$q$, '22023');
    PERFORM pg_temp.mcp_is('unknown filter', v_error ->> 'message', 'unknown filter "owner": the filters are tags, readOnly and kind');
    PERFORM pg_temp.expect_error($q$SELECT api.mcp_search_tools('issues', 0)$q$, '22023');

    -- (GET /tools/search and RPC tools.search are read-only handlers: test/gateway/tool-search.test.ts calls them.)

    -- Curated listing: above the threshold, pinned tools and find_tools; every tool still callable.
    UPDATE internal.setting SET value = '3' WHERE key = 'mcp_curated_above';
    v_env := pg_temp.mcp_call('tools/list', '{}');
    PERFORM pg_temp.mcp_is('curated listing', v_env #>> '{result,_meta,io.pgmi/curated,findTool}', 'find_tools');
    PERFORM pg_temp.mcp_is('curated listing is short', cardinality(pg_temp.mcp_names(v_env, 'tools')) < 5, true);
    PERFORM pg_temp.mcp_is('curated note', (v_env #>> '{result,_meta,io.pgmi/curated,visibleTools}')::integer > 3, true);
    PERFORM pg_temp.mcp_is('unlisted tool callable', pg_temp.mcp_call('tools/call', '{"name": "srch_scale_deployment"}') #>> '{result,content,0,text}', 'scaled');
    INSERT INTO internal.setting (key, value) VALUES ('mcp_pinned_tools', 'srch_searchIssues');
    PERFORM pg_temp.mcp_is('pinned by setting', pg_temp.mcp_names(pg_temp.mcp_call('tools/list', '{}'), 'tools') @> ARRAY['srch_searchIssues'], true);
    PERFORM pg_temp.mcp_is('a cursor pages the full list', pg_temp.mcp_code(pg_temp.mcp_call('tools/list', jsonb_build_object('cursor',
                           internal.mcp_cursor_encode('tools', 'a')))), NULL::integer);
    UPDATE internal.setting SET value = 'off' WHERE key = 'mcp_curated_above';

    -- The index follows registrations: an unchanged one touches nothing, a changed description is found at once.
    SELECT indexed_at INTO v_at FROM api.mcp_search_document WHERE handler_object_id = '3c970000-0000-4000-8000-0000000005e2';
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0000-4000-8000-0000000005e2", "type": "tool", "name": "srch_searchIssues", "readOnly": true, "requiresAuth": false,
          "description": "Find issues in a repository by keywords, labels or state.", "tags": ["tracker"]}',
        $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "issues"}]}', request.request_id); END;$b$);
    PERFORM pg_temp.mcp_is('unchanged registration keeps the index row',
                           (SELECT indexed_at FROM api.mcp_search_document WHERE handler_object_id = '3c970000-0000-4000-8000-0000000005e2'), v_at);
    PERFORM pg_temp.mcp_is('not found before', api.mcp_search_tools('zebrafish', 5) -> 'tools', '[]'::jsonb);
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0000-4000-8000-0000000005e2", "type": "tool", "name": "srch_searchIssues", "readOnly": true, "requiresAuth": false,
          "description": "Find zebrafish issues.", "tags": ["tracker"]}',
        $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "issues"}]}', request.request_id); END;$b$);
    PERFORM pg_temp.mcp_is('found after', api.mcp_search_tools('zebrafish', 5) #>> '{tools,0,name}', 'srch_searchIssues');
    PERFORM pg_temp.expect_error($q$SELECT api.create_or_replace_mcp_handler('{"id": "3c970000-0000-4000-8000-0000000005e4", "type": "tool",
        "name": "srch_bad", "searchPhrases": "one string"}', 'BEGIN RETURN NULL; END;')$q$, '22023');

    -- Vectors: stored for the current text only, stale after a change, per model; fused when the query has one.
    -- A project may register more tools than one batch holds (512), as the gateway's job would: store batch by batch.
    SELECT count(*) INTO v_pending FROM api.mcp_embeddings_pending('m1', 512);
    FOR v_batch IN 1..100 LOOP
        EXIT WHEN NOT EXISTS (SELECT FROM api.mcp_embeddings_pending('m1', 1));
        PERFORM api.mcp_embeddings_store('m1', (SELECT jsonb_agg(jsonb_build_object('id', p.handler_id, 'sourceHash', p.source_hash,
                                                                                    'embedding', jsonb_build_array(1, 0, 0)))
                                                  FROM api.mcp_embeddings_pending('m1', 512) AS p));
    END LOOP;
    PERFORM pg_temp.mcp_is('nothing pending for m1', (SELECT count(*) FROM api.mcp_embeddings_pending('m1', 512)), 0::bigint);
    PERFORM pg_temp.mcp_is('all pending for m2', (SELECT count(*) FROM api.mcp_embeddings_pending('m2', 512))::integer, v_pending);
    PERFORM pg_temp.expect_error($q$SELECT api.mcp_embeddings_store('m1', '[{"id": "3c970000-0000-4000-8000-0000000005e1",
        "sourceHash": "00", "embedding": [1, 2]}]')$q$, '22023');
    PERFORM api.create_or_replace_mcp_handler(
        '{"id": "3c970000-0000-4000-8000-0000000005e2", "type": "tool", "name": "srch_searchIssues", "requiresAuth": false, "description": "Changed again."}',
        $b$BEGIN RETURN api.mcp_success('{"content": [{"type": "text", "text": "issues"}]}', request.request_id); END;$b$);
    PERFORM pg_temp.mcp_is('a changed handler is pending again', ARRAY(SELECT handler_id FROM api.mcp_embeddings_pending('m1', 512)),
                           ARRAY['3c970000-0000-4000-8000-0000000005e2'::uuid]);
    v_found := api.mcp_search_tools('scale replicas', 3, NULL, '{"model": "m1", "embedding": [0.9, 0.1, 0]}');
    PERFORM pg_temp.mcp_is('fused with a vector', v_found #>> '{search,mode}', 'fused');
    PERFORM pg_temp.mcp_is('fused still ranks', v_found #>> '{tools,0,name}', 'srch_scale_deployment');

    -- Plain-SQL vectors (no pgvector index here): a function generated for 40 dimensions narrows by the query's 32
    -- strongest ones, then compares exactly: the identical vector comes first, at similarity 1 (not the partial sum).
    PERFORM api.mcp_embeddings_store('m40', (SELECT jsonb_agg(jsonb_build_object('id', p.handler_id, 'sourceHash', p.source_hash,
                                                                                 'embedding', pg_temp.srch_vector(p.handler_id)))
                                               FROM api.mcp_embeddings_pending('m40', 512) AS p));
    PERFORM pg_temp.mcp_is('a function per dimension', to_regprocedure('internal.search_vector_nearest_40(real[],text,integer[])') IS NOT NULL, true);
    v_found := api.mcp_search_tools('qqqq zzzz', 3, NULL,
                                    jsonb_build_object('model', 'm40', 'embedding', pg_temp.srch_vector('3c970000-0000-4000-8000-0000000005e1')));
    PERFORM pg_temp.mcp_is('the nearest vector first', v_found #>> '{search,ranking,0,name}', 'srch_scale_deployment');
    PERFORM pg_temp.mcp_is('found by the vector', (v_found #>> '{search,ranking,0,vector}')::integer, 1);
    PERFORM pg_temp.mcp_is('exact similarity of the nearest',
                           (SELECT round(n.similarity::numeric, 4)
                              FROM internal.search_vector_nearest_40(
                                       internal.search_unit_vector(pg_temp.srch_vector('3c970000-0000-4000-8000-0000000005e1')), 'm40',
                                       ARRAY(SELECT u.ord::integer
                                               FROM unnest(internal.search_unit_vector(pg_temp.srch_vector('3c970000-0000-4000-8000-0000000005e1')))
                                                    WITH ORDINALITY AS u(x, ord)
                                              ORDER BY abs(u.x) DESC, u.ord LIMIT 32)) AS n
                             LIMIT 1), 1.0000);
    v_found := api.mcp_search_tools('qqqq zzzz', 10, NULL,
                                    jsonb_build_object('model', 'm40', 'embedding', pg_temp.srch_vector('3c970000-0000-4000-8000-0000000005e3')));
    PERFORM pg_temp.mcp_is('anonymous does not find a hidden tool by its vector either',
                           jsonb_path_exists(v_found, '$.search.ranking[*] ? (@.name == "srch_remove_file")'), false);
    v_found := api.mcp_search_tools('scale replicas', 3, NULL, '{"error": "the embeddings endpoint did not answer within 2000 ms"}');
    PERFORM pg_temp.mcp_is('endpoint failure said', v_found #>> '{search,vector}', 'unavailable: the embeddings endpoint did not answer within 2000 ms');
END
$$;
