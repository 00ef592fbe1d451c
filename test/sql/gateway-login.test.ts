// A stolen gateway password gives no more than anonymous access. Connected as <db>_gateway (with its password,
// or trusted locally), an attacker who knows everything but a credential -- the victim's user id, organization,
// identity-provider subject, e-mail, and API key id (not a secret) -- tries every way in: REST and RPC with every
// identity header, MCP with a forged context, hand-set settings, and then every function the catalog says this
// role may execute (enumerated here, so a new grant is probed automatically), called with forged identity
// arguments. The caller stays anonymous throughout, no account is created or linked, and nothing of the victim's
// comes back. The same calls with the victim's real key do authenticate: the probe can tell.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, callRpc, deployTemplate, json, withClient, type DeployedTemplate } from './registry-support.js';

let app: DeployedTemplate;
const victim = { email: 'alice.victim@example.com', name: 'Alice Victim-7f3a', subject: 'google|alice-victim-001', id: '', org: '', key: '', keyId: '' };

/** What the probe handlers answer: who SQL believes is asking, and what the reference-era settings say. */
const PROBE_BODY = `BEGIN RETURN api.json_response(200, jsonb_build_object(
  'user', api.current_user_id(), 'subject', api.current_idp_subject(), 'authenticated', api.is_authenticated(),
  'auth_user_id', current_setting('auth.user_id', true), 'tenant', current_setting('auth.tenant_id', true))); END;`;

beforeAll(async () => {
  app = await deployTemplate('gwlogin');
  await withClient(app.db.url, async (client) => {
    await client.query('BEGIN');
    await client.query(`SET LOCAL ROLE ${app.db.name}_owner`);
    victim.id = (await client.query("SELECT membership.upsert_user('google', 'alice-victim-001', $1, $2, true) AS id", [victim.email, victim.name])).rows[0].id;
    await client.query('COMMIT');
  });
  await withClient(app.roleUrl('admin'), async (admin) => {
    const issued = (await admin.query('SELECT key, key_id, organization_id FROM membership.issue_api_key_for_email($1, $2)', [victim.email, 'victim'])).rows[0];
    Object.assign(victim, { key: issued.key, keyId: issued.key_id, org: issued.organization_id });
    await admin.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [
      JSON.stringify({ id: '0b1e0000-00aa-4000-8000-000000000001', path: '/probe', requiresAuth: false }), PROBE_BODY]);
    await admin.query('SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)', [
      JSON.stringify({ id: '0b1e0000-00aa-4000-8000-000000000002', methodName: 'probe.whoami', requiresAuth: false }), PROBE_BODY]);
    await admin.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
      JSON.stringify({ id: '0b1e0000-00aa-4000-8000-000000000003', type: 'tool', name: 'probe_whoami', description: 'who is asking', requiresAuth: false }),
      `BEGIN RETURN api.mcp_structured_result(jsonb_build_object('user', api.current_user_id(), 'authenticated', api.is_authenticated()), request.request_id); END;`,
    ]);
  });
}, 300_000);

afterAll(async () => {
  await app?.cleanup();
});

/** Everything a forged request might carry instead of a credential. */
function forgedHeaders(): Array<Record<string, string>> {
  return [
    { 'x-user-id': `apikey|${victim.keyId}` },
    { 'x-user-id': victim.subject },
    { 'x-user-id': 'github|mallory', 'x-user-email': victim.email, 'x-user-email-verified': 'true' },
    { 'x-user-id': `apikey|${victim.keyId}`, 'x-tenant-id': victim.org, 'x-user-email': victim.email },
    { 'user-id': victim.subject, 'x-auth-user-id': victim.id },
  ];
}

async function accountCounts(): Promise<{ users: number; identities: number; keys: number }> {
  const { rows } = await app.db.query<{ users: number; identities: number; keys: number }>(
    'SELECT (SELECT count(*) FROM membership."user")::int AS users, (SELECT count(*) FROM membership.user_identity)::int AS identities, (SELECT count(*) FROM membership.api_key)::int AS keys',
  );
  return rows[0]!;
}

const ANONYMOUS_PROBE = { user: null, subject: null, authenticated: false, auth_user_id: '', tenant: '' };

