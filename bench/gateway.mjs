// Gateway throughput, measured like an outsider: wrk drives both sides of every ratio over HTTP.
//   gateway: the generated gateway at its default settings (log level, pool size, exchange log on), MCP tools/call
//            of a read-only tool: one any caller may use, and one that needs an API key;
//   floor:   the same database work per request through a pooled pg client behind a bare node:http server
//            (bench/floor-server.mjs): api.mcp_request_policy, BEGIN …, api.mcp_handle_request, COMMIT.
// At c = 1, 8 and 32 connections: requests/s, the ratio gateway ÷ floor (goal ≥ 0.7 at c = 32), p50 / p99
// (goal p99 < 100 ms), non-2xx answers, database commits per call (goal 1.0 for the gateway, amortised: the
// exchange log's batched inserts included) and how many exchange records the gateway stored per call (1.0: each
// call's record exactly once). Each server is started for its run and stopped after it, so the server's
// statistics are flushed before they are read.
// The cost of the exchange log: the public tool once more with autoLog: false (no record), the ratio
// log on ÷ log off at each concurrency.
// Env: BENCH_SECONDS (10 per run), BENCH_CONCURRENCY (comma list, default 1,8,32).
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs, printTable } from './lib.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,8,32').split(',').map(Number);
const run = promisify(execFile);

const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;
const callOf = (tool) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: tool, arguments: {} } });
// Two read-only tools: one any caller may use (as the issue measured the gateway), one that needs an API key
// (SQL verifies the key and sets the identity on every call, which costs more database time than the rest).
const CASES = [
  { label: 'public read-only tool', tool: 'bench_open', requiresAuth: false, autoLog: true },
  { label: 'public read-only tool, exchange log off', tool: 'bench_nolog', requiresAuth: false, autoLog: false },
  { label: 'read-only tool with an API key', tool: 'bench_ping', requiresAuth: true, autoLog: true },
];

