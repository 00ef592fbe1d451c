import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { removeDir } from '../support/temp-dir.js';
import { makeProject, snapshotDatabase } from '../support/project.js';
import { startPrivateServer } from '../support/pg-server.js';

let db: TestDatabase;
const dirs: string[] = [];

const base = {
  'pgmi.yaml': 'deploy:\n  order: [schema/, lib/]\nparams:\n  env: dev\n',
  'schema/001-tables.sql': '-- pgmi:once\nCREATE SCHEMA app;\nCREATE TABLE app.item (id int PRIMARY KEY, name text NOT NULL);\n',
  'lib/01-functions.sql': 'CREATE OR REPLACE FUNCTION app.item_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM app.item $$;\n',
  '__test__/test_count.sql': "DO $$ BEGIN IF app.item_count() <> 0 THEN RAISE EXCEPTION 'expected 0 items'; END IF; END $$;\n",
};

async function project(extra: Record<string, string>): Promise<string> {
  const dir = await makeProject({ ...base, ...extra });
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  db = await createTestDatabase('failures');
  const good = await project({});
  const result = await runPgmi(['deploy', good, '--connection', db.url]);
  expect(result.exitCode, result.stderr).toBe(0);
});
afterAll(async () => {
  await db.drop();
  for (const dir of dirs) await removeDir(dir);
});

