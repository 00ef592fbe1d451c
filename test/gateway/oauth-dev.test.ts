// `pgmi dev --oauth`: a development issuer beside the gateway, trusted by the database and the gateway, printed in
// the banner; a token from it (the banner's client_credentials example) calls the project's tools, and an anonymous
// MCP request is pointed at the issuer through the Protected Resource Metadata.
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, PGMI_BIN, runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { freePort } from '../support/pg-server.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { passwordArgs } from '../support/template-roles.js';
import { postMcp, rpcRequest, send } from './support/http.js';

let work: string;
let db: TestDatabase;
let child: ResultPromise | undefined;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  work = await makeTempDir('pgmi-dev-oauth');
  db = await createTestDatabase('devoauth');
  const init = await runPgmi(['init', join(work, 'app'), '--template', 'advanced', '--yes', '--no-git', '--name', 'devoauth']);
  expect(init.exitCode, init.stderr).toBe(0);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGTERM');
  await child;
  await db?.drop();
  await removeDir(work);
}, 60_000);

async function waitFor(pattern: RegExp, timeoutMs = 280_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(stdout);
    if (match) return match;
    if (child?.exitCode !== null) throw new Error(`pgmi dev exited early:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${stderr}`);
}

describe('pgmi dev --oauth', () => {
  it('runs a development issuer whose tokens the gateway takes, and says so in the banner', async () => {
    const port = await freePort();
    child = execa('node', [PGMI_BIN, 'dev', join(work, 'app'), '--oauth', '--port', String(port), '--connection', db.url, ...passwordArgs()], {
      env: cleanEnv(), extendEnv: false, reject: false, forceKillAfterDelay: false,
    });
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [, issuer] = await waitFor(/OAuth \(development issuer (http:\/\/127\.0\.0\.1:\d+);/);
    expect(issuer).toBe(`http://127.0.0.1:${port + 1}`);
    const mcpUrl = `http://127.0.0.1:${port}/mcp`;

    const anonymous = await postMcp(mcpUrl, rpcRequest('tools/list'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain(`resource_metadata="http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp"`);
    const prm = await send(`http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp`);
    expect(prm.json).toMatchObject({ resource: mcpUrl, authorization_servers: [issuer] });

    // The banner's machine-token example, as a request.
    const [, clientId, secret] = /-u (pgmi-dev-machine):(\S+)/.exec(stdout) ?? [];
    const token = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'mcp:read mcp:write', resource: mcpUrl }),
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const listed = await postMcp(mcpUrl, rpcRequest('tools/list'), { authorization: `Bearer ${token.access_token}` });
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.json.result.tools)).toBe(true);
    expect(stdout).not.toContain(token.access_token);

    child.kill('SIGTERM');
    const result = await child;
    expect(result.exitCode).toBe(0);
    const stillThere = await fetch(`${issuer}/.well-known/openid-configuration`).then(() => true, () => false);
    expect(stillThere).toBe(false);
  }, 300_000);
});
