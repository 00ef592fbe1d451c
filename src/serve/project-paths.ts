// The one rule for every path an agent hands `pgmi serve` (tool arguments, resource URIs, subscriptions): the
// file must lie inside the project also after resolving symbolic links, no segment of its path (as given, and
// as resolved) may be hidden (.env.deploy, .pgmi/…), it must not sit under node_modules/, and its name must end
// in an extension the caller allows (.sql unless a tool says otherwise). Secrets live in exactly those places:
// pgmi.yaml, .env*, .pgmi/dev-secrets.env, .pgmi/embedded.json, gateway/.env.
import { existsSync, realpathSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { projectRelative, resolveInsideProject } from '../project/confine.js';

export type ReadableKind = 'sql' | 'markdown';

const EXTENSIONS: Readonly<Record<ReadableKind, string>> = { sql: '.sql', markdown: '.md' };
const WHAT: Readonly<Record<ReadableKind, string>> = { sql: 'SQL files (.sql)', markdown: 'Markdown files (.md)' };

export interface ReadableFile {
  /** Absolute path (as given, inside the project). */
  full: string;
  /** Relative to the project, forward slashes. */
  path: string;
  exists: boolean;
}

/** Where `path` points if it follows the rule; a UsageError naming the rule otherwise. The file need not exist. */
export function resolveReadableFile(projectDir: string, path: string, kind: ReadableKind = 'sql'): ReadableFile {
  const full = resolveInsideProject(projectDir, path);
  const rel = projectRelative(projectDir, full);
  assertAllowed(rel, path, kind);
  const exists = existsSync(full);
  // A link inside the project may point at a secret inside it (api/x.sql -> ../.env.deploy): judge the target too.
  if (exists) assertAllowed(projectRelative(projectDir, realpathSync(full)), path, kind);
  return { full, path: rel, exists };
}

/** Whether `path` follows the rule (for filtering listings). */
export function isReadableFile(projectDir: string, path: string, kind: ReadableKind = 'sql'): boolean {
  try {
    resolveReadableFile(projectDir, path, kind);
    return true;
  } catch {
    return false; // refused: left out of the listing
  }
}

function assertAllowed(rel: string, given: string, kind: ReadableKind): void {
  const segments = rel.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) {
    throw new UsageError(`"${given}" is hidden (a name starting with "."): pgmi serve never reads hidden files or folders`, {
      hint: `Only the project's ${WHAT[kind]} can be read; secrets live in hidden files (.env*, .pgmi/).`,
    });
  }
  if (segments.includes('node_modules')) {
    throw new UsageError(`"${given}" is under node_modules/, which is not part of the project's SQL`);
  }
  if (rel === '' || !rel.toLowerCase().endsWith(EXTENSIONS[kind])) {
    throw new UsageError(`only the project's ${WHAT[kind]} can be read, not "${given}"`, {
      hint: kind === 'sql' ? 'pgmi.yaml is a resource of its own (pgmi://project/pgmi.yaml); other files are not served.' : undefined,
    });
  }
}
