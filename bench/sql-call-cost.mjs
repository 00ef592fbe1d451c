// The database's own cost of one MCP tools/call, per kind of caller: the gateway's one statement (the strict
// floor's, bench/sql-floor.mjs) in an initialized 2025-11-25 session, sent one after another on one connection
// per case, the cases taking turns in rounds. Measured as CPU time of each case's backend read from /proc, which
// a shared machine moves far less than wall time; the ratios are what issue 24's goals are about: a signed-in call
// (API key, OAuth assertion) ÷ the public one, log on ÷ log off. A logged read-only call costs the database twice:
// sealing the record at dispatch (counted in the call) and storing it later, when the gateway's relay hands a batch
// of outboxes to api.record_exchanges (db/exchange-relay.ts): the records the log-on case produced are stored so,
// in batches of BENCH_RELAY_BATCH (100: about 50 ms of calls at c = 32), on a connection of their own after each
// round, and that backend's CPU per record is the relay's share. With BENCH_PROFILE=1 also where each case's time
// goes (pg_stat_user_functions: calls and self time per call), the relay's among them.
// Env: BENCH_SQL_CALLS (calls per case, default 4000), BENCH_ROUNDS (8), BENCH_RELAY_BATCH (100), BENCH_PROFILE.
import { execFile } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs, printTable } from './lib.mjs';
import { contextFor, dispatchQuery } from './sql-floor.mjs';
// The relay's own statement, from the template's built gateway (npm run build), not a copy of it.
import { STORE_SQL } from '../templates/advanced/gateway/dist/db/exchange-relay.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const calls = Number(process.env.BENCH_SQL_CALLS ?? 4000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));
const profile = process.env.BENCH_PROFILE === '1';
const relayBatch = Math.max(1, Number(process.env.BENCH_RELAY_BATCH ?? 100));
const SECRET = 'bench-oauth-assertion-secret-0123456789abcdef';
const ISSUER = 'https://issuer.bench.invalid';
const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;

export async function benchSqlCallCost() {
  const server = await findServer();
  const name = `bench_cost_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-cost-'));
  const target = databaseUrl(server.url, name);
  const clients = [];
  try {
    const bin = join(repo, 'bin', 'pgmi.cjs');
    await run(process.execPath, [bin, 'init', join(root, 'app'), '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', join(root, 'app'), '--connection', target, ...passwordArgs(), '--param', `oauth_assertion_secret=${SECRET}`], { maxBuffer: 64 * 1024 * 1024 });
    for (const [tool, requiresAuth, autoLog] of [['bench_open', false, true], ['bench_nolog', false, false], ['bench_ping', true, true]]) {
      const metadata = { id: randomUUID(), type: 'tool', name: tool, description: 'read-only ping', readOnly: true, requiresAuth, autoLog };
      await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), TOOL_BODY]);
    }
    await adminQuery(target, 'SELECT membership.set_oauth_issuer($1, $2, true, true)', [ISSUER, 'benchidp']);
    const key = (await adminQuery(target, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0].key;
    // The gateway stamps last_used_at at most once a minute, off the request path; nothing stamps it here.
    await adminQuery(target, "UPDATE membership.api_key SET last_used_at = now() + interval '1 day'");
    if (profile) await adminQuery(server.url, `ALTER DATABASE ${name} SET track_functions = 'all'`);
    const gateway = new URL(target);
    gateway.username = `${name}_gateway`;
    gateway.password = DEV_PASSWORDS.gateway;
    const assertion = mintAssertion({ v: 1, iss: ISSUER, sub: 'bench-client', email: null, name: null, ev: false, scp: ['mcp:read', 'mcp:write'], org: null, aud: 'https://bench.invalid/mcp', exp: Math.floor(Date.now() / 1000) + 3600 });
    const cases = [
      { label: 'public tool, log on', tool: 'bench_open', outbox: [] },
      { label: 'public tool, log off', tool: 'bench_nolog' },
      { label: 'API key', tool: 'bench_ping', credential: key },
      { label: 'OAuth assertion', tool: 'bench_ping', credential: assertion },
    ];
    for (const benchCase of cases) {
      const client = new pg.Client({ connectionString: gateway.toString() });
      await client.connect();
      clients.push(client);
      if (benchCase.credential === assertion) await client.query('SELECT membership.provision_identity($1)', [assertion]);
      const { rows } = await client.query('SELECT api.mcp_session_open($1, $2::jsonb, $3) AS id, pg_backend_pid() AS pid', ['2025-11-25', '{"name":"bench","version":"1"}', benchCase.credential ?? null]);
      await client.query('SELECT api.mcp_session_set_client($1, $2::jsonb, $3)', [rows[0].id, '{}', benchCase.credential ?? null]);
      Object.assign(benchCase, { client, pid: rows[0].pid, cpuMs: 0, n: 0, body: callOf(benchCase.tool), context: contextFor(benchCase.credential, '2025-11-25', rows[0].id) });
      // Plans, caches and the first-use work of each case's backend before anything is counted.
      for (let i = 0; i < 300; i++) await call(benchCase);
    }
    // The relay: the gateway role's own connection, as db/exchange-relay.ts stores batches on the primary.
    const relay = new pg.Client({ connectionString: gateway.toString() });
    await relay.connect();
    clients.push(relay);
    Object.assign(relay, { pid: (await relay.query('SELECT pg_backend_pid() AS pid')).rows[0].pid, cpuMs: 0, n: 0, stored: 0, bytes: 0 });
    const store = async (records) => {
      for (let i = 0; i < records.length; i += relayBatch) {
        // The batch as one text, one record a line, as the relay sends it.
        const { rows } = await relay.query(STORE_SQL, [records.slice(i, i + relayBatch).join('\n')]);
        relay.stored += rows[0].stored;
      }
    };
    await store(cases[0].outbox.splice(0)); // the warm-up's records: the relay's plans too
    const perRound = Math.ceil(calls / rounds);
    for (let round = 0; round < rounds; round++) {
      for (const benchCase of cases) {
        const before = await cpuMs(benchCase.pid);
        for (let i = 0; i < perRound; i++) await call(benchCase);
        benchCase.cpuMs += (await cpuMs(benchCase.pid)) - before;
        benchCase.n += perRound;
      }
      const records = cases[0].outbox.splice(0);
      relay.bytes += records.reduce((sum, r) => sum + r.length, 0);
      const before = await cpuMs(relay.pid);
      await store(records);
      relay.cpuMs += (await cpuMs(relay.pid)) - before;
      relay.n += records.length;
    }
    const us = (c) => (c.cpuMs * 1000) / c.n;
    const [open, nolog, apiKey, oauth] = cases;
    if (relay.stored !== relay.n + 300) throw new Error(`the relay stored ${relay.stored} of ${relay.n + 300} records`);
    printTable(`sql-call-cost: the gateway's one statement for tools/call in a session, backend CPU per call (${calls} calls per case in ${rounds} rounds)`, [
      ...cases.map((c) => [`${c.label} (µs)`, us(c).toFixed(0)]),
      ['API key ÷ public (database cost; the throughput goal is ≥ 0.8 of the reverse)', (us(apiKey) / us(open)).toFixed(2)],
      ['OAuth assertion ÷ public', (us(oauth) / us(open)).toFixed(2)],
      ['log on ÷ log off', (us(open) / us(nolog)).toFixed(2)],
      [`relay: api.record_exchanges per record, batches of ${relayBatch} (µs; ${(relay.bytes / relay.n).toFixed(0)} bytes a sealed record)`, us(relay).toFixed(0)],
      ['log on with its relay ÷ log off', ((us(open) + us(relay)) / us(nolog)).toFixed(2)],
    ]);
    if (profile) {
      const backends = [...cases.map((c) => c.client), relay];
      for (const benchCase of cases) {
        const top = await profileOf(target, backends, async () => { for (let i = 0; i < 1000; i++) await call(benchCase); });
        printTable(`sql-call-cost profile: ${benchCase.label} (per call: calls × self µs)`, top);
      }
      // The relay's: the 1,000 records of the log-on case's calls just profiled, stored in batches as above.
      const records = open.outbox.splice(0, 1000);
      printTable(`sql-call-cost profile: relay, batches of ${relayBatch} (per record: calls × self µs)`, await profileOf(target, backends, () => store(records)));
    }
  } finally {
    for (const client of clients) await client.end().catch(() => undefined);
    await dropScratch(server.url, name).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await server.stop?.();
  }
}

