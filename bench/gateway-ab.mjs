// Two builds of the gateway against one database, taking turns under the same wrk load: whether a change to the
// gateway moved its throughput, its tail or its garbage collections, measured side by side (a full gateway run
// takes minutes per case and drifts with the machine; this compares the two builds only, turn by turn).
//   node bench/gateway-ab.mjs <dist folder of another build>
// "A" is that build (e.g. a copy of templates/advanced/gateway/dist made before a change), "B" this checkout's.
// The call is tools/call of a read-only public tool inside a 2025-11-25 session, as the SDK clients make it.
// Env: AB_ROUNDS (6 turns each), AB_SECONDS (5 per turn, after a 2 s warm-up), AB_CONCURRENCY (32),
// AB_LOG (off: the tool's exchange log; on to include it), AB_NODE_ARGS_A / AB_NODE_ARGS_B (extra node flags for
// one side, space-separated: e.g. the same build twice with a V8 flag on one side, `node bench/gateway-ab.mjs
// templates/advanced/gateway/dist` with AB_NODE_ARGS_B=--max-semi-space-size=32), AB_ENV_A / AB_ENV_B (extra
// environment for one side, space-separated NAME=value pairs: e.g. AB_ENV_B=DB_POOL_SIZE=4).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, printTable } from './lib.mjs';
import { callOf, cpuOf, openSession, requestHeaders, wrk, wrkScript } from './gateway.mjs';
import { deployScratchGateway } from './scratch-gateway.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const otherDist = process.argv[2];
if (!otherDist) {
  console.error('usage: node bench/gateway-ab.mjs <dist folder of the other gateway build>');
  process.exit(2);
}
const rounds = Number(process.env.AB_ROUNDS ?? 6);
const seconds = Number(process.env.AB_SECONDS ?? 5);
const connections = Number(process.env.AB_CONCURRENCY ?? 32);
const withLog = process.env.AB_LOG === 'on';
const TOOL_BODY = `BEGIN RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', 'pong')), request.request_id); END;`;

const scratch = await deployScratchGateway('ab', [{ name: 'ab_ping', body: TOOL_BODY, readOnly: true, autoLog: withLog }]);
const work = await mkdtemp(join(tmpdir(), 'pgmi-bench-ab-'));
try {
  await cp(resolvePath(otherDist), join(scratch.gatewayDir, 'dist-a'), { recursive: true });
  const sessionId = await openSession(new URL(scratch.target));
  const script = await wrkScript(work, 'ab', callOf('ab_ping', false), requestHeaders('ab_ping', '2025-11-25', sessionId));
  const words = (variable) => (process.env[variable] ?? '').split(' ').filter(Boolean);
  const nodeArgs = (name) => words(`AB_NODE_ARGS_${name}`);
  const envOf = (name) => Object.fromEntries(words(`AB_ENV_${name}`).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  const sides = {
    A: { main: 'dist-a/main.js', args: nodeArgs('A'), env: envOf('A'), turns: [] },
    B: { main: 'dist/main.js', args: nodeArgs('B'), env: envOf('B'), turns: [] },
  };
  for (let round = 0; round < rounds; round++) {
    // A then B in even rounds, B then A in odd ones: neither always follows the other.
    for (const name of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
      const side = sides[name];
      const gcFile = join(work, `gc-${name}-${round}.json`);
      const gateway = await scratch.startGateway({ ...side.env, PGMI_BENCH_GC_FILE: gcFile }, [...side.args, '--require', join(here, 'gc-observer.cjs'), side.main]);
      let load;
      let cpu;
      try {
        await wrk(gateway.url, script, connections, 2);
        process.kill(gateway.pid, 'SIGUSR2'); // the collections of the measured seconds only
        const before = await cpuOf(scratch.target, scratch.name, gateway.pid);
        load = await wrk(gateway.url, script, connections, seconds);
        const after = await cpuOf(scratch.target, scratch.name, gateway.pid);
        cpu = { server: (after.server - before.server) / load.requests, db: (after.db - before.db) / load.requests };
      } finally {
        await gateway.stop();
      }
      const gc = JSON.parse(await readFile(gcFile, 'utf8'));
      const turn = { ...load, cpu, gc };
      side.turns.push(turn);
      console.log(`round ${round + 1} ${name}: ${load.rps.toFixed(0)} req/s, p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, errors ${load.errors}, gateway CPU ${cpu.server.toFixed(3)} ms/call, GC ${gc.ms.toFixed(0)} ms in ${gc.count} (${gc.over5} over 5 ms, longest ${gc.maxMs.toFixed(1)}), event-loop delay p99 ${gc.loopP99Ms.toFixed(1)} ms`);
    }
  }
  const summary = (turns, pick) => median(turns.map(pick));
  const row = (label, pick, digits = 2) => [label, `${summary(sides.A.turns, pick).toFixed(digits)} / ${summary(sides.B.turns, pick).toFixed(digits)}`];
  printTable(`gateway A/B: tools/call in a session, log ${withLog ? 'on' : 'off'}, c = ${connections}, ${rounds} turns of ${seconds} s each (medians, A / B)`, [
    row('req/s', (t) => t.rps, 0),
    row('p50 ms', (t) => t.p50),
    row('p99 ms', (t) => t.p99),
    row('gateway CPU ms per call', (t) => t.cpu.server, 3),
    row('database CPU ms per call', (t) => t.cpu.db, 3),
    row('GC pause ms per 1,000 calls', (t) => (t.gc.ms * 1000) / t.requests, 1),
    row('GC pauses over 5 ms per 10 s', (t) => (t.gc.over5 * 10) / seconds, 1),
    row('event-loop delay p99 ms', (t) => t.gc.loopP99Ms, 1),
    row('errors', (t) => t.errors, 0),
  ]);
} finally {
  await rm(work, { recursive: true, force: true });
  await scratch.cleanup();
}
