// Startup cost, side by side with `node -e 0` (interleaved runs, medians): `pgmi --version` (goal ≤ 1.5×) and the
// time until `pgmi serve` answers an MCP `initialize` sent on stdin at spawn (goal ≤ 2×); under the Node that runs the
// bench and under Node 22 (the npm `node` package in a cache folder, bench/lib.mjs), each against its own `node -e 0`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, nodesToCompare, printTable } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.cjs', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 30);
const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
})}\n`;

function time(node, args) {
  const start = process.hrtime.bigint();
  execFileSync(node, args, { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Milliseconds from spawning `pgmi serve` to the first line on its stdout (the initialize result). */
function timeInitialize(node, project) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(node, [bin, 'serve', project], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (!out.includes('"protocolVersion"')) reject(new Error(`unexpected answer: ${out}`));
      child.stdin.end();
      child.once('exit', () => resolve(elapsed));
    });
    child.once('error', reject);
    child.stdin.write(INITIALIZE);
  });
}

export async function benchCliStart() {
  const project = mkdtempSync(join(tmpdir(), 'pgmi-bench-start-'));
  writeFileSync(join(project, 'pgmi.yaml'), 'name: bench\n');
  try {
    const sides = nodesToCompare().map((side) => ({ ...side, alone: [], version: [], initialize: [] }));
    for (let i = 0; i < 3; i += 1) {
      for (const side of sides) {
        // warm the file cache (and Node 22's compile cache)
        time(side.node, ['-e', '0']);
        time(side.node, [bin, '--version']);
        await timeInitialize(side.node, project);
      }
    }
    for (let i = 0; i < runs; i += 1) {
      for (const side of sides) {
        side.alone.push(time(side.node, ['-e', '0']));
        side.version.push(time(side.node, [bin, '--version']));
        side.initialize.push(await timeInitialize(side.node, project));
      }
    }
    const ratios = sides.map((side) => ({
      versionRatio: median(side.version) / median(side.alone),
      initializeRatio: median(side.initialize) / median(side.alone),
    }));
    printTable(
      'cli-start',
      sides.flatMap((side, i) => [
        [`node -e 0, ${side.label} (median ms)`, median(side.alone).toFixed(1)],
        [`pgmi --version, ${side.label} (median ms)`, median(side.version).toFixed(1)],
        [`pgmi serve: initialize answered, ${side.label} (median ms)`, median(side.initialize).toFixed(1)],
        [`--version ratio, ${side.label} (goal ≤ 1.5)`, ratios[i].versionRatio.toFixed(2)],
        [`initialize ratio, ${side.label} (goal ≤ 2)`, ratios[i].initializeRatio.toFixed(2)],
      ]),
    );
    return { ratio: ratios[0].versionRatio, ...ratios[0] };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCliStart();
