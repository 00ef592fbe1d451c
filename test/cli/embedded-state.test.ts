// .pgmi/embedded.json is the embedded PostgreSQL's remembered state. One copied from elsewhere or committed to a
// repository must not choose where pgmi creates and starts a cluster: a data folder that is not this project's is
// refused (exit 10) before anything is created there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeProject } from '../support/project.js';
import { makeTempDir, removeDir, writeTree } from '../support/temp-dir.js';

let project: string;
let elsewhere: string;

beforeAll(async () => {
  elsewhere = await makeTempDir('pgmi-elsewhere');
  project = await makeProject({ 'pgmi.yaml': 'name: es\n', 'lib/01-a.sql': 'CREATE SCHEMA IF NOT EXISTS es;\n' }, 'pgmi-embedded-state');
});
afterAll(async () => {
  await removeDir(project);
  await removeDir(elsewhere);
});

describe('the embedded PostgreSQL state file', () => {
  it('refuses an embedded.json whose data folder is not this project\'s, creating nothing there', async () => {
    const foreign = join(elsewhere, 'cluster');
    await writeTree(project, { '.pgmi/embedded.json': `${JSON.stringify({ port: 54999, password: 'x', dataDir: foreign })}\n` });
    const result = await runPgmi(['deploy', project], { timeoutMs: 60_000 });
    expect(result.exitCode, result.stderr).toBe(10);
    expect(result.stderr).toContain(`.pgmi/embedded.json names ${foreign} as the embedded PostgreSQL's data folder, which is not this project's`);
    expect(result.stderr).toContain('Delete .pgmi/embedded.json');
    expect(existsSync(foreign)).toBe(false);
  });
});
