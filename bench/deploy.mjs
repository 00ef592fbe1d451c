// Deploy speed, side by side in one run:
//  1. cold deploy of the largest template ÷ psql --single-transaction applying the same script files (goal ≤ 1.5)
//  2. no-op redeploy wall time (goal < 0.5 s)
//  3. generated projects of 250 / 500 / 1,000 repeatable scripts: deploy time per script (goal: linear)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl, dropScratch, findServer, median, printTable, timeMs } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.js', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);

function pgmi(args, env = {}) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1', ...env } });
  const ms = timeMs(start);
  if (result.status !== 0) throw new Error(`pgmi ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return { ms, stdout: result.stdout };
}

/** The script files of a rendered project in plan order, and its params, from `pgmi deploy --dry-run --json`. */
function planOf(project, url) {
  const doc = JSON.parse(pgmi(['deploy', project, '--connection', url, '--dry-run', '--json']).stdout);
  return { scripts: doc.plan.map((s) => s.path), params: doc.params };
}

function psqlApply(project, url, scripts, params) {
  const sets = Object.entries(params).map(([k, v]) => `SELECT set_config('pgmi.${k}', '${String(v).replace(/'/g, "''")}', false);`).join('\n');
  const args = [url, '-q', '-X', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-c', sets, ...scripts.flatMap((s) => ['-f', join(project, s)])];
  const start = process.hrtime.bigint();
  execFileSync('psql', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  return timeMs(start);
}

export async function benchDeploy() {
  const server = await findServer();
  const work = mkdtempSync(join(tmpdir(), 'pgmi-bench-deploy-'));
  const names = [];
  const scratch = (label) => {
    const name = `bench_${label}_${process.pid}_${names.length}`;
    names.push(name);
    return name;
  };
  try {
    // 1. Cold deploy of the largest template vs psql.
    const template = process.env.BENCH_TEMPLATE ?? 'advanced';
    const project = join(work, template);
    pgmi(['init', project, '--template', template, '--yes', '--no-git']);
    const probeDb = scratch('probe');
    const probeUrl = databaseUrl(server.url, probeDb);
    const { scripts, params: maskedParams } = planOf(project, probeUrl);
    const params = Object.fromEntries(Object.entries(maskedParams).map(([k, v]) => [k, v === '***' ? `bench-${k}` : v]));
    const paramArgs = Object.entries(params).flatMap(([k, v]) => ['--param', `${k}=${v}`]);
    const withTests = [];
    const skipTests = [];
    const psql = [];
    for (let i = 0; i < runs; i += 1) {
      for (const [list, extra] of [[withTests, []], [skipTests, ['--skip-tests']]]) {
        const name = scratch('cold');
        await adminQuery(server.url, `CREATE DATABASE ${name}`);
        list.push(pgmi(['deploy', project, '--connection', databaseUrl(server.url, name), ...paramArgs, ...extra]).ms);
        await dropScratch(server.url, name);
      }
      const name = scratch('psql');
      await adminQuery(server.url, `CREATE DATABASE ${name}`);
      psql.push(psqlApply(project, databaseUrl(server.url, name), scripts.filter((s) => !s.startsWith('indexes/')), params));
      await dropScratch(server.url, name);
    }

    // 2. No-op redeploy.
    const warm = scratch('noop');
    const warmUrl = databaseUrl(server.url, warm);
    pgmi(['deploy', project, '--connection', warmUrl, ...paramArgs]);
    const noop = [];
    for (let i = 0; i < Math.max(5, runs); i += 1) noop.push(pgmi(['deploy', project, '--connection', warmUrl, ...paramArgs]).ms);

    printTable(`deploy: ${template} template (${scripts.length} scripts), median of ${runs}`, [
      ['psql --single-transaction -f (ms)', median(psql).toFixed(0)],
      ['pgmi deploy --skip-tests (ms)', median(skipTests).toFixed(0)],
      ['pgmi deploy with tests + verify (ms)', median(withTests).toFixed(0)],
      ['ratio scripts only (goal ≤ 1.5)', (median(skipTests) / median(psql)).toFixed(2)],
      ['ratio with tests', (median(withTests) / median(psql)).toFixed(2)],
      ['no-op redeploy wall time (goal < 500 ms)', `${median(noop).toFixed(0)} ms`],
    ]);

    // 3. Scale: N repeatable scripts.
    const rows = [];
    for (const count of [250, 500, 1000]) {
      const dir = join(work, `gen-${count}`);
      mkdirSync(join(dir, 'lib'), { recursive: true });
      writeFileSync(join(dir, 'pgmi.yaml'), 'deploy:\n  order: [lib/]\n');
      writeFileSync(join(dir, 'lib', '0000-schema.sql'), 'CREATE SCHEMA IF NOT EXISTS gen;\n');
      for (let i = 1; i <= count; i += 1) {
        writeFileSync(
          join(dir, 'lib', `${String(i).padStart(4, '0')}-fn.sql`),
          `-- generated function ${i}\nCREATE OR REPLACE FUNCTION gen.f${i}(p_x integer)\nRETURNS integer\nLANGUAGE sql IMMUTABLE\nAS $$ SELECT p_x + ${i} $$;\nCOMMENT ON FUNCTION gen.f${i}(integer) IS 'generated ${i}';\n`,
        );
      }
      const name = scratch(`gen${count}`);
      await adminQuery(server.url, `CREATE DATABASE ${name}`);
      const ms = pgmi(['deploy', dir, '--connection', databaseUrl(server.url, name)]).ms;
      rows.push([`${count} scripts (ms, ms/script)`, `${ms.toFixed(0)}, ${(ms / count).toFixed(2)}`]);
      await dropScratch(server.url, name);
    }
    printTable('deploy: scale (per-script time should stay flat)', rows);
    return { ratio: median(skipTests) / median(psql), noopMs: median(noop) };
  } finally {
    for (const name of names) await dropScratch(server.url, name).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDeploy();
