// ~/.pgpass (or PGPASSFILE), read by pgmi itself with libpq's rules: host:port:database:user:password,
// '*' matches anything, '\' escapes ':' and '\', first matching line wins, ignored when group/world readable.
import { readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

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
  const host = lookup.host.startsWith('/') ? 'localhost' : lookup.host;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const fields = splitFields(line);
    if (fields.length < 5) continue;
    const [h, p, d, u] = fields as [string, string, string, string];
    const password = fields.slice(4).join(':');
    if (matches(h, host) && matches(p, String(lookup.port)) && matches(d, lookup.database) && matches(u, lookup.user)) {
      return password;
    }
  }
  return undefined;
}

function matches(pattern: string, value: string): boolean {
  return pattern === '*' || pattern === value;
}

function splitFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (c === '\\' && i + 1 < line.length) {
      current += line[i + 1];
      i += 1;
    } else if (c === ':' && fields.length < 4) {
      fields.push(current);
      current = '';
    } else current += c;
  }
  fields.push(current);
  return fields;
}
