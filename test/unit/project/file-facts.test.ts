// Kept file facts: a file unchanged since its facts were kept is planned without being read, and its text, read
// when used, must still have the kept checksum; recent changes, other pgmi versions and broken files keep nothing.
import { existsSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverFiles } from '../../../src/project/discover.js';
import { FILE_FACTS_PATH, FileFacts } from '../../../src/project/file-facts.js';
import { ProjectError } from '../../../src/errors.js';
import { checksumSql } from '../../../src/deploy/checksum.js';
import { makeTempDir, removeDir, writeTree } from '../../support/temp-dir.js';
import { thrownBy } from '../../support/thrown.js';
import { devSecretSource } from '../../../src/project/dev-secrets.js';

let dir: string;
afterEach(async () => {
  if (dir) await removeDir(dir);
});

const files = { 'lib/a.sql': 'SELECT 1;\n', 'lib/b.sql': '-- pgmi:once\nCREATE TABLE t (id int);\n', 'lib/__test__/t.sql': 'SELECT 2;\n' };
const aMinuteLater = () => Date.now() + 60_000;

/** Discovers with kept facts and saves them, as a deploy does; `now` decides which changes count as recent. */
function discoverAndKeep(now: () => number = aMinuteLater, version = '1.0.0') {
  const facts = FileFacts.open(dir, version, now);
  const found = discoverFiles(dir, { facts });
  facts.save();
  return found;
}

function keptPaths(): string[] {
  return Object.keys(JSON.parse(readFileSync(join(dir, FILE_FACTS_PATH), 'utf8')).files).sort();
}

describe('kept file facts', () => {
  it('plans unchanged files from the kept facts and reads their text only when used', async () => {
    dir = await makeTempDir('pgmi-facts');
    await writeTree(dir, files);
    const first = discoverAndKeep();
    expect(first.scripts.map((f) => f.facts)).toEqual([
      { checksum: checksumSql(files['lib/a.sql']), kind: 'repeatable', problems: [] },
      { checksum: checksumSql(files['lib/b.sql']), kind: 'once', problems: [] },
    ]);
    expect(keptPaths()).toEqual(['lib/__test__/t.sql', 'lib/a.sql', 'lib/b.sql']);

    const second = discoverAndKeep();
    const a = second.scripts.find((f) => f.path === 'lib/a.sql');
    expect(a?.facts?.kind).toBe('repeatable');
    // Changed after planning: the text that would run is not the planned one, so it is refused (not read before).
    writeFileSync(join(dir, 'lib/a.sql'), 'SELECT 3;\n');
    const error = thrownBy(() => a?.content, ProjectError, 'reading a changed file');
    expect(error.message).toBe('lib/a.sql changed while pgmi was using it (after the deploy was planned)');
    // Unchanged: the text is read on first use.
    expect(second.tests[0]?.content).toBe('SELECT 2;\n');

    const third = discoverAndKeep();
    expect(third.scripts.find((f) => f.path === 'lib/a.sql')?.facts?.checksum).toBe(checksumSql('SELECT 3;\n'));
  });

  it('keeps nothing changed in the last two seconds, nor a file whose directives have a problem', async () => {
    dir = await makeTempDir('pgmi-facts');
    await writeTree(dir, { ...files, 'lib/c.sql': '-- pgmi:sometimes\nSELECT 1;\n' });
    discoverAndKeep(Date.now);
    expect(keptPaths()).toEqual([]);
    discoverAndKeep();
    expect(keptPaths()).toEqual(['lib/__test__/t.sql', 'lib/a.sql', 'lib/b.sql']);
  });

  it('ignores facts of another pgmi version, a broken facts file, and a project where .pgmi cannot be written', async () => {
    dir = await makeTempDir('pgmi-facts');
    await writeTree(dir, files);
    discoverAndKeep(aMinuteLater, '1.0.0');
    const other = FileFacts.open(dir, '2.0.0', aMinuteLater);
    expect(discoverFiles(dir, { facts: other }).scripts.every((f) => f.facts !== undefined)).toBe(true);
    expect(other.lookup('lib/a.sql', statSync(join(dir, 'lib/a.sql'), { bigint: true }))).toBeUndefined();

    writeFileSync(join(dir, FILE_FACTS_PATH), '{ "format": 1, "pgmi": "1.0.0", "files": { "lib/a.sql": { "stamp": 1 } } ');
    expect(discoverAndKeep().scripts).toHaveLength(2);
    expect(keptPaths()).toEqual(['lib/__test__/t.sql', 'lib/a.sql', 'lib/b.sql']);

    const blocked = await makeTempDir('pgmi-facts-blocked');
    try {
      await writeTree(blocked, { ...files, '.pgmi': 'a file where the folder would be\n' });
      const facts = FileFacts.open(blocked, '1.0.0', aMinuteLater);
      discoverFiles(blocked, { facts });
      expect(() => facts.save()).not.toThrow();
      expect(existsSync(join(blocked, '.pgmi', 'file-facts.json'))).toBe(false);
    } finally {
      await removeDir(blocked);
    }
  });

  it('neither reads nor writes through a .pgmi that links outside the project (a cloned repository can ship one)', async () => {
    dir = await makeTempDir('pgmi-facts');
    const outside = await makeTempDir('pgmi-facts-outside');
    try {
      await writeTree(dir, files);
      await writeTree(outside, { 'file-facts.json': '{"format":1,"pgmi":"1.0.0","files":{}}\n' });
      symlinkSync(outside, join(dir, '.pgmi'));
      const facts = FileFacts.open(dir, '1.0.0', aMinuteLater);
      expect(discoverFiles(dir, { facts }).scripts).toHaveLength(2);
      facts.save();
      expect(readdirSync(outside)).toEqual(['file-facts.json']);
      expect(readFileSync(join(outside, 'file-facts.json'), 'utf8')).toBe('{"format":1,"pgmi":"1.0.0","files":{}}\n');
      const error = thrownBy(() => devSecretSource(dir)(['admin_password']), ProjectError, 'development secrets through the link');
      expect(error.message).toBe(`.pgmi is a symbolic link to ${outside}, outside the project folder ${dir}`);
      expect(readdirSync(outside)).toEqual(['file-facts.json']);
    } finally {
      await removeDir(outside);
    }
  });
});
