// The MCP dispatcher in SQL (templates/advanced/lib/api/*-mcp-*.sql), driven from outside exactly as the gateway
// drives it: connected as <database>_gateway, every message in its own transaction opened with the policy
// api.mcp_request_policy returns, then api.mcp_handle_request. Covers every method, both eras, every error code
// the dispatcher produces, id round-trips, identity from the credential in context.credential only (verified by
// SQL), sessions, notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import pg from 'pg';
import type { NoticeMessage } from 'pg-protocol/dist/messages.js';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs } from '../support/template-roles.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Envelope = { jsonrpc: string; id: Json; result?: any; error?: { code: number; message: string; data?: any } };

interface Policy {
  transaction_isolation: string | null;
  transaction_read_only: boolean;
  transaction_deferrable: boolean;
}

const MODERN_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'vitest', version: '1' },
};

let db: TestDatabase;
let root: string;
let gateway: pg.Client;
let notices: NoticeMessage[] = [];
let carol: { credential: string };
let carolKeyId: string;

function roleUrl(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  return parsed.toString();
}

function beginFor(policy: Policy): string {
  const levels = ['read committed', 'repeatable read', 'serializable'];
  let sql = 'BEGIN';
  if (policy.transaction_isolation !== null) {
    if (!levels.includes(policy.transaction_isolation)) throw new Error(`unexpected isolation ${policy.transaction_isolation}`);
    sql += ` ISOLATION LEVEL ${policy.transaction_isolation.toUpperCase()}`;
  }
  if (policy.transaction_read_only) sql += ' READ ONLY';
  if (policy.transaction_deferrable) sql += ' DEFERRABLE';
  return sql;
}

/** One message, the gateway's way: policy (autocommit) → BEGIN … → dispatch → COMMIT. Returns the envelope text. */
async function dispatchText(request: unknown, context: unknown = null, requested: string | null = null): Promise<string | null> {
  const body = JSON.stringify(request);
  const policy = (await gateway.query<Policy>('SELECT * FROM api.mcp_request_policy($1::jsonb, $2)', [body, requested])).rows;
  expect(policy).toHaveLength(1);
  await gateway.query(beginFor(policy[0]!));
  try {
    const result = await gateway.query<{ envelope: string | null }>(
      'SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope::text AS envelope',
      [body, context === null ? null : JSON.stringify(context)],
    );
    await gateway.query('COMMIT');
    return result.rows[0]!.envelope;
  } catch (error) {
    await gateway.query('ROLLBACK');
    throw error;
  }
}

async function send(request: unknown, context: unknown = null, requested: string | null = null): Promise<Envelope> {
  const text = await dispatchText(request, context, requested);
  expect(text, `no envelope for ${JSON.stringify(request)}`).not.toBeNull();
  const envelope = JSON.parse(text!) as Envelope;
  expect(envelope.jsonrpc).toBe('2.0');
  if (envelope.error) {
    expect(Number.isInteger(envelope.error.code)).toBe(true);
    expect(typeof envelope.error.message).toBe('string');
    expect(envelope.error.message.length).toBeGreaterThan(0);
  }
  return envelope;
}

let nextId = 1;
function call(method: string, params?: Record<string, unknown>, context: unknown = null): Promise<Envelope> {
  const request: Record<string, unknown> = { jsonrpc: '2.0', id: nextId++, method };
  if (params !== undefined) request.params = params;
  return send(request, context);
}

function modern(method: string, params: Record<string, any> = {}, context: unknown = null): Promise<Envelope> {
  return call(method, { ...params, _meta: { ...MODERN_META, ...(params._meta ?? {}) } }, context);
}

/** Registers a handler as <database>_admin, the operator role that owns registration. */
async function registerAsAdmin(handlers: Array<{ metadata: Record<string, unknown>; body: string }>): Promise<void> {
  const admin = new pg.Client({ connectionString: roleUrl(db.url, `${db.name}_admin`, 'dev-admin-password') });
  await admin.connect();
  try {
    await admin.query('BEGIN');
    for (const { metadata, body } of handlers) {
      await admin.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), body]);
    }
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }
}

const text = (expression: string): string =>
  `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(${expression})), request.request_id); END;`;

