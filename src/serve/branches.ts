// Branches: scratch copies of the project database (CREATE DATABASE … TEMPLATE), named <database>_br_<name> and
// marked with a database comment, so that only copies pgmi made are listed, targeted or dropped. A copy shares
// the cluster's roles with the original: the advanced template names its roles after current_database() unless
// the <kind>_role parameters say otherwise, so a branch is deployed with the original's role names (which the
// copy remembers in internal.setting) and runs as the original's roles.
import type pg from 'pg';
import { ConnectionError, NotFound, SqlFailure, UsageError } from '../errors.js';
import { quoteIdent } from '../db/ensure-database.js';

export const BRANCH_NAME = /^[a-z][a-z0-9_]{0,29}$/;
const MARK = 'pgmi:branch ';
/**
 * The backends that hold a database against CREATE DATABASE … TEMPLATE and DROP DATABASE: not autovacuum workers,
 * which PostgreSQL stops itself for both (counting one refused a branch at random on a busy server).
 */
const HOLDS_DATABASE = "backend_type IS DISTINCT FROM 'autovacuum worker'";

export interface BranchInfo {
  name: string;
  database: string;
  /** The project database it was copied from. */
  of: string;
  createdAt: string;
  sizeBytes: number;
  /** Sessions connected to it now. */
  connections: number;
}

export interface Session {
  pid: number;
  user: string;
  application: string;
  client?: string;
  state?: string;
  since?: string;
}

export function branchDatabaseName(of: string, name: string): string {
  if (!BRANCH_NAME.test(name)) {
    throw new UsageError(`"${name}" is not a branch name`, { hint: 'Use 1-30 lowercase letters, digits and _, starting with a letter (e.g. try_invoices).' });
  }
  const database = `${of}_br_${name}`;
  if (Buffer.byteLength(database) > 63) {
    throw new UsageError(`branch database name "${database}" is longer than PostgreSQL's 63 bytes`, { hint: 'Choose a shorter branch name.' });
  }
  return database;
}

