// The deploy transaction: settings, tracking schema, scripts, finalization, tests, verification, tracking
// rows, COMMIT, then the no-transaction scripts. `pgmi test` stops before the tracking rows and rolls back; a
// dry run stops after finalization and rolls back. A connection lost on the way is reported with what it
// means for the database at that moment.
import type pg from 'pg';
import { Interrupted, SqlFailure } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { maskParams, type Params } from '../project/params.js';
import { connectionLost, isConnectionLost, type LostAt } from '../db/connection-lost.js';
import type { PlannedScript } from './plan.js';
import { allocateDeploymentId, markPostCommitFailure, recordDeployment, TRACKING_DDL } from './track.js';
import { runScript, runStatements } from './run-script.js';
import { runSqlTests } from './sql-tests.js';
import { readSummary, runVerification } from './verify.js';
import { runFinalize, type FinalizeAction } from './finalize.js';
import { DEPLOY_SETTINGS } from './deploy-settings.js';
import type { ScriptStatus } from './status.js';
import type { ApplyOptions, ApplyResult } from './apply.js';

export async function runTransaction(options: ApplyOptions, statuses: ScriptStatus[]): Promise<ApplyResult> {
  const { client, plan, reporter } = options;
  const startedAt = new Date();
  const toRun = statuses.filter((s) => s.script.kind !== 'no-transaction' && !(s.script.kind === 'once' && s.status === 'up-to-date'));
  const postCommit = plan.scripts.filter((s) => s.kind === 'no-transaction');
  const skipped = plan.scripts.length - toRun.length - (options.mode === 'deploy' && !options.dryRun ? postCommit.length : 0);
  const runsTests = !options.skipTests && !options.dryRun;
  const testsTotal = runsTests ? plan.testFileCount : 0;
  const steps = toRun.length + testsTotal;

  let at: LostAt = 'in-transaction';
  let step: string | undefined;
  let isOpen = false;
  try {
    await client.query('BEGIN');
    isOpen = true;
    const deploymentId = await prepareDeployTransaction(options);

    await runScriptsInOrder(options, toRun.map((s) => s.script), steps, (path) => (step = path));
    step = 'the deploy.finalize functions';
    const finalize = await finalizeAfter(options, deploymentId, toRun.map((s) => s.script));
    throwIfAborted(options.signal);

    if (options.dryRun) {
      await rollback(client);
      isOpen = false;
      return { status: 'dry-run', statuses, scriptsApplied: toRun.length, scriptsSkipped: skipped, testsPassed: 0, testsTotal: 0, verify: [], postCommitScripts: 0, finalize, rehearsed: true };
    }

    let testsPassed = 0;
    step = 'the SQL tests';
    if (!runsTests) {
      if (plan.testFileCount > 0) reporter.warn(`--skip-tests: ${plan.testFileCount} SQL tests were not run.`);
    } else {
      testsPassed = (await runSqlTests(client, plan.tests, reporter, { done: toRun.length, total: steps }, { scripts: plan.scripts })).passed;
      if (testsPassed !== plan.testFileCount) throw new Error('test runner lost count of tests');
    }
    throwIfAborted(options.signal);

    step = 'the verification';
    const verify = await runVerification(client, options.config.deploy.verify);
    const summary = await readSummary(client, options.config.deploy.summary);

    if (options.mode === 'test') {
      await rollback(client);
      isOpen = false;
      return { status: 'tested', scriptsApplied: toRun.length, scriptsSkipped: skipped, testsPassed, testsTotal, verify, summary, postCommitScripts: 0, finalize };
    }

    // pgmi's own rows are written as the connecting user, whatever role the scripts switched to.
    step = 'the tracking rows';
    await client.query('RESET ROLE');
    const executed = new Set(toRun.map((s) => s.script));
    await recordDeployment(client, {
      deploymentId,
      startedAt,
      fingerprint: plan.fingerprint,
      pgmiVersion: options.pgmiVersion,
      projectName: options.config.name,
      template: options.config.template,
      templateVersion: options.config.templateVersion,
      scriptsApplied: toRun.length + postCommit.length,
      scriptsSkipped: skipped,
      testsPassed,
      forced: options.force,
      maskedParams: maskParams(options.params),
      scripts: plan.scripts.map((script) => ({
        path: script.path,
        kind: script.kind,
        checksum: script.checksum,
        executed: script.kind === 'no-transaction' || executed.has(script),
      })),
    });
    throwIfAborted(options.signal);
    at = 'during-commit';
    step = undefined;
    await client.query('COMMIT');
    isOpen = false;
    at = 'after-commit';

    await runPostCommit(client, postCommit, deploymentId, reporter, (path) => (step = path));
    return {
      status: 'applied',
      scriptsApplied: toRun.length + postCommit.length,
      scriptsSkipped: skipped,
      testsPassed,
      testsTotal,
      verify,
      summary,
      deploymentId,
      postCommitScripts: postCommit.length,
      finalize,
    };
  } catch (error) {
    if (isOpen) await rollback(client).catch(() => undefined);
    // The caller's cancellation watcher turns a cancelled query into 130 / 16.
    throw isConnectionLost(error) ? connectionLost(error, at, step) : error;
  }
}