const callOf = (tool) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } });

async function call(benchCase) {
  const { rows } = await benchCase.client.query(dispatchQuery([benchCase.body, benchCase.context]));
  if (!rows[0]?.envelope || rows[0].envelope.includes('"error"')) throw new Error(`${benchCase.label}: ${rows[0]?.envelope?.slice(0, 300)}`);
  // What the gateway hands its relay (db/exchange-relay.ts): the outbox's records, one a line.
  if (benchCase.outbox && rows[0].exchange_outbox) benchCase.outbox.push(...rows[0].exchange_outbox.split('\n').filter((r) => r !== ''));
}

/** The gateway's assertion for a verified token (gateway/src/oauth/assertion.ts): base64url claims and their HMAC. */
function mintAssertion(claims) {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `pgmi-oat.${body}.${createHmac('sha256', SECRET).update(`oauth-assertion\n${body}`).digest('hex')}`;
}

async function cpuMs(pid) {
  // /proc/<pid>/stat: utime and stime are fields 14 and 15, in clock ticks (100 a second), after "(comm)".
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Function statistics of `work` (1,000 calls, or 1,000 records stored). A backend reports its counts at the end of a
 * transaction at most once a second, or when asked to: every backend (`clients`) is asked before each reading, so
 * that counts another one left pending do not land in this difference.
 */
async function profileOf(target, clients, work) {
  const snapshot = async () => new Map((await adminQuery(target, "SELECT funcid, schemaname || '.' || funcname AS fn, calls::bigint AS calls, self_time AS self FROM pg_stat_user_functions")).rows.map((r) => [r.funcid, r]));
  const flushed = async () => {
    for (const client of clients) await client.query('SELECT pg_stat_force_next_flush()');
    await new Promise((resolve) => setTimeout(resolve, 1200));
  };
  await flushed();
  const before = await snapshot();
  await work();
  await flushed();
  const diff = [...(await snapshot()).values()]
    .map((r) => ({ fn: r.fn, calls: (Number(r.calls) - Number(before.get(r.funcid)?.calls ?? 0)) / 1000, self: r.self - (before.get(r.funcid)?.self ?? 0) }))
    .filter((r) => r.calls > 0)
    .sort((a, b) => b.self - a.self);
  return [
    ['all functions, self µs per call', diff.reduce((sum, r) => sum + r.self, 0).toFixed(0)],
    ...diff.slice(0, 16).map((r) => [r.fn, `${r.calls.toFixed(2)} × ${(r.self / r.calls).toFixed(1)} µs`]),
  ];
}
