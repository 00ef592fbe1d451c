// Gateway throughput as clients make their calls, measured like an outsider: wrk drives both HTTP sides.
//   gateway:      the generated gateway at its default settings (log level, pool size, exchange log on), MCP
//                 tools/call of a read-only tool;
//   floor:        the same database work per request through a pooled pg client behind a bare node:http server
//                 (bench/floor-server.mjs): api.mcp_request_policy, BEGIN …, api.mcp_handle_request, COMMIT;
//   strict floor: the gateway's one statement alone through a pg pool, no HTTP (bench/sql-floor.mjs): the limit of
//                 this architecture.
// Cases, each as a client makes it:
//   session      2025-11-25 inside an initialized session (Mcp-Session-Id; what the 2025-06-18/2025-11-25 SDK
//                clients send on every call), Accept: application/json, text/event-stream (the SDK's);
//   sessionless  2025-11-25 without a session;  stateless  2026-07-28 (_meta and Mcp-* headers, no session);
// with a tool any caller may use (exchange log on, and off: autoLog false), with an API key, and with an OAuth
// access token (a JWT from an issuer in this process; the gateway verifies it and hands SQL its assertion).
// At each concurrency: requests/s of the three, the ratios gateway ÷ floor and gateway ÷ strict floor, p50 / p99
// of each, errors, CPU per call, the context switches per call of the server process's event-loop thread (waits and
// preemptions), database commits and exchange records per gateway call; then the summary side by side: session
// ÷ sessionless, log on ÷ off, signed in ÷ public, p99 ÷ floor p99; and the gateway's start (spawn to "listening",
// every gateway start of the run but the OAuth case's) beside `node -e 0` timed just before each.
// BENCH_PROFILE=1 adds where the database time goes for each case: pg_stat_user_functions (track_functions = all
// on the scratch database) over the strict floor's calls, per call: calls and self time of the top functions.
// Every figure is the median of its rounds, and every ratio of two cases the median of that ratio taken in each
// round: on a shared machine one turn in a few is slowed by something outside (the same build's rate moved by half
// between two turns), and a mean of two rounds let that one turn decide a ratio; the rounds are printed beside it.
// Env: BENCH_SECONDS (16 per side and concurrency), BENCH_ROUNDS (4: in each round every case and side takes its
// turn, a share of the seconds after a 2 s warm-up -- the gateway turns of all cases first, then the floors, then the
// strict floors, every other round in reverse order; the summary prints each ratio per round as well),
// BENCH_CONCURRENCY (comma list, default 1,32), BENCH_CASES (comma list of case ids, default all), BENCH_POOL_SIZE
// (the database connections of all three sides alike: the gateway's DB_POOL_SIZE, the floors' pools; default: the
// size the gateway picks for itself with DB_POOL_SIZE unset, read from its start line -- db/pool-size.ts), BENCH_PROFILE,
// BENCH_CPU_PROF (a folder: every gateway process writes a V8 CPU profile there, one per case, concurrency and round,
// for Chrome DevTools or a script; the floors are not profiled).
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, median, passwordArgs, printTable } from './lib.mjs';
import { contextFor, runSqlFloor } from './sql-floor.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'bin', 'pgmi.cjs');
const seconds = Number(process.env.BENCH_SECONDS ?? 16);
const levels = (process.env.BENCH_CONCURRENCY ?? '1,32').split(',').map(Number);
const profile = process.env.BENCH_PROFILE === '1';
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
const roundSeconds = Math.max(1, Math.round(seconds / rounds));
const run = promisify(execFile);

