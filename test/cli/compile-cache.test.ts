// bin/pgmi.cjs turns on Node's compile cache (Node 22.1+) before it loads the bundle, so a second run reads the
// compiled modules from disk instead of parsing them again. Node 20 has no such cache: the same bin runs there (every
// other CLI test). Node's own debug output says which files the cache served. NODE_COMPILE_CACHE would turn the
// cache on by itself, so the tests leave it unset and point the OS temp folder (where the cache goes) elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, PGMI_BIN, REPO_ROOT } from '../support/cli.js';
import { node22Binary } from '../support/node22.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { readPackageVersion } from '../../src/version.js';

let node22: string;
let cacheDir: string;

beforeAll(async () => {
  node22 = await node22Binary();
  cacheDir = await makeTempDir('pgmi-compile-cache');
}, 300_000);

afterAll(async () => {
  if (cacheDir) await removeDir(cacheDir);
});

const run = (tmp: string, env: Record<string, string> = {}) =>
  execa(node22, [PGMI_BIN, '--version'], {
    cwd: REPO_ROOT,
    env: cleanEnv({ TMPDIR: tmp, NODE_COMPILE_CACHE: undefined, NODE_DISABLE_COMPILE_CACHE: undefined, ...env }),
    extendEnv: false,
    reject: false,
  });

describe('compile cache', () => {
  it('keeps the compiled CLI on disk under Node 22 and serves the next run from it', async () => {
    const first = await run(cacheDir);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(readPackageVersion());
    const written = readdirSync(join(cacheDir, 'node-compile-cache'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(written.length, 'files in the compile cache after one run').toBeGreaterThan(3);

    const second = await run(cacheDir, { NODE_DEBUG_NATIVE: 'COMPILE_CACHE' });
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.stdout.trim()).toBe(readPackageVersion());
    const served = `cache for ${join(REPO_ROOT, 'dist', 'bundle', 'cli.cjs')} was accepted`;
    expect(`${second.stdout}\n${second.stderr}`).toContain(served);
  }, 120_000);

  it('stays off when the user turns it off', async () => {
    const off = await makeTempDir('pgmi-compile-cache-off');
    try {
      const result = await run(off, { NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(result.exitCode, result.stderr).toBe(0);
      expect(readdirSync(off)).toEqual([]);
    } finally {
      await removeDir(off);
    }
  }, 120_000);
});