beforeAll(async () => {
  root = await makeTempDir('pgmi-mcp-protocol');
  const dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('mcp-protocol');
  const deploy = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()], { timeoutMs: 240_000 });
  expect(deploy.exitCode, `${deploy.stderr}\n${deploy.stdout}`).toBe(0);

  await registerAsAdmin([
    { metadata: { id: '8d000000-0000-4000-8000-000000000001', type: 'tool', name: 'vt_fail', description: 'fails', requiresAuth: false }, body: `BEGIN RAISE EXCEPTION 'vt secret 42'; END;` },
    { metadata: { id: '8d000000-0000-4000-8000-000000000002', type: 'tool', name: 'vt_private', description: 'private', requiresAuth: true, readOnly: true }, body: text(`api.current_user_id()::text`) },
    { metadata: { id: '8d000000-0000-4000-8000-000000000003', type: 'tool', name: 'vt_null', description: 'null', requiresAuth: false }, body: 'BEGIN RETURN NULL; END;' },
    { metadata: { id: '8d000000-0000-4000-8000-000000000004', type: 'tool', name: 'vt_serial', description: 'serializable', requiresAuth: false, minTransactionIsolation: 'serializable' }, body: text(`current_setting('transaction_isolation')`) },
    {
      metadata: {
        id: '8d000000-0000-4000-8000-000000000005', type: 'tool', name: 'vt_schema', description: 'schema', requiresAuth: false,
        inputSchema: {
          type: 'object', additionalProperties: false, required: ['city', 'stay'],
          properties: {
            city: { type: 'string', minLength: 2 },
            nights: { type: 'integer', minimum: 1 },
            stay: { type: 'object', required: ['kind'], additionalProperties: false, properties: { kind: { enum: ['hotel', 'tent'] }, guests: { type: 'array', items: { type: 'integer' } } } },
          },
        },
      },
      body: text(`'booked ' || (request.arguments ->> 'city')`),
    },
    {
      metadata: {
        id: '8d000000-0000-4000-8000-000000000006', type: 'tool', name: 'vt_bad_output', description: 'bad output', requiresAuth: false,
        outputSchema: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } },
      },
      body: `BEGIN RETURN api.mcp_structured_result('{"n": "x"}', request.request_id); END;`,
    },
    { metadata: { id: '8d000000-0000-4000-8000-000000000007', type: 'resource', name: 'vt_fail_res', description: 'fails', requiresAuth: false, uriTemplate: 'vt://fail' }, body: `BEGIN RAISE EXCEPTION 'res secret'; END;` },
    { metadata: { id: '8d000000-0000-4000-8000-000000000008', type: 'prompt', name: 'vt_fail_prompt', description: 'fails', requiresAuth: false }, body: `BEGIN RAISE EXCEPTION 'prompt secret'; END;` },
  ]);

  const key = await db.query<{ key: string; key_id: string }>("SELECT key, key_id FROM membership.issue_api_key_for_email('carol@example.com', NULL, NULL, NULL)");
  carol = { credential: key.rows[0]!.key };
  carolKeyId = key.rows[0]!.key_id;

  gateway = new pg.Client({ connectionString: roleUrl(db.url, `${db.name}_gateway`, 'dev-gateway-password') });
  gateway.on('notice', (notice) => notices.push(notice));
  await gateway.connect();
}, 300_000);

afterAll(async () => {
  await gateway?.end().catch(() => undefined);
  await db?.drop();
  if (root) await removeDir(root);
});

