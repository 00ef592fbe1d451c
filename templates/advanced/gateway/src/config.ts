// Reads the gateway's configuration from the environment once, at start. Every problem is collected and
// reported together, each naming its variable, so an operator fixes the environment in one pass.
// gateway/README.md documents every variable; keep the two in step.

import { invalidUrlMessage, parseLibpqUrl } from './db/libpq-target.js';
import { defaultPoolSize, type PoolSizeDefault } from './db/pool-size.js';
import { isLoopbackHost } from './loopback.js';
import { readOAuthConfig, type OAuthConfig } from './oauth/config.js';
import { readEmbeddingsConfig, type EmbeddingsConfig } from './search/embeddings-config.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface GatewayConfig {
  databaseUrl: string;
  databaseReadUrl: string | undefined;
  databaseListenUrl: string;
  host: string;
  port: number;
  /** Exact origins (scheme://host[:port]); `undefined` means "loopback origins on the bound port". */
  allowedOrigins: readonly string[] | undefined;
  /** host or host:port entries; `undefined` means "loopback host names". `*` accepts any Host. */
  allowedHosts: readonly string[] | undefined;
  poolSize: number;
  /** What chose poolSize: the variable, or which default rule (db/pool-size.ts); logged at start. */
  poolSizeSource: 'DB_POOL_SIZE' | PoolSizeDefault['reason'];
  readPoolSize: number;
  /** The replica serves read-only calls only while it has replayed what the primary wrote this long ago. */
  readMaxLagMs: number;
  readProbeMs: number;
  poolAcquireTimeoutMs: number;
  /** auto: dispatch statements prepared once per connection, until a pooler refuses one; off: never. */
  preparedStatements: PreparedStatementsSetting;
  bodyLimitBytes: number;
  statementTimeoutMs: number;
  clientGoneGraceMs: number;
  retryMaxAttempts: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  retryAfterSeconds: number;
  logLevel: LogLevel;
  sessionRequired: boolean;
  sessionCacheTtlMs: number;
  /** Exchange-log records of read-only calls: per stored batch, the longest wait before one, the queue's bound. */
  exchangeLogBatch: number;
  exchangeLogFlushMs: number;
  exchangeLogQueue: number;
  batchLimit: number;
  jsonMaxDepth: number;
  sseKeepAliveMs: number;
  sseMaxStreams: number;
  sseMaxStreamsPerPrincipal: number;
  sseMaxAnonymousStreams: number;
  shutdownTimeoutMs: number;
  authFailureDelayMs: number;
  authRealm: string;
  policyCacheSize: number;
  serverName: string;
  /** Serve the console page at /console (CONSOLE_ENABLED; `pgmi dev` turns it on). */
  consoleEnabled: boolean;
  /** PGMI_DEV_RUN: set by `pgmi dev` to a token of its own, echoed by /health so it knows it reached this process. */
  devRun: string | undefined;
  /** PGMI_DEV_PROJECT_DIR: set by `pgmi dev`; a handler failure is then also sent to the client (db/dev-failures.ts). */
  devProjectDir: string | undefined;
  /** How long a handshake request waits for the client's answer to an elicitation/sampling/roots request. */
  inputTimeoutMs: number;
  /** Tasks (long-running tools) run at once by this replica; 0 disables the runner. */
  taskConcurrency: number;
  /** statement_timeout of a task run (a task may run for minutes; 0 = none). */
  taskTimeoutMs: number;
  /** How often the task runner looks for work it did not hear about. */
  taskPollMs: number;
  /** SSE resumability: events kept per stream, streams kept, how long after the last event, the retry hint. */
  sseReplayEvents: number;
  sseReplayStreams: number;
  sseReplayMs: number;
  sseRetryMs: number;
  /** OAuth 2.1 resource server (OAUTH_*; oauth/config.ts); undefined: API keys only. */
  oauth: OAuthConfig | undefined;
  /** Tool search's embeddings endpoint (EMBEDDINGS_*; search/embeddings-config.ts); undefined: lexical search. */
  embeddings: EmbeddingsConfig | undefined;
}

