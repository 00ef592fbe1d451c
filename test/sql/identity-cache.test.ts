// The request-identity cache (membership/15-identity-cache.sql, 00-identity-changes.sql): a backend remembers the
// identity of an API key it resolved in a READ ONLY transaction and uses it in later transactions only while nothing
// it was built from has changed. Each test holds one gateway-login connection (one backend, as a pooled gateway
// connection is) and commits like the gateway does; whether a call used the remembered identity is read from the
// backend's slot: a fresh resolution writes a new value (a new IV), a recalled one leaves it as it was.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { eventually } from '../support/poll.js';
import { passwordArgs, templateRoleUrl, withClient } from '../support/template-roles.js';

let db: TestDatabase;
let root: string;
const clients: pg.Client[] = [];
const ASSERTION_SECRET = 'identity-cache-test-assertion-secret-0123456789';
const ISSUER = 'https://issuer.cache-test.invalid';

/** What the gateway hands SQL for a verified OAuth token (gateway/src/oauth/assertion.ts). */
function assertionFor(subject: string, expiresInSeconds = 3600, email: string | null = null): string {
  const body = Buffer.from(JSON.stringify({ v: 1, iss: ISSUER, sub: subject, email, name: null, ev: email !== null, scp: ['mcp:read'], org: null, aud: 'https://cache-test.invalid/mcp', exp: Math.floor(Date.now() / 1000) + expiresInSeconds })).toString('base64url');
  return `pgmi-oat.${body}.${createHmac('sha256', ASSERTION_SECRET).update(`oauth-assertion\n${body}`).digest('hex')}`;
}

/** The gateway's first use of a token's subject: provisions its user (on the primary, in its own statement). */
async function provision(assertion: string): Promise<string> {
  return withClient(templateRoleUrl(db.url, db.name, 'gateway'), async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT membership.provision_identity($1) AS id', [assertion]);
    return rows[0]!.id;
  });
}

interface Issued {
  key: string;
  key_id: string;
  user_id: string;
  organization_id: string;
}

async function issue(email: string, expiresAt: Date | null = null): Promise<Issued> {
  return withClient(templateRoleUrl(db.url, db.name, 'admin'), async (client) => {
    const { rows } = await client.query<Issued>(
      'SELECT key, key_id, user_id, organization_id FROM membership.issue_api_key_for_email($1, NULL, NULL, $2, $3::text[])',
      [email, expiresAt, []],
    );
    return rows[0]!;
  });
}

/** A gateway-login connection: one backend, kept for the test. */
async function gatewayBackend(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: templateRoleUrl(db.url, db.name, 'gateway') });
  await client.connect();
  clients.push(client);
  return client;
}

interface Presented {
  userId?: string;
  sqlstate?: string;
  useReported: boolean;
}

/** What a request does: present the key in a transaction of its own, committed when it verifies. */
async function present(client: pg.Client, key: string, begin = 'BEGIN READ ONLY'): Promise<Presented> {
  let useReported = false;
  const onNotice = (notice: { message?: string }) => {
    if (notice.message === 'pgmi.credential.use') useReported = true;
  };
  client.on('notice', onNotice);
  try {
    await client.query(begin);
    try {
      const { rows } = await client.query<{ id: string }>('SELECT membership.authenticate($1) AS id', [key]);
      await client.query('COMMIT');
      return { userId: rows[0]!.id, useReported };
    } catch (error) {
      await client.query('ROLLBACK');
      return { sqlstate: (error as { code?: string }).code, useReported };
    }
  } finally {
    client.off('notice', onNotice);
  }
}

/** The session setting that holds a credential's entry (its name depends on the signing key). */
async function slotOf(credential: string): Promise<string> {
  const { rows } = await db.query<{ slot: string }>(
    'SELECT membership.identity_cache_slot(membership.identity_cache_tag(k.secret, $1)) AS slot FROM internal.signing_key k',
    [credential],
  );
  return rows[0]!.slot;
}