describe('the envelope', () => {
  it('round-trips string, integer and fractional ids verbatim, and answers a NULL envelope only for notifications', async () => {
    for (const id of ['"abc"', '7', '1.5', '-2', '1e3']) {
      const raw = await dispatchText(JSON.parse(`{"jsonrpc":"2.0","id":${id},"method":"ping"}`));
      expect(raw).toContain('"result": {}');
      const envelope = JSON.parse(raw!) as Envelope;
      expect(envelope.id).toEqual(JSON.parse(id));
    }
    expect(await dispatchText({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeNull();
    expect(await dispatchText({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 3 } })).toBeNull();
    const withId = await send({ jsonrpc: '2.0', id: 'n', method: 'notifications/initialized' });
    expect(withId.error?.code).toBe(-32600);
    expect(withId.id).toBe('n');
  });

  it('rejects malformed requests with -32600 and id null, params that are not objects with -32602', async () => {
    for (const body of [[{ jsonrpc: '2.0', id: 1, method: 'ping' }], 'ping', 5, null]) {
      const raw = await gateway.query<{ e: string }>('SELECT (api.mcp_handle_request($1::jsonb, NULL)).envelope::text AS e', [JSON.stringify(body)]);
      const envelope = JSON.parse(raw.rows[0]!.e) as Envelope;
      expect(envelope.error?.code).toBe(-32600);
      expect(envelope.id).toBeNull();
    }
    for (const id of [null, true, { a: 1 }, [1]]) {
      const envelope = await send({ jsonrpc: '2.0', id, method: 'ping' });
      expect(envelope.error?.code).toBe(-32600);
      expect(envelope.id).toBeNull();
    }
    expect((await send({ id: 1, method: 'ping' })).error?.code).toBe(-32600);
    expect((await send({ jsonrpc: '2.0', id: 1 })).error?.code).toBe(-32600);
    expect((await send({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: [1] })).error).toEqual({ code: -32602, message: 'Invalid params: params must be an object' });
    const unknown = await call('tools/explode', {});
    expect(unknown.error).toEqual({ code: -32601, message: 'Method not found: tools/explode' });
  });

  it('leaves -32700 to the gateway: text that is not JSON never reaches the dispatcher', async () => {
    await expect(gateway.query('SELECT api.mcp_handle_request($1::jsonb, NULL)', ['{bad'])).rejects.toMatchObject({ code: '22P02' });
  });
});

describe('the handshake revisions', () => {
  it('negotiates every revision by initialize and answers an unknown proposal with 2025-11-25', async () => {
    for (const version of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) {
      const envelope = await call('initialize', { protocolVersion: version, capabilities: {}, clientInfo: { name: 'vitest', version: '1' } });
      expect(envelope.result.protocolVersion).toBe(version);
      expect(envelope.result.serverInfo.name).toBe('app'); // the project's name (the folder's), not the database's
      expect(envelope.result.capabilities).toMatchObject({
        tools: { listChanged: true }, resources: { subscribe: true, listChanged: true }, prompts: { listChanged: true }, logging: {},
      });
      expect('completions' in envelope.result.capabilities).toBe(version !== '2024-11-05');
    }
    expect((await call('initialize', { protocolVersion: '2031-01-01' })).result.protocolVersion).toBe('2025-11-25');
    expect((await call('initialize', {})).error?.code).toBe(-32602);
    expect((await call('initialize', { protocolVersion: 1 })).error).toMatchObject({ code: -32602, message: 'Invalid params: protocolVersion must be a string' });
    expect((await call('ping')).result).toEqual({});
  });

  it('lists, calls, reads and expands through every method', async () => {
    const tools = await call('tools/list', {});
    const names = (tools.result.tools as Array<{ name: string }>).map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['echo', 'add_numbers', 'count_slowly', 'vt_schema']));
    expect(names).not.toContain('whoami');
    expect((await call('tools/call', { name: 'echo', arguments: { message: 'hi' } })).result).toEqual({ content: [{ type: 'text', text: 'Echo: hi' }], isError: false });
    const sum = await call('tools/call', { name: 'add_numbers', arguments: { a: 2, b: 40 } });
    expect(sum.result.structuredContent).toEqual({ sum: 42 });

    expect((await call('resources/list', {})).result.resources).toEqual(expect.arrayContaining([expect.objectContaining({ uri: 'app://server/time', name: 'server_time' })]));
    expect((await call('resources/templates/list', {})).result.resourceTemplates).toEqual(expect.arrayContaining([expect.objectContaining({ uriTemplate: 'app://greetings/{name}' })]));
    const greeting = await call('resources/read', { uri: 'app://greetings/Ada' });
    expect(greeting.result.contents).toEqual([{ uri: 'app://greetings/Ada', mimeType: 'text/plain', text: 'Hello, Ada!' }]);
    const time = await call('resources/read', { uri: 'app://server/time' });
    expect(JSON.parse(time.result.contents[0].text)).toHaveProperty('now');

    expect((await call('prompts/list', {})).result.prompts).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'summarize' })]));
    const prompt = await call('prompts/get', { name: 'summarize', arguments: { topic: 'tides' } });
    expect(prompt.result.messages[0]).toEqual({ role: 'user', content: { type: 'text', text: 'Summarize tides. Style: brief.' } });
    const completion = await call('completion/complete', { ref: { type: 'ref/prompt', name: 'summarize' }, argument: { name: 'style', value: 'd' } });
    expect(completion.result.completion).toEqual({ values: ['detailed'], total: 1, hasMore: false });
  });

  it('answers every error code with a message', async () => {
    expect((await call('tools/call', { name: 'nope' })).error).toEqual({ code: -32602, message: 'Tool not found: nope' });
    expect((await call('prompts/get', { name: 'nope' })).error).toEqual({ code: -32602, message: 'Prompt not found: nope' });
    expect((await call('resources/read', { uri: 'app://nope' })).error).toMatchObject({ code: -32002, message: 'Resource not found: app://nope' });
    expect((await call('resources/read', { uri: 'app://greetings/x' })).error?.code).toBe(-32002); // the handler raised P0404
    expect((await call('tools/call', {})).error).toEqual({ code: -32602, message: 'Invalid params: name is required (a string)' });
    expect((await call('resources/read', {})).error).toEqual({ code: -32602, message: 'Invalid params: uri is required (a string)' });
    expect((await call('tools/call', { name: 'vt_null' })).error).toEqual({ code: -32603, message: 'Internal error' });
    expect((await call('resources/read', { uri: 'vt://fail' })).error).toEqual({ code: -32603, message: 'Internal error' });
    expect((await call('prompts/get', { name: 'vt_fail_prompt' })).error).toEqual({ code: -32603, message: 'Internal error' });
    expect((await call('prompts/get', { name: 'summarize', arguments: {} })).error).toMatchObject({ code: -32602, message: 'Invalid params: missing required argument topic' });
    expect((await call('tools/list', { cursor: 'not-a-cursor' })).error).toEqual({ code: -32602, message: 'Invalid params: invalid cursor' });
    expect((await call('logging/setLevel', { level: 'verbose' })).error?.code).toBe(-32602);
  });

  it('reports tool failures in the result, sanitised, with the detail only in the exchange log', async () => {
    const failed = await call('tools/call', { name: 'vt_fail' });
    expect(failed.result).toEqual({ content: [{ type: 'text', text: 'Tool execution failed' }], isError: true });
    expect(JSON.stringify(failed)).not.toContain('secret');
    const logged = await db.query<{ error_message: string; error_sqlstate: string }>(
      "SELECT error_message, error_sqlstate FROM api.mcp_exchange WHERE mcp_name = 'vt_fail' ORDER BY sequence_number DESC LIMIT 1");
    expect(logged.rows[0]).toEqual({ error_message: 'vt secret 42', error_sqlstate: 'P0001' });
    const bad = await call('tools/call', { name: 'vt_bad_output' });
    expect(bad.result.isError).toBe(true);
  });

  it('validates tool arguments against inputSchema, naming the field', async () => {
    const ok = await call('tools/call', { name: 'vt_schema', arguments: { city: 'Oslo', nights: 2, stay: { kind: 'tent', guests: [1, 2] } } });
    expect(ok.result.content[0].text).toBe('booked Oslo');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ stay: { kind: 'tent' } }, 'arguments.city is required'],
      [{ city: 'O', stay: { kind: 'tent' } }, 'arguments.city must be at least 2 characters long'],
      [{ city: 'Oslo', nights: 1.5, stay: { kind: 'tent' } }, 'arguments.nights must be integer, got number'],
      [{ city: 'Oslo', stay: { kind: 'castle' } }, 'arguments.stay.kind must be one of ["hotel", "tent"]'],
      [{ city: 'Oslo', stay: { kind: 'tent', guests: ['x'] } }, 'arguments.stay.guests[0] must be integer, got string'],
      [{ city: 'Oslo', stay: { kind: 'tent', pets: true } }, 'arguments.stay.pets is not an allowed property'],
      [{ city: 'Oslo', stay: { kind: 'tent' }, extra: 1 }, 'arguments.extra is not an allowed property'],
    ];
    for (const [args, problem] of cases) {
      // A tool execution error the model can read (SEP-1303), not a protocol error.
      const envelope = await call('tools/call', { name: 'vt_schema', arguments: args });
      expect(envelope.error, JSON.stringify(args)).toBeUndefined();
      expect(envelope.result).toEqual({ content: [{ type: 'text', text: `Invalid arguments: ${problem}` }], isError: true });
    }
    expect((await call('tools/call', { name: 'vt_schema', arguments: 'Oslo' })).result?.content[0].text).toBe('Invalid arguments: arguments must be an object');
  });

  it('runs handlers in the transaction their policy asks for, and refuses weaker ones', async () => {
    expect((await call('tools/call', { name: 'vt_serial' })).result.content[0].text).toBe('serializable');
    // A caller that skips the policy lookup gets -32600 instead of a silently weaker transaction.
    await gateway.query('BEGIN');
    const raw = await gateway.query<{ e: Envelope }>('SELECT (api.mcp_handle_request($1::jsonb, NULL)).envelope AS e',
      [JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add_numbers', arguments: { a: 1, b: 1 } } })]);
    await gateway.query('ROLLBACK');
    expect(raw.rows[0]!.e.error).toMatchObject({ code: -32600, data: { code: 'pgmi.transaction_read_only_required' } });
    const policy = await gateway.query<Policy>('SELECT * FROM api.mcp_request_policy($1::jsonb, $2)', [JSON.stringify({ method: 'tools/list' }), 'serializable']);
    expect(policy.rows[0]).toEqual({ transaction_isolation: 'serializable', transaction_read_only: true, transaction_deferrable: true });
    await expect(gateway.query('SELECT * FROM api.mcp_request_policy($1::jsonb, $2)', ['{}', 'sloppy'])).rejects.toMatchObject({ code: '22023' });
  });

  it('propagates serialization failures untouched so the gateway can retry', async () => {
    await registerAsAdmin([{ metadata: { id: '8d000000-0000-4000-8000-000000000009', type: 'tool', name: 'vt_conflict', description: 'conflict', requiresAuth: false }, body: `BEGIN RAISE EXCEPTION 'c' USING ERRCODE = 'serialization_failure'; END;` }]);
    await expect(call('tools/call', { name: 'vt_conflict' })).rejects.toMatchObject({ code: '40001' });
  });
});

