// `pgmi dev` as a library call: check the ports, open the database (embedded unless given), deploy, make the
// development key, start the gateway, print the banner, then wait — with --watch, redeploying what each save
// changed — until the signal says stop or the gateway stops on its own.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Reporter } from '../output/reporter.js';
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { locateProjectDatabase, requireDatabase, type ProjectDatabase } from '../db/project-database.js';
import { loadProject, type LoadedProject } from '../deploy/deploy-project.js';
import { summaryText } from '../output/deploy-report.js';
import type { ProjectTarget } from '../project/target.js';
import { devBanner } from './client-configs.js';
import { startDevIssuer, type DevIssuer } from './dev-issuer.js';
import { ensureDevKey } from './dev-key.js';
import { gatewayDatabaseUrl, startDevGateway, type DevGateway } from './dev-gateway.js';
import { ensureGatewayDependencies } from './gateway-process.js';
import { assertPortFree } from './port-check.js';
import { createDevDeployer } from './dev-deployer.js';
import { watchAndRedeploy } from './watch-and-redeploy.js';
import type { ProjectWatcher } from './watch-project.js';

export interface DevOptions extends ProjectTarget {
  port?: number;
  /** --embedded-port */
  embeddedPort?: number;
  watch: boolean;
  /** --oauth: also run a development OAuth issuer (dev-issuer.ts) and make the gateway its resource server. */
  oauth?: boolean;
  pgmiVersion: string;
  reporter: Reporter;
  /** Where the banner (URL, key, configs) goes. */
  print: (text: string) => void;
  /** Aborted on Ctrl-C / SIGTERM. */
  signal: AbortSignal;
  verbose: boolean;
  color: boolean;
}

const DEFAULT_PORT = 8787;
const HOST = '127.0.0.1';

export async function runDev(options: DevOptions): Promise<void> {
  const dir = resolve(options.projectDir);
  const project = loadProject(dir, { ...options, paramsOptional: true });
  const port = options.port ?? project.config.gateway.port ?? DEFAULT_PORT;
  // Before anything slow starts: a taken port ends the run at once, with no banner.
  await assertPortFree(HOST, port, 'the gateway');
  if (options.oauth) await assertPortFree(HOST, port + 1, 'the development OAuth issuer');

  const place = await openDevDatabase(dir, project, options);
  let gateway: DevGateway | undefined;
  let issuer: DevIssuer | undefined;
  let watcher: ProjectWatcher | undefined;
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

    const gatewayDir = join(dir, 'gateway');
    await ensureGatewayDependencies(gatewayDir, options.reporter);
    // The console page is a development convenience: on under pgmi dev unless CONSOLE_ENABLED says otherwise.
    const gatewayEnv: NodeJS.ProcessEnv & { CONSOLE_ENABLED: string } = { ...options.env, CONSOLE_ENABLED: options.env.CONSOLE_ENABLED ?? 'true' };
    if (assertionSecret) {
      issuer = await startOAuthIssuer(place.target, port, options.env, (message) => options.reporter.info(message));
      Object.assign(gatewayEnv, { OAUTH_ISSUERS: issuer.url, OAUTH_RESOURCE: `http://${HOST}:${port}/mcp`, OAUTH_ASSERTION_SECRET: assertionSecret });
    }
    gateway = await startDevGateway({
      projectDir: dir,
      gatewayDir,
      target: place.target,
      databaseUrl: gatewayDatabaseUrl(place.target, first.params),
      port,
      env: gatewayEnv,
      reporter: options.reporter,
      restartOnSave: options.watch,
    });

    // Watching before the banner: a save made as soon as the banner shows is seen.
    if (options.watch) watcher = await watchAndRedeploy({ projectDir: dir, deployer, gateway, reporter: options.reporter });
    options.print(
      devBanner({
        projectName: project.config.name ?? 'app',
        gatewayUrl: gateway.url,
        consoleUrl: /^(1|true|yes|on)$/i.test(gatewayEnv.CONSOLE_ENABLED.trim()) ? `${gateway.url}/console/` : undefined,
        apiKey: key.key,
        keyId: key.keyId,
        database: place.target.database,
        embedded: place.embedded !== undefined,
        watch: options.watch,
        oauth: issuer && { issuer: issuer.url, publicClientId: issuer.publicClientId, machineClientId: issuer.machineClientId, machineClientSecret: issuer.machineClientSecret },
      }),
    );

    await untilStopped(options.signal, gateway.failed);
    options.reporter.info('Stopping the gateway and the database…');
  } finally {
    await watcher?.close();
    await gateway?.stop();
    await issuer?.stop();
    await place.release();
  }
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

/** The development issuer on the port after the gateway's, trusted by the database (it may create users on first sign-in). */
async function startOAuthIssuer(target: ConnectionTarget, gatewayPort: number, env: NodeJS.ProcessEnv, info: (message: string) => void): Promise<DevIssuer> {
  const issuer = await startDevIssuer({ host: HOST, port: gatewayPort + 1, resource: `http://${HOST}:${gatewayPort}/mcp`, env, info });
  const client = await connect(target);
  try {
    await client.query('SELECT membership.set_oauth_issuer($1, $2, true, true)', [issuer.url, `pgmi-dev-${gatewayPort + 1}`]);
  } finally {
    await client.end().catch(() => undefined);
  }
  return issuer;
}

/** Until the signal aborts (resolves) or the gateway fails for good (rejects). */
async function untilStopped(signal: AbortSignal, failed: Promise<never>): Promise<void> {
  const stopped = new Promise<void>((resolveStop) => {
    if (signal.aborted) resolveStop();
    signal.addEventListener('abort', () => resolveStop(), { once: true });
  });
  await Promise.race([stopped, failed]);
}
