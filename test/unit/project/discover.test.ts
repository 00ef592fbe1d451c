// What discovery reads from a project's SQL files: UTF-8 text, exactly as written (a byte-order mark is not part of
// the SQL); a file that is not UTF-8 text stops discovery with the file named and a hint, before anything runs.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/project/discover.js';
import { ProjectError } from '../../../src/errors.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function project(files: Record<string, Buffer | string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pgmi-discover-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

function problem(root: string): ProjectError {
  try {
    discoverFiles(root);
  } catch (error) {
    if (error instanceof ProjectError) return error;
    throw error;
  }
  throw new Error('discovery accepted the project');
}

describe('discoverFiles reads SQL as UTF-8 text', () => {
  it('keeps the text as written, multi-byte characters included, and drops a byte-order mark', () => {
    const root = project({
      'a/one.sql': "SELECT 'grüße, 東京, 🐘';\n",
      'a/bom.sql': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('SELECT 1;\n')]),
      'a/__test__/t.sql': 'SELECT 2;\n',
    });
    const found = discoverFiles(root);
    expect(Object.fromEntries(found.scripts.map((file) => [file.path, file.content]))).toEqual({
      'a/bom.sql': 'SELECT 1;\n',
      'a/one.sql': "SELECT 'grüße, 東京, 🐘';\n",
    });
    expect(found.tests.map((file) => file.path)).toEqual(['a/__test__/t.sql']);
  });

  it('refuses a file that is not valid UTF-8 (Latin-1), naming it', () => {
    const error = problem(project({ 'a/latin1.sql': Buffer.from("SELECT 'gr\xfc\xdfe';\n", 'latin1') }));
    expect(error.message).toBe('a/latin1.sql is not valid UTF-8');
    expect(error.hint).toMatch(/UTF-8/);
  });

  it('refuses a file with a NUL byte as not text, naming it', () => {
    const error = problem(project({ 'a/binary.sql': Buffer.from([0x53, 0x00, 0x4c]) }));
    expect(error.message).toBe('a/binary.sql is not a text file (it contains a NUL byte)');
  });
});
