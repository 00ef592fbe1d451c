// branch_create / branch_list / branch_delete: scratch copies of the project database that the other tools
// target by name. A copy shares the cluster's roles with the original, so a branch deploys (even with --force)
// and runs as the original's roles; the cap, a missing branch, sessions that block a copy and a deployer
// without CREATEDB each get a clear refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { runPgmi } from '../support/cli.js';
import { passwordArgs } from '../support/template-roles.js';
import { adminQuery, databaseUrl } from '../support/test-database.js';
import { deployedAdvancedProject, startServe, structured, textOf, type DeployedProject, type ServeSession } from './support.js';

let project: DeployedProject;
let serve: ServeSession;
let deployer: ServeSession;

beforeAll(async () => {
  project = await deployedAdvancedProject('branches');
  serve = await startServe([project.dir, '--connection', project.db.url, '--max-branches', '2']);
  deployer = await startServe([project.dir, '--connection', project.db.url, '--allow-deploy']);
}, 300_000);

afterAll(async () => {
  await serve?.close();
  await deployer?.close();
  if (project) {
    const left = await adminQuery(project.db.serverUrl, 'SELECT datname FROM pg_database WHERE datname LIKE $1', [`${project.db.name}\\_br\\_%`]);
    for (const row of left.rows as Array<{ datname: string }>) await adminQuery(project.db.serverUrl, `DROP DATABASE "${row.datname}" WITH (FORCE)`);
    await project.close();
  }
});

const call = (name: string, args: Record<string, unknown>, session = serve) => session.client.callTool({ name, arguments: args }, undefined, { timeout: 240_000 });

