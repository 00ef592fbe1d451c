// The target database must exist before a deploy: create it when missing, or drop and recreate it
// (--overwrite) after the user confirmed. Both happen from the maintenance database.
import type pg from 'pg';
import { ConnectionError, ProjectError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { connect } from './client.js';
import type { ConnectionTarget } from './connection.js';

const PROTECTED = new Set(['postgres', 'template0', 'template1']);

/** Connects to the target, creating the database first when it does not exist. */
export async function connectCreatingDatabase(target: ConnectionTarget, reporter: Reporter): Promise<{ client: pg.Client; created: boolean }> {
  try {
    return { client: await connect(target), created: false };
  } catch (error) {
    if ((error as ConnectionError).sqlstate !== '3D000') throw error;
  }
  let created = false;
  await withMaintenance(target, async (admin) => {
    reporter.info(`Database "${target.database}" does not exist; creating it.`);
    created = await createDatabase(admin, target);
    if (!created) reporter.info(`Database "${target.database}" was created meanwhile by another session; using it.`);
  });
  return { client: await connect(target), created };
}

/** Drops and recreates the target; the caller has already asked for confirmation. */
export async function recreateDatabase(target: ConnectionTarget, reporter: Reporter): Promise<void> {
  assertMayOverwrite(target.database);
  await withMaintenance(target, async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_catalog.pg_database WHERE datname = $1', [target.database]);
    if (exists.rowCount) {
      reporter.info(`Dropping database "${target.database}" (--overwrite).`);
      await admin.query(`DROP DATABASE ${quoteIdent(target.database)} WITH (FORCE)`);
    }
    if (await createDatabase(admin, target)) reporter.info(`Created database "${target.database}".`);
  });
}

export function assertMayOverwrite(database: string): void {
  if (PROTECTED.has(database)) {
    throw new ProjectError(`refusing to overwrite the "${database}" database`, { hint: 'Choose an application database with -d NAME.' });
  }
}

/** True when this call created it; false when a concurrent session created it first. */
async function createDatabase(admin: pg.Client, target: ConnectionTarget): Promise<boolean> {
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(target.database)}`);
    return true;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    // Created meanwhile by a concurrent deploy: fine, the deploy lock orders the two. A CREATE DATABASE that
    // was already running when the other committed fails on pg_database's unique name index instead of 42P04.
    if (code === '42P04' || (code === '23505' && constraint === 'pg_database_datname_index')) return false;
    if (code === '42501') {
      throw new ConnectionError(`database "${target.database}" does not exist and user "${target.user}" may not create it`, {
        hint: `Create it first (CREATE DATABASE "${target.database}") or grant CREATEDB to "${target.user}".`,
        sqlstate: code,
      });
    }
    throw error;
  }
}

/** Runs `work` on a connection to the server's maintenance database (where CREATE/DROP DATABASE are issued). */
export async function withMaintenance<T>(target: ConnectionTarget, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = await connect(target, target.maintenanceDatabase);
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
