import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { execa } from 'execa';
import { cleanEnv, PGMI_BIN, runPgmi, REPO_ROOT } from '../support/cli.js';

const version = (JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { version: string }).version;

describe('pgmi command line', () => {
  it('prints help with examples and exit codes on stdout', async () => {
    const result = await runPgmi(['--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Usage: pgmi');
    expect(result.stdout).toContain('Examples:');
    expect(result.stdout).toContain('init');
    expect(result.stderr).toBe('');
  });

  it('prints its version', async () => {
    const result = await runPgmi(['--version']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it('prints help with examples for a command', async () => {
    const result = await runPgmi(['init', '--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('--template');
    expect(result.stdout).toContain('$ pgmi init demo --template advanced --yes');
  });

  it('rejects an unknown command with exit 2 and the valid commands', async () => {
    const result = await runPgmi(['frobnicate']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown command 'frobnicate'");
    expect(result.stderr).toMatch(/Valid commands: .*init/);
    expect(result.stdout).toBe('');
  });

  it('rejects an unknown flag with exit 2 and the valid flags', async () => {
    const result = await runPgmi(['init', '--colour']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("unknown option '--colour'");
    expect(result.stderr).toMatch(/Valid options for pgmi init: .*--template/);
  });

  it('writes no colour codes when NO_COLOR is set', async () => {
    const result = await runPgmi(['bogus'], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } });
    expect(result.stderr).not.toMatch(/\u001b\[/);
  });

  it('stops quietly when the reader of its output goes away (pgmi … | head)', async () => {
    const result = await execa('sh', ['-c', `node '${PGMI_BIN}' deploy --help | head -1; exit \${PIPESTATUS:-0}`], { reject: false, env: cleanEnv() });
    expect(result.stdout).toBe('Usage: pgmi deploy [options] [dir]');
    expect(result.stderr).not.toContain('EPIPE');
  });
});
