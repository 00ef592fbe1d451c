// The tests an incremental redeploy left for after COMMIT (increment.ts), while the gateway already serves the
// change: one transaction on the committed database with the deploy's parameters and session scripts, then
// the tests, then ROLLBACK — as `pgmi test` would run them. A newer save abandons it (superseded).
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { Interrupted } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import type { Params } from '../project/params.js';
import type { IncrementPlan } from './increment-plan.js';
import { runScript } from './run-script.js';
import { runSqlTests } from './sql-tests.js';
import type { ScriptText } from './handler-cause.js';
import { prepareDeployTransaction, rollback } from './transaction.js';

export type RestOfSuiteOutcome = { status: 'passed'; passed: number; durationMs: number } | { status: 'superseded' };

export async function runRestOfSuite(input: {
  target: ConnectionTarget;
  increment: IncrementPlan;
  /** Every script of the deploy (where a failing handler is found). */
  scripts: readonly ScriptText[];
  params: Params;
  lockTimeoutMs: number;
  reporter: Reporter;
  /** Aborted by a newer save. */
  superseded: AbortSignal;
}): Promise<RestOfSuiteOutcome> {
  const startedAt = Date.now();
  const client = await connect(input.target);
  try {
    await client.query('BEGIN');
    try {
      await prepareDeployTransaction({ client, lockTimeoutMs: input.lockTimeoutMs, params: input.params });
      const changed = new Set(input.increment.changed);
      for (const script of input.increment.scripts.filter((s) => !changed.has(s.path))) await runScript(client, script, 'script');
      const { passed } = await runSqlTests(client, input.increment.rest, input.reporter, { done: 0, total: input.increment.restCount }, { scripts: input.scripts, signal: input.superseded });
      return { status: 'passed', passed, durationMs: Date.now() - startedAt };
    } finally {
      await rollback(client).catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof Interrupted && input.superseded.aborted) return { status: 'superseded' };
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
