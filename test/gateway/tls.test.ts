// DATABASE_URL's sslmode means what it means to libpq (and to the pgmi CLI), against a real server with TLS and a
// self-signed certificate: require encrypts without verifying (it connects), verify-ca with the certificate as
// root connects, verify-full refuses (the certificate does not name 127.0.0.1), and prefer -- the default -- uses
// TLS when the server offers it. node-postgres alone would have verified on require and refused.
import { execa } from 'execa';
import { chmod, chown, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterHandle, freePort, initCluster, locateBinaries, serverUser, type Cluster } from '../../src/db/cluster.js';
import { adminQuery, databaseUrl } from '../support/test-database.js';
import { connect } from '../../src/db/client.js';
import { parseConnectionString } from '../../src/db/connection.js';
import { deployProject, gatewayRoleUrl, renderProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { send } from './support/http.js';

let root: string;
let cluster: Cluster;
let dir: string;
let certFile: string;
let gatewayUrl: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pgmi-tls-'));
  await chmod(root, 0o755);
  const bins = await locateBinaries();
  const dataDir = join(root, 'data');
  await initCluster(bins, { dataDir, port: 0 });
  // A self-signed certificate for a name that is not the address the gateway dials.
  await execa('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=pgmi-test-server',
    '-keyout', join(dataDir, 'server.key'), '-out', join(dataDir, 'server.crt')]);
  const runAs = serverUser();
  for (const file of ['server.key', 'server.crt']) {
    await chmod(join(dataDir, file), 0o600);
    if (runAs) await chown(join(dataDir, file), runAs.uid, runAs.gid);
  }
  certFile = join(root, 'root.crt');
  await writeFile(certFile, await readFile(join(dataDir, 'server.crt')));
  cluster = clusterHandle(bins, { dataDir, port: await freePort(), settings: { ssl: 'on' } });
  await cluster.start();
  dir = join(root, 'app');
  await renderProject(dir);
  await deployProject(dir, databaseUrl(cluster.url(), 'tlsdb'));
  gatewayUrl = await gatewayRoleUrl(dir, databaseUrl(cluster.url(), 'tlsdb'), 'tlsdb');
}, 300_000);

afterAll(async () => {
  if (cluster?.isRunning()) await cluster.stop('immediate');
  if (root) await rm(root, { recursive: true, force: true });
});

async function withGateway<T>(sslQuery: string, fn: (gateway: GatewayHandle) => Promise<T>): Promise<T> {
  const url = `${gatewayUrl}${gatewayUrl.includes('?') ? '&' : '?'}${sslQuery}`;
  const gateway = await startGateway({ projectDir: dir, databaseUrl: url, env: { DB_POOL_ACQUIRE_TIMEOUT_MS: '3000' } });
  try {
    return await fn(gateway);
  } finally {
    await gateway.stop();
  }
}

/** Whether every connection the gateway holds to the server is encrypted. */
async function gatewayConnectionsEncrypted(): Promise<boolean[]> {
  const { rows } = await adminQuery(
    databaseUrl(cluster.url(), 'tlsdb'),
    "SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE a.usename = 'tlsdb_gateway' AND a.datname = 'tlsdb'",
  );
  return rows.map((row) => (row as { ssl: boolean }).ssl);
}

