// The primary pool's size as the database sees it: with DB_POOL_SIZE unset and the database on this host, the
// gateway opens twice this machine's cores (4 to 10) connections and no more, says so in its start line, and calls
// beyond that wait their turn and succeed; DB_POOL_SIZE overrides the rule.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAdvancedProject, type DeployedProject } from './support/project.js';
import { startGateway } from './support/gateway-process.js';
import { registerTestTool, text } from './support/handlers.js';
import { postMcp, rpcRequest } from './support/http.js';

let project: DeployedProject;
const NAP_SECONDS = 0.4;

beforeAll(async () => {
  project = await deployAdvancedProject('poolsize');
  await registerTestTool(project.db, { name: 'pool_nap', readOnly: true, body: `BEGIN PERFORM pg_sleep(${NAP_SECONDS}); ${text(`'rested'`)} END;` });
}, 300_000);

afterAll(async () => {
  await project?.cleanup();
});

/** The primary pool's connections by state, as pg_stat_activity shows them: its URL names the application (the
 * LISTEN connection and the task pool use DATABASE_LISTEN_URL, which does not). */
async function connections(application: string): Promise<{ total: number; active: number }> {
  const result = await project.db.query<{ total: number; active: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE state = 'active'))::int AS active
       FROM pg_catalog.pg_stat_activity WHERE datname = $1 AND application_name = $2`,
    [project.db.name, application],
  );
  return result.rows[0]!;
}

/** Calls the napping tool `calls` times at once while watching the gateway's connections; the most seen of each. */
async function loadAndWatch(mcpUrl: string, application: string, calls: number) {
  let watching = true;
  const most = { total: 0, active: 0 };
  const watcher = (async () => {
    while (watching) {
      const now = await connections(application);
      most.total = Math.max(most.total, now.total);
      most.active = Math.max(most.active, now.active);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const responses = await Promise.all(Array.from({ length: calls }, (_, i) => postMcp(mcpUrl, rpcRequest('tools/call', { name: 'pool_nap', arguments: {} }, i + 1))));
  watching = false;
  await watcher;
  return { responses, most };
}

describe('the primary pool size', () => {
  it('is twice the cores (4 to 10) for a database on this host, stated at start and held under load', async () => {
    expect(new URL(project.gatewayUrl).hostname).toBe('127.0.0.1'); // the rule below is the on-this-host one
    const expected = Math.min(10, Math.max(4, 2 * availableParallelism()));
    const url = new URL(project.gatewayUrl);
    url.searchParams.set('application_name', 'poolsize-default');
    const gateway = await startGateway({ projectDir: project.dir, databaseUrl: url.toString(), env: { DB_POOL_SIZE: '', DATABASE_LISTEN_URL: project.gatewayUrl } });
    try {
      const start = gateway.logs.find((entry) => entry.msg === 'listening');
      expect(start).toMatchObject({ pool_size: expected, pool_size_from: 'database on this host' });
      const { responses, most } = await loadAndWatch(gateway.mcpUrl, 'poolsize-default', expected + 3);
      for (const response of responses) {
        expect(response.status).toBe(200);
        expect(response.json.result?.content?.[0]?.text, JSON.stringify(response.json)).toBe('rested');
      }
      expect(most.active).toBe(expected);
      expect(most.total).toBeLessThanOrEqual(expected);
    } finally {
      await gateway.stop();
    }
  }, 60_000);

  it('takes DB_POOL_SIZE over the rule', async () => {
    const url = new URL(project.gatewayUrl);
    url.searchParams.set('application_name', 'poolsize-set');
    const gateway = await startGateway({ projectDir: project.dir, databaseUrl: url.toString(), env: { DB_POOL_SIZE: '2', DATABASE_LISTEN_URL: project.gatewayUrl } });
    try {
      expect(gateway.logs.find((entry) => entry.msg === 'listening')).toMatchObject({ pool_size: 2, pool_size_from: 'DB_POOL_SIZE' });
      const { responses, most } = await loadAndWatch(gateway.mcpUrl, 'poolsize-set', 4);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(most).toEqual({ total: 2, active: 2 });
    } finally {
      await gateway.stop();
    }
  }, 60_000);
});