describe('identity', () => {
  it('comes from a verified context.credential only; hidden handlers answer exactly like unknown ones', async () => {
    const anonymous = await call('tools/call', { name: 'vt_private' });
    const unknown = await call('tools/call', { name: 'vt_privatf' });
    expect(anonymous.error).toEqual({ code: -32602, message: 'Tool not found: vt_private' });
    expect(unknown.error).toEqual({ code: -32602, message: 'Tool not found: vt_privatf' });
    const asCarol = await call('tools/call', { name: 'vt_private' }, carol);
    expect(asCarol.result.content[0].text).toMatch(/^[0-9a-f-]{36}$/);
    expect((await call('tools/list', {}, carol)).result.tools.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['vt_private', 'whoami']));
    const whoami = await call('tools/call', { name: 'whoami' }, carol);
    expect(whoami.result.structuredContent.user_id).toBe(asCarol.result.content[0].text);
    // Nothing else in the context is identity, and nothing carries over to the next request.
    expect((await call('tools/call', { name: 'vt_private' }, { user_email: 'carol@example.com', tenant_id: 'x' })).error?.code).toBe(-32602);
    expect((await call('tools/call', { name: 'vt_private' }, { user_id: `apikey|${carolKeyId}` })).error?.code).toBe(-32602);
    await expect(call('tools/call', { name: 'vt_private' }, { credential: `${carol.credential.slice(0, -8)}AAAAAAAA` })).rejects.toMatchObject({ code: 'PA401' });
    expect((await call('tools/call', { name: 'vt_private' })).error?.code).toBe(-32602);
  });
});

