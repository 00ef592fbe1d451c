// Turns an error into what the user gets: for a PgmiError the text a person reads on stderr (outcome first, then
// where, then how to fix); for any error the object of a --json document or of pgmi serve's failed result.
import type { PgmiError } from '../errors.js';
import { isPgmiError, ProjectProblems } from '../errors.js';
import { describeCause } from '../deploy/handler-cause.js';
import { redact } from '../db/redact.js';

export interface RenderErrorOptions {
  color: boolean;
  verbose: boolean;
}

export function renderError(error: PgmiError, options: RenderErrorOptions): string {
  const red = (text: string) => (options.color ? `\u001b[31m${text}\u001b[0m` : text);
  const lines: string[] = [];
  const location = formatLocation(error);
  lines.push(`${red('pgmi: error:')} ${location ? `${location}: ` : ''}${error.message}`);
  // The real cause first: the handler that failed under the test, at its own file and line.
  if (error.handlerFailure) {
    lines.push(`  because ${describeCause(error.handlerFailure)}`);
    const { line, lineText } = error.handlerFailure;
    if (line !== undefined && lineText !== undefined) lines.push(`  ${String(line).padStart(4)} | ${lineText}`);
  }
  if (error instanceof ProjectProblems && error.problems.length > 1) {
    for (const problem of error.problems) {
      const where = formatLocation(problem);
      lines.push(`  - ${where ? `${where}: ` : ''}${problem.message}`);
    }
  }
  if (error.excerpt) lines.push(error.excerpt);
  if (error.sqlstate) lines.push(`  SQLSTATE: ${error.sqlstate}`);
  if (error.detail) lines.push(`  DETAIL: ${error.detail}`);
  if (error.hint) lines.push(`  hint: ${error.hint}`);
  if (options.verbose && error.cause instanceof Error && error.cause.stack) {
    lines.push(`  cause: ${error.cause.stack}`);
  }
  return `${lines.join('\n')}\n`;
}

export function formatLocation(location: { file?: string; line?: number; column?: number }): string {
  if (!location.file) return '';
  if (location.line === undefined) return location.file;
  return location.column === undefined
    ? `${location.file}:${location.line}`
    : `${location.file}:${location.line}:${location.column}`;
}

/**
 * The error as a plain object, for --json documents and pgmi serve's results: every fact a PgmiError carries.
 * Anything else is a bug in pgmi: code "unexpected" and its message, redacted (nothing checked that text for
 * secrets: a driver's message may quote a connection string).
 */
export function errorToJson(error: unknown): Record<string, unknown> {
  if (!isPgmiError(error)) return { code: 'unexpected', message: unexpectedErrorMessage(error) };
  const json: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.file) json.file = error.file;
  if (error.line !== undefined) json.line = error.line;
  if (error.column !== undefined) json.column = error.column;
  if (error.sqlstate) json.sqlstate = error.sqlstate;
  if (error.detail) json.detail = error.detail;
  if (error.hint) json.hint = error.hint;
  if (error instanceof ProjectProblems) json.problems = error.problems;
  if (error.handlerFailure) json.handlerFailure = error.handlerFailure;
  if (error.data) Object.assign(json, error.data);
  return json;
}

/** An unexpected error's message, with any connection string's password masked. */
export function unexpectedErrorMessage(error: unknown): string {
  return redact(error instanceof Error ? error.message : String(error));
}
