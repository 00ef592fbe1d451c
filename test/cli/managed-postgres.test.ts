// The advanced template where managed PostgreSQL puts it, on the test server: (a) deployed by a user with
// LOGIN CREATEDB CREATEROLE and nothing more, as RDS, Cloud SQL, Azure, Supabase and Neon hand out; (b) deployed by
// a user without CREATEROLE into roles an operator created with the SQL of docs/production-postgresql.md
// (roles=existing), which checks them and stops with exit 10 naming what is wrong. Each: the deploy with every SQL
// test, then one tool call through the gateway with the SDK client.
import { readFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { callWhoamiThroughGateway, createDeployer, createKey, deployAdvanced, expectTestsPassed, renderTemplate } from '../support/managed-deploy.js';
import { sqlBlockAfter } from '../support/doc-examples.js';
import { adminQuery, createTestDatabase, databaseUrl, type TestDatabase } from '../support/test-database.js';
import { DEV_PASSWORDS } from '../support/template-roles.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { splitSql } from '../../src/deploy/sql-split.js';

const ADVANCED_TESTS_AT_LEAST = 180;

let root: string;
beforeAll(async () => {
  root = await makeTempDir('pgmi-managed');
});
afterAll(async () => {
  await removeDir(root);
});

describe('profile A: a deployer with CREATEDB CREATEROLE, no superuser', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('managed_a', { create: false });
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates the database, deploys with every SQL test, redeploys, and serves a tool through the gateway', async () => {
    const deployer = await createDeployer(db.serverUrl, `${db.name}_deployer`, 'CREATEDB CREATEROLE');
    const dir = join(root, 'a');
    await renderTemplate(dir, 'advanced');
    expectTestsPassed(await deployAdvanced(dir, deployer.url(db.name)), ADVANCED_TESTS_AT_LEAST);
    const owner = await db.query<{ owner: string; superuser: boolean }>(
      'SELECT pg_get_userbyid(d.datdba) AS owner, r.rolsuper AS superuser FROM pg_database d JOIN pg_roles r ON r.oid = d.datdba WHERE d.datname = current_database()',
    );
    expect(owner.rows[0]).toEqual({ owner: deployer.name, superuser: false });
    // A second deploy converges the roles it made (passwords, memberships) with only the rights it has.
    expectTestsPassed(await deployAdvanced(dir, deployer.url(db.name), ['--force']), ADVANCED_TESTS_AT_LEAST);
    const key = await createKey(dir, deployer.url(db.name), 'profile-a@example.com');
    expect(await callWhoamiThroughGateway(dir, db.serverUrl, db.name, key)).toContain('profile-a@example.com');
  }, 300_000);
});

