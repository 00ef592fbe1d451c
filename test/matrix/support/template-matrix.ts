// The version matrix: on one PostgreSQL server, both templates deployed as a managed-style deployer
// (LOGIN CREATEDB CREATEROLE, no superuser, owning the databases it creates): the advanced template with its SQL
// tests and one tool call through the gateway with the SDK client, the basic template with its SQL tests. Not the
// whole suite: what tells whether a version works, in well under a minute per version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runPgmi } from '../../support/cli.js';
import { callWhoamiThroughGateway, createDeployer, createKey, deployAdvanced, expectTestsPassed, renderTemplate, type Deployer } from '../../support/managed-deploy.js';
import { postgresBinaries, type PostgresMajor } from '../../support/pg-versions.js';
import { startPrivateServer, type PrivateServer } from '../../support/pg-server.js';
import { skipWithout } from '../../support/required-tool.js';
import { adminQuery, databaseUrl, dropDatabaseAndRoles, uniqueDatabaseName } from '../../support/test-database.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';

/** The advanced template's SQL tests (187 on e75f440); fewer passing means some did not run. */
const ADVANCED_TESTS_AT_LEAST = 180;
const BASIC_TESTS = 4;

/** Registers the matrix for one major version on a private server of that version (installed from npm). */
export async function describePostgresVersion(major: PostgresMajor): Promise<void> {
  const installStarted = Date.now();
  let binaries: Awaited<ReturnType<typeof postgresBinaries>> | undefined;
  let missing: string | undefined;
  try {
    binaries = await postgresBinaries(major);
  } catch (error) {
    missing = (error as Error).message;
  }
  if (skipWithout(missing)) return;
  const installMs = Date.now() - installStarted;

  describe(`PostgreSQL ${major}`, () => {
    let server: PrivateServer | undefined;
    beforeAll(async () => {
      server = await startPrivateServer({ binaries });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });
    describeTemplates(() => server!.url, { major, advanced: major >= 15, installMs });
  });
}

export interface MatrixOptions {
  /** The major version the server must run (undefined: whatever it runs). */
  major?: number;
  /** The advanced template is supported (15+); otherwise its deploy must refuse with exit 10. */
  advanced: boolean;
  installMs?: number;
}

/** The matrix's tests against the server `superuserUrl()` returns (a superuser on its maintenance database). */
export function describeTemplates(superuserUrl: () => string, options: MatrixOptions): void {
  const prefix = uniqueDatabaseName('matrix');
  const advancedDb = `${prefix}_adv`;
  const basicDb = `${prefix}_basic`;
  const timings: string[] = [];
  let deployer: Deployer;
  let root: string;
  let version = '';

  beforeAll(async () => {
    root = await makeTempDir('pgmi-matrix');
    version = String((await adminQuery(superuserUrl(), 'SHOW server_version')).rows[0]?.server_version);
    // As RDS, Cloud SQL, Azure, Supabase and Neon hand it out: no superuser, may create databases and roles.
    deployer = await createDeployer(superuserUrl(), `${prefix}_deployer`, 'CREATEDB CREATEROLE');
  });

  afterAll(async () => {
    const server = superuserUrl();
    for (const db of [advancedDb, basicDb]) await adminQuery(server, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await dropDatabaseAndRoles(server, prefix);
    await removeDir(root);
    const install = options.installMs === undefined ? '' : `installed in ${seconds(options.installMs)}; `;
    console.log(`[matrix] PostgreSQL ${version}: ${install}${timings.join('; ')}`);
  });

  const major = options.major;
  if (major !== undefined) {
    it(`runs PostgreSQL ${major}`, () => {
      expect(version).toMatch(new RegExp(`^${major}\\.`));
    });
  }

  if (options.advanced) {
    it('advanced template: deploys with its SQL tests as the deployer, and serves a tool through the gateway', async () => {
      const started = Date.now();
      const dir = join(root, 'advanced');
      await renderTemplate(dir, 'advanced');
      const deployed = await deployAdvanced(dir, deployer.url(advancedDb));
      expectTestsPassed(deployed, ADVANCED_TESTS_AT_LEAST);
      expect(deployed.stderr).toContain(`Database "${advancedDb}" does not exist; creating it.`);
      const deployedAt = Date.now();
      const key = await createKey(dir, deployer.url(advancedDb), 'matrix@example.com');
      expect(await callWhoamiThroughGateway(dir, superuserUrl(), advancedDb, key)).toContain('matrix@example.com');
      timings.push(`advanced ${seconds(Date.now() - started)} (deploy ${seconds(deployedAt - started)})`);
    }, 300_000);
  } else {
    it('advanced template: refuses this version with exit 10 before changing anything', async () => {
      const started = Date.now();
      const dir = join(root, 'advanced');
      await renderTemplate(dir, 'advanced');
      const refused = await deployAdvanced(dir, deployer.url(advancedDb));
      expect(refused.exitCode, refused.stderr).toBe(10);
      expect(refused.stderr).toMatch(/setup\/00-server-version\.sql: this project needs PostgreSQL 15 or newer; the server runs 1[34]\./);
      const left = await adminQuery(
        databaseUrl(superuserUrl(), advancedDb),
        `SELECT (SELECT count(*) FROM pg_namespace WHERE nspname IN ('pgmi', 'api', 'membership', 'extensions'))::int AS schemas,
                (SELECT count(*) FROM pg_roles WHERE rolname LIKE $1)::int AS roles`,
        [`${advancedDb}\\_%`],
      );
      expect(left.rows[0]).toEqual({ schemas: 0, roles: 0 });
      timings.push(`advanced refused in ${seconds(Date.now() - started)}`);
    }, 120_000);
  }

  it('basic template: deploys with its SQL tests as the deployer', async () => {
    const started = Date.now();
    const dir = join(root, 'basic');
    await renderTemplate(dir, 'basic');
    const deployed = await runPgmi(['deploy', dir, '--connection', deployer.url(basicDb)], { timeoutMs: 120_000 });
    expectTestsPassed(deployed, BASIC_TESTS);
    const index = await adminQuery(databaseUrl(superuserUrl(), basicDb), "SELECT indisvalid FROM pg_index WHERE indexrelid = 'app.users_active_idx'::regclass");
    expect(index.rows[0]?.indisvalid).toBe(true); // the no-transaction script ran after COMMIT
    timings.push(`basic ${seconds(Date.now() - started)}`);
  }, 120_000);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
