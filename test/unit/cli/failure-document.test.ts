// The one catch in src/cli.ts: with --json, every failure prints exactly one JSON document on stdout, an
// unexpected one (not a PgmiError) included. Run in-process, with an environment that cannot be read, which
// is a failure no command expects.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';

function capture(): PassThrough & { text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return Object.assign(stream, { text: () => text });
}

const unreadableEnv = new Proxy({} as NodeJS.ProcessEnv, {
  get: (_target, key) => {
    if (key === 'NO_COLOR' || key === 'CI' || key === 'TERM') return undefined;
    throw new TypeError(`environment variable ${String(key)} cannot be read`);
  },
});

const project = mkdtempSync(join(tmpdir(), 'pgmi-json-failure-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

afterEach(() => {
  process.exitCode = undefined;
});

describe('failures under --json', () => {
  it('an unexpected error still gives one document with exit code 1, and the bug notice on stderr', async () => {
    const stdout = capture();
    const stderr = capture();
    const argv = ['node', 'pgmi', 'deploy', project, '--json'];
    const code = await main(argv, { env: unreadableEnv, stdout, stderr, argv });
    expect(code).toBe(1);
    const doc = JSON.parse(stdout.text()) as Record<string, unknown>;
    expect(doc).toMatchObject({ status: 'failed', command: 'deploy', exitCode: 1, error: { code: 'unexpected', message: expect.stringContaining('cannot be read') } });
    expect(stderr.text()).toContain('This is a bug in pgmi');
  }, 60_000); // the first run imports the deploy modules

  it('without --json nothing is written on stdout', async () => {
    const stdout = capture();
    const stderr = capture();
    const argv = ['node', 'pgmi', 'deploy', project];
    expect(await main(argv, { env: unreadableEnv, stdout, stderr, argv })).toBe(1);
    expect(stdout.text()).toBe('');
  });
});
