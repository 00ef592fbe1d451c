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
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { adminQuery, databaseUrl, dropScratch, findServer, printTable } from './lib.mjs';
import { callCase, deployCallCases, openCase, renderProject } from './call-cases.mjs';
// The relay's own statement, from the template's built gateway (npm run build), not a copy of it.
import { STORE_SQL } from '../templates/advanced/gateway/dist/db/exchange-relay.js';

const calls = Number(process.env.BENCH_SQL_CALLS ?? 4000);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));
const profile = process.env.BENCH_PROFILE === '1';
const relayBatch = Math.max(1, Number(process.env.BENCH_RELAY_BATCH ?? 100));

export async function benchSqlCallCost() {
  const server = await findServer();
  const name = `bench_cost_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-cost-'));
  const target = databaseUrl(server.url, name);
  const clients = [];
  try {
    await renderProject(join(root, 'app'));
    const { gatewayUrl, cases } = await deployCallCases(join(root, 'app'), target);
    if (profile) await adminQuery(server.url, `ALTER DATABASE ${name} SET track_functions = 'all'`);
    for (const benchCase of cases) {
      await openCase(benchCase, gatewayUrl);
      clients.push(benchCase.client);
      Object.assign(benchCase, { cpuMs: 0, n: 0 });
      // Plans, caches and the first-use work of each case's backend before anything is counted.
      for (let i = 0; i < 300; i++) await callCase(benchCase);
    }
    // The relay: the gateway role's own connection, as db/exchange-relay.ts stores batches on the primary.
    const relay = new pg.Client({ connectionString: gatewayUrl });
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
        for (let i = 0; i < perRound; i++) await callCase(benchCase);
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
    const [open, nolog, apiKey, oauth, sessionless] = cases;
    if (relay.stored !== relay.n + 300) throw new Error(`the relay stored ${relay.stored} of ${relay.n + 300} records`);
    printTable(`sql-call-cost: the gateway's one statement for tools/call in a session, backend CPU per call (${calls} calls per case in ${rounds} rounds)`, [
      ...cases.map((c) => [`${c.label} (µs)`, us(c).toFixed(0)]),
      ['API key ÷ public (database cost; the throughput goal is ≥ 0.8 of the reverse)', (us(apiKey) / us(open)).toFixed(2)],
      ['OAuth assertion ÷ public', (us(oauth) / us(open)).toFixed(2)],
      ['log on ÷ log off', (us(open) / us(nolog)).toFixed(2)],
      ['in a session ÷ sessionless (log on)', (us(open) / us(sessionless)).toFixed(2)],
      [`relay: api.record_exchanges per record, batches of ${relayBatch} (µs; ${(relay.bytes / relay.n).toFixed(0)} bytes a sealed record)`, us(relay).toFixed(0)],
      ['log on with its relay ÷ log off', ((us(open) + us(relay)) / us(nolog)).toFixed(2)],
    ]);
    if (profile) {
      const backends = [...cases.map((c) => c.client), relay];
      for (const benchCase of cases) {
        const top = await profileOf(target, backends, async () => { for (let i = 0; i < 1000; i++) await callCase(benchCase); });
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
