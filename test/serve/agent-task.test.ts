// A realistic coding-agent task carried out end to end through `pgmi serve` alone (the SDK client over stdio;
// the only other thing the "agent" does is write files, as a coding agent edits them): "add an MCP tool
// overdue_invoices backed by an invoices table with row-level security, with a SQL test; make it pass; check what
// two users of different organizations get; try it on a branch; deploy".
// schema → migration (new_migration) → handler → run_tests (fails on a wrong column, the handler's cause says which; fixed) →
// branch → deploy to the branch → call_handler as two users and anonymously → deploy → call_handler again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminQuery } from '../support/test-database.js';
import { deployedAdvancedProject, startServe, structured, textOf, type DeployedProject, type ServeSession } from './support.js';

let project: DeployedProject;
let agent: ServeSession;

beforeAll(async () => {
  project = await deployedAdvancedProject('agenttask', { deploy: false });
  agent = await startServe([project.dir, '--connection', project.db.url, '--allow-deploy']);
}, 300_000);

afterAll(async () => {
  await agent?.close();
  if (project) {
    await adminQuery(project.db.serverUrl, `DROP DATABASE IF EXISTS "${project.db.name}_br_invoices" WITH (FORCE)`);
    await project.close();
  }
});

const call = async (name: string, args: Record<string, unknown> = {}) => {
  const result = await agent.client.callTool({ name, arguments: args }, undefined, { timeout: 300_000 });
  return { result, out: structured(result), text: textOf(result) };
};
const write = (path: string, text: string) => writeFileSync(join(project.dir, path), text);

/** What the agent puts in place of the generated placeholder column. */
const COLUMNS = `name               text NOT NULL,   -- the invoice number, e.g. ACME-1
    amount_cents       integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
    due_on             date NOT NULL DEFAULT current_date,
    paid_at            timestamptz`;


const SEED = `-- pgmi:once
-- migrations/002-dev-seed.sql: two customers in two organizations, with invoices, for trying the API locally.

DO $$
DECLARE
    v_ada      uuid := membership.upsert_user('dev', 'ada', 'ada@acme.example', 'Ada', true);
    v_bob      uuid := membership.upsert_user('dev', 'bob', 'bob@globex.example', 'Bob', true);
    v_previous text := core.enter_system_context();
BEGIN
    INSERT INTO app.invoice (organization_id, name, amount_cents, due_on, paid_at)
    VALUES ((membership.get_user_default_organization(v_ada)).object_id, 'ACME-1', 12000, current_date - 30, NULL),
           ((membership.get_user_default_organization(v_ada)).object_id, 'ACME-2', 5000, current_date - 3, now()),
           ((membership.get_user_default_organization(v_ada)).object_id, 'ACME-3', 7000, current_date + 10, NULL),
           ((membership.get_user_default_organization(v_bob)).object_id, 'GLOBEX-1', 99000, current_date - 1, NULL);
    PERFORM core.leave_system_context(v_previous);
END
$$;
`;

const TEST = `-- api/tools/__test__/test_overdue_invoices.sql: each caller sees the overdue invoices of its own organization only.
DO $$
DECLARE
    v_ada      uuid := membership.upsert_user('test', 'ada-t', 'ada-t@acme.example', 'Ada', true);
    v_bob      uuid := membership.upsert_user('test', 'bob-t', 'bob-t@globex.example', 'Bob', true);
    v_previous text := core.enter_system_context();
    v_ada_key  text;
    v_bob_key  text;
    v_request  jsonb := '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "overdue_invoices", "arguments": {}}}';
    v_env      jsonb;
BEGIN
    INSERT INTO app.invoice (organization_id, name, amount_cents, due_on)
    VALUES ((membership.get_user_default_organization(v_ada)).object_id, 'A-1', 1000, current_date - 10),
           ((membership.get_user_default_organization(v_ada)).object_id, 'A-2', 2000, current_date + 10),
           ((membership.get_user_default_organization(v_bob)).object_id, 'B-1', 3000, current_date - 5);
    PERFORM core.leave_system_context(v_previous);
    SELECT k.key INTO v_ada_key FROM membership.issue_api_key_for_email('ada-t@acme.example', 'test') AS k;
    SELECT k.key INTO v_bob_key FROM membership.issue_api_key_for_email('bob-t@globex.example', 'test') AS k;
    EXECUTE format('SET LOCAL ROLE %I', internal.role_name('gateway'));
    PERFORM set_config('transaction_read_only', 'on', true);   -- as the gateway opens it for a readOnly tool

    v_env := (api.mcp_handle_request(v_request, jsonb_build_object('credential', v_ada_key))).envelope;
    IF v_env #> '{result,structuredContent,invoices}' IS DISTINCT FROM '[{"number": "A-1", "amountCents": 1000, "daysOverdue": 10}]'::jsonb THEN
        RAISE EXCEPTION 'ada: expected only A-1, got %', v_env;
    END IF;
    v_env := (api.mcp_handle_request(v_request, jsonb_build_object('credential', v_bob_key))).envelope;
    IF v_env #>> '{result,structuredContent,invoices,0,number}' IS DISTINCT FROM 'B-1' OR v_env #>> '{result,structuredContent,count}' IS DISTINCT FROM '1' THEN
        RAISE EXCEPTION 'bob: expected only B-1, got %', v_env;
    END IF;
    v_env := (api.mcp_handle_request(v_request, NULL)).envelope;
    IF (v_env #>> '{error,code}')::integer IS DISTINCT FROM -32602 THEN
        RAISE EXCEPTION 'anonymous: expected -32602, got %', v_env;
    END IF;
END
$$;
`;

