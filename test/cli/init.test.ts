import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { execaSync } from 'execa';
import { runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { listTemplates } from '../../src/scaffold/catalogue.js';

let work: string;

beforeAll(async () => {
  work = await makeTempDir('pgmi-init');
});
afterAll(() => removeDir(work));

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.name === '.git') return [];
    return entry.isDirectory() ? listFiles(full, base) : [relative(base, full)];
  });
}

describe.each(listTemplates().map((t) => t.name))('pgmi init --template %s', (template) => {
  it('writes the project, a pgmi.yaml naming the template, and prints the tree and next steps', async () => {
    const target = join(work, `${template}-app`);
    const result = await runPgmi(['init', target, '--template', template, '--yes']);
    expect(result.exitCode, result.stderr).toBe(0);
    const files = listFiles(target);
    expect(files).toContain('pgmi.yaml');
    expect(files).toContain('README.md');
    expect(files).toContain('.gitignore');
    expect(files.some((f) => f.endsWith('.hbs'))).toBe(false);
    const config = parse(readFileSync(join(target, 'pgmi.yaml'), 'utf8')) as Record<string, unknown>;
    expect(config.name).toBe(`${template}-app`);
    expect(config.template).toBe(template);
    expect(existsSync(join(target, '.git'))).toBe(true);
    // The tree is data on stdout; prose on stderr.
    expect(result.stdout).toContain('pgmi.yaml');
    expect(result.stderr).toContain('Next steps:');
    expect(result.stderr).toContain(`(${template} template`);
    // The params file the next steps name is made from the generated .env.example, which git keeps while
    // every other .env* file (the filled-in copy holds passwords) stays ignored.
    expect(files).toContain('.env.example');
    expect(result.stderr).toContain('cp .env.example .env.deploy');
    expect(result.stderr).toContain('--params-file .env.deploy');
    const ignored = (path: string) => execaSync('git', ['check-ignore', '-q', path], { cwd: target, reject: false }).exitCode === 0;
    expect(ignored('.env.example')).toBe(false);
    expect(ignored('.env.deploy')).toBe(true);
    expect(ignored('.env')).toBe(true);
    expect(ignored('.pgmi/dev-secrets.env')).toBe(true);
  });

  it('--dry-run prints the same tree and writes nothing', async () => {
    const target = join(work, `${template}-dry`);
    const result = await runPgmi(['init', target, '--template', template, '--dry-run']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(existsSync(target)).toBe(false);
    expect(result.stdout).toContain('pgmi.yaml');
    expect(result.stderr).toContain('Nothing was written');
    const real = await runPgmi(['init', join(work, `${template}-real`), '--template', template, '--no-git']);
    expect(real.stdout.replace(`${template}-real`, `${template}-dry`)).toBe(result.stdout);
  });
});

describe('pgmi init refusals', () => {
  it('refuses a non-empty folder with exit 2, names the blocking files and writes nothing', async () => {
    const target = join(work, 'occupied');
    await mkdir(target);
    await writeFile(join(target, 'notes.txt'), 'mine');
    const result = await runPgmi(['init', target, '--template', 'basic', '--yes']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('notes.txt');
    expect(result.stderr).toContain('--force');
    expect(readdirSync(target)).toEqual(['notes.txt']);
  });

  it('--force writes template files into a non-empty folder and keeps the others', async () => {
    const target = join(work, 'forced');
    await mkdir(target);
    await writeFile(join(target, 'notes.txt'), 'mine');
    await writeFile(join(target, 'pgmi.yaml'), 'old: true\n');
    const result = await runPgmi(['init', target, '--template', 'basic', '--force', '--no-git']);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(readFileSync(join(target, 'notes.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(target, 'pgmi.yaml'), 'utf8')).toContain('template: basic');
    expect(result.stderr).toContain('Overwrote 1 existing files: pgmi.yaml');
  });

  it('rejects an unknown template with exit 2 and the valid templates', async () => {
    const target = join(work, 'nope');
    const result = await runPgmi(['init', target, '--template', 'fancy', '--yes']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('unknown template "fancy"');
    expect(result.stderr).toContain('Valid templates: basic, advanced');
    expect(existsSync(target)).toBe(false);
  });

  it('requires a template when it cannot ask', async () => {
    const result = await runPgmi(['init', join(work, 'notemplate')]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('--template');
  });

  it('rejects an invalid project name before writing', async () => {
    const target = join(work, 'badname');
    const result = await runPgmi(['init', target, '--template', 'basic', '--name', '-bad']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('Project name "-bad"');
    expect(existsSync(target)).toBe(false);
  });

  it('--no-git leaves no repository', async () => {
    const target = join(work, 'nogit');
    const result = await runPgmi(['init', target, '--template', 'basic', '--no-git']);
    expect(result.exitCode).toBe(0);
    expect(existsSync(join(target, '.git'))).toBe(false);
    expect(statSync(join(target, 'pgmi.yaml')).isFile()).toBe(true);
  });

  it('--install installs the generated gateway\'s dependencies', async () => {
    const target = join(work, 'installed');
    const result = await runPgmi(['init', target, '--template', 'advanced', '--yes', '--no-git', '--install'], { timeoutMs: 300_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('Installing dependencies in gateway');
    expect(existsSync(join(target, 'gateway', 'node_modules', 'pg', 'package.json'))).toBe(true);
  });
});
