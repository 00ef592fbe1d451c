import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../templates/advanced/gateway/src/steps/match-route.js';
import { checkHost } from '../../../templates/advanced/gateway/src/steps/check-host.js';
import { checkOrigin } from '../../../templates/advanced/gateway/src/steps/check-origin.js';
import { readBody } from '../../../templates/advanced/gateway/src/steps/read-body.js';
import { checkAccept } from '../../../templates/advanced/gateway/src/steps/check-accept.js';
import { parseJsonRpc } from '../../../templates/advanced/gateway/src/steps/parse-json-rpc.js';
import { negotiateProtocol } from '../../../templates/advanced/gateway/src/steps/negotiate-protocol.js';
import { checkSession } from '../../../templates/advanced/gateway/src/steps/check-session.js';
import { checkBatch } from '../../../templates/advanced/gateway/src/steps/check-batch.js';
import { acknowledgeNotifications } from '../../../templates/advanced/gateway/src/steps/acknowledge-notifications.js';
import { authenticate } from '../../../templates/advanced/gateway/src/steps/authenticate.js';
import { resolvePolicy } from '../../../templates/advanced/gateway/src/steps/resolve-mcp-policy.js';
import { receiveClientResponses } from '../../../templates/advanced/gateway/src/steps/receive-client-responses.js';
import { commonSteps, mcpPostSteps } from '../../../templates/advanced/gateway/src/pipeline.js';
import { STATELESS_META, mcpBody, runSteps, testRequest, testServices } from './request-fixture.js';

// Every step before the first that needs a database (client responses are routed through SQL).
const upToAuthentication = [...commonSteps, ...mcpPostSteps.slice(0, mcpPostSteps.indexOf(receiveClientResponses))];

describe('gateway steps: routing and DNS rebinding', () => {
  it('answers 404 with a problem document for an unknown path', async () => {
    const reply = await matchRoute(testRequest({ target: '/nope?token=secret' }));
    expect(reply).toMatchObject({ status: 404, body: { title: 'Not Found' } });
    expect(JSON.stringify(reply)).not.toContain('secret');
  });

  it('answers 405 with Allow for verbs /mcp does not serve', async () => {
    const reply = await matchRoute(testRequest({ method: 'PUT' }));
    expect(reply).toMatchObject({ status: 405, headers: { allow: 'GET, POST, DELETE' }, body: { jsonrpc: '2.0', id: null } });
  });

  it('maps /api paths to the SQL route target with the query string', async () => {
    const req = testRequest({ method: 'GET', target: '/api/hello?name=x' });
    expect(await matchRoute(req)).toBeUndefined();
    expect(req.route).toEqual({ kind: 'rest', target: '/hello?name=x' });
    const root = testRequest({ method: 'GET', target: '/api?x=1' });
    await matchRoute(root);
    expect(root.route?.target).toBe('/?x=1');
  });

  it('refuses a Host header that is not this server', async () => {
    const req = testRequest({ headers: { host: 'evil.example.com' } });
    expect(await runSteps(req, [matchRoute, checkHost])).toMatchObject({ status: 403 });
  });

  it('accepts loopback hosts on any port by default', async () => {
    for (const host of ['localhost:1234', '127.0.0.1', '[::1]:8787']) {
      const req = testRequest({ headers: { host } });
      expect(await runSteps(req, [matchRoute, checkHost])).toBeUndefined();
    }
  });

  it('lets probes reach /health whatever the Host', async () => {
    const req = testRequest({ method: 'GET', target: '/health', headers: { host: '10.1.2.3:8787' } });
    expect(await runSteps(req, [matchRoute, checkHost, checkOrigin])).toBeUndefined();
  });

  it('refuses a foreign Origin and accepts the gateway’s own', async () => {
    const evil = testRequest({ headers: { origin: 'http://evil.example.com' } });
    expect(await runSteps(evil, [matchRoute, checkOrigin])).toMatchObject({ status: 403 });
    const own = testRequest({ headers: { origin: 'http://localhost:8787' } });
    expect(await runSteps(own, [matchRoute, checkOrigin])).toBeUndefined();
    const nullOrigin = testRequest({ headers: { origin: 'null' } });
    expect(await runSteps(nullOrigin, [matchRoute, checkOrigin])).toMatchObject({ status: 403 });
  });

  it('honours MCP_ALLOWED_HOSTS and MCP_ALLOWED_ORIGINS', async () => {
    const services = testServices({ MCP_ALLOWED_HOSTS: 'api.example.com', MCP_ALLOWED_ORIGINS: 'https://app.example.com' });
    const ok = testRequest({ services, headers: { host: 'api.example.com:443', origin: 'https://app.example.com' } });
    expect(await runSteps(ok, [matchRoute, checkHost, checkOrigin])).toBeUndefined();
    const local = testRequest({ services, headers: { host: 'localhost:8787' } });
    expect(await runSteps(local, [matchRoute, checkHost])).toMatchObject({ status: 403 });
  });
});

