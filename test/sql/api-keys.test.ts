// API keys end to end: minted by an operator (the admin login, as `pgmi keys create` does), diagnosed by the
// operator with membership.validate_api_key (reasons), presented by the gateway login to membership.authenticate
// (one refusal, PA401, for every reason); last_used_at bookkeeping off the request path; tenant confinement of
// key sessions; keys minting keys. Deployed with `pgmi deploy`.
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { eventually } from '../support/poll.js';
import { passwordArgs, templateRoleUrl, withClient, type LoginRoleKind } from '../support/template-roles.js';

let db: TestDatabase;
let root: string;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

interface Validation {
  is_valid: boolean;
  user_id: string | null;
  organization_id: string | null;
  key_id: string | null;
  reason: string | null;
}

function roleUrl(kind: LoginRoleKind): string {
  return templateRoleUrl(db.url, db.name, kind);
}


/** What a leak scanner does offline: base62 (0-9A-Za-z) of the CRC-32 of everything before the last "_". */
function checksumOf(body: string): string {
  let value = crc32(body);
  let digits = '';
  do {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  } while (value > 0);
  return digits.padStart(6, '0');
}

async function issue(email: string, options: { org?: string; expiresAt?: Date; scopes?: string[] } = {}) {
  return withClient(roleUrl('admin'), async (client) => {
    const { rows } = await client.query<{ key: string; key_id: string; user_id: string; organization_id: string }>(
      'SELECT key, key_id, user_id, organization_id FROM membership.issue_api_key_for_email($1, NULL, $2, $3, $4::text[])',
      [email, options.org ?? null, options.expiresAt ?? null, options.scopes ?? []],
    );
    return rows[0]!;
  });
}

/** The operator's diagnosis (the admin login): why a key is refused. */
async function validate(key: string, options: { readOnly?: boolean; repeatableRead?: boolean } = {}): Promise<Validation> {
  return withClient(roleUrl('admin'), async (client) => {
    await client.query(`BEGIN${options.repeatableRead ? ' ISOLATION LEVEL REPEATABLE READ' : ''}${options.readOnly ? ' READ ONLY' : ''}`);
    const { rows } = await client.query<Validation>('SELECT * FROM membership.validate_api_key($1)', [key]);
    await client.query('COMMIT');
    return rows[0]!;
  });
}

