// The gateway's trust boundary over HTTP: sessions belong to whoever opened them; notification streams are capped
// per principal and for anonymous callers together; a live API key sent anywhere -- as the credential, in
// arguments, bodies, query strings, paths, headers, ids, client info -- is stored nowhere in the database and
// written nowhere in the gateway's log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { dumpDatabase } from './support/dump.js';
import { adminQuery } from '../support/test-database.js';
import { sessionHandle } from '../../templates/advanced/gateway/src/db/sessions.js';

let fixture: GatewayFixture;
let other: IssuedKey;

beforeAll(async () => {
  fixture = await startFixture('security', {
    env: { SSE_MAX_STREAMS: '6', SSE_MAX_STREAMS_PER_PRINCIPAL: '2', SSE_MAX_ANONYMOUS_STREAMS: '3', SESSION_CACHE_TTL_MS: '60000' },
  });
  other = await issueApiKey(fixture.project.db, 'other-principal@example.com');
});

afterAll(async () => {
  await fixture?.stop();
});

const LEGACY = { 'mcp-protocol-version': '2025-06-18' };

async function initialize(headers: Record<string, string>, clientInfo: Record<string, unknown> = { name: 'security-test', version: '1' }): Promise<string> {
  const response = await postMcp(fixture.gateway.mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo }), headers);
  expect(response.status, response.text).toBe(200);
  return response.headers.get('mcp-session-id')!;
}

const ping = (headers: Record<string, string>, sessionId: string) => postMcp(fixture.gateway.mcpUrl, rpcRequest('ping'), { ...LEGACY, ...headers, 'mcp-session-id': sessionId });
const end = (headers: Record<string, string>, sessionId: string) =>
  send(fixture.gateway.mcpUrl, { method: 'DELETE', headers: { ...LEGACY, ...headers, 'mcp-session-id': sessionId } });

/** Opens GET /mcp and keeps it open; the status is known once the headers arrive. */
async function openStream(headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | null; close(): void }> {
  const abort = new AbortController();
  const response = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...LEGACY, ...headers }, signal: abort.signal });
  if (response.status !== 200) await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), close: () => abort.abort() };
}

describe('MCP sessions belong to whoever opened them', () => {
  it('lets no one else use or end a key holder\'s session: 404 for another key, for anonymous callers, and for the stored handle', async () => {
    const sessionId = await initialize(bearer(fixture.key));
    expect((await ping(bearer(fixture.key), sessionId)).status).toBe(200);
    expect((await end({}, sessionId)).status).toBe(404);
    expect((await end(bearer(other), sessionId)).status).toBe(404);
    expect((await ping({}, sessionId)).status).toBe(404);
    expect((await ping(bearer(other), sessionId)).status).toBe(404);
    const stream = await openStream({ ...bearer(other), 'mcp-session-id': sessionId });
    expect(stream.status).toBe(404);
    expect((await ping(bearer(fixture.key), sessionHandle(sessionId))).status).toBe(404);
    // Still the owner's, after every attempt.
    expect((await ping(bearer(fixture.key), sessionId)).status).toBe(200);
    expect((await end(bearer(fixture.key), sessionId)).status).toBe(200);
    expect((await ping(bearer(fixture.key), sessionId)).status).toBe(404);
  });

  it('keeps an anonymous session to whoever holds its id, and away from key holders', async () => {
    const sessionId = await initialize({});
    expect((await ping({}, sessionId)).status).toBe(200);
    expect((await ping(bearer(fixture.key), sessionId)).status).toBe(404);
    expect((await end(bearer(fixture.key), sessionId)).status).toBe(404);
    expect((await end({}, sessionId)).status).toBe(200);
    expect((await ping({}, sessionId)).status).toBe(404);
  });

  it('stores only the SHA-256 of a session id, never the id', async () => {
    const sessionId = await initialize(bearer(fixture.key));
    const stored = await fixture.project.db.query<{ n: number; owner: string }>(
      'SELECT count(*)::int AS n, max(owner_subject) AS owner FROM api.mcp_session WHERE session_id = $1', [sessionHandle(sessionId)]);
    expect(stored.rows[0]).toEqual({ n: 1, owner: `apikey|${fixture.key.keyId}` });
    const raw = await fixture.project.db.query('SELECT 1 FROM api.mcp_session WHERE session_id = $1', [sessionId]);
    expect(raw.rows).toEqual([]);
  });
});

