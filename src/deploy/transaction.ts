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
import { DEPLOY_SETTINGS, setLocalLockTimeout } from './deploy-settings.js';
import { refreshStatistics, tablesToAnalyze } from './statistics.js';
import type { ScriptStatus } from './status.js';
import type { ApplyOptions, ApplyResult } from './apply-options.js';

/** What runTransaction decided before BEGIN: the scripts it runs inside, those after COMMIT, and the counts. */
interface TransactionPlan {
  toRun: PlannedScript[];
  postCommit: PlannedScript[];
  skipped: number;
  runsTests: boolean;
  /** Progress steps: the scripts, then the tests. */
  steps: number;
}

/** Where the transaction is, for the report of a connection lost on the way. */
interface Position {
  at: LostAt;
  step?: string;
  isOpen: boolean;
}

export async function runTransaction(options: ApplyOptions, statuses: ScriptStatus[]): Promise<ApplyResult> {
  const { client } = options;
  const startedAt = new Date();
  const work = planTransaction(options, statuses);
  const position: Position = { at: 'in-transaction', isOpen: false };
  try {
    await client.query('BEGIN');
    position.isOpen = true;
    const deploymentId = await prepareDeployTransaction(options);
    await runScriptsInOrder(options, work.toRun, work.steps, (path) => (position.step = path));
    position.step = 'the deploy.finalize functions';
    const finalize = await finalizeAfter(options, deploymentId, work.toRun);
    throwIfAborted(options.signal);
    const counts = { scriptsApplied: work.toRun.length, scriptsSkipped: work.skipped, finalize };

    if (options.dryRun) {
      await closeWithRollback(client, position);
      return { status: 'dry-run', statuses, ...counts, testsPassed: 0, testsTotal: 0, verify: [], postCommitScripts: 0, rehearsed: true };
    }
    position.step = 'the SQL tests';
    const testsPassed = await runTestsUnlessSkipped(options, work);
    throwIfAborted(options.signal);
    const testsTotal = work.runsTests ? options.plan.testFileCount : 0;
    position.step = 'the verification';
    const verify = await runVerification(client, options.config.deploy.verify);
    const summary = await readSummary(client, options.config.deploy.summary);
    if (options.mode === 'test') {
      await closeWithRollback(client, position);
      return { status: 'tested', ...counts, testsPassed, testsTotal, verify, summary, postCommitScripts: 0 };
    }

    position.step = 'the tracking rows';
    await recordThisDeployment(options, work, { deploymentId, startedAt, testsPassed });
    const stale = await tablesToAnalyze(options);
    throwIfAborted(options.signal);
    await commit(client, position);
    await runPostCommit(client, work.postCommit, deploymentId, options.reporter, (path) => (position.step = path));
    await refreshStatistics(client, stale, options.lockTimeoutMs, options.reporter);
    return { status: 'applied', ...counts, scriptsApplied: work.toRun.length + work.postCommit.length, testsPassed, testsTotal, verify, summary, deploymentId, postCommitScripts: work.postCommit.length };
  } catch (error) {
    if (position.isOpen) await rollback(client).catch(() => undefined);
    // The caller's cancellation watcher turns a cancelled query into 130 / 16.
    throw isConnectionLost(error) ? connectionLost(error, position.at, position.step) : error;
  }
}

/** Which scripts run in the transaction (a once-script already applied does not), which after it, and the counts. */
function planTransaction(options: ApplyOptions, statuses: readonly ScriptStatus[]): TransactionPlan {
  const { plan } = options;
  const toRun = statuses.filter((s) => s.script.kind !== 'no-transaction' && !(s.script.kind === 'once' && s.status === 'up-to-date')).map((s) => s.script);
  const postCommit = plan.scripts.filter((s) => s.kind === 'no-transaction');
  const skipped = plan.scripts.length - toRun.length - (options.mode === 'deploy' && !options.dryRun ? postCommit.length : 0);
  const runsTests = !options.skipTests && !options.dryRun;
  return { toRun, postCommit, skipped, runsTests, steps: toRun.length + (runsTests ? plan.testFileCount : 0) };
}

/** The SQL tests inside the transaction, or a warning that --skip-tests left them out; how many passed. */
async function runTestsUnlessSkipped(options: ApplyOptions, work: TransactionPlan): Promise<number> {
  const { plan, reporter } = options;
  if (!work.runsTests) {
    if (plan.testFileCount > 0) reporter.warn(`--skip-tests: ${plan.testFileCount} SQL tests were not run.`);
    return 0;
  }
  const { passed } = await runSqlTests(options.client, plan.tests, reporter, { done: work.toRun.length, total: work.steps }, { scripts: plan.scripts });
  if (passed !== plan.testFileCount) throw new Error('test runner lost count of tests');
  return passed;
}

/** pgmi's own rows, written as the connecting user whatever role the scripts switched to. */
async function recordThisDeployment(options: ApplyOptions, work: TransactionPlan, run: { deploymentId: number; startedAt: Date; testsPassed: number }): Promise<void> {
  const { client, plan } = options;
  await client.query('RESET ROLE');
  const executed = new Set(work.toRun);
  await recordDeployment(client, {
    ...run,
    fingerprint: plan.fingerprint,
    pgmiVersion: options.pgmiVersion,
    projectName: options.config.name,
    template: options.config.template,
    templateVersion: options.config.templateVersion,
    scriptsApplied: work.toRun.length + work.postCommit.length,
    scriptsSkipped: work.skipped,
    forced: options.force,
    maskedParams: maskParams(options.params),
    scripts: plan.scripts.map((script) => ({
      path: script.path,
      kind: script.kind,
      checksum: script.checksum,
      executed: script.kind === 'no-transaction' || executed.has(script),
    })),
  });
}

async function closeWithRollback(client: pg.Client, position: Position): Promise<void> {
  await rollback(client);
  position.isOpen = false;
}

/** COMMIT, with the position a lost connection is reported at moving from "during" to "after". */
async function commit(client: pg.Client, position: Position): Promise<void> {
  position.at = 'during-commit';
  position.step = undefined;
  await client.query('COMMIT');
  position.isOpen = false;
  position.at = 'after-commit';
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
  await setLocalLockTimeout(client, options.lockTimeoutMs);
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
