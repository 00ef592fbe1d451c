import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { execa } from 'execa';
import { cleanEnv, PGMI_BIN, runPgmi, REPO_ROOT } from '../support/cli.js';
import { EXIT_CODES } from '../../src/errors.js';

const version = (JSON.parse(readFileSync(`${REPO_ROOT}/package.json`, 'utf8')) as { version: string }).version;

describe('pgmi command line', () => {
  it('prints help with examples and exit codes on stdout', async () => {
    const result = await runPgmi(['--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Usage: pgmi');
    expect(result.stdout).toContain('Examples:');
    expect(result.stdout).toContain('init');
    expect(result.stderr).toBe('');
    // "Exit codes: 0 ok, 1 unexpected, …": every code pgmi can exit with, each once, with its meaning.
    const text = /Exit codes: ([\s\S]*?)\.\s*$/.exec(result.stdout)?.[1]?.replace(/\s+/g, ' ');
    const listed = [...(text ?? '').matchAll(/(\d+) ([a-z][a-z ]*[a-z])/gi)].map(([, code, meaning]) => [Number(code), meaning]);
    expect(listed.map(([code]) => code)).toEqual(Object.values(EXIT_CODES));
    expect(listed).toContainEqual([13, 'SQL or test failure']);
    expect(listed.every(([, meaning]) => String(meaning).length > 1)).toBe(true);
  });

  it('prints its version, with --version and -V', async () => {
    for (const flag of ['--version', '-V']) {
      const result = await runPgmi([flag]);
      expect(result.exitCode, flag).toBe(0);
      expect(result.stdout.trim()).toBe(version);
    }
  });

  it('prints the help on stdout and exits 0 when no command is given', async () => {
    const result = await runPgmi([]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('Usage: pgmi [options] [command]');
    expect(result.stdout).toContain('Exit codes:');
    expect(result.stderr).toBe('');
    const keys = await runPgmi(['keys']);
    expect(keys.exitCode).toBe(0);
    expect(keys.stdout).toContain('Usage: pgmi keys [options] [command]');
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

  it('an unknown command with --help is still an unknown command (exit 2), not the top-level help', async () => {
    for (const args of [['create', '--help'], ['help', 'create']]) {
      const result = await runPgmi(args);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.stderr).toContain("unknown command 'create'");
      expect(result.stdout).toBe('');
    }
  });

  it('an unknown subcommand lists the valid subcommands of its parent, also with --help', async () => {
    for (const args of [['keys', 'frob'], ['keys', 'frob', '--help'], ['help', 'keys', 'frob']]) {
      const result = await runPgmi(args);
      expect(result.exitCode, args.join(' ')).toBe(2);
      expect(result.stderr).toContain("unknown subcommand 'frob' of pgmi keys");
      expect(result.stderr).toContain('Valid subcommands of pgmi keys: create, list, revoke. See: pgmi keys --help');
      expect(result.stderr).not.toContain('Valid commands: init');
    }
    expect((await runPgmi(['keys', 'creat'])).stderr).toContain('(did you mean create?)');
  });

  it('subcommand errors and help name the real subcommand path', async () => {
    const unknownFlag = await runPgmi(['keys', 'create', '--email', 'a@b.c', '--frob']);
    expect(unknownFlag.exitCode).toBe(2);
    expect(unknownFlag.stderr).toContain("unknown option '--frob'");
    expect(unknownFlag.stderr).toMatch(/Valid options for pgmi keys create: .*--email.*See: pgmi keys create --help/);
    const missing = await runPgmi(['keys', 'create', '--frob']);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain('See: pgmi keys create --help');
    expect(missing.stderr).not.toContain('pgmi create');
    const help = await runPgmi(['keys', 'revoke', '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('Usage: pgmi keys revoke [options] <key-id>');
  });

  it('--json prints one failure document on stdout for usage errors too', async () => {
    const result = await runPgmi(['deploy', '--frob', '--json']);
    expect(result.exitCode).toBe(2);
    const doc = JSON.parse(result.stdout) as { status: string; command: string; exitCode: number; error: { code: string; message: string; hint: string } };
    expect(doc).toMatchObject({ status: 'failed', command: 'deploy', exitCode: 2, error: { code: 'usage', message: "unknown option '--frob'" } });
    expect(doc.error.hint).toContain('See: pgmi deploy --help');
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
