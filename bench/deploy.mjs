// Deploy speed, side by side in one run:
//  1. cold deploy of the largest template ÷ psql --single-transaction applying the same script files (goal ≤ 1.2)
//  2. no-op redeploy wall time (goal < 150 ms median), beside `node -e 0` on the same machine (start-up no Node CLI avoids),
//     under the Node that runs the bench and under Node 22 (the npm `node` package in a cache folder), taking turns
//  3. generated projects of 250 / 500 / 1,000 repeatable scripts: deploy time per script (goal: linear)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { parse } from 'yaml';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, databaseUrl, DEV_PASSWORDS, dropScratch, findServer, median, nodesToCompare, passwordArgs, printTable, timeMs } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.cjs', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);

/** This process's environment with `changes` applied (a value of undefined removes the variable). */
function withEnv(changes) {
  const env = { ...process.env, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete env[key];
  return env;
}

function pgmi(args, env = {}, node = process.execPath) {
  const start = process.hrtime.bigint();
  const result = spawnSync(node, [bin, ...args], { encoding: 'utf8', env: withEnv({ CI: '1', NO_COLOR: '1', ...env }) });
  const ms = timeMs(start);
  if (result.status !== 0) throw new Error(`pgmi ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return { ms, stdout: result.stdout };
}

/** The script files of a rendered project in plan order, from `pgmi deploy --dry-run --json`. */
function planOf(project, url) {
  const doc = JSON.parse(pgmi(['deploy', project, '--connection', url, '--dry-run', '--json', ...passwordArgs()]).stdout);
  return doc.plan.map((s) => s.path);
}

/** The parameters a deploy of the project gets (pgmi.yaml params, env_defaults for its env, the bench passwords). */
function paramsOf(project) {
  const config = parse(readFileSync(join(project, 'pgmi.yaml'), 'utf8')) ?? {};
  const params = { ...(config.params ?? {}) };
  for (const [key, value] of Object.entries(config.env_defaults?.[params.env] ?? {})) params[key] ??= value;
  for (const [kind, value] of Object.entries(DEV_PASSWORDS)) if (`${kind}_password` in params) params[`${kind}_password`] ??= value;
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== null && v !== undefined));
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
    const scripts = planOf(project, probeUrl);
    const params = paramsOf(project);
    const paramArgs = template === 'advanced' ? passwordArgs() : [];
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

    // 2. No-op redeploy, under each Node, taking turns (the first run of each also fills Node 22's compile cache).
    const warm = scratch('noop');
    const warmUrl = databaseUrl(server.url, warm);
    const noopArgs = ['deploy', project, '--connection', warmUrl, ...paramArgs];
    pgmi(noopArgs);
    // NODE_EXTRA_CA_CERTS (set on some CI machines and behind corporate proxies) makes Node 20 read and parse that
    // file before any script runs (+40-50 ms of `node -e 0` on the machine that found it; Node 22 much less): when it
    // is set, both figures are taken a second time without it, so the report shows what pgmi itself adds.
    const withoutCaCerts = process.env.NODE_EXTRA_CA_CERTS ? [{ NODE_EXTRA_CA_CERTS: undefined }] : [];
    const environments = [{}, ...withoutCaCerts];
    const sides = nodesToCompare().flatMap((side) =>
      environments.map((env) => ({ ...side, env, label: env === environments[0] ? side.label : `${side.label} without NODE_EXTRA_CA_CERTS`, noop: [], alone: [] })),
    );
    for (const side of sides) pgmi(noopArgs, side.env, side.node);
    for (let i = 0; i < Math.max(5, runs); i += 1) {
      for (const side of sides) {
        side.noop.push(pgmi(noopArgs, side.env, side.node).ms);
        const start = process.hrtime.bigint();
        execFileSync(side.node, ['-e', '0'], { env: withEnv(side.env) });
        side.alone.push(timeMs(start));
      }
    }

    printTable(`deploy: ${template} template (${scripts.length} scripts), median of ${runs}`, [
      ['psql --single-transaction -f (ms)', median(psql).toFixed(0)],
      ['pgmi deploy --skip-tests (ms)', median(skipTests).toFixed(0)],
      ['pgmi deploy with tests + verify (ms)', median(withTests).toFixed(0)],
      ['ratio scripts only (goal ≤ 1.2)', (median(skipTests) / median(psql)).toFixed(2)],
      ['ratio with tests', (median(withTests) / median(psql)).toFixed(2)],
      ...sides.flatMap((side) => [
        [`no-op redeploy wall time, ${side.label} (goal < 150 ms)`, `${median(side.noop).toFixed(0)} ms`],
        [`node -e 0, ${side.label}: the part no Node CLI avoids`, `${median(side.alone).toFixed(0)} ms`],
      ]),
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

    // 4. The advanced template with 1,000 MCP tools in api/ (goal: deploys in < 30 s).
    const big = join(work, 'big');
    pgmi(['init', big, '--template', 'advanced', '--yes', '--no-git']);
    const registrations = [];
    for (let i = 1; i <= 1000; i += 1) {
      const id = `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      registrations.push(
        `SELECT api.create_or_replace_mcp_handler('${JSON.stringify({ id, type: 'tool', name: `bench_tool_${i}`, description: `Bench tool ${i}`, requiresAuth: false, readOnly: true, tags: ['bench'], inputSchema: { type: 'object', properties: { x: { type: 'integer' } }, additionalProperties: false } })}'::jsonb,\n$body$ BEGIN RETURN api.mcp_tool_result(jsonb_build_array(api.mcp_text('${i}')), request.request_id); END; $body$);`,
      );
    }
    writeFileSync(join(big, 'api', 'bench-tools.sql'), `-- 1,000 generated tools (bench)\n${registrations.join('\n')}\n`);
    const bigDb = scratch('tools1000');
    await adminQuery(server.url, `CREATE DATABASE ${bigDb}`);
    const bigMs = pgmi(['deploy', big, '--connection', databaseUrl(server.url, bigDb), ...passwordArgs()]).ms;
    printTable('deploy: advanced template + 1,000 MCP tools', [['cold deploy with tests + verify (goal < 30 s)', `${(bigMs / 1000).toFixed(1)} s`]]);
    await dropScratch(server.url, bigDb);
    return { ratio: median(skipTests) / median(psql), noopMs: median(sides[0].noop) };
  } finally {
    for (const name of names) await dropScratch(server.url, name).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDeploy();
