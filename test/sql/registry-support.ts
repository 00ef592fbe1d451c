// Shared by the registry/REST/RPC SQL tests: render the advanced template, deploy it into the file's own
// database, connect as its roles, and call the SQL entry points the way the gateway does (resolve the
// transaction policy first, then BEGIN with it).
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs, templateRoleUrl, withClient, type LoginRoleKind } from '../support/template-roles.js';

export type LoginRole = LoginRoleKind;

export interface DeployedTemplate {
  db: TestDatabase;
  dir: string;
  roleUrl(role: LoginRole): string;
  cleanup(): Promise<void>;
}

/** Renders the advanced template and deploys it (without its SQL tests: other suites run those). */
export async function deployTemplate(label: string): Promise<DeployedTemplate> {
  const db = await createTestDatabase(label);
  const root = await makeTempDir(`pgmi-${label}`);
  const dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', label]);
  expect(init.exitCode, init.stderr).toBe(0);
  const deploy = await runPgmi(['deploy', dir, '--connection', db.url, '--skip-tests', ...passwordArgs()], { timeoutMs: 240_000 });
  expect(deploy.exitCode, deploy.stderr).toBe(0);
  return {
    db,
    dir,
    roleUrl: (role) => templateRoleUrl(db.url, db.name, role),
    async cleanup() {
      await db.drop();
      await removeDir(root);
    },
  };
}

export { withClient };

export interface Policy {
  transaction_isolation: string | null;
  transaction_read_only: boolean;
  transaction_deferrable: boolean;
}

/** The BEGIN statement for a resolved policy, exactly as architecture.md prescribes. */
export function beginFor(policy: Policy | undefined): string {
  if (!policy) return 'BEGIN';
  const parts = ['BEGIN'];
  if (policy.transaction_isolation) parts.push(`ISOLATION LEVEL ${policy.transaction_isolation.toUpperCase()}`);
  if (policy.transaction_read_only) parts.push('READ ONLY');
  if (policy.transaction_deferrable) parts.push('DEFERRABLE');
  return parts.join(' ');
}

export interface HttpResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

export function json(result: HttpResult): any {
  return result.body === null ? null : JSON.parse(result.body.toString('utf8'));
}

/** Flattens a header object into the text[] the gateway passes to extensions.hstore(text[]). */
export function headerArray(headers: Record<string, string>): string[] {
  return Object.entries(headers).flatMap(([k, v]) => [k.toLowerCase(), v]);
}

const RESPONSE_COLUMNS = 'status_code AS status, extensions.hstore_to_json(headers) AS headers, content AS body';

/** Runs one statement in a transaction; commits, or rolls back and rethrows. */
export async function inTransaction<T>(client: pg.Client, begin: string, fn: () => Promise<T>): Promise<T> {
  await client.query(begin);
  try {
    const value = await fn();
    await client.query('COMMIT');
    return value;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** REST as the gateway does it: resolve the policy before BEGIN (unless told to open `begin` instead). */
export async function callRest(
  client: pg.Client,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string; begin?: string; requestedIsolation?: string } = {},
): Promise<HttpResult & { policy?: Policy }> {
  const headers = headerArray(options.headers ?? {});
  const policy = (
    await client.query<Policy>('SELECT * FROM api.rest_route_policy_for($1, $2, extensions.hstore($3::text[]), $4)', [
      method,
      url,
      headers,
      options.requestedIsolation ?? null,
    ])
  ).rows[0];
  const result = await inTransaction(client, options.begin ?? beginFor(policy), () =>
    client.query<HttpResult>(`SELECT ${RESPONSE_COLUMNS} FROM api.rest_invoke($1, $2, extensions.hstore($3::text[]), $4::bytea)`, [
      method,
      url,
      headers,
      options.body === undefined ? null : Buffer.from(options.body, 'utf8'),
    ]),
  );
  return { ...(result.rows[0] as HttpResult), policy };
}

/** JSON-RPC as the gateway does it: rpc_resolve + rpc_route_policy, BEGIN, rpc_invoke, COMMIT. */
export async function callRpc(
  client: pg.Client,
  body: string,
  options: { headers?: Record<string, string>; begin?: string } = {},
): Promise<HttpResult & { policy?: Policy }> {
  let methodName: string | null = null;
  try {
    const parsed = JSON.parse(body) as { method?: unknown };
    methodName = typeof parsed.method === 'string' ? parsed.method : null;
  } catch {
    methodName = null; // unparsable: rpc_invoke answers -32700 itself
  }
  const routeId = methodName === null ? null : (await client.query<{ id: string | null }>('SELECT api.rpc_resolve($1) AS id', [methodName])).rows[0]!.id;
  const policy = methodName === null ? undefined : (await client.query<Policy>('SELECT * FROM api.rpc_route_policy($1)', [methodName])).rows[0];
  const result = await inTransaction(client, options.begin ?? beginFor(policy), () =>
    client.query<HttpResult>(`SELECT ${RESPONSE_COLUMNS} FROM api.rpc_invoke($1::uuid, extensions.hstore($2::text[]), $3::bytea)`, [
      routeId,
      headerArray(options.headers ?? {}),
      Buffer.from(body, 'utf8'),
    ]),
  );
  return { ...(result.rows[0] as HttpResult), policy };
}
