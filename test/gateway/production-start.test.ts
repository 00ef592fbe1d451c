// The generated gateway in production: `npm ci --omit=dev && npm start` runs the compiled JavaScript that
// pgmi init ships in gateway/dist/, with no TypeScript tooling installed.
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployAdvancedProject, type DeployedProject } from './support/project.js';
import { postMcp, rpcRequest, send } from './support/http.js';
import { runDockerfile } from './support/dockerfile-runner.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';
import { waitUntil } from '../support/poll.js';
import { startGateway } from './support/gateway-process.js';

let project: DeployedProject;

beforeAll(async () => {
  project = await deployAdvancedProject('prodstart');
});
afterAll(async () => {
  await project?.cleanup();
});

describe('the generated gateway in production', () => {
  it('starts with npm start after npm ci --omit=dev, answers, and stops on SIGTERM', async () => {
    const gatewayDir = join(project.dir, 'gateway');
    expect(existsSync(join(gatewayDir, 'dist', 'main.js'))).toBe(true);
    const install = await execa('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: gatewayDir, reject: false, all: true });
    expect(install.exitCode, install.all).toBe(0);
    expect(existsSync(join(gatewayDir, 'node_modules', 'pg'))).toBe(true);
    expect(existsSync(join(gatewayDir, 'node_modules', 'tsx'))).toBe(false);
    expect(existsSync(join(gatewayDir, 'node_modules', 'typescript'))).toBe(false);

    const child = execa('npm', ['start', '--silent'], {
      cwd: gatewayDir,
      env: { DATABASE_URL: project.gatewayUrl, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      reject: false,
      buffer: false,
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const port = await waitForPort(() => output, () => child.exitCode !== null);
      const base = `http://127.0.0.1:${port}`;
      expect((await send(`${base}/ready`)).status).toBe(200);
      const listed = await postMcp(`${base}/mcp`, rpcRequest('tools/list'));
      expect(listed.status).toBe(200);
      expect(Array.isArray(listed.json.result.tools)).toBe(true);
    } finally {
      // npm start runs node as its child: signal the group, as a supervisor stopping the container would.
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      const result = await child;
      expect(result.exitCode ?? result.signal, output).toSatisfy((code: unknown) => code === 0 || code === 'SIGTERM');
    }
  });

  it('stops when npm start alone is sent SIGTERM: the gateway exits, its port closes, nothing is orphaned', async () => {
    const gatewayDir = join(project.dir, 'gateway');
    if (!existsSync(join(gatewayDir, 'node_modules', 'pg'))) {
      const install = await execa('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: gatewayDir, reject: false, all: true });
      expect(install.exitCode, install.all).toBe(0);
    }
    const npm = execa('npm', ['start', '--silent'], {
      cwd: gatewayDir,
      env: { DATABASE_URL: project.gatewayUrl, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
      reject: false,
      buffer: false,
    });
    let output = '';
    npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let gatewayPid: number | undefined;
    try {
      const port = await waitForPort(() => output, () => npm.exitCode !== null);
      gatewayPid = await gatewayProcess(gatewayDir);
      expect(gatewayPid, 'the gateway runs as its own process under npm').toBeDefined();
      // What a supervisor that knows only npm's pid does (no process group).
      process.kill(npm.pid!, 'SIGTERM');
      // npm's own exit (its output pipes stay open as long as an orphan holds them).
      expect(await waitUntil(() => npm.exitCode !== null || npm.signalCode !== null, 15_000), 'npm exited').toBe(true);
      expect(await waitUntil(async () => !(await isAlive(gatewayPid!)), 15_000), `the gateway (pid ${gatewayPid}) exited:\n${output}`).toBe(true);
      expect(await accepts(port)).toBe(false);
      expect(output).toContain('"msg":"stopped"');
    } finally {
      if (gatewayPid !== undefined && (await isAlive(gatewayPid))) process.kill(gatewayPid, 'SIGKILL'); // the orphan a failure leaves
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      await npm;
    }
  });

  it('starts and serves without loading the fetch implementation, and leaves no navigator behind (Node 20)', async () => {
    // pg's Cloudflare probe loads undici on Node 20 unless it finds navigator.userAgent (db/pg-driver.ts lends one for
    // pg's import only). A preload reports, as the process exits, what was loaded and what navigator is then.
    const work = await makeTempDir('pgmi-modules');
    try {
      const probe = join(work, 'module-probe.cjs');
      await writeFile(probe, [
        "process.on('exit', () => process.stderr.write('module-probe ' + JSON.stringify({",
        "  undici: process.moduleLoadList.filter((name) => name.includes('undici')),",
        '  navigator: typeof globalThis.navigator,',
        '}) + "\\n"));',
      ].join('\n'));
      const gateway = await startGateway({ projectDir: project.dir, databaseUrl: project.gatewayUrl, env: { NODE_OPTIONS: `--require ${probe}` } });
      const listed = await postMcp(gateway.mcpUrl, rpcRequest('tools/list'));
      expect(listed.status).toBe(200);
      expect(await gateway.stop('SIGTERM')).toBe(0);
      const report = /module-probe (\{.*\})/.exec(gateway.output());
      expect(report, gateway.output()).not.toBeNull();
      const nodeMajor = Number(process.versions.node.split('.')[0]);
      expect(JSON.parse(report![1]!)).toEqual({ undici: [], navigator: nodeMajor >= 21 ? 'object' : 'undefined' });
    } finally {
      await removeDir(work);
    }
  });

  it('builds and runs as its Dockerfile says: compiled in one stage, run non-root with production dependencies, healthy on /ready', async () => {
    // No Docker engine on these machines: the instructions run here, one folder per stage (see dockerfile-runner.ts).
    // This proves: every COPY source exists in the build context (after .dockerignore), every RUN succeeds in order
    // on a clean npm cache, the runtime stage holds dist/ and production dependencies only, CMD starts the gateway
    // and the HEALTHCHECK command reports it healthy.
    // It does NOT prove, and a real `docker build` + `docker run` in the user's CI must:
    // - the base image: node:20-bookworm-slim is not pulled; RUN and CMD use this machine's Node, OS and libc;
    // - USER node: it is read from the Dockerfile and asserted, but the processes run as this test's user, so file
    //   permissions for a non-root user in /app are untested;
    // - the container's network: HOST=0.0.0.0 is overridden to 127.0.0.1, and EXPOSE/port publishing are not exercised;
    // - PID 1: the gateway is a child of the test runner, not PID 1, so `docker stop`'s SIGTERM delivery is emulated;
    // - HEALTHCHECK's interval, timeout, start period and retries (only its command runs, once);
    // - Docker's own parsing of the file (the runner handles only the instructions this Dockerfile uses).
    const work = await makeTempDir('pgmi-docker');
    try {
      const stages = await runDockerfile(join(project.dir, 'gateway'), work);
      expect(stages.map((stage) => stage.name)).toEqual(['build', 'stage1']);
      const runtime = stages[1]!;
      expect(runtime.user).toBe('node');
      expect(existsSync(join(runtime.dir, 'dist', 'main.js'))).toBe(true);
      expect(existsSync(join(runtime.dir, 'node_modules', 'pg'))).toBe(true);
      expect(existsSync(join(runtime.dir, 'node_modules', 'typescript'))).toBe(false);
      expect(existsSync(join(runtime.dir, 'src'))).toBe(false);
      expect(runtime.cmd).toEqual(['node', 'dist/main.js']);

      const [command, ...args] = runtime.cmd!;
      const env = { ...runtime.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: project.gatewayUrl, LOG_LEVEL: 'info' };
      const child = execa(command!, args, { cwd: runtime.dir, env, reject: false, buffer: false });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        const port = await waitForPort(() => output, () => child.exitCode !== null);
        const [checkCommand, ...checkArgs] = runtime.healthcheck!;
        const health = await execa(checkCommand!, checkArgs, { cwd: runtime.dir, env: { ...env, PORT: String(port) }, reject: false });
        expect(health.exitCode, health.stderr).toBe(0);
      } finally {
        child.kill('SIGTERM');
        expect((await child).exitCode, output).toBe(0);
      }
    } finally {
      await removeDir(work);
    }
  });
});

async function waitForPort(output: () => string, hasExited: () => boolean): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !hasExited()) {
    const match = /"msg":"listening"[^\n]*"port":(\d+)/.exec(output());
    if (match) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the gateway did not start:\n${output()}`);
}

/** The node process running dist/main.js in `dir` (found through /proc: npm does not say). */
async function gatewayProcess(dir: string): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      if (cmdline.includes('dist/main.js') && (await readlink(`/proc/${entry}/cwd`)) === dir) return Number(entry);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return undefined;
}

async function isAlive(pid: number): Promise<boolean> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \([^)]*\) Z/.test(stat); // a zombie has exited
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
