// `pgmi dev` as a library call: check the ports, open the database (embedded unless given), deploy, make the
// development key, start the gateway, print the banner, then wait — with --watch, redeploying what each save
// changed — until the signal says stop or the gateway stops on its own.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { ProjectError } from '../errors.js';
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { locateProjectDatabase, requireDatabase, type ProjectDatabase } from '../db/project-database.js';
import { loadProject, type LoadedProject } from '../deploy/deploy-project.js';
import { summaryText } from '../output/deploy-report.js';
import { DEFAULT_GATEWAY_PORT, type DevOptions } from './dev-options.js';
import { devBanner } from './client-configs.js';
import { startDevIssuer, type DevIssuer } from './dev-issuer.js';
import { ensureDevKey } from './dev-key.js';
import { gatewayDatabaseUrl, startDevGateway, type DevGateway } from './dev-gateway.js';
import { ensureGatewayDependencies } from './gateway-process.js';
import { assertPortFree } from './port-check.js';
import { createDevDeployer } from './dev-deployer.js';
import { watchAndRedeploy } from './watch-and-redeploy.js';
import type { ProjectWatcher } from './watch-project.js';

const HOST = '127.0.0.1';

export async function runDev(options: DevOptions): Promise<void> {
  const dir = resolve(options.projectDir);
  const project = await loadProject(dir, { ...options, paramsOptional: true });
  const port = options.port ?? project.config.gateway.port ?? DEFAULT_GATEWAY_PORT;
  // Before anything slow starts: a taken port ends the run at once, with no banner.
  await assertPortFree(HOST, port, 'the gateway');
  if (options.oauth) await assertPortFree(HOST, port + 1, 'the development OAuth issuer');

  const place = await openDevDatabase(dir, project, options);
  const running: Partial<DevServices> = {};
  try {
    // A fresh assertion secret per run: the deploy stores it, the gateway gets it (docs/security.md).
    const assertionSecret = options.oauth ? randomBytes(36).toString('base64url') : undefined;
    const deployer = createDevDeployer({
      projectDir: dir,
      target: place.target,
      options,
      paramArgs: assertionSecret ? [...options.paramArgs, `oauth_assertion_secret=${assertionSecret}`] : options.paramArgs,
    });
    const first = await deployer.deployAtStart();
    options.reporter.info(summaryText(first, 'deploy').trimEnd());
    const key = await ensureKeyFor(place.target, dir);
    const { gateway, consoleEnabled } = await startGatewayAndIssuer(running, { dir, port, target: place.target, params: first.params, assertionSecret, options });
    // Watching before the banner: a save made as soon as the banner shows is seen.
    if (options.watch) running.watcher = await watchAndRedeploy({ projectDir: dir, deployer, gateway, reporter: options.reporter });
    options.print(
      devBanner({
        projectName: project.config.name ?? 'app',
        gatewayUrl: gateway.url,
        consoleUrl: consoleEnabled ? `${gateway.url}/console/` : undefined,
        apiKey: key.key,
        keyId: key.keyId,
        database: place.target.database,
        embedded: place.embedded !== undefined,
        watch: options.watch,
        oauth: running.issuer && { issuer: running.issuer.url, publicClientId: running.issuer.publicClientId, machineClientId: running.issuer.machineClientId, machineClientSecret: running.issuer.machineClientSecret },
      }),
    );
    await untilStopped(options.signal, gateway.failed);
    options.reporter.info('Stopping the gateway and the database…');
  } finally {
    await running.watcher?.close();
    await running.gateway?.stop();
    await running.issuer?.stop();
    await place.release();
  }
}

/** What runDev started and must stop, in the reverse order. */
interface DevServices {
  gateway: DevGateway;
  issuer: DevIssuer;
  watcher: ProjectWatcher;
}

/**
 * The gateway, and under --oauth the development issuer it trusts first. Each is recorded in `running` as
 * soon as it runs, so runDev stops it even when a later one fails to start.
 */
