// A Node.js 22 binary for the tools that need it (the newest MCP conformance releases, the MCP Inspector CLI),
// installed from the npm registry's `node` package into a cache folder shared by test files and runs. The
// machines run Node 20; nothing is downloaded from outside the registry.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';

export const NODE22_VERSION = '22.23.3';

/** Where cached tools live: PGMI_TEST_CACHE, else ~/.cache/pgmi-test. */
export function testCacheDir(): string {
  return process.env.PGMI_TEST_CACHE ?? join(homedir(), '.cache', 'pgmi-test');
}

/**
 * Installs `packages` (exact versions, e.g. `node@22.23.3`) into `<cacheDir>/<name>` once and returns that folder.
 * Concurrent callers wait for the first one (a lock folder), so parallel test files install once.
 */
export async function cachedNpmInstall(name: string, packages: readonly string[], marker: string, cacheDir = testCacheDir()): Promise<string> {
  const dir = join(cacheDir, name);
  if (existsSync(join(dir, marker))) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(join(dir, marker))) return dir;
      if (Date.now() > deadline) throw new Error(`timed out waiting for another install of ${name} (remove ${lock} if it is stale)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    if (!existsSync(join(dir, marker))) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: `pgmi-test-${name}`, private: true })}\n`);
      await execa('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], { cwd: dir, timeout: 280_000 });
    }
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The path of a Node 22 binary (installs it on first use). */
export async function node22Binary(): Promise<string> {
  const dir = await cachedNpmInstall(`node-${NODE22_VERSION}`, [`node@${NODE22_VERSION}`], join('node_modules', 'node', 'bin', 'node'));
  return join(dir, 'node_modules', 'node', 'bin', 'node');
}
