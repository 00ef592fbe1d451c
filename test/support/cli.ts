// Runs the built CLI as a child process, with connection variables scrubbed so tests never hit a stray server.
import { execa } from 'execa';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PGMI_BIN = fileURLToPath(new URL('../../bin/pgmi.cjs', import.meta.url));

const SCRUBBED = ['DATABASE_URL', 'PGMI_CONNECTION_STRING', 'PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE', 'PGSSLMODE', 'PGPASSFILE', 'PGSERVICE'];

export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', CI: '1' };
  for (const key of SCRUBBED) env[key] = undefined;
  return { ...env, ...extra };
}

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  input?: string;
  timeoutMs?: number;
}

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export async function runPgmi(args: readonly string[], options: RunOptions = {}): Promise<CliResult> {
  const result = await execa('node', [PGMI_BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: cleanEnv(options.env),
    extendEnv: false,
    reject: false,
    input: options.input,
    timeout: options.timeoutMs ?? 120_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}
