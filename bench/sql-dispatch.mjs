// SQL dispatch overhead: calls/s of api.rest_invoke on a trivial handler ÷ calls/s of calling the generated
// handler function directly, on the same connection, interleaved in rounds (the machines are noisy).
// Renders and deploys the advanced template into a scratch database, which is dropped afterwards.
//   BENCH_CALLS   calls per variant (default 3000), split over BENCH_ROUNDS rounds (default 6)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrl, dropScratch, findServer, passwordArgs, printTable, timeMs } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.cjs', import.meta.url));
const calls = Number(process.env.BENCH_CALLS ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);

function pgmi(args) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`pgmi ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
}

const HANDLER_BODY = `BEGIN RETURN ROW(200, NULL, convert_to('{"ok":true}', 'UTF8'))::api.http_response; END;`;

const VARIANTS = {
  direct: {
    label: 'handler function called directly',
    sql: `SELECT (api.bench_trivial(ROW('GET', '/bench/trivial', ''::extensions.hstore, NULL, '/bench/trivial', '{}')::api.rest_request)).status_code AS status`,
  },
  unlogged: {
    label: 'api.rest_invoke, autoLog false',
    sql: `SELECT status_code AS status FROM api.rest_invoke('GET', '/bench/unlogged', ''::extensions.hstore, NULL::bytea)`,
  },
  logged: {
    label: 'api.rest_invoke, logged (default)',
    sql: `SELECT status_code AS status FROM api.rest_invoke('GET', '/bench/trivial', ''::extensions.hstore, NULL::bytea)`,
  },
};

async function timeCalls(client, name, count) {
  const { sql } = VARIANTS[name];
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i += 1) {
    const { rows } = await client.query({ name: `bench_${name}`, text: sql });
    if (rows[0].status !== 200) throw new Error(`${name}: status ${rows[0].status}`);
  }
  return timeMs(start);
}

export async function benchSqlDispatch() {
  const server = await findServer();
  const name = `bench_sqldispatch_${process.pid}`;
  const url = databaseUrl(server.url, name);
  const work = mkdtempSync(join(tmpdir(), 'pgmi-bench-dispatch-'));
  const client = new pg.Client({ connectionString: url });
  try {
    const project = join(work, 'app');
    pgmi(['init', project, '--template', 'advanced', '--yes', '--no-git']);
    pgmi(['deploy', project, '--connection', url, '--skip-tests', ...passwordArgs()]);
    await client.connect();
    for (const [id, path, autoLog, fn] of [
      ['0b1e0000-0b00-4000-8000-000000000001', '/bench/trivial', true, 'bench_trivial'],
      ['0b1e0000-0b00-4000-8000-000000000002', '/bench/unlogged', false, 'bench_unlogged'],
    ]) {
      await client.query('SELECT api.create_or_replace_rest_handler($1::jsonb, $2)', [
        JSON.stringify({ id, name: fn, path, httpMethod: '^GET$', requiresAuth: false, autoLog }),
        HANDLER_BODY,
      ]);
    }
    const per = Math.max(1, Math.floor(calls / rounds));
    const totals = { direct: 0, unlogged: 0, logged: 0 };
    for (const variant of Object.keys(totals)) await timeCalls(client, variant, Math.min(200, per)); // warm plans and caches
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of Object.keys(totals)) totals[variant] += await timeCalls(client, variant, per);
    }
    const perSecond = Object.fromEntries(Object.entries(totals).map(([k, ms]) => [k, (per * rounds) / (ms / 1000)]));
    const usPerCall = (k) => ((totals[k] * 1000) / (per * rounds)).toFixed(0);
    printTable('sql-dispatch', [
      [`${VARIANTS.direct.label} (calls/s)`, perSecond.direct.toFixed(0)],
      [`${VARIANTS.unlogged.label} (calls/s)`, perSecond.unlogged.toFixed(0)],
      [`${VARIANTS.logged.label} (calls/s)`, perSecond.logged.toFixed(0)],
      ['µs per call: direct / unlogged / logged', `${usPerCall('direct')} / ${usPerCall('unlogged')} / ${usPerCall('logged')}`],
      ['ratio rest_invoke ÷ direct (unlogged)', (perSecond.unlogged / perSecond.direct).toFixed(2)],
      ['ratio rest_invoke ÷ direct (logged)', (perSecond.logged / perSecond.direct).toFixed(2)],
    ]);
    return { ratio: perSecond.logged / perSecond.direct, ratioUnlogged: perSecond.unlogged / perSecond.direct, perSecond };
  } finally {
    await client.end().catch(() => undefined);
    await dropScratch(server.url, name).catch(() => undefined);
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSqlDispatch();