const ASSERTION_SECRET = 'bench-oauth-assertion-secret-0123456789abcdef';
const RESOURCE = 'http://127.0.0.1/mcp';
const SESSION_VERSION = '2025-11-25';
const MODERN_VERSION = '2026-07-28';
const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;
const TOOLS = [
  { tool: 'bench_open', requiresAuth: false, autoLog: true },
  { tool: 'bench_nolog', requiresAuth: false, autoLog: false },
  { tool: 'bench_ping', requiresAuth: true, autoLog: true },
];
// id, what, tool, credential (none / key / oauth), transport (session / sessionless / stateless)
const ALL_CASES = [
  { id: 'public-session', label: 'public tool, in a session', tool: 'bench_open', credential: 'none', transport: 'session' },
  { id: 'public-sessionless', label: 'public tool, sessionless 2025-11-25', tool: 'bench_open', credential: 'none', transport: 'sessionless' },
  { id: 'public-stateless', label: 'public tool, stateless 2026-07-28', tool: 'bench_open', credential: 'none', transport: 'stateless' },
  { id: 'nolog-session', label: 'public tool, exchange log off, in a session', tool: 'bench_nolog', credential: 'none', transport: 'session' },
  { id: 'key-session', label: 'API key, in a session', tool: 'bench_ping', credential: 'key', transport: 'session' },
  { id: 'oauth-session', label: 'OAuth token, in a session', tool: 'bench_ping', credential: 'oauth', transport: 'session' },
];
const wantedCases = process.env.BENCH_CASES?.split(',');
const unknownCases = wantedCases?.filter((id) => !ALL_CASES.some((c) => c.id === id)) ?? [];
if (unknownCases.length > 0) {
  throw new Error(`BENCH_CASES: unknown case ${unknownCases.join(', ')}; the cases are ${ALL_CASES.map((c) => c.id).join(', ')}`);
}
const CASES = wantedCases ? ALL_CASES.filter((c) => wantedCases.includes(c.id)) : ALL_CASES;
// The order the cases take their turns in a round: the two cases of every ratio in adjacent turns or with one turn
// between them (session ÷ sessionless and OAuth ÷ public), so that both meet the machine in nearly the same state.
// The tables print in ALL_CASES order.
const TURN_ORDER = ['public-stateless', 'public-sessionless', 'nolog-session', 'public-session', 'key-session', 'oauth-session'];