describe('notification streams are capped per principal and for anonymous callers', () => {
  it('answers 429 over a principal\'s cap or the anonymous cap, 503 over the process cap, each with Retry-After', async () => {
    const open: Array<{ close(): void }> = [];
    try {
      for (let i = 0; i < 3; i++) {
        const stream = await openStream();
        expect(stream.status, `anonymous ${i}`).toBe(200);
        open.push(stream);
      }
      const anonymousOver = await openStream();
      expect(anonymousOver).toMatchObject({ status: 429, retryAfter: '1' });
      // Anonymous callers took their share; an authenticated one still gets in.
      for (let i = 0; i < 2; i++) {
        const stream = await openStream(bearer(fixture.key));
        expect(stream.status, `key ${i}`).toBe(200);
        open.push(stream);
      }
      expect(await openStream(bearer(fixture.key))).toMatchObject({ status: 429, retryAfter: '1' });
      const sixth = await openStream(bearer(other));
      expect(sixth.status).toBe(200);
      open.push(sixth);
      const third = await issueApiKey(fixture.project.db, 'third-principal@example.com');
      expect(await openStream(bearer(third))).toMatchObject({ status: 503, retryAfter: '1' });
      // A refused credential is a 401, not a stream.
      expect((await openStream(bearer(`${fixture.key.key.slice(0, -8)}AAAAAAAA`))).status).toBe(401);
    } finally {
      for (const stream of open) stream.close();
    }
    // Closed streams free their places (the server notices the closed sockets).
    let reopened = 0;
    for (let attempt = 0; attempt < 50 && reopened === 0; attempt++) {
      const stream = await openStream();
      if (stream.status === 200) reopened++;
      stream.close();
      if (reopened === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(reopened).toBe(1);
  });
});

describe('a live API key sent anywhere is stored nowhere', () => {
  it('leaves no trace of the key in a data-only dump of the database or in the gateway log', async () => {
    const leaked = await issueApiKey(fixture.project.db, 'leaky@example.com');
    const key = leaked.key;
    const secret = /_([0-9A-Za-z]{43})_[0-9A-Za-z]{6}$/.exec(key)![1]!;
    const auth = bearer(key);
    const api = `${fixture.gateway.url}/api`;
    const json = { 'content-type': 'application/json' };
    // REST: body, query string, path, ordinary and secret-named headers; read-write and read-only routes.
    expect((await send(`${api}/echo?name=${key}`, { method: 'POST', headers: { ...auth, ...json, 'x-note': `my key is ${key}`, 'x-api-key': key }, body: JSON.stringify({ note: `my key is ${key}`, list: [key] }) })).status).toBe(200);
    expect((await send(`${api}/hello?name=${key}`, { headers: { ...auth, 'x-forwarded-for': key } })).status).toBe(200);
    expect((await send(`${api}/greetings/${key}`, { headers: auth })).status).toBe(200);
    expect((await send(`${api}/stats/handlers?q=${key}`, { headers: { ...auth, 'x-note': key } })).status).toBe(200);
    // RPC: id, params, headers.
    await send(`${fixture.gateway.url}/rpc`, { method: 'POST', headers: { ...auth, ...json, 'x-note': key }, body: JSON.stringify({ jsonrpc: '2.0', id: key, method: 'demo.sum', params: { a: 1, b: 2 } }) });
    await send(`${fixture.gateway.url}/rpc`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'demo.sum', params: { a: 1, b: 2, note: key } }) });
    // MCP: arguments of read-write and read-only tools, a resource URI, the request id, client info of a session.
    const sessionId = await initialize(auth, { name: `client ${key}`, version: key });
    const mcp = { ...auth, ...LEGACY, 'mcp-session-id': sessionId };
    expect((await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/call', { name: 'echo', arguments: { message: `my key is ${key}` } }, key), mcp)).status).toBe(200);
    await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/call', { name: 'gw_app_rw', arguments: { note: `my key is ${key}` } }), mcp);
    await postMcp(fixture.gateway.mcpUrl, rpcRequest('tools/call', { name: 'gw_transaction', arguments: { note: key } }), mcp);
    await postMcp(fixture.gateway.mcpUrl, rpcRequest('resources/read', { uri: `app://greetings/${key}` }), mcp);
    await postMcp(fixture.gateway.mcpUrl, rpcRequest('prompts/get', { name: 'summarize', arguments: { topic: key } }), mcp);

    await exchangesSettled();
    const logged = await fixture.project.db.query<{ n: number }>(
      'SELECT ((SELECT count(*) FROM api.rest_exchange) + (SELECT count(*) FROM api.rpc_exchange) + (SELECT count(*) FROM api.mcp_exchange))::int AS n');
    expect(logged.rows[0]!.n).toBeGreaterThanOrEqual(10);
    const dump = await dumpDatabase(fixture.project.db.url);
    expect(dump.text.length).toBeGreaterThan(10_000);
    expect(dump.text.includes(secret), `the key's secret in the ${dump.how} dump`).toBe(false);
    expect(dump.text.includes(fixture.key.key.split('_').at(-2)!), 'the fixture key in the dump').toBe(false);
    expect(dump.text).toContain('[redacted]');
    expect(fixture.gateway.output().includes(secret), 'the key in the gateway log').toBe(false);
  });
});

/** Read-only requests are logged through the NOTIFY relay after they answer: wait until the log stops growing. */
async function exchangesSettled(): Promise<void> {
  let last = -1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await adminQuery(fixture.project.db.url,
      'SELECT ((SELECT count(*) FROM api.rest_exchange) + (SELECT count(*) FROM api.rpc_exchange) + (SELECT count(*) FROM api.mcp_exchange))::int AS n');
    const count = (rows[0] as { n: number }).n;
    if (count === last) return;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
