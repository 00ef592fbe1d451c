// Deploys for `pgmi dev`: the one at start, and one per change under --watch. A redeploy whose project reads
// the same as the last deploy that succeeded (a save that changed nothing, an editor's temporary file) is
// skipped without a word; a failed one leaves the gateway serving the last good deploy and says how to go on.
import type { DeployProjectResult } from '../deploy/deploy-project.js';
import { deployProject, loadProject } from '../deploy/deploy-project.js';
import type { ConnectionTarget } from '../db/connection.js';
import { isPgmiError } from '../errors.js';
import { summaryText } from '../output/deploy-report.js';
import { renderError } from '../output/render-error.js';
import type { DevOptions } from './run-dev.js';

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
  let lastGood: string | undefined;

  const deploy = () =>
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
      reporter,
      signal: options.signal,
      verbose: options.verbose,
      target: input.target,
      devServer: true,
    });

  return {
    async deployAtStart() {
      const result = await deploy();
      lastGood = result.plan.fingerprint;
      return result;
    },
    async redeploy(changed) {
      if (isUnchanged()) {
        reporter.debug(`saved without a change to the project: ${changed.join(', ')}`);
        return;
      }
      reporter.info(`SQL changed: ${describeChange(changed)}; redeploying…`);
      try {
        const result = await deploy();
        lastGood = result.plan.fingerprint;
        reporter.info(summaryText(result, 'deploy').trimEnd());
      } catch (error) {
        lastGood = undefined;
        if (!isPgmiError(error)) throw error;
        reporter.info(renderError(error, { color: options.color, verbose: options.verbose }).trimEnd());
        reporter.info('Fix the file and save again; the gateway keeps serving the last good deploy.');
      }
    },
  };

  /** Whether the project on disk is the one last deployed (a project that cannot be read is a change: it is reported). */
  function isUnchanged(): boolean {
    if (lastGood === undefined) return false;
    try {
      return loadProject(input.projectDir, { paramsFiles: options.paramsFiles, paramArgs: input.paramArgs, pgmiVersion: options.pgmiVersion, isDevServer: () => true }).plan.fingerprint === lastGood;
    } catch {
      return false;
    }
  }
}

function describeChange(changed: readonly string[]): string {
  const shown = changed.slice(0, 3).join(', ');
  return changed.length > 3 ? `${shown} and ${changed.length - 3} more` : shown;
}
