// Startup cost, side by side with `node -e 0` (interleaved runs, medians): `pgmi --version` (goal ≤ 1.5×) and the
// time until `pgmi serve` answers an MCP `initialize` sent on stdin at spawn (goal ≤ 2×).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, printTable } from './lib.mjs';

const bin = fileURLToPath(new URL('../bin/pgmi.js', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 30);
const INITIALIZE = `${JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
})}\n`;

function time(args) {
  const start = process.hrtime.bigint();
  execFileSync(process.execPath, args, { stdio: 'ignore' });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** Milliseconds from spawning `pgmi serve` to the first line on its stdout (the initialize result). */
function timeInitialize(project) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, 'serve', project], { stdio: ['pipe', 'pipe', 'ignore'] });
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
    const node = [];
    const version = [];
    const initialize = [];
    for (let i = 0; i < 3; i += 1) {
      // warm the file cache
      time(['-e', '0']);
      time([bin, '--version']);
      await timeInitialize(project);
    }
    for (let i = 0; i < runs; i += 1) {
      node.push(time(['-e', '0']));
      version.push(time([bin, '--version']));
      initialize.push(await timeInitialize(project));
    }
    const versionRatio = median(version) / median(node);
    const initializeRatio = median(initialize) / median(node);
    printTable('cli-start', [
      ['node -e 0 (median ms)', median(node).toFixed(1)],
      ['pgmi --version (median ms)', median(version).toFixed(1)],
      ['pgmi serve: initialize answered (median ms)', median(initialize).toFixed(1)],
      ['--version ratio (goal ≤ 1.5)', versionRatio.toFixed(2)],
      ['initialize ratio (goal ≤ 2)', initializeRatio.toFixed(2)],
    ]);
    return { ratio: versionRatio, versionRatio, initializeRatio };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCliStart();
