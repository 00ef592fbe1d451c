// pgmi.yaml's shape and what needs no YAML parser: what every command that reads a project needs, without loading
// the parser (config.ts, with yaml: about 20 ms of module loading). A deploy whose pgmi.yaml is unchanged since the
// last run takes its parsed value from .pgmi/file-facts.json and never loads the parser (deploy-project.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectError } from '../errors.js';

export const CONFIG_FILE = 'pgmi.yaml';
export const PARAM_KEY = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ConnectionConfig {
  host?: string;
  port?: number;
  user?: string;
  database?: string;
  maintenance_database?: string;
  sslmode?: string;
  sslrootcert?: string;
  sslcert?: string;
  sslkey?: string;
  application_name?: string;
  connect_timeout?: number;
}

export interface DeployConfig {
  order?: string[];
  lockTimeoutMs?: number;
  lockWaitMs?: number;
  timeoutMs?: number;
  verify: string[];
  summary?: string;
  /** Functions run after the scripts, before the tests; they remove what the deploy no longer declares. */
  finalize: string[];
  /** ANALYZE the tables a deploy changed enough, after COMMIT (deploy/statistics.ts); undefined means true. */
  analyze?: boolean;
}

export interface ProjectConfig {
  /** Absolute path of pgmi.yaml, or undefined when the project has none. */
  file?: string;
  name?: string;
  template?: string;
  templateVersion?: string;
  connection: ConnectionConfig;
  deploy: DeployConfig;
  /** Declared parameters; null means "required, no value here". */
  params: Record<string, string | null>;
  envDefaults: Record<string, Record<string, string>>;
  /** Values that replace params on a development deploy only (see params.ts). */
  devParams: Record<string, string>;
  gateway: { port?: number };
  /** The embedded PostgreSQL (pgmi dev, and commands without a connection). */
  embedded: { port?: number };
  /** Line of each declared parameter, for error messages. */
  paramLines: Record<string, number>;
}

export function emptyConfig(): ProjectConfig {
  return { connection: {}, deploy: { verify: [], finalize: [] }, params: {}, envDefaults: {}, devParams: {}, gateway: {}, embedded: {}, paramLines: {} };
}

/** pgmi.yaml's path and text, or undefined when the project has none. */
export function readConfigText(projectDir: string): { file: string; text: string } | undefined {
  const file = join(projectDir, CONFIG_FILE);
  if (!existsSync(file)) return undefined;
  return { file, text: readFileSync(file, 'utf8') };
}

/** A project folder must exist; pgmi.yaml is optional. */
export function assertProjectDir(projectDir: string): void {
  if (!existsSync(projectDir)) {
    throw new ProjectError(`project folder ${projectDir} does not exist`, { hint: 'Pass the folder that holds pgmi.yaml, or run pgmi init first.' });
  }
}
