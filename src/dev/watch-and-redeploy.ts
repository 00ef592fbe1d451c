// `pgmi dev --watch`: every save under the project reaches the change queue; SQL and pgmi.yaml changes
// redeploy, a change under gateway/src restarts the gateway, and so does any save while the gateway is down.
import type { Reporter } from '../output/reporter.js';
import { createChangeQueue } from './change-queue.js';
import type { DevDeployer } from './dev-deployer.js';
import type { DevGateway } from './dev-gateway.js';
import { watchProject, type ProjectWatcher } from './watch-project.js';

/** Quiet time before a batch of saves is handled: long enough to gather a branch switch, short for one save. */
const QUIET_MS = 120;

export async function watchAndRedeploy(input: { projectDir: string; deployer: DevDeployer; gateway: DevGateway; reporter: Reporter }): Promise<ProjectWatcher> {
  const { reporter, gateway, deployer } = input;
  const queue = createChangeQueue(
    async (change, superseded) => {
      if (change.sql.length > 0) await deployer.redeploy(change.sql, superseded);
      if (change.gateway.length > 0) await gateway.restart(`gateway source changed (${change.gateway.join(', ')})`);
      else if (gateway.isDown()) await gateway.restart('saved while the gateway was down');
    },
    (error) => reporter.warn(`pgmi dev could not handle a change (a bug in pgmi): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
  const watcher = await watchProject(input.projectDir, {
    quietMs: QUIET_MS,
    onChange: (change) => queue.push(change),
    onError: (error) => reporter.warn(`the file watcher reported an error: ${error.message}`),
  });
  return {
    async close() {
      await watcher.close();
      await queue.idle();
    },
  };
}
