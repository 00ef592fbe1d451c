// Kept file facts (.pgmi/file-facts.json): a no-op redeploy plans unchanged files without reading them, and any
// change a file can go through is still deployed — including edits that keep the size and put the old
// modification time back (rsync -t, touch -r), a save by rename, and an edit to pgmi.yaml's parameters.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeProject, queryOne } from '../support/project.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { removeDir } from '../support/temp-dir.js';

let db: TestDatabase;
let dir: string;

const files = {
  'pgmi.yaml': 'deploy:\n  order: [lib/]\nparams:\n  greeting: "hello"\n',
  'lib/01-schema.sql': 'CREATE SCHEMA IF NOT EXISTS app;\n',
  'lib/02-answer.sql': "CREATE OR REPLACE FUNCTION app.answer() RETURNS text LANGUAGE sql AS $$ SELECT 'A1' $$;\n",
  'lib/03-greeting.sql': "CREATE TABLE IF NOT EXISTS app.greeting (id int PRIMARY KEY, said text);\nINSERT INTO app.greeting VALUES (1, current_setting('pgmi.greeting')) ON CONFLICT (id) DO UPDATE SET said = EXCLUDED.said;\n",
  'lib/__test__/test_answer.sql': "DO $$ BEGIN IF app.answer() IS NULL THEN RAISE EXCEPTION 'no answer'; END IF; END $$;\n",
};

/** Facts of a file changed in the last 2 s are not kept (file-facts.ts): wait that out, then deploy to keep them. */
async function settleAndKeep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  const kept = await deploy();
  expect(kept.exitCode, kept.stderr).toBe(0);
}

/** Edits a file and puts its old access and modification times back to the nanosecond, as `touch -r` does. */
function editKeepingTimes(path: string, edit: (text: string) => string): void {
  const reference = `${path}.times`;
  execFileSync('touch', ['-r', path, reference]);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  execFileSync('touch', ['-r', reference, path]);
  rmSync(reference);
}

function keptPaths(): string[] {
  const kept = JSON.parse(readFileSync(join(dir, '.pgmi', 'file-facts.json'), 'utf8')) as { files: Record<string, unknown> };
  return Object.keys(kept.files).sort();
}

async function deploy(): Promise<{ exitCode: number; stderr: string }> {
  const result = await runPgmi(['deploy', dir, '--connection', db.url]);
  return { exitCode: result.exitCode, stderr: String(result.stderr) };
}

async function answer(): Promise<string> {
  return (await queryOne<{ a: string }>(db.url, 'SELECT app.answer() AS a')).a;
}

beforeAll(async () => {
  db = await createTestDatabase('file_facts');
  dir = await makeProject(files);
  const first = await deploy();
  expect(first.exitCode, first.stderr).toBe(0);
  await settleAndKeep();
});
afterAll(async () => {
  await db?.drop();
  if (dir) await removeDir(dir);
});

describe('kept file facts', () => {
  it('keeps the facts of the deployed files in .pgmi/ (git-ignored) and a redeploy of the same files is a no-op', async () => {
    expect(keptPaths()).toEqual(['lib/01-schema.sql', 'lib/02-answer.sql', 'lib/03-greeting.sql', 'lib/__test__/test_answer.sql']);
    expect(JSON.parse(readFileSync(join(dir, '.pgmi', 'file-facts.json'), 'utf8')).parsed).toBeDefined();
    expect(readFileSync(join(dir, '.pgmi', '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const again = await deploy();
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).toContain('is up to date');
  });

  it('deploys an edit of the same size whose old modification time was put back', async () => {
    const path = join(dir, 'lib/02-answer.sql');
    const before = statSync(path, { bigint: true });
    editKeepingTimes(path, (text) => text.replace("'A1'", "'A2'"));
    expect(statSync(path, { bigint: true }).size).toBe(before.size);
    expect(statSync(path, { bigint: true }).mtimeNs).toBe(before.mtimeNs);
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('is up to date');
    expect(await answer()).toBe('A2');
  });

  it('deploys a save by rename (a new file put in place of the old one)', async () => {
    await settleAndKeep();
    expect(keptPaths()).toContain('lib/02-answer.sql');
    const path = join(dir, 'lib/02-answer.sql');
    writeFileSync(`${path}.swp`, readFileSync(path, 'utf8').replace("'A2'", "'A3'"));
    renameSync(`${path}.swp`, path);
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(await answer()).toBe('A3');
  });

  it('deploys a change of pgmi.yaml (a parameter) whose size and modification time stayed the same', async () => {
    expect((await deploy()).stderr).toContain('is up to date');
    const path = join(dir, 'pgmi.yaml');
    editKeepingTimes(path, (text) => text.replace('"hello"', '"howdy"'));
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('is up to date');
    expect((await queryOne<{ said: string }>(db.url, 'SELECT said FROM app.greeting')).said).toBe('howdy');
  });

  it('inspect plans from the same facts and still sees an edit that put the old size and modification time back', async () => {
    await settleAndKeep();
    const statusOf = async (file: string): Promise<string> => {
      const result = await runPgmi(['inspect', dir, '--connection', db.url, '--json']);
      expect(result.exitCode, String(result.stderr)).toBe(0);
      const scripts = (JSON.parse(String(result.stdout)) as { scripts: { path: string; status: string }[] }).scripts;
      return scripts.find((script) => script.path === file)!.status;
    };
    expect(await statusOf('lib/02-answer.sql')).toBe('up-to-date');
    editKeepingTimes(join(dir, 'lib/02-answer.sql'), (text) => text.replace("'A3'", "'A4'"));
    expect(await statusOf('lib/02-answer.sql')).toBe('changed');
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(await answer()).toBe('A4');
  });

  it('refuses a directive problem the kept facts cannot hide, and a broken facts file is read past', async () => {
    writeFileSync(join(dir, '.pgmi', 'file-facts.json'), '{ not json');
    const ok = await deploy();
    expect(ok.exitCode, ok.stderr).toBe(0);
    writeFileSync(join(dir, 'lib/01-schema.sql'), '-- pgmi:sometimes\nCREATE SCHEMA IF NOT EXISTS app;\n');
    const bad = await deploy();
    expect(bad.exitCode).toBe(10);
    expect(bad.stderr).toContain('unknown directive "pgmi:sometimes"');
  });
});
