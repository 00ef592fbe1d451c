-- Every list method pages with an opaque cursor (page size = setting mcp_page_size): stable name order, no
-- duplicates or gaps, nextCursor absent on the last page, "" = first page, a cursor that is not ours or belongs
-- to another list is -32602. tools/list filters by params.tags or params._meta.tags.
DO $$
DECLARE
    v_env    jsonb;
    v_cursor jsonb;
    v_seen   text[] := '{}';
    v_pages  integer := 0;
    v_all    text[];
    v_full   text[];
    v_tags   jsonb := '{"tags": ["t-even", "t-odd"]}';
BEGIN
    FOR v_i IN 1 .. 7 LOOP
        PERFORM pg_temp.mcpt(100 + v_i, jsonb_build_object('type', 'tool', 'name', format('mcpt_page_%s', v_i), 'description', 'page',
                                                           'tags', jsonb_build_array(CASE WHEN v_i % 2 = 0 THEN 't-even' ELSE 't-odd' END)),
                             $b$BEGIN RETURN api.mcp_tool_result('[]', request.request_id); END;$b$);
    END LOOP;
    -- The walk covers the seven tagged tools, so it does not depend on how many handlers the database has.
    v_all := ARRAY(SELECT t ->> 'name' FROM jsonb_array_elements(api.mcp_list_tools(ARRAY['t-even', 't-odd']) -> 'tools') t);
    v_full := ARRAY(SELECT t ->> 'name' FROM jsonb_array_elements(api.mcp_list_tools() -> 'tools') t);
    PERFORM pg_temp.mcp_is('seven tagged tools', cardinality(v_all), 7);
    INSERT INTO internal.setting (key, value) VALUES ('mcp_page_size', '3') ON CONFLICT (key) DO UPDATE SET value = '3';

    LOOP
        v_env := pg_temp.mcp_call('tools/list', v_tags || CASE WHEN v_cursor IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('cursor', v_cursor) END);
        PERFORM pg_temp.mcp_is('page size', jsonb_array_length(v_env #> '{result,tools}') <= 3, true);
        v_seen := v_seen || pg_temp.mcp_names(v_env, 'tools');
        v_pages := v_pages + 1;
        v_cursor := v_env #> '{result,nextCursor}';
        EXIT WHEN v_cursor IS NULL OR v_pages > 100;
        PERFORM pg_temp.mcp_is('cursor is a string', jsonb_typeof(v_cursor), 'string');
    END LOOP;
    PERFORM pg_temp.mcp_is('walk = full list', v_seen, v_all);
    PERFORM pg_temp.mcp_is('pages', v_pages, 3);

    v_env := pg_temp.mcp_call('tools/list', '{"cursor": ""}');
    PERFORM pg_temp.mcp_is('empty cursor = first page', pg_temp.mcp_names(v_env, 'tools'), v_full[1:3]);
    v_env := pg_temp.mcp_call('tools/list', '{"cursor": null}');
    PERFORM pg_temp.mcp_is('null cursor = first page', pg_temp.mcp_names(v_env, 'tools'), v_full[1:3]);
    v_cursor := pg_temp.mcp_call('tools/list') #> '{result,nextCursor}';
    PERFORM pg_temp.mcp_is('same cursor, same page', pg_temp.mcp_call('tools/list', jsonb_build_object('cursor', v_cursor)),
                           pg_temp.mcp_call('tools/list', jsonb_build_object('cursor', v_cursor)));
    FOREACH v_cursor IN ARRAY ARRAY['"garbage!"', '"Zm9vYmFy"', '42', '"djE6cHJvbXB0czp4"']::jsonb[] LOOP
        v_env := pg_temp.mcp_call('tools/list', jsonb_build_object('cursor', v_cursor));
        PERFORM pg_temp.mcp_is('bad cursor ' || v_cursor::text, v_env -> 'error', '{"code": -32602, "message": "Invalid params: invalid cursor"}'::jsonb);
    END LOOP;
    v_cursor := pg_temp.mcp_call('tools/list') #> '{result,nextCursor}';
    v_env := pg_temp.mcp_call('prompts/list', jsonb_build_object('cursor', v_cursor));
    PERFORM pg_temp.mcp_is('a tools cursor on prompts/list', pg_temp.mcp_code(v_env), -32602);

    -- The other lists page the same way.
    INSERT INTO internal.setting (key, value) VALUES ('mcp_page_size', '1') ON CONFLICT (key) DO UPDATE SET value = '1';
    v_env := pg_temp.mcp_call('resources/templates/list');
    PERFORM pg_temp.mcp_is('templates page', jsonb_array_length(v_env #> '{result,resourceTemplates}'), 1);
    v_env := pg_temp.mcp_call('resources/templates/list', jsonb_build_object('cursor', v_env #> '{result,nextCursor}'));
    PERFORM pg_temp.mcp_is('templates next page', jsonb_array_length(v_env #> '{result,resourceTemplates}'), 1);
    PERFORM pg_temp.mcp_is('resources page', pg_temp.mcp_call('resources/list') #> '{result}' ? 'nextCursor', true);
    PERFORM pg_temp.mcp_is('prompts page', pg_temp.mcp_call('prompts/list') #> '{result}' ? 'nextCursor', true);
    UPDATE internal.setting SET value = '100' WHERE key = 'mcp_page_size';
    PERFORM pg_temp.mcp_is('last page has no nextCursor', pg_temp.mcp_call('prompts/list') #> '{result}' ? 'nextCursor', false);

    -- Tags: params.tags, params._meta.tags, api.mcp_list_tools(p_tags); {} or NULL = no filter.
    PERFORM pg_temp.mcp_is('params.tags', pg_temp.mcp_names(pg_temp.mcp_call('tools/list', '{"tags": ["t-even"]}'), 'tools'),
                           ARRAY['mcpt_page_2', 'mcpt_page_4', 'mcpt_page_6']);
    PERFORM pg_temp.mcp_is('_meta.tags', pg_temp.mcp_names(pg_temp.mcp_call('tools/list', '{"_meta": {"tags": ["t-alpha", "t-beta"]}}'), 'tools'),
                           ARRAY['mcpt_beta', 'mcpt_echo']);
    PERFORM pg_temp.mcp_is('p_tags', ARRAY(SELECT t ->> 'name' FROM jsonb_array_elements(api.mcp_list_tools(ARRAY['t-odd']) -> 'tools') t),
                           ARRAY['mcpt_page_1', 'mcpt_page_3', 'mcpt_page_5', 'mcpt_page_7']);
    PERFORM pg_temp.mcp_is('empty p_tags', jsonb_array_length(api.mcp_list_tools('{}') -> 'tools'), cardinality(v_full));
    PERFORM pg_temp.mcp_is('bad tags', pg_temp.mcp_code(pg_temp.mcp_call('tools/list', '{"tags": "t-even"}')), -32602);
    PERFORM pg_temp.mcp_is('bad cursor type', pg_temp.mcp_code(pg_temp.mcp_call('prompts/list', '{"cursor": {"a": 1}}')), -32602);
END
$$;
