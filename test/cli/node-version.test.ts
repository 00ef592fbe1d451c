// The CLI bundle loads ES-module-only packages (execa, @clack/prompts) with require(), which Node runs without a flag
// from 20.19 and 22.12 on. On an older Node, pgmi says so at once, before it loads anything, instead of failing with
// ERR_REQUIRE_ESM in the middle of a command. The Node version is faked by a preload module (process.versions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, PGMI_BIN, REPO_ROOT } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { readPackageVersion } from '../../src/version.js';

let dir: string;

beforeAll(async () => {
  dir = await makeTempDir('pgmi-node-version');
  writeFileSync(join(dir, 'fake.cjs'), "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: process.env.FAKE_NODE_VERSION } });\n");
});

afterAll(async () => {
  if (dir) await removeDir(dir);
});

const runAs = (version: string) =>
  execa('node', ['--require', join(dir, 'fake.cjs'), PGMI_BIN, '--version'], {
    cwd: REPO_ROOT,
    env: cleanEnv({ FAKE_NODE_VERSION: version }),
    extendEnv: false,
    reject: false,
  });

describe('the Node.js version pgmi needs', () => {
  for (const version of ['18.20.4', '20.18.1', '21.7.3', '22.11.0']) {
    it(`refuses ${version}, naming it and what to install`, async () => {
      const result = await runAs(version);
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`pgmi needs Node.js 20.19 or later in 20.x, or 22.12 or later (this is Node.js ${version})`);
      expect(result.stderr).toContain('hint: install a current Node.js LTS release');
    });
  }

  for (const version of ['20.19.0', '22.12.0', '24.1.0']) {
    it(`runs on ${version}`, async () => {
      const result = await runAs(version);
      expect(result.exitCode, result.stderr).toBe(0);
      expect(result.stdout.trim()).toBe(readPackageVersion());
    });
  }
});
