// A deploy running in the background as its own process, and its backend found by a unique application_name:
// to catch a deploy in the middle of a statement (kill it, terminate its connection, take its lock).
import { execa } from 'execa';
import { cleanEnv, PGMI_BIN } from './cli.js';
import { queryOne } from './project.js';

let runs = 0;

/** Starts `pgmi deploy dir` on `url`; `tag` is the application_name its connections carry. */
export function startDeploy(dir: string, url: string, extra: readonly string[]) {
  runs += 1;
  const tag = `pgmi-background-${process.pid}-${runs}`;
  const separator = url.includes('?') ? '&' : '?';
  const child = execa('node', [PGMI_BIN, 'deploy', dir, '--connection', `${url}${separator}application_name=${tag}`, ...extra], {
    env: cleanEnv(),
    extendEnv: false,
    reject: false,
  });
  return Object.assign(child, { tag });
}

/**
 * The pid of the tagged deploy's backend once it exists ('any'), or once it is running a script's
 * `pg_sleep(current_setting(…))` ('sleeping').
 */
export async function waitForBackend(url: string, tag: string, state: 'any' | 'sleeping' = 'sleeping'): Promise<number> {
  for (let i = 0; i < 150; i += 1) {
    const row = await queryOne<{ pid: number | null }>(
      url,
      `SELECT max(pid) AS pid FROM pg_stat_activity
        WHERE application_name = $1 AND ($2 = 'any' OR (state = 'active' AND query LIKE '%pg_sleep(current_setting%'))`,
      [tag, state],
    );
    if (row.pid) return row.pid;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${state} backend for ${tag}: the background deploy never got there`);
}
