// `pgmi new table|migration` and `pgmi remove` as processes in a rendered advanced project, deployed to a real
// database: the table lands in schema app with the entity standards and organization row-level security, its
// generated test fails when the table is not tenant-scoped, migrations are numbered once-scripts, and a handler
// removed (or deleted by hand) leaves a test that says what is missing, then nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { passwordArgs, templateRoleUrl, withClient } from '../support/template-roles.js';
import { sqlBlockAfter } from '../support/doc-examples.js';

let root: string;
let dir: string;
let db: TestDatabase;

const pgmi = (args: string[], timeoutMs?: number) => runPgmi(args, { cwd: dir, ...(timeoutMs ? { timeoutMs } : {}) });
const deploy = () => pgmi(['deploy', '--connection', db.url, ...passwordArgs()], 240_000);

beforeAll(async () => {
  root = await makeTempDir('pgmi-new-migration');
  dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'migapp']);
  expect(init.exitCode, init.stderr).toBe(0);
  db = await createTestDatabase('new-migration');
});

afterAll(async () => {
  await db?.drop();
  if (root) await removeDir(root);
});

describe('a fresh advanced project', () => {
  it('has a migrations/ folder in deploy.order after membership/, and deploying it warns about nothing there', async () => {
    const yaml = readFileSync(join(dir, 'pgmi.yaml'), 'utf8');
    expect(yaml).toMatch(/- membership\/\n\s+- migrations\/[^\n]*\n\s+- lib\/api\//);
    expect(existsSync(join(dir, 'migrations', 'README.md'))).toBe(true);
    // A dry run against a database that does not exist plans offline and reports the plan's warnings.
    const plan = await pgmi(['deploy', '--connection', db.url, '-d', `${db.name}_absent`, '--dry-run', '--json', ...passwordArgs()]);
    expect(plan.exitCode, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).warnings).toEqual([]);
  });
});

