// Gateway throughput: MCP tools/call of a read-only tool with API-key auth, 32 concurrent clients, 10 s,
// against the same SQL calls made directly through a pg pool of the same size (goal: ratio ≥ 0.7).
// Also tools/list and a JSON-RPC call. Load comes from wrk (Debian package) when installed, else from a
// small keep-alive fetch loop in this process. Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (32).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createServer } from 'node:net';
import pg from 'pg';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, passwordArgs, percentile, printTable } from './lib.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.js');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? 10);
const run = promisify(execFile);

const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;
// rpc_invoke wraps a plain JSON value as "result" with the request's id.
const RPC_BODY = `BEGIN RETURN api.json_response(200, jsonb_build_object('pong', true)); END;`;

export async function benchGateway() {
  const server = await findServer();
  const name = `bench_gw_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-gw-'));
  const dir = join(root, 'app');
  let gateway;
  try {
    const target = databaseUrl(server.url, name);
    await run(process.execPath, [bin, 'init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', dir, '--connection', target, ...passwordArgs()], { maxBuffer: 64 * 1024 * 1024 });
    await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
      JSON.stringify({ id: randomUUID(), type: 'tool', name: 'bench_ping', description: 'read-only ping', readOnly: true, requiresAuth: true }),
      TOOL_BODY,
    ]);
    await adminQuery(target, 'SELECT api.create_or_replace_rpc_handler($1::jsonb, $2)', [
      JSON.stringify({ id: randomUUID(), methodName: 'bench.ping', readOnly: true, requiresAuth: true }),
      RPC_BODY,
    ]);
    const key = await issueKey(target);
    const gatewayUrl = await gatewayRoleUrl(dir, target, name);
    gateway = await startGateway(dir, gatewayUrl);

    const cases = [
      { label: 'tools/call (read-only, API key)', path: '/mcp', body: mcpCall('tools/call', { name: 'bench_ping', arguments: {} }), sql: mcpSql('tools/call', { name: 'bench_ping', arguments: {} }) },
      { label: 'tools/list (API key)', path: '/mcp', body: mcpCall('tools/list', {}), sql: mcpSql('tools/list', {}) },
      { label: 'JSON-RPC bench.ping (API key)', path: '/rpc', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'bench.ping' }), sql: await rpcSql(gatewayUrl) },
    ];
    const results = [];
    for (const c of cases) {
      const viaGateway = await loadGateway(`${gateway.url}${c.path}`, c.body, key);
      const direct = await loadDirect(gatewayUrl, c.sql, key);
      results.push({ ...c, viaGateway, direct });
      printTable(`gateway: ${c.label}`, [
        ['gateway req/s', viaGateway.rps.toFixed(0)],
        ['direct pg pool req/s (same SQL)', direct.rps.toFixed(0)],
        ['ratio (goal ≥ 0.7)', (viaGateway.rps / direct.rps).toFixed(2)],
        ['gateway p50 / p99 (ms)', `${viaGateway.p50.toFixed(2)} / ${viaGateway.p99.toFixed(2)}`],
        ['direct p50 / p99 (ms)', `${direct.p50.toFixed(2)} / ${direct.p99.toFixed(2)}`],
        ['non-2xx responses via gateway', String(viaGateway.errors)],
        ['load generator', viaGateway.tool],
      ]);
    }
    return { ratio: results[0].viaGateway.rps / results[0].direct.rps, results };
  } finally {
    if (gateway) await gateway.stop();
    await dropScratch(server.url, name).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await server.stop();
  }
}

function mcpCall(method, params) {
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
}

/** The calls the gateway makes for one MCP request (its policy cache answers the policy lookup). */
function mcpSql(method, params) {
  return {
    policy: { isolation: method === 'tools/call' ? 'READ ONLY' : '' },
    dispatch: { text: 'SELECT (api.mcp_handle_request($1::jsonb, $2::jsonb)).envelope::text AS envelope', request: mcpCall(method, params) },
  };
}

async function rpcSql(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const routeId = (await client.query('SELECT api.rpc_resolve($1)::text AS id', ['bench.ping'])).rows[0].id;
  await client.end();
  return { policy: { isolation: 'READ ONLY' }, rpc: { routeId, body: Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'bench.ping' })) } };
}

async function issueKey(url) {
  const row = (await adminQuery(url, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0];
  const key = Object.values(row).find((v) => typeof v === 'string' && /^[a-z][a-z0-9_]*_[0-9a-f]{6,32}_[A-Za-z0-9]{20,}(_[A-Za-z0-9]{6})?$/.test(v));
  if (!key) throw new Error('membership.issue_api_key_for_email returned no key');
  return key;
}

async function gatewayRoleUrl(dir, target, name) {
  const url = new URL(target);
  url.username = `${name}_gateway`;
  url.password = DEV_PASSWORDS.gateway;
  return url.toString();
}

async function startGateway(dir, url) {
  const gatewayDir = join(dir, 'gateway');
  await symlink(join(repo, 'node_modules'), join(gatewayDir, 'node_modules'), 'dir');
  execFileSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(gatewayDir, 'tsconfig.json')]);
  const port = await freePort();
  // LOG_LEVEL=warn: one JSON line per request would otherwise be part of what is measured.
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: gatewayDir,
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), LOG_LEVEL: 'warn', DB_POOL_SIZE: String(poolSize) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`gateway exited ${child.exitCode}`);
    const ok = await fetch(`${base}/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    if (attempt > 200) throw new Error('gateway did not become ready in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: base,
    stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }),
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function loadGateway(url, body, key) {
  const headers = { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${key}`, 'mcp-protocol-version': '2025-11-25' };
  if (hasWrk()) return loadWithWrk(url, body, headers);
  return loadWithFetch(url, body, headers);
}

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    return error.status === 1; // wrk --version exits 1 after printing its version
  }
}

async function loadWithWrk(url, body, headers) {
  const script = join(await mkdtemp(join(tmpdir(), 'pgmi-wrk-')), 'post.lua');
  const lines = ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  // Counts answers that are not 2xx (wrk only reports socket errors and non-2xx/3xx).
  lines.push('errors = 0', 'response = function(status) if status >= 300 then errors = errors + 1 end end');
  await writeFile(script, `${lines.join('\n')}\n`);
  const { stdout } = await run('wrk', ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', script, url], { maxBuffer: 1 << 20 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  const latency = (p) => toMs(new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(stdout));
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { rps, p50: latency(50), p99: latency(99), errors: non2xx, tool: `wrk -t1 -c${connections} -d${seconds}s` };
}

function toMs(match) {
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function loadWithFetch(url, body, headers) {
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      const start = process.hrtime.bigint();
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      if (!response.ok) errors++;
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }));
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, tool: `fetch loop, ${connections} clients` };
}

/** The same SQL the gateway runs per request, issued straight through a pg pool of the same size. */
async function loadDirect(url, sql, key) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  const begin = `BEGIN ${sql.policy.isolation}; SET LOCAL statement_timeout = 30000`;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (Date.now() < deadline) {
      const start = process.hrtime.bigint();
      // The credential goes to SQL with the request; the entry point verifies it inside the same transaction.
      const client = await pool.connect();
      try {
        await client.query(begin);
        if (sql.dispatch) {
          await client.query(sql.dispatch.text, [sql.dispatch.request, JSON.stringify({ credential: key })]);
        } else {
          await client.query(
            'SELECT r.status_code, extensions.hstore_to_json(r.headers)::text AS headers, r.content FROM api.rpc_invoke($1::uuid, extensions.hstore($2::text[]), $3::bytea) r',
            [sql.rpc.routeId, ['content-type', 'application/json', 'authorization', `Bearer ${key}`], sql.rpc.body],
          );
        }
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }));
  await pool.end();
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchGateway();