async function startGatewayAndIssuer(
  running: Partial<DevServices>,
  input: { dir: string; port: number; target: ConnectionTarget; params: Record<string, string>; assertionSecret: string | undefined; options: DevOptions },
): Promise<{ gateway: DevGateway; consoleEnabled: boolean }> {
  const { options, port } = input;
  const gatewayDir = join(input.dir, 'gateway');
  await ensureGatewayDependencies(gatewayDir, options.reporter);
  // The console page is a development convenience: on under pgmi dev unless CONSOLE_ENABLED says otherwise.
  const env: NodeJS.ProcessEnv & { CONSOLE_ENABLED: string } = { ...options.env, CONSOLE_ENABLED: options.env.CONSOLE_ENABLED ?? 'true' };
  if (input.assertionSecret) {
    const { issuer, scopes } = await startOAuthIssuer(input.target, port, options.env, (message) => options.reporter.info(message));
    running.issuer = issuer;
    Object.assign(env, {
      OAUTH_ISSUERS: issuer.url,
      OAUTH_RESOURCE: `http://${HOST}:${port}/mcp`,
      OAUTH_ASSERTION_SECRET: input.assertionSecret,
      OAUTH_SCOPES_READ: scopes.read,
      OAUTH_SCOPES_WRITE: scopes.write,
    });
  }
  running.gateway = await startDevGateway({
    projectDir: input.dir,
    gatewayDir,
    target: input.target,
    databaseUrl: gatewayDatabaseUrl(input.target, input.params),
    port,
    env,
    reporter: options.reporter,
    restartOnSave: options.watch,
  });
  return { gateway: running.gateway, consoleEnabled: /^(1|true|yes|on)$/i.test(env.CONSOLE_ENABLED.trim()) };
}

async function openDevDatabase(dir: string, project: LoadedProject, options: DevOptions): Promise<ProjectDatabase> {
  return requireDatabase(
    await locateProjectDatabase({
      projectDir: dir,
      config: project.config,
      env: options.env,
      connectionFlag: options.connectionFlag,
      databaseFlag: options.databaseFlag,
      embeddedPort: options.embeddedPort,
      reporter: options.reporter,
      createEmbedded: true,
    }),
    options.projectDir,
  );
}

async function ensureKeyFor(target: ConnectionTarget, dir: string): Promise<{ key: string; keyId: string }> {
  const client = await connect(target);
  try {
    return await ensureDevKey(client, dir, target.database);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The development issuer on the port after the gateway's, trusted by the database (it may create users on first
 * sign-in). Its tokens carry the scopes the database checks (deploy parameters oauth_scope_read / _write), read
 * from the database, and the gateway is told the same ones: one home for the names, whatever the project chose.
 */
async function startOAuthIssuer(target: ConnectionTarget, gatewayPort: number, env: NodeJS.ProcessEnv, info: (message: string) => void): Promise<{ issuer: DevIssuer; scopes: OAuthScopes }> {
  const client = await connect(target);
  try {
    const scopes = await readOAuthScopes(client);
    const issuer = await startDevIssuer({ host: HOST, port: gatewayPort + 1, resource: `http://${HOST}:${gatewayPort}/mcp`, scopes: [scopes.read, scopes.write], env, info });
    try {
      await client.query('SELECT membership.set_oauth_issuer($1, $2, true, true)', [issuer.url, `pgmi-dev-${gatewayPort + 1}`]);
    } catch (error) {
      await issuer.stop();
      throw error;
    }
    return { issuer, scopes };
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface OAuthScopes {
  read: string;
  write: string;
}

async function readOAuthScopes(client: pg.Client): Promise<OAuthScopes> {
  const { rows } = await client.query<{ read: string; write: string }>(
    "SELECT internal.setting_value('oauth_scope_read') AS read, internal.setting_value('oauth_scope_write') AS write",
  );
  const row = rows[0];
  if (!row?.read || !row.write) throw new ProjectError('the database has no OAuth scopes (oauth_scope_read / oauth_scope_write): is this an advanced-template project?');
  return { read: row.read, write: row.write };
}

/** Until the signal aborts (resolves) or the gateway fails for good (rejects). */
async function untilStopped(signal: AbortSignal, failed: Promise<never>): Promise<void> {
  const stopped = new Promise<void>((resolveStop) => {
    if (signal.aborted) resolveStop();
    signal.addEventListener('abort', () => resolveStop(), { once: true });
  });
  await Promise.race([stopped, failed]);
}
