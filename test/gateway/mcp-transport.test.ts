// Every Streamable HTTP rule of POST/GET/DELETE /mcp, over raw HTTP, with the status code and the JSON-RPC
// error code each case must produce (SPEC §6, mcp-protocol.md §2.5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { bearer, startFixture, type GatewayFixture } from './support/fixture.js';
import { MCP_HEADERS, postMcp, readStreamUntil, rpcRequest, send, sseMessages } from './support/http.js';

let fixture: GatewayFixture;
let url: string;

const MODERN_META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} };
const modern = (method: string, params: Record<string, unknown> = {}) => rpcRequest(method, { ...params, _meta: MODERN_META });
const modernHeaders = (method: string, name?: string): Record<string, string> => ({
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': method,
  ...(name ? { 'mcp-name': name } : {}),
});

beforeAll(async () => {
  fixture = await startFixture('transport', { env: { BODY_LIMIT_BYTES: '65536', SSE_KEEPALIVE_MS: '200' } });
  url = fixture.gateway.mcpUrl;
});

afterAll(async () => {
  await fixture?.stop();
});

describe('POST /mcp transport rules', () => {
  it('answers initialize with the negotiated version and a session id', async () => {
    const response = await postMcp(url, rpcRequest('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    expect(response.status).toBe(200);
    expect(response.json.result.protocolVersion).toBe('2025-06-18');
    expect(response.headers.get('mcp-protocol-version')).toBe('2025-06-18');
    expect(response.headers.get('mcp-session-id')).toMatch(/^[\x21-\x7e]+$/);
  });

  it('negotiates an unknown newer version down and still echoes what it chose', async () => {
    const response = await postMcp(url, rpcRequest('initialize', { protocolVersion: '2099-01-01', capabilities: {}, clientInfo: { name: 't', version: '1' } }), { 'mcp-protocol-version': '2099-01-01' });
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-protocol-version')).toBe(response.json.result.protocolVersion);
  });

  it('echoes the request id exactly, whatever its type', async () => {
    for (const id of ['abc', 0, -7, 1.5]) {
      const response = await postMcp(url, rpcRequest('ping', {}, id));
      expect(response.json.id, String(id)).toEqual(id);
    }
    const big = await postMcp(url, '{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}');
    expect(big.text).toContain('123456789012345678901234567890');
  });

  it('answers 202 with no body for a notification and for a client response', async () => {
    const notification = await postMcp(url, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification.status).toBe(202);
    expect(notification.text).toBe('');
    const answer = await postMcp(url, { jsonrpc: '2.0', id: 'srv-1', result: {} });
    expect(answer.status).toBe(202);
  });

  it('assumes 2025-03-26 without a version header and echoes a sent one', async () => {
    expect((await postMcp(url, rpcRequest('ping'))).headers.get('mcp-protocol-version')).toBe('2025-03-26');
    expect((await postMcp(url, rpcRequest('ping'), { 'mcp-protocol-version': '2025-11-25' })).headers.get('mcp-protocol-version')).toBe('2025-11-25');
  });

  it('answers 400 for an unsupported MCP-Protocol-Version', async () => {
    const response = await postMcp(url, rpcRequest('ping'), { 'mcp-protocol-version': '1999-01-01' });
    expect(response.status).toBe(400);
    expect(response.json.error.data.requested).toBe('1999-01-01');
  });

  it('answers -32700 (400, id null) for unparsable JSON and -32600 for non-objects', async () => {
    const parse = await postMcp(url, '{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(parse.status).toBe(400);
    expect(parse.json).toMatchObject({ id: null, error: { code: -32700 } });
    for (const body of ['7', '"x"', 'null', 'true', '[]']) {
      const response = await postMcp(url, body);
      expect(response.status, body).toBe(400);
      expect(response.json.error.code, body).toBe(-32600);
    }
  });

  it('answers -32601 with HTTP 200 for an unknown legacy method', async () => {
    const response = await postMcp(url, rpcRequest('no/such/method'));
    expect(response.status).toBe(200);
    expect(response.json.error.code).toBe(-32601);
  });

  it('answers 406 when Accept admits neither JSON, an event stream, nor a wildcard', async () => {
    const response = await postMcp(url, rpcRequest('ping'), { accept: 'text/html' });
    expect(response.status).toBe(406);
  });

  it('answers 415 for a body that is not application/json', async () => {
    const response = await postMcp(url, rpcRequest('ping'), { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
  });

  it('answers 413 over the body limit, with Content-Length and chunked', async () => {
    const big = JSON.stringify(rpcRequest('tools/call', { name: 'x', arguments: { pad: 'x'.repeat(70_000) } }));
    expect((await postMcp(url, big)).status).toBe(413);
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: MCP_HEADERS }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(10_000));
      req.end();
    });
    expect(chunked).toBe(413);
  });

  it('refuses a foreign Origin and Host with 403 and accepts its own', async () => {
    expect((await postMcp(url, rpcRequest('ping'), { origin: 'http://evil.example.com' })).status).toBe(403);
    expect((await postMcp(url, rpcRequest('ping'), { origin: fixture.gateway.url })).status).toBe(200);
    const host = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(url, { method: 'POST', headers: { ...MCP_HEADERS, host: 'evil.example.com' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end(JSON.stringify(rpcRequest('ping')));
    });
    expect(host).toBe(403);
  });

  it('answers 405 with Allow for other verbs', async () => {
    const response = await send(url, { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, DELETE');
  });

  it('accepts batches at 2025-03-26 and refuses them at later revisions', async () => {
    const batch = [rpcRequest('ping', {}, 1), { jsonrpc: '2.0', method: 'notifications/initialized' }, rpcRequest('tools/list', {}, 2)];
    const ok = await postMcp(url, batch, { 'mcp-protocol-version': '2025-03-26' });
    expect(ok.status).toBe(200);
    expect(ok.json.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
    const late = await postMcp(url, batch, { 'mcp-protocol-version': '2025-06-18' });
    expect(late.status).toBe(400);
    expect(late.json.error.code).toBe(-32600);
    const init = await postMcp(url, [rpcRequest('initialize', { protocolVersion: '2025-03-26' })]);
    expect(init.status).toBe(400);
  });

  it('answers 404 for an unknown or ended session, and DELETE ends one', async () => {
    expect((await postMcp(url, rpcRequest('ping'), { 'mcp-session-id': 'no-such-session' })).status).toBe(404);
    const init = await postMcp(url, rpcRequest('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } }));
    const sessionId = init.headers.get('mcp-session-id')!;
    expect((await postMcp(url, rpcRequest('ping'), { 'mcp-session-id': sessionId })).status).toBe(200);
    expect((await send(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } })).status).toBe(200);
    expect((await postMcp(url, rpcRequest('ping'), { 'mcp-session-id': sessionId })).status).toBe(404);
    expect((await send(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } })).status).toBe(404);
  });

  it('streams handler notifications over SSE, then the result, when the client accepts it', async () => {
    const response = await postMcp(url, rpcRequest('tools/call', { name: 'gw_progress', arguments: {}, _meta: { progressToken: 'p1' } }, 'call-1'));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const messages = sseMessages(response.text);
    const progress = messages.filter((m) => m.method === 'notifications/progress');
    expect(progress.map((m) => m.params.progressToken)).toEqual(['p1', 'p1']);
    expect(messages.some((m) => m.method === 'notifications/message')).toBe(true);
    expect(messages.at(-1)).toMatchObject({ id: 'call-1', result: { isError: false } });
  });

  it('answers a client that takes only event streams with the result as one event', async () => {
    const response = await postMcp(url, rpcRequest('ping', {}, 'only-sse'), { accept: 'text/event-stream' });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(sseMessages(response.text)).toEqual([{ jsonrpc: '2.0', id: 'only-sse', result: {} }]);
  });

  it('answers plain JSON (notifications dropped) when the client takes only JSON', async () => {
    const response = await postMcp(url, rpcRequest('tools/call', { name: 'gw_progress', arguments: {}, _meta: { progressToken: 'p1' } }), { accept: 'application/json' });
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.json.result.isError).toBe(false);
  });
});

describe('2026-07-28 requests', () => {
  it('serves a modern request statelessly and echoes its version', async () => {
    const response = await postMcp(url, modern('tools/list'), modernHeaders('tools/list'));
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-protocol-version')).toBe('2026-07-28');
    expect(response.headers.get('mcp-session-id')).toBeNull();
  });

  it('answers 400/-32020 when Mcp-Method or Mcp-Name disagree with the body', async () => {
    const method = await postMcp(url, modern('tools/list'), modernHeaders('prompts/list'));
    expect(method.status).toBe(400);
    expect(method.json.error.code).toBe(-32020);
    const name = await postMcp(url, modern('tools/call', { name: 'gw_transaction', arguments: {} }), modernHeaders('tools/call', 'other'));
    expect(name.status).toBe(400);
    expect(name.json.error.code).toBe(-32020);
    const encoded = `=?base64?${Buffer.from('gw_transaction').toString('base64')}?=`;
    const ok = await postMcp(url, modern('tools/call', { name: 'gw_transaction', arguments: {} }), modernHeaders('tools/call', encoded));
    expect(ok.status).toBe(200);
  });

  it('answers 400/-32022 with the supported list for an unknown version, 400/-32602 without clientCapabilities', async () => {
    const meta = { 'io.modelcontextprotocol/protocolVersion': '2099-01-01', 'io.modelcontextprotocol/clientCapabilities': {} };
    const unknown = await postMcp(url, rpcRequest('tools/list', { _meta: meta }), { ...modernHeaders('tools/list'), 'mcp-protocol-version': '2099-01-01' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } });
    const noCaps = await postMcp(url, rpcRequest('tools/list', { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }), modernHeaders('tools/list'));
    expect(noCaps.status).toBe(400);
    expect(noCaps.json.error.code).toBe(-32602);
  });

  it('answers 404/-32601 for methods the modern revision does not have', async () => {
    for (const method of ['initialize', 'ping', 'no/such/method']) {
      const response = await postMcp(url, modern(method), modernHeaders(method));
      expect(response.status, method).toBe(404);
      expect(response.json.error.code, method).toBe(-32601);
    }
  });

  it('answers 405 to GET and DELETE from modern clients', async () => {
    const get = await send(url, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-protocol-version': '2026-07-28' } });
    expect(get.status).toBe(405);
    const del = await send(url, { method: 'DELETE', headers: { 'mcp-protocol-version': '2026-07-28', 'mcp-session-id': 'x' } });
    expect(del.status).toBe(405);
  });
});

describe('GET /mcp notification stream', () => {
  it('delivers tools/list_changed when a handler is registered, and keeps the stream alive', async () => {
    const controller = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...bearer(fixture.key) }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = readStreamUntil(response, (text) => text.includes('notifications/tools/list_changed') && text.includes(': keep-alive'));
    await fixture.project.db.query(
      `SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)`,
      [JSON.stringify({ id: '7c1e1cd2-3f7e-4e57-9d7d-0d6c3c0a0001', type: 'tool', name: 'gw_added_later', requiresAuth: false }),
        `BEGIN RETURN api.mcp_tool_result('[]'::jsonb, request.request_id); END;`],
    );
    const text = await received;
    controller.abort();
    expect(text).toContain('notifications/tools/list_changed');
    expect(text).toContain(': keep-alive');
  });

  it('answers 406 to a GET that does not accept an event stream', async () => {
    expect((await send(url, { method: 'GET', headers: { accept: 'application/json' } })).status).toBe(406);
  });
});
