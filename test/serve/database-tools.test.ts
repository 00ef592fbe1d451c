// describe_schema, query, explain and call_handler of `pgmi serve`, over stdio with the SDK client, on a deployed
// advanced project: what the database holds, read-only queries the server polices, plans, and handlers called
// as anonymous, as users and as API keys — with the bad input each tool must refuse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotDatabase } from '../support/project.js';
import { deployedAdvancedProject, startServe, structured, textOf, type DeployedProject, type ServeSession } from './support.js';

let project: DeployedProject;
let serve: ServeSession;
let committer: ServeSession;

beforeAll(async () => {
  project = await deployedAdvancedProject('dbtools');
  await project.db.query("SELECT membership.upsert_user('test', 'ada', 'ada@one.example', 'Ada', true), membership.upsert_user('test', 'bob', 'bob@two.example', 'Bob', true)");
  serve = await startServe([project.dir, '--connection', project.db.url]);
  committer = await startServe([project.dir, '--connection', project.db.url, '--allow-deploy']);
}, 300_000);

afterAll(async () => {
  await serve?.close();
  await committer?.close();
  await project?.close();
});

const call = (name: string, args: Record<string, unknown>, session = serve) => session.client.callTool({ name, arguments: args });

describe('describe_schema', () => {
  it('summarises every schema, and describes a table in full: columns, constraints, indexes, RLS policies', async () => {
    const summary = structured(await call('describe_schema', {}));
    expect(summary).toMatchObject({ ok: true, detail: 'summary', database: project.db.name });
    const names = summary.schemas.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['api', 'membership', 'core']));
    expect(names).not.toContain('pgmi');
    expect(names).not.toContain('pg_catalog');
    const membership = summary.schemas.find((s: { name: string }) => s.name === 'membership');
    const user = membership.tables.find((t: { name: string }) => t.name === 'user');
    expect(user.columns.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['object_id', 'email']));
    expect(user.constraints).toBeUndefined();

    const full = structured(await call('describe_schema', { schema: 'membership', name: 'organization*' }));
    expect(full.detail).toBe('full');
    const organization = full.schemas[0].tables.find((t: { name: string }) => t.name === 'organization');
    expect(organization.rls).toMatchObject({ enabled: true, forced: true });
    expect(organization.rls.policies.length).toBeGreaterThan(0);
    expect(organization.rls.policies[0]).toMatchObject({ name: expect.any(String), command: expect.stringMatching(/ALL|SELECT|INSERT|UPDATE|DELETE/), roles: expect.any(Array) });
    expect(organization.constraints.some((c: { type: string }) => c.type === 'primary key')).toBe(true);
    expect(organization.indexes.some((i: { primary: boolean }) => i.primary)).toBe(true);
    expect(organization.columns.find((c: { name: string }) => c.name === 'object_id')).toMatchObject({ type: 'uuid', nullable: false });
    expect(full.schemas[0].tables.every((t: { name: string }) => t.name.startsWith('organization'))).toBe(true);

    const functions = structured(await call('describe_schema', { schema: 'membership', name: 'issue_api_key_for_email' }));
    expect(functions.schemas[0].functions[0]).toMatchObject({
      signature: expect.stringMatching(/^membership\.issue_api_key_for_email\(p_email text/),
      securityDefiner: true,
      language: 'plpgsql',
      comment: expect.stringContaining('Operators'),
    });
  });

  it('serves the same as pgmi://db resources', async () => {
    const overview = JSON.parse(((await serve.client.readResource({ uri: 'pgmi://db/overview' })).contents[0] as { text: string }).text);
    expect(overview.schemas.map((s: { name: string }) => s.name)).toContain('membership');
    const table = JSON.parse(((await serve.client.readResource({ uri: 'pgmi://db/object/membership/api_key' })).contents[0] as { text: string }).text);
    expect(table.schemas[0].tables[0]).toMatchObject({ name: 'api_key', rls: { enabled: true } });
    await expect(serve.client.readResource({ uri: 'pgmi://db/object/membership/no_such_thing' })).rejects.toThrow(/no object membership\.no_such_thing/);
  });

  it('refuses unknown arguments and answers an unknown schema with nothing', async () => {
    const unknown = await call('describe_schema', { schemas: ['api'] });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/Unrecognized key\(s\) in object: 'schemas'/);
    expect(textOf(unknown)).not.toMatch(/MCP error/);
    const none = structured(await call('describe_schema', { schema: 'no_such_schema' }));
    expect(none).toMatchObject({ ok: true, schemas: [] });
  });
});

