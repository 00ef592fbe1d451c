import { join } from 'node:path';
import { writeFile, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { cleanEnv, PGMI_BIN, runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { queryOne, snapshotDatabase } from '../support/project.js';
import { commandMissing, skipWithout } from '../support/required-tool.js';

let db: TestDatabase;
let work: string;
let project: string;

beforeAll(async () => {
  db = await createTestDatabase('deploy', { create: false });
  work = await makeTempDir('pgmi-deploy');
  project = join(work, 'shop');
  const init = await runPgmi(['init', project, '--template', 'basic', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
});
afterAll(async () => {
  await db.drop();
  await removeDir(work);
});

describe('pgmi deploy on the basic template', () => {
  it('creates the missing database, applies every script, runs the tests, and records it', async () => {
    const result = await runPgmi(['deploy', project, '--connection', db.url]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Database "${db.name}" does not exist; creating it.`);
    expect(result.stderr).toMatch(/✓ Deployed .*: 4 scripts applied, 0 skipped, 4 tests passed/);
    expect(result.stderr).toContain('1 no-transaction scripts ran after COMMIT');
    // A server named by a connection gets params.env (prod): the development seed did not run; test fixtures
    // were rolled back.
    expect(result.stderr).not.toContain('dev seed');
    const users = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM app.users');
    expect(users.n).toBe(0);
    const index = await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'users_active_idx'");
    expect(index.n).toBe(1);
    const scripts = await queryOne<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM pgmi.script');
    expect(scripts.n).toBe(4);
  });

  it('is a fast no-op when nothing changed', async () => {
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['deploy', project, '--connection', db.url]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('is up to date');
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('re-applies repeatable scripts when one changed, and skips applied once-scripts', async () => {
    const file = join(project, 'lib', '01-users.sql');
    await writeFile(file, `${await readFile(file, 'utf8')}\nCOMMENT ON FUNCTION app.find_user(text) IS 'changed';\n`);
    const result = await runPgmi(['deploy', project, '--connection', db.url, '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as { status: string; scripts: { applied: number; skipped: number }; tests: { passed: number } };
    expect(doc.status).toBe('success');
    expect(doc.scripts).toMatchObject({ applied: 3, skipped: 1 });
    const comment = await queryOne<{ c: string }>(db.url, "SELECT obj_description('app.find_user(text)'::regprocedure) AS c");
    expect(comment.c).toBe('changed');
    const once = await queryOne<{ n: number }>(db.url, "SELECT apply_count AS n FROM pgmi.script WHERE path = 'migrations/001-create-users.sql'");
    expect(once.n).toBe(1);
  });

  it('refuses an edited once-script with exit 10, naming it, and changes nothing', async () => {
    const file = join(project, 'migrations', '001-create-users.sql');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('display_name text NOT NULL', 'display_name text'));
    try {
      const before = await snapshotDatabase(db.url);
      const result = await runPgmi(['deploy', project, '--connection', db.url]);
      expect(result.exitCode).toBe(10);
      expect(result.stderr).toContain('migrations/001-create-users.sql');
      expect(result.stderr).toContain('once');
      expect(await snapshotDatabase(db.url)).toBe(before);
    } finally {
      await writeFile(file, original);
    }
  });

  it('--dry-run prints each script as pending, changed or up to date and writes nothing', async () => {
    await writeFile(join(project, 'lib', '03-report.sql'), 'CREATE OR REPLACE VIEW app.active_users AS SELECT * FROM app.users WHERE is_active;\n');
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['deploy', project, '--connection', db.url, '--dry-run']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/pending\s+repeatable\s+\w+\s+lib\/03-report\.sql/);
    expect(result.stdout).toMatch(/up-to-date\s+once\s+\w+\s+migrations\/001-create-users\.sql/);
    expect(await snapshotDatabase(db.url)).toBe(before);
    // It names the server it compared against, without the password.
    const url = new URL(db.url);
    expect(result.stderr).toContain(`Dry run against ${decodeURIComponent(url.username)}@${url.hostname}:${url.port || 5432}/${db.name}: `);
    if (url.password !== '') expect(result.stderr).not.toContain(decodeURIComponent(url.password));
  });

  it('--json prints exactly one document with counts, masked params and no password', async () => {
    // The run's own password when the server has one (embedded: scram), else one a trusting server ignores.
    const url = new URL(db.url);
    if (url.password === '') url.password = 'not-needed-but-secret';
    const secret = decodeURIComponent(url.password);
    const result = await runPgmi(['deploy', project, '--connection', url.toString(), '--json', '--param', 'api_token=tok-123']);
    expect(result.exitCode, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(expect.arrayContaining(['status', 'exitCode', 'database', 'durationMs', 'fingerprint', 'scripts', 'tests', 'params', 'warnings']));
    expect(doc.params).toMatchObject({ api_token: '***', env: 'prod' });
    expect(result.stdout + result.stderr).not.toContain(secret);
    expect(result.stdout + result.stderr).not.toContain('tok-123');
    const stored = await queryOne<{ p: Record<string, string> }>(db.url, 'SELECT params AS p FROM pgmi.deployment ORDER BY deployment_id DESC LIMIT 1');
    expect(stored.p.api_token).toBe('***');
  });

  it('runs the development seed only when asked: --param env=dev on a server, or the embedded PostgreSQL (dev_params)', async () => {
    const asked = await runPgmi(['deploy', project, '--connection', db.url, '--param', 'env=dev']);
    expect(asked.exitCode, asked.stderr).toBe(0);
    expect(asked.stderr).toContain('dev seed: administrator admin@example.com');
    const row = await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM app.users WHERE email = 'admin@example.com'");
    expect(row.n).toBe(1);
    // pgmi test with no connection anywhere: the embedded PostgreSQL, a development deploy.
    const embedded = await runPgmi(['test', project], { timeoutMs: 180_000 });
    expect(embedded.exitCode, embedded.stderr).toBe(0);
    expect(embedded.stderr).toContain('using the embedded PostgreSQL');
    expect(embedded.stderr).toContain('dev seed: administrator admin@example.com');
  }, 240_000);

  it('pgmi test runs everything and rolls it all back', async () => {
    await writeFile(join(project, 'lib', '04-extra.sql'), 'CREATE TABLE IF NOT EXISTS app.only_in_test (id int);\n');
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['test', project, '--connection', db.url]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/4 tests passed .* rolled back/);
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('--skip-tests deploys with a warning', async () => {
    const result = await runPgmi(['deploy', project, '--connection', db.url, '--skip-tests']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('warning: --skip-tests: 4 SQL tests were not run.');
    expect(result.stderr).toContain('tests skipped');
  });

  // `script` (util-linux) gives the CLI a pseudo-terminal, as a person at a terminal would have.
  it.skipIf(skipWithout(commandMissing('script', 'apt-get install bsdutils')))('on a terminal shows one live progress line that is rewritten in place', async () => {
    const command = ['node', PGMI_BIN, 'deploy', project, '--connection', db.url, '--force'].map((a) => `'${a}'`).join(' ');
    const result = await execa('script', ['-qec', command, '/dev/null'], { env: cleanEnv(), extendEnv: false, reject: false });
    expect(result.exitCode, String(result.stdout)).toBe(0);
    const output = String(result.stdout);
    expect(output).toMatch(/\[1\/\d+\] migrations\/001-create-users\.sql|\[1\/\d+\] lib\/01-users\.sql/);
    expect(output).toContain('\r\u001b[2K'); // the line is cleared and rewritten, not repeated
    expect(output).toContain('✓ Deployed');
  });
});
