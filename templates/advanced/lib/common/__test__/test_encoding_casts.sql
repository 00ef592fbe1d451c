-- bytea -> wrapper -> text/jsonb/json/xml casts and the function forms decode as their encodings say.
DO $$
DECLARE
    v_json bytea := convert_to('{"a": [1, "é"]}', 'UTF8');
BEGIN
    IF (v_json::common.utf8::jsonb) <> '{"a": [1, "é"]}'::jsonb OR common.to_jsonb(v_json) <> '{"a": [1, "é"]}'::jsonb THEN
        RAISE EXCEPTION 'expected UTF-8 JSON to decode';
    END IF;
    IF (v_json::common.utf8::json)::text <> '{"a": [1, "é"]}' THEN
        RAISE EXCEPTION 'expected json to keep the text as sent';
    END IF;
    IF ('\xe9'::bytea::common.latin1::text) <> 'é' OR common.latin1('\xe9'::bytea) <> 'é' THEN
        RAISE EXCEPTION 'expected latin1 0xE9 = é';
    END IF;
    IF ('\x80'::bytea::common.win1252::text) <> '€' OR common.win1252('\x80'::bytea) <> '€' THEN
        RAISE EXCEPTION 'expected win1252 0x80 = €';
    END IF;
    IF (convert_to('<a>1</a>', 'UTF8')::common.utf8::xml)::text <> '<a>1</a>' THEN
        RAISE EXCEPTION 'expected an XML document';
    END IF;
    BEGIN
        PERFORM common.utf8('\xff'::bytea);
        RAISE EXCEPTION 'expected 22021 for invalid UTF-8, got success';
    EXCEPTION WHEN character_not_in_repertoire THEN NULL;   -- expected: decoders are not validators
    END;
END
$$;
