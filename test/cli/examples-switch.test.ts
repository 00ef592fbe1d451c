// The advanced template's example handlers (echo, add_numbers, GET /hello, demo.sum, …) on a server of your own:
// a plain deploy (the operator's params file, as .env.example has it) registers none of them and every test passes;
// --param examples=on keeps them on purpose; a later plain deploy removes them again. Also: the MCP serverInfo.name
// is the project's name, not the database's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { DEV_PASSWORDS } from '../support/template-roles.js';

let root: string;
let dir: string;
let db: TestDatabase;
let operatorParams: string;

const deploy = (...extra: string[]) => runPgmi(['deploy', dir, '--connection', db.url, '--params-file', operatorParams, ...extra], { timeoutMs: 240_000 });

async function examples(): Promise<string[]> {
  const { rows } = await db.query<{ handler: string }>(
    "SELECT kind || ' ' || coalesce(route_name, name) AS handler FROM api.vw_handler_inventory WHERE 'examples' = ANY (tags) ORDER BY 1",
  );
  return rows.map((row) => row.handler);
}

beforeAll(async () => {
  root = await makeTempDir('pgmi-examples');
  dir = join(root, 'notes-server');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('examples');
  // What an operator gives a server: env=prod and the three passwords, nothing about examples.
  operatorParams = join(root, '.env.deploy');
  await writeFile(
    operatorParams,
    `env=prod\ngateway_password=${DEV_PASSWORDS.gateway}\nadmin_password=${DEV_PASSWORDS.admin}\ncustomer_password=${DEV_PASSWORDS.customer}\n`,
  );
});

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('the example handlers on a server of your own', () => {
  it('are not registered by a plain deploy, and every test (theirs included) passes', async () => {
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('test api/__test__/test_examples_switch.sql');
    expect(await examples()).toEqual([]);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM api.vw_handler_inventory WHERE name IN ('echo', 'add_numbers', 'demo.sum')");
    expect(rows[0]?.n).toBe(0);
  }, 300_000);

  it('are kept on purpose with --param examples=on, and removed by the next plain deploy, which says so', async () => {
    const on = await deploy('--param', 'examples=on');
    expect(on.exitCode, on.stderr).toBe(0);
    expect(await examples()).toEqual(expect.arrayContaining(['tool echo', 'tool add_numbers', 'rest hello_world', 'rpc demo.sum']));
    expect(await examples()).toHaveLength(19);
    const off = await deploy();
    expect(off.exitCode, off.stderr).toBe(0);
    expect(off.stderr).toContain('removed what the project no longer declares (19):');
    expect(await examples()).toEqual([]);
  }, 300_000);

  it("tell MCP clients the project's name as serverInfo.name", async () => {
    const { rows } = await db.query<{ name: string }>("SELECT api.mcp_server_info() ->> 'name' AS name");
    expect(rows[0]?.name).toBe('notes-server');
    expect(db.name).not.toBe('notes-server');
  });
});