/** The branches of `of`, oldest first. `admin` is connected to the maintenance database. */
export async function listBranches(admin: pg.Client, of: string): Promise<BranchInfo[]> {
  const result = await admin.query<{ database: string; mark: string; size: string; connections: number }>(
    `SELECT d.datname AS database, pg_catalog.shobj_description(d.oid, 'pg_database') AS mark,
            pg_catalog.pg_database_size(d.oid)::text AS size,
            (SELECT count(*)::int FROM pg_catalog.pg_stat_activity a WHERE a.datid = d.oid AND a.${HOLDS_DATABASE}) AS connections
       FROM pg_catalog.pg_database d
      WHERE pg_catalog.shobj_description(d.oid, 'pg_database') LIKE $1`,
    [`${MARK}%`],
  );
  const branches: BranchInfo[] = [];
  for (const row of result.rows) {
    const mark = parseMark(row.mark);
    if (!mark || mark.of !== of || row.database !== `${of}_br_${mark.name}`) continue;
    branches.push({ name: mark.name, database: row.database, of, createdAt: mark.createdAt, sizeBytes: Number(row.size), connections: row.connections });
  }
  return branches.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function requireBranch(admin: pg.Client, of: string, name: string): Promise<BranchInfo> {
  branchDatabaseName(of, name);
  const branches = await listBranches(admin, of);
  const found = branches.find((branch) => branch.name === name);
  if (found) return found;
  throw new NotFound(`no branch "${name}" of database "${of}"`, {
    hint: branches.length === 0 ? 'Create one with branch_create.' : `Branches: ${branches.map((b) => b.name).join(', ')} (branch_list).`,
  });
}

/** Copies `of` into a new branch, after checking the cap, the privileges and the sessions that would block it. */
export async function createBranch(admin: pg.Client, of: string, name: string, maxBranches: number): Promise<BranchInfo> {
  const database = branchDatabaseName(of, name);
  const existing = await listBranches(admin, of);
  if (existing.some((branch) => branch.name === name)) throw new UsageError(`branch "${name}" exists already`, { hint: 'Choose another name, or branch_delete it first.' });
  if (existing.length >= maxBranches) {
    throw new UsageError(`database "${of}" has ${existing.length} branches, the most this pgmi serve allows (${maxBranches})`, {
      hint: `Delete one with branch_delete (${existing.map((b) => b.name).join(', ')}), or restart pgmi serve with --max-branches N.`,
    });
  }
  await assertMayCopy(admin, of);
  const blocking = await sessionsOn(admin, of);
  if (blocking.length > 0) throw blockedBy(of, blocking);
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(of)}`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === '55006') throw blockedBy(of, await sessionsOn(admin, of)); // a session arrived meanwhile
    throw error;
  }
  const mark = `${MARK}${JSON.stringify({ of, name, createdAt: new Date().toISOString() })}`;
  // COMMENT takes no parameters: the server quotes the name and the text (format %I, %L).
  const comment = await admin.query<{ sql: string }>("SELECT pg_catalog.format('COMMENT ON DATABASE %I IS %L', $1::text, $2::text) AS sql", [database, mark]);
  await admin.query(comment.rows[0]!.sql);
  return requireBranch(admin, of, name);
}

/** Drops a branch; sessions on it are refused by name unless `force` (then PostgreSQL terminates them). */
export async function deleteBranch(admin: pg.Client, of: string, name: string, force: boolean): Promise<BranchInfo> {
  const branch = await requireBranch(admin, of, name);
  if (!force) {
    const sessions = await sessionsOn(admin, branch.database);
    if (sessions.length > 0) {
      throw new SqlFailure(`branch "${name}" has ${sessions.length} open session(s): ${sessions.map(describeSession).join('; ')}`, {
        sqlstate: '55006',
        hint: 'Close them, or pass force: true to terminate them and drop the branch.',
        data: { sessions },
      });
    }
  }
  await admin.query(`DROP DATABASE ${quoteIdent(branch.database)}${force ? ' WITH (FORCE)' : ''}`);
  return branch;
}

/** The original's role names as deploy parameters (owner_role=…), read from the copy's internal.setting. */
export async function originalRoleParams(branch: pg.Client): Promise<string[]> {
  const exists = await branch.query<{ found: boolean }>("SELECT pg_catalog.to_regclass('internal.setting') IS NOT NULL AS found");
  if (!exists.rows[0]?.found) return [];
  const roles = await branch.query<{ key: string; value: string }>("SELECT key, value FROM internal.setting WHERE key ~ '^[a-z]+_role$' ORDER BY key");
  return roles.rows.map((row) => `${row.key}=${row.value}`);
}

async function assertMayCopy(admin: pg.Client, of: string): Promise<void> {
  const result = await admin.query<{ user: string; may_create: boolean; owns: boolean | null; is_template: boolean | null }>(
    `SELECT current_user AS user, (r.rolcreatedb OR r.rolsuper) AS may_create,
            (r.rolsuper OR pg_catalog.pg_has_role(current_user, d.datdba, 'MEMBER')) AS owns, d.datistemplate AS is_template
       FROM pg_catalog.pg_roles r LEFT JOIN pg_catalog.pg_database d ON d.datname = $1
      WHERE r.rolname = current_user`,
    [of],
  );
  const row = result.rows[0];
  if (!row || row.owns === null) throw new NotFound(`database "${of}" does not exist`, { hint: 'Deploy the project first (deploy tool, or pgmi deploy).' });
  if (!row.may_create) {
    throw new ConnectionError(`user "${row.user}" may not create databases, so it cannot branch "${of}"`, {
      sqlstate: '42501',
      hint: `Branches need CREATEDB: ask an administrator for ALTER ROLE "${row.user}" CREATEDB (managed providers grant it to the main user), or connect pgmi serve as a user that has it.`,
    });
  }
  if (!row.owns && !row.is_template) {
    throw new ConnectionError(`user "${row.user}" does not own database "${of}", and PostgreSQL copies a database only for its owner`, {
      sqlstate: '42501',
      hint: `Connect pgmi serve as the owner of "${of}" (the user that deploys it).`,
    });
  }
}

async function sessionsOn(admin: pg.Client, database: string): Promise<Session[]> {
  const result = await admin.query<{ pid: number; user: string; application: string; client: string | null; state: string | null; since: string | null }>(
    `SELECT pid, coalesce(usename, '') AS user, coalesce(application_name, '') AS application, client_addr::text AS client, state,
            backend_start::text AS since
       FROM pg_catalog.pg_stat_activity WHERE datname = $1 AND pid <> pg_catalog.pg_backend_pid() AND ${HOLDS_DATABASE} ORDER BY backend_start`,
    [database],
  );
  return result.rows.map((row) => ({
    pid: row.pid,
    user: row.user,
    application: row.application,
    ...(row.client ? { client: row.client } : {}),
    ...(row.state ? { state: row.state } : {}),
    ...(row.since ? { since: row.since } : {}),
  }));
}

/** PostgreSQL copies a database only while nobody else is connected to it: say who is. */
function blockedBy(of: string, sessions: readonly Session[]): SqlFailure {
  const gateway = sessions.some((s) => /gateway/i.test(s.application) || /_gateway$/.test(s.user));
  return new SqlFailure(`cannot copy "${of}" while other sessions are connected to it (${sessions.length}): ${sessions.map(describeSession).join('; ')}`, {
    sqlstate: '55006',
    hint:
      (gateway ? 'The project\'s gateway (pgmi dev, or a gateway you run) keeps connections open: stop it while branching. ' : '') +
      'CREATE DATABASE … TEMPLATE needs the source database to itself; close those sessions and try again.',
    data: { sessions },
  });
}

function describeSession(session: Session): string {
  return `pid ${session.pid} ${session.user}${session.application ? ` (${session.application})` : ''}${session.client ? ` from ${session.client}` : ''}${session.state ? `, ${session.state}` : ''}`;
}

function parseMark(text: string | null): { of: string; name: string; createdAt: string } | undefined {
  if (!text?.startsWith(MARK)) return undefined;
  try {
    const mark = JSON.parse(text.slice(MARK.length)) as Record<string, unknown>;
    if (typeof mark.of === 'string' && typeof mark.name === 'string' && typeof mark.createdAt === 'string') return { of: mark.of, name: mark.name, createdAt: mark.createdAt };
  } catch {
    // a comment that only looks like ours: not a branch
  }
  return undefined;
}
