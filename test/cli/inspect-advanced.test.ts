import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs } from '../support/template-roles.js';
import { expectGolden, normalise } from '../support/golden.js';

let db: TestDatabase;
let work: string;
let project: string;

interface Handler {
  kind: string;
  name: string;
  requiresAuth: boolean;
  isolationFloor: string | null;
  readOnly: boolean;
  tags: string[];
  function: string;
}

beforeAll(async () => {
  db = await createTestDatabase('inspect_adv', { create: false });
  work = await makeTempDir('pgmi-inspect-adv');
  project = join(work, 'demo');
  expect((await runPgmi(['init', project, '--template', 'advanced', '--yes', '--no-git'])).exitCode).toBe(0);
});
afterAll(async () => {
  await db.drop();
  await removeDir(work);
});

describe('pgmi inspect (advanced template)', () => {
  it('refuses a database that has no registry yet, with exit 10 and the next command', async () => {
    const result = await runPgmi(['inspect', project, '--connection', db.serverUrl]);
    expect(result.exitCode).toBe(10);
    expect(result.stderr).toContain('has no handler registry');
    expect(result.stderr).toContain('pgmi deploy');
  });

  it('lists every handler with kind, name, auth, isolation floor, read-only, tags and function', async () => {
    expect((await runPgmi(['deploy', project, '--connection', db.url, ...passwordArgs()])).exitCode).toBe(0);
    const result = await runPgmi(['inspect', project, '--connection', db.url]);
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/HANDLERS \(\d+\)/);
    expect(result.stdout).toMatch(/tool\s+echo\s+no\s+-\s+no\s+examples\s+api\.mcp_tool_echo\(api\.mcp_request\)/);
    expect(result.stdout).toMatch(/rest\s+GET \/stats\/handlers\s+yes\s+serializable\s+yes/);
    expect(result.stdout).toMatch(/DEPLOYS \(last 1\)/);
    // The whole table, as a person reads it: a handler added, removed or changed in the template is a visible diff.
    // Script checksums and the deploy fingerprint are normalised: any SQL edit would change them.
    const table = normalise(result.stdout, { replace: { [project]: '<dir>', [db.name]: '<db>', [new URL(db.url).host]: '<server>' } });
    expectGolden('cli/inspect/advanced.txt', table.replace(/\b[0-9a-f]{12}\b/g, '<checksum>'));
  });

  it('filters by --type and --tag, and --json is one document', async () => {
    const tools = await runPgmi(['inspect', project, '--connection', db.url, '--type', 'tool', '--json']);
    expect(tools.exitCode, tools.stderr).toBe(0);
    const doc = JSON.parse(tools.stdout) as { handlers: Handler[]; deployments: unknown[]; scripts: Array<{ status: string }> };
    expect(doc.handlers.length).toBeGreaterThan(0);
    expect(doc.handlers.every((h) => h.kind === 'tool')).toBe(true);
    expect(doc.handlers.find((h) => h.name === 'whoami')).toMatchObject({ requiresAuth: true, readOnly: true });
    expect(doc.scripts.every((s) => s.status === 'up-to-date')).toBe(true);
    expect(doc.deployments).toHaveLength(1);

    const tagged = JSON.parse((await runPgmi(['inspect', project, '--connection', db.url, '--tag', 'math', '--json'])).stdout) as { handlers: Handler[] };
    expect(tagged.handlers.map((h) => h.name)).toEqual(['add_numbers']);
    const rpc = JSON.parse((await runPgmi(['inspect', project, '--connection', db.url, '--type', 'rpc', '--json'])).stdout) as { handlers: Handler[] };
    expect(rpc.handlers.map((h) => h.name).sort()).toEqual(['demo.sum', 'demo.whoami', 'tools.search']);
  });

  it('--search ranks the tools for a request and says how; bad queries exit 2 with the reason', async () => {
    const text = await runPgmi(['inspect', project, '--connection', db.url, '--search', 'sum two numbers']);
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/SEARCH "sum two numbers" \(lexical; vector off: .*\)/);
    expect(text.stdout).toMatch(/\n1\s+add_numbers\s/);
    const json = JSON.parse((await runPgmi(['inspect', project, '--connection', db.url, '--search', 'whoami', '--limit', '1', '--json'])).stdout) as {
      search: { hits: Array<{ name: string; rank: number }>; mode: string };
    };
    expect(json.search.hits).toEqual([expect.objectContaining({ name: 'whoami', rank: 1 })]);
    const empty = await runPgmi(['inspect', project, '--connection', db.url, '--search', ' ']);
    expect(empty.exitCode).toBe(2);
    expect(empty.stderr).toContain('--search: query must not be empty');
    const rest = await runPgmi(['inspect', project, '--connection', db.url, '--search', 'x', '--type', 'rest']);
    expect(rest.exitCode).toBe(2);
    expect(rest.stderr).toContain('not rest handlers');
  });
});
