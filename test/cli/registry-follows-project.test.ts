// The advanced template's handler registry follows the project: a handler whose file is deleted is removed by
// the next deploy (and listed in its summary, its --json document and a --dry-run), unless it was registered
// by hand or the user passes --keep-orphans. Also: a compile error inside a handler body points at the line in
// the body, and the tenant-table example of docs/membership.md deploys twice as written.
import { join } from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPgmi, type CliResult } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { queryOne } from '../support/project.js';
import { templateRoleUrl, withClient, passwordArgs } from '../support/template-roles.js';
import { callRest } from '../sql/registry-support.js';

let db: TestDatabase;
let root: string;
let dir: string;

const uuid = (n: number) => `0a7c0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function toolFile(id: number, name: string): string {
  return `-- a tool of this test
SELECT api.create_or_replace_mcp_handler(
    '{"id": "${uuid(id)}", "type": "tool", "name": "${name}", "description": "test tool", "requiresAuth": false}'::jsonb,
    $body$
BEGIN
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('${name}')), request.request_id);
END;
$body$);
`;
}

function restFile(id: number, path: string): string {
  return `SELECT api.create_or_replace_rest_handler(
    '{"id": "${uuid(id)}", "path": "${path}", "requiresAuth": false}'::jsonb,
    $body$ BEGIN RETURN api.json_response(200, '{"here": true}'); END; $body$);
