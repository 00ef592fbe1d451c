// A pool connection whose server goes away the moment it is ready: PostgreSQL stopped ('fast') while the pool was
// opening a connection sends ReadyForQuery and, right behind it, FATAL 57P01 -- and a busy gateway reads both in one
// chunk. node-postgres handles every message of a chunk at once, so whoever takes the connection must have its
// 'error' listener in place by the time ReadyForQuery is handled: pg-pool attaches its listener in the connect
// callback, and the gateway's client class (db/libpq-target.ts) must call that callback then, not a promise turn
// later. Were it late, the FATAL would be an 'error' event with no listener, which ends the process (the faults
// test's "PostgreSQL restarts" saw the gateway exit, and no 503, this way).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabases } from '../../../templates/advanced/gateway/src/db/pools.js';
import { createLogger } from '../../../templates/advanced/gateway/src/log.js';
import { testConfig } from './request-fixture.js';

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const AUTHENTICATION_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message('Z', Buffer.from('I', 'latin1'));
const ADMIN_SHUTDOWN = message(
  'E',
  Buffer.from('SFATAL\0VFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1'),
);

/** A "server" that lets every connection in and, in the same write, ends it as a fast shutdown does. */
async function startDyingServer(): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((socket: Socket) => {
    connections++;
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined); // the client may close first
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (received.length < 4 || received.length < received.readInt32BE(0)) return; // the startup message is not all here yet
      socket.end(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY, ADMIN_SHUTDOWN]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

describe('a pool connection ended by the server as it becomes ready', () => {
  let server: Server | undefined;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown): void => {
    uncaught.push(error);
  };

  afterEach(async () => {
    process.off('uncaughtException', onUncaught);
    await new Promise((resolve) => server?.close(resolve));
  });

  it('fails the query that took it (unavailable: a 503), and nothing is thrown out of the socket handler', async () => {
    const dying = await startDyingServer();
    server = dying.server;
    process.on('uncaughtException', onUncaught);
    const lines: string[] = [];
    const config = testConfig({ DATABASE_URL: `postgresql://gateway@127.0.0.1:${dying.port}/app?sslmode=disable`, DB_POOL_ACQUIRE_TIMEOUT_MS: '2000' });
    const databases = createDatabases(config, createLogger('debug', (line) => lines.push(line)));
    try {
      const codes: unknown[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const error = await databases.primary.query('SELECT 1').then(
          () => new Error('answered'),
          (failure: unknown) => failure,
        );
        codes.push((error as { code?: string }).code ?? String(error));
      }
      // Whatever else the socket delivers (its end) is handled before the test looks.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught.map(String)).toEqual([]);
      expect(codes).toEqual(['57P01', '57P01', '57P01', '57P01', '57P01']);
      expect(dying.connections()).toBe(5);
    } finally {
      await databases.end();
    }
  });
});
