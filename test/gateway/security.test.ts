// The gateway's trust boundary over HTTP: sessions belong to whoever opened them; notification streams are capped
// per principal and for anonymous callers together; a live API key sent anywhere -- as the credential, in
// arguments, bodies, query strings, paths, headers, ids, client info -- is stored nowhere in the database and
// written nowhere in the gateway's log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { issueApiKey, type IssuedKey } from './support/keys.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { dumpDatabase } from './support/dump.js';
import { startGateway } from './support/gateway-process.js';
import { eventually } from '../support/poll.js';
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

async function initialize(headers: Record<string, string>, clientInfo: Record<string, unknown> = { name: 'security-test', version: '1' }, mcpUrl = fixture.gateway.mcpUrl): Promise<string> {
  const response = await postMcp(mcpUrl, rpcRequest('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo }), headers);
  expect(response.status, response.text).toBe(200);
  return response.headers.get('mcp-session-id')!;
}

const ping = (headers: Record<string, string>, sessionId: string) => postMcp(fixture.gateway.mcpUrl, rpcRequest('ping'), { ...LEGACY, ...headers, 'mcp-session-id': sessionId });
const end = (headers: Record<string, string>, sessionId: string) =>
  send(fixture.gateway.mcpUrl, { method: 'DELETE', headers: { ...LEGACY, ...headers, 'mcp-session-id': sessionId } });

/**
 * Opens GET /mcp and keeps it open; the status is known once the headers arrive. The result holds the Response:
 * fetch cancels the body of a Response that was garbage collected, which closes the stream and frees its place.
 */
async function openStream(headers: Record<string, string> = {}): Promise<{ status: number; retryAfter: string | null; response: Response; close(): void }> {
  const abort = new AbortController();
  const response = await fetch(fixture.gateway.mcpUrl, { headers: { accept: 'text/event-stream', ...LEGACY, ...headers }, signal: abort.signal });
  if (response.status !== 200) await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after'), response, close: () => abort.abort() };
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
    // Closed streams free their places (once the server notices the closed sockets).
    await eventually('a closed stream\'s place is free again', async () => {
      const stream = await openStream();
      stream.close();
      return stream.status === 200;
    }, 10_000);
  });
});

describe('a live API key sent anywhere is stored nowhere', () => {
  it('leaves no trace of the key in a data-only dump of the database or in the gateway log', async () => {
    const leaked = await issueApiKey(fixture.project.db, 'leaky@example.com');
    const key = leaked.key;
    const secret = /_([0-9A-Za-z]{43})_[0-9A-Za-z]{6}$/.exec(key)![1]!;
    const auth = bearer(key);
    // A gateway of this test's own, stopped before the dump: it has stored every exchange record it queued
    // (shutdown flushes the relay) and written its whole log.
    const gateway = await startGateway({ projectDir: fixture.project.dir, databaseUrl: fixture.project.gatewayUrl });
    const api = `${gateway.url}/api`;
    const json = { 'content-type': 'application/json' };
    // REST: body, query string, path, ordinary and secret-named headers; read-write and read-only routes.
    expect((await send(`${api}/echo?name=${key}`, { method: 'POST', headers: { ...auth, ...json, 'x-note': `my key is ${key}`, 'x-api-key': key }, body: JSON.stringify({ note: `my key is ${key}`, list: [key] }) })).status).toBe(200);
    expect((await send(`${api}/hello?name=${key}`, { headers: { ...auth, 'x-forwarded-for': key } })).status).toBe(200);
    expect((await send(`${api}/greetings/${key}`, { headers: auth })).status).toBe(200);
    expect((await send(`${api}/stats/handlers?q=${key}`, { headers: { ...auth, 'x-note': key } })).status).toBe(200);
    // RPC: id, params, headers.
    await send(`${gateway.url}/rpc`, { method: 'POST', headers: { ...auth, ...json, 'x-note': key }, body: JSON.stringify({ jsonrpc: '2.0', id: key, method: 'demo.sum', params: { a: 1, b: 2 } }) });
    await send(`${gateway.url}/rpc`, { method: 'POST', headers: { ...auth, ...json }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'demo.sum', params: { a: 1, b: 2, note: key } }) });
    // MCP: arguments of read-write and read-only tools, a resource URI, the request id, client info of a session.
    const sessionId = await initialize(auth, { name: `client ${key}`, version: key }, gateway.mcpUrl);
    const mcp = { ...auth, ...LEGACY, 'mcp-session-id': sessionId };
    expect((await postMcp(gateway.mcpUrl, rpcRequest('tools/call', { name: 'echo', arguments: { message: `my key is ${key}` } }, key), mcp)).status).toBe(200);
    await postMcp(gateway.mcpUrl, rpcRequest('tools/call', { name: 'gw_app_rw', arguments: { note: `my key is ${key}` } }), mcp);
    await postMcp(gateway.mcpUrl, rpcRequest('tools/call', { name: 'gw_transaction', arguments: { note: key } }), mcp);
    await postMcp(gateway.mcpUrl, rpcRequest('resources/read', { uri: `app://greetings/${key}` }), mcp);
    await postMcp(gateway.mcpUrl, rpcRequest('prompts/get', { name: 'summarize', arguments: { topic: key } }), mcp);

    expect(await gateway.stop('SIGTERM')).toBe(0);
    const logged = await fixture.project.db.query<{ n: number }>(
      'SELECT ((SELECT count(*) FROM api.rest_exchange) + (SELECT count(*) FROM api.rpc_exchange) + (SELECT count(*) FROM api.mcp_exchange))::int AS n');
    expect(logged.rows[0]!.n).toBeGreaterThanOrEqual(10);
    const dump = await dumpDatabase(fixture.project.db.url);
    expect(dump.text.length).toBeGreaterThan(10_000);
    expect(dump.text.includes(secret), `the key's secret in the ${dump.how} dump`).toBe(false);
    expect(dump.text.includes(fixture.key.key.split('_').at(-2)!), 'the fixture key in the dump').toBe(false);
    expect(dump.text).toContain('[redacted]');
    expect(gateway.output().includes(secret), 'the key in the gateway log').toBe(false);
    expect(fixture.gateway.output().includes(secret), 'the key in the other gateway\'s log').toBe(false);
  });
});