export async function benchGateway() {
  const server = await findServer();
  const name = `bench_gw_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-gw-'));
  const dir = join(root, 'app');
  try {
    const target = databaseUrl(server.url, name);
    await run(process.execPath, [bin, 'init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', dir, '--connection', target, ...passwordArgs()], { maxBuffer: 64 * 1024 * 1024 });
    // The gateway as production runs it: the shipped dist/ with its runtime dependencies only.
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: join(dir, 'gateway') });
    for (const { tool, requiresAuth, autoLog } of CASES) {
      await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
        JSON.stringify({ id: randomUUID(), type: 'tool', name: tool, description: 'read-only ping', readOnly: true, requiresAuth, autoLog }),
        TOOL_BODY,
      ]);
    }
    const key = (await adminQuery(target, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0].key;
    const gatewayUrl = new URL(target);
    gatewayUrl.username = `${name}_gateway`;
    gatewayUrl.password = DEV_PASSWORDS.gateway;

    const rows = [];
    for (const { label, tool, requiresAuth, autoLog } of CASES) {
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };
      if (requiresAuth) headers.authorization = `Bearer ${key}`;
      const script = await wrkScript(root, tool, callOf(tool), headers);
      for (const connections of levels) {
        const gateway = await measure(target, name, tool, () => startProcess(join(dir, 'gateway'), ['dist/main.js'], { DATABASE_URL: gatewayUrl.toString(), PORT: '0' }), script, connections);
        const floor = await measure(target, name, tool, () => startProcess(repo, ['bench/floor-server.mjs'], { DATABASE_URL: gatewayUrl.toString(), PORT: '0' }), script, connections);
        rows.push({ label, connections, gateway, floor });
        printTable(`gateway: tools/call, ${label}, c = ${connections}, ${seconds} s, wrk on both sides`, [
        ['gateway req/s', gateway.rps.toFixed(0)],
        ['floor req/s (pg pool: policy, BEGIN, dispatch, COMMIT)', floor.rps.toFixed(0)],
        [`ratio gateway ÷ floor${connections === 32 ? ' (goal ≥ 0.7)' : ''}`, (gateway.rps / floor.rps).toFixed(2)],
        ['gateway p50 / p99 ms (goal p99 < 100)', `${gateway.p50.toFixed(2)} / ${gateway.p99.toFixed(2)}`],
        ['floor p50 / p99 ms', `${floor.p50.toFixed(2)} / ${floor.p99.toFixed(2)}`],
        ['non-2xx or socket errors: gateway / floor', `${gateway.errors} / ${floor.errors}`],
        ['commits per call: gateway (goal 1.0) / floor', `${gateway.commitsPerCall.toFixed(3)} / ${floor.commitsPerCall.toFixed(3)}`],
        [`exchange records stored per gateway call (goal ${autoLog ? '1.0' : '0: autoLog off'})`, gateway.recordsPerCall.toFixed(3)],
        ]);
      }
    }
    const logCost = levels.map((connections) => {
      const on = rows.find((row) => row.label === CASES[0].label && row.connections === connections);
      const off = rows.find((row) => row.label === CASES[1].label && row.connections === connections);
      return [`c = ${connections}: req/s log on / off, ratio`, `${on.gateway.rps.toFixed(0)} / ${off.gateway.rps.toFixed(0)}, ${(on.gateway.rps / off.gateway.rps).toFixed(2)}`];
    });
    printTable('gateway: cost of the exchange log (public read-only tool, same gateway, log on ÷ log off)', logCost);
    const at32 = rows.find((row) => row.connections === 32) ?? rows.at(-1);
    return { ratio: at32.gateway.rps / at32.floor.rps, rows };
  } finally {
    await dropScratch(server.url, name).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await server.stop();
  }
}

/** Starts a server, loads it with wrk, stops it (flushing the server's statistics) and counts commits and records. */
async function measure(target, database, tool, start, script, connections) {
  const before = await counters(target, database, tool);
  const server = await start();
  let warmup;
  let load;
  try {
    // Connections, plans, JIT and caches on both sides: a fresh backend plans every function on first use, so a
    // short warm-up measured the cold start of whichever case ran first (0.48 log on ÷ off at c = 1; 0.9 warm).
    warmup = await wrk(server.url, script, connections, 3);
    load = await wrk(server.url, script, connections, seconds);
  } finally {
    await server.stop();
  }
  await new Promise((resolve) => setTimeout(resolve, 300)); // backends finish exiting and report their counts
  const after = await counters(target, database, tool);
  const calls = load.requests + warmup.requests;
  return {
    ...load,
    commitsPerCall: (after.commits - before.commits) / calls,
    recordsPerCall: (after.records - before.records) / calls,
  };
}

async function counters(target, database, tool) {
  const { rows } = await adminQuery(
    target,
    `SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = $1)::bigint AS commits,
            (SELECT count(*) FROM api.mcp_exchange WHERE mcp_name = $2)::bigint AS records`,
    [database, tool],
  );
  // This query's own connection commits once (its stats reach the view when it exits).
  return { commits: Number(rows[0].commits), records: Number(rows[0].records) };
}

async function wrk(url, script, connections, durationSeconds) {
  const threads = Math.min(connections, 2);
  const { stdout } = await run('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${durationSeconds}s`, '--latency', '-s', script, `${url}/mcp`], { maxBuffer: 1 << 20 });
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const latency = (p) => toMs(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout));
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).map(Number).reduce((a, b) => a + b, 0) : 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0), p50: latency(50), p99: latency(99), errors, requests };
}

function toMs(match) {
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function wrkScript(root, name, body, headers) {
  const file = join(root, `${name}.lua`);
  const lines = ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** A server process that prints {"msg":"listening","port":N} on stdout; stopped with SIGTERM. */
export async function startProcess(cwd, args, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  // The gateway's own log lines are part of what it does per request; read them, as a log shipper would.
  child.stdout.on('data', (chunk) => {
    if (output.length < 1 << 16) output += chunk.toString();
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line in 30 s:\n${output}`)), 30_000);
    const check = () => {
      const match = /"msg":"listening"[^\n]*"port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchGateway();