`;
}

async function deploy(...extra: string[]): Promise<CliResult> {
  return runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs(), '--skip-tests', ...extra], { timeoutMs: 240_000 });
}

/** Tool names from tools/list through api.mcp_handle_request, as an anonymous gateway request would see them. */
async function listedTools(): Promise<string[]> {
  const row = await queryOne<{ e: { result: { tools: Array<{ name: string }> } } }>(
    db.url,
    `SELECT (api.mcp_handle_request('{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}'::jsonb, '{}'::jsonb)).envelope AS e`,
  );
  return row.e.result.tools.map((t) => t.name);
}

async function restStatus(path: string): Promise<number> {
  return withClient(db.url, async (client) => (await callRest(client, 'GET', path)).status);
}

beforeAll(async () => {
  db = await createTestDatabase('registry_follows');
  root = await makeTempDir('pgmi-registry-follows');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'registry_follows']);
  expect(init.exitCode, init.stderr).toBe(0);
  await writeFile(join(dir, 'api', '80-once-tool.sql'), `-- pgmi:once\n${toolFile(80, 'once_tool')}`);
  await writeFile(join(dir, 'api', '90-extra.sql'), `${toolFile(90, 'extra_tool')}${restFile(91, '/extra')}`);
  const first = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()], { timeoutMs: 240_000 });
  expect(first.exitCode, first.stderr).toBe(0);
  // A handler registered by hand, outside any deploy, by the admin login.
  await withClient(templateRoleUrl(db.url, db.name, 'admin'), (admin) =>
    admin.query(
      `SELECT api.create_or_replace_mcp_handler($1::jsonb,
         'BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text(''manual'')), request.request_id); END;')`,
      [JSON.stringify({ id: uuid(70), type: 'tool', name: 'manual_tool', requiresAuth: false })],
    ),
  );
}, 300_000);
afterAll(async () => {
  await db.drop();
  await removeDir(root);
});

describe('the handler registry follows the project', () => {
  it('records which deploy and script registered each handler, and marks hand-registered ones manual', async () => {
    const rows = await db.query<{ name: string; origin: string; script_path: string | null; deployment_id: string | null }>(
      `SELECT h.handler_function_name AS name, h.origin, h.script_path, h.deployment_id::text
         FROM api.handler h WHERE h.object_id = ANY ($1::uuid[]) ORDER BY 1`,
      [[uuid(70), uuid(80), uuid(90)]],
    );
    const last = await queryOne<{ id: string }>(db.url, 'SELECT max(deployment_id)::text AS id FROM pgmi.deployment');
    expect(rows.rows).toEqual([
      { name: 'mcp_tool_extra_tool', origin: 'deploy', script_path: 'api/90-extra.sql', deployment_id: last.id },
      { name: 'mcp_tool_manual_tool', origin: 'manual', script_path: null, deployment_id: null },
      { name: 'mcp_tool_once_tool', origin: 'deploy', script_path: 'api/80-once-tool.sql', deployment_id: last.id },
    ]);
  });

  it('a dry run lists what the deploy would remove and removes nothing', async () => {
    await rm(join(dir, 'api', '90-extra.sql'));
    const dry = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs(), '--dry-run'], { timeoutMs: 240_000 });
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('would remove what the project no longer declares (2):');
    expect(dry.stdout).toMatch(/- rest GET, POST, PUT, PATCH, DELETE \/extra \(registered by api\/90-extra\.sql in deployment \d+\)/);
    expect(dry.stdout).toMatch(/- tool extra_tool \(registered by api\/90-extra\.sql in deployment \d+\)/);
    expect(dry.stderr).toContain('rehearsed in a transaction that was rolled back');
    const json = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs(), '--dry-run', '--json'], { timeoutMs: 240_000 });
    const doc = JSON.parse(json.stdout) as { status: string; rehearsed: boolean; finalize: Array<{ action: string; kind: string; name: string }> };
    expect(doc.status).toBe('dry-run');
    expect(doc.rehearsed).toBe(true);
    expect(doc.finalize.map((a) => `${a.action} ${a.kind} ${a.name}`)).toEqual(['removed rest GET, POST, PUT, PATCH, DELETE /extra', 'removed tool extra_tool']);
    expect(await listedTools()).toContain('extra_tool');
    expect(await restStatus('/extra')).toBe(200);
  });

  it('the next deploy removes the deleted file\'s tool and route, names them, and keeps the manual and once-registered ones', async () => {
    const result = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()], { timeoutMs: 240_000 }); // with the SQL tests
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('removed what the project no longer declares (2):');
    expect(result.stderr).toMatch(/- tool extra_tool \(registered by api\/90-extra\.sql in deployment \d+\)/);
    const tools = await listedTools();
    expect(tools).not.toContain('extra_tool');
    expect(tools).toEqual(expect.arrayContaining(['manual_tool', 'once_tool', 'echo']));
    expect(await restStatus('/extra')).toBe(404);
    const functions = await queryOne<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'mcp_tool_extra_tool'");
    expect(functions.n).toBe(0);
  });

  it('--keep-orphans keeps a handler whose file is gone and says so; a deploy without it then removes it (--json)', async () => {
    const file = join(dir, 'api', '91-kept.sql');
    await writeFile(file, toolFile(92, 'kept_tool'));
    expect((await deploy()).exitCode).toBe(0);
    await rm(file);
    const kept = await deploy('--keep-orphans', '--json');
    expect(kept.exitCode, kept.stderr).toBe(0);
    const keptDoc = JSON.parse(kept.stdout) as { finalize: Array<{ function: string; action: string; kind: string; name: string; detail: string }> };
    expect(keptDoc.finalize).toEqual([
      { function: 'internal.remove_orphaned_handlers', action: 'kept', kind: 'tool', name: 'kept_tool', detail: expect.stringContaining('registered by api/91-kept.sql') },
    ]);
    expect(await listedTools()).toContain('kept_tool');

    const removed = await deploy('--json');
    expect(removed.exitCode, removed.stderr).toBe(0);
    const removedDoc = JSON.parse(removed.stdout) as { finalize: Array<{ action: string; name: string }> };
    expect(removedDoc.finalize.map((a) => `${a.action} ${a.name}`)).toEqual(['removed kept_tool']);
    expect(await listedTools()).not.toContain('kept_tool');
    expect(await listedTools()).toEqual(expect.arrayContaining(['manual_tool', 'once_tool']));
  });

  it('a handler moved to another file stays registered (and is now owned by that file)', async () => {
    const from = join(dir, 'api', '92-move.sql');
    const to = join(dir, 'api', '93-moved.sql');
    await writeFile(from, toolFile(93, 'moving_tool'));
    expect((await deploy()).exitCode).toBe(0);
    await rm(from);
    await writeFile(to, toolFile(93, 'moving_tool'));
    const moved = await deploy('--json');
    expect(moved.exitCode, moved.stderr).toBe(0);
    expect((JSON.parse(moved.stdout) as { finalize: unknown[] }).finalize).toEqual([]);
    const row = await queryOne<{ script_path: string }>(db.url, 'SELECT script_path FROM api.handler WHERE object_id = $1', [uuid(93)]);
    expect(row.script_path).toBe('api/93-moved.sql');
    await rm(to);
    expect((await deploy()).exitCode).toBe(0);
  });
});

describe('errors inside handler bodies', () => {
  it('a compile error inside an MCP handler body points at its line in the file (exit 13, caret), not at the call', async () => {
    const file = join(dir, 'api', '95-note-tools.sql');
    await writeFile(
      file,
      `-- note tools
