import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { PGMI_BIN, runPgmi } from '../support/cli.js';
import { startDeploy, waitForBackend } from '../support/background-deploy.js';
import type { TestDatabase } from '../support/test-database.js';
import { removeDir } from '../support/temp-dir.js';
import { commandMissing, skipWithout } from '../support/required-tool.js';
import { deployedProject, makeProject, queryOne, snapshotDatabase, type DeployedProject } from '../support/project.js';

let db: TestDatabase;
let dir: string;

// A deploy that can be made slow on demand (--param pause=N seconds), to catch it mid-transaction.
const files = {
  'pgmi.yaml': 'deploy:\n  order: [schema/, lib/, indexes/]\nparams:\n  pause: "0"\n',
  'schema/001.sql': '-- pgmi:once\nCREATE SCHEMA app;\nCREATE TABLE app.item (id int PRIMARY KEY, state text);\n',
  'lib/01-mark.sql': "CREATE TABLE IF NOT EXISTS app.marker (at timestamptz);\nINSERT INTO app.marker VALUES (now());\n",
  'lib/02-pause.sql': "SELECT pg_catalog.pg_sleep(current_setting('pgmi.pause')::float);\n",
  'indexes/items.sql': '-- pgmi:no-transaction\nCREATE INDEX CONCURRENTLY IF NOT EXISTS item_state_idx ON app.item (state);\n',
};

let fixture: DeployedProject;
beforeAll(async () => {
  fixture = await deployedProject('lifecycle', files);
  ({ db, dir } = fixture);
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe('deploy lifecycle', () => {
  it('runs no-transaction scripts after COMMIT, one statement at a time', async () => {
    const row = await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'item_state_idx'");
    expect(row.n).toBe(1);
    const kind = await queryOne<{ kind: string }>(db.url, "SELECT kind FROM pgmi.script WHERE path = 'indexes/items.sql'");
    expect(kind.kind).toBe('no-transaction');
  });

  it('a concurrent deploy exits 15 and the running one is unaffected', async () => {
    const first = startDeploy(dir, db.url, ['--param', 'pause=10']);
    await waitForBackend(db.url, first.tag);
    const second = await runPgmi(['deploy', dir, '--connection', db.url, '--param', 'pause=0']);
    expect(second.exitCode).toBe(15);
    expect(second.stderr).toContain('another deploy is running');
    const done = await first;
    expect(done.exitCode, String(done.stderr)).toBe(0);
    expect(String(done.stderr)).toContain('Deployed');
  });

  it('kill -9 mid-deploy leaves the database unchanged and the next deploy succeeds', async () => {
    const before = await snapshotDatabase(db.url);
    const markers = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.marker');
    const child = startDeploy(dir, db.url, ['--param', 'pause=2', '--force']);
    await waitForBackend(db.url, child.tag);
    child.kill('SIGKILL');
    await child;
    // The orphaned transaction ends when its backend notices the client is gone; the next deploy waits for the lock.
    const next = await runPgmi(['deploy', dir, '--connection', db.url, '--lock-wait', '30s', '--force']);
    expect(next.exitCode, next.stderr).toBe(0);
    const after = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.marker');
    expect(after.n).toBe(markers.n + 1); // only the successful deploy's marker
    expect(before).toContain('app.marker');
  });

  it('Ctrl-C cancels the running statement, rolls back, and exits 130', async () => {
    const before = await snapshotDatabase(db.url);
    const child = startDeploy(dir, db.url, ['--param', 'pause=30', '--force']);
    await waitForBackend(db.url, child.tag);
    const started = Date.now();
    child.kill('SIGINT');
    const done = await child;
    expect(done.exitCode).toBe(130);
    // Cancelled, not waited for: it ended before its 30 s statement could have ended by itself.
    expect(Date.now() - started, 'pgmi waited for the statement instead of cancelling it').toBeLessThan(30_000);
    expect(String(done.stderr)).toContain('interrupted');
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('--timeout cancels, rolls back, and exits 16', async () => {
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['deploy', dir, '--connection', db.url, '--param', 'pause=30', '--timeout', '1s']);
    expect(result.exitCode).toBe(16);
    expect(result.stderr).toContain('timed out after 1.00s');
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('--overwrite refuses without confirmation (exit 12) and recreates with --yes', async () => {
    const refused = await runPgmi(['deploy', dir, '--connection', db.url, '--overwrite']);
    expect(refused.exitCode).toBe(12);
    expect(refused.stderr).toContain('--yes');
    const markers = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.marker');
    expect(markers.n).toBeGreaterThan(1);
    const done = await runPgmi(['deploy', dir, '--connection', db.url, '--overwrite', '--yes']);
    expect(done.exitCode, done.stderr).toBe(0);
    const fresh = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.marker');
    expect(fresh.n).toBe(1);
  });

  it('--overwrite refuses the postgres database', async () => {
    const url = new URL(db.url);
    url.pathname = '/postgres';
    const result = await runPgmi(['deploy', dir, '--connection', url.toString(), '--overwrite', '--yes']);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('refusing to overwrite the "postgres" database');
  });
});

describe('the embedded database', () => {
  it('is used, and said so, when no connection information exists anywhere', async () => {
    const project = await makeProject({ ...files, 'pgmi.yaml': 'name: emb\ndeploy:\n  order: [schema/, lib/, indexes/]\nparams:\n  pause: "0"\n' });
    try {
      const first = await runPgmi(['deploy', project], { timeoutMs: 180_000 });
      expect(first.exitCode, first.stderr).toBe(0);
      expect(first.stderr).toContain('using the embedded PostgreSQL in .pgmi/');
      expect(first.stderr).toContain('Deployed emb (embedded)');
      expect(existsSync(join(project, '.pgmi', 'embedded.json'))).toBe(true);
      const again = await runPgmi(['deploy', project], { timeoutMs: 180_000 });
      expect(again.exitCode, again.stderr).toBe(0);
      expect(again.stderr).toContain('is up to date');
    } finally {
      await removeDir(project);
    }
  });

  // As root the embedded server runs as the postgres OS user; a normal user runs it as themself. When the
  // suite runs as root, the normal-user path is exercised through runuser as "nobody" (which must then be there);
  // when it runs as a normal user, the test above already is that path.
  const asRoot = process.getuid?.() === 0;
  it.skipIf(!asRoot || skipWithout(commandMissing('runuser', 'apt-get install util-linux')))('works for a normal user too (run as nobody)', async () => {
    const project = await makeProject({ ...files, 'pgmi.yaml': 'name: emb_user\ndeploy:\n  order: [schema/, lib/, indexes/]\nparams:\n  pause: "0"\n' });
    try {
      await execa('chown', ['-R', 'nobody', project]);
      const result = await execa('runuser', ['-u', 'nobody', '--', 'env', `HOME=${project}`, 'NO_COLOR=1', 'CI=1', process.execPath, PGMI_BIN, 'deploy', project], {
        reject: false,
        extendEnv: false,
        env: { PATH: process.env.PATH },
        timeout: 180_000,
      });
      expect(result.exitCode, String(result.stderr)).toBe(0);
      expect(String(result.stderr)).toContain('Deployed emb_user (embedded)');
      const state = await execa('stat', ['-c', '%U', join(project, '.pgmi', 'data')]);
      expect(state.stdout.trim()).toBe('nobody');
    } finally {
      await removeDir(project);
    }
  });
});
