// The early initialize answer (initialize.ts, given by the stdio transport before the SDK loads) must be the
// answer the SDK server gives, or a client would see one server in initialize and another afterwards.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { LATEST_PROTOCOL_VERSION as SDK_LATEST, SUPPORTED_PROTOCOL_VERSIONS as SDK_SUPPORTED } from '@modelcontextprotocol/sdk/types.js';
import { createPgmiServer } from '../../../src/serve/server.js';
import { initializeResult, LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '../../../src/serve/initialize.js';
import { StdioLineTransport } from '../../../src/serve/stdio-transport.js';
import type { ServeContext } from '../../../src/serve/context.js';
import { eventually } from '../../support/poll.js';

function context(allowDeploy: boolean): ServeContext {
  return {
    projectDir: '/tmp/pgmi-initialize-test',
    env: {},
    paramsFiles: [],
    paramArgs: [],
    allowDeploy,
    allowConnection: false,
    maxBranches: 5,
    pgmiVersion: '9.9.9',
    log: new PassThrough(),
    verbose: false,
  };
}

describe('the early initialize answer', () => {
  it('negotiates with the SDK\'s protocol versions', () => {
    expect(LATEST_PROTOCOL_VERSION).toBe(SDK_LATEST);
    expect(SUPPORTED_PROTOCOL_VERSIONS).toEqual(SDK_SUPPORTED);
    expect(initializeResult(context(false), '2025-06-18').protocolVersion).toBe('2025-06-18');
    expect(initializeResult(context(false), '2099-01-01').protocolVersion).toBe(SDK_LATEST);
    expect(initializeResult(context(false), 42).protocolVersion).toBe(SDK_LATEST);
  });

  for (const allowDeploy of [false, true]) {
    it(`equals what the SDK server answers (allowDeploy ${allowDeploy})`, async () => {
      const ctx = context(allowDeploy);
      const server = createPgmiServer(ctx);
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const client = new Client({ name: 'parity', version: '1' });
      await client.connect(clientSide);
      const early = initializeResult(ctx, SDK_LATEST);
      expect(client.getServerCapabilities()).toEqual(early.capabilities);
      expect(client.getServerVersion()).toEqual(early.serverInfo);
      expect(client.getInstructions()).toBe(early.instructions);
      await client.close();
    });
  }
});

describe('the stdio transport', () => {
  it('answers initialize before the server connects, sends the SDK\'s answer only once, then serves', async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const lines: Array<Record<string, unknown>> = [];
    let text = '';
    stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      let newline = text.indexOf('\n');
      while (newline !== -1) {
        lines.push(JSON.parse(text.slice(0, newline)) as Record<string, unknown>);
        text = text.slice(newline + 1);
        newline = text.indexOf('\n');
      }
    });
    const ctx = context(false);
    const mismatches: unknown[] = [];
    const transport = new StdioLineTransport(stdin, stdout, { initialize: (params) => initializeResult(ctx, (params as { protocolVersion?: string }).protocolVersion), onMismatch: (a, b) => mismatches.push([a, b]) });
    transport.listen();
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } })}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([{ jsonrpc: '2.0', id: 7, result: initializeResult(ctx, '2025-06-18') }]);

    const server = createPgmiServer(ctx);
    await server.connect(transport);
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/list' })}\n`);
    stdin.write('not json\n');
    await eventually('the answers to tools/list and to the unparsable line', () => lines.some((line) => line.id === 8) && lines.some((line) => line.id === null), 5_000, 5);
    expect(lines.filter((line) => line.id === 7)).toHaveLength(1);
    expect(mismatches).toEqual([]);
    expect((lines.find((line) => line.id === 8)?.result as { tools: unknown[] }).tools.length).toBeGreaterThan(10);
    expect(lines.find((line) => line.id === null)).toMatchObject({ error: { code: -32700 } });
    await server.close();
  });
});