describe('an agent adds an overdue_invoices tool through pgmi serve alone', () => {
  it('does the whole task', async () => {
    // 0. The project as the agent finds it: deployed.
    expect((await call('deploy')).out).toMatchObject({ ok: true, status: 'applied' });
    const steps = await agent.client.getPrompt({ name: 'add_mcp_tool', arguments: { name: 'overdue_invoices', purpose: 'list overdue invoices of the caller\'s organization' } });
    expect(JSON.stringify(steps.messages)).toMatch(/describe_schema.*add_table.*run_tests.*call_handler/s);
    const tableSteps = JSON.stringify((await agent.client.getPrompt({ name: 'add_table', arguments: { name: 'invoice' } })).messages);
    expect(tableSteps).toMatch(/new_migration.*core\.apply_org_rls/s);

    // 1. Schema: what does an organization look like, and is there an invoice table yet?
    const schema = (await call('describe_schema', { schema: 'membership', name: 'organization' })).out;
    expect(schema.schemas[0].tables[0].columns.map((c: { name: string }) => c.name)).toContain('object_id');
    expect((await call('describe_schema', { schema: 'app' })).out.schemas[0]).toMatchObject({ name: 'app', tables: [] });

    // 2. Migration: the table (with its isolation test), its real columns, and local seed data; planned.
    const table = (await call('new_migration', { kind: 'table', name: 'invoice', description: 'Invoices of an organization; unpaid ones past due_on are overdue.' })).out;
    expect(table).toMatchObject({ ok: true, table: 'app.invoice', files: [{ path: 'migrations/001-create-invoice.sql' }, { path: 'migrations/__test__/test_invoice_tenant_isolation.sql' }] });
    const generatedMigration = readFileSync(join(project.dir, 'migrations/001-create-invoice.sql'), 'utf8');
    expect(generatedMigration).toMatch(/name +text NOT NULL +-- replace with the columns of a invoice/);
    write('migrations/001-create-invoice.sql', generatedMigration.replace(/name +text NOT NULL +-- replace with the columns of a invoice/, COLUMNS));
    const seed = (await call('new_migration', { kind: 'migration', name: 'dev_seed' })).out;
    expect(seed.files.map((f: { path: string }) => f.path)).toEqual(['migrations/002-dev-seed.sql']);
    write('migrations/002-dev-seed.sql', SEED);
    expect((await call('run_tests', { tests: ['migrations/__test__/'] })).out).toMatchObject({ ok: true, testsPassed: 1 });
    const plan = (await call('plan')).out;
    expect(plan.scripts.filter((s: { status: string }) => s.status === 'pending').map((s: { path: string }) => s.path)).toEqual(['migrations/001-create-invoice.sql', 'migrations/002-dev-seed.sql']);

    // 3. Handler: generated, then written (with a wrong column name, as happens).
    const generated = await call('new_handler', { kind: 'tool', name: 'overdue_invoices', description: 'Unpaid invoices of the caller\'s organization past their due date.', readOnly: true });
    expect(generated.out.files.map((f: { path: string }) => f.path)).toEqual(['api/tools/overdue_invoices.sql', 'api/tools/__test__/test_overdue_invoices.sql']);
    const handlerFile = 'api/tools/overdue_invoices.sql';
    const generatedText = readFileSync(join(project.dir, handlerFile), 'utf8');
    const registration = generatedText.slice(0, generatedText.indexOf('"inputSchema"'));
    const body = (column: string) => `${registration}"inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
        "outputSchema": {
            "type": "object",
            "properties": {"invoices": {"type": "array"}, "count": {"type": "integer"}},
            "required": ["invoices", "count"]
        }
    }'::jsonb,
    $body$
DECLARE
    v_invoices jsonb;
BEGIN
    SELECT coalesce(jsonb_agg(jsonb_build_object('number', i.name, 'amountCents', i.amount_cents,
                                                 'daysOverdue', current_date - i.${column}) ORDER BY i.${column}), '[]')
      INTO v_invoices
      FROM app.invoice i
     WHERE i.paid_at IS NULL AND i.${column} < current_date;
    RETURN api.mcp_structured_result(jsonb_build_object('invoices', v_invoices, 'count', jsonb_array_length(v_invoices)), request.request_id);
END;
$body$);
`;
    write(handlerFile, body('due_date'));
    write('api/tools/__test__/test_overdue_invoices.sql', TEST);

    // 4. run_tests: fails, and the failure says why the handler failed, not just "Tool execution failed".
    const failing = await call('run_tests', { handler: 'overdue_invoices' });
    expect(failing.result.isError).toBe(true);
    expect(failing.out.failure).toMatchObject({ test: 'api/tools/__test__/test_overdue_invoices.sql', message: expect.stringContaining('ada: expected only A-1') });
    expect(failing.out.failure.handlerFailure, JSON.stringify(failing.out.failure)).toMatchObject({ name: 'tool overdue_invoices', file: handlerFile, sqlstate: '42703', message: 'column i.due_date does not exist' });
    expect(failing.out.failure.handlerFailure.lineText).toContain('SELECT coalesce(jsonb_agg('); // the statement that failed
    // The table is not deployed yet: its definition is in the migration the agent wrote.
    const migration = await agent.client.readResource({ uri: 'pgmi://script/migrations/001-create-invoice.sql' });
    expect((migration.contents[0] as { text: string }).text).toMatch(/due_on +date NOT NULL/);
    write(handlerFile, body('due_on'));
    const passing = await call('run_tests', { handler: 'overdue_invoices' });
    expect(passing.result.isError, passing.text).toBeFalsy();
    expect(passing.out).toMatchObject({ ok: true, testsPassed: 1, tests: ['api/tools/__test__/test_overdue_invoices.sql'] });
    expect((await call('test')).out).toMatchObject({ ok: true, status: 'tested' });

    // 5. Branch: a scratch copy of the deployed database, deployed with the change.
    const branched = await call('branch_create', { name: 'invoices' });
    expect(branched.out.ok, branched.text).toBe(true);
    const onBranch = await call('deploy', { branch: 'invoices' });
    expect(onBranch.out, onBranch.text).toMatchObject({ ok: true, status: 'applied', branch: 'invoices' });

    // 6. call_handler as two users of different organizations, and anonymously, on the branch.
    const ada = (await call('call_handler', { kind: 'tool', name: 'overdue_invoices', caller: { email: 'ada@acme.example' }, branch: 'invoices' })).out;
    const bob = (await call('call_handler', { kind: 'tool', name: 'overdue_invoices', caller: { email: 'bob@globex.example' }, branch: 'invoices' })).out;
    expect(ada.caller.organizationId).not.toBe(bob.caller.organizationId);
    expect(ada.envelope.result.structuredContent).toEqual({ count: 1, invoices: [{ number: 'ACME-1', amountCents: 12000, daysOverdue: 30 }] });
    expect(bob.envelope.result.structuredContent).toEqual({ count: 1, invoices: [{ number: 'GLOBEX-1', amountCents: 99000, daysOverdue: 1 }] });
    const anonymous = (await call('call_handler', { kind: 'tool', name: 'overdue_invoices', branch: 'invoices' })).out;
    expect(anonymous.envelope.error.code).toBe(-32602);
    const seen = (await call('query', { sql: 'SELECT name FROM app.invoice ORDER BY name', branch: 'invoices' })).out;
    expect(seen.rows).toEqual([['ACME-1'], ['ACME-2'], ['ACME-3'], ['GLOBEX-1']]);
    const plan2 = (await call('explain', { sql: 'SELECT * FROM app.invoice WHERE organization_id = $1 AND paid_at IS NULL AND due_on < current_date', params: [ada.caller.organizationId], branch: 'invoices' })).out;
    expect(plan2.text).toMatch(/invoice/);

    // 7. Deploy for real, check once more, and clean up the branch.
    expect((await call('deploy')).out).toMatchObject({ ok: true, status: 'applied' });
    expect((await call('plan')).out.scripts.every((s: { status: string }) => s.status === 'up-to-date')).toBe(true);
    const live = (await call('call_handler', { kind: 'tool', name: 'overdue_invoices', caller: { email: 'ada@acme.example' } })).out;
    expect(live.envelope.result.structuredContent.count).toBe(1);
    const deleted = await call('branch_delete', { name: 'invoices' });
    expect(deleted.out.ok, deleted.text).toBe(true);
    expect(agent.errors).toEqual([]);
  }, 900_000);
});
