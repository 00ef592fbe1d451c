// A deploy needs one server session from its first statement to its last: the deploy lock is a session advisory
// lock, the client-liveness check a session setting, and the tracking state is read before the transaction
// opens. A pooler in transaction mode (PgBouncer pool_mode = transaction, RDS Proxy, Supavisor on 6543, Neon's
// -pooler hosts) hands each transaction to whichever server connection is free, so the lock would be held by
// one backend while the deploy runs on another, and stay behind in the pool. This check runs before anything
// is changed and refuses such a connection.
import type pg from 'pg';
import { ConnectionError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';

/** How long the second connection may wait for a server session (a session pool may be full). */
const SECOND_SESSION_WAIT_MS = 5000;

export async function assertSessionIsPinned(client: pg.Client, openAnother: () => Promise<pg.Client>, reporter: Reporter): Promise<void> {
  const seen = await client.query<{ pid: number; addr: string | null; port: number | null }>(
    'SELECT pg_catalog.pg_backend_pid() AS pid, pg_catalog.host(pg_catalog.inet_client_addr()) AS addr, pg_catalog.inet_client_port() AS port',
  );
  const { pid, addr, port } = seen.rows[0]!;
  // The server sees this very socket: no pooler in between, the session is ours.
  if (port !== null && isOurSocket(client, addr, port)) return;

  // Something relays the connection (a pooler, a proxy, NAT). Between transactions this client holds no server
  // session of its own in transaction mode, so another connection asking for one now gets the backend it just
  // used (PgBouncer reuses the most recently freed one; with a single server connection there is no other).
  let other: pg.Client;
  try {
    other = await openAnother();
  } catch (error) {
    reporter.warn(`could not check whether the connection goes through a transaction-mode pooler (a second connection failed: ${(error as Error).message}). A deploy needs a direct or session-mode connection.`);
    return;
  }
  let otherPid: number | undefined;
  try {
    otherPid = await withDeadline(
      (async () => {
        await other.query('BEGIN');
        const result = await other.query<{ pid: number }>('SELECT pg_catalog.pg_backend_pid() AS pid');
        await other.query('ROLLBACK');
        return result.rows[0]!.pid;
      })(),
      SECOND_SESSION_WAIT_MS,
    );
  } finally {
    await other.end().catch(() => undefined);
  }
  if (otherPid === undefined) {
    reporter.warn(
      `could not check whether the connection goes through a transaction-mode pooler: a second connection got no server session in ${SECOND_SESSION_WAIT_MS / 1000} s. ` +
        'A deploy needs a direct or session-mode connection.',
    );
    return;
  }
  if (otherPid === pid) {
    throw new ConnectionError(
      'the connection goes through a pooler in transaction mode (another connection was handed this session\'s server backend): ' +
        'a deploy needs one server session for its lock and its transaction; nothing was changed',
      {
        hint:
          'Connect to PostgreSQL directly or through a session-mode pool: PgBouncer pool_mode = session; on AWS the instance or ' +
          'cluster endpoint, not RDS Proxy; on Supabase the session pooler (port 5432), not 6543; on Neon the host without -pooler; ' +
          'on Azure port 5432, not PgBouncer on 6432. The gateway can keep using the pooler.',
        data: { pooler: 'transaction' },
      },
    );
  }
}

function isOurSocket(client: pg.Client, addr: string | null, port: number): boolean {
  const socket = (client as unknown as { connection?: { stream?: { localAddress?: string; localPort?: number } } }).connection?.stream;
  if (socket?.localPort !== port) return false;
  const local = socket.localAddress?.replace(/^::ffff:/, '');
  return addr === null || local === undefined || local === addr;
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined); // ended by the caller closing the connection
  }
}
