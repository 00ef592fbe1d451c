// One path rule for every path an agent hands `pgmi serve` (tool arguments, resource URIs, prompt arguments,
// subscriptions): inside the project after resolving links, nothing hidden, .sql (or .md for docs) only. Tried
// with each secret file a project can hold; no answer may contain a secret. Also: docs as resources, pgmi.yaml
// with its secret parameters masked, listings without links that lead to secrets, and subscriptions to a file
// that does not exist yet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { runPgmi } from '../support/cli.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { startServe, structured, type ServeSession } from './support.js';

let root: string;
let dir: string;
let serve: ServeSession;

const SECRETS: Record<string, string> = {
  '.env.deploy': 'gateway_password=SECRET-env-deploy\n',
  '.env': 'DATABASE_URL=postgresql://app:SECRET-dotenv@localhost/app\n',
  '.pgmi/dev-secrets.env': 'admin_password=SECRET-dev-secrets\n',
  '.pgmi/embedded.json': '{"port": 54001, "password": "SECRET-embedded"}\n',
  'gateway/.env': 'OAUTH_ASSERTION_SECRET=SECRET-gateway-env\n',
  '.secret/inside.sql': "SELECT 'SECRET-hidden-folder';\n",
  'node_modules/pkg/x.sql': "SELECT 'SECRET-node-modules';\n",
};

/** Paths an agent might try, each of which must be refused. */
const ATTEMPTS = [
  ...Object.keys(SECRETS),
  'pgmi.yaml',
  'api/linked-secret.sql', // a link inside the project to .env.deploy
  'api/linked-outside.sql', // a link to a file outside the project
  '../outside/secret.sql',
  `${'../'.repeat(8)}etc/passwd`,
];

beforeAll(async () => {
  root = await makeTempDir('pgmi-serve-confine');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'confined']);
  expect(init.exitCode, init.stderr).toBe(0);
  for (const [path, text] of Object.entries(SECRETS)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  // A secret written into pgmi.yaml (pgmi warns about it; the resource must not show it).
  writeFileSync(join(dir, 'pgmi.yaml'), readFileSync(join(dir, 'pgmi.yaml'), 'utf8').replace('gateway_password: ~', 'gateway_password: SECRET-in-yaml'));
  mkdirSync(join(root, 'outside'), { recursive: true });
  writeFileSync(join(root, 'outside', 'secret.sql'), "SELECT 'SECRET-outside';\n");
  symlinkSync(join(dir, '.env.deploy'), join(dir, 'api', 'linked-secret.sql'));
  symlinkSync(join(root, 'outside', 'secret.sql'), join(dir, 'api', 'linked-outside.sql'));
  writeFileSync(join(dir, 'docs', 'linked.md'), '');
  rmSync(join(dir, 'docs', 'linked.md'));
  symlinkSync(join(dir, '.env.deploy'), join(dir, 'docs', 'linked.md'));
  serve = await startServe([dir]);
}, 120_000);

afterAll(async () => {
  await serve?.close();
  if (root) await removeDir(root);
});

function expectNoSecret(value: unknown): void {
  expect(JSON.stringify(value ?? null)).not.toMatch(/SECRET-/);
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    expectNoSecret(await promise);
  } catch (error) {
    const message = (error as Error).message;
    expectNoSecret(message);
    return message;
  }
  throw new Error('expected a refusal, got an answer');
}

