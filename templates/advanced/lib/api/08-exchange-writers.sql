-- lib/api: writing the exchange log, including for READ ONLY transactions.
--
-- Defines:
--   internal.http_response_record(response) / internal.http_response_from_record(jsonb)
--       an api.http_response to and from the "response" of a relayed record (REST and RPC)
--   internal.exchange_record(protocol, handler, started_at, error_sqlstate, error_message, request, response
--       [, caller_subject])  the relayed record of the REST and RPC writers (the protocol supplies request and
--       response); the MCP writer builds the same fields from the call's parts as they are
--   internal.log_rest_exchange(handler, request, response, started_at, error_sqlstate, error_message)
--   internal.log_rpc_exchange(…same with api.rpc_request…)
--   internal.log_mcp_exchange(handler, mcp_type, mcp_name, request, response, started_at, error_sqlstate, error_message,
--       auto_log[, caller_subject])   for the MCP dispatcher, which passes the route's auto_log (nothing logged when
--       false) and the subject it verified; without auto_log it reads api.mcp_route.auto_log itself
--   internal.trim_exchange_record(record text)          a relayed record over 64 kB without its bodies
--   internal.relay_exchange_text(record text, object_id) / internal.relay_exchange(record jsonb)
--                                                       a read-only transaction's record, sealed, into its outbox
--                                                       (REST and RPC; the MCP writer seals in its own body)
--   internal.mcp_mask_session_id(context) / internal.redact_mcp_exchange(request, response)
--                                                       context.session_id / the MCP parts as stored (one redaction pass)
--   internal.store_exchanges(records jsonb[])           unsealed records into the tables (one INSERT per table;
--                                                       MCP records redacted on the way in)
--   api.record_exchanges(p_payloads text[]) → integer   the gateway's relay endpoint: a batch (SECURITY DEFINER)
--   api.record_exchange(p_payload text) → boolean        one record (the same, for callers of their own)
--
-- Relies on: 06-exchange-log, 07-exchange-redaction, internal.setting, api.current_idp_subject (membership).
-- Direct INSERTs get caller_subject from the column default (the verified identity of this transaction); the
-- relay cannot (api.record_exchanges runs in the gateway's own transaction), so the sealed record carries it.
-- Read-only transactions cannot INSERT, so the reference skipped logging them. Here a writer in a READ ONLY
-- transaction seals the record (REST and RPC redacted first, MCP redacted when stored) and appends it to the
-- transaction's outbox, the transaction-local setting exchange.outbox (sealed records separated by newlines).
-- Whoever ran the dispatch reads the outbox in the same statement -- the gateway selects
-- current_setting('exchange.outbox', true) beside the response -- and, only once the transaction has committed,
-- hands the records to api.record_exchanges on the primary, in batches (one multi-row insert for many calls). So the
-- record of a read-only call costs no extra round trip and no extra commit per call, it is stored exactly once (only
-- the replica that served the call has it), work that was rolled back is never logged, and it works on a hot standby
-- (a setting is not a write). Records are authenticated with a key only the owner can read, so nothing can forge
-- one; a caller that drops its outbox loses its records, never falsifies them.
-- Cost of a logged read-only call (every such call is a transaction of its own, and PL/pgSQL prepares each
-- expression again in every transaction, so layers and statements count): the dispatcher passes the route's
-- auto_log (no second route lookup); the MCP writer builds the record from the call's parts as they are, serialises
-- it once and seals that text, with its object_id as the IV, in its own body (the seal of
-- internal.exchange_log_seal_text, without entering two more functions in every transaction). Redacting an MCP
-- record waits for the relay: internal.store_exchanges tests the whole batch once and redacts record by record
-- only when that test finds something (measured, backend CPU: the writer about 60 µs less per call, storing about
-- 10 µs more per record; the redaction's expressions had been set up again for every call). Why that is as safe:
-- an unredacted part leaves the call's transaction only inside the sealed record (AES-256-CBC and HMAC-SHA-256
-- under a key derived from the owner-only signing key), which only api.record_exchanges opens, and it redacts with
-- the same function before anything is stored, so the table, a dump and the console see exactly what the writer's
-- own redaction gave; the gateway that carries the sealed record had the request and the response in the clear
-- already, and cannot read what else the record holds (the handler's full error message); a record that is never
-- stored is lost, never readable. REST and RPC records are still
-- redacted before they are sealed. Storing is set-wise: a batch is opened in one statement and inserted with one
-- INSERT per table (internal.store_exchanges), and only authentic records reach it.
-- Error messages are redacted whole and then cut to 2,000 characters (500 in a record over 64 kB): cut first, a
-- key that straddled the cut would have been kept in part, too short for its shape to be recognised.
-- Trust boundary: api.record_exchanges / api.record_exchange are callable by the api role; they accept only
-- sealed payloads.

CREATE OR REPLACE FUNCTION internal.jsonb_to_hstore(p_object jsonb)
RETURNS extensions.hstore
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
BEGIN
    IF jsonb_typeof(p_object) IS DISTINCT FROM 'object' THEN
        RETURN NULL;
    END IF;
    RETURN coalesce((SELECT extensions.hstore(array_agg(e.key), array_agg(e.value)) FROM jsonb_each_text(p_object) AS e),
                    ''::extensions.hstore);
END
$$;
COMMENT ON FUNCTION internal.jsonb_to_hstore(jsonb) IS 'A flat JSON object as hstore (NULL for anything else).';
REVOKE ALL ON FUNCTION internal.jsonb_to_hstore(jsonb) FROM PUBLIC;

-- A record over 64 kB keeps its outcome and drops its bodies, so a huge request is logged without making every later
-- statement of its transaction carry it (the outbox is a setting). Parsed only then: the usual record never is.
CREATE OR REPLACE FUNCTION internal.trim_exchange_record(p_record text)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
DECLARE
    v_record jsonb;
BEGIN
    IF octet_length(p_record) <= 65536 THEN
        RETURN p_record;
    END IF;
    v_record := p_record::jsonb
                #- '{request,content}' #- '{request,params}' #- '{request,arguments}' #- '{request,context}'
                #- '{response,content}' #- '{response,envelope}'
                || '{"truncated": true}';
    IF octet_length(v_record::text) > 65536 THEN
        v_record := v_record #- '{request,headers}' #- '{response,headers}' #- '{request,path_params}'
                    || jsonb_build_object('error_message', left(internal.redact_secret_values(v_record ->> 'error_message'), 500),
                                          'request', (v_record -> 'request')
                                                     || jsonb_build_object('url', left(v_record #>> '{request,url}', 500)));
    END IF;
    RETURN v_record::text;
END
$$;
COMMENT ON FUNCTION internal.trim_exchange_record(text) IS
    'An exchange record (JSON text) as relayed: unchanged up to 64 kB; over it without its bodies (and, if still over, '
    'without headers, with a shortened URL and error message), marked "truncated".';
REVOKE ALL ON FUNCTION internal.trim_exchange_record(text) FROM PUBLIC;

-- The outbox of this transaction's read-only records (see the header), for the REST and RPC writers. The record
-- comes as JSON text with its object_id, which is the seal's IV (see internal.exchange_log_seal_text; NULL: random
-- bytes). The MCP writer does the same in its own body (internal.log_mcp_exchange).
CREATE OR REPLACE FUNCTION internal.relay_exchange_text(p_record text, p_object_id uuid)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    PERFORM pg_catalog.set_config('exchange.outbox',
                                  coalesce(nullif(pg_catalog.current_setting('exchange.outbox', true), '') || E'\n', '')
                                  || internal.exchange_log_seal_text(
                                         -- the trim's own function entered only for a record that needs it
                                         CASE WHEN octet_length(p_record) > 65536 THEN internal.trim_exchange_record(p_record)
                                              ELSE p_record END,
                                         coalesce(pg_catalog.uuid_send(p_object_id), extensions.gen_random_bytes(16))),
                                  true);
END
$$;
COMMENT ON FUNCTION internal.relay_exchange_text(text, uuid) IS
    'Appends a (redacted) exchange record given as JSON text, sealed with its object_id as IV, to this transaction''s '
    'outbox (setting exchange.outbox), for the caller to store with api.record_exchanges once the transaction has '
    'committed; bodies dropped over 64 kB.';
REVOKE ALL ON FUNCTION internal.relay_exchange_text(text, uuid) FROM PUBLIC;

-- The same for a record built as jsonb (the REST and RPC writers; its object_id read from it).
CREATE OR REPLACE FUNCTION internal.relay_exchange(p_record jsonb)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    PERFORM internal.relay_exchange_text(p_record::text, (p_record ->> 'object_id')::uuid);
END
$$;
COMMENT ON FUNCTION internal.relay_exchange(jsonb) IS
    'internal.relay_exchange_text for a record held as jsonb (its object_id, when it has one, is the IV).';
REVOKE ALL ON FUNCTION internal.relay_exchange(jsonb) FROM PUBLIC;

-- What the writers and api.record_exchange share. Single SQL expressions: they inline into their callers.
CREATE OR REPLACE FUNCTION internal.http_response_record(p_response api.http_response)
RETURNS jsonb
LANGUAGE sql
STABLE
AS $$
    SELECT jsonb_build_object('status_code', p_response.status_code,
                              'headers', extensions.hstore_to_jsonb(p_response.headers),
                              'content', encode(p_response.content, 'base64'));
$$;
COMMENT ON FUNCTION internal.http_response_record(api.http_response) IS
    'An HTTP response as the "response" of a relayed record (content base64); read back by internal.http_response_from_record.';
REVOKE ALL ON FUNCTION internal.http_response_record(api.http_response) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.http_response_from_record(p_record jsonb)
RETURNS api.http_response
LANGUAGE sql
IMMUTABLE
AS $$
    SELECT ROW((p_record ->> 'status_code')::integer, internal.jsonb_to_hstore(p_record -> 'headers'),
               decode(p_record ->> 'content', 'base64'))::api.http_response;
$$;
COMMENT ON FUNCTION internal.http_response_from_record(jsonb) IS 'The api.http_response written by internal.http_response_record.';
REVOKE ALL ON FUNCTION internal.http_response_from_record(jsonb) FROM PUBLIC;

DROP FUNCTION IF EXISTS internal.exchange_record(text, uuid, timestamptz, text, text, jsonb, jsonb);  -- gained p_caller_subject

CREATE OR REPLACE FUNCTION internal.exchange_record(
    p_protocol text,
    p_handler_object_id uuid,
    p_started_at timestamptz,
    p_error_sqlstate text,
    p_error_message text,
    p_request jsonb,
    p_response jsonb,
    -- Given by a writer that has the verified subject at hand; read from the request identity otherwise.
    p_caller_subject text DEFAULT api.current_idp_subject())
RETURNS jsonb
LANGUAGE sql
VOLATILE
AS $$
    SELECT jsonb_build_object(
        'v', 1, 'protocol', p_protocol, 'object_id', gen_random_uuid(), 'handler_object_id', p_handler_object_id,
        'enqueued_at', p_started_at, 'completed_at', clock_timestamp(),
        'error_sqlstate', p_error_sqlstate,
        'error_message', CASE WHEN p_error_message IS NOT NULL THEN left(internal.redact_secret_values(p_error_message), 2000) END,
        'caller_subject', p_caller_subject,
        'request', p_request, 'response', p_response);
$$;
COMMENT ON FUNCTION internal.exchange_record(text, uuid, timestamptz, text, text, jsonb, jsonb, text) IS
    'A relayed exchange record (version 1, fresh object_id, completed now, the verified caller_subject: given, or read '
    'from the request identity) around a protocol''s request and response; api.record_exchange reads it back.';
REVOKE ALL ON FUNCTION internal.exchange_record(text, uuid, timestamptz, text, text, jsonb, jsonb, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.log_rest_exchange(
    p_handler_object_id uuid,
    p_request api.rest_request,
    p_response api.http_response,
    p_started_at timestamptz,
    p_error_sqlstate text DEFAULT NULL,
    p_error_message text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_request  api.rest_request := p_request;
    v_response api.http_response := p_response;
BEGIN
    v_request.url := internal.redact_url(v_request.url);
    v_request.canonical_path := internal.redact_secret_values(v_request.canonical_path);
    v_request.path_params := internal.redact_json(v_request.path_params);
    v_request.headers := internal.redact_headers(v_request.headers);
    v_request.content := internal.redact_content(v_request.content);
    v_response.headers := internal.redact_headers(v_response.headers);
    v_response.content := internal.redact_content(v_response.content);
    IF pg_catalog.current_setting('transaction_read_only') = 'on' THEN
        PERFORM internal.relay_exchange(internal.exchange_record(
            'rest', p_handler_object_id, p_started_at, p_error_sqlstate, p_error_message,
            jsonb_build_object(
                'method', v_request.method, 'url', v_request.url,
                'headers', extensions.hstore_to_jsonb(v_request.headers),
                'content', encode(v_request.content, 'base64'),
                'canonical_path', v_request.canonical_path, 'path_params', v_request.path_params),
            internal.http_response_record(v_response)));
    ELSE
        INSERT INTO api.rest_exchange (enqueued_at, handler_object_id, request, response, completed_at,
                                       error_sqlstate, error_message)
        VALUES (p_started_at, p_handler_object_id, v_request, v_response, clock_timestamp(),
                p_error_sqlstate, left(internal.redact_secret_values(p_error_message), 2000));
    END IF;
END
$$;
COMMENT ON FUNCTION internal.log_rest_exchange(uuid, api.rest_request, api.http_response, timestamptz, text, text) IS
    'Logs one REST exchange (redacted): INSERT in a read-write transaction, the sealed outbox in a read-only one.';
REVOKE ALL ON FUNCTION internal.log_rest_exchange(uuid, api.rest_request, api.http_response, timestamptz, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.log_rpc_exchange(
    p_handler_object_id uuid,
    p_request api.rpc_request,
    p_response api.http_response,
    p_started_at timestamptz,
    p_error_sqlstate text DEFAULT NULL,
    p_error_message text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_request  api.rpc_request := p_request;
    v_response api.http_response := p_response;
BEGIN
    v_request.headers := internal.redact_headers(v_request.headers);
    v_request.content := internal.redact_content(v_request.content);
    v_request.params := internal.redact_json(v_request.params);
    v_request.id := internal.redact_json(v_request.id);
    v_response.headers := internal.redact_headers(v_response.headers);
    v_response.content := internal.redact_content(v_response.content);
    IF pg_catalog.current_setting('transaction_read_only') = 'on' THEN
        PERFORM internal.relay_exchange(internal.exchange_record(
            'rpc', p_handler_object_id, p_started_at, p_error_sqlstate, p_error_message,
            jsonb_build_object(
                'route_id', v_request.route_id, 'headers', extensions.hstore_to_jsonb(v_request.headers),
                'content', encode(v_request.content, 'base64'),
                'method', v_request.method, 'params', v_request.params, 'id', v_request.id),
            internal.http_response_record(v_response)));
    ELSE
        INSERT INTO api.rpc_exchange (enqueued_at, handler_object_id, request, response, completed_at,
                                      error_sqlstate, error_message)
        VALUES (p_started_at, p_handler_object_id, v_request, v_response, clock_timestamp(),
                p_error_sqlstate, left(internal.redact_secret_values(p_error_message), 2000));
    END IF;
END
$$;
COMMENT ON FUNCTION internal.log_rpc_exchange(uuid, api.rpc_request, api.http_response, timestamptz, text, text) IS
    'Logs one RPC exchange (redacted): INSERT in a read-write transaction, the sealed outbox in a read-only one.';
REVOKE ALL ON FUNCTION internal.log_rpc_exchange(uuid, api.rpc_request, api.http_response, timestamptz, text, text) FROM PUBLIC;

DROP FUNCTION IF EXISTS internal.log_mcp_exchange(uuid, text, text, api.mcp_request, api.mcp_response, timestamptz, text, text, boolean);  -- gained p_caller_subject

-- The redacted request and response of an MCP exchange: what api.mcp_exchange stores, whichever way the record
-- came (internal.log_mcp_exchange's INSERT, or internal.store_exchanges for a relayed record). Redacting a part
-- that is redacted already gives it back unchanged, so a record relayed by an older writer (which redacted before
-- sealing) is stored as it was.
-- One redaction pass over the four JSON parts together (one text scan for secret-shaped values, one for
-- secret-looking names, the exact checks only when one of them matches) instead of one pass each: the same result,
-- since the wrapper's names are not secret-looking and no secret shape can span two parts (none contains '"'). A
-- part that is SQL NULL stays NULL (jsonb_build_object would have made it JSON null). context.session_id has a
-- secret-looking name, and every call in a session carries it: it is set to "[redacted]" here (JSON null stays
-- null), as the walk would, so that such a call needs no walk at all.
-- context.session_id as the log stores it: "[redacted]", JSON null kept; a context that is not an object, or has no
-- session_id, as it is. One SQL expression: it inlines into internal.redact_mcp_exchange and internal.store_exchanges.
CREATE OR REPLACE FUNCTION internal.mcp_mask_session_id(p_context jsonb)
RETURNS jsonb
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
    SELECT CASE WHEN jsonb_typeof(p_context -> 'session_id') IS DISTINCT FROM 'null'
                     AND jsonb_typeof(p_context) = 'object' AND p_context ? 'session_id'
                THEN jsonb_set(p_context, '{session_id}', '"[redacted]"')
                ELSE p_context END;
$$;
COMMENT ON FUNCTION internal.mcp_mask_session_id(jsonb) IS
    'An MCP context with its session_id as "[redacted]" (JSON null kept; anything else unchanged).';
REVOKE ALL ON FUNCTION internal.mcp_mask_session_id(jsonb) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.redact_mcp_exchange(
    p_request api.mcp_request,
    p_response api.mcp_response,
    OUT o_request api.mcp_request,
    OUT o_response api.mcp_response)
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
    v_context jsonb := p_request.context;
    v_session jsonb := CASE WHEN jsonb_typeof(p_request.context) = 'object' THEN p_request.context -> 'session_id' END;
    v_parts   jsonb := internal.redact_json(jsonb_build_object(
        'a', p_request.arguments, 'c', CASE WHEN v_session IS NULL THEN v_context ELSE v_context - 'session_id' END,
        'i', p_request.request_id, 'e', p_response.envelope));
BEGIN
    o_request := ROW(CASE WHEN p_request.arguments IS NOT NULL THEN v_parts -> 'a' END,
                     internal.redact_secret_values(p_request.uri),
                     CASE WHEN v_context IS NULL THEN NULL
                          WHEN v_session IS NULL THEN v_parts -> 'c'
                          ELSE internal.mcp_mask_session_id((v_parts -> 'c') || jsonb_build_object('session_id', v_session)) END,
                     CASE WHEN p_request.request_id IS NOT NULL THEN v_parts -> 'i' END)::api.mcp_request;
    o_response := ROW(CASE WHEN p_response.envelope IS NOT NULL THEN v_parts -> 'e' END)::api.mcp_response;
END
$$;
COMMENT ON FUNCTION internal.redact_mcp_exchange(api.mcp_request, api.mcp_response) IS
    'An MCP exchange''s request and response as the log stores them: arguments, context, request id and envelope '
    'redacted in one pass, context.session_id as "[redacted]", secret-shaped values in the URI rewritten.';
REVOKE ALL ON FUNCTION internal.redact_mcp_exchange(api.mcp_request, api.mcp_response) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.log_mcp_exchange(
    p_handler_object_id uuid,
    p_mcp_type text,
    p_mcp_name text,
    p_request api.mcp_request,
    p_response api.mcp_response,
    p_started_at timestamptz,
    p_error_sqlstate text,
    p_error_message text,
    p_auto_log boolean,
    p_caller_subject text DEFAULT api.current_idp_subject())
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_redacted  record;
    v_object_id uuid;
    v_record    text;
BEGIN
    -- Few statements on purpose: each expression of a PL/pgSQL function is prepared again in every transaction,
    -- and every call here is a transaction of its own.
    IF NOT coalesce(p_auto_log, true) THEN
        RETURN;
    END IF;
    IF pg_catalog.current_setting('transaction_read_only') = 'on' THEN
        -- The record as the call saw it, sealed: internal.store_exchanges redacts it when it is stored, in the
        -- relay's batch, where the redaction's expressions are set up once for a hundred records instead of once
        -- per call (see the header for why that is as safe).
        -- Built as JSON text (json_build_object), not as jsonb: the record is only ever sealed as text, and a jsonb
        -- value would be built (its keys sorted, its parts copied in) only to be printed again -- about a quarter of
        -- the log's cost in the call (callgrind, bench/sql-instructions.mjs). internal.store_exchanges parses it;
        -- its keys come in the order jsonb keeps them (shorter first, then bytewise), so that parse finds them
        -- sorted already (15 k instructions a record less).
        -- Sealed here, in two statements, not through internal.relay_exchange_text and
        -- internal.exchange_log_seal_text: each PL/pgSQL function a call enters sets its expressions up again in
        -- every transaction, and those two levels cost 43 k instructions of the log's 328 k in the call. The seal
        -- is exchange_log_seal_text's (the same IV, key, cipher and MAC, in the same order); the relay test and
        -- test_exchange_log_redacts_secrets.sql open what this writes with internal.exchange_log_unseal.
        v_object_id := gen_random_uuid();
        v_record := json_build_object(
            'v', 1, 'request', json_build_object('uri', p_request.uri, 'context', p_request.context,
                                                 'arguments', p_request.arguments, 'request_id', p_request.request_id),
            'mcp_name', p_mcp_name, 'mcp_type', p_mcp_type, 'protocol', 'mcp',
            'response', json_build_object('envelope', p_response.envelope),
            'object_id', v_object_id, 'enqueued_at', p_started_at, 'completed_at', clock_timestamp(),
            'error_message', p_error_message, 'caller_subject', p_caller_subject, 'error_sqlstate', p_error_sqlstate,
            'handler_object_id', p_handler_object_id)::text;
        IF octet_length(v_record) > 65536 THEN
            v_record := internal.trim_exchange_record(v_record);
        END IF;
        PERFORM pg_catalog.set_config('exchange.outbox',
                                      coalesce(nullif(pg_catalog.current_setting('exchange.outbox', true), '') || E'\n', '')
                                      || replace(encode(s.body || extensions.hmac(s.body, s.key, 'sha256'), 'base64'), E'\n', ''),
                                      true)
           FROM (SELECT pg_catalog.uuid_send(v_object_id)
                        || extensions.encrypt_iv(convert_to(v_record, 'UTF8'), k.exchange_log_key,
                                                 pg_catalog.uuid_send(v_object_id), 'aes-cbc/pad:pkcs') AS body,
                        k.exchange_log_key AS key
                   FROM internal.signing_key k
                  WHERE k.id = 1
                 OFFSET 0) AS s;  -- OFFSET 0: one body, encrypted once, for the MAC and the payload
        RETURN;
    END IF;
    v_redacted := internal.redact_mcp_exchange(p_request, p_response);
    INSERT INTO api.mcp_exchange (enqueued_at, handler_object_id, mcp_type, mcp_name, request, response,
                                  completed_at, error_sqlstate, error_message, caller_subject)
    VALUES (p_started_at, p_handler_object_id, p_mcp_type, p_mcp_name, v_redacted.o_request, v_redacted.o_response,
            clock_timestamp(), p_error_sqlstate, left(internal.redact_secret_values(p_error_message), 2000),
            p_caller_subject);
END
$$;
COMMENT ON FUNCTION internal.log_mcp_exchange(uuid, text, text, api.mcp_request, api.mcp_response, timestamptz, text, text, boolean, text) IS
    'Logs one MCP call (arguments, context and envelope redacted) unless p_auto_log is false (the route''s auto_log, '
    'which the dispatcher has read already); read-only transactions go through the sealed outbox (redacted when '
    'internal.store_exchanges stores the record). p_caller_subject: '
    'the subject the dispatcher verified (default: read from the request identity). For the MCP dispatcher '
    '(lib/api/31-mcp-dispatch.sql).';
REVOKE ALL ON FUNCTION internal.log_mcp_exchange(uuid, text, text, api.mcp_request, api.mcp_response, timestamptz, text, text, boolean, text) FROM PUBLIC;

-- The same for callers without the route at hand: reads api.mcp_route.auto_log itself.
CREATE OR REPLACE FUNCTION internal.log_mcp_exchange(
    p_handler_object_id uuid,
    p_mcp_type text,
    p_mcp_name text,
    p_request api.mcp_request,
    p_response api.mcp_response,
    p_started_at timestamptz,
    p_error_sqlstate text DEFAULT NULL,
    p_error_message text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    PERFORM internal.log_mcp_exchange(p_handler_object_id, p_mcp_type, p_mcp_name, p_request, p_response, p_started_at,
        p_error_sqlstate, p_error_message,
        (SELECT r.auto_log FROM api.mcp_route r WHERE r.handler_object_id = p_handler_object_id));
END
$$;
COMMENT ON FUNCTION internal.log_mcp_exchange(uuid, text, text, api.mcp_request, api.mcp_response, timestamptz, text, text) IS
    'internal.log_mcp_exchange with the route''s auto_log looked up (logs unless it is false).';
REVOKE ALL ON FUNCTION internal.log_mcp_exchange(uuid, text, text, api.mcp_request, api.mcp_response, timestamptz, text, text) FROM PUBLIC;

CREATE OR REPLACE FUNCTION internal.store_exchange(p_payload text)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    RETURN internal.store_exchange(p_payload, internal.exchange_log_key());
END
$$;
COMMENT ON FUNCTION internal.store_exchange(text) IS
    'Stores one sealed exchange record (idempotent on its object_id, logged_via = ''relay''). False for payloads that are '
    'not authentic or already stored; never raises for bad input. Owner-only.';
REVOKE ALL ON FUNCTION internal.store_exchange(text) FROM PUBLIC;

-- Unsealed records into the tables, one multi-row INSERT per protocol: a batch pays one statement per table, not
-- one per record (a per-record INSERT cost more than unsealing the record). Records that are NULL (not authentic)
-- or of another version are skipped; a record already stored is skipped by its object_id. Sequence numbers follow
-- the order of the batch within each protocol; a relayed row is numbered when it is stored, never when it ran.
CREATE OR REPLACE FUNCTION internal.store_exchanges(p_records jsonb[])
RETURNS integer
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
    v_stored integer;
    v_rows   integer;
    v_mcp    jsonb[];
    v_json   text;
    v_texts  text;
    v_clean  boolean;
BEGIN
    -- MCP records are sealed as the call saw them (internal.log_mcp_exchange) and redacted here. One test over
    -- the whole batch first, the texts internal.redact_mcp_exchange would scan one a line: when none holds a
    -- secret-shaped value and the JSON parts no secret-looking word (neither can span a line break, and both
    -- tests are the ones its fast paths make), redacting changes nothing but context.session_id, and no record
    -- needs its own scans. That is the usual batch; otherwise every record is redacted in full.
    SELECT array_agg(r),
           string_agg(concat_ws(E'\n', (r #> '{request,arguments}')::text,
                                CASE WHEN jsonb_typeof(r #> '{request,context}') = 'object'
                                     THEN (r #> '{request,context}') - 'session_id' ELSE r #> '{request,context}' END::text,
                                (r #> '{request,request_id}')::text, (r #> '{response,envelope}')::text), E'\n'),
           string_agg(concat_ws(E'\n', r #>> '{request,uri}', r ->> 'error_message'), E'\n')
      INTO v_mcp, v_json, v_texts
      FROM unnest(p_records) AS t(r)
     WHERE r ->> 'v' = '1' AND r ->> 'protocol' = 'mcp';
    -- Variables, not expressions, into the two tests: their bodies inline and would evaluate an argument once per use.
    v_texts := coalesce(v_json, '') || E'\n' || coalesce(v_texts, '');
    v_json := lower(coalesce(v_json, '') COLLATE "C");
    v_clean := NOT internal.has_secret_value(v_texts) AND NOT internal.has_secret_word(v_json);
    -- Two statements, not one with the redaction behind a filter: a LATERAL call filtered by "NOT v_clean" was still
    -- made for every record (the filter applied to its result), which cost a clean batch a third of its work
    -- (callgrind, bench/sql-instructions.mjs).
    IF v_clean THEN
        -- The parts as they came, context.session_id masked as internal.redact_mcp_exchange masks it.
        INSERT INTO api.mcp_exchange (object_id, enqueued_at, handler_object_id, mcp_type, mcp_name, request,
                                      response, completed_at, error_sqlstate, error_message, logged_via, caller_subject)
        SELECT (r ->> 'object_id')::uuid, (r ->> 'enqueued_at')::timestamptz, (r ->> 'handler_object_id')::uuid,
               r ->> 'mcp_type', r ->> 'mcp_name',
               ROW(r #> '{request,arguments}', r #>> '{request,uri}', internal.mcp_mask_session_id(r #> '{request,context}'),
                   r #> '{request,request_id}')::api.mcp_request,
               ROW(r #> '{response,envelope}')::api.mcp_response,
               (r ->> 'completed_at')::timestamptz, r ->> 'error_sqlstate', left(r ->> 'error_message', 2000),
               'relay', r ->> 'caller_subject'
          FROM unnest(v_mcp) AS t(r)
            ON CONFLICT (object_id) DO NOTHING;
    ELSE
        INSERT INTO api.mcp_exchange (object_id, enqueued_at, handler_object_id, mcp_type, mcp_name, request,
                                      response, completed_at, error_sqlstate, error_message, logged_via, caller_subject)
        SELECT (r ->> 'object_id')::uuid, (r ->> 'enqueued_at')::timestamptz, (r ->> 'handler_object_id')::uuid,
               r ->> 'mcp_type', r ->> 'mcp_name', x.o_request, x.o_response,
               (r ->> 'completed_at')::timestamptz, r ->> 'error_sqlstate',
               left(internal.redact_secret_values(r ->> 'error_message'), 2000), 'relay', r ->> 'caller_subject'
          FROM unnest(v_mcp) AS t(r)
         CROSS JOIN LATERAL internal.redact_mcp_exchange(
                   ROW(r #> '{request,arguments}', r #>> '{request,uri}', r #> '{request,context}',
                       r #> '{request,request_id}')::api.mcp_request,
                   ROW(r #> '{response,envelope}')::api.mcp_response) AS x
            ON CONFLICT (object_id) DO NOTHING;
    END IF;
    GET DIAGNOSTICS v_stored = ROW_COUNT;
    INSERT INTO api.rest_exchange (object_id, enqueued_at, handler_object_id, request, response, completed_at,
                                   error_sqlstate, error_message, logged_via, caller_subject)
    SELECT (r ->> 'object_id')::uuid, (r ->> 'enqueued_at')::timestamptz, (r ->> 'handler_object_id')::uuid,
           ROW(r #>> '{request,method}', r #>> '{request,url}', internal.jsonb_to_hstore(r #> '{request,headers}'),
               decode(r #>> '{request,content}', 'base64'), r #>> '{request,canonical_path}',
               r #> '{request,path_params}')::api.rest_request,
           internal.http_response_from_record(r -> 'response'),
           (r ->> 'completed_at')::timestamptz, r ->> 'error_sqlstate', r ->> 'error_message', 'relay', r ->> 'caller_subject'
      FROM unnest(p_records) AS t(r)
     WHERE r ->> 'v' = '1' AND r ->> 'protocol' = 'rest'
        ON CONFLICT (object_id) DO NOTHING;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    v_stored := v_stored + v_rows;
    INSERT INTO api.rpc_exchange (object_id, enqueued_at, handler_object_id, request, response, completed_at,
                                  error_sqlstate, error_message, logged_via, caller_subject)
    SELECT (r ->> 'object_id')::uuid, (r ->> 'enqueued_at')::timestamptz, (r ->> 'handler_object_id')::uuid,
           ROW((r #>> '{request,route_id}')::uuid, internal.jsonb_to_hstore(r #> '{request,headers}'),
               decode(r #>> '{request,content}', 'base64'), r #>> '{request,method}', r #> '{request,params}',
               r #> '{request,id}')::api.rpc_request,
           internal.http_response_from_record(r -> 'response'),
           (r ->> 'completed_at')::timestamptz, r ->> 'error_sqlstate', r ->> 'error_message', 'relay', r ->> 'caller_subject'
      FROM unnest(p_records) AS t(r)
     WHERE r ->> 'v' = '1' AND r ->> 'protocol' = 'rpc'
        ON CONFLICT (object_id) DO NOTHING;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
    RETURN v_stored + v_rows;
END
$$;
COMMENT ON FUNCTION internal.store_exchanges(jsonb[]) IS
    'Stores unsealed exchange records (logged_via = ''relay''; MCP records redacted on the way in), idempotent on their '
    'object_id; returns how many were stored. Owner-only: only records that internal.exchange_log_unseal authenticated may reach it.';
REVOKE ALL ON FUNCTION internal.store_exchanges(jsonb[]) FROM PUBLIC;

-- The same with the sealing key given.
CREATE OR REPLACE FUNCTION internal.store_exchange(p_payload text, p_key bytea)
RETURNS boolean
LANGUAGE plpgsql
VOLATILE
AS $$
BEGIN
    RETURN internal.store_exchanges(ARRAY[internal.exchange_log_unseal(p_payload, p_key)]) = 1;
END
$$;
COMMENT ON FUNCTION internal.store_exchange(text, bytea) IS 'internal.store_exchange with the sealing key already derived. Owner-only.';
REVOKE ALL ON FUNCTION internal.store_exchange(text, bytea) FROM PUBLIC;

CREATE OR REPLACE FUNCTION api.record_exchanges(p_payloads text[])
RETURNS integer
LANGUAGE plpgsql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    v_key     bytea := internal.exchange_log_key();   -- derived once for the batch, not once per record
    v_records jsonb[];
BEGIN
    -- One guard for the whole batch: what a gateway relays is base64, so decoding raises nothing and no record
    -- needs a guard (a subtransaction) of its own. Something that is not base64 at all sends the batch through
    -- internal.exchange_log_unseal, which guards each record.
    BEGIN
        SELECT array_agg(internal.exchange_log_open(r.raw, v_key)) INTO v_records
          FROM (SELECT decode(p.payload, 'base64') AS raw
                  FROM unnest(p_payloads) AS p(payload)
                 WHERE p.payload <> ''
                OFFSET 0) AS r;  -- OFFSET 0: each payload decoded once (exchange_log_open reads it five times)
    EXCEPTION WHEN invalid_parameter_value THEN
        SELECT array_agg(internal.exchange_log_unseal(p.payload, v_key)) INTO v_records
          FROM unnest(p_payloads) AS p(payload)
         WHERE p.payload <> '';
    END;
    RETURN coalesce(internal.store_exchanges(v_records), 0);
END
$$;
COMMENT ON FUNCTION api.record_exchanges(text[]) IS
    'Gateway relay endpoint: stores a batch of sealed exchange records taken from read-only dispatches'' outboxes '
    '(setting exchange.outbox), one multi-row insert per table. Call in a read-write transaction on the primary. Returns '
    'how many were stored; records that are not authentic or already stored are skipped, never raised.';
CALL internal.grant_execute('api.record_exchanges(text[])', 'api', 'admin');

CREATE OR REPLACE FUNCTION api.record_exchange(p_payload text)
RETURNS boolean
LANGUAGE sql
VOLATILE
SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT internal.store_exchange(p_payload);
$$;
COMMENT ON FUNCTION api.record_exchange(text) IS
    'Stores one sealed exchange record (see api.record_exchanges). Returns false for payloads that are not authentic '
    'or already stored; never raises for bad input.';
CALL internal.grant_execute('api.record_exchange(text)', 'api', 'admin');
