// The deploy lock: a session advisory lock keyed on the database name, so two deploys of one database
// never interleave. Waits up to lockWaitMs, then gives up with DeployLocked (exit 15), saying who holds it,
// for how long, and whether the server still sees that session's client.
import type pg from 'pg';
import { DeployLocked } from '../errors.js';
import { formatDuration } from '../project/duration.js';
import { LIVENESS_CHECK_MS } from './client-liveness.js';

const LOCK_KEY_SQL = "pg_catalog.hashtextextended('pgmi.deploy:' || pg_catalog.current_database(), 0)";
const POLL_MS = 200;

export async function acquireDeployLock(client: pg.Client, lockWaitMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    if (await tryLock(client)) return;
    if (Date.now() >= deadline || signal?.aborted) {
      const holder = await readLockHolder(client).catch(() => undefined); // the refusal matters more than its detail
      // No holder: it let go between the try and the look (a killed deploy's backend ending). Take the free lock
      // rather than refuse it.
      if (!holder && !signal?.aborted && (await tryLock(client))) return;
      throw new DeployLocked(`another deploy is running on this database${holder ? ` (${describeHolder(holder)})` : ''}`, {
        hint: lockWaitMs > 0 ? 'It is still running; try again when it finishes.' : 'Wait for it to finish, or pass --lock-wait 60s to wait.',
        data: holder ? { holder } : undefined,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

async function tryLock(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ locked: boolean }>(`SELECT pg_catalog.pg_try_advisory_lock(${LOCK_KEY_SQL}) AS locked`);
  return result.rows[0]?.locked === true;
}

export async function releaseDeployLock(client: pg.Client): Promise<void> {
  await client.query(`SELECT pg_catalog.pg_advisory_unlock(${LOCK_KEY_SQL})`);
}

export interface LockHolder {
  pid: number;
  user: string | null;
  application: string | null;
  /** pg_stat_activity.state: active, idle, idle in transaction, … */
  state: string | null;
  /** How long its session has existed (pgmi takes the lock right after connecting). */
  sessionMs: number | null;
  /** How long its current (or last) statement has run. */
  statementMs: number | null;
  /** Whether the server would notice that session's client going away while a statement runs (PostgreSQL 14+). */
  serverChecksClient: boolean;
}

async function readLockHolder(client: pg.Client): Promise<LockHolder | undefined> {
  // A bigint advisory key shows in pg_locks as classid = high 32 bits, objid = low 32 bits, objsubid = 1.
  const result = await client.query<{
    pid: number;
    usename: string | null;
    application_name: string | null;
    state: string | null;
    session_ms: number | null;
    statement_ms: number | null;
    version: number;
  }>(
    `WITH k AS (SELECT ${LOCK_KEY_SQL} AS key)
     SELECT a.pid, a.usename::text, a.application_name, a.state,
            (extract(epoch FROM pg_catalog.clock_timestamp() - a.backend_start) * 1000)::float8 AS session_ms,
            (extract(epoch FROM pg_catalog.clock_timestamp() - a.query_start) * 1000)::float8 AS statement_ms,
            pg_catalog.current_setting('server_version_num')::int AS version
       FROM pg_catalog.pg_locks l
       JOIN pg_catalog.pg_stat_activity a ON a.pid = l.pid
       CROSS JOIN k
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.database = (SELECT oid FROM pg_catalog.pg_database WHERE datname = pg_catalog.current_database())
        AND l.classid = ((k.key >> 32) & 4294967295)::oid AND l.objid = (k.key & 4294967295)::oid
      LIMIT 1`,
  );
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    pid: row.pid,
    user: row.usename,
    application: row.application_name,
    state: row.state,
    sessionMs: row.session_ms,
    statementMs: row.statement_ms,
    serverChecksClient: row.version >= 140000,
  };
}

export function describeHolder(holder: LockHolder): string {
  const parts = [`held by backend ${holder.pid}`];
  if (holder.user) parts[0] += ` (user ${holder.user}${holder.application ? `, ${holder.application}` : ''})`;
  if (holder.sessionMs !== null) parts.push(`connected for ${formatDuration(holder.sessionMs)}`);
  const running = holder.statementMs === null ? '' : ` for ${formatDuration(holder.statementMs)}`;
  if (holder.state === 'active') {
    parts.push(`running a statement${running}`);
    parts.push(
      holder.serverChecksClient
        ? `its client is still connected as far as the server can tell (a pgmi deploy asks it to check every ${formatDuration(LIVENESS_CHECK_MS)})`
        : 'the server cannot tell whether its client is still there until that statement ends (PostgreSQL 13 has no client_connection_check_interval)',
    );
  } else if (holder.state) {
    parts.push(`${holder.state}${holder.state.startsWith('idle') ? ', so its client is connected and the server is waiting for it' : ''}`);
  }
  return parts.join('; ');
}
