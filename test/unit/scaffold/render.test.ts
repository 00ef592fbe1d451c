import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../src/scaffold/render.js';
import type { TemplateManifest } from '../../../src/scaffold/catalogue.js';
import { compileTemplate } from '../../../src/scaffold/handlebars.js';
import { makeTempDir, removeDir, writeTree } from '../../support/temp-dir.js';

let root: string;

function manifest(name: string, shared: Record<string, string> = {}): TemplateManifest {
  return { name, description: 'd', version: '1.0.0', prompts: [], shared, nextSteps: [], root: join(root, name) };
}

beforeAll(async () => {
  root = await makeTempDir('pgmi-render');
  await writeTree(join(root, 'demo'), {
    'template.json': '{}',
    'pgmi.yaml.hbs': 'name: {{projectName}}\nquote: "a<b & c"\n{{projectName}} <{{projectName}}>\n',
    'sql/plain.sql': 'SELECT {{not_a_variable}};\n',
    _gitignore: 'node_modules/\n',
    'bin/run.sh': '#!/bin/sh\necho hi\n',
  });
  await chmod(join(root, 'demo', 'bin/run.sh'), 0o755);
  await mkdir(join(root, '_shared'), { recursive: true });
  await writeFile(join(root, '_shared', 'common.txt.hbs'), 'shared for {{projectName}}\n');
  await writeFile(join(root, 'demo', 'binary.bin'), Buffer.from([0, 255, 10, 13, 0x7b, 0x7b]));
});

afterAll(() => removeDir(root));

describe('renderTemplate', () => {
  it('renders .hbs files without HTML escaping and drops the extension', () => {
    const files = renderTemplate(manifest('demo'), { projectName: 'a&b' });
    const yaml = files.find((f) => f.path === 'pgmi.yaml');
    expect(yaml?.content.toString()).toBe('name: a&b\nquote: "a<b & c"\na&b <a&b>\n');
  });

  it('copies other files byte for byte, braces included', () => {
    const files = renderTemplate(manifest('demo'), { projectName: 'x' });
    expect(files.find((f) => f.path === 'sql/plain.sql')?.content.toString()).toBe('SELECT {{not_a_variable}};\n');
    expect([...(files.find((f) => f.path === 'binary.bin')?.content ?? [])]).toEqual([0, 255, 10, 13, 0x7b, 0x7b]);
  });

  it('keeps file modes so scripts stay executable', () => {
    const files = renderTemplate(manifest('demo'), { projectName: 'x' });
    expect(files.find((f) => f.path === 'bin/run.sh')?.mode).toBe(0o755);
  });

  it('renames template dotfiles and leaves out template.json', () => {
    const paths = renderTemplate(manifest('demo'), { projectName: 'x' }).map((f) => f.path);
    expect(paths).toContain('.gitignore');
    expect(paths).not.toContain('_gitignore');
    expect(paths).not.toContain('template.json');
  });

  it('adds shared files under their target names', () => {
    const files = renderTemplate(manifest('demo', { 'common.txt.hbs': 'docs/common.txt' }), { projectName: 'x' });
    expect(files.find((f) => f.path === 'docs/common.txt')?.content.toString()).toBe('shared for x\n');
  });

  it('fails on a missing variable instead of rendering an empty string', () => {
    expect(() => renderTemplate(manifest('demo'), {})).toThrow(/projectName/);
  });
});

describe('compileTemplate', () => {
  it('is strict and does not escape', () => {
    expect(compileTemplate('{{a}}', 't')({ a: '<&>' })).toBe('<&>');
    expect(() => compileTemplate('{{b}}', 't')({ a: '1' })).toThrow(/"b" not defined/);
  });
});
