// MCP dispatch cost in SQL (templates/advanced/lib/api/*-mcp-*.sql), measured on one connection as the gateway
// role: api.mcp_handle_request for tools/call and tools/list (first page), with 10 and then 1,000 registered tools.
// Two paths per method: the bare dispatch statement (autocommit), and the gateway's full round trip
// (api.mcp_request_policy, BEGIN with the resolved characteristics, dispatch, COMMIT).
// Renders and deploys the advanced template into a scratch database (node bin/pgmi.cjs init/deploy) and drops it after.
// Env: BENCH_MCP_SECONDS (per measurement, default 3).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrl, dropScratch, findServer, median, passwordArgs, percentile, printTable } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.cjs', import.meta.url));
const seconds = Number(process.env.BENCH_MCP_SECONDS ?? 3);

function pgmi(args) {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`pgmi ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
}

function roleUrl(url, role, password) {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  return parsed.toString();
}

async function register(adminUrl, from, to) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('BEGIN');
    for (let i = from; i <= to; i += 1) {
      const metadata = {
        id: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        type: 'tool',
        name: `bench_tool_${String(i).padStart(4, '0')}`,
        description: `bench tool ${i}`,
        requiresAuth: false,
        inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false },
      };
      await admin.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
        JSON.stringify(metadata),
        "BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('n=' || (request.arguments ->> 'n'))), request.request_id); END;",
      ]);
    }
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }
}

const DISPATCH = 'SELECT (api.mcp_handle_request($1::jsonb, NULL)).envelope::text AS e';
const POLICY = 'SELECT * FROM api.mcp_request_policy($1::jsonb)';

/** Runs `once` for `seconds`; returns calls/s and p50/p99 latency in ms. */
async function measure(once) {
  for (let i = 0; i < 50; i += 1) await once(); // warm plans and caches
  const latencies = [];
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  while (now < deadline) {
    const t0 = process.hrtime.bigint();
    await once();
    now = process.hrtime.bigint();
    latencies.push(Number(now - t0) / 1e6);
  }
  const elapsed = Number(now - start) / 1e9;
  return { rate: latencies.length / elapsed, p50: median(latencies), p99: percentile(latencies, 99) };
}

async function measureSize(gateway, size) {
  const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'bench_tool_0005', arguments: { n: 7 } } });
  const list = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
  const check = JSON.parse((await gateway.query(DISPATCH, [call])).rows[0].e);
  if (check.result?.content?.[0]?.text !== 'n=7') throw new Error(`unexpected tools/call answer: ${JSON.stringify(check)}`);
  const listed = JSON.parse((await gateway.query(DISPATCH, [list])).rows[0].e);
  if (!Array.isArray(listed.result?.tools)) throw new Error(`unexpected tools/list answer: ${JSON.stringify(listed)}`);

  const bare = (body) => () => gateway.query({ name: 'mcp-dispatch', text: DISPATCH, values: [body] });
  const roundTrip = (body) => async () => {
    const policy = (await gateway.query({ name: 'mcp-policy', text: POLICY, values: [body] })).rows[0];
    let begin = 'BEGIN';
    if (policy.transaction_isolation) begin += ` ISOLATION LEVEL ${policy.transaction_isolation.toUpperCase()}`;
    if (policy.transaction_read_only) begin += ' READ ONLY';
    if (policy.transaction_deferrable) begin += ' DEFERRABLE';
    await gateway.query(begin);
    await gateway.query({ name: 'mcp-dispatch', text: DISPATCH, values: [body] });
    await gateway.query('COMMIT');
  };
  return {
    size,
    pageSize: listed.result.tools.length,
    callBare: await measure(bare(call)),
    callTrip: await measure(roundTrip(call)),
    listBare: await measure(bare(list)),
    listTrip: await measure(roundTrip(list)),
  };
}

const fmt = (m) => `${m.rate.toFixed(0).padStart(6)} calls/s   p50 ${m.p50.toFixed(2)} ms   p99 ${m.p99.toFixed(2)} ms`;

export async function benchSqlMcp() {
  const server = await findServer();
  const work = mkdtempSync(join(tmpdir(), 'pgmi-bench-mcp-'));
  const name = `bench_sqlmcp_${process.pid}`;
  const url = databaseUrl(server.url, name);
  let gateway;
  try {
    const project = join(work, 'app');
    pgmi(['init', project, '--template', 'advanced', '--yes', '--no-git']);
    pgmi(['deploy', project, '--connection', url, '--quiet', ...passwordArgs()]);
    const adminUrl = roleUrl(url, `${name}_admin`, 'dev-admin-password');
    gateway = new pg.Client({ connectionString: roleUrl(url, `${name}_gateway`, 'dev-gateway-password') });
    await gateway.connect();

    const results = [];
    await register(adminUrl, 1, 10);
    results.push(await measureSize(gateway, 10));
    await register(adminUrl, 11, 1000);
    results.push(await measureSize(gateway, 1000));

    const rows = [];
    for (const r of results) {
      rows.push([`tools/call, ${r.size} tools, dispatch only`, fmt(r.callBare)]);
      rows.push([`tools/call, ${r.size} tools, policy+BEGIN+dispatch+COMMIT`, fmt(r.callTrip)]);
      rows.push([`tools/list (page of ${r.pageSize}), ${r.size} tools, dispatch only`, fmt(r.listBare)]);
      rows.push([`tools/list (page of ${r.pageSize}), ${r.size} tools, policy+BEGIN+dispatch+COMMIT`, fmt(r.listTrip)]);
    }
    const [small, large] = results;
    rows.push(['tools/call cost 1,000 ÷ 10 tools (p50)', `${(large.callBare.p50 / small.callBare.p50).toFixed(2)}×`]);
    rows.push(['tools/list first page p50 at 1,000 tools (goal < 20 ms)', `${large.listBare.p50.toFixed(2)} ms`]);
    printTable(`SQL MCP dispatch on one connection (${seconds} s per measurement, as ${name}_gateway)`, rows);
    return results;
  } finally {
    await gateway?.end().catch(() => undefined);
    await dropScratch(server.url, name);
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchSqlMcp();
}
