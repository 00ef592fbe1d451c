// Faults under load. While clients call tools (read-only ones on the read replica pool, writes on the primary) and
// create tasks, every kind of database connection the gateway holds is taken away: each kind of backend is
// terminated by the server (pg_terminate_backend: a request's, the read replica's, the LISTEN connection, a
// running task's, the exchange relay's), the network between gateway and database drops every connection at once,
// and PostgreSQL restarts. The gateway process stays up, answers 200 or 503 + Retry-After (nothing else), recovers
// by itself, and loses nothing: every task it accepted ends completed (a run cut short is run again by the
// database) and every read-only call's exchange record is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { deployAdvancedProject, deployProject, gatewayRoleUrl, renderProject, type DeployedProject } from './support/project.js';
import { startGateway, type GatewayHandle } from './support/gateway-process.js';
import { registerTestTools } from './support/handlers.js';
import { issueApiKey } from './support/keys.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { postModern, registerTaskTool, SLEEPING_TASK_BODY, waitForTasks } from './support/tasks.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import { startPrivateServer } from '../support/pg-server.js';
import { adminQuery, databaseUrl } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { waitUntil } from '../support/poll.js';

interface LoadReport {
  statuses: Array<{ status: number; retryAfter: string | null; what: string }>;
  /** Tasks the gateway accepted (tools/call answered a task). */
  tasks: string[];
  /** Markers of read-only calls answered 200: each must reach the exchange log. */
  markers: string[];
}

/** Four clients calling read-only and writing tools and creating a task every few calls, until stopped. */
function startLoad(gateway: GatewayHandle, key: string): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { statuses: [], tasks: [], markers: [] };
  const auth = { authorization: `Bearer ${key}` };
  let isRunning = true;
  let counter = 0;
  const workers = Array.from({ length: 4 }, async () => {
    while (isRunning) {
      const n = counter++;
      if (n % 6 === 5) {
        const created = await postModern(gateway.mcpUrl, 'tools/call', { name: 'fault_task', arguments: { seconds: 1 } }, key).catch(() => undefined);
        report.statuses.push({ status: created?.status ?? 0, retryAfter: created?.headers.get('retry-after') ?? null, what: created?.text.slice(0, 200) ?? 'no answer' });
        if (typeof created?.json?.result?.taskId === 'string') report.tasks.push(created.json.result.taskId);
      } else {
        const marker = `fault-${n}`;
        const isRead = n % 2 === 0;
        const call = rpcRequest('tools/call', isRead ? { name: 'gw_sleep', arguments: { seconds: 0.02, marker } } : { name: 'gw_app_rw', arguments: {} }, n);
        const response = await postMcp(gateway.mcpUrl, call, auth).catch(() => undefined);
        report.statuses.push({ status: response?.status ?? 0, retryAfter: response?.headers.get('retry-after') ?? null, what: response?.text.slice(0, 200) ?? 'no answer' });
        if (isRead && response?.status === 200 && response.json?.result?.content?.[0]?.text === 'slept') report.markers.push(marker);
      }
      await new Promise((resolve) => setTimeout(resolve, 15)); // pacing, not synchronisation
    }
  });
  return {
    stop: async () => {
      isRunning = false;
      await Promise.all(workers);
      return report;
    },
  };
}

/** Terminates the gateway's backends that match `where` (waiting up to 20 s for one to exist); answers how many. */
async function terminate(serverUrl: string, database: string, where: string): Promise<number> {
  let terminated = 0;
  const found = await waitUntil(async () => {
    const result = await adminQuery(
      serverUrl,
      `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND (${where})`,
      [database],
    );
    terminated = Number(result.rows[0]!.n);
    return terminated > 0;
  }, 20_000, 50);
  if (!found) throw new Error(`no backend matched ${where}`);
  return terminated;
}

