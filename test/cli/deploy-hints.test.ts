// Refusals and hints that depend on what the database already holds: a repeatable script that creates a table
// without a guard, and an applied once-script that was edited (deploy, test and --dry-run refuse alike).
import { join } from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import type { TestDatabase } from '../support/test-database.js';
import { deployedProject, snapshotDatabase, type DeployedProject } from '../support/project.js';

let db: TestDatabase;
let dir: string;

let fixture: DeployedProject;
beforeAll(async () => {
  fixture = await deployedProject('hints', {
    'pgmi.yaml': 'deploy:\n  order: [migrations/, lib/]\n',
    'migrations/001-schema.sql': '-- pgmi:once\nCREATE SCHEMA app;\nCREATE TABLE app.item (id int PRIMARY KEY);\n',
    'lib/01-functions.sql': 'CREATE OR REPLACE FUNCTION app.item_count() RETURNS bigint LANGUAGE sql AS $$ SELECT count(*) FROM app.item $$;\n',
  });
  ({ db, dir } = fixture);
});
afterAll(async () => {
  await fixture?.cleanup();
});

describe('a repeatable script that creates a table without a guard', () => {
  it('deploys once, then fails with 42P07 and a hint naming -- pgmi:once and IF NOT EXISTS', async () => {
    const file = join(dir, 'lib', '02-audit.sql');
    await writeFile(file, '-- the audit table\nCREATE TABLE app.audit (at timestamptz NOT NULL DEFAULT now());\n');
    try {
      const first = await runPgmi(['deploy', dir, '--connection', db.url]);
      expect(first.exitCode, first.stderr).toBe(0);
      const before = await snapshotDatabase(db.url);
      const second = await runPgmi(['deploy', dir, '--connection', db.url, '--force', '--json']);
      expect(second.exitCode).toBe(13);
      expect(second.stderr).toContain('lib/02-audit.sql:2:1: script failed: relation "audit" already exists');
      expect(second.stderr).toContain('SQLSTATE: 42P07');
      expect(second.stderr).toMatch(/hint: This script is repeatable: it runs again on every deploy.*CREATE TABLE IF NOT EXISTS.*"-- pgmi:once" on its first line/);
      const doc = JSON.parse(second.stdout) as { error: { sqlstate: string; hint: string } };
      expect(doc.error.sqlstate).toBe('42P07');
      expect(doc.error.hint).toContain('-- pgmi:once');
      expect(await snapshotDatabase(db.url)).toBe(before);
    } finally {
      await writeFile(file, '-- the audit table\nCREATE TABLE IF NOT EXISTS app.audit (at timestamptz NOT NULL DEFAULT now());\n');
    }
    const guarded = await runPgmi(['deploy', dir, '--connection', db.url, '--force']);
    expect(guarded.exitCode, guarded.stderr).toBe(0);
  });

  it('gives no such hint for the same error in a once-script (it is not run twice)', async () => {
    const file = join(dir, 'migrations', '002-twice.sql');
    await writeFile(file, '-- pgmi:once\nCREATE TABLE app.item (id int);\n');
    try {
      const result = await runPgmi(['deploy', dir, '--connection', db.url]);
      expect(result.exitCode).toBe(13);
      expect(result.stderr).toContain('SQLSTATE: 42P07');
      expect(result.stderr).not.toContain('This script is repeatable');
    } finally {
      await rm(file, { force: true });
    }
  });
});

describe('an applied once-script that was edited', () => {
  it('is refused with exit 10 by deploy, test and --dry-run alike, naming the file', async () => {
    const file = join(dir, 'migrations', '001-schema.sql');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('id int PRIMARY KEY', 'id bigint PRIMARY KEY'));
    try {
      const before = await snapshotDatabase(db.url);
      for (const args of [['deploy'], ['test'], ['deploy', '--dry-run']]) {
        const result = await runPgmi([...args, dir, '--connection', db.url]);
        expect(result.exitCode, result.stderr).toBe(10);
        expect(result.stderr).toContain('migrations/001-schema.sql is a pgmi:once script that was already applied');
        expect(result.stderr).toContain('Restore it and put the change in a new file.');
      }
      const json = await runPgmi(['deploy', dir, '--connection', db.url, '--dry-run', '--json']);
      expect(json.exitCode).toBe(10);
      expect(JSON.parse(json.stdout)).toMatchObject({ status: 'failed', exitCode: 10, error: { code: 'invalid_project', file: 'migrations/001-schema.sql' } });
      expect(await snapshotDatabase(db.url)).toBe(before);
    } finally {
      await writeFile(file, original);
    }
  });
});
