// pgmi serve before and around serving: a folder that is not a project (also for --print-config) is an exit 10;
// --print-config leaves secrets out of a snippet meant for a shared file; the embedded PostgreSQL starts with an
// empty PGPORT= in the environment, on the port --embedded-port names, and stops when the session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPgmi } from '../support/cli.js';
import { makeProject } from '../support/project.js';
import { freePort } from '../support/pg-server.js';
import { waitUntil } from '../support/poll.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { startServe, structured, textOf } from './support.js';

let root: string;
let project: string;

beforeAll(async () => {
  root = await makeTempDir('pgmi-serve-start');
  project = await makeProject({ 'pgmi.yaml': 'name: served_embedded\n', 'lib/01-a.sql': 'CREATE SCHEMA IF NOT EXISTS app;\n' }, 'pgmi-serve-embedded');
});

afterAll(async () => {
  const stateFile = join(project, '.pgmi', 'embedded.json');
  const dataDir = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { dataDir: string }).dataDir : undefined;
  await removeDir(project);
  if (dataDir) await removeDir(dataDir);
  await removeDir(root);
});

describe('a folder that is not a pgmi project', () => {
  it('is refused with exit 10 by serve and by --print-config, naming what is missing', async () => {
    const empty = join(root, 'empty');
    mkdirSync(empty);
    for (const args of [['serve', empty], ['serve', empty, '--print-config', 'vscode'], ['serve', join(root, 'missing'), '--print-config', 'cursor']]) {
      const result = await runPgmi(args);
      expect(result.exitCode, args.join(' ')).toBe(10);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/has no pgmi\.yaml|does not exist/);
    }
  });
});

describe('--print-config', () => {
  it('leaves the connection password and secret parameters out of the snippet, and says so', async () => {
    const result = await runPgmi(['serve', project, '--print-config', 'claude-code', '--connection', 'postgresql://app:Sup3rSecret@db.example/app', '--param', 'gateway_password=AlsoSecret', '--param', 'env=dev']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).not.toMatch(/Sup3rSecret|AlsoSecret/);
    expect(result.stdout).toContain('postgresql://app@db.example/app');
    expect(result.stdout).toContain('env=dev');
    expect(result.stderr).toMatch(/password in --connection was left out/);
    expect(result.stderr).toMatch(/--param gateway_password looks secret/);
  });
});

describe('the embedded PostgreSQL under pgmi serve', () => {
  it('is created even with an empty PGPORT= in the environment', async () => {
    const session = await startServe([project], { PGPORT: '' });
    try {
      const plan = await session.client.callTool({ name: 'plan', arguments: {} }, undefined, { timeout: 240_000 });
      expect(plan.isError, textOf(plan)).toBeFalsy();
      expect(structured(plan)).toMatchObject({ ok: true, compared: true, database: 'served_embedded' });
    } finally {
      await session.close();
    }
  }, 300_000);

  it('starts on the --embedded-port port, is reused across calls, and stops when the session ends', async () => {
    const port = await freePort();
    const session = await startServe([project, '--embedded-port', String(port), '--allow-deploy']);
    const state = () => JSON.parse(readFileSync(join(project, '.pgmi', 'embedded.json'), 'utf8')) as { port: number; dataDir: string };
    try {
      const deployed = await session.client.callTool({ name: 'deploy', arguments: {} }, undefined, { timeout: 240_000 });
      expect(deployed.isError, textOf(deployed)).toBeFalsy();
      expect(structured(deployed)).toMatchObject({ ok: true, status: 'applied', embedded: true });
      expect(state().port).toBe(port);
      const rows = structured(await session.client.callTool({ name: 'query', arguments: { sql: "SELECT current_setting('port')::int" } }));
      expect(rows.rows).toEqual([[port]]);
      expect(session.stderr().match(/Starting the embedded PostgreSQL/g)).toHaveLength(1);
    } finally {
      await session.close();
    }
    expect(await waitUntil(() => !existsSync(join(state().dataDir, 'postmaster.pid')), 60_000)).toBe(true);
  }, 300_000);
});