/** The gateway serves a call again (it recovered). */
async function expectServing(gateway: GatewayHandle, key: string): Promise<void> {
  const serving = await waitUntil(async () => {
    const response = await postMcp(gateway.mcpUrl, rpcRequest('tools/call', { name: 'gw_app_rw', arguments: {} }), { authorization: `Bearer ${key}` }).catch(() => undefined);
    return response?.status === 200;
  }, 30_000, 200);
  expect(serving, `the gateway serves again (exit code ${gateway.child.exitCode}): ${gateway.output().slice(-1500)}`).toBe(true);
}

/** What must hold after any fault: the process is up, answers were 200 or 503 + Retry-After, nothing was lost. */
async function expectNothingLost(gateway: GatewayHandle, report: LoadReport, key: string, exchangeLog: (sql: string, params: unknown[]) => Promise<number>): Promise<void> {
  expect(gateway.child.exitCode, gateway.output().slice(-2000)).toBeNull();
  expect(gateway.logs.filter((entry) => entry.unparsed !== undefined && /Unhandled|uncaught/i.test(String(entry.unparsed)))).toEqual([]);
  expect(report.statuses.filter((s) => s.status !== 200 && !(s.status === 503 && s.retryAfter !== null)).slice(0, 5)).toEqual([]);
  expect(report.tasks.length).toBeGreaterThan(0);
  const tasks = await waitForTasks(gateway.mcpUrl, report.tasks, key, 90_000);
  expect([...tasks.values()].filter((task) => task.status !== 'completed').map((task) => ({ id: task.taskId, status: task.status, error: task.error }))).toEqual([]);
  const markers = [...new Set(report.markers)];
  const stored = await waitUntil(
    async () => (await exchangeLog("SELECT count(DISTINCT (request).arguments ->> 'marker')::int AS n FROM api.mcp_exchange WHERE (request).arguments ->> 'marker' = ANY ($1)", [markers])) === markers.length,
    30_000,
    250,
  );
  expect(stored, `every read-only call's exchange record is stored (${markers.length})`).toBe(true);
}

async function prepareDatabase(db: { query: (sql: string, params?: unknown[]) => Promise<unknown> }): Promise<string> {
  await registerTestTools(db as never);
  await registerTaskTool(db as never, 'fault_task', SLEEPING_TASK_BODY);
  return (await issueApiKey(db as never, 'faults@example.com')).key;
}

function withApplicationName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', name);
  return parsed.toString();
}

