// The deploy lock: a session advisory lock keyed on the database name, so two deploys of one database
// never interleave. Waits up to lockWaitMs, then gives up with DeployLocked (exit 15).
import type pg from 'pg';
import { DeployLocked } from '../errors.js';

const LOCK_KEY_SQL = "pg_catalog.hashtextextended('pgmi.deploy:' || pg_catalog.current_database(), 0)";
const POLL_MS = 200;

export async function acquireDeployLock(client: pg.Client, lockWaitMs: number, signal?: AbortSignal): Promise<void> {
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    const result = await client.query<{ locked: boolean }>(`SELECT pg_catalog.pg_try_advisory_lock(${LOCK_KEY_SQL}) AS locked`);
    if (result.rows[0]?.locked) return;
    if (Date.now() >= deadline || signal?.aborted) {
      const holder = await client
        .query<{ pid: number; since: string }>(
          `SELECT l.pid, a.backend_start::text AS since
             FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity a USING (pid)
            WHERE l.locktype = 'advisory' AND l.granted AND l.database = (SELECT oid FROM pg_catalog.pg_database WHERE datname = pg_catalog.current_database())
            LIMIT 1`,
        )
        .catch(() => undefined);
      const who = holder?.rows[0] ? ` (held by backend ${holder.rows[0].pid})` : '';
      throw new DeployLocked(`another deploy is running on this database${who}`, {
        hint: lockWaitMs > 0 ? 'It is still running; try again when it finishes.' : 'Wait for it to finish, or pass --lock-wait 60s to wait.',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
  }
}

export async function releaseDeployLock(client: pg.Client): Promise<void> {
  await client.query(`SELECT pg_catalog.pg_advisory_unlock(${LOCK_KEY_SQL})`);
}
