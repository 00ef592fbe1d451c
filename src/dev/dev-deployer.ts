// Deploys for `pgmi dev`: the one at start, and one per change under --watch. A redeploy applies only what
// changed when it can (deploy/increment-plan.ts says when, and the output says why not), runs first the tests
// that exercise the change, lets the gateway serve it, then runs the rest of the suite and reports that as
// loudly. A save that changed nothing (an editor's temporary file) is skipped without a word; a failed
// redeploy leaves the gateway serving the last good deploy and says how to go on.
import type { DeployProjectResult } from '../deploy/deploy-project.js';
import { deployProject, loadProject } from '../deploy/deploy-project.js';
import type { DeployedProject, IncrementPlan } from '../deploy/increment-plan.js';
import { runRestOfSuite } from '../deploy/rest-of-suite.js';
import type { ConnectionTarget } from '../db/connection.js';
import { isPgmiError } from '../errors.js';
import { finalizeLines, summaryText } from '../output/deploy-report.js';
import { renderError } from '../output/render-error.js';
import type { Reporter } from '../output/reporter.js';
import { formatDuration } from '../project/duration.js';
import type { DevOptions } from './dev-options.js';

export interface DevDeployer {
  deployAtStart(): Promise<DeployProjectResult>;
  /** Redeploys after a save; reports success or failure itself and never throws for a failed deploy. */
  redeploy(changed: readonly string[], superseded: AbortSignal): Promise<void>;
}

export function createDevDeployer(input: {
  projectDir: string;
  target: ConnectionTarget;
  options: DevOptions;
  paramArgs: readonly string[];
}): DevDeployer {
  const { options } = input;
  const { reporter } = options;
  // One line per step is noise between saves: a redeploy reports its outcome only.
  const quiet: Reporter = { ...reporter, warnings: reporter.warnings, progress: () => undefined };
  let previous: DeployedProject | undefined;
  let lastFailed = false;

  const deploy = (stepReporter: Reporter) =>
    deployProject({
      projectDir: input.projectDir,
      env: options.env,
      mode: 'deploy',
      paramsFiles: options.paramsFiles,
      paramArgs: input.paramArgs,
      force: false,
      dryRun: false,
      skipTests: false,
      overwrite: false,
      yes: false,
      pgmiVersion: options.pgmiVersion,
      reporter: stepReporter,
      signal: options.signal,
      verbose: options.verbose,
      target: input.target,
      devServer: true,
      ...(options.watch ? { watch: { previous } } : {}),
    });

  const report = (error: unknown, lead: string) => {
    if (!isPgmiError(error)) throw error;
    reporter.info(`${lead}\n${renderError(error, { color: options.color, verbose: options.verbose }).trimEnd()}`);
  };

  return {
    async deployAtStart() {
      const result = await deploy(reporter);
      previous = result.deployed;
      return result;
    },
    async redeploy(changed, superseded) {
      if (!lastFailed && (await isUnchanged())) {
        reporter.debug(`saved without a change to the project: ${changed.join(', ')}`);
        return;
      }
      reporter.info(`SQL changed: ${describeChange(changed)}; redeploying…`);
      let result: DeployProjectResult;
      try {
        result = await deploy(quiet);
      } catch (error) {
        lastFailed = true;
        report(error, '✗ The redeploy failed; nothing of it was applied.');
        reporter.info('Fix the file and save again; the gateway keeps serving the last good deploy.');
        return;
      }
      lastFailed = false;
      previous = result.deployed;
      if (!result.increment) {
        reporter.info(`${summaryText(result, 'deploy').trimEnd()}${result.fullReason ? `\n  (everything was redeployed: ${result.fullReason})` : ''}`);
        return;
      }
      reporter.info(incrementText(result, result.increment));
      if (result.increment.restCount === 0) return;
      try {
        const rest = await runRestOfSuite({
          target: input.target,
          increment: result.increment,
          scripts: result.plan.scripts,
          params: result.params,
          lockTimeoutMs: 10_000,
          reporter: quiet,
          superseded,
        });
        if (rest.status === 'superseded') reporter.info('  (the rest of the suite stopped: a newer save came in)');
        else reporter.info(`✓ The other ${rest.passed} tests pass too (${formatDuration(rest.durationMs)}): the whole suite is green.`);
      } catch (error) {
        report(error, `✗ The change is deployed and served, but the rest of the suite FAILS:`);
        reporter.info('Fix it and save again (pgmi deploy and pgmi test run the whole suite and would stop here).');
      }
    },
  };

  /** Whether the project on disk is the one last deployed (a project that cannot be read is a change: it is reported). */
  async function isUnchanged(): Promise<boolean> {
    if (previous === undefined) return false;
    try {
      return (await loadProject(input.projectDir, { paramsFiles: options.paramsFiles, paramArgs: input.paramArgs, pgmiVersion: options.pgmiVersion, isDevServer: () => true })).plan.fingerprint === previous.plan.fingerprint;
    } catch {
      return false;
    }
  }
}

function incrementText(result: DeployProjectResult, increment: IncrementPlan): string {
  const what = [...increment.changed, ...increment.removed.map((path) => `${path} (removed)`)];
  const session = increment.scripts.length - increment.changed.length;
  const tests = increment.firstCount === 0 ? 'no test names it' : result.testsPassed === 1 ? '1 test that exercises it passed' : `${result.testsPassed} tests that exercise it passed`;
  return [
    `✓ Redeployed ${what.length > 0 ? what.join(', ') : 'the changed tests'} in ${formatDuration(result.durationMs)}: ${increment.changed.length} of ${result.plan.scripts.length} scripts applied${session > 0 ? ` (after the ${session} that set up the session)` : ''}, ${tests}; the gateway serves it.`,
    ...finalizeLines(result),
    ...(increment.restCount > 0 ? [`  Running the other ${increment.restCount} tests…`] : []),
  ].join('\n');
}

/** The files saved; a removed or renamed folder (an event without a file name) only when no file is named. */
function describeChange(changed: readonly string[]): string {
  const files = changed.filter((path) => /\.sql$|(^|\/)pgmi\.yaml$/i.test(path));
  const named = files.length > 0 ? files : changed.map((path) => `${path}/`);
  const shown = named.slice(0, 3).join(', ');
  return named.length > 3 ? `${shown} and ${named.length - 3} more` : shown;
}
