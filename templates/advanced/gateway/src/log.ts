// Structured logs: one JSON object per line on stdout. Everything that could carry a secret passes through
// redact() first: connection URLs lose their password, Bearer tokens, JWTs and API-key-shaped strings are masked.
import type { LogLevel } from './config.js';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

type Write = (line: string) => void;

export function createLogger(level: LogLevel, write: Write = (line) => process.stdout.write(line)): Logger {
  const emit = (entryLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>): void => {
    if (RANK[entryLevel] < RANK[level]) return;
    const entry = { time: new Date().toISOString(), level: entryLevel, msg: message, ...fields };
    write(`${redact(safeStringify(entry))}\n`);
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

/**
 * Lines written in one turn of the event loop, handed to `out` together at its end: the lines of the requests that
 * ended in one turn leave in one system call instead of one each (a write to a pipe is synchronous, and was the
 * one per-request call the response did not need). flush() hands over what is held (main.ts calls it at exit).
 */
export function coalescingWriter(out: (text: string) => void): { write: Write; flush: () => void } {
  let held = '';
  const flush = (): void => {
    const text = held;
    held = '';
    if (text !== '') out(text);
  };
  const write = (line: string): void => {
    if (held === '') setImmediate(flush);
    held += line;
  };
  return { write, flush };
}

const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/?#@\s"]*:)[^@/?#\s"]*@/gi;
const KEYWORD_PASSWORD = /\b(password|passwd|pwd)\s*=\s*('[^']*'|[^\s'"]+)/gi;
const BEARER = /\b(bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
// `<prefix>_<key_id>_<secret>[_<checksum>]`: a lowercase-hex key id and a long secret, whatever the prefix.
const API_KEY = /\b[a-z][a-z0-9_]*_[0-9a-f]{6,32}_[A-Za-z0-9]{20,}(?:_[A-Za-z0-9]{6})?\b/g;
// JWTs: three base64url segments, the first a JSON header (so it starts with "eyJ").
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)?/g;

/** Masks secrets inside free text (error messages, log lines). */
export function redact(text: string): string {
  return text
    .replace(URL_PASSWORD, '$1***@')
    .replace(KEYWORD_PASSWORD, '$1=***')
    .replace(BEARER, '$1 ***')
    .replace(API_KEY, '***')
    .replace(JWT, '***');
}

/** Logging must never throw: a value that cannot be serialised is described instead. */
function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
  } catch {
    return JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'unserialisable log entry' });
  }
}

/** The fields of an error worth logging (a PostgreSQL error's SQLSTATE among them), already redacted. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redact(String(error)) };
  const pgFields = error as Error & { code?: unknown; detail?: unknown; where?: unknown; severity?: unknown };
  const described: Record<string, unknown> = { name: error.name, message: redact(error.message) };
  if (typeof pgFields.code === 'string') described.code = pgFields.code;
  if (typeof pgFields.detail === 'string') described.detail = redact(pgFields.detail);
  if (typeof pgFields.where === 'string') described.where = redact(pgFields.where);
  if (error.stack) described.stack = redact(error.stack.split('\n').slice(0, 6).join('\n'));
  return described;
}
