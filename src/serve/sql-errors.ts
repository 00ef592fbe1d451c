// A PostgreSQL error raised by SQL an agent handed to a tool (query, explain, call_handler) as a SqlFailure:
// SQLSTATE, message, detail, hint, and — when the server gave a position — the line and column in that SQL with
// the line and a caret under it.
import { SqlFailure } from '../errors.js';

interface ServerError {
  code?: string;
  message: string;
  detail?: string;
  hint?: string;
  position?: string;
}

function isServerError(error: unknown): error is ServerError & Error {
  return error instanceof Error && typeof (error as ServerError).code === 'string' && /^[0-9A-Z]{5}$/.test((error as ServerError).code as string);
}

/** `error` as a SqlFailure when it came from the server; anything else unchanged. `offset`: characters sent before the agent's SQL. */
export function asSqlFailure(error: unknown, sql?: string, offset = 0): unknown {
  if (!isServerError(error)) return error;
  const location = sql !== undefined && error.position ? locate(sql, Number(error.position) - 1 - offset) : undefined;
  return new SqlFailure(error.message, { sqlstate: error.code, detail: error.detail, hint: error.hint, ...location, cause: error });
}

function locate(sql: string, index: number): { line: number; column: number; excerpt: string } | undefined {
  if (!Number.isInteger(index) || index < 0 || index > sql.length) return undefined;
  const chars = [...sql];
  const before = chars.slice(0, index).join('');
  const lines = before.split('\n');
  const line = lines.length;
  const column = (lines[lines.length - 1] ?? '').length + 1;
  const text = sql.split('\n')[line - 1] ?? '';
  return { line, column, excerpt: `${text}\n${' '.repeat(column - 1)}^` };
}