/** What a request does (the gateway login): present the key; the user id, or the SQLSTATE of the refusal; the use report. */
async function present(key: string, begin = 'BEGIN READ ONLY'): Promise<{ userId?: string; sqlstate?: string; message?: string; useToken?: string }> {
  return withClient(roleUrl('gateway'), async (client) => {
    let useToken: string | undefined;
    client.on('notice', (notice) => {
      if (notice.message === 'pgmi.credential.use') useToken = notice.detail;
    });
    await client.query(begin);
    try {
      const { rows } = await client.query<{ id: string }>('SELECT membership.authenticate($1) AS id', [key]);
      return { userId: rows[0]!.id, useToken };
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      return { sqlstate: code, message };
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

async function lastUsedAt(keyId: string): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>('SELECT last_used_at AS at FROM membership.api_key WHERE key_id = $1', [keyId]);
  return rows[0]!.at;
}

beforeAll(async () => {
  db = await createTestDatabase('api_keys');
  root = await makeTempDir('pgmi-api-keys');
  const dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'keytest']);
  expect(init.exitCode, init.stderr).toBe(0);
  const deploy = await runPgmi(['deploy', dir, '--connection', db.url, '--skip-tests', ...passwordArgs()], { timeoutMs: 240_000 });
  expect(deploy.exitCode, deploy.stderr).toBe(0);
});

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('API keys', () => {
  it('an operator mints a key that the gateway validates, with a checksum scanners can verify offline', async () => {
    const issued = await issue('alice@example.com');
    const match = /^(.+)_([0-9a-f]{12})_([0-9A-Za-z]{43})_([0-9A-Za-z]{6})$/.exec(issued.key);
    expect(match, issued.key).not.toBeNull();
    expect(match![2]).toBe(issued.key_id);
    expect(checksumOf(issued.key.slice(0, issued.key.lastIndexOf('_')))).toBe(match![4]);
    const result = await validate(issued.key);
    expect(result).toEqual({ is_valid: true, user_id: issued.user_id, organization_id: issued.organization_id, key_id: issued.key_id, reason: null });
    const stored = await db.query<{ hash: Buffer }>('SELECT key_hash AS hash FROM membership.api_key WHERE key_id = $1', [issued.key_id]);
    expect(stored.rows[0]!.hash).toHaveLength(32);
  });

  it('refuses a revoked key, and its session resolves to nobody', async () => {
    const issued = await issue('revoked@example.com');
    expect(await present(issued.key)).toMatchObject({ userId: issued.user_id });
    await withClient(roleUrl('admin'), (client) => client.query('SELECT membership.revoke_api_key_for_operator($1)', [issued.key_id]));
    expect((await validate(issued.key)).reason).toBe('key is revoked');
    expect(await present(issued.key)).toEqual({ sqlstate: 'PA401', message: 'invalid credential' });
    await withClient(roleUrl('admin'), async (client) => {
      const { rows } = await client.query("SELECT membership.set_request_identity('apikey|' || $1) AS id", [issued.key_id]);
      expect(rows[0].id).toBeNull();
    });
  });

  it('gives the gateway login one refusal for every reason: PA401 "invalid credential", nothing else to tell apart', async () => {
    const issued = await issue('reasons@example.com');
    const body = issued.key.slice(0, issued.key.lastIndexOf('_'));
    const otherSecret = `${body.slice(0, body.lastIndexOf('_'))}_${'A'.repeat(43)}`;
    const unknown = `${body.slice(0, body.indexOf(issued.key_id))}ffffffffffff_${'B'.repeat(43)}`;
    const refusals = await Promise.all(
      ['not-a-key', `${body}_000000`, `${otherSecret}_${checksumOf(otherSecret)}`, `${unknown}_${checksumOf(unknown)}`, `Bearer ${issued.key}`, `apikey|${issued.key_id}`]
        .map((key) => present(key)),
    );
    expect(new Set(refusals.map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ sqlstate: 'PA401', message: 'invalid credential' })]));
    await withClient(roleUrl('gateway'), async (client) => {
      await expect(client.query('SELECT * FROM membership.validate_api_key($1)', [issued.key])).rejects.toMatchObject({ code: '42501' });
    });
  });

  it('refuses an expired key', async () => {
    // Five seconds of life: enough to be seen valid on a busy machine, short enough to wait out (the expiry is the
    // behaviour under test; the wait ends when the database's clock, which validation reads, has passed it).
    const expiresAt = new Date(Date.now() + 5000);
    const issued = await issue('expired@example.com', { expiresAt });
    expect((await validate(issued.key)).is_valid).toBe(true);
    await eventually('the database clock has passed the key\'s expiry', async () =>
      (await db.query<{ past: boolean }>('SELECT now() >= expires_at AS past FROM membership.api_key WHERE key_id = $1', [issued.key_id])).rows[0]?.past === true, 15_000);
    expect((await validate(issued.key)).reason).toBe('key expired');
  });

  it('refuses forged keys: a bad checksum is malformed, a good checksum over a wrong secret is an invalid secret', async () => {
    const issued = await issue('forged@example.com');
    const body = issued.key.slice(0, issued.key.lastIndexOf('_'));
    const badChecksum = `${body}_${checksumOf(body) === '000000' ? '000001' : '000000'}`;
    expect(await validate(badChecksum)).toMatchObject({ is_valid: false, reason: 'malformed key', key_id: null });
    const otherSecret = `${body.slice(0, body.lastIndexOf('_'))}_${'A'.repeat(43)}`;
    expect(await validate(`${otherSecret}_${checksumOf(otherSecret)}`)).toMatchObject({ is_valid: false, reason: 'invalid secret', user_id: null });
    const unknown = `${body.slice(0, body.indexOf(issued.key_id))}ffffffffffff_${'B'.repeat(43)}`;
    expect(await validate(`${unknown}_${checksumOf(unknown)}`)).toMatchObject({ is_valid: false, reason: 'unknown key' });
    expect(await validate('Bearer ' + issued.key)).toMatchObject({ is_valid: false, reason: 'malformed key' });
  });

  it('stamps last_used_at off the request path: a request only reports the use, the report stamps once a minute', async () => {
    const issued = await issue('used@example.com');
    const first = await present(issued.key);
    expect(first.userId).toBe(issued.user_id);
    expect(first.useToken).toMatch(new RegExp(`^${issued.key_id}\\.[0-9]+\\.[0-9a-f]{64}$`));
    expect(await lastUsedAt(issued.key_id)).toBeNull();
    const record = (token: string) =>
      withClient(roleUrl('gateway'), async (client) => (await client.query<{ ok: boolean }>('SELECT membership.record_credential_use($1) AS ok', [token])).rows[0]!.ok);
    expect(await record(`${first.useToken!.slice(0, -1)}${first.useToken!.endsWith('0') ? '1' : '0'}`)).toBe(false);
    expect(await record(first.useToken!)).toBe(true);
    expect(await lastUsedAt(issued.key_id)).not.toBeNull();
    expect(await record(first.useToken!)).toBe(false);
    expect((await present(issued.key)).useToken).toBeUndefined();
  });

  it('(operators) writes last_used_at at most once a minute, never in a read-only or repeatable-read transaction', async () => {
    const issued = await issue('busy@example.com');
    expect((await validate(issued.key, { readOnly: true })).is_valid).toBe(true);
    expect(await lastUsedAt(issued.key_id)).toBeNull();
    expect((await validate(issued.key, { repeatableRead: true })).is_valid).toBe(true);
    expect(await lastUsedAt(issued.key_id)).toBeNull();
    await validate(issued.key);
    const first = await lastUsedAt(issued.key_id);
    expect(first).not.toBeNull();
    // A later validation must see a later clock, or an unchanged stamp would prove nothing.
    await eventually('the database clock has moved past the first stamp', async () =>
      (await db.query<{ later: boolean }>('SELECT now() > last_used_at AS later FROM membership.api_key WHERE key_id = $1', [issued.key_id])).rows[0]?.later === true, 5_000, 10);
    await validate(issued.key);
    expect(await lastUsedAt(issued.key_id)).toEqual(first);
  });

  it('confines a key for organization A to A, even though its user owns organization B', async () => {
    // Alice signs in (JIT provisioning) and creates two organizations; the operator mints a key for org A.
    await withClient(db.url, async (client) => {
      await client.query('BEGIN');
      await client.query(`SET LOCAL ROLE ${db.name}_owner`);
      await client.query("SELECT membership.upsert_user('google', 'owner-001', 'owner@example.com', 'Owner', true)");
      await client.query("SELECT membership.set_request_identity('google|owner-001')");
      await client.query("SELECT membership.create_organization('Org A', 'org-a'), membership.create_organization('Org B', 'org-b')");
      await client.query('COMMIT');
    });
    const keyA = await issue('owner@example.com', { org: 'org-a', scopes: ['keys:write'] });
    const orgs = await db.query<{ slug: string; id: string }>("SELECT slug, object_id AS id FROM membership.organization WHERE slug IN ('org-a', 'org-b')");
    const orgB = orgs.rows.find((r) => r.slug === 'org-b')!.id;
    await withClient(roleUrl('gateway'), async (client) => {
      await client.query('BEGIN');
      await client.query('SELECT membership.authenticate($1)', [keyA.key]);
      const { rows } = await client.query('SELECT api.current_member_org_ids() AS member, api.current_owner_org_ids() AS owner, api.current_api_key_org_id() AS key_org');
      expect(rows[0]).toEqual({ member: [keyA.organization_id], owner: [keyA.organization_id], key_org: keyA.organization_id });
      expect(rows[0].member).not.toContain(orgB);
      await client.query('COMMIT');
    });
    // Even with keys:write, the org A key session cannot mint in org B.
    await withClient(db.url, async (client) => {
      await client.query('BEGIN');
      await client.query(`SET LOCAL ROLE ${db.name}_owner`);
      await client.query("SELECT membership.set_request_identity('apikey|' || $1)", [keyA.key_id]);
      await client.query(`SET LOCAL ROLE ${db.name}_customer`);
      await expect(client.query('SELECT * FROM membership.create_api_key($1, $2, $3)', [keyA.user_id, orgB, 'escape'])).rejects.toMatchObject({ code: 'P0404' });
      await client.query('ROLLBACK');
    });
  });

  it('a key without the keys:write scope cannot mint keys; one with it mints children no longer-lived than itself', async () => {
    const plain = await issue('minter@example.com');
    const minter = await issue('minter@example.com', { expiresAt: new Date(Date.now() + 3_600_000), scopes: ['keys:write'] });
    const mintAs = (keyId: string, expiresAt: Date | null) =>
      withClient(db.url, async (client) => {
        await client.query('BEGIN');
        await client.query(`SET LOCAL ROLE ${db.name}_owner`);
        await client.query("SELECT membership.set_request_identity('apikey|' || $1)", [keyId]);
        await client.query(`SET LOCAL ROLE ${db.name}_customer`);
        try {
          const { rows } = await client.query<{ out_expires_at: Date | null }>(
            'SELECT out_expires_at FROM membership.create_api_key($1, $2, $3, $4)', [plain.user_id, plain.organization_id, 'child', expiresAt]);
          return rows[0]!.out_expires_at;
        } finally {
          await client.query('ROLLBACK');
        }
      });
    await expect(mintAs(plain.key_id, null)).rejects.toMatchObject({ code: 'P0403' });
    const childExpiry = await mintAs(minter.key_id, new Date(Date.now() + 30 * 86_400_000));
    const parent = await db.query<{ at: Date }>('SELECT expires_at AS at FROM membership.api_key WHERE key_id = $1', [minter.key_id]);
    expect(childExpiry).toEqual(parent.rows[0]!.at);
  });
});
