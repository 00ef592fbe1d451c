// Deploys under faults from outside: a killed pgmi during a long statement, a lock held by someone else, two
// first deploys racing to create the database, and a connection terminated mid-deploy.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi, type CliResult } from '../support/cli.js';
import { eventually } from '../support/poll.js';
import { startDeploy, waitForBackend } from '../support/background-deploy.js';
import { adminQuery, createTestDatabase, databaseUrl, uniqueDatabaseName, type TestDatabase } from '../support/test-database.js';
import { deployedProject, queryOne, type DeployedProject } from '../support/project.js';

let db: TestDatabase;
let dir: string;

// lib/02-pause.sql sleeps for --param pause=N seconds, to catch a deploy in the middle of a statement.
const files = {
  'pgmi.yaml': 'deploy:\n  order: [lib/]\nparams:\n  pause: "0"\n',
  'lib/01-table.sql': 'CREATE TABLE IF NOT EXISTS public.marker (at timestamptz);\nINSERT INTO public.marker VALUES (now());\n',
  'lib/02-pause.sql': "SELECT pg_catalog.pg_sleep(current_setting('pgmi.pause')::float);\n",
};

const isBugReport = (result: CliResult) => /bug in pgmi|unexpected error/i.test(result.stdout + result.stderr);

let fixture: DeployedProject;
beforeAll(async () => {
  fixture = await deployedProject('resilience', files);
  ({ db, dir } = fixture);
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe('a killed deploy does not hold the lock until its statement ends', () => {
  it('kill -9 during pg_sleep(60): the server ends the orphaned backend and the next deploy gets through', async () => {
    const markers = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM public.marker');
    const child = startDeploy(dir, db.url, ['--param', 'pause=60', '--force']);
    const pid = await waitForBackend(db.url, child.tag);
    child.kill('SIGKILL');
    await child;
    // Without the server checking its client, the backend would sleep on, holding the lock, for a minute.
    await eventually('the orphaned backend has ended (well before its 60 s statement would have)', async () =>
      (await adminQuery(db.url, 'SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rowCount === 0, 40_000, 200);
    const next = await runPgmi(['deploy', dir, '--connection', db.url, '--param', 'pause=0', '--force']);
    expect(next.exitCode, next.stderr).toBe(0);
    const after = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM public.marker');
    expect(after.n).toBe(markers.n + 1); // the killed deploy's insert was rolled back
  });
});

describe('the lock message says who holds the lock, for how long, and whether its client is there', () => {
  const lockSql = "SELECT pg_catalog.pg_advisory_lock(pg_catalog.hashtextextended('pgmi.deploy:' || pg_catalog.current_database(), 0))";

  it('names an idle holder and a busy one, in text and in --json', async () => {
    const holder = new pg.Client({ connectionString: `${db.url}?application_name=lock-holder` });
    await holder.connect();
    try {
      await holder.query(lockSql);
      const idle = await runPgmi(['deploy', dir, '--connection', db.url, '--force']);
      expect(idle.exitCode).toBe(15);
      expect(idle.stderr).toMatch(/another deploy is running on this database \(held by backend \d+ \(user \S+, lock-holder\); connected for [\d.ms]+; idle, so its client is connected and the server is waiting for it\)/);

      const busy = holder.query('SELECT pg_catalog.pg_sleep(30)').catch(() => undefined);
      const pid = (await queryOne<{ pid: number }>(db.url, "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lock-holder'")).pid;
      await eventually('the lock holder runs its pg_sleep', async () =>
        (await queryOne<{ state: string }>(db.url, 'SELECT state FROM pg_stat_activity WHERE pid = $1', [pid])).state === 'active', 10_000);
      const active = await runPgmi(['deploy', dir, '--connection', db.url, '--force', '--json']);
      expect(active.exitCode).toBe(15);
      expect(active.stderr).toContain(`held by backend ${pid}`);
      expect(active.stderr).toMatch(/running a statement for [\d.ms]+; its client is still connected as far as the server can tell/);
      const doc = JSON.parse(active.stdout) as { exitCode: number; error: { code: string; holder: { pid: number; state: string; sessionMs: number } } };
      expect(doc).toMatchObject({ exitCode: 15, error: { code: 'deploy_locked', holder: { pid, state: 'active' } } });
      expect(doc.error.holder.sessionMs).toBeGreaterThan(0);
      await adminQuery(db.url, 'SELECT pg_catalog.pg_cancel_backend($1)', [pid]);
      await busy;
    } finally {
      await holder.end();
    }
  });
});

describe('two first deploys racing to create the same database', () => {
  it('never reports a bug: one deploys, the other exits 15 or finds it up to date; with --lock-wait both succeed', async () => {
    const created: string[] = [];
    try {
      for (let round = 0; round < 4; round += 1) {
        const name = uniqueDatabaseName('race');
        created.push(name);
        const url = databaseUrl(db.serverUrl, name);
        const extra = round % 2 === 0 ? [] : ['--lock-wait', '60s'];
        const results = await Promise.all([0, 1].map(() => runPgmi(['deploy', dir, '--connection', url, ...extra])));
        for (const result of results) {
          expect(isBugReport(result), result.stderr).toBe(false);
          expect([0, 15], result.stderr).toContain(result.exitCode);
          if (result.exitCode === 15) expect(result.stderr).toContain('another deploy is running');
        }
        if (extra.length > 0) expect(results.map((r) => r.exitCode)).toEqual([0, 0]);
        expect(results.some((r) => r.exitCode === 0 && r.stderr.includes('Deployed'))).toBe(true);
        expect(results.filter((r) => r.stderr.includes('created database')).length).toBeLessThanOrEqual(1);
      }
    } finally {
      for (const name of created) await adminQuery(db.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});

describe('a connection lost mid-deploy', () => {
  it('while a script runs: exit 11, says what happened and that the server rolled back, one --json document', async () => {
    const markers = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM public.marker');
    const child = startDeploy(dir, db.url, ['--param', 'pause=30', '--force', '--json']);
    const pid = await waitForBackend(db.url, child.tag);
    await adminQuery(db.url, 'SELECT pg_catalog.pg_terminate_backend($1)', [pid]);
    const done = await child;
    expect(done.exitCode, String(done.stderr)).toBe(11);
    const stderr = String(done.stderr);
    expect(stderr).toContain('lost the connection to the server while running lib/02-pause.sql');
    expect(stderr).toContain('the server rolled the deploy transaction back, so nothing was applied');
    expect(stderr).not.toMatch(/bug in pgmi/);
    const doc = JSON.parse(String(done.stdout)) as { exitCode: number; error: { code: string; lostAt: string; step: string } };
    expect(doc).toMatchObject({ exitCode: 11, error: { code: 'connection_failed', lostAt: 'in-transaction', step: 'lib/02-pause.sql' } });
    const after = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM public.marker');
    expect(after.n).toBe(markers.n);
  });

  it('while waiting for the lock (between statements): exit 11, nothing applied, one --json document', async () => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_catalog.pg_advisory_lock(pg_catalog.hashtextextended('pgmi.deploy:' || pg_catalog.current_database(), 0))");
      const child = startDeploy(dir, db.url, ['--force', '--lock-wait', '60s', '--json']);
      const pid = await waitForBackend(db.url, child.tag, 'any');
      await eventually('the deploy is polling for the lock', async () =>
        (await adminQuery(db.url, "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND query LIKE '%pg_try_advisory_lock%'", [pid])).rowCount === 1, 20_000, 50);
      await adminQuery(db.url, 'SELECT pg_catalog.pg_terminate_backend($1)', [pid]);
      const done = await child;
      expect(done.exitCode, String(done.stderr)).toBe(11);
      expect(String(done.stderr)).toContain('lost the connection to the server before the deploy transaction started');
      expect(String(done.stderr)).not.toMatch(/bug in pgmi/);
      expect(JSON.parse(String(done.stdout))).toMatchObject({ status: 'failed', exitCode: 11, error: { lostAt: 'before-transaction' } });
    } finally {
      await holder.end();
    }
  });

  it('an unexpected failure (a foreign pgmi schema) still prints one --json document, with exit 1', async () => {
    const foreign = await createTestDatabase('foreign-pgmi');
    try {
      await foreign.query('CREATE SCHEMA pgmi; CREATE TABLE pgmi.script (path text)');
      const result = await runPgmi(['deploy', dir, '--connection', foreign.url, '--json']);
      expect(result.exitCode).toBe(1);
      const doc = JSON.parse(result.stdout) as { status: string; exitCode: number; error: { code: string; message: string } };
      expect(doc).toMatchObject({ status: 'failed', exitCode: 1, error: { code: 'unexpected' } });
      expect(doc.error.message).toContain('pgmi.deployment');
    } finally {
      await foreign.drop();
    }
  });
});