describe('sessions', () => {
  it('opens, checks and closes sessions as the gateway role, and keeps logging/setLevel on the session', async () => {
    const open = await gateway.query<{ id: string }>('SELECT api.mcp_session_open($1, $2::jsonb) AS id', ['2025-06-18', JSON.stringify({ name: 'vitest', version: '1' })]);
    const sessionId = open.rows[0]!.id;
    expect(sessionId).toMatch(/^[\x21-\x7e]{32}$/);
    expect((await gateway.query('SELECT api.mcp_session_check($1) AS v', [sessionId])).rows[0].v).toBe('2025-06-18');
    expect((await call('logging/setLevel', { level: 'warning' }, { session_id: sessionId })).result).toEqual({});
    notices = [];
    await call('tools/call', { name: 'count_slowly', arguments: { n: 1 } }, { session_id: sessionId });
    expect(notices.filter((n) => n.message === 'pgmi.mcp.notification' && n.detail?.includes('notifications/message'))).toHaveLength(0);
    expect((await call('resources/subscribe', { uri: 'app://server/time' }, { session_id: sessionId })).result).toEqual({});
    expect((await gateway.query('SELECT api.mcp_session_close($1) AS c', [sessionId])).rows[0].c).toBe(true);
    expect((await gateway.query('SELECT api.mcp_session_check($1) AS v', [sessionId])).rows[0].v).toBeNull();
    await expect(gateway.query('SELECT api.mcp_session_open($1, NULL)', ['2026-07-28'])).rejects.toMatchObject({ code: '22023' });
  });
});

