// What discovery reads from a project's SQL files: UTF-8 text, exactly as written (a byte-order mark is not part of
// the SQL); a file that is not UTF-8 text stops discovery with the file named and a hint, before anything runs.
import { afterEach, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/project/discover.js';
import { ProjectError } from '../../../src/errors.js';
import { makeTempDir, removeDir, writeTree } from '../../support/temp-dir.js';
import { thrownBy } from '../../support/thrown.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await removeDir(dir);
  dir = undefined;
});

async function project(files: Record<string, Buffer | string>): Promise<string> {
  dir = await makeTempDir('pgmi-discover');
  await writeTree(dir, files);
  return dir;
}

const problem = (root: string): ProjectError => thrownBy(() => discoverFiles(root), ProjectError, 'discovery');

describe('discoverFiles reads SQL as UTF-8 text', () => {
  it('keeps the text as written, multi-byte characters included, and drops a byte-order mark', async () => {
    const root = await project({
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

  it('refuses a file that is not valid UTF-8 (Latin-1), naming it', async () => {
    const error = problem(await project({ 'a/latin1.sql': Buffer.from("SELECT 'gr\xfc\xdfe';\n", 'latin1') }));
    expect(error.message).toBe('a/latin1.sql is not valid UTF-8');
    expect(error.hint).toMatch(/UTF-8/);
  });

  it('refuses a file with a NUL byte as not text, naming it', async () => {
    const error = problem(await project({ 'a/binary.sql': Buffer.from([0x53, 0x00, 0x4c]) }));
    expect(error.message).toBe('a/binary.sql is not a text file (it contains a NUL byte)');
  });
});
