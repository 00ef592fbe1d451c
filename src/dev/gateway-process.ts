// The generated gateway as a child process of `pgmi dev`: dependencies installed on first run, started with
// the database URL of the gateway role, ready when /health answers with this run's token, stopped with SIGTERM.
// It runs as `node --import tsx src/main.ts` (its source, no build), not under `tsx watch`: a watcher outlives
// a crash of the gateway, and pgmi dev must see the gateway exit. `pgmi dev --watch` restarts it on a save.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { GatewayFailed, ProjectError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';

export interface GatewayProcess {
  url: string;
  stop(): Promise<void>;
  /** Resolves when the process exits on its own (a crash). */
  exited: Promise<number | undefined>;
}

export async function ensureGatewayDependencies(gatewayDir: string, reporter: Reporter): Promise<void> {
  if (!existsSync(join(gatewayDir, 'package.json'))) {
    throw new ProjectError(`${gatewayDir} has no package.json: this project has no gateway`, { hint: 'pgmi dev needs a project rendered from the advanced template.' });
  }
  if (existsSync(join(gatewayDir, 'node_modules'))) return;
  // npm ci when the project has the lockfile pgmi init writes: the exact versions the template was tested with.
  const command = existsSync(join(gatewayDir, 'package-lock.json')) ? 'ci' : 'install';
  reporter.info(`Installing the gateway's dependencies (first run: npm ${command} in gateway/)…`);
  const result = await execa('npm', [command, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: gatewayDir, reject: false, all: true });
  if (result.exitCode !== 0) {
    throw new ProjectError(`npm install failed in ${gatewayDir}: ${String(result.all).trim().split('\n').slice(-3).join(' ')}`, {
      hint: `Run npm ${command} in gateway/ yourself and look at the error.`,
    });
  }
}

export async function startGateway(input: {
  gatewayDir: string;
  databaseUrl: string;
  host: string;
  port: number;
  env: NodeJS.ProcessEnv;
  onOutput: (line: string) => void;
}): Promise<GatewayProcess> {
  // Echoed by GET /health: proof that the answer comes from this process, not another server on the port.
  const runToken = randomBytes(16).toString('hex');
  // The absolute path names the project in `ps`; tsx is found from the gateway folder (the working directory).
  const child: ResultPromise = execa(process.execPath, ['--import', 'tsx', join(input.gatewayDir, 'src', 'main.ts')], {
    cwd: input.gatewayDir,
    env: { ...input.env, DATABASE_URL: input.databaseUrl, HOST: input.host, PORT: String(input.port), LOG_LEVEL: input.env.LOG_LEVEL ?? 'info', PGMI_DEV_RUN: runToken, PGMI_DEV_PROJECT_DIR: dirname(input.gatewayDir) },
    extendEnv: true,
    reject: false,
    stdin: 'ignore',
    // Its own process group, so stopping it also stops anything it started.
    detached: true,
    cleanup: true,
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') input.onOutput(line);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  const exited = child.then((result) => result.exitCode);
  const url = `http://${input.host}:${input.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {
        // gone between the timeout and the kill: nothing to do
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(url, runToken, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, exited };
}

async function waitForHealth(url: string, runToken: string, exited: Promise<number | undefined>): Promise<void> {
  let done = false;
  let exitCode: number | undefined;
  void exited.then((code) => {
    done = true;
    exitCode = code;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (done) throw new GatewayFailed(`the gateway exited during start (exit code ${exitCode ?? 'unknown'})`, { hint: 'Its output is shown above.' });
    let answeredBy: string | null | undefined;
    try {
      const response = await fetch(`${url}/health`);
      answeredBy = response.headers.get('x-pgmi-dev-run');
      await response.body?.cancel();
      if (response.ok && answeredBy === runToken) return;
    } catch {
      // not listening yet
    }
    if (answeredBy !== undefined && answeredBy !== runToken) {
      throw new GatewayFailed(`another server answers on ${url}, not the gateway pgmi dev started`, {
        hint: 'Stop what is listening there, or choose another port: pgmi dev --port N.',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new GatewayFailed('the gateway did not answer /health within 60 s', { hint: 'Its output is shown above.' });
}