describe('profile B: roles an operator created, a deployer without CREATEROLE (roles=existing)', () => {
  let db: TestDatabase;
  let dir: string;
  let deployerUrl: string;
  const deployerPassword = 'operator-given-deployer-password';

  beforeAll(async () => {
    db = await createTestDatabase('managed_b', { create: false });
    dir = join(root, 'b');
    await renderTemplate(dir, 'advanced');
    // The operator's SQL exactly as the generated docs give it, for this project's database name.
    const docs = await readFile(join(dir, 'docs', 'production-postgresql.md'), 'utf8');
    const variables: Record<string, string> = {
      deployer_password: deployerPassword,
      gateway_password: DEV_PASSWORDS.gateway,
      admin_password: DEV_PASSWORDS.admin,
      customer_password: DEV_PASSWORDS.customer,
    };
    const sql = sqlBlockAfter(docs, '#### operator-roles.sql')
      .replaceAll('matrix_advanced', db.name)
      .replace(/:'([a-z_]+)'/g, (_match, name: string) => `'${variables[name]}'`);
    for (const statement of splitSql(sql)) await adminQuery(db.serverUrl, statement.text);
    // ... and the pgmi.yaml lines the docs show for such a server.
    await appendFile(join(dir, 'pgmi.yaml'), `\n${yamlBlockAfter(docs, 'Then `pgmi.yaml` says so')}`);
    const url = new URL(databaseUrl(db.serverUrl, db.name));
    url.username = `${db.name}_deployer`;
    url.password = deployerPassword;
    deployerUrl = url.toString();
  });
  afterAll(async () => {
    await db?.drop();
  });

  // examples=on: the gateway call below uses the example tool whoami, which a production deploy leaves out.
  const deploy = () => runPgmi(['deploy', dir, '--connection', deployerUrl, '--param', 'env=prod', '--param', 'examples=on'], { timeoutMs: 240_000 });
  const snapshot = async () =>
    (
      await db.query(
        `SELECT (SELECT count(*) FROM pg_namespace WHERE nspname IN ('pgmi', 'api', 'membership', 'internal', 'extensions'))::int AS schemas,
                (SELECT array_agg(format('%s %s %s %s', rolname, rolcanlogin, rolbypassrls, rolconnlimit) ORDER BY rolname) FROM pg_roles WHERE rolname LIKE $1) AS roles`,
        [`${db.name}\\_%`],
      )
    ).rows[0];

  it('names every role that is missing or wrongly privileged, exit 10, and changes nothing', async () => {
    await db.query(`ALTER ROLE ${db.name}_gateway NOLOGIN`);
    await db.query(`REVOKE ${db.name}_owner FROM ${db.name}_deployer`);
    await db.query(`DROP ROLE ${db.name}_customer`);
    await db.query(`REVOKE ${db.name}_api FROM ${db.name}_admin`);
    const before = await snapshot();
    const refused = await deploy();
    expect(refused.exitCode, refused.stderr).toBe(10);
    expect(refused.stderr).toContain('setup/01-roles.sql: 4 problems with the roles an operator made (roles=existing)');
    expect(refused.stderr).toContain(`- role ${db.name}_gateway (gateway) cannot log in; it needs LOGIN and a password`);
    expect(refused.stderr).toContain(`role ${db.name}_customer (customer) does not exist`);
    expect(refused.stderr).toContain(`role ${db.name}_admin (admin) does not inherit ${db.name}_api (api); it needs: GRANT ${db.name}_api TO ${db.name}_admin`);
    expect(refused.stderr).toContain(`the deploying user ${db.name}_deployer may not SET ROLE ${db.name}_owner (owner); it needs: GRANT ${db.name}_owner TO ${db.name}_deployer`);
    expect(refused.stderr).toContain('hint: Nothing was changed.');
    expect(refused.stderr).not.toContain('dev-'); // no password in the output
    expect(await snapshot()).toEqual(before);
    expect(before?.schemas).toBe(0);
  }, 120_000);

  it('names a single problem in the message itself (a role with BYPASSRLS)', async () => {
    await db.query(`ALTER ROLE ${db.name}_gateway LOGIN`);
    await db.query(`GRANT ${db.name}_owner TO ${db.name}_deployer`);
    await db.query(`GRANT ${db.name}_api TO ${db.name}_admin`);
    await db.query(`CREATE ROLE ${db.name}_customer LOGIN BYPASSRLS PASSWORD '${DEV_PASSWORDS.customer}' CONNECTION LIMIT 100`);
    await db.query(`GRANT ${db.name}_customer TO ${db.name}_deployer`);
    const refused = await deploy();
    expect(refused.exitCode, refused.stderr).toBe(10);
    expect(refused.stderr).toContain(
      `setup/01-roles.sql: role ${db.name}_customer (customer) has BYPASSRLS, so row-level security would not bind it; it must not (roles=existing)`,
    );
  }, 120_000);

  it('deploys into the operator\'s roles unchanged, with every SQL test, and serves a tool through the gateway', async () => {
    await db.query(`ALTER ROLE ${db.name}_customer NOBYPASSRLS`);
    const before = await snapshot();
    expectTestsPassed(await deploy(), ADVANCED_TESTS_AT_LEAST);
    // No password, attribute or connection limit was touched: the gateway logs in with the operator's password.
    expect((await snapshot())?.roles).toEqual(before?.roles);
    const key = await createKey(dir, deployerUrl, 'profile-b@example.com');
    expect(await callWhoamiThroughGateway(dir, db.serverUrl, db.name, key)).toContain('profile-b@example.com');
  }, 300_000);

  it('refuses a roles value it does not know, exit 10', async () => {
    const refused = await runPgmi(['deploy', dir, '--connection', deployerUrl, '--param', 'env=prod', '--param', 'roles=pre-made', '--force']);
    expect(refused.exitCode, refused.stderr).toBe(10);
    expect(refused.stderr).toContain('deploy parameter roles is "pre-made"; it must be create or existing');
  }, 120_000);
});

/** The first ```yaml block after the line starting with `lead`. */
function yamlBlockAfter(markdown: string, lead: string): string {
  const at = markdown.indexOf(lead);
  if (at === -1) throw new Error(`no line "${lead}"`);
  const match = /```yaml\n([\s\S]*?)```/.exec(markdown.slice(at));
  if (!match) throw new Error(`no yaml block after "${lead}"`);
  return match[1] as string;
}
