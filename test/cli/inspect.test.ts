import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

let db: TestDatabase;
let work: string;
let project: string;

beforeAll(async () => {
  db = await createTestDatabase('inspect_basic', { create: false });
  work = await makeTempDir('pgmi-inspect');
  project = join(work, 'shop');
  expect((await runPgmi(['init', project, '--template', 'basic', '--yes', '--no-git'])).exitCode).toBe(0);
});
afterAll(async () => {
  await db.drop();
  await removeDir(work);
});

describe('pgmi inspect (basic template)', () => {
  it('offline: prints the plan with kinds and checksums, and the tests, without connecting', async () => {
    const result = await runPgmi(['inspect', project, '--offline']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toContain('Database: none (offline plan)');
    expect(result.stdout).toMatch(/once\s+[0-9a-f]{12}\s+migrations\/001-create-users\.sql/);
    expect(result.stdout).toMatch(/no-transaction\s+[0-9a-f]{12}\s+indexes\/users-active\.sql/);
    expect(result.stdout).toContain('TESTS (4 files)');
  });

  it('shows every script as pending before the first deploy', async () => {
    const result = await runPgmi(['inspect', project, '--connection', db.url, '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as { scripts: Array<{ status: string }> };
    expect(doc.scripts.every((s) => s.status === 'pending')).toBe(true);
  });

  it('online: marks scripts up to date, changed or pending, and lists the deploy history', async () => {
    expect((await runPgmi(['deploy', project, '--connection', db.url])).exitCode).toBe(0);
    await writeFile(join(project, 'lib', '02-dev-seed.sql'), '-- seed changed\nSELECT 1;\n');
    await writeFile(join(project, 'lib', '03-new.sql'), 'SELECT 2;\n');
    const result = await runPgmi(['inspect', project, '--connection', db.url, '--json']);
    expect(result.exitCode, result.stderr).toBe(0);
    const doc = JSON.parse(result.stdout) as {
      scripts: Array<{ path: string; status: string }>;
      deployments: Array<{ status: string; scriptsApplied: number; deployedBy: string }>;
      handlers: unknown;
    };
    const status = Object.fromEntries(doc.scripts.map((s) => [s.path, s.status]));
    expect(status).toMatchObject({ 'lib/01-users.sql': 'up-to-date', 'lib/02-dev-seed.sql': 'changed', 'lib/03-new.sql': 'pending' });
    expect(doc.deployments[0]).toMatchObject({ status: 'succeeded', scriptsApplied: 4, deployedBy: 'postgres' });
    expect(doc.handlers).toBeNull();
  });

  it('asking for handlers of a database without the registry exits 10 with a clear message', async () => {
    const result = await runPgmi(['inspect', project, '--connection', db.url, '--type', 'tool']);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('has no handler registry');
  });

  it('rejects an unknown --type with the valid choices', async () => {
    const result = await runPgmi(['inspect', project, '--type', 'widget']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/tool, resource, prompt, rest, rpc/);
  });
});
