// Startup cost: `pgmi --version` against `node -e 0`, interleaved runs, medians. Goal: ratio ≤ 2.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median, printTable } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.js', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 30);

function time(args) {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, args, { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function benchCliStart() {
  const node = [];
  const pgmi = [];
  for (let i = 0; i < 3; i += 1) { time(['-e', '0']); time([bin, '--version']); } // warm the file cache
  for (let i = 0; i < runs; i += 1) {
    node.push(time(['-e', '0']));
    pgmi.push(time([bin, '--version']));
  }
  const ratio = median(pgmi) / median(node);
  printTable('cli-start', [
    ['node -e 0 (median ms)', median(node).toFixed(1)],
    ['pgmi --version (median ms)', median(pgmi).toFixed(1)],
    ['ratio (goal ≤ 2)', ratio.toFixed(2)],
  ]);
  return { ratio };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCliStart();