describe('notifications from handlers', () => {
  it('raise NOTICE pgmi.mcp.notification with the JSON-RPC notification as DETAIL', async () => {
    notices = [];
    const envelope = await call('tools/call', { name: 'count_slowly', arguments: { n: 2 }, _meta: { progressToken: 'tok-1' } });
    expect(envelope.result.content[0].text).toBe('Counted to 2.');
    const sent = notices.filter((n) => n.message === 'pgmi.mcp.notification').map((n) => JSON.parse(n.detail!));
    expect(sent.filter((n) => n.method === 'notifications/progress').map((n) => n.params)).toEqual([
      { progressToken: 'tok-1', progress: 1, total: 2, message: 'counted 1 of 2' },
      { progressToken: 'tok-1', progress: 2, total: 2, message: 'counted 2 of 2' },
    ]);
    expect(sent.filter((n) => n.method === 'notifications/message').map((n) => n.params.level)).toEqual(['info', 'debug']);

    notices = [];
    await call('tools/call', { name: 'count_slowly', arguments: { n: 1 } });
    expect(notices.filter((n) => n.detail?.includes('notifications/progress'))).toHaveLength(0); // no progressToken, no progress
    notices = [];
    await modern('tools/call', { name: 'count_slowly', arguments: { n: 1 } });
    expect(notices.filter((n) => n.detail?.includes('notifications/message'))).toHaveLength(0); // 2026-07-28 without logLevel
    notices = [];
    await modern('tools/call', { name: 'count_slowly', arguments: { n: 1 }, _meta: { 'io.modelcontextprotocol/logLevel': 'info' } });
    expect(notices.filter((n) => n.detail?.includes('notifications/message')).map((n) => JSON.parse(n.detail!).params.level)).toEqual(['info']);
  });
});

describe('2026-07-28', () => {
  it('validates the per-request _meta: -32022 for another version, -32602 without clientCapabilities', async () => {
    const wrong = await call('tools/list', { _meta: { ...MODERN_META, 'io.modelcontextprotocol/protocolVersion': '2025-06-18' } });
    expect(wrong.error).toEqual({ code: -32022, message: 'Unsupported protocol version: 2025-06-18', data: { supported: ['2026-07-28'], requested: '2025-06-18' } });
    const noCapabilities = await call('tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } });
    expect(noCapabilities.error?.code).toBe(-32602);
    expect((await call('tools/list', {}, { protocol_era: 'modern' })).error?.code).toBe(-32602);
  });

  it('has no handshake methods, decorates results, and reports a missing resource as -32602', async () => {
    for (const method of ['initialize', 'ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']) {
      expect((await modern(method, { protocolVersion: '2025-11-25', level: 'info', uri: 'app://server/time' })).error).toEqual({ code: -32601, message: `Method not found: ${method}` });
    }
    const discover = await modern('server/discover');
    expect(discover.result).toMatchObject({
      resultType: 'complete', supportedVersions: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'],
      capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} }, cacheScope: 'public',
    });
    expect((await call('server/discover')).result.supportedVersions).toContain('2026-07-28');
    const tools = await modern('tools/list');
    expect(tools.result).toMatchObject({ resultType: 'complete', cacheScope: 'private' }); // whoami is auth-gated
    expect(Number.isInteger(tools.result.ttlMs)).toBe(true);
    expect(tools.result._meta['io.modelcontextprotocol/serverInfo']).toEqual({ name: 'app', version: '1.0.0' });
    const read = await modern('resources/read', { uri: 'app://server/time' });
    expect(read.result).toMatchObject({ resultType: 'complete', ttlMs: 0, cacheScope: 'private' });
    expect((await modern('resources/read', { uri: 'app://nope' })).error?.code).toBe(-32602);
    const echoed = await modern('tools/call', { name: 'echo', arguments: { message: 'm' } });
    expect(echoed.result).toMatchObject({ resultType: 'complete', content: [{ type: 'text', text: 'Echo: m' }] });
    expect((await call('tools/list', {})).result).not.toHaveProperty('resultType');
  });
});