describe('query', () => {
  it('returns rows with column names and types, capped, with parameters', async () => {
    const result = await call('query', { sql: 'SELECT email, email_verified FROM membership."user" WHERE email LIKE $1 ORDER BY email', params: ['%.example'] });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(structured(result)).toMatchObject({
      ok: true,
      columns: [{ name: 'email', type: 'text' }, { name: 'email_verified', type: 'boolean' }],
      rows: [['ada@one.example', true], ['bob@two.example', true]],
      rowCount: 2,
      truncated: false,
      role: expect.stringMatching(/_owner$/),
    });
    const capped = structured(await call('query', { sql: 'SELECT g FROM generate_series(1, 50) AS g', maxRows: 10 }));
    expect(capped).toMatchObject({ rowCount: 10, truncated: true, rows: [[1], [2], [3], [4], [5], [6], [7], [8], [9], [10]] });
  });

  it('is refused every write by the server (READ ONLY), also through a function or by switching the transaction to read-write', async () => {
    const before = await snapshotDatabase(project.db.url);
    const writes = [
      "INSERT INTO membership.role (name) VALUES ('x')",
      'CREATE TABLE api.sneaky (id int)',
      "SELECT set_config('transaction_read_only', 'off', false)",
      "WITH gone AS (DELETE FROM membership.api_key RETURNING 1) SELECT count(*) FROM gone",
    ];
    for (const sql of writes) {
      const result = await call('query', { sql });
      expect(result.isError, sql).toBe(true);
      expect(structured(result).failure.sqlstate, sql).toMatch(/^(25006|25001|0A000)$/);
    }
    const two = await call('query', { sql: 'SELECT 1; DELETE FROM membership.api_key' });
    expect(structured(two).failure).toMatchObject({ sqlstate: '42601', message: expect.stringContaining('multiple commands') });
    expect(await snapshotDatabase(project.db.url)).toBe(before);
  });

  it('reports bad SQL at its line and column, and stops at the statement timeout', async () => {
    const bad = structured(await call('query', { sql: 'SELECT 1,\n  nosuchcolumn FROM membership."user"' }));
    expect(bad.failure).toMatchObject({ code: 'sql_failed', sqlstate: '42703', line: 2, column: 3, excerpt: expect.stringContaining('^') });
    const slow = structured(await call('query', { sql: 'SELECT pg_sleep(5)', timeoutMs: 200 }));
    expect(slow.failure).toMatchObject({ sqlstate: '57014', message: expect.stringContaining('statement timeout') });
    const invalid = await call('query', { sql: '' });
    expect(invalid.isError).toBe(true);
  });
});

describe('explain', () => {
  it('gives the plan as JSON and text; ANALYZE runs the statement in a transaction that is rolled back', async () => {
    const plain = structured(await call('explain', { sql: 'SELECT * FROM membership."user" WHERE email = $1', params: ['ada@one.example'] }));
    expect(plain).toMatchObject({ ok: true, analyzed: false, text: expect.stringMatching(/Scan/) });
    expect(plain.plan[0].Plan['Node Type']).toEqual(expect.any(String));
    const before = (await project.db.query('SELECT count(*)::int AS n FROM membership.role')).rows[0]!.n;
    const analyzed = structured(await call('explain', { sql: "INSERT INTO membership.role (name) VALUES ('explained')", analyze: true }));
    expect(analyzed, JSON.stringify(analyzed.failure)).toMatchObject({ ok: true, analyzed: true, text: expect.stringMatching(/actual time=/) });
    expect((await project.db.query('SELECT count(*)::int AS n FROM membership.role')).rows[0]!.n).toBe(before);
    const writeWithoutAnalyze = structured(await call('explain', { sql: "DELETE FROM membership.role WHERE name = 'x'" }));
    expect(writeWithoutAnalyze.ok).toBe(true);
    const bad = structured(await call('explain', { sql: 'SELECT FROM nowhere' }));
    expect(bad.failure).toMatchObject({ sqlstate: '42P01', line: 1, column: 13 });
  });
});

