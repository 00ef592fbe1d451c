// Finds the project's SQL: scripts and test files. Excluded folders are pruned, not walked.
// Symbolic links are followed only while their real path stays inside the project: a link (to a file or a folder)
// that leads outside, one that points nowhere, or a folder link that loops back to a folder containing it stops
// discovery with a ProjectError naming the link, before anything is read through it (a cloned repository must not
// make pgmi execute or echo local files). Links inside the project keep working.
// With kept file facts (file-facts.ts), a file unchanged since they were kept is not read here: its text is read
// when first used, and refused if it no longer has the kept checksum.
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isUtf8 } from 'node:buffer';
import { ProjectError, ProjectProblems } from '../errors.js';
import { isWithin } from './confine.js';
import type { FileFacts } from './file-facts.js';
import { checksumSql } from '../deploy/checksum.js';
import { sqlFactsOf, type SqlFacts } from './sql-facts.js';

export interface ProjectFile {
  /** Path relative to the project root, forward slashes. */
  path: string;
  content: string;
  /** Checksum, kind and directive problems, when discovery already knows them. */
  facts?: SqlFacts;
}

export interface DiscoveredFiles {
  scripts: ProjectFile[];
  tests: ProjectFile[];
}

export const TEST_FOLDERS = new Set(['__test__', '__tests__']);
const SKIPPED_FOLDERS = new Set(['node_modules']);
/** Folders skipped only at the project root. */
const SKIPPED_ROOT_FOLDERS = new Set(['gateway']);

export function isTestPath(path: string): boolean {
  return path.split('/').some((segment) => TEST_FOLDERS.has(segment));
}

type LinkProblem = { file: string; message: string };

export function discoverFiles(projectDir: string, options: { facts?: FileFacts } = {}): DiscoveredFiles {
  const scripts: ProjectFile[] = [];
  const tests: ProjectFile[] = [];
  const problems: LinkProblem[] = [];
  const root = realpathSync(resolve(projectDir));
  // `real` is the real path of `dir`; `ancestors` the real paths of the folders being walked (loop detection).
  const walk = (dir: string, rel: string, real: string, ancestors: ReadonlySet<string>) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      throw new ProjectError(`cannot read folder ${rel || '.'}: ${(error as Error).message}`, { cause: error });
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const isSql = entry.name.toLowerCase().endsWith('.sql');
      let childReal = join(real, entry.name);
      let isDir = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = followLink(join(dir, entry.name));
        if (target === undefined) {
          if (isSql) problems.push({ file: childRel, message: `${childRel} is a symbolic link to something that does not exist` });
          continue;
        }
        childReal = target.real;
        isDir = target.isDir;
        if (!isDir && !isSql) continue; // never read: where it leads does not matter
        if (!isWithin(root, childReal)) {
          problems.push({ file: childRel, message: `${childRel} is a symbolic link to ${childReal}, outside the project folder ${root}` });
          continue;
        }
      }
      if (isDir) {
        if (SKIPPED_FOLDERS.has(entry.name) || (rel === '' && SKIPPED_ROOT_FOLDERS.has(entry.name))) continue;
        if (ancestors.has(childReal)) {
          problems.push({ file: childRel, message: `${childRel} is a symbolic link to a folder that contains it (a loop)` });
          continue;
        }
        walk(join(dir, entry.name), childRel, childReal, new Set([...ancestors, childReal]));
      } else if (isSql) {
        const file = options.facts ? withFacts(childReal, childRel, options.facts) : { path: childRel, content: readSqlFile(childReal, childRel) };
        (isTestPath(childRel) ? tests : scripts).push(file);
      }
    }
  };
  walk(root, '', root, new Set([root]));
  if (problems.length > 0) {
    throw new ProjectProblems(problems, 'pgmi reads SQL only from inside the project folder: copy the file into the project, or remove the link. Nothing was run.');
  }
  return { scripts, tests };
}

/** The real path of a link's target and whether it is a folder; undefined when it points nowhere. */
function followLink(path: string): { real: string; isDir: boolean } | undefined {
  try {
    const real = realpathSync(path);
    return { real, isDir: statSync(real).isDirectory() };
  } catch {
    return undefined;
  }
}

/** A file with its facts: kept ones when the file is unchanged (its text read on first use), else computed now. */
function withFacts(full: string, rel: string, kept: FileFacts): ProjectFile {
  const stats = statSync(full, { bigint: true });
  const facts = kept.lookup(rel, stats);
  if (facts === undefined) {
    const content = readSqlFile(full, rel);
    const computed = sqlFactsOf(rel, content);
    kept.record(rel, stats, computed);
    return { path: rel, content, facts: computed };
  }
  let content: string | undefined;
  return {
    path: rel,
    facts,
    get content() {
      content ??= readUnchanged(full, rel, facts.checksum);
      return content;
    },
  };
}

/** The text of a file planned from its kept facts; refused when it changed since (the plan would not be what runs). */
function readUnchanged(full: string, rel: string, checksum: string): string {
  const content = readSqlFile(full, rel);
  if (checksumSql(content) !== checksum) {
    throw new ProjectError(`${rel} changed while pgmi was using it (after the deploy was planned)`, {
      file: rel,
      hint: 'Run the command again once the file is saved; what was planned was not run.',
    });
  }
  return content;
}

function readSqlFile(full: string, rel: string): string {
  const bytes = readFileSync(full);
  if (bytes.includes(0)) {
    throw new ProjectError(`${rel} is not a text file (it contains a NUL byte)`, { file: rel, hint: 'Move binary files out of the project or into a hidden folder.' });
  }
  if (!isUtf8(bytes)) throw new ProjectError(`${rel} is not valid UTF-8`, { file: rel, hint: 'Save the file as UTF-8.' });
  // Checked above, so a plain decode (faster than a fatal TextDecoder); a byte-order mark is dropped, as that one did.
  const text = bytes.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