SELECT api.create_or_replace_mcp_handler(
    '{"id": "${uuid(95)}", "type": "tool", "name": "note_add", "description": "Adds a note"}'::jsonb,
    $body$
DECLARE
    v_count integer;
BEGIN
    SELECT count(*) INTO v_count FROM pg_catalog.pg_class;
    api.note := v_count;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('ok')), request.request_id);
END;
$body$);
`,
    );
    try {
      const result = await deploy('--json');
      expect(result.exitCode).toBe(13);
      expect(result.stderr).toContain('api/95-note-tools.sql:9:5: script failed: "api.note" is not a known variable');
      expect(result.stderr).toContain('  9 |     api.note := v_count;\n    |     ^');
      expect(result.stderr).toContain('SQLSTATE: 42601');
      expect(JSON.parse(result.stdout)).toMatchObject({ exitCode: 13, error: { file: 'api/95-note-tools.sql', line: 9, column: 5, sqlstate: '42601' } });
    } finally {
      await rm(file);
    }
  });

  it('a syntax error in a REST handler body written as a quoted string points into it too', async () => {
    const file = join(dir, 'api', '96-broken-rest.sql');
    await writeFile(
      file,
      `SELECT api.create_or_replace_rest_handler('{"id": "${uuid(96)}", "path": "/broken"}',
  'BEGIN
     RETURN api.json_response(200, ''{}'' ;
   END;');
`,
    );
    try {
      const result = await deploy();
      expect(result.exitCode).toBe(13);
      expect(result.stderr).toContain('api/96-broken-rest.sql:3:43: script failed: mismatched parentheses at or near ";"');
      expect(result.stderr).toContain("  3 |      RETURN api.json_response(200, ''{}'' ;\n    |                                           ^");
    } finally {
      await rm(file);
    }
  });
});

describe('docs/membership.md §6: a tenant table', () => {
  it('deploys as written, as a migration in migrations/, and a forced redeploy leaves it alone', async () => {
    const doc = await readFile(join(dir, 'docs', 'membership.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## 6. Row-level security'));
    const example = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toMatch(/^-- pgmi:once\n/);
    await writeFile(join(dir, 'migrations', '001-create-note.sql'), example as string);
    const first = await deploy();
    expect(first.exitCode, first.stderr).toBe(0);
    const again = await deploy('--force');
    expect(again.exitCode, again.stderr).toBe(0);
    const rls = await queryOne<{ forced: boolean }>(db.url, "SELECT relforcerowsecurity AS forced FROM pg_class WHERE oid = 'app.note'::regclass");
    expect(rls.forced).toBe(true);
  });
});
