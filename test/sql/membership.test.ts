// The advanced template's membership layer seen from outside: rendered with `pgmi init`, deployed with
// `pgmi deploy`, then driven over real logins of the template's roles (gateway, admin, customer).
// The SQL tests in templates/advanced/membership/__test__ cover behaviour inside the deploy transaction;
// this file checks what only a real deployment can show: privileges after a redeploy, and what each login
// role can and cannot do across the trust boundary.
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs, templateRoleUrl, withClient, type LoginRoleKind } from '../support/template-roles.js';

let db: TestDatabase;
let root: string;
let dir: string;


function roleUrl(kind: LoginRoleKind): string {
  return templateRoleUrl(db.url, db.name, kind);
}


/** Runs fn in one transaction as the owner role (the test superuser SETs ROLE), committed. */
async function asOwner<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(db.url, async (client) => {
    await client.query('BEGIN');
    await client.query(`SET LOCAL ROLE ${db.name}_owner`);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  });
}

async function deploy(...extra: string[]): Promise<void> {
  const result = await runPgmi(['deploy', dir, '--connection', db.url, '--skip-tests', ...passwordArgs(), ...extra], { timeoutMs: 240_000 });
  expect(result.exitCode, result.stderr).toBe(0);
}

/** Every privilege in the template's schemas (role names as kinds) and every row-level security policy. */
async function privilegeSnapshot(): Promise<string[]> {
  const { rows } = await db.query<{ entry: string }>(
    `WITH kinds AS (
         SELECT value::regrole::oid AS oid, replace(key, '_role', '') AS kind FROM internal.setting WHERE key LIKE '%\\_role'
     ), objs AS (
         SELECT 'function ' || p.oid::regprocedure::text AS obj, coalesce(p.proacl, acldefault('f', p.proowner)) AS acl, p.proowner AS owner
           FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname IN ('common', 'core', 'membership', 'api', 'internal')
         UNION ALL
         SELECT 'relation ' || c.oid::regclass::text, coalesce(c.relacl, acldefault('r', c.relowner)), c.relowner
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'v', 'S', 'm') AND n.nspname IN ('common', 'core', 'membership', 'api', 'internal')
         UNION ALL
         SELECT 'column ' || c.oid::regclass::text || '.' || a.attname, a.attacl, c.relowner
           FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE a.attacl IS NOT NULL AND n.nspname IN ('common', 'core', 'membership', 'api', 'internal')
         UNION ALL
         SELECT 'type ' || t.oid::regtype::text, coalesce(t.typacl, acldefault('T', t.typowner)), t.typowner
           FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname IN ('common', 'core', 'membership', 'api') AND t.typtype IN ('c', 'e', 'd')
         UNION ALL
         SELECT 'schema ' || n.nspname, coalesce(n.nspacl, acldefault('n', n.nspowner)), n.nspowner
           FROM pg_namespace n WHERE n.nspname IN ('common', 'core', 'membership', 'api', 'internal', 'extensions', 'app')
     )
     SELECT o.obj || ' | ' || CASE WHEN a.grantee = 0 THEN 'public' ELSE coalesce(k.kind, a.grantee::regrole::text) END
            || ' | ' || a.privilege_type AS entry
       FROM objs o CROSS JOIN LATERAL aclexplode(o.acl) a LEFT JOIN kinds k ON k.oid = a.grantee
     UNION ALL
     SELECT 'policy ' || p.polrelid::regclass::text || '.' || p.polname || ' ' || p.polcmd::text || ' ' || p.polroles::regrole[]::text
            || ' USING ' || coalesce(pg_get_expr(p.polqual, p.polrelid), '-') || ' CHECK ' || coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '-')
       FROM pg_policy p
     UNION ALL
     SELECT 'rls ' || c.oid::regclass::text || ' ' || c.relrowsecurity::text || ' ' || c.relforcerowsecurity::text
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname IN ('core', 'membership', 'api', 'internal')
     ORDER BY 1`,
  );
  return rows.map((r) => r.entry);
}

beforeAll(async () => {
  db = await createTestDatabase('membership');
  root = await makeTempDir('pgmi-membership');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'memtest']);
  expect(init.exitCode, init.stderr).toBe(0);
  await deploy();
  // Alice (verified Google sign-in) with her personal organization, as the gateway's JIT provisioning would.
  await asOwner((client) => client.query("SELECT membership.upsert_user('google', 'alice-001', 'alice@example.com', 'Alice', true)"));
});

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('membership deployment', () => {
  it('has identical privileges, policies and signing key after a first deploy and a forced redeploy', async () => {
    const before = await privilegeSnapshot();
    const keyBefore = await db.query<{ secret: Buffer }>('SELECT secret FROM internal.signing_key');
    expect(before.length).toBeGreaterThan(200);
    expect(before.some((entry) => / \| public \| EXECUTE$/.test(entry) && /^function (membership|core|common)\./.test(entry))).toBe(false);
    await deploy('--force');
    const after = await privilegeSnapshot();
    expect(after).toEqual(before);
    const keyAfter = await db.query<{ secret: Buffer }>('SELECT secret FROM internal.signing_key');
    expect(keyAfter.rows).toHaveLength(1);
    expect(keyAfter.rows[0]!.secret.equals(keyBefore.rows[0]!.secret)).toBe(true);
  });
});