export async function benchGateway() {
  const server = await findServer();
  const name = `bench_gw_${randomBytes(3).toString('hex')}`;
  const root = await mkdtemp(join(tmpdir(), 'pgmi-bench-gw-'));
  const dir = join(root, 'app');
  const issuer = await startIssuer();
  try {
    const target = databaseUrl(server.url, name);
    await run(process.execPath, [bin, 'init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', 'bench']);
    await run(process.execPath, [bin, 'deploy', dir, '--connection', target, ...passwordArgs(), '--param', `oauth_assertion_secret=${ASSERTION_SECRET}`], { maxBuffer: 64 * 1024 * 1024 });
    // The gateway as production runs it: the shipped dist/ with its runtime dependencies only.
    await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: join(dir, 'gateway') });
    for (const { tool, requiresAuth, autoLog } of TOOLS) {
      await adminQuery(target, 'SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [
        JSON.stringify({ id: randomUUID(), type: 'tool', name: tool, description: 'read-only ping', readOnly: true, requiresAuth, autoLog }),
        TOOL_BODY,
      ]);
    }
    await adminQuery(target, 'SELECT membership.set_oauth_issuer($1, $2, true, true)', [issuer.issuer, 'benchidp']);
    if (profile) await adminQuery(server.url, `ALTER DATABASE ${name} SET track_functions = 'all'`);
    const key = (await adminQuery(target, 'SELECT key FROM membership.issue_api_key_for_email($1)', ['bench@example.com'])).rows[0].key;
    const gatewayUrl = new URL(target);
    gatewayUrl.username = `${name}_gateway`;
    gatewayUrl.password = DEV_PASSWORDS.gateway;
    const { mintAssertion } = await import(pathToFileURL(join(dir, 'gateway', 'dist', 'oauth', 'assertion.js')).href);
    // What the gateway hands SQL for the token (the floors present it directly: they verify no JWT).
    const assertion = mintAssertion(
      { iss: issuer.issuer, sub: 'bench-client', email: null, name: null, ev: false, scp: ['mcp:read', 'mcp:write'], org: null, aud: RESOURCE, exp: Math.floor(Date.now() / 1000) + 3000 },
      ASSERTION_SECRET,
    );
    await gatewayQuery(gatewayUrl, 'SELECT membership.provision_identity($1)', [assertion]);
    const poolSize = process.env.BENCH_POOL_SIZE ? Math.max(1, Number(process.env.BENCH_POOL_SIZE)) : await gatewayDefaultPoolSize(dir, gatewayUrl);
    const oauthEnv = { OAUTH_ISSUERS: issuer.issuer, OAUTH_RESOURCE: RESOURCE, OAUTH_ASSERTION_SECRET: ASSERTION_SECRET, OAUTH_ASSERTION_TTL_SECONDS: '3600' };

    // Every case is set up first (its session, wrk scripts, environment), so that in each round the cases take turns
    // as the sides do: a ratio of two cases (API key ÷ public) is then measured side by side too, not minutes apart.
    const prepared = [];
    for (const benchCase of CASES) {
      const { tool, credential, transport } = benchCase;
      const gatewayCredential = credential === 'key' ? key : credential === 'oauth' ? issuer.token : undefined;
      const sqlCredential = credential === 'key' ? key : credential === 'oauth' ? assertion : undefined;
      const version = transport === 'stateless' ? MODERN_VERSION : SESSION_VERSION;
      const sessionId = transport === 'session' ? await openSession(gatewayUrl, sqlCredential) : undefined;
      const body = callOf(tool, transport === 'stateless');
      const headers = requestHeaders(tool, version, sessionId);
      prepared.push({
        benchCase,
        body,
        gatewayScript: await wrkScript(root, `${benchCase.id}-gateway`, body, withBearer(headers, gatewayCredential)),
        floorScript: await wrkScript(root, `${benchCase.id}-floor`, body, withBearer(headers, sqlCredential)),
        env: { DATABASE_URL: gatewayUrl.toString(), PORT: '0', DB_POOL_SIZE: String(poolSize), POOL_SIZE: String(poolSize), ...(credential === 'oauth' ? oauthEnv : {}) },
        context: contextFor(sqlCredential, version, sessionId),
      });
    }

    const rows = [];
    const profiles = [];
    const starts = { gateway: [], node: [] };
    for (const connections of levels) {
      // The three sides of every case take turns, in rounds: load from elsewhere on a shared machine drifts within
      // seconds, and one long run per side (or per case) measured whichever side the drift hit.
      const parts = new Map(prepared.map(({ benchCase }) => [benchCase.id, { gateway: [], floor: [], strict: [] }]));
      for (let round = 0; round < rounds; round++) {
        // The ratios between cases compare gateway turns, so a round runs every case's gateway first, then every
        // floor, then every strict floor: two gateway turns of one round are at most a few turns apart, where the
        // sides of each case in a row had put a minute and more between them. Every other round in reverse: with one
        // order, the case every ratio divides by always met the machine earlier than the others, and a steady drift
        // went into each ratio the same way; reversed, it falls on both cases of a pair alike.
        const inTurnOrder = [...prepared].sort((a, b) => TURN_ORDER.indexOf(a.benchCase.id) - TURN_ORDER.indexOf(b.benchCase.id));
        const order = round % 2 === 0 ? inTurnOrder : inTurnOrder.reverse();
        for (const { benchCase, env, gatewayScript } of order) {
          const cpuProf = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${resolvePath(process.env.BENCH_CPU_PROF, `${benchCase.id}-c${connections}-r${round}`)}`] : [];
          // Start-up beside `node -e 0` just before it, both between turns (the OAuth case sets up its issuer at start,
          // and a CPU-profiled start is slower: both left out).
          const timedStart = benchCase.credential !== 'oauth' && cpuProf.length === 0;
          if (timedStart) starts.node.push(await timeNodeStart());
          const turn = await measure(target, name, benchCase.tool, () => startProcess(join(dir, 'gateway'), [...cpuProf, 'dist/main.js'], env), gatewayScript, connections);
          if (timedStart) starts.gateway.push(turn.startMs);
          parts.get(benchCase.id).gateway.push(turn);
        }
        for (const { benchCase, env, floorScript } of order) {
          parts.get(benchCase.id).floor.push(await measure(target, name, benchCase.tool, () => startProcess(repo, ['bench/floor-server.mjs'], env), floorScript, connections));
        }
        for (const { benchCase, body, context } of order) {
          parts.get(benchCase.id).strict.push(await runSqlFloor(gatewayUrl.toString(), { body, context, connections, seconds: roundSeconds, warmupSeconds: 2, poolSize, sample: () => cpuOf(target, name, process.pid) }));
        }
      }
      for (const { benchCase } of prepared) {
        const { label, tool } = benchCase;
        const part = parts.get(benchCase.id);
        const [gateway, floor, strict] = [combine(part.gateway), combine(part.floor), combine(part.strict)];
        rows.push({ ...benchCase, connections, gateway, floor, strict, gatewayRounds: part.gateway });
        printTable(`gateway: tools/call, ${label}, c = ${connections}, ${seconds} s in ${rounds} rounds, pools of ${poolSize}`, [
          ['req/s: gateway / floor (HTTP, pg pool) / strict floor (SQL alone)', `${gateway.rps.toFixed(0)} / ${floor.rps.toFixed(0)} / ${strict.rps.toFixed(0)}`],
          ['ratio gateway ÷ floor / ÷ strict floor', `${(gateway.rps / floor.rps).toFixed(2)} / ${(gateway.rps / strict.rps).toFixed(2)}`],
          ['p50 / p99 ms: gateway', `${gateway.p50.toFixed(2)} / ${gateway.p99.toFixed(2)}`],
          ['p50 / p99 ms: floor / strict floor', `${floor.p50.toFixed(2)} / ${floor.p99.toFixed(2)}, ${strict.p50.toFixed(2)} / ${strict.p99.toFixed(2)}`],
          ['errors: gateway / floor / strict floor', `${gateway.errors} / ${floor.errors} / ${strict.errors}`],
          ['CPU ms per call, server process + database: gateway / floor / strict floor (its client)', [gateway, floor, strict].map((x) => `${x.cpuServerMs.toFixed(2)} + ${x.cpuDbMs.toFixed(2)}`).join(' / ')],
          [
            'event-loop thread\'s context switches per call, waits / preemptions: gateway, floor server',
            [gateway, floor].map((x) => `${x.waitsPerCall.toFixed(2)} / ${x.preemptionsPerCall.toFixed(2)}`).join(', '),
          ],
          ['commits per call: gateway (goal 1.0) / floor', `${gateway.commitsPerCall.toFixed(3)} / ${floor.commitsPerCall.toFixed(3)}`],
          [`exchange records stored per gateway call (goal ${tool === 'bench_nolog' ? '0' : '1.0'})`, gateway.recordsPerCall.toFixed(3)],
        ]);
      }
    }
    if (profile) {
      for (const { benchCase, body, context } of prepared) profiles.push({ label: benchCase.label, top: await profileCase(server.url, target, name, gatewayUrl, body, context) });
    }
    printSummary(rows);
    if (starts.gateway.length > 0) {
      const [gatewayStart, nodeStart] = [median(starts.gateway), median(starts.node)];
      printTable(`gateway start: spawn to its "listening" line (connected to its database), median of ${starts.gateway.length} starts`, [
        ['gateway / node -e 0 (each timed just before it), ms', `${gatewayStart.toFixed(0)} / ${nodeStart.toFixed(0)}`],
        ['gateway ÷ node -e 0', (gatewayStart / nodeStart).toFixed(2)],
      ]);
    }
    for (const { label, top } of profiles) printTable(`gateway profile: ${label} (strict floor's calls; per call: calls × self µs, total self µs)`, top);
    const at32 = rows.find((row) => row.connections === 32) ?? rows.at(-1);
    return { ratio: at32.gateway.rps / at32.floor.rps, rows };
  } finally {
    await issuer.stop();
    await dropScratch(server.url, name).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    await server.stop();
  }
}

/** Rounds of equal length as one figure: the median of their rates, percentiles and CPU per call (a turn slowed from
 * outside moves a mean, not it); errors summed; per-call counts averaged (they are counts, not timings). */
function combine(parts) {
  const mid = (key) => median(parts.map((part) => part[key] ?? 0));
  const mean = (key) => parts.reduce((sum, part) => sum + (part[key] ?? 0), 0) / parts.length;
  return {
    rps: mid('rps'), p50: mid('p50'), p99: mid('p99'), requests: parts.reduce((sum, part) => sum + part.requests, 0),
    errors: parts.reduce((sum, part) => sum + part.errors, 0), commitsPerCall: mean('commitsPerCall'), recordsPerCall: mean('recordsPerCall'),
    cpuServerMs: mid('cpuServerMs'), cpuDbMs: mid('cpuDbMs'), waitsPerCall: mid('waitsPerCall'), preemptionsPerCall: mid('preemptionsPerCall'),
  };
}

function printSummary(rows) {
  const cpu = (x) => `${x.cpuServerMs.toFixed(2)} + ${x.cpuDbMs.toFixed(2)}`;
  const find = (id, c) => rows.find((row) => row.id === id && row.connections === c);
  const out = [];
  for (const c of levels) {
    for (const row of rows.filter((r) => r.connections === c)) {
      out.push([`c = ${c}, ${row.label}`,
        `${row.gateway.rps.toFixed(0)} req/s, ÷ floor ${(row.gateway.rps / row.floor.rps).toFixed(2)}, ÷ strict ${(row.gateway.rps / row.strict.rps).toFixed(2)}; ` +
        `p99 ${row.gateway.p99.toFixed(1)} ms = ${(row.gateway.p99 / row.floor.p99).toFixed(2)} × floor p99 (${row.floor.p99.toFixed(1)}), strict p99 ${row.strict.p99.toFixed(1)}; ` +
        `CPU ms/call (process + db) ${cpu(row.gateway)} vs floor ${cpu(row.floor)}, strict ${cpu(row.strict)}`]);
    }
    // The ratio in each round (its two turns adjacent or one turn apart), and their median; how far the rounds of
    // one run disagree is the uncertainty of the figure on this machine (a goal met in one round and missed in the
    // next is not settled).
    const ratio = (label, a, b, goal) => {
      if (!a || !b) return;
      const perRound = a.gatewayRounds.map((turn, i) => turn.rps / b.gatewayRounds[i].rps);
      out.push([`c = ${c}, ${label}`,
        `${median(perRound).toFixed(2)} (goal ${goal}; the median of these rounds: ${perRound.map((r) => r.toFixed(2)).join(', ')})`]);
    };
    ratio('session ÷ sessionless', find('public-session', c), find('public-sessionless', c), '≥ 0.9');
    ratio('stateless ÷ sessionless', find('public-stateless', c), find('public-sessionless', c), '—');
    ratio('log on ÷ log off (in a session)', find('public-session', c), find('nolog-session', c), '≥ 0.85');
    ratio('API key ÷ public (in a session)', find('key-session', c), find('public-session', c), '≥ 0.8');
    ratio('OAuth token ÷ public (in a session)', find('oauth-session', c), find('public-session', c), '≥ 0.8');
  }
  printTable('gateway: summary, side by side (one run; ratios of req/s)', out);
}

export const callOf = (tool, modern) =>
  JSON.stringify({
    jsonrpc: '2.0', id: 1, method: 'tools/call',
    params: modern
      ? { name: tool, arguments: {}, _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN_VERSION, 'io.modelcontextprotocol/clientCapabilities': {} } }
      : { name: tool, arguments: {} },
  });

export function requestHeaders(tool, version, sessionId) {
  // What the SDK clients send: both media types in Accept, the negotiated version, the session id.
  const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version };
  if (sessionId !== undefined) headers['mcp-session-id'] = sessionId;
  if (version === MODERN_VERSION) Object.assign(headers, { 'mcp-method': 'tools/call', 'mcp-name': tool });
  return headers;
}

