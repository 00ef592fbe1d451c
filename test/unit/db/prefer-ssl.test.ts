// sslmode=prefer against a server without TLS: pgmi asks for TLS, hears "N", and starts the session on the same
// connection, as libpq does -- not a second connection after node-postgres's "does not support SSL" error (each
// refused attempt cost the server a backend). A server whose answer is not PostgreSQL's still gets the ordinary
// attempts, and their error.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from '../../../src/db/client.js';
import { parseConnectionString } from '../../../src/db/connection.js';

const SSL_REQUEST_CODE = 80877103;
const PROTOCOL_3 = 196608;

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const READY = Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), message('Z', Buffer.from('I', 'latin1'))]);

interface Seen {
  /** Per connection, the codes of the untyped messages that opened it (SSLRequest, StartupMessage). */
  openings: number[][];
}

/** Answers an SSLRequest with `answer` (after `delayMs`), then lets any startup in. */
async function startServer(answer: Buffer, delayMs = 0): Promise<{ server: Server; port: number; seen: Seen }> {
  const seen: Seen = { openings: [] };
  const server = createServer((socket: Socket) => {
    const codes: number[] = [];
    seen.openings.push(codes);
    let received = Buffer.alloc(0);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 8 && received.length >= received.readInt32BE(0)) {
        const length = received.readInt32BE(0);
        const code = received.readInt32BE(4);
        received = received.subarray(length);
        codes.push(code);
        if (code === SSL_REQUEST_CODE) setTimeout(() => socket.write(answer), delayMs);
        else if (code === PROTOCOL_3) socket.write(READY);
        else socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

function target(port: number) {
  return parseConnectionString(`postgresql://someone@127.0.0.1:${port}/somedb?connect_timeout=5`, '--connection', {});
}

describe('sslmode=prefer against a server without TLS', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it('asks for TLS, hears "N" and starts the session on the same connection', async () => {
    const fake = await startServer(Buffer.from('N', 'latin1'));
    server = fake.server;
    const client = await connect(target(fake.port));
    client.connection.stream.destroy();
    expect(fake.seen.openings).toEqual([[SSL_REQUEST_CODE, PROTOCOL_3]]);
  });

  it('takes a connect timeout of 0 (PGCONNECT_TIMEOUT=0) as no limit, as libpq does, not as "time out at once"', async () => {
    const fake = await startServer(Buffer.from('N', 'latin1'), 100);
    server = fake.server;
    const client = await connect({ ...target(fake.port), connectTimeoutSeconds: 0 });
    client.connection.stream.destroy();
    expect(fake.seen.openings).toEqual([[SSL_REQUEST_CODE, PROTOCOL_3]]);
  });

  it('falls back to the ordinary attempts when the answer is not PostgreSQL\'s, and reports their error', async () => {
    const fake = await startServer(Buffer.from('HTTP/1.1 400 Bad Request\r\n\r\n', 'latin1'));
    server = fake.server;
    await expect(connect(target(fake.port))).rejects.toThrow(/cannot connect/);
    // The negotiation's own connection, then node-postgres's TLS attempt (which fails on the same answer).
    expect(fake.seen.openings.length).toBe(2);
    expect(fake.seen.openings.every((codes) => codes[0] === SSL_REQUEST_CODE)).toBe(true);
  });
});
