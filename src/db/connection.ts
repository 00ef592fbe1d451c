// Where to connect: --connection > PGMI_CONNECTION_STRING > DATABASE_URL > PG* variables > pgmi.yaml
// connection > the embedded database. One typed object, carried end to end (never round-tripped as a URI).
import { userInfo } from 'node:os';
import { ProjectError } from '../errors.js';
import type { ConnectionConfig } from '../project/config.js';
import { lookupPgpass } from './pgpass.js';
import { redact } from './redact.js';

export type SslMode = 'disable' | 'allow' | 'prefer' | 'require' | 'verify-ca' | 'verify-full';
export const SSL_MODES: readonly SslMode[] = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];

export type ConnectionSource = '--connection' | 'PGMI_CONNECTION_STRING' | 'DATABASE_URL' | 'PG* environment' | 'pgmi.yaml' | 'embedded';

export interface ConnectionTarget {
  source: ConnectionSource;
  host: string;
  port: number;
  user: string;
  password?: string;
  /** The database to deploy into. */
  database: string;
  /** Where CREATE/DROP DATABASE is issued from. */
  maintenanceDatabase: string;
  sslmode: SslMode;
  sslrootcert?: string;
  sslcert?: string;
  sslkey?: string;
  applicationName: string;
  connectTimeoutSeconds: number;
}

export interface ResolveConnectionInput {
  connectionFlag?: string;
  databaseFlag?: string;
  env: NodeJS.ProcessEnv;
  config: ConnectionConfig;
  /** Database name used when nothing names one (the project's name). */
  fallbackDatabase?: string;
  warn?: (message: string) => void;
}

/** Undefined when no connection information exists anywhere (the caller then uses the embedded database). */
export function resolveConnection(input: ResolveConnectionInput): ConnectionTarget | undefined {
  const { env } = input;
  const fromString = (value: string, source: ConnectionSource) => withPassword(applyDatabaseFlag(parseConnectionString(value, source, env), input.databaseFlag), env, input.warn);
  if (input.connectionFlag) return fromString(input.connectionFlag, '--connection');
  if (env.PGMI_CONNECTION_STRING) return fromString(env.PGMI_CONNECTION_STRING, 'PGMI_CONNECTION_STRING');
  if (env.DATABASE_URL) return fromString(env.DATABASE_URL, 'DATABASE_URL');

  const pgVars = ['PGHOST', 'PGPORT', 'PGUSER', 'PGDATABASE', 'PGPASSWORD'].some((key) => env[key]);
  const yaml = input.config;
  const yamlHasServer = Boolean(yaml.host || yaml.port || yaml.user);
  if (!pgVars && !yamlHasServer) return undefined;

  const source: ConnectionSource = pgVars ? 'PG* environment' : 'pgmi.yaml';
  const port = env.PGPORT ? parsePort(env.PGPORT, 'PGPORT') : (yaml.port ?? 5432);
  const target: ConnectionTarget = {
    source,
    host: env.PGHOST || yaml.host || 'localhost',
    port,
    user: env.PGUSER || yaml.user || defaultUser(env),
    password: env.PGPASSWORD || undefined,
    database: input.databaseFlag || env.PGDATABASE || yaml.database || input.fallbackDatabase || 'postgres',
    maintenanceDatabase: yaml.maintenance_database || 'postgres',
    sslmode: parseSslMode(env.PGSSLMODE || yaml.sslmode || 'prefer', env.PGSSLMODE ? 'PGSSLMODE' : 'connection.sslmode'),
    sslrootcert: env.PGSSLROOTCERT || yaml.sslrootcert,
    sslcert: env.PGSSLCERT || yaml.sslcert,
    sslkey: env.PGSSLKEY || yaml.sslkey,
    applicationName: env.PGAPPNAME || yaml.application_name || 'pgmi',
    connectTimeoutSeconds: env.PGCONNECT_TIMEOUT ? parseConnectTimeout(env.PGCONNECT_TIMEOUT, 'PGCONNECT_TIMEOUT') : (yaml.connect_timeout ?? 10),
  };
  return withPassword(target, env, input.warn);
}

export function parseConnectionString(value: string, source: ConnectionSource, env: NodeJS.ProcessEnv): ConnectionTarget {
  const trimmed = value.trim();
  const base = {
    source,
    host: 'localhost',
    port: 5432,
    user: defaultUser(env),
    database: 'postgres',
    maintenanceDatabase: 'postgres',
    sslmode: parseSslMode(env.PGSSLMODE || 'prefer', 'PGSSLMODE'),
    applicationName: env.PGAPPNAME || 'pgmi',
    connectTimeoutSeconds: env.PGCONNECT_TIMEOUT ? parseConnectTimeout(env.PGCONNECT_TIMEOUT, 'PGCONNECT_TIMEOUT') : 10,
  } satisfies ConnectionTarget;
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return parseUri(trimmed, source, base);
  if (/^\s*[a-z_]+\s*=/i.test(trimmed)) return parseKeywordValue(trimmed, source, base);
  throw new ProjectError(`${source}: not a PostgreSQL connection string (${redact(trimmed).slice(0, 40)}…)`, {
    hint: 'Use postgresql://user@host:5432/database or "host=… dbname=… user=…".',
  });
}