const withBearer = (headers, credential) => (credential === undefined ? headers : { ...headers, authorization: `Bearer ${credential}` });

async function gatewayQuery(url, sql, params) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

/** A session as the gateway opens one after initialize (api.mcp_session_open): it lives in SQL, so every gateway
 * started for a run, and the floors, serve it. */
export async function openSession(gatewayUrl, credential) {
  const { rows } = await gatewayQuery(gatewayUrl, 'SELECT api.mcp_session_open($1, $2::jsonb, $3) AS id', [SESSION_VERSION, JSON.stringify({ name: 'bench', version: '1' }), credential ?? null]);
  await gatewayQuery(gatewayUrl, 'SELECT api.mcp_session_set_client($1, $2::jsonb, $3)', [rows[0].id, '{}', credential ?? null]);
  return rows[0].id;
}

/** An OAuth authorization server as far as the gateway needs one: RFC 8414 metadata, a JWKS, one access token. */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' };
  let issuer = '';
  const http = createServer((req, res) => {
    const body = req.url === '/.well-known/oauth-authorization-server' ? { issuer, jwks_uri: `${issuer}/jwks` } : req.url === '/jwks' ? { keys: [jwk] } : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? {}));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${http.address().port}`;
  const token = await new SignJWT({ scope: 'mcp:read mcp:write' })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setIssuer(issuer).setSubject('bench-client').setAudience(RESOURCE).setIssuedAt().setExpirationTime('2h')
    .sign(privateKey);
  return { issuer, token, stop: () => new Promise((resolve) => http.close(resolve)) };
}

/** Where one call's database time goes: function statistics over a batch of strict-floor calls. */
async function profileCase(serverUrl, target, database, gatewayUrl, body, context) {
  const snapshot = async () => (await adminQuery(target, `SELECT funcid, schemaname || '.' || funcname AS fn, calls::bigint AS calls, self_time AS self FROM pg_stat_user_functions`)).rows;
  // By funcid: overloads share a name (extensions.digest of text and of bytea).
  const before = new Map((await snapshot()).map((r) => [r.funcid, r]));
  const calls = 2000;
  const client = new pg.Client({ connectionString: gatewayUrl.toString() });
  await client.connect();
  const { dispatchQuery } = await import('./sql-floor.mjs');
  for (let i = 0; i < calls; i++) await client.query(dispatchQuery([body, context]));
  await client.end();
  // A backend's function counts reach the statistics as it exits.
  for (let i = 0; i < 50; i++) {
    const { rows } = await adminQuery(serverUrl, 'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND usename = $2', [database, gatewayUrl.username]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1200));
  const diff = (await snapshot())
    .map((r) => ({ fn: r.fn, calls: (Number(r.calls) - Number(before.get(r.funcid)?.calls ?? 0)) / calls, self: ((r.self - (before.get(r.funcid)?.self ?? 0)) * 1000) / calls }))
    .filter((r) => r.calls > 0)
    .sort((a, b) => b.self - a.self);
  const total = diff.reduce((sum, r) => sum + r.self, 0);
  return [
    ['all functions, self µs per call', total.toFixed(0)],
    ...diff.slice(0, 14).map((r) => [r.fn, `${r.calls.toFixed(2)} × ${(r.self / r.calls).toFixed(1)} µs = ${r.self.toFixed(1)} µs`]),
  ];
}
/** Starts a server, loads it with wrk, stops it (flushing the server's statistics) and counts commits and records. */
async function measure(target, database, tool, start, script, connections) {
  const before = await counters(target, database, tool);
  const server = await start();
  let warmup;
  let load;
  let cpu;
  try {
    // Connections, plans, JIT and caches on both sides: a fresh backend plans every function on first use, so a
    // short warm-up measured the cold start of whichever case ran first (0.48 log on ÷ off at c = 1; 0.9 warm).
    warmup = await wrk(server.url, script, connections, 2);
    const cpuBefore = await cpuOf(target, database, server.pid);
    load = await wrk(server.url, script, connections, roundSeconds);
    const cpuAfter = await cpuOf(target, database, server.pid);
    cpu = { server: (cpuAfter.server - cpuBefore.server) / load.requests, db: (cpuAfter.db - cpuBefore.db) / load.requests };
    const switched = (kind) => (cpuAfter.switches && cpuBefore.switches ? (cpuAfter.switches[kind] - cpuBefore.switches[kind]) / load.requests : NaN);
    cpu.waits = switched('voluntary');
    cpu.preemptions = switched('involuntary');
  } finally {
    await server.stop();
  }
  await new Promise((resolve) => setTimeout(resolve, 300)); // backends finish exiting and report their counts
  const after = await counters(target, database, tool);
  const calls = load.requests + warmup.requests;
  return {
    ...load,
    startMs: server.startMs,
    cpuServerMs: cpu.server,
    cpuDbMs: cpu.db,
    waitsPerCall: cpu.waits,
    preemptionsPerCall: cpu.preemptions,
    commitsPerCall: (after.commits - before.commits) / calls,
    recordsPerCall: (after.records - before.records) / calls,
  };
}

/** CPU milliseconds used so far by a process (pid) and by the database backends of the gateway role: on a machine
 * shared with other work, CPU time per call holds still where requests per second do not. A backend that exits
 * takes its count along (the pool replaces connections), which made the difference negative: the postmaster's
 * count of its exited children is added, so what such a backend used is still there (with whatever other backends
 * and autovacuum workers of the server ended meanwhile). */
export async function cpuOf(target, database, pid) {
  const { rows } = await adminQuery(
    target,
    `SELECT (SELECT pid FROM pg_stat_activity WHERE backend_type = 'checkpointer') AS checkpointer,
            array(SELECT pid FROM pg_stat_activity WHERE datname = $1 AND usename = $1 || '_gateway') AS pids`,
    [database],
  );
  let db = await exitedChildrenCpuMs(rows[0].checkpointer);
  for (const backend of rows[0].pids) db += (await processStat(backend))?.cpuMs ?? 0;
  return { server: pid === undefined ? 0 : ((await processStat(pid))?.cpuMs ?? 0), db, switches: pid === undefined ? undefined : await contextSwitches(pid) };
}

/** The context switches of a process's main thread so far (/proc/<pid>/status; for Node, the event loop's thread):
 * voluntary ones are waits (mostly the loop blocking in epoll with nothing to do; also locks, GC helper threads),
 * involuntary ones preemptions while it still had work -- a server that is rarely idle and often preempted is short of CPU, and its callers queue in front of it. */
async function contextSwitches(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const count = (name) => Number(new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { voluntary: count('voluntary_ctxt_switches'), involuntary: count('nonvoluntary_ctxt_switches') };
  } catch {
    return undefined; // gone, or not on this machine
  }
}

/** /proc/<pid>/stat after "(comm) ": state, ppid, …; utime, stime at 11, 12; cutime, cstime at 13, 14 (clock ticks, 100 a second). */
async function processStat(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10, childrenMs: (Number(fields[13]) + Number(fields[14])) * 10 };
  } catch {
    return undefined; // gone, or not on this machine
  }
}

/** The CPU of the postmaster's exited children (the checkpointer's parent is the postmaster; it lives as long). */
async function exitedChildrenCpuMs(checkpointerPid) {
  const checkpointer = await processStat(checkpointerPid);
  return checkpointer ? ((await processStat(checkpointer.ppid))?.childrenMs ?? 0) : 0;
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

export async function wrk(url, script, connections, durationSeconds) {
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

export async function wrkScript(root, name, body, headers) {
  const file = join(root, `${name}.lua`);
  const lines = ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(body)}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** The pool size the gateway chooses with DB_POOL_SIZE unset (the default rule for where the database runs). */
async function gatewayDefaultPoolSize(dir, gatewayUrl) {
  const gateway = await startProcess(join(dir, 'gateway'), ['dist/main.js'], { DATABASE_URL: gatewayUrl.toString(), PORT: '0', DB_POOL_SIZE: '' });
  await gateway.stop();
  const size = Number(gateway.listening.pool_size);
  if (!Number.isInteger(size) || size < 1) throw new Error(`the gateway's start line names no pool size: ${JSON.stringify(gateway.listening)}`);
  return size;
}

