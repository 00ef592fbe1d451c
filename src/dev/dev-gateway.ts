// The gateway under `pgmi dev`: started as the least-privileged gateway role, its log lines passed on (a
// handler failure explained at its file and line), and watched. A gateway that stops on its own ends pgmi dev
// with exit 1; under --watch it is instead restarted on the next save, and pgmi dev says so. A save under
// gateway/src restarts it too (under --watch).
import type pg from 'pg';
import { GatewayFailed, ProjectError, isPgmiError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { connect } from '../db/client.js';
import type { ConnectionTarget } from '../db/connection.js';
import { startGateway, type GatewayProcess } from './gateway-process.js';
import { describeHandlerFailure, lookupHandler, parseHandlerFailure, type HandlerFailureLog } from './handler-failures.js';

export interface DevGatewayOptions {
  projectDir: string;
  gatewayDir: string;
  target: ConnectionTarget;
  databaseUrl: string;
  port: number;
  env: NodeJS.ProcessEnv;
  reporter: Reporter;
  /** --watch: a crash waits for the next save instead of ending pgmi dev. */
  restartOnSave: boolean;
}

export interface DevGateway {
  url: string;
  /** Rejects with GatewayFailed when the gateway stopped on its own and pgmi dev must end (no --watch). */
  failed: Promise<never>;
  /** Whether it is down, waiting for a save to be started again. */
  isDown(): boolean;
  /** Stops it (if it runs) and starts it again; a failure to start is reported and leaves it down. */
  restart(why: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startDevGateway(options: DevGatewayOptions): Promise<DevGateway> {
  const { reporter } = options;
  const explainer = handlerFailureExplainer(options.projectDir, options.target);
  let current: GatewayProcess | undefined;
  let stopping = false;
  let rejectFailed: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => undefined); // observed by runDev's race; never an unhandled rejection

  const launch = async () => {
    const started = await startGateway({
      gatewayDir: options.gatewayDir,
      databaseUrl: options.databaseUrl,
      host: '127.0.0.1',
      port: options.port,
      env: options.env,
      onOutput: (line) => {
        const failure = parseHandlerFailure(line);
        if (!failure) reporter.info(`[gateway] ${line}`);
        else void explainer.explain(failure).then((text) => reporter.info(`[gateway] ${text}`));
      },
    });
    current = started;
    void started.exited.then((code) => {
      if (stopping || current !== started) return; // stopped or replaced on purpose
      current = undefined;
      if (options.restartOnSave) {
        reporter.warn(`the gateway stopped on its own (exit code ${code ?? 'unknown'}; its output is above). pgmi dev restarts it on your next save.`);
      } else {
        rejectFailed(new GatewayFailed(`the gateway stopped unexpectedly (exit code ${code ?? 'unknown'})`, { hint: 'Its output is shown above.' }));
      }
    });
  };

  await launch();
  const url = `http://127.0.0.1:${options.port}`;
  return {
    url,
    failed,
    isDown: () => current === undefined,
    async restart(why) {
      reporter.info(`${why}: restarting the gateway…`);
      const previous = current;
      current = undefined;
      await previous?.stop();
      try {
        await launch();
        reporter.info(`✓ the gateway serves again on ${url}`);
      } catch (error) {
        if (!isPgmiError(error)) throw error;
        reporter.warn(`the gateway did not start: ${error.message}. Fix it and save again; pgmi dev restarts it then.`);
      }
    },
    async stop() {
      stopping = true;
      await current?.stop();
      await explainer.close();
    },
  };
}

/** The gateway connects as the least-privileged gateway role, never as the deploying user. */
export function gatewayDatabaseUrl(target: ConnectionTarget, params: Record<string, string>): string {
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

/** One connection, opened on the first handler failure, to find the handler's body and name in the registry. */
function handlerFailureExplainer(projectDir: string, target: ConnectionTarget) {
  let registry: Promise<pg.Client> | undefined;
  return {
    async explain(failure: HandlerFailureLog): Promise<string> {
      registry ??= connect(target);
      const found = await registry.then((client) => lookupHandler(client, failure.handler)).catch(() => undefined);
      return describeHandlerFailure(failure, projectDir, found);
    },
    async close(): Promise<void> {
      await registry?.then((client) => client.end()).catch(() => undefined);
    },
  };
}
