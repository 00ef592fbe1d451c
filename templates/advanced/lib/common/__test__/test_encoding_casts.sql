-- bytea -> wrapper -> text/jsonb/json/xml casts and the function forms decode as their encodings say.
DO $$
DECLARE
    v_json bytea := convert_to('{"a": [1, "é"]}', 'UTF8');
BEGIN
    PERFORM pg_temp.expect('UTF-8 JSON cast to jsonb', v_json::common.utf8::jsonb, '{"a": [1, "é"]}'::jsonb);
    PERFORM pg_temp.expect('common.to_jsonb(UTF-8 JSON)', common.to_jsonb(v_json), '{"a": [1, "é"]}'::jsonb);
    PERFORM pg_temp.expect('json keeps the text as sent', (v_json::common.utf8::json)::text, '{"a": [1, "é"]}');
    PERFORM pg_temp.expect('latin1 0xE9 (cast)', '\xe9'::bytea::common.latin1::text, 'é');
    PERFORM pg_temp.expect('latin1 0xE9 (function)', common.latin1('\xe9'::bytea), 'é');
    PERFORM pg_temp.expect('win1252 0x80 (cast)', '\x80'::bytea::common.win1252::text, '€');
    PERFORM pg_temp.expect('win1252 0x80 (function)', common.win1252('\x80'::bytea), '€');
    PERFORM pg_temp.expect('an XML document', (convert_to('<a>1</a>', 'UTF8')::common.utf8::xml)::text, '<a>1</a>');
    BEGIN
        PERFORM common.utf8('\xff'::bytea);
        RAISE EXCEPTION 'expected 22021 for invalid UTF-8, got success';
    EXCEPTION WHEN character_not_in_repertoire THEN NULL;   -- expected: decoders are not validators
    END;
END
$$;
