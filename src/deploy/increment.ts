// An incremental redeploy (pgmi dev --watch; the decision is increment-plan.ts): one transaction with the
// session scripts and the changed scripts, the deploy.finalize functions (told which scripts did not run, so
// only what the changed or removed files registered can be removed), the tests that exercise the change,
// the verification, the tracking rows, COMMIT. The deployment is recorded with a fingerprint no plan has
// ("incremental:…"), so the next `pgmi deploy` or `pgmi dev` start is a full deploy with the whole suite.
import { connectionLost, isConnectionLost, type LostAt } from '../db/connection-lost.js';
import { maskParams } from '../project/params.js';
import type { ApplyOptions, ApplyResult } from './apply-options.js';
import type { IncrementPlan } from './increment-plan.js';
import { runSqlTests } from './sql-tests.js';
import { recordDeployment } from './track.js';
import { finalizeAfter, prepareDeployTransaction, rollback, runScriptsInOrder, throwIfAborted } from './transaction.js';
import { refreshStatistics, tablesToAnalyze } from './statistics.js';
import { readSummary, runVerification } from './verify.js';

/** What pgmi.deployment holds for an incremental deploy of a plan. */
export function incrementalFingerprint(planFingerprint: string): string {
  return `incremental:${planFingerprint}`;
}

export async function runIncrement(options: ApplyOptions, increment: IncrementPlan): Promise<ApplyResult> {
  const { client, plan, reporter } = options;
  const startedAt = new Date();
  const ran = new Set(increment.scripts.map((s) => s.path));
  const steps = increment.scripts.length + increment.firstCount;
  let at: LostAt = 'in-transaction';
  let step: string | undefined;
  let isOpen = false;
  try {
    await client.query('BEGIN');
    isOpen = true;
    const deploymentId = await prepareDeployTransaction(options);
    await runScriptsInOrder(options, increment.scripts, steps, (path) => (step = path));
    step = 'the deploy.finalize functions';
    const finalize = await finalizeAfter(options, deploymentId, increment.scripts);
    step = 'the SQL tests';
    const testsPassed = (await runSqlTests(client, increment.first, reporter, { done: increment.scripts.length, total: steps }, { scripts: plan.scripts })).passed;
    throwIfAborted(options.signal);
    step = 'the verification';
    const verify = await runVerification(client, options.config.deploy.verify);
    const summary = await readSummary(client, options.config.deploy.summary);

    step = 'the tracking rows';
    await client.query('RESET ROLE');
    await recordDeployment(client, {
      deploymentId,
      startedAt,
      fingerprint: incrementalFingerprint(plan.fingerprint),
      pgmiVersion: options.pgmiVersion,
      projectName: options.config.name,
      template: options.config.template,
      templateVersion: options.config.templateVersion,
      scriptsApplied: increment.scripts.length,
      scriptsSkipped: plan.scripts.length - increment.scripts.length,
      testsPassed,
      forced: false,
      maskedParams: maskParams(options.params),
      detail: `incremental (pgmi dev --watch): ${[...increment.changed, ...increment.removed.map((path) => `${path} (removed)`)].join(', ') || 'tests only'}; ${increment.restCount} tests ran after COMMIT`,
      scripts: plan.scripts.map((script) => ({ path: script.path, kind: script.kind, checksum: script.checksum, executed: ran.has(script.path) })),
    });
    const stale = await tablesToAnalyze(options);
    throwIfAborted(options.signal);
    at = 'during-commit';
    step = undefined;
    await client.query('COMMIT');
    isOpen = false;
    await refreshStatistics(client, stale, options.lockTimeoutMs, options.reporter);
    return {
      status: 'applied',
      scriptsApplied: increment.scripts.length,
      scriptsSkipped: plan.scripts.length - increment.scripts.length,
      testsPassed,
      testsTotal: increment.firstCount,
      verify,
      summary,
      deploymentId,
      postCommitScripts: 0,
      finalize,
      increment,
    };
  } catch (error) {
    if (isOpen) await rollback(client).catch(() => undefined);
    throw isConnectionLost(error) ? connectionLost(error, at, step) : error;
  }
}
