// Runs the rendered project's gateway as a child process, the way `npm start` does: the compiled dist/
// with the repository's TypeScript (no npm install: the gateway's only runtime dependency, pg, comes from
// the repository's node_modules through a symlink).
import { execa, type ResultPromise } from 'execa';
import { existsSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../support/cli.js';

const TSC = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

export async function buildGateway(projectDir: string): Promise<string> {
  const gatewayDir = join(projectDir, 'gateway');
  const modules = join(gatewayDir, 'node_modules');
  if (!existsSync(modules)) await symlink(join(REPO_ROOT, 'node_modules'), modules, 'dir');
  if (!existsSync(join(gatewayDir, 'dist', 'main.js'))) {
    await execa('node', [TSC, '-p', join(gatewayDir, 'tsconfig.json')], { cwd: gatewayDir });
  }
  return gatewayDir;
}

export interface GatewayHandle {
  url: string;
  mcpUrl: string;
  port: number;
  /** Every JSON log line the gateway wrote so far, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Raw stdout + stderr, for assertions that nothing secret was printed. */
  output(): string;
  child: ResultPromise;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | undefined>;
}

export interface StartOptions {
  projectDir: string;
  databaseUrl: string;
  env?: Record<string, string>;
}

export async function startGateway(options: StartOptions): Promise<GatewayHandle> {
  const gatewayDir = await buildGateway(options.projectDir);
  const child = execa('node', ['dist/main.js'], {
    cwd: gatewayDir,
    env: { DATABASE_URL: options.databaseUrl, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...options.env },
    extendEnv: true,
    reject: false,
    buffer: false,
  });
  const logs: Array<Record<string, unknown>> = [];
  let raw = '';
  let pending = '';
  let resolvePort: (port: number) => void = () => undefined;
  const portKnown = new Promise<number>((resolve) => {
    resolvePort = resolve;
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'listening' && typeof entry.port === 'number') resolvePort(entry.port);
      } catch {
        logs.push({ unparsed: line }); // the gateway should only write JSON lines; tests can check this
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
  });
  const exited = child.then((result) => result.exitCode);
  const port = await Promise.race([
    portKnown,
    exited.then((code) => {
      throw new Error(`gateway exited (${code}) before listening:\n${raw}`);
    }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`gateway did not start in 20 s:\n${raw}`)), 20_000)),
  ]);
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    mcpUrl: `${url}/mcp`,
    port,
    logs,
    output: () => raw,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