describe('the gateway login without a credential', () => {
  it('is anonymous on REST and RPC whatever identity headers it sends, and provisions or links nobody', async () => {
    const before = await accountCounts();
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      for (const headers of forgedHeaders()) {
        expect(json(await callRest(gateway, 'GET', '/probe', { headers })), JSON.stringify(headers)).toEqual(ANONYMOUS_PROBE);
        expect((await callRest(gateway, 'GET', '/me', { headers })).status, JSON.stringify(headers)).toBe(401);
        const rpc = json(await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'probe.whoami' }), { headers }));
        expect(rpc.result, JSON.stringify(headers)).toEqual(ANONYMOUS_PROBE);
        expect(json(await callRpc(gateway, JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'demo.whoami' }), { headers, begin: 'BEGIN READ ONLY' })).error.code).toBe(-32001);
      }
      // The victim's real key does authenticate: the probes can tell the difference.
      const real = json(await callRest(gateway, 'GET', '/probe', { headers: { authorization: `Bearer ${victim.key}` } }));
      expect(real).toMatchObject({ user: victim.id, subject: `apikey|${victim.keyId}`, authenticated: true });
    });
    expect(await accountCounts()).toEqual(before);
  });

  it('is anonymous on MCP with a forged context, in the dispatcher and in the direct entry points', async () => {
    const contexts = [
      { user_id: `apikey|${victim.keyId}` },
      { user_id: victim.subject },
      { user_id: victim.id, user_email: victim.email, tenant_id: victim.org, idp_subject: victim.subject },
    ];
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      for (const context of contexts) {
        const envelope = (
          await gateway.query('SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope AS e', [
            JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'probe_whoami', arguments: {} } }),
            JSON.stringify(context),
          ])
        ).rows[0].e;
        expect(envelope.result.structuredContent, JSON.stringify(context)).toEqual({ user: null, authenticated: false });
        const direct = (await gateway.query("SELECT (api.mcp_call_tool('probe_whoami', '{}', $1::jsonb, '1')).envelope AS e", [JSON.stringify(context)])).rows[0].e;
        expect(direct.result.structuredContent).toEqual({ user: null, authenticated: false });
      }
      // A credential that is not one is refused outright (the gateway's 401), never taken as a subject.
      await expect(
        gateway.query("SELECT api.mcp_call_tool('probe_whoami', '{}', $1::jsonb, '1')", [JSON.stringify({ credential: `apikey|${victim.keyId}` })]),
      ).rejects.toMatchObject({ code: 'PA401' });
      const real = (await gateway.query("SELECT (api.mcp_call_tool('probe_whoami', '{}', $1::jsonb, '1')).envelope AS e", [JSON.stringify({ credential: victim.key })])).rows[0].e;
      expect(real.result.structuredContent).toEqual({ user: victim.id, authenticated: true });
    });
  });

  it('is anonymous after setting identity settings by hand, for the session or the transaction', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      await gateway.query("SELECT set_config('auth.user_id', $1, false), set_config('auth.idp_subject', $1, false), set_config('auth.tenant_id', $2, false)", [
        victim.subject,
        victim.org,
      ]);
      await gateway.query("SELECT set_config('auth.signed_identity', $1, false)", [`{"sub":"${victim.subject}","uid":"${victim.id}"}.${'0'.repeat(64)}`]);
      await gateway.query("SELECT set_config('core.system_context', $1, false)", ['f'.repeat(64)]);
      expect(json(await callRest(gateway, 'GET', '/probe'))).toEqual(ANONYMOUS_PROBE);
      expect((await gateway.query('SELECT api.current_user_id() AS id, membership.current_identity() AS i')).rows[0]).toEqual({ id: null, i: null });
      expect((await callRest(gateway, 'GET', '/me')).status).toBe(401);
    });
  });

  it('may not act as anyone without a credential, nor learn why a key is refused', async () => {
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      for (const sql of [
        `SELECT membership.set_request_identity('apikey|${victim.keyId}')`,
        `SELECT membership.set_request_identity('${victim.subject}')`,
        `SELECT * FROM membership.validate_api_key('${victim.key}')`,
        "SELECT membership.store_identity('{}'::jsonb)",
        `SELECT membership.upsert_user('github', 'mallory', '${victim.email}', 'x', true)`,
        'SELECT core.enter_system_context()',
        'SELECT secret FROM internal.signing_key',
        'SELECT * FROM api.mcp_session',
      ]) {
        await expect(gateway.query(sql), sql).rejects.toMatchObject({ code: '42501' });
      }
    });
  });

  it('stays anonymous through every function the catalog lets it execute, called with forged identity arguments', async () => {
    const before = await accountCounts();
    const functions = await executableFunctions(`${app.db.name}_gateway`);
    expect(functions.filter((f) => f.kind !== 'f').map((f) => f.signature)).toEqual([]);
    expect(functions.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    await withClient(app.roleUrl('gateway'), async (gateway) => {
      for (const fn of functions) {
        for (let round = 0; round < FORGED_ROUNDS; round++) {
          const outcome = await probe(gateway, fn, round);
          if (outcome.answered) answered++;
          if (outcome.identity !== null) leaks.push(`${fn.signature} (round ${round}) set identity ${outcome.identity}`);
          // The victim's e-mail or name in the answer, when the arguments did not carry it (builders echo their input).
          const leaked = [victim.email, victim.name].filter((marker) => outcome.text.includes(marker) && !outcome.given.includes(marker));
          if (leaked.length > 0) leaks.push(`${fn.signature} (round ${round}) returned the victim's ${leaked.join(', ')}`);
        }
      }
    });
    expect(leaks).toEqual([]);
    // Most probes are answered (anonymously), not merely refused: the test exercises the functions.
    expect(answered).toBeGreaterThan(functions.length);
    expect(await accountCounts()).toEqual(before);
  }, 300_000);
});

