// Everything a database holds, as text, for "is this secret stored anywhere" checks: a data-only pg_dump when a
// pg_dump as new as the server is on this machine, else every row of every table as text (the embedded server is
// newer than Debian's pg_dump). Both cover every schema, the template's and any other.
import { execa } from 'execa';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

export interface DatabaseDump {
  text: string;
  how: 'pg_dump' | 'sql';
}

export async function dumpDatabase(url: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const serverMajor = Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v) / 10_000;
    const pgDump = await findPgDump(Math.floor(serverMajor));
    if (pgDump) {
      const result = await execa(pgDump, ['--data-only', '--no-owner', '--dbname', url], { reject: true, maxBuffer: 512 * 1024 * 1024 });
      return { text: result.stdout, how: 'pg_dump' };
    }
    const tables = await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
        ORDER BY 1`,
    );
    const parts: string[] = [];
    for (const { name } of tables.rows) {
      const rows = await client.query<{ t: string | null }>(`SELECT string_agg(t::text, E'\\n') AS t FROM ${name} AS t`);
      parts.push(`-- ${name}\n${rows.rows[0]!.t ?? ''}`);
    }
    return { text: parts.join('\n'), how: 'sql' };
  } finally {
    await client.end();
  }
}

async function findPgDump(serverMajor: number): Promise<string | undefined> {
  const candidates = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin/pg_dump`)
    : [];
  for (const candidate of [...candidates, 'pg_dump']) {
    const version = await execa(candidate, ['--version'], { reject: false });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout)?.[1]);
    if (version.exitCode === 0 && major >= serverMajor) return candidate;
  }
  return undefined;
}
