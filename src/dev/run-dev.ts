// `pgmi dev` as a library call: database (embedded unless given), deploy, development key, gateway, banner,
// then wait — redeploying on SQL changes with --watch — until the signal says stop.
import { watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import type pg from 'pg';
import { GatewayFailed, ProjectError, isPgmiError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { locateProjectDatabase, requireDatabase } from '../db/project-database.js';
import { deployProject, loadProject } from '../deploy/deploy-project.js';
import { summaryText } from '../output/deploy-report.js';
import { renderError } from '../output/render-error.js';
import { ensureDevKey } from './dev-key.js';
import { ensureGatewayDependencies, startGateway } from './gateway-process.js';
import { startDevIssuer, type DevIssuer } from './dev-issuer.js';
import { randomBytes } from 'node:crypto';
import { devBanner } from './client-configs.js';
import type { ProjectTarget } from '../project/target.js';
import { describeHandlerFailure, lookupHandler, parseHandlerFailure, type HandlerFailureLog } from './handler-failures.js';

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

export async function runDev(options: DevOptions): Promise<void> {
  const dir = resolve(options.projectDir);
  const project = loadProject(dir, { ...options, paramsOptional: true });
  const gatewayDir = join(dir, 'gateway');
  const { reporter } = options;
  const place = requireDatabase(
    await locateProjectDatabase({ projectDir: dir, config: project.config, env: options.env, connectionFlag: options.connectionFlag, databaseFlag: options.databaseFlag, embeddedPort: options.embeddedPort, reporter, createEmbedded: true }),
    options.projectDir,
  );
  let stopGateway: (() => Promise<void>) | undefined;
  let issuer: DevIssuer | undefined;
  // A fresh assertion secret per run: the deploy stores it, the gateway gets it (docs/security.md).
  const assertionSecret = options.oauth ? randomBytes(36).toString('base64url') : undefined;
  const paramArgs = assertionSecret ? [...options.paramArgs, `oauth_assertion_secret=${assertionSecret}`] : options.paramArgs;
  let watcher: FSWatcher | undefined;
  // One connection, opened on the first handler failure, to find the handler's body and name in the registry.
  let registry: Promise<pg.Client> | undefined;
  const explain = async (failure: HandlerFailureLog): Promise<string> => {
    registry ??= connect(place.target);
    const found = await registry.then((client) => lookupHandler(client, failure.handler)).catch(() => undefined);
    return describeHandlerFailure(failure, dir, found);
  };
  try {
    const deploy = () =>
      deployProject({
        projectDir: dir,
        env: options.env,
        mode: 'deploy',
        paramsFiles: options.paramsFiles,
        paramArgs,
        force: false,
        dryRun: false,
        skipTests: false,
        overwrite: false,
        yes: false,
        pgmiVersion: options.pgmiVersion,
        reporter,
        signal: options.signal,
        verbose: options.verbose,
        target: place.target,
        devServer: true,
      });
    const first = await deploy();
    reporter.info(summaryText(first, 'deploy').trimEnd());

    const client = await connect(place.target);
    let key: { key: string; keyId: string };
    try {
      key = await ensureDevKey(client, dir, place.target.database);
    } finally {
      await client.end().catch(() => undefined);
    }

    await ensureGatewayDependencies(gatewayDir, reporter);
    const port = options.port ?? project.config.gateway.port ?? DEFAULT_PORT;
    // The console page is a development convenience: on under pgmi dev unless CONSOLE_ENABLED says otherwise.
    const gatewayEnv: NodeJS.ProcessEnv & { CONSOLE_ENABLED: string } = { ...options.env, CONSOLE_ENABLED: options.env.CONSOLE_ENABLED ?? 'true' };
    if (assertionSecret) {
      const resource = `http://127.0.0.1:${port}/mcp`;
      issuer = await startDevIssuer({ host: '127.0.0.1', port: port + 1, resource, env: options.env, info: (message) => reporter.info(message) });
      await trustDevIssuer(place.target, issuer.url, port + 1);
      Object.assign(gatewayEnv, { OAUTH_ISSUERS: issuer.url, OAUTH_RESOURCE: resource, OAUTH_ASSERTION_SECRET: assertionSecret });
    }
    const gateway = await startGateway({
      gatewayDir,
      databaseUrl: gatewayDatabaseUrl(place.target, first.params),
      host: '127.0.0.1',
      port,
      env: gatewayEnv,
      onOutput: (line) => {
        const failure = parseHandlerFailure(line);
        if (!failure) reporter.info(`[gateway] ${line}`);
        else void explain(failure).then((text) => reporter.info(`[gateway] ${text}`));
      },
    }).catch((error: unknown) => {
      if (isPgmiError(error)) throw new GatewayFailed(`${error.message} (port ${port})`, { hint: `If port ${port} is taken, pass --port N. ${error.hint ?? ''}`.trim() });
      throw error;
    });
    stopGateway = gateway.stop;

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

    if (options.watch) watcher = watchSql(dir, async () => {
      reporter.info('SQL changed: redeploying…');
      try {
        reporter.info(summaryText(await deploy(), 'deploy').trimEnd());
      } catch (error) {
        if (!isPgmiError(error)) throw error;
        reporter.info(renderError(error, { color: options.color, verbose: options.verbose }).trimEnd());
        reporter.info('Fix the file and save again; the gateway keeps serving the last good deploy.');
      }
    });

    const crashed = gateway.exited.then((code) => {
      throw new GatewayFailed(`the gateway stopped unexpectedly (exit code ${code ?? 'unknown'})`, { hint: 'Its output is shown above.' });
    });
    const stopped = new Promise<void>((resolveStop) => {
      if (options.signal.aborted) resolveStop();
      options.signal.addEventListener('abort', () => resolveStop(), { once: true });
    });
    await Promise.race([stopped, crashed]);
    reporter.info('Stopping the gateway and the database…');
  } finally {
    watcher?.close();
    await stopGateway?.();
    await issuer?.stop();
    await registry?.then((client) => client.end()).catch(() => undefined);
    await place.release();
  }
}

/** The database trusts the development issuer: it may create users on first sign-in and link verified emails. */
async function trustDevIssuer(target: ConnectionTarget, issuerUrl: string, port: number): Promise<void> {
  const client = await connect(target);
  try {
    await client.query('SELECT membership.set_oauth_issuer($1, $2, true, true)', [issuerUrl, `pgmi-dev-${port}`]);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The gateway connects as the least-privileged gateway role, never as the deploying user. */
function gatewayDatabaseUrl(target: ConnectionTarget, params: Record<string, string>): string {
  const role = params.gateway_role || `${target.database}_gateway`;
  const password = params.gateway_password;
  if (!password) {
    throw new ProjectError('no gateway_password parameter: pgmi dev cannot connect the gateway', { hint: 'Declare it in pgmi.yaml params (gateway_password: ~) so pgmi dev generates one, or pass --param gateway_password=….' });
  }
  const url = new URL('postgresql://localhost');
  url.hostname = target.host.startsWith('/') ? 'localhost' : target.host;
  url.port = String(target.port);
  url.username = role;
  url.password = password;
  url.pathname = `/${target.database}`;
  if (target.sslmode === 'disable') url.searchParams.set('sslmode', 'disable');
  return url.toString();
}

function watchSql(dir: string, onChange: () => Promise<void>): FSWatcher {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  return watch(dir, { recursive: true }, (_event, file) => {
    const name = String(file ?? '');
    if (!/(\.sql|pgmi\.yaml)$/.test(name) || /(^|\/)(\.|node_modules\/|gateway\/)/.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(onChange);
    }, 300);
  });
}
