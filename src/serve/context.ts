// What every tool, resource and prompt of `pgmi serve` shares: the project, where its database comes from, the
// safety switches chosen at start, the log stream, and the last test/deploy report of this session.
import { UsageError } from '../errors.js';
import type { DeployProjectOptions } from '../deploy/deploy-project.js';
import type { Reporter } from '../output/reporter.js';
import type { ProjectTarget } from '../project/target.js';
import type { EmbeddedServer } from '../db/embedded.js';

export interface ServeOptions extends ProjectTarget {
  allowDeploy: boolean;
  allowConnection: boolean;
  /** --embedded-port: the port of the embedded PostgreSQL when pgmi serve starts it. */
  embeddedPort?: number;
  /** --max-branches: how many branch_create copies of the project database may exist at once. */
  maxBranches: number;
  pgmiVersion: string;
  /** Diagnostics; never stdout (stdout carries the protocol). */
  log: NodeJS.WritableStream;
  verbose: boolean;
}

export interface RunReport {
  tool: 'test' | 'run_tests' | 'deploy';
  finishedAt: string;
  ok: boolean;
  result: Record<string, unknown>;
}

export interface ServeContext extends ServeOptions {
  lastRun?: RunReport;
  /** The embedded PostgreSQL this session started (kept running until the session ends, so calls attach to it). */
  embedded?: EmbeddedServer;
  /** Called when the last run changes (the resource pgmi://project/last-run is updated). */
  onRunRecorded?: (run: RunReport) => void;
}

export interface ConnectionArguments {
  connection?: string;
  database?: string;
}

/** The connection a tool call uses: the one chosen at start, unless --allow-connection lets the agent pick. */
export function connectionFor(ctx: ServeContext, args: ConnectionArguments): { connectionFlag?: string; databaseFlag?: string } {
  if ((args.connection !== undefined || args.database !== undefined) && !ctx.allowConnection) {
    throw new UsageError('this pgmi serve does not take a connection or database from tool arguments', {
      hint: 'It uses the project\'s own connection (flags at start, PGMI_CONNECTION_STRING, DATABASE_URL, PG*, pgmi.yaml, the embedded database). Start it with --allow-connection to let tool calls choose.',
    });
  }
  return { connectionFlag: args.connection ?? ctx.connectionFlag, databaseFlag: args.database ?? ctx.databaseFlag };
}

export function logLine(ctx: Pick<ServeOptions, 'log'>, message: string): void {
  ctx.log.write(`pgmi serve: ${message}\n`);
}

/** deployProject's options for a tool call: the server's project, parameters and connection; never overwrite. */
export function deployOptionsFor(
  ctx: ServeContext,
  call: {
    mode: 'test' | 'deploy';
    dryRun: boolean;
    force: boolean;
    args: ConnectionArguments;
    reporter: Reporter;
    signal: AbortSignal;
    /** A branch: its database, and the parameters that make it deploy as the original's roles. */
    branch?: { database: string; params: readonly string[] };
  },
): DeployProjectOptions {
  const connection = connectionFor(ctx, call.args);
  return {
    projectDir: ctx.projectDir,
    env: ctx.env,
    mode: call.mode,
    ...connection,
    ...(call.branch ? { databaseFlag: call.branch.database } : {}),
    paramsFiles: ctx.paramsFiles,
    paramArgs: [...ctx.paramArgs, ...(call.branch?.params ?? [])],
    embeddedPort: ctx.embeddedPort,
    force: call.force,
    dryRun: call.dryRun,
    skipTests: false,
    overwrite: false,
    yes: false,
    pgmiVersion: ctx.pgmiVersion,
    reporter: call.reporter,
    signal: call.signal,
    verbose: ctx.verbose,
  };
}
