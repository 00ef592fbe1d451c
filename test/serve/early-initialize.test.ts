// pgmi serve answers the client's initialize before it loads the MCP SDK, under Node 20 and Node 22. Node 22's
// module loader reads files synchronously, so there stdin was not read until the whole SDK had loaded (initialize
// took ~175 ms against ~95 on Node 20). A preload module records, in one file and in the order they happen, every
// SDK module the process loads and every line it writes to stdout; the initialize answer must come first.
// (`npm run bench -- cli-start` measures the time; this test checks the order, which does not depend on speed.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { execa } from 'execa';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanEnv, PGMI_BIN, REPO_ROOT } from '../support/cli.js';
import { node22Binary } from '../support/node22.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

// Node 22 runs the load hook in the process's own thread (registerHooks); Node 20 only in a hooks thread (register),
// which still logs a module before the main thread can run it. The CLI bundle is CommonJS and may require() the SDK:
// Node 20's hooks never see require, so the recorder also watches Module._load.
const HOOKS = `
import { appendFileSync } from 'node:fs';
export function load(url, context, nextLoad) {
  if (url.includes('/@modelcontextprotocol/sdk/')) appendFileSync(process.env.PGMI_TEST_ORDER_LOG, 'load ' + url + '\\n');
  return nextLoad(url, context);
}
`;
const RECORDER = `
import module from 'node:module';
import { appendFileSync } from 'node:fs';
const hooks = new URL('./hooks.mjs', import.meta.url);
if (module.registerHooks) module.registerHooks({ load: (await import(hooks)).load });
else module.register(hooks);
const load = module._load;
module._load = function (request, ...rest) {
  if (request.includes('@modelcontextprotocol/sdk')) appendFileSync(process.env.PGMI_TEST_ORDER_LOG, 'load ' + request + '\\n');
  return load.call(this, request, ...rest);
};
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  appendFileSync(process.env.PGMI_TEST_ORDER_LOG, 'stdout ' + String(chunk).slice(0, 60) + '\\n');
  return write(chunk, ...rest);
};
`;

const INITIALIZE = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'order', version: '1' } } })}\n`;

let dir: string;
let recorder: string;
let node22: string;
/** Each case runs on the Node running the tests and on Node 22 (whose binary is known once beforeAll ran). */
const NODES = [
  ['Node 20 (the running Node)', () => process.execPath],
  ['Node 22', () => node22],
] as const;

beforeAll(async () => {
  node22 = await node22Binary();
  dir = await makeTempDir('pgmi-early-initialize');
  writeFileSync(join(dir, 'pgmi.yaml'), 'name: early_initialize\n');
  recorder = join(dir, 'recorder.mjs');
  writeFileSync(recorder, RECORDER);
  writeFileSync(join(dir, 'hooks.mjs'), HOOKS);
}, 300_000);

afterAll(async () => {
  if (dir) await removeDir(dir);
});

/** Runs pgmi serve with initialize already on stdin; returns the recorded order once the answer arrived. */
function recordedOrder(node: string, log: string): Promise<string[]> {
  writeFileSync(log, '');
  return new Promise((resolve, reject) => {
    const child = spawn(node, ['--import', recorder, PGMI_BIN, 'serve', dir], {
      cwd: REPO_ROOT,
      env: cleanEnv({ PGMI_TEST_ORDER_LOG: log }) as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // Past the answer, let the server finish loading so the log holds the SDK's modules too.
      if (stderr.includes('serving') || stdout.includes('\n')) setTimeout(() => child.stdin.end(), 2000);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`pgmi serve exited ${code}: ${stderr}`));
      else resolve(readFileSync(log, 'utf8').split('\n').filter(Boolean));
    });
    child.stdin.write(INITIALIZE);
  });
}

describe('pgmi serve answers initialize before loading the SDK', () => {
  for (const [label, node] of NODES) {
    it(label, async () => {
      const order = await recordedOrder(node(), join(dir, `${label.split(' ')[1]}.log`));
      const answer = order.findIndex((line) => line.startsWith('stdout ') && line.includes('protocolVersion'));
      const firstSdkModule = order.findIndex((line) => line.startsWith('load '));
      expect(answer, order.join('\n')).toBeGreaterThanOrEqual(0);
      expect(firstSdkModule, 'the SDK loads after the answer, in the same run').toBeGreaterThan(0);
      expect(answer, order.slice(0, 5).join('\n')).toBeLessThan(firstSdkModule);
    }, 120_000);
  }
});

const PIPED = [
  INITIALIZE,
  `${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`,
  `${JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' })}\n`,
].join('');

describe('pgmi serve with stdin closed before the SDK has loaded', () => {
  // `printf '<initialize>' | pgmi serve`, or a client that gives up at once: the session ends cleanly. It exited
  // with Node's 13 (a top-level await left unsettled): the end of stdin came before anything listened for it.
  // Requests piped in before the end are answered first (tools/list was dropped).
  for (const [label, node] of NODES) {
    it(label, async () => {
      for (const input of [INITIALIZE, PIPED, '']) {
        const result = await execa(node(), [PGMI_BIN, 'serve', dir], { cwd: REPO_ROOT, env: cleanEnv(), extendEnv: false, reject: false, input, timeout: 60_000 });
        expect(result.exitCode, `${JSON.stringify(input.slice(0, 20))}: ${result.stderr}`).toBe(0);
        expect(result.stderr).toContain('pgmi serve: stopped');
        const answers = result.stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { id: number; result: Record<string, unknown> });
        if (input) expect(answers[0]).toMatchObject({ id: 1, result: { protocolVersion: '2025-06-18' } });
        if (input === PIPED) expect(answers[1]).toMatchObject({ id: 2, result: { tools: expect.arrayContaining([expect.objectContaining({ name: 'plan' })]) } });
        expect(answers).toHaveLength(input === PIPED ? 2 : input ? 1 : 0);
      }
    }, 120_000);
  }
});