async function slotValue(client: pg.Client, slot: string): Promise<string> {
  const { rows } = await client.query<{ value: string | null }>('SELECT current_setting($1, true) AS value', [slot]);
  return rows[0]!.value ?? '';
}

beforeAll(async () => {
  db = await createTestDatabase('identity_cache');
  root = await makeTempDir('pgmi-identity-cache');
  const dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'cachetest']);
  expect(init.exitCode, init.stderr).toBe(0);
  const deploy = await runPgmi(['deploy', dir, '--connection', db.url, '--skip-tests', ...passwordArgs(), '--param', `oauth_assertion_secret=${ASSERTION_SECRET}`], { timeoutMs: 240_000 });
  expect(deploy.exitCode, deploy.stderr).toBe(0);
  await db.query('SELECT membership.set_oauth_issuer($1, $2, true, false)', [ISSUER, 'cacheidp']);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end()));
});

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('request-identity cache', () => {
  it('remembers a key resolved in a READ ONLY transaction, sealed, and uses it in the next transaction of the backend', async () => {
    const issued = await issue('cache-hit@example.com');
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    expect(await slotValue(backend, slot)).toBe('');
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    const remembered = await slotValue(backend, slot);
    expect(remembered).toMatch(/^[0-9a-f]{160,}$/);
    // Sealed: neither the key nor who holds it can be read from the setting (any SQL in the backend can read it).
    const bytes = Buffer.from(remembered, 'hex').toString('latin1');
    for (const secret of [issued.key, issued.key_id, issued.user_id, issued.organization_id]) expect(bytes).not.toContain(secret);
    expect(remembered).not.toContain(Buffer.from(issued.key_id).toString('hex'));
    for (let call = 0; call < 3; call++) {
      expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
      expect(await slotValue(backend, slot)).toBe(remembered);
    }
    // Another backend has its own.
    const other = await gatewayBackend();
    expect(await slotValue(other, slot)).toBe('');
  });

  it('ends a remembered identity with a change committed after it, even one begun before it was remembered', async () => {
    const issued = await issue('cache-race@example.com');
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    const writer = new pg.Client({ connectionString: db.url });
    await writer.connect();
    clients.push(writer);
    await writer.query('BEGIN');
    await writer.query("UPDATE membership.api_key SET status = 'disabled', disabled_at = now() WHERE key_id = $1", [issued.key_id]);
    // The writer has not committed: the key is live for everyone else, and its identity is remembered.
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, slot)).not.toBe('');
    await writer.query('COMMIT');
    // Its transaction id was in progress in the snapshot the identity was resolved in: the change ends it.
    expect(await present(backend, issued.key)).toEqual({ sqlstate: 'PA401', useReported: false });
  });

  it.each([
    ['the holder is deactivated', 'UPDATE membership."user" SET is_active = false WHERE object_id = $1::uuid', 'user_id'],
    ['the organization is deactivated', 'UPDATE membership.organization SET is_active = false WHERE object_id = $1::uuid', 'organization_id'],
    ['the key is revoked', "UPDATE membership.api_key SET status = 'revoked', revoked_at = now() WHERE key_id = $1", 'key_id'],
    ['the key is deleted', 'UPDATE membership.api_key SET deleted_at = now() WHERE key_id = $1', 'key_id'],
  ] as const)('refuses a remembered key once %s', async (_label, change, column) => {
    const issued = await issue(`cache-${column}-${Date.now()}@example.com`);
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    const remembered = await slotValue(backend, slot);
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, slot)).toBe(remembered);
    await db.query(change, [issued[column]]);
    expect(await present(backend, issued.key)).toEqual({ sqlstate: 'PA401', useReported: false });
  });

  it('resolves again after an unrelated membership change, with the same answer', async () => {
    const issued = await issue('cache-unrelated@example.com');
    const bystander = await issue('cache-bystander@example.com');
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    await present(backend, issued.key);
    const remembered = await slotValue(backend, slot);
    await db.query("UPDATE membership.\"user\" SET display_name = 'renamed' WHERE object_id = $1::uuid", [bystander.user_id]);
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    const refreshed = await slotValue(backend, slot);
    expect(refreshed).not.toBe(remembered);
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, slot)).toBe(refreshed);
  });

  it('is written only by READ ONLY transactions, and used by any', async () => {
    const issued = await issue('cache-readwrite@example.com');
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    for (const begin of ['BEGIN', 'BEGIN ISOLATION LEVEL SERIALIZABLE']) {
      expect(await present(backend, issued.key, begin)).toMatchObject({ userId: issued.user_id });
      expect(await slotValue(backend, slot)).toBe('');
    }
    await present(backend, issued.key, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const remembered = await slotValue(backend, slot);
    expect(remembered).not.toBe('');
    expect(await present(backend, issued.key, 'BEGIN')).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, slot)).toBe(remembered);
  });

  it('treats a value set by hand as a miss: never an identity, never an error', async () => {
    const holder = await issue('cache-forged-holder@example.com');
    const victim = await issue('cache-forged-victim@example.com');
    const backend = await gatewayBackend();
    await present(backend, holder.key);
    const holderSlot = await slotOf(holder.key);
    const holderEntry = await slotValue(backend, holderSlot);
    const victimSlot = await slotOf(victim.key);
    // Not hex, odd length, random bytes of a plausible length, another key's entry: each is resolved afresh.
    for (const forged of ['zz'.repeat(300), 'a'.repeat(301), 'ab'.repeat(300), holderEntry]) {
      await backend.query('SELECT set_config($1, $2, false)', [victimSlot, forged]);
      expect(await present(backend, victim.key)).toMatchObject({ userId: victim.user_id });
    }
    // A credential that is no key at all, whose slot holds a valid entry of a live key: refused.
    const bogus = `${holder.key.slice(0, -6)}AAAAAA`;
    await backend.query('SELECT set_config($1, $2, false)', [await slotOf(bogus), holderEntry]);
    expect(await present(backend, bogus)).toEqual({ sqlstate: 'PA401', useReported: false });
  });

  it('stops at the key\'s expiry, even while remembered', async () => {
    const issued = await issue('cache-expiry@example.com', new Date(Date.now() + 2500));
    const backend = await gatewayBackend();
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    const remembered = await slotValue(backend, await slotOf(issued.key));
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, await slotOf(issued.key))).toBe(remembered);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await present(backend, issued.key)).toEqual({ sqlstate: 'PA401', useReported: false });
  });

  it('reports the key\'s use once a minute, remembered or not', async () => {
    const issued = await issue('cache-use@example.com');
    const backend = await gatewayBackend();
    expect(await present(backend, issued.key)).toEqual({ userId: issued.user_id, useReported: true });
    expect(await present(backend, issued.key)).toEqual({ userId: issued.user_id, useReported: false });
    expect(await present(backend, issued.key)).toEqual({ userId: issued.user_id, useReported: false });
  });

  // Pruning keeps the rows a running transaction anywhere on the server may not see yet (xids are server-wide), so
  // while other suites run, a row may outlive a prune: each waits, pruning again, until the row is gone.
  it('keeps pruning safe: a change whose record was pruned still ends the identities remembered before it', async () => {
    const issued = await issue('cache-prune@example.com');
    const backend = await gatewayBackend();
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, await slotOf(issued.key))).not.toBe('');
    const { rows } = await db.query<{ xid: string }>(
      "UPDATE membership.api_key SET status = 'revoked', revoked_at = now() WHERE key_id = $1 RETURNING pg_current_xact_id()::text AS xid",
      [issued.key_id],
    );
    const revocation = rows[0]!.xid;
    await eventually(`the revocation's change record (xid ${revocation}) is pruned`, async () => {
      await db.query('SELECT membership.prune_identity_changes()');
      return (await db.query('SELECT FROM internal.identity_change WHERE xid = $1::xid8', [revocation])).rowCount === 0;
    }, 60_000, 200);
    expect(await present(backend, issued.key)).toEqual({ sqlstate: 'PA401', useReported: false });
  });

  it('resolves again an identity remembered before the pruning horizon', async () => {
    const issued = await issue('cache-horizon@example.com');
    const backend = await gatewayBackend();
    const slot = await slotOf(issued.key);
    await present(backend, issued.key);
    const remembered = await slotValue(backend, slot);
    // Transactions that took an id since: the horizon passes the snapshot the identity was resolved in once every
    // transaction that was running then has ended.
    const { rows } = await db.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid');
    await db.query('SELECT pg_current_xact_id()');
    await eventually('the pruning horizon passes the remembered snapshot', async () => {
      await db.query('SELECT membership.prune_identity_changes()');
      return (await db.query('SELECT FROM internal.identity_change_horizon WHERE below > $1::xid8', [rows[0]!.xid])).rowCount === 1;
    }, 60_000, 200);
    expect(await present(backend, issued.key)).toMatchObject({ userId: issued.user_id });
    expect(await slotValue(backend, slot)).not.toBe(remembered);
  });

  it('remembers an OAuth assertion\'s identity; a deactivated issuer ends it', async () => {
    const assertion = assertionFor('cache-oauth-issuer');
    const userId = await provision(assertion);
    const backend = await gatewayBackend();
    const slot = await slotOf(assertion);
    expect(await present(backend, assertion)).toEqual({ userId, useReported: false });
    const remembered = await slotValue(backend, slot);
    expect(remembered).not.toBe('');
    expect(await present(backend, assertion)).toEqual({ userId, useReported: false });
    expect(await slotValue(backend, slot)).toBe(remembered);
    await db.query('SELECT membership.set_oauth_issuer($1, $2, true, false, NULL, false)', [ISSUER, 'cacheidp']);
    try {
      expect(await present(backend, assertion)).toEqual({ sqlstate: 'PA401', useReported: false });
    } finally {
      await db.query('SELECT membership.set_oauth_issuer($1, $2, true, false)', [ISSUER, 'cacheidp']);
    }
  });

  it('stops at the assertion\'s expiry, and with a new assertion secret', async () => {
    const shortLived = assertionFor('cache-oauth-expiry', 2);
    const userId = await provision(shortLived);
    const backend = await gatewayBackend();
    expect(await present(backend, shortLived)).toEqual({ userId, useReported: false });
    expect(await present(backend, shortLived)).toEqual({ userId, useReported: false });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await present(backend, shortLived)).toEqual({ sqlstate: 'PA401', useReported: false });

    const assertion = assertionFor('cache-oauth-expiry');
    expect(await present(backend, assertion)).toEqual({ userId, useReported: false });
    const remembered = await slotValue(backend, await slotOf(assertion));
    expect(await present(backend, assertion)).toEqual({ userId, useReported: false });
    expect(await slotValue(backend, await slotOf(assertion))).toBe(remembered);
    await db.query("UPDATE membership.oauth_assertion_key SET secret = 'another-secret-of-at-least-32-characters!!'");
    try {
      expect(await present(backend, assertion)).toEqual({ sqlstate: 'PA401', useReported: false });
    } finally {
      await db.query('UPDATE membership.oauth_assertion_key SET secret = $1', [ASSERTION_SECRET]);
    }
  });

  it('does not remember a person with an open invitation (its expiry changes the identity without a write)', async () => {
    const email = 'cache-invited@example.com';
    const assertion = assertionFor('cache-oauth-invited', 3600, email);
    const userId = await provision(assertion);
    const inviter = await issue('cache-inviter@example.com');
    await db.query(
      "INSERT INTO membership.invitation (organization_id, email, token_hash, expires_at) VALUES ($1::uuid, $2, sha256('cache-invitation'::bytea), now() + interval '1 day')",
      [inviter.organization_id, email],
    );
    const backend = await gatewayBackend();
    for (let call = 0; call < 2; call++) {
      expect(await present(backend, assertion)).toEqual({ userId, useReported: false });
      expect(await slotValue(backend, await slotOf(assertion))).toBe('');
    }
  });
});
