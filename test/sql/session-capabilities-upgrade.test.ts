// A database deployed before a legacy session's client capabilities became a column of api.mcp_session
// (lib/api/24-mcp-sessions.sql) kept them in a table of their own, api.mcp_session_client. The next deploy moves
// them into the column and drops the table; a session in use across the upgrade keeps what its client declared.
// The old shape is rebuilt on a freshly deployed database (the column dropped, the table as it was, the rows in it),
// then the same project is deployed again with --force.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAdvanced, renderTemplate } from '../support/managed-deploy.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

let db: TestDatabase;
let root: string;
let dir: string;

async function deploy(...extra: string[]): Promise<void> {
  const result = await deployAdvanced(dir, db.url, ['--skip-tests', ...extra]);
  expect(result.exitCode, result.stderr).toBe(0);
}

beforeAll(async () => {
  db = await createTestDatabase('session_caps_upgrade');
  root = await makeTempDir('pgmi-session-caps');
  dir = join(root, 'app');
  await renderTemplate(dir, 'advanced');
  await deploy();
}, 300_000);

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('client capabilities across the upgrade that made them a column', () => {
  it('moves each session\'s capabilities from api.mcp_session_client into api.mcp_session and drops the table', async () => {
    const open = (name: string) =>
      db.query<{ id: string }>('SELECT api.mcp_session_open($1, $2::jsonb, NULL) AS id', ['2025-11-25', JSON.stringify({ name, version: '1' })]);
    const declared = (await open('declared')).rows[0]!.id;
    const silent = (await open('silent')).rows[0]!.id;
    // The shape before the change, with the capabilities the old api.mcp_session_set_client had stored.
    await db.query('ALTER TABLE api.mcp_session DROP COLUMN client_capabilities');
    await db.query(`CREATE TABLE api.mcp_session_client (
                      session_id   text PRIMARY KEY REFERENCES api.mcp_session (session_id) ON DELETE CASCADE,
                      capabilities jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(capabilities) = 'object'))`);
    // Owned as the deploy created it: by the owner of the schema's tables, not by this test's superuser.
    const owner = (await db.query<{ owner: string }>("SELECT tableowner AS owner FROM pg_tables WHERE schemaname = 'api' AND tablename = 'mcp_session'")).rows[0]!.owner;
    await db.query(`ALTER TABLE api.mcp_session_client OWNER TO "${owner.replaceAll('"', '""')}"`);
    await db.query(
      `INSERT INTO api.mcp_session_client (session_id, capabilities)
       VALUES (internal.mcp_session_handle($1), '{"elicitation": {"form": {}}, "sampling": {}}')`,
      [declared],
    );

    await deploy('--force');

    const { rows: tables } = await db.query<{ old: string | null }>("SELECT to_regclass('api.mcp_session_client')::text AS old");
    expect(tables[0]!.old).toBeNull();
    const owned = (id: string) =>
      db.query<{ handle: string | null; caps: unknown }>(
        'SELECT (s).handle, (s).client_capabilities AS caps FROM internal.mcp_owned_session($1, NULL) AS s',
        [id],
      );
    const kept = (await owned(declared)).rows[0]!;
    expect(kept.handle).not.toBeNull();
    expect(kept.caps).toEqual({ elicitation: { form: {} }, sampling: {} });
    const none = (await owned(silent)).rows[0]!;
    expect(none.handle).not.toBeNull();
    expect(none.caps).toBeNull();

    // A later deploy finds nothing to move and keeps the column as it is.
    await deploy('--force');
    expect((await owned(declared)).rows[0]!.caps).toEqual({ elicitation: { form: {} }, sampling: {} });
  }, 600_000);
});