describe('call_handler', () => {
  it('calls a public tool anonymously, as the gateway would, and rolls back', async () => {
    const result = await call('call_handler', { kind: 'tool', name: 'add_numbers', arguments: { a: 2, b: 3 } });
    expect(result.isError, textOf(result)).toBeFalsy();
    const out = structured(result);
    expect(out).toMatchObject({ ok: true, committed: false, caller: { kind: 'anonymous' }, policy: { readOnly: expect.any(Boolean) } });
    expect(out.envelope.result.isError).toBe(false);
    expect(JSON.stringify(out.envelope.result)).toContain('5');
  });

  it('hides a signed-in tool from anonymous callers and shows each user their own identity', async () => {
    const anonymous = structured(await call('call_handler', { kind: 'tool', name: 'whoami' }));
    expect(anonymous.envelope.error.code).toBe(-32602);
    const ada = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { email: 'ada@one.example' } }));
    const bob = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { email: 'bob@two.example' } }));
    expect(ada.caller).toMatchObject({ kind: 'user', email: 'ada@one.example', userId: expect.any(String), organizationId: expect.any(String) });
    expect(ada.envelope.result.structuredContent.user_id).toBe(ada.caller.userId);
    expect(bob.envelope.result.structuredContent.user_id).toBe(bob.caller.userId);
    expect(ada.caller.organizationId).not.toBe(bob.caller.organizationId);
    // The temporary key was rolled back with the call.
    const keys = await project.db.query("SELECT count(*)::int AS n FROM membership.api_key WHERE display_name LIKE 'pgmi serve%'");
    expect(keys.rows[0]!.n).toBe(0);
  });

  it('calls REST routes and RPC methods and returns the HTTP answer', async () => {
    const me = structured(await call('call_handler', { kind: 'rest', path: '/me', caller: { email: 'ada@one.example' } }));
    expect(me.http.status).toBe(200);
    expect(JSON.stringify(me.http.json)).toContain('ada@one.example');
    const anonymous = structured(await call('call_handler', { kind: 'rest', path: '/me' }));
    expect(anonymous.http.status).toBe(401);
    // Identity comes from `caller` only: a credential or identity header in `headers` is dropped, as the gateway does.
    const forged = structured(await call('call_handler', { kind: 'rest', path: '/me', headers: { Authorization: `Bearer ${'x'.repeat(20)}`, 'X-User-Email': 'ada@one.example', 'X-User-Id': me.http.json.id ?? 'x' } }));
    expect(forged.http.status).toBe(401);
    const sum = structured(await call('call_handler', { kind: 'rpc', name: 'demo.sum', arguments: { a: 1, b: 41 } }));
    expect(sum.http).toMatchObject({ status: 200, json: { result: { sum: 42 } } });
    const resource = structured(await call('call_handler', { kind: 'resource', uri: 'app://greetings/Ada' }));
    expect(resource.envelope.result.contents[0].text).toBe('Hello, Ada!');
  });

  it('acts as an existing API key (its holder, organization, scopes); a revoked key gets the 401 the gateway gives', async () => {
    const issued = await project.db.query<{ key_id: string }>("SELECT key_id FROM membership.issue_api_key_for_email('bob@two.example', 'laptop', NULL, NULL, ARRAY['notes:read'])");
    const keyId = issued.rows[0]!.key_id;
    const asKey = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { apiKeyId: keyId } }));
    expect(asKey.caller).toMatchObject({ kind: 'api-key', keyId, email: 'bob@two.example', scopes: ['notes:read'] });
    expect(asKey.envelope.result.structuredContent.api_key_scopes).toEqual(['notes:read']);
    await project.db.query("SELECT membership.revoke_api_key_for_operator($1, 'test')", [keyId]);
    const revoked = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { apiKeyId: keyId } }));
    expect(revoked).toMatchObject({ ok: true, unauthenticated: { reason: expect.any(String) } });
    expect(revoked.envelope).toBeUndefined();
  });

  it('says why a handler failed, which the caller only sees as a generic error', async () => {
    await project.db.query(`SELECT api.create_or_replace_mcp_handler(
      '{"id": "0b5e7a1e-0000-4000-8000-00000000f411", "type": "tool", "name": "broken_by_hand", "requiresAuth": false,
        "inputSchema": {"type": "object"}}'::jsonb,
      $body$
BEGIN
    PERFORM missing_column FROM membership.role;
    RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('never')), request.request_id);
END;
$body$)`);
    const result = await call('call_handler', { kind: 'tool', name: 'broken_by_hand' });
    const out = structured(result);
    expect(out.envelope.result).toMatchObject({ isError: true, content: [{ text: 'Tool execution failed' }] });
    expect(out.handlerFailure).toMatchObject({ handler: 'api.mcp_tool_broken_by_hand(api.mcp_request)', sqlstate: '42703', message: 'column "missing_column" does not exist' });
    expect(textOf(result)).toContain('because tool broken_by_hand failed');
  });

  it('refuses a caller that does not exist, bad arguments, and commit without --allow-deploy', async () => {
    const nobody = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { email: 'nobody@nowhere.example' } }));
    expect(nobody.failure).toMatchObject({ code: 'not_found', message: expect.stringContaining('nobody@nowhere.example') });
    const noKey = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { apiKeyId: 'abcdef123456' } }));
    expect(noKey.failure).toMatchObject({ code: 'not_found' });
    const missingName = structured(await call('call_handler', { kind: 'tool' }));
    expect(missingName.failure.message).toContain('needs name');
    const bothCallers = await call('call_handler', { kind: 'tool', name: 'whoami', caller: { email: 'ada@one.example', apiKeyId: 'abcdef123456' } });
    expect(bothCallers.isError).toBe(true);
    const noMethod = structured(await call('call_handler', { kind: 'rpc', name: 'no.such.method' }));
    expect(noMethod.failure).toMatchObject({ code: 'not_found' });
    const commit = structured(await call('call_handler', { kind: 'tool', name: 'add_numbers', arguments: { a: 1, b: 1 }, commit: true }));
    expect(commit.failure.message).toContain('--allow-deploy');
  });

  it('commits with commit: true under --allow-deploy, and revokes the temporary key it minted', async () => {
    const before = (await project.db.query("SELECT count(*)::int AS n FROM membership.api_key_event WHERE event = 'created'")).rows[0]!.n;
    const done = structured(await call('call_handler', { kind: 'tool', name: 'whoami', caller: { email: 'ada@one.example' }, commit: true }, committer));
    // whoami is read-only: nothing to commit.
    expect(done).toMatchObject({ ok: true, committed: false, policy: { readOnly: true } });
    const echo = structured(await call('call_handler', { kind: 'rest', method: 'POST', path: '/echo', body: { hi: 1 }, caller: { email: 'ada@one.example' }, commit: true }, committer));
    expect(echo).toMatchObject({ ok: true, committed: true, http: { status: 200 } });
    const temporary = await project.db.query("SELECT status FROM membership.api_key WHERE display_name LIKE 'pgmi serve call_handler%'");
    expect(temporary.rows).toEqual([{ status: 'revoked' }]);
    expect((await project.db.query("SELECT count(*)::int AS n FROM membership.api_key_event WHERE event = 'created'")).rows[0]!.n).toBeGreaterThanOrEqual(before);
  });
});
