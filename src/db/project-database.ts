// Opens the database a project points at, with the deploy command's precedence: connection flags and
// variables, pgmi.yaml, then the project's embedded PostgreSQL (which is started if it is not running).
import { ConnectionError } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import type { ProjectConfig } from '../project/config.js';
import { resolveConnection, type ConnectionTarget } from './connection.js';
import type { EmbeddedServer } from './embedded.js';

export interface ProjectDatabase {
  target: ConnectionTarget;
  embedded?: EmbeddedServer;
  /** Stops the embedded server if this call started it. */
  release(): Promise<void>;
}

export interface LocateOptions {
  projectDir: string;
  config: ProjectConfig;
  env: NodeJS.ProcessEnv;
  connectionFlag?: string;
  databaseFlag?: string;
  reporter: Reporter;
  /** When nothing is configured: start a new embedded database (true) or report "none" (false). */
  createEmbedded: boolean;
  /** --embedded-port; else pgmi.yaml embedded.port. */
  embeddedPort?: number;
}

export function projectDatabaseName(config: ProjectConfig, databaseFlag?: string): string {
  return databaseFlag ?? config.connection.database ?? config.name ?? 'app';
}

/** True when nothing names a server (flags, variables, pgmi.yaml), so the project's embedded PostgreSQL is used. */
export function usesEmbedded(options: Pick<LocateOptions, 'config' | 'env' | 'connectionFlag' | 'databaseFlag'>): boolean {
  return resolveConnection({ ...options, config: options.config.connection }) === undefined;
}

export async function locateProjectDatabase(options: LocateOptions): Promise<ProjectDatabase | undefined> {
  const resolved = resolveConnection({
    connectionFlag: options.connectionFlag,
    databaseFlag: options.databaseFlag,
    env: options.env,
    config: options.config.connection,
    fallbackDatabase: options.config.connection.database ?? options.config.name,
    warn: (message) => options.reporter.warn(message),
  });
  if (resolved) return { target: resolved, release: async () => undefined };
  const { hasEmbedded, startEmbedded } = await import('./embedded.js');
  if (!options.createEmbedded && !hasEmbedded(options.projectDir)) return undefined;
  options.reporter.info('No connection given (--connection, PGMI_CONNECTION_STRING, DATABASE_URL, PG*, pgmi.yaml): using the embedded PostgreSQL in .pgmi/.');
  const embedded = await startEmbedded(options.projectDir, options.reporter, { port: options.embeddedPort ?? options.config.embedded.port });
  return {
    target: embedded.target(projectDatabaseName(options.config, options.databaseFlag)),
    embedded,
    release: async () => {
      await embedded.stop().catch((error: Error) => options.reporter.warn(`could not stop the embedded PostgreSQL: ${error.message}`));
    },
  };
}

/** For commands that need a database: a clear error when the project has none yet. */
export function requireDatabase(found: ProjectDatabase | undefined, projectDir: string): ProjectDatabase {
  if (found) return found;
  throw new ConnectionError('no database: nothing is configured and the project has no embedded database yet', {
    hint: `Pass --connection postgresql://…, or run pgmi dev ${projectDir} (or pgmi deploy ${projectDir}) first.`,
  });
}
