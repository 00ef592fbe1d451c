// Deploying as managed PostgreSQL services let you: a deploying user without superuser, made on a test server by
// its superuser, running what a team runs there (pgmi deploy with the SQL tests, pgmi keys create, and one tool
// call through the generated gateway with the official MCP SDK client). Shared by the version matrix
// (test/matrix/) and the managed-server profiles (test/cli/managed-postgres.test.ts).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { runPgmi, type CliResult } from './cli.js';
import { adminQuery, databaseUrl } from './test-database.js';
import { passwordArgs, templateRoleUrl } from './template-roles.js';
import { startGateway } from '../gateway/support/gateway-process.js';

export interface Deployer {
  name: string;
  /** Its URL for a database on the server. */
  url(database: string): string;
}

/** CREATE ROLE name LOGIN <attributes> with a random password, as the server's superuser. */
export async function createDeployer(superuserUrl: string, name: string, attributes = ''): Promise<Deployer> {
  const password = `deployer-${randomBytes(9).toString('base64url')}`;
  await adminQuery(superuserUrl, `CREATE ROLE "${name}" LOGIN ${attributes} PASSWORD '${password}'`);
  return {
    name,
    url: (database) => {
      const url = new URL(databaseUrl(superuserUrl, database));
      url.username = name;
      url.password = password;
      return url.toString();
    },
  };
}

/** `pgmi init <dir> --template <template>`. */
export async function renderTemplate(dir: string, template: 'advanced' | 'basic'): Promise<void> {
  const init = await runPgmi(['init', dir, '--template', template, '--yes', '--no-git', '--name', `matrix_${template}`]);
  expect(init.exitCode, init.stderr).toBe(0);
}

/** `pgmi deploy` of an advanced project with the test login passwords (plus `args`). */
export function deployAdvanced(dir: string, connection: string, args: readonly string[] = []): Promise<CliResult> {
  return runPgmi(['deploy', dir, '--connection', connection, ...passwordArgs(), ...args], { timeoutMs: 240_000 });
}

/** The number in "… N tests passed …" of a successful deploy, which must be every test of the project. */
export function expectTestsPassed(result: CliResult, atLeast: number): void {
  expect(result.exitCode, `${result.stderr}\n${result.stdout}`).toBe(0);
  const passed = Number(/(\d+) tests passed/.exec(result.stderr)?.[1] ?? 0);
  expect(passed).toBeGreaterThanOrEqual(atLeast);
}

/** An API key from `pgmi keys create`, run as `connection`'s user. */
export async function createKey(dir: string, connection: string, email: string): Promise<string> {
  const created = await runPgmi(['keys', 'create', '--email', email, '--project', dir, '--connection', connection]);
  expect(created.exitCode, created.stderr).toBe(0);
  return created.stdout.trim();
}

/**
 * Starts the project's gateway as <database>_gateway (the password the operator or the deploy gave it), calls the
 * template's `whoami` tool with the key through the SDK client, stops the gateway, and returns the tool's text.
 */
export async function callWhoamiThroughGateway(dir: string, superuserUrl: string, database: string, key: string): Promise<string> {
  const gateway = await startGateway({ projectDir: dir, databaseUrl: templateRoleUrl(databaseUrl(superuserUrl, database), database, 'gateway') });
  try {
    const client = new Client({ name: 'pgmi-managed-test', version: '0.0.1' }, { capabilities: {} });
    await client.connect(new StreamableHTTPClientTransport(new URL(gateway.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    try {
      const result = await client.callTool({ name: 'whoami', arguments: {} });
      expect(result.isError, JSON.stringify(result)).toBe(false);
      return (result.content as Array<{ text: string }>).map((part) => part.text).join('\n');
    } finally {
      await client.close();
    }
  } finally {
    await gateway.stop();
  }
}

