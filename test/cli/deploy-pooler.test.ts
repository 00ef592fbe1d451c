// pgmi deploy through PgBouncer: a session-mode pool gives the deploy one server session and works; a
// transaction-mode pool would split its lock and its transaction over backends, so the deploy refuses it (exit 11)
// before changing anything.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAdvanced, expectTestsPassed, renderTemplate } from '../support/managed-deploy.js';
import { adminQuery, createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { skipWithout } from '../support/required-tool.js';
import { findPgBouncer, pgbouncerMissing, startPgBouncer, type PgBouncer } from '../gateway/support/pgbouncer.js';

describe.skipIf(skipWithout(pgbouncerMissing()))('pgmi deploy through PgBouncer', () => {
  let db: TestDatabase;
  let root: string;
  let dir: string;
  let session: PgBouncer;
  let transaction: PgBouncer;

  beforeAll(async () => {
    db = await createTestDatabase('pooler');
    root = await makeTempDir('pgmi-pooler');
    dir = join(root, 'app');
    await renderTemplate(dir, 'advanced');
    const server = new URL(db.serverUrl);
    const users = [{ name: decodeURIComponent(server.username), password: decodeURIComponent(server.password) }];
    session = await startPgBouncer(findPgBouncer()!, db.serverUrl, db.name, users, { poolMode: 'session' });
    transaction = await startPgBouncer(findPgBouncer()!, db.serverUrl, db.name, users, { poolMode: 'transaction' });
  });

  afterAll(async () => {
    await session?.stop();
    await transaction?.stop();
    // PgBouncer's server connections would otherwise keep the test database from being dropped.
    await adminQuery(db.serverUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [db.name]);
    await db?.drop();
    await removeDir(root);
  });

  function through(bouncer: PgBouncer): string {
    const url = new URL(db.url);
    url.port = String(bouncer.port);
    return url.toString();
  }

  it('refuses a transaction-mode pool with exit 11, saying why and what to use, and changes nothing', async () => {
    const refused = await deployAdvanced(dir, through(transaction));
    expect(refused.exitCode, refused.stderr).toBe(11);
    expect(refused.stderr).toContain('the connection goes through a pooler in transaction mode');
    expect(refused.stderr).toContain('nothing was changed');
    expect(refused.stderr).toMatch(/hint: Connect to PostgreSQL directly or through a session-mode pool: PgBouncer pool_mode = session/);
    const left = await db.query(
      `SELECT (SELECT count(*) FROM pg_namespace WHERE nspname IN ('pgmi', 'api', 'membership'))::int AS schemas,
              (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()))::int AS locks`,
    );
    expect(left.rows[0]).toEqual({ schemas: 0, locks: 0 });
  }, 120_000);

  it('deploys through a session-mode pool, with every SQL test', async () => {
    const deployed = await deployAdvanced(dir, through(session));
    expectTestsPassed(deployed, 180);
    expect(deployed.stderr).not.toContain('could not check');
    const again = await deployAdvanced(dir, through(session));
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).toContain('is up to date');
  }, 300_000);
});