describe('branches', () => {
  it('creates a copy, lists it, and the other tools target it by name', async () => {
    expect(structured(await call('branch_list', {}))).toMatchObject({ ok: true, database: project.db.name, branches: [] });
    const created = await call('branch_create', { name: 'try_one' });
    expect(created.isError, textOf(created)).toBeFalsy();
    const database = `${project.db.name}_br_try_one`;
    expect(structured(created).branches[0]).toMatchObject({ name: 'try_one', database, of: project.db.name, connections: 0, sizeBytes: expect.any(Number) });
    expect(structured(await call('branch_list', {})).branches.map((b: { name: string }) => b.name)).toEqual(['try_one']);

    // Something only the branch has.
    await adminQuery(databaseUrl(project.db.serverUrl, database), "INSERT INTO membership.role (name, description) VALUES ('branch_only', 'x')");
    const sql = "SELECT count(*)::int FROM membership.role WHERE name = 'branch_only'";
    expect(structured(await call('query', { sql, branch: 'try_one' })).rows).toEqual([[1]]);
    expect(structured(await call('query', { sql })).rows).toEqual([[0]]);
    expect(structured(await call('describe_schema', { schema: 'membership', name: 'role', branch: 'try_one' })).database).toBe(database);
    const called = structured(await call('call_handler', { kind: 'tool', name: 'add_numbers', arguments: { a: 1, b: 2 }, branch: 'try_one' }));
    expect(called).toMatchObject({ ok: true, database });
  });

  it('deploys and tests a branch as the original\'s roles, even with force (a plain copy cannot be redeployed)', async () => {
    const database = `${project.db.name}_br_try_one`;
    // The problem branches solve: a plain redeploy of the copy names the roles after the copy and fails.
    const plain = await runPgmi(['deploy', project.dir, '--connection', databaseUrl(project.db.serverUrl, database), '--force', ...passwordArgs()], { timeoutMs: 300_000 });
    expect(plain.exitCode).toBe(13);
    expect(plain.stderr).toMatch(/must be owner of table setting/);

    const tested = await call('test', { branch: 'try_one' });
    expect(tested.isError, textOf(tested)).toBeFalsy();
    expect(structured(tested)).toMatchObject({ ok: true, status: 'tested', branch: 'try_one', database });
    const refused = structured(await call('deploy', { branch: 'try_one', force: true }));
    expect(refused.status).toBe('refused');
    const deployed = await call('deploy', { branch: 'try_one', force: true }, deployer);
    expect(deployed.isError, textOf(deployed)).toBeFalsy();
    expect(structured(deployed)).toMatchObject({ ok: true, status: 'applied', branch: 'try_one', database });
    const roles = await adminQuery(databaseUrl(project.db.serverUrl, database), "SELECT value FROM internal.setting WHERE key = 'owner_role'");
    expect(roles.rows).toEqual([{ value: `${project.db.name}_owner` }]);
    const noNewRoles = await adminQuery(project.db.serverUrl, 'SELECT count(*)::int AS n FROM pg_roles WHERE rolname LIKE $1', [`${database}\\_%`]);
    expect(noNewRoles.rows).toEqual([{ n: 0 }]);
  }, 600_000);

  it('refuses a missing branch, a bad name, an existing name and more branches than the cap', async () => {
    for (const [tool, args] of [
      ['query', { sql: 'SELECT 1', branch: 'nope' }],
      ['test', { branch: 'nope' }],
      ['call_handler', { kind: 'tool', name: 'add_numbers', branch: 'nope' }],
      ['branch_delete', { name: 'nope' }],
    ] as const) {
      const failure = structured(await call(tool, args)).failure;
      expect(failure, tool).toMatchObject({ code: 'not_found', message: `no branch "nope" of database "${project.db.name}"`, hint: expect.stringContaining('try_one') });
    }
    const badName = await call('branch_create', { name: 'Bad-Name' });
    expect(badName.isError).toBe(true);
    expect(textOf(badName)).toMatch(/Invalid/);
    expect(structured(await call('branch_create', { name: 'try_one' })).failure.message).toContain('exists already');
    expect(structured(await call('branch_create', { name: 'try_two' })).ok).toBe(true);
    const capped = structured(await call('branch_create', { name: 'try_three' })).failure;
    expect(capped.message).toContain('2 branches, the most this pgmi serve allows (2)');
    expect(capped.hint).toContain('--max-branches');
  });

  it('names the sessions that block a copy, and refuses to drop a branch in use unless forced', async () => {
    const blocker = new pg.Client({ connectionString: project.db.url, application_name: 'blocking-session' });
    await blocker.connect();
    try {
      await call('branch_delete', { name: 'try_two' });
      const blocked = structured(await call('branch_create', { name: 'blocked' })).failure;
      expect(blocked).toMatchObject({ sqlstate: '55006', message: expect.stringContaining('blocking-session') });
      expect(blocked.sessions).toEqual([expect.objectContaining({ application: 'blocking-session' })]);
    } finally {
      await blocker.end();
    }
    const user = new pg.Client({ connectionString: databaseUrl(project.db.serverUrl, `${project.db.name}_br_try_one`), application_name: 'branch-user' });
    await user.connect();
    user.on('error', () => undefined); // terminated by the forced drop
    const inUse = structured(await call('branch_delete', { name: 'try_one' })).failure;
    expect(inUse).toMatchObject({ sqlstate: '55006', message: expect.stringContaining('branch-user'), hint: expect.stringContaining('force: true') });
    expect(structured(await call('branch_delete', { name: 'try_one', force: true })).ok).toBe(true);
    await user.end().catch(() => undefined);
    expect(structured(await call('branch_list', {})).branches).toEqual([]);
  });

  it('refuses clearly where the deployer cannot create databases', async () => {
    const role = `${project.db.name}_nocreatedb`;
    await adminQuery(project.db.serverUrl, `CREATE ROLE ${role} LOGIN NOCREATEDB PASSWORD 'no-createdb-password'`);
    const url = new URL(project.db.url);
    url.username = role;
    url.password = 'no-createdb-password'; // the embedded test server asks for one
    const limited = await startServe([project.dir, '--connection', url.toString()]);
    try {
      const failure = structured(await call('branch_create', { name: 'denied' }, limited)).failure;
      expect(failure).toMatchObject({ code: 'connection_failed', sqlstate: '42501', message: expect.stringContaining('may not create databases') });
      expect(failure.hint).toContain(`ALTER ROLE "${role}" CREATEDB`);
    } finally {
      await limited.close();
    }
  });
});
