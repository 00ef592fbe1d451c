// What a running deploy tells the project's SQL, as transaction-local settings (set_config(…, true)), beside
// the parameters (pgmi.<key>). A separate prefix, so no parameter name can collide with them.
//   pgmi_deploy.deployment_id  the id the pgmi.deployment row of this deploy gets if it commits
//   pgmi_deploy.script         the project-relative path of the script (or test) running now
// Outside a deploy neither is set: current_setting('pgmi_deploy.deployment_id', true) is NULL (or '').
// Also here: the deploy's lock_timeout, set the same way in every transaction pgmi deploy opens.
import type pg from 'pg';

export const DEPLOY_SETTINGS = {
  deploymentId: 'pgmi_deploy.deployment_id',
  script: 'pgmi_deploy.script',
} as const;

/** SET LOCAL lock_timeout: how long a statement of this transaction waits for a lock (0 or less: as long as it takes). */
export async function setLocalLockTimeout(client: pg.Client, lockTimeoutMs: number): Promise<void> {
  await client.query(`SET LOCAL lock_timeout = ${Math.max(0, Math.floor(lockTimeoutMs))}`);
}