describe('the gateway reads sslmode as libpq does', () => {
  it('connects with sslmode=require without verifying the self-signed certificate, encrypted', async () => {
    await withGateway('sslmode=require', async (gateway) => {
      expect((await send(`${gateway.url}/ready`)).status).toBe(200);
      expect((await send(`${gateway.url}/api/hello`)).status).toBe(200);
      const encrypted = await gatewayConnectionsEncrypted();
      expect(encrypted.length).toBeGreaterThan(0);
      expect(encrypted.every(Boolean)).toBe(true);
    });
  });

  it('connects with verify-ca and the certificate as root, and refuses with verify-full (the name does not match)', async () => {
    await withGateway(`sslmode=verify-ca&sslrootcert=${encodeURIComponent(certFile)}`, async (gateway) => {
      expect((await send(`${gateway.url}/ready`)).status).toBe(200);
    });
    await withGateway(`sslmode=verify-full&sslrootcert=${encodeURIComponent(certFile)}`, async (gateway) => {
      const ready = await send(`${gateway.url}/ready`);
      expect(ready.status).toBe(503);
      const call = await send(`${gateway.url}/api/hello`);
      expect(call.status).toBe(503);
      expect(call.headers.get('retry-after')).toBe('1');
    });
  });

  it('uses TLS by default (prefer) when the server offers it', async () => {
    await withGateway('application_name=tls-prefer', async (gateway) => {
      expect((await send(`${gateway.url}/api/hello`)).status).toBe(200);
      expect((await gatewayConnectionsEncrypted()).every(Boolean)).toBe(true);
    });
  });

  it('prefer goes on unencrypted when pg_hba.conf refuses encrypted sessions of its role, as psql does', async () => {
    const url = databaseUrl(cluster.url(), 'tlsdb');
    const hba = join(cluster.dataDir, 'pg_hba.conf');
    const original = await readFile(hba, 'utf8');
    try {
      // Encrypted sessions of the gateway role are refused; plain ones fall through to the cluster's own lines.
      await writeFile(hba, `hostssl all tlsdb_gateway 127.0.0.1/32 reject\n${original}`);
      await adminQuery(url, 'SELECT pg_catalog.pg_reload_conf()');
      // libpq's answer, for reference: psql with the default sslmode (prefer) connects, unencrypted.
      const psql = await execa('psql', [gatewayUrl, '-XAtc', 'SELECT ssl FROM pg_catalog.pg_stat_ssl WHERE pid = pg_catalog.pg_backend_pid()']);
      expect(psql.stdout.trim()).toBe('f');
      await withGateway('application_name=tls-hostssl-reject', async (gateway) => {
        for (let i = 0; i < 3; i++) expect((await send(`${gateway.url}/api/hello`)).status).toBe(200);
        const encrypted = await gatewayConnectionsEncrypted();
        expect(encrypted.length).toBeGreaterThan(0);
        expect(encrypted.some(Boolean)).toBe(false);
      });
    } finally {
      await writeFile(hba, original);
      await adminQuery(url, 'SELECT pg_catalog.pg_reload_conf()');
    }
  });

  it('refuses to start when sslmode asks for verification without a root certificate', async () => {
    await expect(withGateway('sslmode=verify-full&sslrootcert=/nonexistent/root.crt', async () => undefined)).rejects.toThrow(/sslrootcert/);
  });
});

describe('the pgmi CLI reads sslmode as libpq does', () => {
  // pgmi negotiates prefer itself (one connection: SSLRequest, then TLS or plain on the same socket); against a
  // server that offers TLS the session must be encrypted, and a verifying mode still verifies.
  async function encryptedAs(url: string): Promise<boolean> {
    const client = await connect(parseConnectionString(url, '--connection', {}));
    try {
      const { rows } = await client.query('SELECT ssl FROM pg_catalog.pg_stat_ssl WHERE pid = pg_catalog.pg_backend_pid()');
      return (rows[0] as { ssl: boolean }).ssl;
    } finally {
      await client.end();
    }
  }

  it('prefer (the default) encrypts when the server offers TLS; disable does not; verify-full refuses the name', async () => {
    const url = databaseUrl(cluster.url(), 'tlsdb');
    const join = url.includes('?') ? '&' : '?';
    expect(await encryptedAs(url)).toBe(true);
    expect(await encryptedAs(`${url}${join}sslmode=prefer`)).toBe(true);
    expect(await encryptedAs(`${url}${join}sslmode=disable`)).toBe(false);
    await expect(encryptedAs(`${url}${join}sslmode=verify-full&sslrootcert=${encodeURIComponent(certFile)}`)).rejects.toThrow(/TLS|certificate|altnames/i);
  });

  it('prefer goes on unencrypted when the server offers TLS but pg_hba.conf refuses encrypted sessions of the role, as psql does', async () => {
    const url = databaseUrl(cluster.url(), 'tlsdb');
    const hba = join(cluster.dataDir, 'pg_hba.conf');
    const original = await readFile(hba, 'utf8');
    await adminQuery(url, 'CREATE ROLE plain_only LOGIN');
    try {
      await writeFile(hba, `hostssl all plain_only 127.0.0.1/32 reject\nhostnossl all plain_only 127.0.0.1/32 trust\n${original}`);
      await adminQuery(url, 'SELECT pg_catalog.pg_reload_conf()');
      const asPlainOnly = new URL(url);
      asPlainOnly.username = 'plain_only';
      // libpq's answer, for reference: psql with the default sslmode (prefer) connects, unencrypted.
      const psql = await execa('psql', [asPlainOnly.toString(), '-XAtc', 'SELECT ssl FROM pg_catalog.pg_stat_ssl WHERE pid = pg_catalog.pg_backend_pid()']);
      expect(psql.stdout.trim()).toBe('f');
      expect(await encryptedAs(asPlainOnly.toString())).toBe(false);
    } finally {
      await writeFile(hba, original);
      await adminQuery(url, 'SELECT pg_catalog.pg_reload_conf()');
      await adminQuery(url, 'DROP ROLE plain_only');
    }
  });
});
