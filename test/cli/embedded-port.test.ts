// The embedded PostgreSQL's port can be chosen: --embedded-port wins over pgmi.yaml embedded.port, which wins
// over the port remembered in .pgmi/embedded.json; a chosen port that is taken is refused, never swapped.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { makeProject } from '../support/project.js';
import { removeDir } from '../support/temp-dir.js';
import { freePort } from '../support/pg-server.js';

let project: string;

beforeAll(async () => {
  project = await makeProject({ 'pgmi.yaml': 'name: ep\n', 'lib/01-a.sql': 'CREATE SCHEMA IF NOT EXISTS ep;\n' }, 'pgmi-embedded-port');
});
afterAll(async () => {
  const state = JSON.parse(readFileSync(join(project, '.pgmi', 'embedded.json'), 'utf8')) as { dataDir: string };
  await removeDir(project);
  await removeDir(state.dataDir);
});

const rememberedPort = () => (JSON.parse(readFileSync(join(project, '.pgmi', 'embedded.json'), 'utf8')) as { port: number }).port;

describe('the embedded PostgreSQL port', () => {
  it('--embedded-port starts it on that port, and the port is remembered', async () => {
    const port = await freePort();
    const result = await runPgmi(['deploy', project, '--embedded-port', String(port)], { timeoutMs: 180_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain(`Starting the embedded PostgreSQL on 127.0.0.1:${port}`);
    expect(rememberedPort()).toBe(port);
  });

  it('pgmi.yaml embedded.port sets it, and --embedded-port wins over it', async () => {
    const fromYaml = await freePort();
    await writeFile(join(project, 'pgmi.yaml'), `name: ep\nembedded:\n  port: ${fromYaml}\n`);
    const yaml = await runPgmi(['test', project], { timeoutMs: 180_000 });
    expect(yaml.exitCode, yaml.stderr).toBe(0);
    expect(yaml.stderr).toContain(`Starting the embedded PostgreSQL on 127.0.0.1:${fromYaml}`);
    const fromFlag = await freePort();
    const flag = await runPgmi(['inspect', project, '--embedded-port', String(fromFlag)], { timeoutMs: 180_000 });
    expect(flag.exitCode, flag.stderr).toBe(0);
    expect(flag.stderr).toContain(`Starting the embedded PostgreSQL on 127.0.0.1:${fromFlag}`);
  });

  it('a chosen port that is taken is refused with exit 11 naming it, and a bad one is a usage error', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    try {
      const result = await runPgmi(['deploy', project, '--embedded-port', String(port)], { timeoutMs: 180_000 });
      expect(result.exitCode).toBe(11);
      expect(result.stderr).toContain(`the embedded PostgreSQL cannot listen on 127.0.0.1:${port}: the port is in use`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    const bad = await runPgmi(['deploy', project, '--embedded-port', '70000']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain("option '--embedded-port <port>' argument '70000' is invalid");
    await writeFile(join(project, 'pgmi.yaml'), 'name: ep\nembedded:\n  port: nope\n');
    const yaml = await runPgmi(['deploy', project]);
    expect(yaml.exitCode).toBe(10);
    expect(yaml.stderr).toContain('"embedded.port" must be a port number between 1 and 65535, not "nope"');
  });
});