describe('gateway backends terminated and connections cut under load', () => {
  let project: DeployedProject;
  let key: string;

  beforeAll(async () => {
    project = await deployAdvancedProject('faults');
    key = await prepareDatabase(project.db);
  }, 300_000);
  afterAll(async () => {
    await project?.cleanup();
  });

  it('survives each kind of backend being terminated, and every accepted task ends completed', async () => {
    const gateway = await startGateway({
      projectDir: project.dir,
      databaseUrl: withApplicationName(project.gatewayUrl, 'faults-primary'),
      env: {
        // A read replica pool (the same database: a writable copy is always fresh) so that its backends can be ended too.
        DATABASE_READ_URL: withApplicationName(project.gatewayUrl, 'faults-read'),
        DB_READ_PROBE_MS: '200',
        MCP_TASK_POLL_MS: '200',
        EXCHANGE_LOG_FLUSH_MS: '50',
      },
    });
    try {
      const load = startLoad(gateway, key);
      const kinds: Array<[string, string]> = [
        ['request', "application_name = 'faults-primary' AND query LIKE '%api.mcp_handle_request%'"],
        ['read replica', "application_name = 'faults-read'"],
        ['LISTEN', "query LIKE 'LISTEN %'"],
        ['task runner', "query LIKE 'SELECT api.mcp_task_run%' AND state = 'active'"],
        ['exchange relay', "query LIKE '%api.record_exchanges%'"],
      ];
      const terminated: Record<string, number> = {};
      for (const [kind, where] of kinds) {
        terminated[kind] = await terminate(project.db.serverUrl, project.db.name, where);
        await expectServing(gateway, key);
      }
      // The LISTEN connection comes back by itself.
      expect(await waitUntil(async () => (await project.db.query("SELECT FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'")).rowCount! > 0, 30_000)).toBe(true);
      const report = await load.stop();
      expect(Object.values(terminated).every((count) => count > 0), JSON.stringify(terminated)).toBe(true);
      await expectNothingLost(gateway, report, key, async (sql, params) => Number((await project.db.query(sql, params)).rows[0]!.n));
      expect(gateway.logs.some((entry) => entry.msg === 'task run interrupted; the database runs it again')).toBe(true);
      expect((await send(`${gateway.url}/ready`)).status).toBe(200);
      expect(await gateway.stop()).toBe(0);
    } finally {
      await gateway.stop();
    }
  }, 240_000);

  it('survives the network dropping every connection at once, with tasks running', async () => {
    const target = new URL(project.db.url);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(project.gatewayUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const drops = 3;
    // Each cut may end the same task's run (it is the one running when the next cut comes), and a task is started at
    // most mcp_task_max_attempts times: allow more starts than cuts, so every task must still complete.
    await project.db.query(
      "INSERT INTO internal.setting (key, value) VALUES ('mcp_task_max_attempts', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [String(drops + 2)],
    );
    const gateway = await startGateway({ projectDir: project.dir, databaseUrl: viaProxy.toString(), env: { MCP_TASK_POLL_MS: '200', EXCHANGE_LOG_FLUSH_MS: '50' } });
    try {
      const load = startLoad(gateway, key);
      for (let drop = 0; drop < drops; drop++) {
        // Cut while a task runs, so the runner's connection goes too.
        expect(await waitUntil(async () => (await project.db.query("SELECT FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT api.mcp_task_run%' AND state = 'active'")).rowCount! > 0, 20_000, 50)).toBe(true);
        expect(proxy.dropAll()).toBeGreaterThan(0);
        await expectServing(gateway, key);
      }
      const report = await load.stop();
      await expectNothingLost(gateway, report, key, async (sql, params) => Number((await project.db.query(sql, params)).rows[0]!.n));
      expect(await gateway.stop()).toBe(0);
    } finally {
      await gateway.stop();
      await proxy.close();
    }
  }, 240_000);
});

describe('gateway with tasks running while PostgreSQL restarts', () => {
  it('answers 503 + Retry-After while the database is down, recovers, and runs every accepted task to completion', async () => {
    const server = await startPrivateServer({ password: null });
    const url = databaseUrl(server.url, 'faultsdb');
    const root = await makeTempDir('pgmi-gw-faults');
    const dir = join(root, 'app');
    try {
      await renderProject(dir);
      await deployProject(dir, url);
      const db = { query: (sql: string, params?: unknown[]) => adminQuery(url, sql, params) };
      const key = await prepareDatabase(db);
      const gateway = await startGateway({
        projectDir: dir,
        databaseUrl: await gatewayRoleUrl(dir, url, 'faultsdb'),
        env: { DB_POOL_ACQUIRE_TIMEOUT_MS: '500', MCP_TASK_POLL_MS: '200', EXCHANGE_LOG_FLUSH_MS: '50' },
      });
      try {
        const load = startLoad(gateway, key);
        expect(await waitUntil(async () => (await db.query("SELECT FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT api.mcp_task_run%' AND state = 'active'")).rowCount! > 0, 20_000, 50)).toBe(true);
        await server.cluster.stop('fast');
        // Down long enough for the load to see it.
        const saw503 = await waitUntil(() => gateway.logs.some((entry) => entry.status === 503), 20_000);
        expect(saw503, `a request is answered 503 (gateway exit code ${gateway.child.exitCode}); its last output: ${gateway.output().slice(-3000)}`).toBe(true);
        await server.cluster.start();
        await expectServing(gateway, key);
        const report = await load.stop();
        expect(report.statuses.some((s) => s.status === 503)).toBe(true);
        await expectNothingLost(gateway, report, key, async (sql, params) => Number((await db.query(sql, params)).rows[0]!.n));
        expect(await gateway.stop()).toBe(0);
      } finally {
        await gateway.stop();
      }
    } finally {
      await server.stop();
      await removeDir(root);
    }
  }, 300_000);
});