describe('pgmi new table and pgmi new migration', () => {
  it('write a numbered once-script for a tenant table in schema app with its test, and a numbered migration', async () => {
    const table = await pgmi(['new', 'table', 'note', '--description', 'A note of an organization.']);
    expect(table.exitCode, table.stderr).toBe(0);
    expect(table.stderr).toContain('Wrote migrations/001-create-note.sql\nWrote migrations/__test__/test_note_tenant_isolation.sql');
    const sql = readFileSync(join(dir, 'migrations/001-create-note.sql'), 'utf8');
    expect(sql).toMatch(/^-- pgmi:once\n/);
    expect(sql).toContain('CREATE TABLE app.note (\n    object_id          core.entity_id PRIMARY KEY,\n    organization_id    uuid NOT NULL REFERENCES membership.organization (object_id),');
    expect(sql).toContain("SELECT core.apply_entity_standards('app.note');");
    expect(sql).toContain("SELECT core.apply_org_rls('app.note');");
    expect(sql).toContain("COMMENT ON TABLE app.note IS 'A note of an organization.';");

    const migration = await pgmi(['new', 'migration', 'add_note_title']);
    expect(migration.exitCode, migration.stderr).toBe(0);
    expect(migration.stderr).toContain('Wrote migrations/002-add-note-title.sql');
    const file = join(dir, 'migrations/002-add-note-title.sql');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^-- pgmi:once\n/);
    await writeFile(file, text.replace('-- ALTER TABLE app.note ADD COLUMN title text;', 'ALTER TABLE app.note ADD COLUMN title text;'));
  });

  it("has a test that fails when the table is not scoped to the caller's organizations", async () => {
    const leaky = await pgmi(['new', 'table', 'leaky']);
    expect(leaky.exitCode, leaky.stderr).toBe(0);
    const file = join(dir, 'migrations/003-create-leaky.sql');
    await writeFile(file, readFileSync(file, 'utf8').replace("SELECT core.apply_org_rls('app.leaky');", ''));
    try {
      const test = await pgmi(['test', '--connection', db.url, ...passwordArgs()], 240_000);
      expect(test.exitCode).toBe(13);
      expect(test.stderr).toContain('migrations/__test__/test_leaky_tenant_isolation.sql');
      expect(test.stderr).toContain('a member of another organization sees 1 of its rows, expected 0');
    } finally {
      await rm(file);
      await rm(join(dir, 'migrations/__test__/test_leaky_tenant_isolation.sql'));
    }
  }, 300_000);

  it('deploy green: the table is in schema app, tenant-scoped under forced RLS, with the entity columns, and ran once', async () => {
    // Two handlers for the removal tests below, and docs/api.md's table and the handler that reads it, as written.
    for (const args of [['tool', 'gone_tool'], ['rpc', 'rm.me'], ['table', 'ticket']]) {
      const generated = await pgmi(['new', ...args]);
      expect(generated.exitCode, generated.stderr).toBe(0);
    }
    await writeFile(join(dir, 'api/count_tickets.sql'), sqlBlockAfter(readFileSync(join(dir, 'docs/api.md'), 'utf8'), '## 12. Your tables and migrations'));
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('test migrations/__test__/test_note_tenant_isolation.sql');
    expect(result.stderr).not.toContain('matches no script');
    const { rows } = await db.query<{ rls: boolean; forced: boolean; owner: string; policies: string[]; columns: string[] }>(
      `SELECT c.relrowsecurity AS rls, c.relforcerowsecurity AS forced, c.relowner::regrole::text AS owner,
              ARRAY(SELECT polname::text FROM pg_policy WHERE polrelid = c.oid ORDER BY 1) AS policies,
              ARRAY(SELECT attname::text FROM pg_attribute WHERE attrelid = c.oid AND attnum > 0 AND NOT attisdropped ORDER BY attnum) AS columns
         FROM pg_class c WHERE c.oid = 'app.note'::regclass`,
    );
    expect(rows[0]).toEqual({
      rls: true,
      forced: true,
      owner: `${db.name}_owner`,
      policies: ['note_delete', 'note_insert', 'note_select', 'note_system', 'note_update'],
      columns: ['object_id', 'organization_id', 'created_by_user_id', 'name', 'created_at', 'deleted_at', 'title'],
    });
    const scripts = await db.query<{ path: string; kind: string }>("SELECT path, kind FROM pgmi.script WHERE path LIKE 'migrations/%' ORDER BY path");
    expect(scripts.rows).toEqual([
      { path: 'migrations/001-create-note.sql', kind: 'once' },
      { path: 'migrations/002-add-note-title.sql', kind: 'once' },
      { path: 'migrations/003-create-ticket.sql', kind: 'once' },
    ]);
    // The gateway's login cannot touch the table; handlers reach it as the owner.
    const gateway = await db.query<{ usage: boolean }>(`SELECT has_schema_privilege('${db.name}_gateway', 'app', 'USAGE') AS usage`);
    expect(gateway.rows[0]?.usage).toBe(false);
  }, 300_000);

  it("docs/api.md's handler counts only the tickets of the caller's organizations, through the gateway's entry point", async () => {
    await db.query("SELECT membership.upsert_user('mig', 'alice', 'alice@mig.example', 'Alice', true), membership.upsert_user('mig', 'bob', 'bob@mig.example', 'Bob', true)");
    // Rows written as the superuser (no row-level security): two of Alice's organization, one of Bob's.
    await db.query(`INSERT INTO app.ticket (organization_id, name)
                    SELECT o.object_id, 'ticket' FROM membership.organization o JOIN membership."user" u ON u.object_id = o.owner_user_id,
                           generate_series(1, CASE u.email WHEN 'alice@mig.example' THEN 2 ELSE 1 END)
                     WHERE o.is_personal AND u.email IN ('alice@mig.example', 'bob@mig.example')`);
    const key = (await db.query<{ key: string }>("SELECT key FROM membership.issue_api_key_for_email('alice@mig.example', 'docs')")).rows[0]!.key;
    const answer = await withClient(templateRoleUrl(db.url, db.name, 'gateway'), async (client) => {
      await client.query('BEGIN READ ONLY');
      const { rows } = await client.query<{ envelope: any }>('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope', [
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'count_tickets', arguments: {} } }),
        JSON.stringify({ credential: key }),
      ]);
      await client.query('COMMIT');
      return rows[0]!.envelope;
    });
    expect(answer.result.content[0].text).toBe('2');
    // The gateway's login itself cannot read the table.
    await withClient(templateRoleUrl(db.url, db.name, 'gateway'), async (client) => {
      await expect(client.query('SELECT count(*) FROM app.ticket')).rejects.toMatchObject({ code: '42501' });
    });
  });

  it('number the next migration after the highest one, and refuse a table that exists, bad names and handler flags', async () => {
    const dry = await pgmi(['new', 'migration', 'backfill-titles', '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('-- would write migrations/004-backfill-titles.sql');
    expect(existsSync(join(dir, 'migrations/004-backfill-titles.sql'))).toBe(false);
    const again = await pgmi(['new', 'table', 'note']);
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain('table app.note is already created here; nothing was written');
    const bad = await pgmi(['new', 'table', 'Bad-Name']);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toContain('table name "Bad-Name" is not valid');
    const flags = await pgmi(['new', 'table', 'other', '--public', '--tag', 'x']);
    expect(flags.exitCode).toBe(2);
    expect(flags.stderr).toContain('--public, --tag apply to handlers, not to a table');
    const json = await pgmi(['new', 'migration', 'seed', '--json', '--dry-run']);
    expect(json.exitCode, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'dry-run', kind: 'migration', files: [{ path: 'migrations/004-seed.sql', action: 'create' }] });
  });

  it('write plain migrations in a basic project too, but tenant tables only where the organization RLS exists', async () => {
    const basic = join(root, 'basic');
    expect((await runPgmi(['init', basic, '--template', 'basic', '--yes', '--no-git'])).exitCode).toBe(0);
    const migration = await runPgmi(['new', 'migration', 'add_phone', basic]);
    expect(migration.exitCode, migration.stderr).toBe(0);
    expect(existsSync(join(basic, 'migrations/002-add-phone.sql'))).toBe(true);
    const table = await runPgmi(['new', 'table', 'note', basic]);
    expect(table.exitCode).toBe(10);
    expect(table.stderr).toContain('has no organization row-level security');
  });
});