/** The scripts, one by one, with progress; `onScript` learns which one runs (for a lost connection's report). */
export async function runScriptsInOrder(options: ApplyOptions, scripts: readonly PlannedScript[], steps: number, onScript: (path: string) => void): Promise<void> {
  let index = 0;
  for (const script of scripts) {
    index += 1;
    onScript(script.path);
    options.reporter.progress(index, steps, script.path);
    await runScript(options.client, script, 'script');
    throwIfAborted(options.signal);
  }
}

/** The deploy.finalize functions, told which of the plan's scripts ran and which did not. */
export async function finalizeAfter(options: ApplyOptions, deploymentId: number, ran: readonly PlannedScript[]): Promise<FinalizeAction[]> {
  const paths = new Set(ran.map((s) => s.path));
  return runFinalize(options.client, options.config.deploy.finalize, {
    deploymentId,
    keepOrphans: options.keepOrphans,
    scriptsRun: ran.map((s) => s.path),
    scriptsNotRun: options.plan.scripts.map((s) => s.path).filter((path) => !paths.has(path)),
  });
}

/** Inside BEGIN: lock_timeout, the parameters, the tracking schema and this deploy's id (pgmi_deploy.deployment_id). */
export async function prepareDeployTransaction(options: Pick<ApplyOptions, 'client' | 'lockTimeoutMs' | 'params'>): Promise<number> {
  const { client } = options;
  await client.query(`SET LOCAL lock_timeout = ${Math.max(0, Math.floor(options.lockTimeoutMs))}`);
  await setParams(client, options.params);
  await client.query(TRACKING_DDL);
  const deploymentId = await allocateDeploymentId(client);
  await client.query('SELECT pg_catalog.set_config($1, $2, true)', [DEPLOY_SETTINGS.deploymentId, String(deploymentId)]);
  return deploymentId;
}

export async function rollback(client: pg.Client): Promise<void> {
  await client.query('ROLLBACK');
}

export async function setParams(client: pg.Client, params: Params): Promise<void> {
  const keys = Object.keys(params);
  if (keys.length === 0) return;
  await client.query(
    "SELECT pg_catalog.set_config('pgmi.' || k, v, true) FROM unnest($1::text[], $2::text[]) AS p(k, v)",
    [keys, keys.map((k) => params[k] as string)],
  );
}

/** no-transaction scripts: after COMMIT, one statement at a time, each in autocommit. */
async function runPostCommit(
  client: pg.Client,
  scripts: readonly PlannedScript[],
  deploymentId: number,
  reporter: Reporter,
  onScript: (path: string) => void,
): Promise<void> {
  let index = 0;
  for (const script of scripts) {
    index += 1;
    onScript(`${script.path} (after commit)`);
    reporter.progress(index, scripts.length, `${script.path} (after commit)`);
    try {
      await runStatements(client, script, 'no-transaction script');
    } catch (failure) {
      await markPostCommitFailure(client, deploymentId, `${script.path}: ${(failure as Error).message}`).catch(() => undefined);
      if (!(failure instanceof SqlFailure)) throw failure;
      throw new SqlFailure(`${failure.message} (after COMMIT: the main transaction is applied; this script must be idempotent and will run again on the next deploy)`, {
        file: failure.file,
        line: failure.line,
        column: failure.column,
        excerpt: failure.excerpt,
        sqlstate: failure.sqlstate,
        detail: failure.detail,
        hint: failure.hint,
        cause: failure.cause,
        data: { phase: 'no-transaction' },
      });
    }
  }
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Interrupted('interrupted');
}
