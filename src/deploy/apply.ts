// Applies a DeployPlan to a connected database: lock → state → one transaction (scripts, finalization, tests,
// verification, tracking) → COMMIT → no-transaction scripts. Any failure before COMMIT rolls back everything.
// A dry run rehearses the same transaction (scripts and finalization, no tests) and always rolls it back.
import { ProjectProblems } from '../errors.js';
import { acquireDeployLock, releaseDeployLock } from '../db/advisory-lock.js';
import { enableClientLivenessCheck } from '../db/client-liveness.js';
import { connectionLost, isConnectionLost } from '../db/connection-lost.js';
import { readPlannedText, type DeployPlan } from './plan.js';
import { readTrackingState, type TrackingState } from './track.js';
import { scriptStatuses, type ScriptStatus } from './status.js';
import type { ApplyOptions, ApplyResult, ApplyStatus } from './apply-options.js';
import { runTransaction } from './transaction.js';
import { planIncrement, type RedeployDecision } from './increment-plan.js';
import { runIncrement } from './increment.js';

export async function applyPlan(options: ApplyOptions): Promise<ApplyResult> {
  const { client, plan } = options;
  let state: TrackingState;
  try {
    await enableClientLivenessCheck(client);
    await acquireDeployLock(client, options.lockWaitMs, options.signal);
  } catch (error) {
    throw isConnectionLost(error) ? connectionLost(error, 'before-transaction') : error;
  }
  try {
    try {
      state = await readTrackingState(client);
    } catch (error) {
      throw isConnectionLost(error) ? connectionLost(error, 'before-transaction') : error;
    }
    const statuses = scriptStatuses(plan.scripts, state);
    if (options.mode === 'deploy' && !options.force && state.lastSucceededFingerprint === plan.fingerprint) {
      return emptyResult(options.dryRun ? 'dry-run' : 'up-to-date', plan, { statuses, rehearsed: false });
    }
    // The same refusal, with the same exit code, for deploy, test and a dry run.
    assertOnceScriptsUnchanged(statuses);
    readPlannedText(plan); // all of it before the first statement, as when every file was read to plan
    const decision = options.watch && decideRedeploy(options, state);
    if (decision && decision.kind === 'increment') return await runIncrement(options, decision);
    const result = await runTransaction(options, statuses);
    return decision ? { ...result, fullReason: decision.reason } : result;
  } finally {
    await releaseDeployLock(client).catch(() => undefined); // the session ends right after; the lock goes with it
  }
}

/** Under --watch: only what changed when this process made the last deploy and the change allows it (increment-plan.ts). */
function decideRedeploy(options: ApplyOptions, state: TrackingState): RedeployDecision {
  const { previous, configKey } = options.watch as NonNullable<ApplyOptions['watch']>;
  if (!previous) return { kind: 'full', reason: 'the first deploy of this pgmi dev' };
  if (state.lastSucceededFingerprint !== previous.recordedFingerprint) return { kind: 'full', reason: 'the database was deployed from elsewhere since the last save' };
  return planIncrement(previous, options.plan, configKey, options.config.deploy.order ?? []);
}

/** A result in which nothing ran (up to date, or a dry run without a database). */
export function emptyResult(status: ApplyStatus, plan: DeployPlan, extra: Partial<ApplyResult>): ApplyResult {
  return {
    status,
    scriptsApplied: 0,
    scriptsSkipped: plan.scripts.length,
    testsPassed: 0,
    testsTotal: plan.testFileCount,
    verify: [],
    postCommitScripts: 0,
    finalize: [],
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
