// The node:http adapter and the reply writer over a real socket, with no database behind them: the steps
// that answer before any SQL runs, exactly as a client sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createGatewayServer, type GatewayServer } from '../../templates/advanced/gateway/src/server.js';
import { testServices } from '../unit/gateway/request-fixture.js';
import { postMcp, rpcRequest, send } from './support/http.js';

let gateway: GatewayServer;
let base: string;

beforeAll(async () => {
  gateway = createGatewayServer(testServices({ BODY_LIMIT_BYTES: '4096' }));
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  gateway.server.closeAllConnections();
  await new Promise((resolve) => gateway.server.close(resolve));
});

/** Sends raw bytes and returns everything the server wrote before closing (or until the timeout). */
function rawExchange(port: number, payload: string, timeoutMs = 2000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, timeoutMs);
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('error', () => undefined); // the server may reset after answering 413; the answer is what counts
    socket.write(payload);
  });
}

describe('gateway HTTP adapter', () => {
  it('answers unknown paths with a JSON problem and echoes X-Request-Id', async () => {
    const response = await send(`${base}/nowhere`, { headers: { 'x-request-id': 'trace-42' } });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404, title: 'Not Found' });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
    const generated = await send(`${base}/nowhere`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves /health and HEAD /health without a database', async () => {
    expect((await send(`${base}/health`)).json).toEqual({ status: 'ok' });
    const head = await send(`${base}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  it('answers parse errors and notifications before touching SQL', async () => {
    expect((await postMcp(`${base}/mcp`, '{nope')).json.error.code).toBe(-32700);
    const accepted = await postMcp(`${base}/mcp`, { jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('mcp-protocol-version')).toBe('2025-03-26');
  });

  it('answers 413 to an oversized chunked body and closes the connection', async () => {
    const port = Number(new URL(base).port);
    const chunk = 'x'.repeat(1000);
    const chunks = Array.from({ length: 10 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join('');
    const payload = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`;
    const { text, closed } = await rawExchange(port, payload);
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('turns a failure behind a step into -32603 with the request id, never internals', async () => {
    // The test services refuse database access, as a broken database driver would.
    const response = await postMcp(`${base}/mcp`, rpcRequest('tools/list', {}, 'id-7'));
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ jsonrpc: '2.0', id: 'id-7', error: { code: -32603, message: 'Internal error', data: { code: 'pgmi.internal_error' } } });
  });
});
