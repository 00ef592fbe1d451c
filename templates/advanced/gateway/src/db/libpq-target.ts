// A database URL read with libpq's meaning of sslmode (https://www.postgresql.org/docs/current/libpq-ssl.html),
// as psql and the pgmi CLI read it. node-postgres reads sslmode in a URL its own way (there, require verifies the
// server certificate and prefer never falls back to plain), so the SSL parameters are taken out of the URL here
// and turned into node-postgres's `ssl` option, one per connection attempt:
//   disable       plain only
//   allow         plain; TLS (unverified) when the server refuses plain
//   prefer        TLS (unverified); plain when the server has no TLS        (the default, as in libpq)
//   require       TLS, certificate not verified -- unless sslrootcert is given: then as verify-ca
//   verify-ca     TLS, certificate chain verified against sslrootcert (default ~/.postgresql/root.crt)
//   verify-full   as verify-ca, and the host name must match the certificate
// sslrootcert=system uses the operating system's trusted roots. sslcert/sslkey present a client certificate.
// The URL's parameters win; PGSSLMODE, PGSSLROOTCERT, PGSSLCERT and PGSSLKEY fill in what it leaves out.
// Where two attempts exist (allow, prefer), a connection that fails for want of (or because of) TLS moves the
// target to the next attempt for every later connection; main.ts opens one connection at start to settle it.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ConnectionOptions } from 'node:tls';
import type { ClientConfig } from 'pg';
import pg from './pg-driver.js';

export const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'] as const;
export type SslMode = (typeof SSL_MODES)[number];
/** node-postgres's `ssl` option for one connection attempt: false is plain. */
export type SslAttempt = false | ConnectionOptions;

const SSL_PARAMETERS = ['sslmode', 'sslrootcert', 'sslcert', 'sslkey'] as const;
/** node-postgres's own SSL switches: they would override the libpq reading, so they are refused with a hint. */
const FOREIGN_PARAMETERS = ['ssl', 'uselibpqcompat'] as const;

export interface SslSettings {
  mode: SslMode;
  rootCert?: string;
  cert?: string;
  key?: string;
}

type ReadFile = (path: string) => string;
const readText: ReadFile = (path) => readFileSync(path, 'utf8');

export interface ParsedTarget {
  /** The URL without its SSL parameters, for node-postgres. */
  connectionString: string;
  settings: SslSettings;
  attempts: SslAttempt[];
}

/** Why a connection URL does not parse, and the usual cause: a password with characters a URL reserves. */
export function invalidUrlMessage(name: string): string {
  return `${name} is not a valid URL: percent-encode the user name and password (/ as %2F, # as %23, ? as %3F, @ as %40, : as %3A, % as %25, e.g. with encodeURIComponent), or use a password of letters and digits`;
}

/** Reads the URL; every problem is described (naming `name`, never the URL itself, which may hold a password). */
export function parseLibpqUrl(name: string, raw: string, env: NodeJS.ProcessEnv, readFile: ReadFile = readText): ParsedTarget | { problems: string[] } {
  const problems: string[] = [];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problems: [invalidUrlMessage(name)] };
  }
  for (const foreign of FOREIGN_PARAMETERS) {
    if (url.searchParams.has(foreign)) problems.push(`${name}: "${foreign}" is node-postgres's own parameter; use libpq's sslmode (disable, allow, prefer, require, verify-ca, verify-full)`);
  }
  const param = (key: (typeof SSL_PARAMETERS)[number], envName: string): string | undefined =>
    url.searchParams.get(key) ?? (env[envName]?.trim() || undefined);
  const mode = param('sslmode', 'PGSSLMODE') ?? 'prefer';
  if (!(SSL_MODES as readonly string[]).includes(mode)) {
    problems.push(`${name}: sslmode must be one of ${SSL_MODES.join(', ')}, got "${mode}"`);
  }
  const settings: SslSettings = {
    mode: (SSL_MODES as readonly string[]).includes(mode) ? (mode as SslMode) : 'prefer',
    rootCert: param('sslrootcert', 'PGSSLROOTCERT'),
    cert: param('sslcert', 'PGSSLCERT'),
    key: param('sslkey', 'PGSSLKEY'),
  };
  for (const key of SSL_PARAMETERS) url.searchParams.delete(key);
  let attempts: SslAttempt[] = [];
  try {
    attempts = sslAttempts(settings, url.hostname, readFile);
  } catch (error) {
    problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (problems.length > 0) return { problems };
  return { connectionString: url.toString(), settings, attempts };
}

