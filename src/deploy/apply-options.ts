// What applying a plan takes and gives back: the options of apply.ts, transaction.ts and increment.ts and their
// result. A module of its own so that the three share it without importing one another in a circle.
import type pg from 'pg';
import type { Reporter } from '../output/reporter.js';
import type { ProjectConfig } from '../project/config.js';
import type { Params } from '../project/params.js';
import type { FinalizeAction } from './finalize.js';
import type { DeployedProject, IncrementPlan } from './increment-plan.js';
import type { DeployPlan } from './plan.js';
import type { ScriptStatus } from './status.js';
import type { VerifyCheck } from './verify.js';

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
  /** --keep-orphans: the deploy.finalize functions report what they would remove and remove nothing. */
  keepOrphans: boolean;
  lockWaitMs: number;
  lockTimeoutMs: number;
  pgmiVersion: string;
  reporter: Reporter;
  /** Aborted on Ctrl-C or --timeout; the reason says which. */
  signal: AbortSignal;
  /** pgmi dev --watch: what this process deployed last, so a redeploy may apply only what changed. */
  watch?: { previous?: DeployedProject; configKey: string };
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
  /** What the deploy.finalize functions removed (or kept, with --keep-orphans); rolled back in tests and dry runs. */
  finalize: FinalizeAction[];
  /** Dry runs: whether the plan was rehearsed in a rolled-back transaction (false: the deploy would be a no-op). */
  rehearsed?: boolean;
  /** pgmi dev --watch: what an incremental redeploy ran, and what is left for after COMMIT. */
  increment?: IncrementPlan;
  /** pgmi dev --watch: why this redeploy applied everything. */
  fullReason?: string;
}