describe('gateway steps: body and content negotiation', () => {
  it('answers 413 when Content-Length exceeds the limit, before reading', async () => {
    const req = testRequest({ headers: { 'content-length': String(2 * 1024 * 1024) }, body: '{}' });
    expect(await runSteps(req, [matchRoute, readBody])).toMatchObject({ status: 413 });
  });

  it('answers 413 while streaming a chunked body past the limit', async () => {
    const services = testServices({ BODY_LIMIT_BYTES: '2048' });
    const req = testRequest({ services, body: Array.from({ length: 10 }, () => 'x'.repeat(500)) });
    expect(await runSteps(req, [matchRoute, readBody])).toMatchObject({ status: 413 });
  });

  it('reads a chunked body under the limit whole', async () => {
    const req = testRequest({ body: ['{"jsonrpc":', '"2.0","id":1,', '"method":"ping"}'] });
    expect(await runSteps(req, [matchRoute, readBody])).toBeUndefined();
    expect(req.body?.toString()).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}');
  });

  it('answers 415 for a content type other than JSON', async () => {
    const req = testRequest({ headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(await runSteps(req, [matchRoute, readBody])).toMatchObject({ status: 415 });
    const withCharset = testRequest({ headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{}' });
    expect(await runSteps(withCharset, [matchRoute, readBody])).toBeUndefined();
  });

  it('answers 406 when Accept admits neither JSON, an event stream, nor a wildcard', async () => {
    const html = testRequest({ headers: { accept: 'text/html' }, body: mcpBody('ping') });
    expect(await runSteps(html, [matchRoute, readBody, checkAccept])).toMatchObject({ status: 406 });
    for (const accept of ['application/json', 'text/event-stream', '*/*', 'application/*', 'text/html, application/json;q=0.5']) {
      const req = testRequest({ headers: { accept }, body: mcpBody('ping') });
      expect(await runSteps(req, [matchRoute, readBody, checkAccept]), accept).toBeUndefined();
    }
    const zero = testRequest({ headers: { accept: 'application/json;q=0' }, body: mcpBody('ping') });
    expect(await runSteps(zero, [matchRoute, readBody, checkAccept])).toMatchObject({ status: 406 });
  });
});

describe('gateway steps: JSON-RPC parsing', () => {
  it('answers -32700 with id null for a body that is not JSON', async () => {
    const reply = await runSteps(testRequest({ body: '{bad' }), upToAuthentication);
    expect(reply).toMatchObject({ status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32700 } } });
  });

  it('answers -32600 for JSON that is not a JSON-RPC object', async () => {
    for (const body of ['42', '"text"', 'null', '[]']) {
      const reply = await runSteps(testRequest({ body }), upToAuthentication);
      expect(reply, body).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    }
  });

  it('refuses strings PostgreSQL cannot store and absurd nesting', async () => {
    const nul = await runSteps(testRequest({ body: mcpBody('tools/call', { name: 'a\u0000b' }) }), upToAuthentication);
    expect(nul).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const deep = await runSteps(testRequest({ body: `{"jsonrpc":"2.0","id":1,"method":"x","params":${'['.repeat(200)}${']'.repeat(200)}}` }), upToAuthentication);
    expect(deep).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
  });

  it('answers 202 without a body for notifications and client responses', async () => {
    const notification = await runSteps(testRequest({ body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' }), upToAuthentication);
    expect(notification).toMatchObject({ kind: 'empty', status: 202, headers: { 'mcp-protocol-version': '2025-03-26' } });
    // A client's answer to a server→client request is authenticated first, then handed on (and 202).
    const answer = testRequest({ body: '{"jsonrpc":"2.0","id":5,"result":{}}' });
    expect(await runSteps(answer, upToAuthentication)).toBeUndefined();
    expect(await receiveClientResponses(answer)).toMatchObject({ kind: 'empty', status: 202 });
  });

  it('treats "id": null as a request, not a notification', async () => {
    const req = testRequest({ body: '{"jsonrpc":"2.0","id":null,"method":"ping"}' });
    expect(await runSteps(req, upToAuthentication)).toBeUndefined();
  });

  it('keeps the body text for SQL so ids keep every digit', async () => {
    const body = '{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}';
    const req = testRequest({ body });
    await runSteps(req, upToAuthentication);
    expect(req.mcp?.messages[0]?.sqlText).toBe(body);
  });
});

describe('gateway steps: protocol versions and batches', () => {
  it('assumes 2025-03-26 without a header and echoes a supported header', async () => {
    const none = testRequest({ body: mcpBody('tools/list') });
    await runSteps(none, upToAuthentication);
    expect(none.mcp?.protocolVersion).toBe('2025-03-26');
    const given = testRequest({ headers: { 'mcp-protocol-version': '2025-06-18' }, body: mcpBody('tools/list') });
    await runSteps(given, upToAuthentication);
    expect(given.mcp?.protocolVersion).toBe('2025-06-18');
  });

  it('answers 400 for an unsupported MCP-Protocol-Version, but not on initialize', async () => {
    const reply = await runSteps(testRequest({ headers: { 'mcp-protocol-version': '1999-01-01' }, body: mcpBody('tools/list') }), upToAuthentication);
    expect(reply).toMatchObject({ status: 400, body: { error: { code: -32022, data: { requested: '1999-01-01' } } } });
    const init = testRequest({ headers: { 'mcp-protocol-version': '1999-01-01' }, body: mcpBody('initialize', { protocolVersion: '2025-06-18' }) });
    expect(await runSteps(init, upToAuthentication)).toBeUndefined();
  });

  it('accepts batches at 2025-03-26 and refuses them later, or with initialize inside', async () => {
    const batch = JSON.stringify([JSON.parse(mcpBody('ping', {}, 1)), JSON.parse(mcpBody('tools/list', {}, 2))]);
    expect(await runSteps(testRequest({ body: batch }), upToAuthentication)).toBeUndefined();
    const late = await runSteps(testRequest({ headers: { 'mcp-protocol-version': '2025-06-18' }, body: batch }), upToAuthentication);
    expect(late).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const withInit = JSON.stringify([JSON.parse(mcpBody('initialize', { protocolVersion: '2025-03-26' }))]);
    expect(await runSteps(testRequest({ body: withInit }), upToAuthentication)).toMatchObject({ status: 400 });
  });

  it('acknowledges a batch of notifications with 202', async () => {
    const batch = '[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","method":"notifications/cancelled"}]';
    expect(await runSteps(testRequest({ body: batch }), [...upToAuthentication])).toMatchObject({ status: 202 });
  });

  it('answers 400 without a session id only when sessions are required', async () => {
    const services = testServices({ SESSION_REQUIRED: 'true' });
    const reply = await runSteps(testRequest({ services, body: mcpBody('tools/list') }), upToAuthentication);
    expect(reply).toMatchObject({ status: 400 });
    const init = testRequest({ services, body: mcpBody('initialize', { protocolVersion: '2025-11-25' }) });
    expect(await runSteps(init, upToAuthentication)).toBeUndefined();
  });

  it('answers 404 for a malformed session id without asking SQL', async () => {
    const reply = await runSteps(testRequest({ headers: { 'mcp-session-id': 'has spaces' }, body: mcpBody('tools/list') }), [...commonSteps, readBody, checkAccept, parseJsonRpc, negotiateProtocol, checkSession]);
    expect(reply).toMatchObject({ status: 404, body: { error: { code: -32001 } } });
  });
});

describe('gateway steps: 2026-07-28 requests', () => {
  const statelessHeaders = (method: string, name?: string) => ({
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(name === undefined ? {} : { 'mcp-name': name }),
  });
  const statelessBody = (method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = STATELESS_META) =>
    mcpBody(method, { ...params, _meta: meta });

  it('passes a well-formed stateless request and echoes its version', async () => {
    const req = testRequest({ headers: statelessHeaders('tools/call', 'echo'), body: statelessBody('tools/call', { name: 'echo' }) });
    expect(await runSteps(req, upToAuthentication)).toBeUndefined();
    expect(req.mcp).toMatchObject({ era: 'stateless', protocolVersion: '2026-07-28' });
  });

  it('answers -32020 when Mcp-Method or Mcp-Name disagree with the body or are missing', async () => {
    const cases = [
      { headers: statelessHeaders('tools/list'), body: statelessBody('tools/call', { name: 'echo' }) },
      { headers: statelessHeaders('tools/call'), body: statelessBody('tools/call', { name: 'echo' }) },
      { headers: statelessHeaders('tools/call', 'other'), body: statelessBody('tools/call', { name: 'echo' }) },
      { headers: { 'mcp-protocol-version': '2026-07-28' }, body: statelessBody('tools/list') },
      { headers: { ...statelessHeaders('tools/list'), 'mcp-protocol-version': undefined }, body: statelessBody('tools/list') },
    ];
    for (const spec of cases) {
      const reply = await runSteps(testRequest(spec), upToAuthentication);
      expect(reply, JSON.stringify(spec.headers)).toMatchObject({ status: 400, body: { error: { code: -32020 } } });
    }
  });

  it('decodes base64-sentinel header values before comparing', async () => {
    const name = 'wetter-für-köln';
    const encoded = `=?base64?${Buffer.from(name).toString('base64')}?=`;
    const req = testRequest({ headers: statelessHeaders('tools/call', encoded), body: statelessBody('tools/call', { name }) });
    expect(await runSteps(req, upToAuthentication)).toBeUndefined();
    const broken = testRequest({ headers: statelessHeaders('tools/call', '=?base64?not base64?='), body: statelessBody('tools/call', { name }) });
    expect(await runSteps(broken, upToAuthentication)).toMatchObject({ body: { error: { code: -32020 } } });
  });

  it('answers -32602 when clientCapabilities is missing, -32022 for an unknown version', async () => {
    const noCaps = await runSteps(
      testRequest({ headers: statelessHeaders('tools/list'), body: statelessBody('tools/list', {}, { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }) }),
      upToAuthentication,
    );
    expect(noCaps).toMatchObject({ status: 400, body: { error: { code: -32602 } } });
    const future = { 'io.modelcontextprotocol/protocolVersion': '2099-01-01', 'io.modelcontextprotocol/clientCapabilities': {} };
    const unknown = await runSteps(
      testRequest({ headers: { ...statelessHeaders('tools/list'), 'mcp-protocol-version': '2099-01-01' }, body: statelessBody('tools/list', {}, future) }),
      upToAuthentication,
    );
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: -32022, data: { supported: ['2026-07-28'], requested: '2099-01-01' } } } });
  });

  it('treats a stateless header without _meta as stateless and asks for _meta', async () => {
    const reply = await runSteps(testRequest({ headers: statelessHeaders('tools/list'), body: mcpBody('tools/list') }), upToAuthentication);
    expect(reply).toMatchObject({ status: 400, body: { error: { code: -32602 } } });
  });

  it('answers 405 to GET and DELETE from stateless clients, and refuses stateless batches', async () => {
    for (const method of ['GET', 'DELETE']) {
      const req = testRequest({ method, headers: { 'mcp-protocol-version': '2026-07-28', accept: 'text/event-stream' } });
      const reply = await runSteps(req, [...commonSteps, negotiateProtocol]);
      expect(reply, method).toMatchObject({ status: 405, headers: { allow: 'POST' } });
    }
    const batch = `[${statelessBody('tools/list')}]`;
    expect(await runSteps(testRequest({ headers: statelessHeaders('tools/list'), body: batch }), upToAuthentication)).toMatchObject({ status: 400 });
  });

  it('ignores Mcp-Session-Id on stateless requests', async () => {
    const req = testRequest({ headers: { ...statelessHeaders('tools/list'), 'mcp-session-id': 'whatever' }, body: statelessBody('tools/list') });
    expect(await runSteps(req, upToAuthentication)).toBeUndefined();
    expect(req.mcp?.sessionId).toBeUndefined();
  });
});

describe('gateway steps: authentication without a database round trip', () => {
  it('answers a non-Bearer Authorization with the same 401 as a refused key, before any SQL', async () => {
    const req = testRequest({ headers: { authorization: 'Basic dXNlcjpwYXNz' }, body: mcpBody('tools/list') });
    const reply = await runSteps(req, upToAuthentication);
    expect(reply).toMatchObject({
      status: 401,
      headers: { 'www-authenticate': expect.stringContaining('error="invalid_token"') },
      body: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Unauthorized: the credential is not valid' } },
    });
  });

  it('reads a Bearer credential without deciding who the caller is', async () => {
    const key = 'pgmi_0123456789ab_' + 'A'.repeat(43) + '_abcdef';
    const req = testRequest({ headers: { authorization: `bearer ${key}` }, body: mcpBody('tools/list') });
    expect(await authenticate(req)).toBeUndefined();
    expect(req.credential).toBe(key);
    expect(req.log.principal).toBe('apikey|0123456789ab');
  });

  it('lets a request without Authorization through as anonymous', async () => {
    const req = testRequest({ body: mcpBody('tools/list') });
    expect(await authenticate(req)).toBeUndefined();
    expect(req.credential).toBeUndefined();
  });
});