/** Milliseconds from spawning `node -e 0` (this Node, this environment) to its exit. */
async function timeNodeStart() {
  const spawnedAt = process.hrtime.bigint();
  await run(process.execPath, ['-e', '0']);
  return Number(process.hrtime.bigint() - spawnedAt) / 1e6;
}

/** A server process that prints {"msg":"listening","port":N} on stdout; stopped with SIGTERM. */
export async function startProcess(cwd, args, env) {
  const spawnedAt = process.hrtime.bigint();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let startMs = NaN;
  // The gateway's own log lines are part of what it does per request; read them, as a log shipper would.
  child.stdout.on('data', (chunk) => {
    if (output.length < 1 << 16) output += chunk.toString();
  });
  const listening = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line in 30 s:\n${output}`)), 30_000);
    const check = () => {
      const match = /^(\{[^\n]*"msg":"listening"[^\n]*\})\n/m.exec(output);
      if (match) {
        startMs = Number(process.hrtime.bigint() - spawnedAt) / 1e6;
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(JSON.parse(match[1]));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening:\n${output}`)));
  });
  const port = Number(listening.port);
  return {
    url: `http://127.0.0.1:${port}`,
    listening,
    /** Milliseconds from spawn to the "listening" line (the gateway has connected to its database by then). */
    startMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchGateway();