/** The `ssl` option of each connection attempt, in the order libpq tries them. Throws for unreadable files. */
export function sslAttempts(settings: SslSettings, host: string, readFile: ReadFile = readText): SslAttempt[] {
  const client = clientCertificate(settings, readFile);
  const unverified: ConnectionOptions = { rejectUnauthorized: false, ...client };
  switch (settings.mode) {
    case 'disable':
      return [false];
    case 'allow':
      return [false, unverified];
    case 'prefer':
      // libpq never uses TLS over a Unix-domain socket.
      return /^(\/|%2f)/i.test(host) ? [false] : [unverified, false];
    case 'require':
      return [settings.rootCert ? verified(settings, false, readFile, client) : unverified];
    case 'verify-ca':
      return [verified(settings, false, readFile, client)];
    case 'verify-full':
      return [verified(settings, true, readFile, client)];
    default: {
      const unreachable: never = settings.mode;
      throw new Error(`unknown sslmode ${String(unreachable)}`);
    }
  }
}

function verified(settings: SslSettings, checkHost: boolean, readFile: ReadFile, client: ConnectionOptions): ConnectionOptions {
  const options: ConnectionOptions = { rejectUnauthorized: true, ...client };
  const rootCert = settings.rootCert ?? join(homedir(), '.postgresql', 'root.crt');
  if (rootCert !== 'system') {
    if (settings.rootCert === undefined && !existsSync(rootCert)) {
      throw new Error(
        `sslmode=${settings.mode} verifies the server certificate, but no root certificate was given (sslrootcert=…, or ${rootCert}); ` +
          'sslrootcert=system uses the trusted roots of the operating system',
      );
    }
    options.ca = readCertificate(readFile, rootCert, 'sslrootcert');
  }
  if (!checkHost) options.checkServerIdentity = () => undefined;
  return options;
}

function clientCertificate(settings: SslSettings, readFile: ReadFile): ConnectionOptions {
  const options: ConnectionOptions = {};
  if (settings.cert) options.cert = readCertificate(readFile, settings.cert, 'sslcert');
  if (settings.key) options.key = readCertificate(readFile, settings.key, 'sslkey');
  return options;
}

function readCertificate(readFile: ReadFile, path: string, what: string): string {
  try {
    return readFile(path);
  } catch (error) {
    throw new Error(`cannot read ${what} ${path} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}

/**
 * TLS refused by a plain server (prefer), or plain refused by a server that wants TLS (allow); also pg_hba.conf
 * refusing the one kind of session for the role while the other is allowed (`hostssl … reject`, or no line for it),
 * where psql goes on with the other kind. Only answers that depend on the server's configuration count: the move
 * to the other attempt holds for every later connection, so a passing error (53300 too many connections, 57P03
 * starting up) under TLS must not make the gateway give up encryption for good.
 */
export function isSslNegotiationFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /does not support SSL|SSL.*(required|off)|(no pg_hba\.conf entry|pg_hba\.conf rejects connection).*(SSL|encryption)|EPROTO|wrong version number/i.test(message);
}

/** Reads a URL already checked by loadConfig (config.ts); a problem here is a bug. */
export function libpqTarget(raw: string, env: NodeJS.ProcessEnv): LibpqTarget {
  const parsed = parseLibpqUrl('database URL', raw, env);
  if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
  return LibpqTarget.from(parsed);
}

/** One database as node-postgres sees it, with the current sslmode attempt. */
export class LibpqTarget {
  private attempt = 0;

  constructor(
    readonly connectionString: string,
    readonly sslmode: SslMode,
    private readonly attempts: readonly SslAttempt[],
  ) {}

  static from(parsed: ParsedTarget): LibpqTarget {
    return new LibpqTarget(parsed.connectionString, parsed.settings.mode, parsed.attempts);
  }

  get ssl(): SslAttempt {
    return this.attempts[this.attempt] ?? false;
  }

  /** After a failed connection: move on to the next attempt when TLS (or its absence) was the reason (true). */
  noteConnectFailure(error: unknown): boolean {
    if (!isSslNegotiationFailure(error) || this.attempt + 1 >= this.attempts.length) return false;
    this.attempt++;
    return true;
  }

  clientConfig(extra: ClientConfig = {}): ClientConfig {
    return { ...extra, connectionString: this.connectionString, ssl: this.ssl };
  }

  /** A pg.Client class for pg.Pool's `Client` option: each new connection takes the current attempt. */
  clientClass(): typeof pg.Client {
    const target = this;
    class LibpqClient extends pg.Client {
      constructor(config?: string | ClientConfig) {
        super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionString: target.connectionString, ssl: target.ssl });
      }

      // The callback is node-postgres's own, called as ReadyForQuery is handled -- never a promise turn later. pg-pool
      // puts its 'error' listener on the connection in that callback, and a server going away as the connection
      // becomes ready (PostgreSQL stopping) sends FATAL right behind ReadyForQuery, often in the same chunk, handled
      // in the same turn: without a listener by then, that error event would end the process.
      override connect(): Promise<void>;
      override connect(callback: (err: Error) => void): void;
      override connect(callback?: (err: Error) => void): Promise<void> | void {
        if (!callback) {
          return new Promise<void>((resolve, reject) => this.connect((error) => (error ? reject(error) : resolve())));
        }
        super.connect((error) => {
          if (error) target.noteConnectFailure(error);
          callback(error);
        });
      }
    }
    return LibpqClient;
  }
}
