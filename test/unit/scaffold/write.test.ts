import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertTargetWritable, inspectTarget, writeProject } from '../../../src/scaffold/write.js';
import type { RenderedFile } from '../../../src/scaffold/render.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';

let dir: string;
const file = (path: string, text: string, mode = 0o644): RenderedFile => ({ path, content: Buffer.from(text), mode, rendered: false });

beforeEach(async () => {
  dir = await makeTempDir('pgmi-write');
});
afterEach(() => removeDir(dir));

describe('writeProject', () => {
  it('creates a new folder with every file and mode', async () => {
    const target = join(dir, 'new', 'project');
    await writeProject(target, [file('a.txt', 'A'), file('bin/x.sh', '#!/bin/sh', 0o755)]);
    expect(readFileSync(join(target, 'a.txt'), 'utf8')).toBe('A');
    expect(statSync(join(target, 'bin/x.sh')).mode & 0o777).toBe(0o755);
    expect(readdirSync(join(dir, 'new'))).toEqual(['project']); // no staging leftovers
  });

  it('overwrites only template files in an existing folder and keeps the rest', async () => {
    await writeFile(join(dir, 'a.txt'), 'old');
    await writeFile(join(dir, 'mine.txt'), 'keep');
    const outcome = await writeProject(dir, [file('a.txt', 'new'), file('b.txt', 'B')]);
    expect(outcome.overwritten).toEqual(['a.txt']);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'mine.txt'), 'utf8')).toBe('keep');
  });

  it('restores the folder when a write fails half way', async () => {
    await writeFile(join(dir, 'a.txt'), 'old');
    // "c" is a file, so "c/d.txt" cannot be written: the failure comes after a.txt was already replaced.
    await writeFile(join(dir, 'c'), 'a file, not a folder');
    const attempt = writeProject(dir, [file('a.txt', 'new'), file('c/d.txt', 'clash')]);
    await expect(attempt).rejects.toThrow();
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('old');
    expect(readFileSync(join(dir, 'c'), 'utf8')).toBe('a file, not a folder');
    expect(readdirSync(dir).sort()).toEqual(['a.txt', 'c']);
  });
});

describe('assertTargetWritable', () => {
  it('names the entries that block a non-empty target', async () => {
    await writeFile(join(dir, 'notes.md'), 'x');
    await mkdir(join(dir, '.git'));
    expect(() => assertTargetWritable(dir, inspectTarget(dir), false)).toThrow(/not empty \(found: \.git, notes\.md\)/);
    expect(() => assertTargetWritable(dir, inspectTarget(dir), true)).not.toThrow();
  });

  it('accepts an absent target', () => {
    expect(inspectTarget(join(dir, 'missing'))).toEqual({ exists: false, entries: [] });
  });
});
