// ~/.pgpass (or PGPASSFILE) with libpq's rules: host:port:database:user:password, '*' matches anything, '\'
// escapes ':' and '\', first matching line wins, ignored when group/world readable. Lines are parsed and matched
// by the pgpass package (what pg itself uses); finding and vetting the file stays here, synchronous, with the
// environment it is given and the warning sent to pgmi's reporter (the package reads process.env and writes to
// process.stderr).
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isValidEntry, match, parseLine } from 'pgpass/lib/helper.js';

export interface PgpassLookup {
  host: string;
  port: number;
  database: string;
  user: string;
}

export function pgpassPath(env: NodeJS.ProcessEnv): string {
  return env.PGPASSFILE ?? join(env.HOME ?? homedir(), '.pgpass');
}

export function lookupPgpass(lookup: PgpassLookup, env: NodeJS.ProcessEnv, warn?: (message: string) => void): string | undefined {
  const file = pgpassPath(env);
  let text: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return undefined;
    if ((stat.mode & 0o077) !== 0 && process.platform !== 'win32') {
      warn?.(`password file ${file} has group or world access; permissions should be u=rw (0600) or less. It was ignored.`);
      return undefined;
    }
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // no password file: nothing to look up
  }
  return findPassword(text, lookup);
}

export function findPassword(text: string, lookup: PgpassLookup): string | undefined {
  // A socket directory is "localhost" to libpq's matching.
  const connInfo = { ...lookup, host: lookup.host.startsWith('/') ? 'localhost' : lookup.host };
  for (const line of text.split(/\r?\n/)) {
    const entry = parseLine(line);
    if (entry && isValidEntry(entry) && match(connInfo, entry)) return entry.password;
  }
  return undefined;
}
