// Two versions of the template's SQL side by side: whether a change to a call's SQL path moved its database cost,
// measured the way it shows under load and not only one call after another.
//   node bench/sql-ab.mjs <project A> [<project B>]
// Each argument is a rendered advanced project (pgmi init --template advanced; A is typically one rendered before a
// change, or with an older file copied in); B defaults to one rendered from this checkout. Both are deployed into
// scratch databases of their own, each with the same read-only public tool twice, exchange log on and off, and an
// initialized 2025-11-25 session. Then, in rounds in which the two sides take turns (every other round B first):
//   sequential  the gateway's one statement (the strict floor's), one call after another on one connection:
//               backend CPU per call from /proc;
//   concurrent  the same statement from AB_CONCURRENCY callers through a pool of 10 (bench/sql-floor.mjs), for
//               AB_SECONDS after a 1 s warm-up: calls/s and database CPU per call (the gateway role's backends and
//               any that exited, as bench/gateway.mjs counts them).
// Printed: the mean of each side and case, every round's value beside it, and the exchange log's cost (log on −
// off, and the concurrent calls/s ratio). A difference smaller than the rounds' spread is not a result: on a
// shared 2-core machine one round of either kind moves by 10% and more.
// Env: AB_ROUNDS (6), AB_CALLS (sequential calls per case and round, 2000), AB_SECONDS (4), AB_CONCURRENCY (32).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs, printTable } from './lib.mjs';
import { cpuOf } from './gateway.mjs';
import { contextFor, dispatchQuery, runSqlFloor } from './sql-floor.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.cjs');
const run = promisify(execFile);
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const calls = Number(process.env.AB_CALLS ?? 2000);
const seconds = Number(process.env.AB_SECONDS ?? 4);
const connections = Number(process.env.AB_CONCURRENCY ?? 32);
const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;
const TOOLS = [
  { tool: 'ab_log', label: 'log on', autoLog: true },
  { tool: 'ab_nolog', label: 'log off', autoLog: false },
];

if (!process.argv[2]) {
  console.error('usage: node bench/sql-ab.mjs <rendered project A> [<rendered project B>]');
  process.exit(2);
}

const server = await findServer();
const work = await mkdtemp(join(tmpdir(), 'pgmi-bench-sql-ab-'));
const sides = [];
try {
  let projectB = process.argv[3];
  if (!projectB) {
    projectB = join(work, 'b');
    await run(process.execPath, [bin, 'init', projectB, '--template', 'advanced', '--yes', '--no-git', '--name', 'ab']);
  }
  for (const [name, project] of [['A', resolvePath(process.argv[2])], ['B', resolvePath(projectB)]]) {
    // Known to the cleanup before anything is created, so a failed deploy leaves no database or connection behind.
    const side = { name, database: `bench_ab_${name.toLowerCase()}_${randomBytes(3).toString('hex')}` };
    sides.push(side);
    await deploySide(side, project);
  }

  const results = new Map(); // "A log on sequential" → per-round values
  const record = (key, value) => results.set(key, [...(results.get(key) ?? []), value]);
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      for (const { tool, label } of TOOLS) {
        const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } });
        record(`${side.name} ${label}, sequential µs`, await sequentialCpuUs(side, body));
        const load = await runSqlFloor(side.gatewayUrl, { body, context: side.context, connections, seconds, warmupSeconds: 1, sample: () => cpuOf(side.target, side.database) });
        if (load.errors > 0) throw new Error(`${side.name} ${label}: ${load.errors} failed calls`);
        record(`${side.name} ${label}, concurrent µs`, load.cpuDbMs * 1000);
        record(`${side.name} ${label}, concurrent calls/s`, load.rps);
      }
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  printTable(`sql-ab: tools/call in a session, database CPU per call (${rounds} rounds; sequential ${calls} calls, concurrent c = ${connections} for ${seconds} s)`, [
    ...[...results].map(([key, values]) => [key, `${mean(values).toFixed(0)} (rounds ${values.map((v) => v.toFixed(0)).join(', ')})`]),
    ...sides.flatMap(({ name }) => {
      const at = (label, kind) => mean(results.get(`${name} ${label}, ${kind}`));
      return [
        [`${name}: exchange log's cost, sequential / concurrent µs per call`, `${(at('log on', 'sequential µs') - at('log off', 'sequential µs')).toFixed(0)} / ${(at('log on', 'concurrent µs') - at('log off', 'concurrent µs')).toFixed(0)}`],
        [`${name}: log on ÷ off, concurrent calls/s`, (at('log on', 'concurrent calls/s') / at('log off', 'concurrent calls/s')).toFixed(3)],
      ];
    }),
  ]);
} finally {
  for (const side of sides) await side.client?.end().catch(() => undefined);
  for (const side of sides) await dropScratch(server.url, side.database).catch(() => undefined);
  await rm(work, { recursive: true, force: true });
  await server.stop();
}

/** Deploys one project into the side's scratch database: its tools, an initialized session, the gateway's
 * connection (filled into `side`). */
async function deploySide(side, project) {
  side.target = databaseUrl(server.url, side.database);
  await run(process.execPath, [bin, 'deploy', project, '--connection', side.target, ...passwordArgs()], { maxBuffer: 64 * 1024 * 1024 });
  for (const { tool, autoLog } of TOOLS) {
    const metadata = { id: randomUUID(), type: 'tool', name: tool, description: tool, readOnly: true, requiresAuth: false, autoLog };
    await adminQuery(side.target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), TOOL_BODY]);
  }
  const gateway = new URL(side.target);
  gateway.username = `${side.database}_gateway`;
  gateway.password = DEV_PASSWORDS.gateway;
  side.gatewayUrl = gateway.toString();
  side.client = new pg.Client({ connectionString: side.gatewayUrl });
  await side.client.connect();
  const sessionId = (await side.client.query('SELECT api.mcp_session_open($1, $2::jsonb, NULL) AS id', ['2025-11-25', '{"name":"sql-ab","version":"1"}'])).rows[0].id;
  await side.client.query('SELECT api.mcp_session_set_client($1, $2::jsonb, NULL)', [sessionId, '{}']);
  side.backendPid = (await side.client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  side.context = contextFor(undefined, '2025-11-25', sessionId);
}

async function sequentialCpuUs(side, body) {
  const query = dispatchQuery([body, side.context]);
  for (let i = 0; i < 50; i++) await side.client.query(query); // this body's plans, once
  // cpuOf's "server" is the CPU of the process named: here this connection's backend.
  const before = (await cpuOf(side.target, side.database, side.backendPid)).server;
  for (let i = 0; i < calls; i++) await side.client.query(query);
  return (((await cpuOf(side.target, side.database, side.backendPid)).server - before) * 1000) / calls;
}
