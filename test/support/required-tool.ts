// Tests that need a tool the machine may lack (chromium, pgbouncer, a PostgreSQL version from npm …). On a
// developer's machine they are skipped and say why; under CI (CI set, as .ci/run does) a missing tool fails the
// run, naming it, so a failed install can never turn into a green run without that coverage.
import { spawnSync } from 'node:child_process';
import { it } from 'vitest';

/** CI is set and not "false" (the same reading as pgmi's own run context). */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== 'false';
}

/**
 * `missing` is why the tool is unusable, or undefined when it is there. Returns whether the tests that need it
 * must be skipped (a skipped test saying why stands in for them); under CI never: a failing test naming the tool
 * stands in for them instead.
 * Call it at the top level of a test file (or inside a describe).
 */
export function skipWithout(missing: string | undefined): boolean {
  if (missing === undefined) return false;
  if (inCi()) {
    it(`has what it needs: ${missing}`, () => {
      throw new Error(`${missing} (under CI a missing tool fails the run; .ci/run installs it)`);
    });
  } else {
    console.warn(`SKIPPED: ${missing}`);
    it.skip(`needs: ${missing}`, () => undefined);
  }
  return true;
}

/** Why `command` cannot run here (not on PATH), or undefined. `install` says how to get it. */
export function commandMissing(command: string, install: string): string | undefined {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0 ? undefined : `${command} is not installed (${install})`;
}
