// Gives each test file its own fresh database (and drops it, and the roles named after it, at the end).
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  /** Superuser URL for this database. */
  url: string;
  /** Superuser URL for the maintenance database. */
  serverUrl: string;
  /** Runs one query as the superuser on this database. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  drop(): Promise<void>;
}

export function serverUrl(): string {
  return inject('pgServerUrl');
}

export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A database name no other test file uses; roles the template derives from it stay unique too. */
export function uniqueDatabaseName(label: string): string {
  const safe = label.toLowerCase().replace(/[^a-z0-9]+/g, '_').slice(0, 20);
  return `t_${safe}_${randomBytes(3).toString('hex')}`;
}

export async function createTestDatabase(label: string, options: { create?: boolean } = {}): Promise<TestDatabase> {
  const server = serverUrl();
  const name = uniqueDatabaseName(label);
  if (options.create !== false) await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = databaseUrl(server, name);
  return {
    name,
    url,
    serverUrl: server,
    query: (sql, params) => adminQuery(url, sql, params) as never,
    drop: () => dropDatabaseAndRoles(server, name),
  };
}

export async function adminQuery(url: string, sql: string, params?: unknown[]): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` and every role named `<name>_…`. */
export async function dropDatabaseAndRoles(server: string, name: string): Promise<void> {
  await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  // Roles that granted memberships last: PostgreSQL 16+ refuses to drop a grantor while its grants exist (a
  // CREATEROLE deployer grants the template's roles to each other).
  const roles = await adminQuery(
    server,
    `SELECT rolname FROM pg_roles r WHERE rolname LIKE $1 ORDER BY EXISTS (SELECT FROM pg_auth_members m WHERE m.grantor = r.oid), rolname`,
    [`${name}\\_%`],
  );
  for (const row of roles.rows as Array<{ rolname: string }>) {
    await adminQuery(server, `DROP ROLE IF EXISTS "${row.rolname.replace(/"/g, '""')}"`);
  }
}
