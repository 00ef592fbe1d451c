// The prompts a person meets, on a real pseudo-terminal: init's questions (template, answers, validation,
// Ctrl-C) and deploy --overwrite's typed confirmation.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGMI_BIN, runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { queryOne } from '../support/project.js';
import { KEYS, spawnInPty } from '../support/pty.js';

let work: string;

beforeAll(async () => {
  work = await makeTempDir('pgmi-pty');
});
afterAll(async () => {
  await removeDir(work);
});

describe('pgmi init on a terminal', () => {
  it('asks for the template and each answer, checks them, and renders what was chosen', async () => {
    const dir = join(work, 'asked');
    const term = spawnInPty('node', [PGMI_BIN, 'init', dir, '--no-git']);
    await term.waitFor('Template');
    await term.waitFor('basic');
    term.type(KEYS.down); // basic, advanced: pick advanced
    await term.waitFor(/●\s+advanced/);
    term.type(KEYS.enter);
    await term.waitFor('Project name');
    term.type(`shop${KEYS.enter}`);
    await term.waitFor('Database name');
    term.type(`Bad-Name${KEYS.enter}`); // not an identifier: refused, asked again
    await term.waitFor('use lowercase letters, digits and "_"');
    for (let i = 0; i < 'Bad-Name'.length; i += 1) term.type(KEYS.backspace);
    term.type(`shop_db${KEYS.enter}`);
    await term.waitFor('API key prefix');
    term.type(KEYS.enter); // the default, derived from the project name
    await term.waitFor('Gateway port');
    term.type(`9911${KEYS.enter}`);
    await term.waitFor('Next steps');
    expect(await term.exitCode()).toBe(0);
    const yaml = readFileSync(join(dir, 'pgmi.yaml'), 'utf8');
    expect(yaml).toContain('name: shop\n');
    expect(yaml).toContain('template: advanced\n');
    expect(yaml).toContain('database: shop_db\n');
    expect(yaml).toContain('port: 9911\n');
    expect(yaml).toMatch(/api_key_prefix: shop\n/);
  });

  it('Ctrl-C at a question cancels with exit 2 and writes nothing', async () => {
    const dir = join(work, 'cancelled');
    const term = spawnInPty('node', [PGMI_BIN, 'init', dir, '--template', 'basic', '--no-git']);
    await term.waitFor('Project name');
    term.type(KEYS.ctrlC);
    await term.waitFor('init cancelled; nothing was written');
    expect(await term.exitCode()).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });

  it('--yes on a terminal asks nothing', async () => {
    const dir = join(work, 'defaults');
    const term = spawnInPty('node', [PGMI_BIN, 'init', dir, '--template', 'basic', '--yes', '--no-git']);
    await term.waitFor('Next steps');
    expect(await term.exitCode()).toBe(0);
    expect(term.screen()).not.toContain('Project name');
  });
});

describe('pgmi deploy --overwrite on a terminal', () => {
  let db: TestDatabase;
  let project: string;

  beforeAll(async () => {
    db = await createTestDatabase('pty-overwrite', { create: false });
    project = join(work, 'basic');
    expect((await runPgmi(['init', project, '--template', 'basic', '--yes', '--no-git'])).exitCode).toBe(0);
    expect((await runPgmi(['deploy', project, '--connection', db.url])).exitCode).toBe(0);
    await queryOne(db.url, 'CREATE TABLE public.survivor (id int)');
  });
  afterAll(async () => {
    await db.drop();
  });

  const survivors = async () => (await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'survivor'")).n;

  it('a wrongly typed name refuses with exit 12 and changes nothing', async () => {
    const term = spawnInPty('node', [PGMI_BIN, 'deploy', project, '--connection', db.url, '--overwrite']);
    await term.waitFor(`Type the database name (${db.name}) to confirm`);
    expect(term.screen()).toContain(`--overwrite drops database "${db.name}"`);
    term.type(`${db.name}x${KEYS.enter}`);
    await term.waitFor('not confirmed; nothing was changed');
    expect(await term.exitCode()).toBe(12);
    expect(await survivors()).toBe(1);
  });

  it('the typed name drops and recreates the database, then deploys', async () => {
    const term = spawnInPty('node', [PGMI_BIN, 'deploy', project, '--connection', db.url, '--overwrite']);
    await term.waitFor(`Type the database name (${db.name}) to confirm`);
    term.type(`${db.name}${KEYS.enter}`);
    await term.waitFor('Deployed', 180_000);
    expect(await term.exitCode()).toBe(0);
    expect(await survivors()).toBe(0);
  });
});
