// An autovacuum worker is not a session that blocks a branch: PostgreSQL stops it itself for CREATE DATABASE …
// TEMPLATE and DROP DATABASE. Counting it refused branch_delete at random on a busy server (CI, the embedded
// run, after a deploy left dead rows on the branch). A server of this file's own makes autovacuum visit every
// second and vacuum the test table slowly, so a worker is surely there while the branch is copied and dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createBranch, deleteBranch, listBranches } from '../../src/serve/branches.js';
import { databaseUrl } from '../support/test-database.js';
import { eventually } from '../support/poll.js';
import { startPrivateServer, type PrivateServer } from '../support/pg-server.js';

let server: PrivateServer;
let admin: pg.Client;

beforeAll(async () => {
  server = await startPrivateServer({ password: null, settings: { autovacuum_naptime: '1' } });
  admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await server?.stop();
});

/** Leaves dead rows in a table that autovacuum vacuums at one page per 100 ms, and waits for its worker. */
async function keepAutovacuumBusy(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(server.url, database) });
  await client.connect();
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS public.churn (id int, pad text)
                        WITH (autovacuum_vacuum_threshold = 0, autovacuum_vacuum_scale_factor = 0,
                              autovacuum_vacuum_cost_delay = 100, autovacuum_vacuum_cost_limit = 1)`);
    await client.query("INSERT INTO public.churn SELECT g, repeat('x', 200) FROM generate_series(1, 20000) g");
    await client.query('DELETE FROM public.churn');
  } finally {
    await client.end();
  }
  await eventually(`an autovacuum worker on ${database}`, async () => {
    const found = await admin.query("SELECT 1 FROM pg_catalog.pg_stat_activity WHERE datname = $1 AND backend_type = 'autovacuum worker'", [database]);
    return found.rowCount === 1;
  }, 90_000);
}

describe('branches and autovacuum', () => {
  it('copies and drops a branch while autovacuum works on it, and does not count the worker as a session', async () => {
    await admin.query('CREATE DATABASE orig');
    await keepAutovacuumBusy('orig');
    const branch = await createBranch(admin, 'orig', 'busy', 2);
    expect(branch).toMatchObject({ name: 'busy', database: 'orig_br_busy' });

    await keepAutovacuumBusy('orig_br_busy');
    expect((await listBranches(admin, 'orig'))[0]).toMatchObject({ name: 'busy', connections: 0 });
    expect(await deleteBranch(admin, 'orig', 'busy', false)).toMatchObject({ database: 'orig_br_busy' });
    expect(await listBranches(admin, 'orig')).toEqual([]);
  }, 240_000);
});
