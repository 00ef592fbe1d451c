// Applies a DeployPlan to a connected database: lock → state → one transaction (scripts, tests,
// verification, tracking) → COMMIT → no-transaction scripts. Any failure before COMMIT rolls back everything.
import type pg from 'pg';
import { Interrupted, ProjectProblems, SqlFailure } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import type { ProjectConfig } from '../project/config.js';
import { maskParams, type Params } from '../project/params.js';
import { acquireDeployLock, releaseDeployLock } from '../db/advisory-lock.js';
import type { DeployPlan, PlannedScript } from './plan.js';
import { readTrackingState, recordDeployment, markPostCommitFailure, TRACKING_DDL, type TrackingState } from './track.js';
import { runScript, runStatements } from './run-script.js';
import { runSqlTests } from './sql-tests.js';
import { readSummary, runVerification, type VerifyCheck } from './verify.js';
import { scriptStatuses, type ScriptStatus } from './status.js';

export type DeployMode = 'deploy' | 'test';

export interface ApplyOptions {
  client: pg.Client;
  plan: DeployPlan;
  config: ProjectConfig;
  params: Params;
  mode: DeployMode;
  force: boolean;
  dryRun: boolean;
  skipTests: boolean;
  lockWaitMs: number;
  lockTimeoutMs: number;
  pgmiVersion: string;
  reporter: Reporter;
  /** Aborted on Ctrl-C or --timeout; the reason says which. */
  signal: AbortSignal;
}

export type ApplyStatus = 'applied' | 'up-to-date' | 'dry-run' | 'tested';

export interface ApplyResult {
  status: ApplyStatus;
  scriptsApplied: number;
  scriptsSkipped: number;
  testsPassed: number;
  testsTotal: number;
  verify: VerifyCheck[];
  summary?: Record<string, unknown>;
  deploymentId?: number;
  /** Per-script status against the database (dry runs). */
  statuses?: ScriptStatus[];
  postCommitScripts: number;
}

export async function applyPlan(options: ApplyOptions): Promise<ApplyResult> {
  const { client, plan, reporter } = options;
  await acquireDeployLock(client, options.lockWaitMs, options.signal);
  try {
    const state = await readTrackingState(client);
    const statuses = scriptStatuses(plan.scripts, state);
    if (options.dryRun) return emptyResult('dry-run', plan, { statuses });
    if (options.mode === 'deploy' && !options.force && state.lastSucceededFingerprint === plan.fingerprint) {
      return emptyResult('up-to-date', plan, { statuses });
    }
    assertOnceScriptsUnchanged(statuses);
    return await runTransaction(options, state, statuses);
  } finally {
    await releaseDeployLock(client).catch(() => undefined); // the session ends right after; the lock goes with it
  }
}

/** A result in which nothing ran (up to date, or a dry run). */
export function emptyResult(status: ApplyStatus, plan: DeployPlan, extra: Partial<ApplyResult>): ApplyResult {
  return {
    status,
    scriptsApplied: 0,
    scriptsSkipped: plan.scripts.length,
    testsPassed: 0,
    testsTotal: plan.testFileCount,
    verify: [],
    postCommitScripts: 0,
    ...extra,
  };
}

function assertOnceScriptsUnchanged(statuses: readonly ScriptStatus[]): void {
  const edited = statuses.filter((s) => s.status === 'changed' && s.script.kind === 'once');
  if (edited.length === 0) return;
  throw new ProjectProblems(
    edited.map((s) => ({
      file: s.script.path,
      message: `${s.script.path} is a pgmi:once script that was already applied (checksum ${s.appliedChecksum?.slice(0, 12)}…) and has been edited since (now ${s.script.checksum.slice(0, 12)}…)`,
    })),
    'A once-script must never change after it ran. Restore it and put the change in a new file.',
  );
}

async function runTransaction(options: ApplyOptions, state: TrackingState, statuses: ScriptStatus[]): Promise<ApplyResult> {
  const { client, plan, reporter } = options;
  const startedAt = new Date();
  const toRun = statuses.filter((s) => s.script.kind !== 'no-transaction' && !(s.script.kind === 'once' && s.status === 'up-to-date'));
  const postCommit = plan.scripts.filter((s) => s.kind === 'no-transaction');
  const skipped = plan.scripts.length - toRun.length - (options.mode === 'deploy' ? postCommit.length : 0);
  const testsTotal = options.skipTests ? 0 : plan.testFileCount;
  const steps = toRun.length + testsTotal;

  await client.query('BEGIN');
  let committed = false;
  try {
    await client.query(`SET LOCAL lock_timeout = ${Math.max(0, Math.floor(options.lockTimeoutMs))}`);
    await setParams(client, options.params);
    await client.query(TRACKING_DDL);

    let index = 0;
    for (const { script } of toRun) {
      index += 1;
      reporter.progress(index, steps, script.path);
      await runScript(client, script, 'script');
      throwIfAborted(options.signal);
    }

    let testsPassed = 0;
    if (options.skipTests) {
      if (plan.testFileCount > 0) reporter.warn(`--skip-tests: ${plan.testFileCount} SQL tests were not run.`);
    } else {
      testsPassed = (await runSqlTests(client, plan.tests, reporter, { done: toRun.length, total: steps })).passed;
      if (testsPassed !== plan.testFileCount) throw new Error('test runner lost count of tests');
    }
    throwIfAborted(options.signal);

    const verify = await runVerification(client, options.config.deploy.verify);
    const summary = await readSummary(client, options.config.deploy.summary);

    if (options.mode === 'test') {
      await client.query('ROLLBACK');
      committed = true; // nothing to roll back any more
      return { status: 'tested', scriptsApplied: toRun.length, scriptsSkipped: skipped, testsPassed, testsTotal, verify, summary, postCommitScripts: 0 };
    }

    // pgmi's own rows are written as the connecting user, whatever role the scripts switched to.
    await client.query('RESET ROLE');
    const executed = new Set(toRun.map((s) => s.script));
    const deploymentId = await recordDeployment(client, {
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
    await client.query('COMMIT');
    committed = true;

    await runPostCommit(client, postCommit, deploymentId, reporter);
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
    };
  } catch (error) {
    if (!committed) await client.query('ROLLBACK').catch(() => undefined);
    throw error; // the caller's cancellation watcher turns a cancelled query into 130 / 16
  }
}

async function setParams(client: pg.Client, params: Params): Promise<void> {
  const keys = Object.keys(params);
  if (keys.length === 0) return;
  await client.query(
    "SELECT pg_catalog.set_config('pgmi.' || k, v, true) FROM unnest($1::text[], $2::text[]) AS p(k, v)",
    [keys, keys.map((k) => params[k] as string)],
  );
}

/** no-transaction scripts: after COMMIT, one statement at a time, each in autocommit. */
async function runPostCommit(client: pg.Client, scripts: readonly PlannedScript[], deploymentId: number, reporter: Reporter): Promise<void> {
  let index = 0;
  for (const script of scripts) {
    index += 1;
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

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Interrupted('interrupted');
}
