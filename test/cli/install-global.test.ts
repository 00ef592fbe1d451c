// The README's set-up puts `pgmi` on PATH from the clone: after its global install (into a prefix of this test's
// own), `pgmi --version` and `pgmi init` work in any folder, for root and for a normal user (one who follows the
// README's advice of a prefix in their home), and the command is a link to the clone, not a copy. The "clone" is the
// repository's files as a fresh clone would have them after `npm install` (dependencies and dist/ from this checkout).
import { execSync } from 'node:child_process';
import { chmodSync, readFileSync, realpathSync } from 'node:fs';
import { cp, mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, REPO_ROOT } from '../support/cli.js';
import { commandsIn } from '../support/doc-examples.js';
import { installGlobally, readmeGlobalInstall } from '../support/global-install.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

let work: string;
let clone: string;

/** The repository's tracked (and new, not ignored) files, then what `npm install` adds: node_modules and dist/. */
async function freshClone(into: string): Promise<void> {
  const files = execSync('git ls-files -z --cached --others --exclude-standard', { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    try {
      await cp(join(REPO_ROOT, file), join(into, file), { verbatimSymlinks: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // deleted in the working tree
    }
  }
  await cp(join(REPO_ROOT, 'dist'), join(into, 'dist'), { recursive: true });
  await symlink(join(REPO_ROOT, 'node_modules'), join(into, 'node_modules'));
}

beforeAll(async () => {
  work = await makeTempDir('pgmi-install');
  chmodSync(work, 0o755); // a normal user (below) reads the clone and writes a home of its own here
  clone = join(work, 'clone');
  await freshClone(clone);
}, 120_000);

afterAll(async () => {
  await removeDir(work);
});

describe("the README's set-up puts pgmi on PATH", () => {
  it('installs with the command the README chains after npm install, linking the clone', () => {
    expect(readmeGlobalInstall()).toEqual(['npm', 'install', '--global', '--ignore-scripts', '.']);
  });

  it('after it, pgmi --version and pgmi init work in any folder, and the command is the clone itself', async () => {
    const prefix = join(work, 'prefix');
    const bin = await installGlobally(clone, prefix);
    expect(realpathSync(join(bin, 'pgmi'))).toBe(realpathSync(join(clone, 'bin', 'pgmi.cjs')));
    const elsewhere = await makeTempDir('pgmi-elsewhere');
    try {
      const env = cleanEnv({ PATH: `${bin}:${process.env.PATH ?? ''}` });
      const version = await execa('pgmi', ['--version'], { cwd: elsewhere, env, extendEnv: false });
      expect(version.stdout.trim()).toBe(VERSION);
      const init = await execa('pgmi', ['init', 'shop', '--template', 'basic', '--yes', '--no-git'], { cwd: elsewhere, env, extendEnv: false });
      expect(init.stderr).toContain('pgmi test');
      expect(readFileSync(join(elsewhere, 'shop', 'pgmi.yaml'), 'utf8')).toContain('name: shop');
    } finally {
      await removeDir(elsewhere);
    }
  });

  // A normal user cannot write a system Node's prefix (/usr); the README's advice is a prefix in their home.
  it('works for a normal user who follows the README: npm config set prefix "$HOME/.local", then the same install', async () => {
    const advice = commandsIn(README, 'npm config set prefix')[0];
    expect(advice).toEqual(['npm', 'config', 'set', 'prefix', '$HOME/.local']);
    const home = join(work, 'home');
    await mkdir(home);
    const asRoot = process.getuid?.() === 0;
    // runuser sets HOME to the user's own (nobody's does not exist); env puts this test's back.
    const user = asRoot ? ['runuser', '-u', 'nobody', '--', 'env', `HOME=${home}`] : [];
    if (asRoot) execSync(`chown -R nobody ${JSON.stringify(home)} ${JSON.stringify(clone)}`);
    const script = [
      `npm config set prefix "$HOME/.local"`,
      `cd ${JSON.stringify(clone)} && ${readmeGlobalInstall().join(' ')} --no-audit --no-fund`,
      `cd / && PATH="$HOME/.local/bin:$PATH" pgmi --version`,
    ].join(' && ');
    const [command, ...args] = [...user, 'sh', '-c', script];
    const result = await execa(command as string, args, {
      env: { PATH: process.env.PATH, HOME: home, npm_config_cache: join(home, '.npm'), npm_config_update_notifier: 'false', NO_COLOR: '1' },
      extendEnv: false,
      reject: false,
    });
    expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(VERSION);
    expect(realpathSync(join(home, '.local', 'bin', 'pgmi'))).toBe(realpathSync(join(clone, 'bin', 'pgmi.cjs')));
  });
});