describe('pgmi remove and a test whose handler is gone', () => {
  it('a handler file deleted by hand fails the deploy through its test, which says the handler is gone and how to finish', async () => {
    await rm(join(dir, 'api/tools/gone_tool.sql'));
    const removedRpc = await pgmi(['remove', 'rpc', 'rm.me']);
    expect(removedRpc.exitCode, removedRpc.stderr).toBe(0);
    expect(removedRpc.stderr).toContain('Deleted api/rpc/rm.me.sql\nDeleted api/rpc/__test__/test_rm.me.sql');
    const result = await deploy();
    expect(result.exitCode).toBe(13);
    expect(result.stderr).toContain('api/tools/__test__/test_gone_tool.sql');
    expect(result.stderr).toContain('the tool "gone_tool" this test checks is not registered: api/tools/gone_tool.sql is gone or no longer registers it');
    expect(result.stderr).toContain('pgmi remove tool gone_tool');
  }, 300_000);

  it('pgmi remove deletes the test the handler left behind, and the next deploy removes both handlers', async () => {
    const dry = await pgmi(['remove', 'tool', 'gone_tool', '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('Would delete api/tools/__test__/test_gone_tool.sql');
    expect(existsSync(join(dir, 'api/tools/__test__/test_gone_tool.sql'))).toBe(true);
    const removed = await pgmi(['remove', 'tool', 'gone_tool']);
    expect(removed.exitCode, removed.stderr).toBe(0);
    expect(removed.stderr).toContain('its file api/tools/gone_tool.sql was already gone');
    expect(existsSync(join(dir, 'api/tools/__test__/test_gone_tool.sql'))).toBe(false);
    const result = await deploy();
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stderr).toContain('removed what the project no longer declares (2):');
    expect(result.stderr).toMatch(/    - \S+ gone_tool/);
    expect(result.stderr).toMatch(/    - \S+ rm\.me/);
  }, 300_000);

  it('refuses a file that registers other handlers too, and a name nothing registers (exit 14)', async () => {
    const shared = await pgmi(['remove', 'tool', 'echo']);
    expect(shared.exitCode).toBe(2);
    expect(shared.stderr).toContain('api/mcp-examples.sql registers 8 handlers, the tool "echo" among them; nothing was deleted');
    expect(existsSync(join(dir, 'api/mcp-examples.sql'))).toBe(true);
    const missing = await pgmi(['remove', 'prompt', 'no_such_prompt']);
    expect(missing.exitCode).toBe(14);
    expect(missing.stderr).toContain('no script of this project registers the prompt "no_such_prompt"');
  });
});