describe('deploy failures leave the database unchanged', () => {
  it('a SQL error in the middle exits 13 with file:line:col, the line and a caret, and SQLSTATE', async () => {
    const dir = await project({
      'lib/01-functions.sql': `${base['lib/01-functions.sql']}\nCREATE TABLE app.extra (id int);\n`,
      'lib/02-broken.sql': '-- a comment\nCREATE OR REPLACE VIEW app.v AS\n  SELECT id, nmae FROM app.item;\n',
      'lib/03-after.sql': 'CREATE TABLE app.never (id int);\n',
    });
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toContain('lib/02-broken.sql:3:14: script failed: column "nmae" does not exist');
    expect(result.stderr).toContain('  3 |   SELECT id, nmae FROM app.item;');
    expect(result.stderr).toMatch(/\n {4}\| {14}\^/);
    expect(result.stderr).toContain('SQLSTATE: 42703');
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('an error raised inside a DO block points at the line inside the block', async () => {
    const dir = await project({ 'lib/02-do.sql': "SELECT 1;\nDO $$\nBEGIN\n  IF true THEN\n    RAISE EXCEPTION 'invariant broken: %', 42 USING HINT = 'fix the data';\n  END IF;\nEND\n$$;\n" });
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toContain('lib/02-do.sql:5:5: script failed: invariant broken: 42');
    expect(result.stderr).toContain('hint: fix the data');
  });

  it('an error in a statement run by a DO block points at that statement', async () => {
    const dir = await project({ 'lib/02-do.sql': 'DO $$\nBEGIN\n  INSERT INTO app.item VALUES (1, NULL);\nEND $$;\n' });
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toContain('lib/02-do.sql:3:3:');
    expect(result.stderr).toContain('SQLSTATE: 23502');
  });

  it('a syntax error in a function body points into the body', async () => {
    const dir = await project({ 'lib/02-fn.sql': 'CREATE OR REPLACE FUNCTION app.f() RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN 1 +;\nEND $$;\n' });
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toMatch(/lib\/02-fn\.sql:3:\d+: script failed: syntax error/);
  });

  it('a failing test exits 13 naming the test and its line, and commits nothing', async () => {
    const dir = await project({
      'lib/02-new.sql': 'CREATE TABLE IF NOT EXISTS app.from_failed_deploy (id int);\n',
      '__test__/test_z_fails.sql': "-- checks something false\nDO $$\nBEGIN\n  RAISE EXCEPTION 'expected 1 row, got 0';\nEND $$;\n",
    });
    const before = await snapshotDatabase(db.url);
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toContain('__test__/test_z_fails.sql:4:3: test failed: expected 1 row, got 0');
    expect(result.stderr).toContain('SQLSTATE: P0001');
    expect(await snapshotDatabase(db.url)).toBe(before);
  });

  it('a --json failure is still one document carrying the error', async () => {
    const dir = await project({ 'lib/02-broken.sql': 'SELEC 1;\n' });
    const result = await runPgmi(['deploy', dir, '--connection', db.url, '--json']);
    expect(result.exitCode).toBe(13);
    const doc = JSON.parse(result.stdout) as { status: string; exitCode: number; error: Record<string, unknown> };
    expect(doc).toMatchObject({ status: 'failed', exitCode: 13 });
    expect(doc.error).toMatchObject({ code: 'sql_failed', file: 'lib/02-broken.sql', line: 1, column: 1, sqlstate: '42601' });
  });
});

describe('problems found before connecting exit 10', () => {
  // Port 1 never answers: if pgmi tried to connect, the exit code would be 11.
  const nowhere = 'postgresql://postgres@127.0.0.1:1/nowhere';

  it('a malformed pgmi.yaml names the file and line', async () => {
    const dir = await project({ 'pgmi.yaml': 'deploy:\n  order: [schema/, lib/]\n  lock_timeout: soon\nparamz: {}\n' });
    const result = await runPgmi(['deploy', dir, '--connection', nowhere]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('pgmi.yaml:3:');
    expect(result.stderr).toContain('pgmi.yaml:4:');
    expect(result.stderr).toContain('unknown key "paramz"');
  });

  it('a script outside deploy.order is named', async () => {
    const dir = await project({ 'stray/x.sql': 'SELECT 1;\n' });
    const result = await runPgmi(['deploy', dir, '--connection', nowhere]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('stray/x.sql is not matched by any deploy.order entry');
  });

  it('a bad directive is named with its line', async () => {
    const dir = await project({ 'lib/02-x.sql': '-- pgmi:run-once\nSELECT 1;\n' });
    const result = await runPgmi(['deploy', dir, '--connection', nowhere]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('lib/02-x.sql:1: unknown directive "pgmi:run-once"');
  });

  it('a required parameter without a value is named', async () => {
    const dir = await project({ 'pgmi.yaml': 'deploy:\n  order: [schema/, lib/]\nparams:\n  env: prod\n  admin_password: ~\n' });
    const result = await runPgmi(['deploy', dir, '--connection', nowhere]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('parameter "admin_password" is declared without a value');
  });

  it('a missing project folder is named', async () => {
    const result = await runPgmi(['deploy', '/nonexistent/project', '--connection', nowhere]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('/nonexistent/project does not exist');
  });
});

describe('connection failures exit 11 without showing the password', () => {
  it('reports an unreachable server with what to check', async () => {
    const dir = await project({});
    const result = await runPgmi(['deploy', dir, '--connection', 'postgresql://app:hunter2secret@127.0.0.1:1/app']);
    expect(result.exitCode).toBe(11);
    expect(result.stderr).toContain('connection refused');
    expect(result.stderr).toContain('pg_isready');
    expect(result.stdout + result.stderr).not.toContain('hunter2secret');
  });

  it('says the server wants a password, and where to give one, when none was given', async () => {
    const server = await startPrivateServer();
    try {
      const dir = await project({});
      const url = `postgresql://postgres@127.0.0.1:${server.port}/app`;
      const result = await runPgmi(['deploy', dir, '--connection', url, '--json'], { env: { PGPASSFILE: join(dir, 'no-pgpass') } });
      expect(result.exitCode).toBe(11);
      expect(result.stderr).toContain(`127.0.0.1:${server.port} wants a password for user "postgres" and none was given`);
      expect(result.stderr).toMatch(/hint: Give it in the connection URL .*PGPASSWORD.*~\/\.pgpass/);
      expect(result.stderr).not.toContain('SASL');
      expect(JSON.parse(result.stdout)).toMatchObject({ status: 'failed', exitCode: 11, error: { code: 'connection_failed' } });
    } finally {
      await server.stop();
    }
  });

  it('reports a wrong password without echoing it', async () => {
    const server = await startPrivateServer();
    try {
      const dir = await project({});
      const url = `postgresql://postgres:wrong-horse-battery@127.0.0.1:${server.port}/app`;
      const result = await runPgmi(['deploy', dir, '--connection', url, '--json']);
      expect(result.exitCode).toBe(11);
      expect(result.stderr).toContain('password authentication failed for user "postgres"');
      expect(result.stdout + result.stderr).not.toContain('wrong-horse-battery');
      expect(JSON.parse(result.stdout)).toMatchObject({ status: 'failed', exitCode: 11 });
    } finally {
      await server.stop();
    }
  });
});
