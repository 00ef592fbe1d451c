// Opens one pg client for a ConnectionTarget, with libpq's sslmode semantics, and turns connection
// failures into ConnectionError (exit 11) with an actionable message and no password.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import type { Socket } from 'node:net';
import type { ConnectionOptions, TLSSocket } from 'node:tls';
import { ConnectionError } from '../errors.js';
import { describeTarget, type ConnectionTarget } from './connection.js';
import { scrubSecrets } from './redact.js';
import { pgDriver } from './pg-driver.js';
import { asPreConnected, negotiatePreferredSsl } from './prefer-ssl.js';

export type Client = pg.Client;

/** The server asked for a password and none was given anywhere. */
class PasswordRequired extends Error {
  constructor() {
    super('the server asked for a password and none was given');
    this.name = 'PasswordRequired';
  }
}

export async function connect(target: ConnectionTarget, database = target.database): Promise<pg.Client> {
  // Loading pg (~15 ms of compiling on first use) overlaps the server starting its backend for the SSL request.
  const loading = pgDriver();
  loading.catch(() => undefined); // awaited below; a failure is thrown there, not reported as unhandled
  let attempts: Array<false | ConnectionOptions> | undefined;
  if (target.sslmode === 'prefer' && !isLocalSocket(target)) {
    const socket = await negotiatePreferredSsl(target, unverifiedTls(target));
    if (socket) {
      try {
        return await open(await loading, target, database, false, asPreConnected(socket));
      } catch (error) {
        // Encrypted, then refused by the server (pg_hba.conf: hostnossl, or hostssl … reject): libpq's prefer tries
        // once more in plain after any error the server answers during start-up, and so does pgmi.
        if (!(isEncrypted(socket) && (isSslNegotiationFailure(error) || isServerError(error)))) throw toConnectionError(error, target, database);
        attempts = [false];
      }
    }
  }
  const driver = await loading;
  let lastError: unknown;
  // Built only now: it reads the client certificate files, which the one-connection path above already did.
  for (const ssl of attempts ?? sslAttempts(target)) {
    try {
      return await open(driver, target, database, ssl);
    } catch (error) {
      lastError = error;
      if (!isSslNegotiationFailure(error)) break;
    }
  }
  throw toConnectionError(lastError, target, database);
}