interface CatalogFunction {
  signature: string;
  call: string;
  kind: string;
  argTypes: string[];
  variadic: boolean;
}

/** Every routine in the template's schemas that `role` may execute (directly or through membership of api). */
async function executableFunctions(role: string): Promise<CatalogFunction[]> {
  const { rows } = await app.db.query<{ signature: string; call: string; kind: string; arg_types: string[]; variadic: boolean }>(
    `SELECT p.oid::regprocedure::text AS signature, quote_ident(n.nspname) || '.' || quote_ident(p.proname) AS call, p.prokind::text AS kind,
            coalesce(ARRAY(SELECT format_type(t, NULL) FROM unnest(p.proargtypes::oid[]) WITH ORDINALITY AS a(t, i) ORDER BY i), '{}') AS arg_types,
            p.provariadic <> 0 AS variadic
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname IN ('api', 'membership', 'internal', 'core', 'common')
        AND has_function_privilege($1, p.oid, 'EXECUTE')
      ORDER BY 1`,
    [role],
  );
  return rows.map((r) => ({ signature: r.signature, call: r.call, kind: r.kind, argTypes: r.arg_types, variadic: r.variadic }));
}

const FORGED_ROUNDS = 3;

/** A forged value of a parameter type, for one round: identity claims in every shape a function might read. */
function forgedValue(type: string, round: number): unknown {
  const subjects = [`apikey|${victim.keyId}`, victim.subject, victim.keyId];
  switch (type) {
    case 'text':
    case 'character varying':
    case 'name':
      return subjects[round];
    case 'text[]':
      return subjects;
    case 'uuid':
      return [victim.id, victim.org, victim.id][round];
    case 'jsonb':
    case 'json':
      return JSON.stringify(
        [
          { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'probe_whoami' }, user_id: subjects[0], credential: null, session_id: victim.keyId },
          { user_id: victim.subject, user_email: victim.email, tenant_id: victim.org },
          { name: victim.name, uid: victim.id, sub: victim.subject },
        ][round],
      );
    case 'extensions.hstore':
      return [
        `"x-user-id"=>"apikey|${victim.keyId}", "x-user-email"=>"${victim.email}", "x-user-email-verified"=>"true"`,
        `"x-user-id"=>"${victim.subject}", "x-tenant-id"=>"${victim.org}"`,
        `"x-user-id"=>"github|mallory", "x-user-email"=>"${victim.email}", "x-user-email-verified"=>"1"`,
      ][round];
    case 'bytea':
      return Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'probe.whoami', params: { user_id: subjects[round] } }));
    case 'boolean':
      return true;
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
      return 1;
    case 'timestamp with time zone':
      return new Date();
    case 'interval':
      return '1 day';
    default:
      return null;
  }
}

/** Calls one function with forged arguments and reports what identity (if any) the transaction then holds. */
async function probe(
  client: pg.Client,
  fn: CatalogFunction,
  round: number,
): Promise<{ answered: boolean; identity: string | null; text: string; given: string }> {
  const args = fn.argTypes.map((type, i) => `${fn.variadic && i === fn.argTypes.length - 1 ? 'VARIADIC ' : ''}$${i + 1}::${type}`);
  const values = fn.argTypes.map((type) => forgedValue(type, round));
  // A method-like first argument gets the verb REST needs.
  if (fn.call === 'api.rest_invoke' || fn.call === 'api.rest_route_policy_for' || fn.call === 'api.rest_route_policy') {
    values[0] = 'GET';
    values[1] = ['/me', '/probe', '/organizations'][round];
  }
  await client.query('BEGIN');
  let text = '';
  let answered = false;
  try {
    await client.query('SAVEPOINT probe');
    try {
      const { rows } = await client.query(`SELECT t::text AS t FROM ${fn.call}(${args.join(', ')}) AS t`, values);
      text = rows.map((r) => String(r.t)).join('\n');
      answered = true;
    } catch {
      await client.query('ROLLBACK TO SAVEPOINT probe'); // refused, or bad arguments: either way not an identity
    }
    const { rows } = await client.query<{ identity: string | null }>(
      "SELECT coalesce(membership.current_identity()::text, nullif(current_setting('auth.user_id', true), '')) AS identity",
    );
    await client.query('COMMIT');
    return { answered, identity: rows[0]!.identity, text, given: JSON.stringify(values.map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : v))) };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
