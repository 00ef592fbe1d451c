// The author's loop, side by side in one run (SPEC §9 "Author loop"):
//  1. a full `pgmi deploy --force` of the advanced template with one generated tool (median of 3, wall time)
//  2. under `pgmi dev --watch` on the same project and server: save → served for a one-handler edit (the
//     generated tool's body changed, then MCP tools/call through the gateway polled every 10 ms until it
//     answers with the new body), median of 20 saves, each after the previous save's rest of the suite ended.
// Goal: save → served ≤ 0.2 × the full deploy, and about a second.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl, dropScratch, findServer, median, passwordArgs, percentile, printTable, timeMs } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.cjs', import.meta.url));
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const TOOL = 'api/tools/count_notes.sql';

function pgmi(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1' } });
  if (result.status !== 0) throw new Error(`pgmi ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return timeMs(start);
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(check, what, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The generated tool's body with a marker of the save in its answer. */
function toolVersion(original, version) {
  return original.replace("'caller', api.current_user_id())", `'caller', api.current_user_id(), 'version', '${version}')`);
}

export async function benchWatch() {
  const server = await findServer();
  const work = mkdtempSync(join(tmpdir(), 'pgmi-bench-watch-'));
  const name = `bench_watch_${process.pid}`;
  const url = databaseUrl(server.url, name);
  let dev;
  try {
    const project = join(work, 'demo');
    pgmi(['init', project, '--template', 'advanced', '--yes', '--no-git']);
    pgmi(['new', 'tool', 'count_notes', '--description', "Count the caller's notes", '--read-only', project]);
    const original = readFileSync(join(project, TOOL), 'utf8');
    if (!original.includes("'caller', api.current_user_id())")) throw new Error('the generated tool changed: update bench/watch.mjs');

    // 1. The full deploy of the same project.
    pgmi(['deploy', project, '--connection', url, ...passwordArgs()]);
    const full = [1, 2, 3].map(() => pgmi(['deploy', project, '--force', '--connection', url, ...passwordArgs()]));

    // 2. pgmi dev --watch on the same database.
    const port = await freePort();
    let err = '';
    let out = '';
    dev = spawn(process.execPath, [bin, 'dev', project, '--watch', '--port', String(port), '--connection', url, ...passwordArgs()], { env: { ...process.env, NO_COLOR: '1', LOG_LEVEL: 'warn' } });
    dev.stdout.on('data', (chunk) => (out += chunk));
    dev.stderr.on('data', (chunk) => (err += chunk));
    await waitFor(() => /MCP endpoint/.test(out) || dev.exitCode !== null, 'pgmi dev to start');
    if (dev.exitCode !== null) throw new Error(`pgmi dev exited: ${err}`);
    const key = JSON.parse(readFileSync(join(project, '.pgmi', 'dev-api-key.json'), 'utf8')).key;
    const call = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'count_notes', arguments: { text: 'x' } } }),
      });
      return (await response.json())?.result?.structuredContent?.version;
    };
    // The previous save is done: its redeploy failed or was full, or the rest of its suite ended.
    const restEnded = () => {
      const last = err.lastIndexOf('SQL changed');
      return last === -1 || /whole suite is green|a newer save came in|rest of the suite FAILS|The redeploy failed|✓ Deployed|is up to date/.test(err.slice(last));
    };

    const saves = [];
    const kinds = [];
    for (let i = 1; i <= SAVES; i += 1) {
      await waitFor(restEnded, 'the rest of the suite of the previous save');
      const version = `save ${i}`;
      const from = err.length;
      const start = process.hrtime.bigint();
      writeFileSync(join(project, TOOL), toolVersion(original, version));
      await waitFor(async () => (await call()) === version, `${version} to be served`, 120_000).catch((error) => {
        throw new Error(`${error.message}; pgmi dev printed:\n${err.slice(from).split('\n').filter((line) => !line.startsWith('[gateway]')).join('\n').slice(-3000)}`);
      });
      saves.push(timeMs(start));
      // pgmi dev prints its outcome line just after COMMIT, which may come after the gateway already serves.
      await waitFor(() => /✓ Redeployed|✓ Deployed/.test(err.slice(from)), `${version}'s outcome line`);
      kinds.push(/✓ Redeployed/.test(err.slice(from)) ? 'incremental' : 'full');
    }

    const fullMs = median(full);
    const saveMs = median(saves);
    printTable('watch: save → served (one-handler edit of the advanced template) vs a full deploy', [
      ['full pgmi deploy --force, median of 3', `${fullMs.toFixed(0)} ms`],
      [`save → served, median of ${SAVES}`, `${saveMs.toFixed(0)} ms (p90 ${percentile(saves, 90).toFixed(0)} ms, min ${Math.min(...saves).toFixed(0)} ms)`],
      ['incremental redeploys', `${kinds.filter((k) => k === 'incremental').length} of ${SAVES}`],
      ['save → served ÷ full deploy', `${(saveMs / fullMs).toFixed(2)} (goal ≤ 0.2)`],
    ]);
  } finally {
    if (dev && dev.exitCode === null) {
      dev.kill('SIGINT');
      await new Promise((resolve) => dev.once('exit', resolve));
    }
    await dropScratch(server.url, name).catch(() => undefined);
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