export interface ConfigDefaults {
  port: number;
  projectName: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
/** auto: dispatch statements named until a pooler refuses one (db/statement-naming.ts); off: never named. */
export type PreparedStatementsSetting = 'auto' | 'off';
const PREPARED_STATEMENTS: readonly PreparedStatementsSetting[] = ['auto', 'off'];

export function loadConfig(env: NodeJS.ProcessEnv, defaults: ConfigDefaults): GatewayConfig {
  const reader = new EnvReader(env);
  const databaseUrl = reader.url('DATABASE_URL', { required: true }) ?? '';
  const host = reader.text('HOST', '127.0.0.1');
  const allowedHosts = reader.list('MCP_ALLOWED_HOSTS');
  if (!isLoopbackHost(host) && allowedHosts === undefined) {
    reader.problem('MCP_ALLOWED_HOSTS must be set when HOST is not a loopback address (list the names clients use, or * behind a proxy that checks Host)');
  }
  const poolDefault = defaultPoolSize(databaseUrl, env);
  const poolSize = reader.integer('DB_POOL_SIZE', poolDefault.size, { min: 1, max: 1000 });
  const databaseReadUrl = reader.url('DATABASE_READ_URL');
  // The replica pool follows DB_POOL_SIZE when that is set, else the default rule for the replica's own host.
  const readPoolDefault = reader.isSet('DB_POOL_SIZE') || databaseReadUrl === undefined ? poolSize : defaultPoolSize(databaseReadUrl, env).size;
  const retryBaseDelayMs = reader.integer('RETRY_BASE_DELAY_MS', 50, { min: 0, max: 60_000 });
  const retryMaxDelayMs = reader.integer('RETRY_MAX_DELAY_MS', 1000, { min: 0, max: 600_000 });
  if (retryMaxDelayMs < retryBaseDelayMs) reader.problem('RETRY_MAX_DELAY_MS must not be below RETRY_BASE_DELAY_MS');
  const config: GatewayConfig = {
    databaseUrl,
    databaseReadUrl,
    databaseListenUrl: reader.url('DATABASE_LISTEN_URL') ?? databaseUrl,
    host,
    port: reader.integer('PORT', defaults.port, { min: 0, max: 65_535 }),
    allowedOrigins: reader.list('MCP_ALLOWED_ORIGINS')?.map((origin) => (origin === '*' ? origin : origin.toLowerCase())),
    allowedHosts: allowedHosts?.map((entry) => entry.toLowerCase()),
    poolSize,
    poolSizeSource: reader.isSet('DB_POOL_SIZE') ? 'DB_POOL_SIZE' : poolDefault.reason,
    readPoolSize: reader.integer('DB_READ_POOL_SIZE', readPoolDefault, { min: 1, max: 1000 }),
    readMaxLagMs: reader.integer('DB_READ_MAX_LAG_MS', 5000, { min: 0, max: 3_600_000 }),
    readProbeMs: reader.integer('DB_READ_PROBE_MS', 1000, { min: 50, max: 600_000 }),
    poolAcquireTimeoutMs: reader.integer('DB_POOL_ACQUIRE_TIMEOUT_MS', 2000, { min: 1, max: 600_000 }),
    preparedStatements: reader.choice('DB_PREPARED_STATEMENTS', PREPARED_STATEMENTS, 'auto'),
    bodyLimitBytes: reader.integer('BODY_LIMIT_BYTES', 1_048_576, { min: 1024, max: 1_073_741_824 }),
    statementTimeoutMs: reader.integer('STATEMENT_TIMEOUT_MS', 30_000, { min: 0, max: 86_400_000 }),
    // How long a disconnected client's statement may still run before it is cancelled (db/transaction.ts says why).
    clientGoneGraceMs: reader.integer('CLIENT_GONE_GRACE_MS', 250, { min: 0, max: 3_600_000 }),
    retryMaxAttempts: reader.integer('RETRY_MAX_ATTEMPTS', 3, { min: 1, max: 100 }),
    retryBaseDelayMs,
    retryMaxDelayMs,
    retryAfterSeconds: reader.integer('RETRY_AFTER_SECONDS', 1, { min: 0, max: 3600 }),
    logLevel: reader.choice('LOG_LEVEL', LOG_LEVELS, 'info'),
    sessionRequired: reader.boolean('SESSION_REQUIRED', false),
    sessionCacheTtlMs: reader.integer('SESSION_CACHE_TTL_MS', 2000, { min: 0, max: 3_600_000 }),
    exchangeLogBatch: reader.integer('EXCHANGE_LOG_BATCH', 500, { min: 1, max: 10_000 }),
    exchangeLogFlushMs: reader.integer('EXCHANGE_LOG_FLUSH_MS', 50, { min: 1, max: 60_000 }),
    exchangeLogQueue: reader.integer('EXCHANGE_LOG_QUEUE', 50_000, { min: 1, max: 10_000_000 }),
    batchLimit: reader.integer('MCP_BATCH_LIMIT', 50, { min: 1, max: 10_000 }),
    jsonMaxDepth: reader.integer('JSON_MAX_DEPTH', 64, { min: 4, max: 10_000 }),
    sseKeepAliveMs: reader.integer('SSE_KEEPALIVE_MS', 15_000, { min: 100, max: 3_600_000 }),
    sseMaxStreams: reader.integer('SSE_MAX_STREAMS', 1000, { min: 1, max: 1_000_000 }),
    sseMaxStreamsPerPrincipal: reader.integer('SSE_MAX_STREAMS_PER_PRINCIPAL', 10, { min: 1, max: 1_000_000 }),
    sseMaxAnonymousStreams: reader.integer('SSE_MAX_ANONYMOUS_STREAMS', 100, { min: 0, max: 1_000_000 }),
    shutdownTimeoutMs: reader.integer('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 3_600_000 }),
    authFailureDelayMs: reader.integer('AUTH_FAILURE_DELAY_MS', 100, { min: 0, max: 10_000 }),
    authRealm: reader.text('AUTH_REALM', defaults.projectName),
    policyCacheSize: reader.integer('POLICY_CACHE_SIZE', 5000, { min: 0, max: 1_000_000 }),
    serverName: defaults.projectName,
    consoleEnabled: reader.boolean('CONSOLE_ENABLED', false),
    devRun: reader.text('PGMI_DEV_RUN', '') || undefined,
    devProjectDir: reader.text('PGMI_DEV_PROJECT_DIR', '') || undefined,
    inputTimeoutMs: reader.integer('MCP_INPUT_TIMEOUT_MS', 300_000, { min: 100, max: 86_400_000 }),
    taskConcurrency: reader.integer('MCP_TASK_CONCURRENCY', 4, { min: 0, max: 1000 }),
    taskTimeoutMs: reader.integer('MCP_TASK_TIMEOUT_MS', 3_600_000, { min: 0, max: 604_800_000 }),
    taskPollMs: reader.integer('MCP_TASK_POLL_MS', 2000, { min: 50, max: 3_600_000 }),
    sseReplayEvents: reader.integer('SSE_REPLAY_EVENTS', 1000, { min: 1, max: 1_000_000 }),
    sseReplayStreams: reader.integer('SSE_REPLAY_STREAMS', 10_000, { min: 1, max: 1_000_000 }),
    sseReplayMs: reader.integer('SSE_REPLAY_MS', 300_000, { min: 1000, max: 86_400_000 }),
    sseRetryMs: reader.integer('SSE_RETRY_MS', 1000, { min: 0, max: 3_600_000 }),
    oauth: undefined,
    embeddings: undefined,
  };
  const oauth = readOAuthConfig(env);
  oauth.problems.forEach((problem) => reader.problem(problem));
  config.oauth = oauth.config;
  const embeddings = readEmbeddingsConfig(env);
  embeddings.problems.forEach((problem) => reader.problem(problem));
  config.embeddings = embeddings.config;
  if (/["\\\r\n]/.test(config.authRealm)) reader.problem('AUTH_REALM must not contain quotes, backslashes or line breaks');
  // sslmode and friends, read as libpq reads them (db/libpq-target.ts): bad values and unreadable certificate files now.
  for (const [name, url] of [['DATABASE_URL', config.databaseUrl], ['DATABASE_READ_URL', config.databaseReadUrl], ['DATABASE_LISTEN_URL', config.databaseListenUrl]] as const) {
    if (url === undefined || url === '' || (name === 'DATABASE_LISTEN_URL' && url === config.databaseUrl)) continue;
    const parsed = parseLibpqUrl(name, url, env);
    if ('problems' in parsed) parsed.problems.forEach((problem) => reader.problem(problem));
  }
  reader.throwIfProblems();
  return config;
}

/** Parses one variable at a time and remembers what was wrong, so all problems can be reported at once. */
class EnvReader {
  private readonly problems: string[] = [];

  constructor(private readonly env: NodeJS.ProcessEnv) {}

  problem(message: string): void {
    this.problems.push(message);
  }

  throwIfProblems(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  isSet(name: string): boolean {
    return this.raw(name) !== undefined;
  }

  text(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  url(name: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.raw(name);
    if (value === undefined) {
      if (options.required) this.problem(`${name} is required (a PostgreSQL connection URL, e.g. postgresql://user:password@host:5432/db)`);
      return undefined;
    }
    // The value itself is never repeated in a message: it usually holds a password.
    if (!/^postgres(ql)?:\/\//i.test(value)) {
      this.problem(`${name} must be a postgresql:// URL`);
      return undefined;
    }
    try {
      new URL(value);
    } catch {
      this.problem(invalidUrlMessage(name));
      return undefined;
    }
    return value;
  }

  integer(name: string, fallback: number, range: { min: number; max: number }): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (!/^\d+$/.test(value)) {
      this.problem(`${name} must be a whole number, got "${value}"`);
      return fallback;
    }
    const parsed = Number(value);
    if (parsed < range.min || parsed > range.max) {
      this.problem(`${name} must be between ${range.min} and ${range.max}, got ${parsed}`);
      return fallback;
    }
    return parsed;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problem(`${name} must be true or false, got "${value}"`);
    return fallback;
  }

  choice<T extends string>(name: string, choices: readonly T[], fallback: T): T {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    const found = choices.find((choice) => choice === value);
    if (found === undefined) this.problem(`${name} must be one of ${choices.join(', ')}, got "${value}"`);
    return found ?? fallback;
  }

  list(name: string): string[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    return value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
}
