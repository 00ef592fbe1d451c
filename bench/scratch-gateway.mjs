// A scratch advanced project for the gateway benches: rendered and deployed (node bin/pgmi.cjs init/deploy) into a
// database of its own, tools of the bench's own registered, one API key; gateways started on port 0 against it
// with the repository's node_modules (as the tests run them). cleanup() drops the database, its roles and files.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs } from './lib.mjs';
import { startProcess } from './gateway.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/** `tools`: [{ name, body, readOnly?, requiresAuth? }], registered with the admin functions as the superuser. */
export async function deployScratchGateway(label, tools) {
  const server = await findServer();
  const name = `bench_${label}_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), `pgmi-bench-${label}-`));
  const dir = join(root, 'app');
  const target = databaseUrl(server.url, name);
  const cleanup = async () => {
    await dropScratch(server.url, name).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await server.stop();
  };
  try {
    const bin = join(repo, 'bin', 'pgmi.cjs');
    await run(process.execPath, [bin, 'init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', dir, '--connection', target, ...passwordArgs()], { maxBuffer: 64 * 1024 * 1024 });
    await symlink(join(repo, 'node_modules'), join(dir, 'gateway', 'node_modules'), 'dir');
    for (const tool of tools) {
      const metadata = { id: randomUUID(), type: 'tool', name: tool.name, description: tool.name, readOnly: tool.readOnly ?? false, requiresAuth: tool.requiresAuth ?? false, autoLog: tool.autoLog ?? true };
      await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), tool.body]);
    }
    const key = (await adminQuery(target, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0].key;
    const gatewayUrl = new URL(target);
    gatewayUrl.username = `${name}_gateway`;
    gatewayUrl.password = DEV_PASSWORDS.gateway;
    return {
      target,
      name,
      key,
      gatewayRole: gatewayUrl.username,
      /** The rendered gateway's folder (its node_modules links to the repository's). */
      gatewayDir: join(dir, 'gateway'),
      /** A gateway with these extra settings, from dist/ or another build's main.js; stop() waits for its exit. */
      startGateway: (env = {}, args = ['dist/main.js']) => startProcess(join(dir, 'gateway'), args, { DATABASE_URL: gatewayUrl.toString(), PORT: '0', ...env }),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** tools/call of `tool` over HTTP; the status and the milliseconds to the answer. */
export async function timedCall(url, tool, headers = {}) {
  const started = process.hrtime.bigint();
  const response = await fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } }),
  });
  await response.text();
  return { status: response.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}
