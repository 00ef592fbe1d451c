// A deployed advanced project for gateway tests: rendered with `pgmi init`, deployed with `pgmi deploy` to a
// fresh database, plus the connection URL of the gateway's own login role and helpers to mint API keys.
import { join } from 'node:path';
import { runPgmi } from '../../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';
import { DEV_PASSWORDS, passwordArgs } from '../../support/template-roles.js';
import { addConformanceFixtures } from '../../support/conformance-overlay.js';

export interface DeployedProject {
  dir: string;
  db: TestDatabase;
  /** Connects as <database>_gateway, the least-privilege role the gateway is meant to use. */
  gatewayUrl: string;
  cleanup(): Promise<void>;
}

export interface DeployOptions {
  /** Extra `--param key=value` pairs. */
  params?: Record<string, string>;
  /** Deploy the MCP conformance suite's fixtures too (the test overlay of test/support/conformance-overlay.ts). */
  conformanceFixtures?: boolean;
}

export async function deployAdvancedProject(label: string, options: DeployOptions = {}): Promise<DeployedProject> {
  const root = await makeTempDir(`pgmi-gw-${label}`);
  const dir = join(root, 'app');
  const db = await createTestDatabase(label);
  try {
    await renderProject(dir);
    if (options.conformanceFixtures) await addConformanceFixtures(dir);
    await deployProject(dir, db.url, options);
    return {
      dir,
      db,
      gatewayUrl: await gatewayRoleUrl(dir, db.url, db.name),
      cleanup: async () => {
        await db.drop();
        await removeDir(root);
      },
    };
  } catch (error) {
    await db.drop().catch(() => undefined); // best effort: the original error is what matters
    await removeDir(root);
    throw error;
  }
}

export async function renderProject(dir: string): Promise<void> {
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'gwtest']);
  if (init.exitCode !== 0) throw new Error(`pgmi init failed (${init.exitCode}):\n${init.stderr}`);
}

export async function deployProject(dir: string, connection: string, options: DeployOptions = {}): Promise<void> {
  const paramArgs = Object.entries(options.params ?? {}).flatMap(([key, value]) => ['--param', `${key}=${value}`]);
  const deploy = await runPgmi(['deploy', dir, '--connection', connection, ...passwordArgs(), ...paramArgs], { timeoutMs: 240_000 });
  if (deploy.exitCode !== 0) throw new Error(`pgmi deploy failed (${deploy.exitCode}):\n${deploy.stderr}\n${deploy.stdout}`);
}

/** The URL of <database>_gateway with the password the test deploy gave it (passwordArgs). */
export async function gatewayRoleUrl(_dir: string, databaseUrl: string, database: string): Promise<string> {
  const url = new URL(databaseUrl);
  url.username = `${database}_gateway`;
  url.password = DEV_PASSWORDS.gateway;
  return url.toString();
}