describe('the path rule', () => {
  it('explain_error refuses every secret file, link and escape, and quotes none', async () => {
    for (const file of ATTEMPTS) {
      const result = await serve.client.callTool({ name: 'explain_error', arguments: { sqlstate: '42703', file, line: 1 } });
      expectNoSecret(result);
      expect(result.isError, file).toBe(true);
      expect(structured(result).failure.message, file).toMatch(/hidden|only the project's SQL files|outside the project|node_modules/);
    }
    const fine = structured(await serve.client.callTool({ name: 'explain_error', arguments: { sqlstate: '42703', file: 'api/examples.sql', line: 1 } }));
    expect(fine.location.text).toMatch(/^--/);
  });

  it('refuses the same paths as script and doc resources, as prompt arguments and as subscriptions', async () => {
    for (const path of ATTEMPTS) {
      const uriPath = encodeURIComponent(path);
      expect(await rejection(serve.client.readResource({ uri: `pgmi://script/${uriPath}` })), path).toMatch(/hidden|only the project's SQL files|outside the project|node_modules/);
      expect(await rejection(serve.client.readResource({ uri: `pgmi://doc/${uriPath}` })), path).toMatch(/hidden|only the project's Markdown files|outside the project|node_modules/);
      expect(await rejection(serve.client.getPrompt({ name: 'write_handler_test', arguments: { file: path } })), path).toMatch(/hidden|only the project's SQL files|outside the project|node_modules/);
      expect(await rejection(serve.client.subscribeResource({ uri: `pgmi://script/${uriPath}` })), path).toMatch(/hidden|only the project's SQL files|outside the project|node_modules/);
    }
    expect(await rejection(serve.client.readResource({ uri: 'pgmi://doc/docs/linked.md' }))).toMatch(/hidden/);
  });

  it('run_tests refuses test paths that leave the project or name hidden folders', async () => {
    for (const tests of [['.pgmi/dev-secrets.env'], ['../outside/'], ['.secret/**']]) {
      const result = await serve.client.callTool({ name: 'run_tests', arguments: { tests } });
      expect(result.isError, tests[0]).toBe(true);
      expect(structured(result).failure.message).toMatch(/leaves the project|hidden|outside the project/);
    }
  });

  it('lists no link that leads to a secret, and nothing hidden; a link leading outside stops the script listing, not the rest', async () => {
    const outside = (await serve.client.listResources()).resources.map((r) => r.uri);
    expect(outside.filter((uri) => uri.startsWith('pgmi://script/'))).toEqual([]);
    expect(outside).toEqual(expect.arrayContaining(['pgmi://project/plan', 'pgmi://doc/README.md']));
    rmSync(join(dir, 'api', 'linked-outside.sql'));
    try {
      const uris = (await serve.client.listResources()).resources.map((r) => r.uri);
      expect(uris).toContain('pgmi://script/api/examples.sql');
      expect(uris.filter((uri) => /linked|\.secret|node_modules|\.pgmi|\.env/.test(uri))).toEqual([]);
    } finally {
      symlinkSync(join(root, 'outside', 'secret.sql'), join(dir, 'api', 'linked-outside.sql'));
    }
  });

  it('shows pgmi.yaml with secret-looking parameters masked', async () => {
    const text = ((await serve.client.readResource({ uri: 'pgmi://project/pgmi.yaml' })).contents[0] as { text: string }).text;
    expect(text).toContain('gateway_password: "***"');
    expect(text).toContain('name: confined');
    expectNoSecret(text);
  });
});

describe('docs as resources', () => {
  it('lists and reads the project\'s Markdown docs', async () => {
    const { resources } = await serve.client.listResources();
    const docs = resources.map((r) => r.uri).filter((uri) => uri.startsWith('pgmi://doc/'));
    expect(docs).toEqual(expect.arrayContaining(['pgmi://doc/README.md', 'pgmi://doc/docs/mcp.md', 'pgmi://doc/docs/membership.md']));
    const mcp = await serve.client.readResource({ uri: 'pgmi://doc/docs/mcp.md' });
    expect(mcp.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: expect.stringContaining('#') });
    await expect(serve.client.readResource({ uri: 'pgmi://doc/docs/missing.md' })).rejects.toThrow(/no file docs\/missing\.md/);
  });
});

describe('subscriptions', () => {
  it('accepts a script that does not exist yet and notifies when it appears, folder and all', async () => {
    const uri = 'pgmi://script/api/later/new_tool.sql';
    const updated = new Promise<string>((resolve) => {
      serve.client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) => resolve(notification.params.uri));
    });
    await serve.client.subscribeResource({ uri });
    try {
      mkdirSync(join(dir, 'api', 'later'));
      writeFileSync(join(dir, 'api', 'later', 'new_tool.sql'), 'SELECT 1;\n');
      expect(await updated).toBe(uri);
    } finally {
      await serve.client.unsubscribeResource({ uri });
      rmSync(join(dir, 'api', 'later'), { recursive: true });
    }
  });
});