describe('the customer login', () => {
  it('cannot become anyone by setting identity settings', async () => {
    await withClient(roleUrl('customer'), async (client) => {
      await client.query('BEGIN');
      const alice = await db.query<{ id: string }>("SELECT object_id AS id FROM membership.\"user\" WHERE email = 'alice@example.com'");
      await client.query("SELECT set_config('auth.idp_subject', 'google|alice-001', true), set_config('auth.user_id', 'google|alice-001', true)");
      await client.query("SELECT set_config('auth.signed_identity', $1, true)", [`{"sub":"google|alice-001","uid":"${alice.rows[0]!.id}"}.${'0'.repeat(64)}`]);
      await client.query("SELECT set_config('core.system_context', $1, true)", ['f'.repeat(64)]);
      const who = await client.query('SELECT api.current_user_id() AS id, api.is_authenticated() AS authed');
      expect(who.rows[0]).toEqual({ id: null, authed: false });
      const rows = await client.query('SELECT (SELECT count(*) FROM membership."user")::int AS users, (SELECT count(*) FROM membership.organization)::int AS orgs');
      expect(rows.rows[0]).toEqual({ users: 0, orgs: 0 });
      await client.query('ROLLBACK');
    });
  });

  it('cannot call the trusted entry points', async () => {
    await withClient(roleUrl('customer'), async (client) => {
      for (const sql of [
        "SELECT membership.set_request_identity('google|alice-001')",
        "SELECT * FROM membership.validate_api_key('x')",
        "SELECT membership.upsert_user('google', 'mallory', 'mallory@example.com')",
        "SELECT * FROM membership.issue_api_key_for_email('alice@example.com')",
        'SELECT core.enter_system_context()',
        'SELECT secret FROM internal.signing_key',
      ]) {
        await expect(client.query(sql), sql).rejects.toMatchObject({ code: '42501' });
      }
    });
  });
});

describe('the gateway login', () => {
  it('authenticates presented credentials only: no identity without one, and nothing else in membership', async () => {
    const issued = await withClient(roleUrl('admin'), async (admin) =>
      (await admin.query<{ key: string; user_id: string }>("SELECT key, user_id FROM membership.issue_api_key_for_email('alice@example.com', 'gw')")).rows[0]!);
    await withClient(roleUrl('gateway'), async (client) => {
      await client.query('BEGIN');
      const resolved = await client.query('SELECT membership.authenticate($1) AS id, api.current_user_id() AS current', [issued.key]);
      expect(resolved.rows[0]).toEqual({ id: issued.user_id, current: issued.user_id });
      await client.query('ROLLBACK');
      for (const sql of [
        "SELECT membership.set_request_identity('google|alice-001')",
        "SELECT * FROM membership.validate_api_key('x')",
        'SELECT count(*) FROM membership."user"',
        'SELECT count(*) FROM membership.api_key',
        "SELECT * FROM membership.issue_api_key_for_email('alice@example.com')",
        "SELECT membership.upsert_user('google', 'mallory', 'mallory@example.com')",
      ]) {
        await expect(client.query(sql), sql).rejects.toMatchObject({ code: '42501' });
      }
    });
  });

  it('cannot register handlers or create objects in the api schema', async () => {
    const gateway = `${db.name}_gateway`;
    const { rows } = await db.query<{ fn: string }>(
      `SELECT p.oid::regprocedure::text AS fn FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'api' AND p.proname LIKE 'create\\_or\\_replace\\_%' AND has_function_privilege($1, p.oid, 'EXECUTE')`,
      [gateway],
    );
    expect(rows).toEqual([]);
    const create = await db.query<{ can: boolean }>("SELECT has_schema_privilege($1, 'api', 'CREATE') AS can", [gateway]);
    expect(create.rows[0]!.can).toBe(false);
  });
});

describe('the admin login (operators)', () => {
  it('issues keys and reads accounts but writes no membership table directly', async () => {
    await withClient(roleUrl('admin'), async (client) => {
      const issued = await client.query("SELECT key, user_id FROM membership.issue_api_key_for_email('ops@example.com', 'ops')");
      expect(issued.rows[0].key).toMatch(/_[0-9a-f]{12}_[0-9A-Za-z]{43}_[0-9A-Za-z]{6}$/);
      const users = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM membership."user"');
      expect(users.rows[0]!.n).toBeGreaterThanOrEqual(2);
      await expect(client.query("UPDATE membership.\"user\" SET is_active = false WHERE email = 'alice@example.com'")).rejects.toMatchObject({ code: '42501' });
      await expect(client.query('SELECT count(*) FROM membership.api_key')).rejects.toMatchObject({ code: '42501' });
    });
  });
});
