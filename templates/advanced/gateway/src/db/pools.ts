// Bounded connection pools: the primary (read-write) and, when configured, a replica for read-only handlers.
// Acquiring a connection never waits longer than DB_POOL_ACQUIRE_TIMEOUT_MS, so an exhausted pool or a
// database that is down becomes a 503 instead of a hang. No session state is ever set on these connections
// (no SET outside a transaction, no LISTEN; named prepared statements only until a pooler refuses one:
// db/statement-naming.ts), so PgBouncer in transaction mode can sit in front of them. The URLs are read with libpq's sslmode (db/libpq-target.ts).
import pg from 'pg';
import type { GatewayConfig } from '../config.js';
import { describeError, type Logger } from '../log.js';
import { libpqTarget, type LibpqTarget } from './libpq-target.js';
import { ReplicaRouter } from './replica.js';

export interface Databases {
  primary: pg.Pool;
  /** The replica pool, when DATABASE_READ_URL is set. */
  read: pg.Pool | undefined;
  /** Which pool read-only dispatches use: the replica while it answers and is fresh, else the primary. */
  replica: ReplicaRouter;
  /** How the primary is reached (its sslmode attempt settles with its first connection). */
  primaryTarget: LibpqTarget;
  /** How DATABASE_LISTEN_URL is reached (LISTEN connection, task runner): the primary's target when it is the same URL. */
  listenTarget: LibpqTarget;
  /** Opens one connection per pool, so that sslmode prefer/allow settle before the first request (and one is warm). */
  settle(): Promise<void>;
  end(): Promise<void>;
}

export function createDatabases(config: GatewayConfig, log: Logger, env: NodeJS.ProcessEnv = process.env): Databases {
  const primaryTarget = libpqTarget(config.databaseUrl, env);
  const primary = createPool(primaryTarget, config.databaseUrl, config.poolSize, config, log, 'primary');
  const read = config.databaseReadUrl
    ? createPool(libpqTarget(config.databaseReadUrl, env), config.databaseReadUrl, config.readPoolSize, config, log, 'read')
    : undefined;
  const pools = read ? [primary, read] : [primary];
  const replica = new ReplicaRouter(primary, read, { maxLagMs: config.readMaxLagMs, probeMs: config.readProbeMs }, log);
  return {
    primary,
    read,
    replica,
    primaryTarget,
    // The same target as the primary when the URL is the same: its sslmode attempt is already settled.
    listenTarget: config.databaseListenUrl === config.databaseUrl ? primaryTarget : libpqTarget(config.databaseListenUrl, env),
    settle: async () => {
      // A second try when the first moved sslmode prefer/allow to its other attempt; a connection that works stays
      // in the pool, so the first request does not pay for connecting.
      const warm = (pool: pg.Pool) => pool.query('SELECT 1');
      await Promise.all(
        pools.map((pool) =>
          warm(pool)
            .catch(() => warm(pool))
            .catch((error: unknown) => log.debug('first database connection failed', { error: describeError(error) })),
        ),
      );
    },
    end: async () => {
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}

function createPool(target: LibpqTarget, url: string, max: number, config: GatewayConfig, log: Logger, label: string): pg.Pool {
  const pool = new pg.Pool({
    Client: target.clientClass(),
    connectionString: target.connectionString,
    max,
    connectionTimeoutMillis: config.poolAcquireTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // Named in the server's activity views, unless the URL already names itself.
    application_name: hasApplicationName(url) ? undefined : `${config.serverName}-gateway`.slice(0, 63),
  });
  guardPool(pool, log, label);
  return pool;
}

/**
 * A lost connection (backend terminated, server restarted, network dropped) must never crash the process:
 * pg-pool drops an idle one itself (its 'error' event), and a checked-out one -- which has no pool listener --
 * reports to its own listener here, while the query it was running fails and its holder discards it.
 */
export function guardPool(pool: pg.Pool, log: Logger, label: string): void {
  pool.on('error', (error) => log.warn('idle database connection lost', { pool: label, error: describeError(error) }));
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn('database connection lost', { pool: label, error: describeError(error) }));
  });
}

function hasApplicationName(connectionString: string): boolean {
  try {
    return new URL(connectionString).searchParams.has('application_name');
  } catch {
    return false; // validated at start; an unparsable URL cannot name itself
  }
}
