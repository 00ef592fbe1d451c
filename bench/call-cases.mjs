// The kinds of tools/call the database-cost benches measure (bench/sql-call-cost.mjs in CPU time,
// bench/sql-instructions.mjs in instructions): a read-only public tool with the exchange log on and off, and a
// read-only tool that needs a caller, called with an API key and with an OAuth assertion; and the public tool with
// the log on called without a session (what a session costs the database). Each case runs the gateway's one
// statement (the strict floor's, bench/sql-floor.mjs) in an initialized 2025-11-25 session unless it is
// sessionless, on a connection of its own as the gateway role, one call after another.
import { execFile } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminQuery, DEV_PASSWORDS, passwordArgs } from './lib.mjs';
import { contextFor, dispatchQuery } from './sql-floor.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.cjs');
const run = promisify(execFile);
const SECRET = 'bench-oauth-assertion-secret-0123456789abcdef';
const ISSUER = 'https://issuer.bench.invalid';
const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;

/** Renders the checkout's advanced template into `folder` (pgmi init). */
export async function renderProject(folder) {
  await run(process.execPath, [bin, 'init', folder, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
}

/**
 * Deploys `project` into the database at `target` (a superuser URL), with the three tools, a trusted OAuth issuer
 * and an API key. Returns the gateway role's URL and the five cases (label, tool, credential; the first, log on in a
 * session, has an outbox for the records its calls hand the relay).
 */
export async function deployCallCases(project, target) {
  await run(process.execPath, [bin, 'deploy', project, '--connection', target, ...passwordArgs(), '--param', `oauth_assertion_secret=${SECRET}`], { maxBuffer: 64 * 1024 * 1024 });
  for (const [tool, requiresAuth, autoLog] of [['bench_open', false, true], ['bench_nolog', false, false], ['bench_ping', true, true]]) {
    const metadata = { id: randomUUID(), type: 'tool', name: tool, description: 'read-only ping', readOnly: true, requiresAuth, autoLog };
    await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), TOOL_BODY]);
  }
  await adminQuery(target, 'SELECT membership.set_oauth_issuer($1, $2, true, true)', [ISSUER, 'benchidp']);
  const key = (await adminQuery(target, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0].key;
  // The gateway stamps last_used_at at most once a minute, off the request path; nothing stamps it here.
  await adminQuery(target, "UPDATE membership.api_key SET last_used_at = now() + interval '1 day'");
  const gateway = new URL(target);
  gateway.username = `${gateway.pathname.slice(1)}_gateway`;
  gateway.password = DEV_PASSWORDS.gateway;
  const assertion = mintAssertion({ v: 1, iss: ISSUER, sub: 'bench-client', email: null, name: null, ev: false, scp: ['mcp:read', 'mcp:write'], org: null, aud: 'https://bench.invalid/mcp', exp: Math.floor(Date.now() / 1000) + 3600 });
  return {
    gatewayUrl: gateway.toString(),
    cases: [
      { label: 'public tool, log on', tool: 'bench_open', outbox: [] },
      { label: 'public tool, log off', tool: 'bench_nolog' },
      { label: 'API key', tool: 'bench_ping', credential: key },
      { label: 'OAuth assertion', tool: 'bench_ping', credential: assertion, provision: true },
      { label: 'public tool, log on, sessionless', tool: 'bench_open', sessionless: true },
    ],
  };
}

/** Connects a case as the gateway and opens its session: adds client, pid (its backend) and query to the case. */
export async function openCase(benchCase, gatewayUrl) {
  const client = new pg.Client({ connectionString: gatewayUrl });
  await client.connect();
  if (benchCase.provision) await client.query('SELECT membership.provision_identity($1)', [benchCase.credential]);
  const pid = (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  let sessionId;
  if (!benchCase.sessionless) {
    sessionId = (await client.query('SELECT api.mcp_session_open($1, $2::jsonb, $3) AS id', ['2025-11-25', '{"name":"bench","version":"1"}', benchCase.credential ?? null])).rows[0].id;
    await client.query('SELECT api.mcp_session_set_client($1, $2::jsonb, $3)', [sessionId, '{}', benchCase.credential ?? null]);
  }
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: benchCase.tool, arguments: {} } });
  return Object.assign(benchCase, { client, pid, query: dispatchQuery([body, contextFor(benchCase.credential, '2025-11-25', sessionId)]) });
}

/** One call of an opened case; fails on an error envelope. The log-on case keeps what it hands the relay. */
export async function callCase(benchCase) {
  const { rows } = await benchCase.client.query(benchCase.query);
  if (!rows[0]?.envelope || rows[0].envelope.includes('"error"')) throw new Error(`${benchCase.label}: ${rows[0]?.envelope?.slice(0, 300)}`);
  // What the gateway hands its relay (db/exchange-relay.ts): the outbox's records, one a line.
  if (benchCase.outbox && rows[0].exchange_outbox) benchCase.outbox.push(...rows[0].exchange_outbox.split('\n').filter((r) => r !== ''));
}

/** The gateway's assertion for a verified token (gateway/src/oauth/assertion.ts): base64url claims and their HMAC. */
function mintAssertion(claims) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `pgmi-oat.${body}.${createHmac('sha256', SECRET).update(`oauth-assertion\n${body}`).digest('hex')}`;
}
