// The default size of a database pool when DB_POOL_SIZE (or DB_READ_POOL_SIZE) is not set.
// A gateway call is one statement, so a connection is busy only while the database computes; connections beyond
// what the server's cores can run at once add no throughput -- the extra backends take turns on the cores and the
// slowest calls wait longest (docs/production-postgresql.md, section 5). The usual starting point is about twice the
// server's cores. The gateway can count them only when the database runs on its own host (a Unix socket or a
// loopback address), and there the two also share those cores: then the default is twice this host's cores, at
// least 4, at most REMOTE_POOL_SIZE. A database elsewhere keeps REMOTE_POOL_SIZE, since each call's network round
// trip leaves its backend idle and the server may have more cores than this host.
import { availableParallelism } from 'node:os';
import { isLoopbackHost } from '../loopback.js';

export const REMOTE_POOL_SIZE = 10;
const SMALLEST_LOCAL_POOL = 4;

export interface PoolSizeDefault {
  size: number;
  /** Why: shown in the gateway's start line, so an operator sees which rule chose the number. */
  reason: 'database on this host' | 'database on another host';
}

/** The pool size for a database URL when none is configured; `cores` is this host's (injected for tests). */
export function defaultPoolSize(databaseUrl: string, env: NodeJS.ProcessEnv, cores: number = availableParallelism()): PoolSizeDefault {
  if (!isOnThisHost(databaseUrl, env)) return { size: REMOTE_POOL_SIZE, reason: 'database on another host' };
  return { size: Math.min(REMOTE_POOL_SIZE, Math.max(SMALLEST_LOCAL_POOL, 2 * cores)), reason: 'database on this host' };
}

/**
 * Whether every host the URL names is this machine, read as libpq reads it: the `host` parameter wins over the
 * URL's host name, PGHOST fills in when neither is given, a path is a Unix socket, and no host at all is the local
 * socket. A list of hosts (failover) counts as another host unless all of them are local.
 */
export function isOnThisHost(databaseUrl: string, env: NodeJS.ProcessEnv): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false; // reported by the configuration reader; the remote default is the cautious one
  }
  const named = url.searchParams.get('host') ?? (url.hostname !== '' ? decodeURIComponent(url.hostname) : env.PGHOST);
  if (named === undefined || named.trim() === '') return true;
  return named.split(',').every((host) => {
    const bare = host.trim().toLowerCase();
    return bare.startsWith('/') || isLoopbackHost(bare);
  });
}