function parseUri(value: string, source: ConnectionSource, base: ConnectionTarget): ConnectionTarget {
  let url: URL;
  try {
    url = new URL(value.replace(/^postgres(ql)?:/i, 'postgresql:'));
  } catch {
    throw new ProjectError(`${source}: malformed connection URI (${redact(value)})`, { hint: 'Percent-encode special characters in the user name and password.' });
  }
  const target: ConnectionTarget = { ...base };
  if (url.hostname) target.host = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) target.port = parsePort(url.port, source);
  if (url.username) target.user = decodeURIComponent(url.username);
  if (url.password) target.password = decodeURIComponent(url.password);
  const path = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (path) target.database = path;
  for (const [key, raw] of url.searchParams) applyKeyword(target, key, raw, source);
  target.maintenanceDatabase = 'postgres';
  return target;
}

function parseKeywordValue(value: string, source: ConnectionSource, base: ConnectionTarget): ConnectionTarget {
  const target: ConnectionTarget = { ...base };
  const pattern = /\s*([a-z_]+)\s*=\s*('(?:[^'\\]|\\.)*'|[^\s]*)/giy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(value)) !== null) {
    consumed = pattern.lastIndex;
    const key = (match[1] as string).toLowerCase();
    let raw = match[2] as string;
    if (raw.startsWith("'")) raw = raw.slice(1, -1).replace(/\\(.)/g, '$1');
    applyKeyword(target, key, raw, source);
  }
  if (value.slice(consumed).trim() !== '') {
    throw new ProjectError(`${source}: cannot parse the connection string near "${redact(value.slice(consumed)).slice(0, 20)}"`);
  }
  return target;
}

function applyKeyword(target: ConnectionTarget, key: string, raw: string, source: ConnectionSource): void {
  switch (key) {
    case 'host':
    case 'hostaddr':
      target.host = raw;
      break;
    case 'port':
      target.port = parsePort(raw, source);
      break;
    case 'user':
    case 'username':
      target.user = raw;
      break;
    case 'password':
      target.password = raw;
      break;
    case 'dbname':
    case 'database':
      target.database = raw;
      break;
    case 'sslmode':
      target.sslmode = parseSslMode(raw, `${source} sslmode`);
      break;
    case 'sslrootcert':
    case 'sslcert':
    case 'sslkey':
      target[key] = raw;
      break;
    case 'application_name':
      target.applicationName = raw;
      break;
    case 'connect_timeout':
      target.connectTimeoutSeconds = parseConnectTimeout(raw, `${source} connect_timeout`);
      break;
    default:
      // Other libpq keywords (options, target_session_attrs, …) are not used by pgmi.
      break;
  }
}

function applyDatabaseFlag(target: ConnectionTarget, database: string | undefined): ConnectionTarget {
  return database ? { ...target, database } : target;
}

function withPassword(target: ConnectionTarget, env: NodeJS.ProcessEnv, warn?: (message: string) => void): ConnectionTarget {
  if (target.password === undefined && env.PGPASSWORD) return { ...target, password: env.PGPASSWORD };
  if (target.password !== undefined) return target;
  const fromFile = lookupPgpass({ host: target.host, port: target.port, database: target.database, user: target.user }, env, warn);
  return fromFile === undefined ? target : { ...target, password: fromFile };
}

function parsePort(value: string, source: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ProjectError(`${source}: port must be a number between 1 and 65535, not "${value}"`);
  }
  return port;
}

export function parseSslMode(value: string, source: string): SslMode {
  if ((SSL_MODES as readonly string[]).includes(value)) return value as SslMode;
  throw new ProjectError(`${source}: sslmode must be one of ${SSL_MODES.join(', ')}, not "${value}"`);
}

/** connect_timeout as libpq reads it: whole seconds; zero or negative waits indefinitely (0 here); 1 counts as 2. */
export function parseConnectTimeout(value: string, source: string): number {
  const trimmed = value.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) throw new ProjectError(`${source}: connect_timeout must be a whole number of seconds (0 waits indefinitely), not "${value}"`);
  const seconds = Number(trimmed);
  return seconds <= 0 ? 0 : Math.max(seconds, 2);
}

function defaultUser(env: NodeJS.ProcessEnv): string {
  if (env.USER) return env.USER;
  try {
    return userInfo().username;
  } catch {
    return 'postgres'; // no passwd entry (some containers): libpq would fail too; postgres is the usual superuser
  }
}

/** How the target is shown to people: no password, ever. */
export function describeTarget(target: ConnectionTarget): string {
  const host = target.host.startsWith('/') ? `socket ${target.host}` : `${target.host}:${target.port}`;
  return `${target.user}@${host}/${target.database}`;
}
