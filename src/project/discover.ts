// Finds the project's SQL: scripts and test files. Excluded folders are pruned, not walked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectError } from '../errors.js';

export interface ProjectFile {
  /** Path relative to the project root, forward slashes. */
  path: string;
  content: string;
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

export function discoverFiles(projectDir: string): DiscoveredFiles {
  const scripts: ProjectFile[] = [];
  const tests: ProjectFile[] = [];
  const walk = (dir: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      throw new ProjectError(`cannot read folder ${rel || '.'}: ${(error as Error).message}`, { cause: error });
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const full = join(dir, entry.name);
      const isDir = entry.isDirectory() || (entry.isSymbolicLink() && statSync(full).isDirectory());
      if (isDir) {
        if (SKIPPED_FOLDERS.has(entry.name) || (rel === '' && SKIPPED_ROOT_FOLDERS.has(entry.name))) continue;
        walk(full, childRel);
      } else if (entry.name.toLowerCase().endsWith('.sql')) {
        const file = { path: childRel, content: readSqlFile(full, childRel) };
        (isTestPath(childRel) ? tests : scripts).push(file);
      }
    }
  };
  walk(projectDir, '');
  return { scripts, tests };
}

function readSqlFile(full: string, rel: string): string {
  const bytes = readFileSync(full);
  if (bytes.includes(0)) {
    throw new ProjectError(`${rel} is not a text file (it contains a NUL byte)`, { file: rel, hint: 'Move binary files out of the project or into a hidden folder.' });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new ProjectError(`${rel} is not valid UTF-8`, { file: rel, hint: 'Save the file as UTF-8.', cause: error });
  }
}
