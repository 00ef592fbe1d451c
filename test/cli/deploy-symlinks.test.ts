// Deploy reads SQL only from inside the project: a script or folder that is a symbolic link leading outside, a link
// that points nowhere or loops, and a deploy.order entry outside the project stop deploy, test, inspect and plan
// with exit 10 before any SQL runs, naming the entry and never showing the file's content. Links that stay inside
// the project keep working. `pgmi serve`'s test and plan tools refuse the same way without echoing the file.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { makeProject, snapshotDatabase } from '../support/project.js';
import { startServe } from '../serve/support.js';

const SECRET = 'the-secret-line-7f3a';
const base = {
  'pgmi.yaml': 'deploy:\n  order: [lib/]\n',
  'lib/01-schema.sql': 'CREATE SCHEMA IF NOT EXISTS app;\n',
  '__test__/test_ok.sql': 'SELECT 1;\n',
};

let db: TestDatabase;
let outside: string;
const dirs: string[] = [];

async function project(extra: Record<string, string> = {}): Promise<string> {
  const dir = await makeProject({ ...base, ...extra });
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  db = await createTestDatabase('symlinks');
  // Files outside any project: SQL that would leave a trace, and a "secret" that must never be printed.
  outside = await makeTempDir('pgmi-outside');
  writeFileSync(join(outside, 'leak.sql'), `CREATE TABLE public.leaked (line text);\nINSERT INTO public.leaked VALUES ('${SECRET}');\nSELECT '${SECRET}' AS secret;\n`);
  mkdirSync(join(outside, 'folder'));
  writeFileSync(join(outside, 'folder', 'a.sql'), `CREATE TABLE public.leaked_folder (line text DEFAULT '${SECRET}');\n`);
});

afterAll(async () => {
  await db?.drop();
  for (const dir of dirs) await removeDir(dir);
  if (outside) await removeDir(outside);
});

/** Runs `args` and checks exit 10 naming `entry`, no secret anywhere, and the database untouched. */
async function expectRefused(args: string[], entry: string): Promise<string> {
  const before = await snapshotDatabase(db.url);
  const result = await runPgmi(args);
  expect(result.exitCode, result.stderr).toBe(10);
  expect(result.stderr).toContain(entry);
  expect(`${result.stdout}${result.stderr}`).not.toContain(SECRET);
  expect(await snapshotDatabase(db.url)).toBe(before);
  return result.stderr;
}

describe('symbolic links that lead out of the project', () => {
  it('a script linked to a file outside stops deploy, --dry-run, test, inspect and plan with exit 10', async () => {
    const dir = await project();
    symlinkSync(join(outside, 'leak.sql'), join(dir, 'lib', '02-passwd.sql'));
    const stderr = await expectRefused(['deploy', dir, '--connection', db.url], 'lib/02-passwd.sql');
    expect(stderr).toContain('outside the project');
    await expectRefused(['deploy', dir, '--connection', db.url, '--dry-run'], 'lib/02-passwd.sql');
    await expectRefused(['test', dir, '--connection', db.url], 'lib/02-passwd.sql');
    await expectRefused(['inspect', dir], 'lib/02-passwd.sql');
    await expectRefused(['deploy', dir, '--connection', db.url, '--dry-run', '--json'], 'lib/02-passwd.sql');
  });

  it('a folder linked outside the project is refused, its SQL never run', async () => {
    const dir = await project();
    symlinkSync(join(outside, 'folder'), join(dir, 'lib', 'vendor'));
    await expectRefused(['deploy', dir, '--connection', db.url], 'lib/vendor');
  });

  it('a test file linked outside is refused too', async () => {
    const dir = await project();
    symlinkSync(join(outside, 'leak.sql'), join(dir, '__test__', 'test_leak.sql'));
    await expectRefused(['test', dir, '--connection', db.url], '__test__/test_leak.sql');
  });

  it('a script link that points nowhere, and a folder link that loops, are refused', async () => {
    const dangling = await project();
    symlinkSync(join(outside, 'missing.sql'), join(dangling, 'lib', '03-gone.sql'));
    const stderr = await expectRefused(['deploy', dangling, '--connection', db.url], 'lib/03-gone.sql');
    expect(stderr).toContain('does not exist');
    const loop = await project();
    symlinkSync('..', join(loop, 'lib', 'again'));
    expect(await expectRefused(['deploy', loop, '--connection', db.url], 'lib/again')).toContain('loop');
  });

  it('deploy.order entries outside the project (relative or absolute) stop the deploy with exit 10', async () => {
    const relative = await project({ 'pgmi.yaml': 'deploy:\n  order: [lib/, ../outside/]\n' });
    expect(await expectRefused(['deploy', relative, '--connection', db.url], '"../outside/"')).toContain('pgmi.yaml');
    const absolute = await project({ 'pgmi.yaml': `deploy:\n  order:\n    - lib/\n    - ${join(outside, 'folder')}/\n` });
    await expectRefused(['deploy', absolute, '--connection', db.url], `"${join(outside, 'folder')}/"`);
    await expectRefused(['inspect', absolute], `"${join(outside, 'folder')}/"`);
  });

  it('links that stay inside the project keep working', async () => {
    const dir = await project({ 'shared/common.sql': 'CREATE TABLE IF NOT EXISTS app.shared_item (id int);\n', 'pgmi.yaml': 'deploy:\n  order: [lib/]\n' });
    symlinkSync(join('..', 'shared', 'common.sql'), join(dir, 'lib', '02-common.sql'));
    symlinkSync(join('..', 'shared'), join(dir, 'lib', 'linked'));
    // shared/ itself is placed by no deploy.order entry: give it one, so only the links under lib/ are in question.
    writeFileSync(join(dir, 'pgmi.yaml'), 'deploy:\n  order: [lib/, shared/]\n');
    const result = await runPgmi(['deploy', dir, '--connection', db.url]);
    expect(result.exitCode, result.stderr).toBe(0);
    const applied = await db.query<{ path: string }>('SELECT path FROM pgmi.script ORDER BY path');
    expect(applied.rows.map((row) => row.path)).toEqual(expect.arrayContaining(['lib/02-common.sql', 'lib/linked/common.sql', 'shared/common.sql']));
  });
});

describe('pgmi serve', () => {
  it("refuses a linked-out script in its test and plan tools without echoing the file's content", async () => {
    const dir = await project({ 'pgmi.yaml': 'deploy:\n  order: [lib/]\nparams:\n  gateway_password: ~\n  admin_password: ~\n  customer_password: ~\n' });
    symlinkSync(join(outside, 'leak.sql'), join(dir, 'lib', '02-passwd.sql'));
    const before = await snapshotDatabase(db.url);
    const serve = await startServe([dir, '--connection', db.url]);
    try {
      for (const tool of ['test', 'plan']) {
        const result = await serve.client.callTool({ name: tool, arguments: {} }, undefined, { timeout: 120_000 });
        const text = JSON.stringify(result);
        expect(result.isError, text).toBe(true);
        expect(text).toContain('lib/02-passwd.sql');
        expect(text).toContain('outside the project');
        expect(text).not.toContain(SECRET);
      }
      expect(serve.stderr()).not.toContain(SECRET);
    } finally {
      await serve.close();
    }
    expect(await snapshotDatabase(db.url)).toBe(before);
  });
});
