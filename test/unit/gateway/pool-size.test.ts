// The pools' default size: twice this host's cores (4 to 10) for a database on this host, 10 for one elsewhere;
// DB_POOL_SIZE and DB_READ_POOL_SIZE always win.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../templates/advanced/gateway/src/config.js';
import { defaultPoolSize, isOnThisHost } from '../../../templates/advanced/gateway/src/db/pool-size.js';

const defaults = { port: 8787, projectName: 'demo' };

describe('default pool size', () => {
  it('counts a Unix socket, a loopback address and a missing host as this host, as libpq reads a URL', () => {
    for (const url of [
      'postgresql://localhost/app',
      'postgresql://gw:secret@127.0.0.1:5432/app',
      'postgresql://[::1]:5432/app',
      'postgresql:///app',
      'postgresql:///app?host=/var/run/postgresql',
      'postgresql://%2Fvar%2Frun%2Fpostgresql/app',
      'postgresql://LOCALHOST/app',
    ]) {
      expect(isOnThisHost(url, {}), url).toBe(true);
    }
    for (const url of ['postgresql://db/app', 'postgresql://10.0.0.5/app', 'postgresql://localhost/app?host=db.internal', 'postgresql://localhost,db/app', 'not a url']) {
      expect(isOnThisHost(url, {}), url).toBe(false);
    }
    expect(isOnThisHost('postgresql:///app', { PGHOST: 'db.internal' })).toBe(false);
    expect(isOnThisHost('postgresql:///app', { PGHOST: '/tmp' })).toBe(true);
  });

  it('is twice the cores, from 4 to 10, on this host and 10 elsewhere', () => {
    const local = 'postgresql://127.0.0.1/app';
    expect([1, 2, 3, 4, 5, 64].map((cores) => defaultPoolSize(local, {}, cores).size)).toEqual([4, 4, 6, 8, 10, 10]);
    expect(defaultPoolSize('postgresql://db.internal/app', {}, 2)).toEqual({ size: 10, reason: 'database on another host' });
    expect(defaultPoolSize(local, {}, 2)).toEqual({ size: 4, reason: 'database on this host' });
  });

  it('lets DB_POOL_SIZE win and gives the replica pool its own host rule unless DB_POOL_SIZE is set', () => {
    const onThisHost = Math.min(10, Math.max(4, 2 * availableParallelism()));
    const local = loadConfig({ DATABASE_URL: 'postgresql://127.0.0.1/app', DATABASE_READ_URL: 'postgresql://replica.internal/app' }, defaults);
    expect(local).toMatchObject({ poolSize: onThisHost, poolSizeSource: 'database on this host', readPoolSize: 10 });
    const set = loadConfig({ DATABASE_URL: 'postgresql://127.0.0.1/app', DATABASE_READ_URL: 'postgresql://replica.internal/app', DB_POOL_SIZE: '7' }, defaults);
    expect(set).toMatchObject({ poolSize: 7, poolSizeSource: 'DB_POOL_SIZE', readPoolSize: 7 });
    expect(loadConfig({ DATABASE_URL: 'postgresql://127.0.0.1/app', DB_POOL_SIZE: ' ' }, defaults)).toMatchObject({ poolSize: onThisHost, poolSizeSource: 'database on this host' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/app', DB_READ_POOL_SIZE: '3' }, defaults)).toMatchObject({ poolSize: 10, readPoolSize: 3 });
  });
});