/** One pg client, connected; `stream` is a socket whose TLS negotiation is done (sslmode=prefer). */
async function open(driver: typeof pg, target: ConnectionTarget, database: string, ssl: false | ConnectionOptions, stream?: Socket): Promise<pg.Client> {
  const client = new driver.Client({
    host: target.host,
    port: target.port,
    user: target.user,
    // Called only when the server asks for a password: without one, say so instead of the driver's SASL error.
    password: async () => {
      if (target.password === undefined || target.password === '') throw new PasswordRequired();
      return target.password;
    },
    database,
    ssl,
    ...(stream ? { stream: () => stream } : {}),
    application_name: target.applicationName,
    connectionTimeoutMillis: target.connectTimeoutSeconds * 1000,
  });
  // An idle client whose server goes away emits 'error'; the failure surfaces on the next query instead.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

/** Like connect, but undefined when the database does not exist yet (dry runs and inspect never create it). */
export async function connectIfExists(target: ConnectionTarget): Promise<pg.Client | undefined> {
  try {
    return await connect(target);
  } catch (error) {
    if ((error as ConnectionError).sqlstate === '3D000') return undefined;
    throw error;
  }
}

/** prefer (when the one-connection negotiation failed): SSL, then plain; allow: plain, then SSL; the rest: one attempt. */
function sslAttempts(target: ConnectionTarget): Array<false | ConnectionOptions> {
  const unverified = unverifiedTls(target);
  switch (target.sslmode) {
    case 'disable':
      return [false];
    case 'allow':
      return [false, unverified];
    case 'prefer':
      return isLocalSocket(target) ? [false] : [unverified, false];
    case 'require':
      // libpq: require with a root certificate behaves like verify-ca.
      return [target.sslrootcert ? verified(target, false) : unverified];
    case 'verify-ca':
      return [verified(target, false)];
    case 'verify-full':
      return [verified(target, true)];
    default: {
      const unreachable: never = target.sslmode;
      throw new Error(`unknown sslmode ${String(unreachable)}`);
    }
  }
}

/** libpq's prefer and require without a root certificate: encrypted, the server's certificate not checked. */
function unverifiedTls(target: ConnectionTarget): ConnectionOptions {
  return { rejectUnauthorized: false, ...clientCertificate(target) };
}

function verified(target: ConnectionTarget, checkHost: boolean): ConnectionOptions {
  const options: ConnectionOptions = { rejectUnauthorized: true, ...clientCertificate(target) };
  if (target.sslrootcert) options.ca = readFileSync(target.sslrootcert, 'utf8');
  if (!checkHost) options.checkServerIdentity = () => undefined;
  return options;
}

function clientCertificate(target: ConnectionTarget): ConnectionOptions {
  const options: ConnectionOptions = {};
  if (target.sslcert) options.cert = readFileSync(target.sslcert, 'utf8');
  if (target.sslkey) options.key = readFileSync(target.sslkey, 'utf8');
  return options;
}

/** An error the server sent (an ErrorResponse: a severity and a SQLSTATE), not one of the network (EPIPE) or pgmi's. */
function isServerError(error: unknown): boolean {
  const { severity, code } = (error ?? {}) as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A TLS socket, told without loading node:tls (TLSSocket sets `encrypted`; a plain Socket has none). */
function isEncrypted(socket: Socket): socket is TLSSocket {
  return (socket as Partial<TLSSocket>).encrypted === true;
}

function isLocalSocket(target: ConnectionTarget): boolean {
  return target.host.startsWith('/');
}

function isSslNegotiationFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /does not support SSL|SSL.*(required|off)|no pg_hba\.conf entry.*(SSL|encryption)|EPROTO|wrong version number/i.test(message);
}

export function toConnectionError(error: unknown, target: ConnectionTarget, database: string): ConnectionError {
  const where = describeTarget({ ...target, database });
  const code = (error as { code?: string } | undefined)?.code;
  const raw = error instanceof Error ? error.message : String(error);
  const message = scrubSecrets(raw, [target.password]);
  const server = target.host.startsWith('/') ? target.host : `${target.host}:${target.port}`;
  if (error instanceof PasswordRequired) {
    return new ConnectionError(`${server} wants a password for user "${target.user}" and none was given`, {
      hint:
        'Give it in the connection URL (postgresql://USER:PASSWORD@host/db, percent-encoded), in PGPASSWORD, or in ~/.pgpass ' +
        `(or the file PGPASSFILE names) as a line host:port:database:user:password, e.g. ${target.host}:${target.port}:*:${target.user}:…`,
      data: { target: where },
    });
  }
  const known: Record<string, [string, string]> = {
    ECONNREFUSED: [`cannot connect to ${server}: connection refused`, `Is PostgreSQL running there? Check with: pg_isready -h ${target.host} -p ${target.port}`],
    ENOTFOUND: [`cannot connect: unknown host "${target.host}"`, 'Check the host name in the connection string.'],
    EAI_AGAIN: [`cannot connect: host "${target.host}" could not be resolved right now`, 'Check DNS and the host name.'],
    ETIMEDOUT: [`cannot connect to ${server}: timed out`, 'Check the host, port and firewall; raise connect_timeout if the server is slow.'],
    EHOSTUNREACH: [`cannot connect to ${server}: host unreachable`, 'Check the network route to the server.'],
    '28P01': [`password authentication failed for user "${target.user}"`, 'Check the password in the connection string, PGPASSWORD or ~/.pgpass.'],
    '28000': [`the server refused user "${target.user}" (${message})`, 'Check pg_hba.conf on the server, the user name and sslmode.'],
    '3D000': [`database "${database}" does not exist`, 'pgmi creates missing databases when it can connect to the maintenance database (postgres).'],
    '42501': [`permission denied to connect to database "${database}" as "${target.user}"`, `Ask an administrator for: GRANT CONNECT ON DATABASE "${database}" TO "${target.user}";`],
    '53300': [`the server has too many connections`, 'Try again later or raise max_connections.'],
    '57P03': [`the server is starting up or shutting down`, 'Try again in a few seconds.'],
  };
  const hit = code ? known[code] : undefined;
  if (hit) return new ConnectionError(hit[0], { hint: hit[1], data: { target: where }, sqlstate: code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined });
  if (/timeout/i.test(message)) {
    return new ConnectionError(`cannot connect to ${server}: timed out after ${target.connectTimeoutSeconds}s`, { hint: 'Check the host, port and firewall.', data: { target: where } });
  }
  if (/SSL|certificate|self.signed|TLS/i.test(message)) {
    return new ConnectionError(`cannot connect to ${server}: TLS failed (${message})`, { hint: 'Check sslmode, sslrootcert, sslcert and sslkey.', data: { target: where } });
  }
  return new ConnectionError(`cannot connect to ${where}: ${message}`, { hint: 'Check the connection settings.', data: { target: where } });
}
