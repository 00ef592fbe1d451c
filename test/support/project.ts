// Builds small pgmi projects for deploy tests and reads back what a database holds.
import pg from 'pg';
import { makeTempDir, removeDir, writeTree } from './temp-dir.js';
import { runPgmi } from './cli.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export async function makeProject(files: Record<string, string>, label = 'pgmi-proj'): Promise<string> {
  const dir = await makeTempDir(label);
  await writeTree(dir, files);
  return dir;
}

/** Everything a deploy could have changed: user objects, tracking rows. Used to prove "database unchanged". */
export async function snapshotDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const objects = await client.query(
      `SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text AS o
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'
       UNION ALL
       SELECT n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' || md5(p.prosrc)
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
       UNION ALL
       SELECT 'schema ' || nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg_%' AND nspname <> 'information_schema'
       ORDER BY 1`,
    );
    const tracked = await client
      .query(`SELECT path || ' ' || kind || ' ' || checksum || ' ' || apply_count AS s FROM pgmi.script ORDER BY path`)
      .then((r) => r.rows.map((row: { s: string }) => row.s))
      .catch(() => ['no pgmi.script']);
    const deployments = await client
      .query('SELECT count(*)::int AS n FROM pgmi.deployment')
      .then((r) => `deployments ${(r.rows[0] as { n: number }).n}`)
      .catch(() => 'no pgmi.deployment');
    return [...objects.rows.map((r: { o: string }) => r.o), ...tracked, deployments].join('\n');
  } finally {
    await client.end();
  }
}

export async function queryOne<T>(url: string, sql: string, params: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows[0] as T;
  } finally {
    await client.end();
  }
}

export interface DeployedProject {
  db: TestDatabase;
  dir: string;
  cleanup(): Promise<void>;
}

/** A fixture project built from `files`, deployed once into a database of its own. */
export async function deployedProject(label: string, files: Record<string, string>): Promise<DeployedProject> {
  const db = await createTestDatabase(label);
  const dir = await makeProject(files);
  const first = await runPgmi(['deploy', dir, '--connection', db.url]);
  if (first.exitCode !== 0) throw new Error(`the fixture project did not deploy (exit ${first.exitCode}):\n${first.stderr}`);
  return {
    db,
    dir,
    async cleanup() {
      await db.drop();
      await removeDir(dir);
    },
  };
}
