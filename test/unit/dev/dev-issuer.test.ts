// The development issuer on a port something else took in the meantime (run-dev checks port + 1 before the deploy,
// which takes seconds): the user gets pgmi's own error naming the port and how to move it, not "unexpected error".
import { createServer, type Server } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevIssuer } from '../../../src/dev/dev-issuer.js';
import { freePort } from '../../../src/db/cluster.js';
import { GatewayFailed } from '../../../src/errors.js';

let squatter: Server;
let port: number;

beforeAll(async () => {
  port = await freePort();
  squatter = createServer().listen(port, '127.0.0.1');
  await once(squatter, 'listening');
});

afterAll(async () => {
  squatter.close();
  await once(squatter, 'close');
});

describe('the development OAuth issuer', () => {
  it('on a taken port fails with an error that names the port and how to move it', async () => {
    const failure = await startDevIssuer({ host: '127.0.0.1', port, resource: 'http://127.0.0.1:1/mcp', scopes: ['mcp:read', 'mcp:write'], env: process.env, info: () => undefined })
      .then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayFailed);
    expect((failure as GatewayFailed).message).toContain(`could not listen on http://127.0.0.1:${port}`);
    expect((failure as GatewayFailed).message).toContain('EADDRINUSE');
    expect((failure as GatewayFailed).hint).toContain('--port');
  });
});
