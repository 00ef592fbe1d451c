// When a SQL test fails because a handler failed, the failure names the handler, the project file and line of
// the statement that failed, its SQLSTATE and message, not only the test's own assertion. Two ways in:
// - an error result: the template's entry points catch the handler's exception, answer with an error, and raise
//   NOTICE `pgmi.handler.failure` (lib/api/10-handler-failures.sql) whose DETAIL holds the facts; the test then
//   fails on the answer ("isError: expected false, got true");
// - an exception that reached the test: the innermost frame of the error's CONTEXT is a project function.
// Either way the line inside the function body is mapped into the project file by finding the body (pg_proc's
// prosrc) in the scripts of the deploy.
import type pg from 'pg';
import { SqlFailure, type HandlerFailureCause } from '../errors.js';
import { normaliseSql } from './checksum.js';

export const HANDLER_FAILURE_NOTICE = 'pgmi.handler.failure';

/** A handler failure as the NOTICE reports it (line: inside the body). */
export interface ReportedFailure {
  handler: string;
  kind?: string;
  script?: string;
  line?: number;
  sqlstate: string;
  message: string;
}

export interface ScriptText {
  path: string;
  content: string;
}

/** The facts of a `pgmi.handler.failure` NOTICE, or undefined for any other notice. */
export function reportedFailureOf(notice: { message?: string; detail?: string }): ReportedFailure | undefined {
  if (notice.message !== HANDLER_FAILURE_NOTICE || typeof notice.detail !== 'string') return undefined;
  let facts: Record<string, unknown>;
  try {
    facts = JSON.parse(notice.detail) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof facts.handler !== 'string' || typeof facts.sqlstate !== 'string') return undefined;
  return {
    handler: facts.handler,
    kind: typeof facts.kind === 'string' ? facts.kind : undefined,
    script: typeof facts.script === 'string' ? facts.script : undefined,
    line: typeof facts.line === 'number' ? facts.line : undefined,
    sqlstate: facts.sqlstate,
    message: typeof facts.message === 'string' ? facts.message : '',
  };
}

/** The innermost frame of an error's CONTEXT when it is a function of the project (not a DO block or pg_temp helper). */
export function failingFunctionOf(error: { where?: string; code?: string; message?: string }): ReportedFailure | undefined {
  // The first function frame (lines such as `SQL expression "…"` name no function).
  const first = error.where?.split('\n').find((line) => /^(PL\/pgSQL|SQL) function /.test(line)) ?? '';
  const frame = /^PL\/pgSQL function ([^\s(]+)\(([^)]*)\) line (\d+)/.exec(first);
  if (!frame || frame[1] === 'inline_code_block' || /^pg_temp/.test(frame[1] as string) || !error.code) return undefined;
  return { handler: `${frame[1]}(${frame[2]})`, line: Number(frame[3]), sqlstate: error.code, message: error.message ?? '' };
}

/**
 * The cause with its place in the project: the function's body found in the scripts (the registering
 * script first), the line inside it mapped to the file, and the registry's name for the handler when there is one.
 */
export async function locateHandlerFailure(client: pg.Client, failure: ReportedFailure, scripts: readonly ScriptText[]): Promise<HandlerFailureCause> {
  const found = await client
    .query<{ body: string; signature: string; name: string | null }>(
      `SELECT p.prosrc AS body, p.oid::regprocedure::text AS signature,
              CASE WHEN pg_catalog.to_regclass('api.vw_handler_inventory') IS NOT NULL
                   THEN (SELECT i.kind || ' ' || i.name FROM api.vw_handler_inventory i JOIN api.handler h ON h.object_id = i.handler_id
                          WHERE h.handler_func = p.oid) END AS name
         FROM pg_catalog.pg_proc p WHERE p.oid = pg_catalog.to_regprocedure($1)`,
      [failure.handler],
    )
    .then((result) => result.rows[0])
    .catch(() => undefined); // the registry or the function is not readable here: say what the failure says
  const cause: HandlerFailureCause = { handler: found?.signature ?? failure.handler, sqlstate: failure.sqlstate, message: failure.message };
  if (found?.name) cause.name = found.name;
  const ordered = failure.script ? [...scripts.filter((s) => s.path === failure.script), ...scripts.filter((s) => s.path !== failure.script)] : scripts;
  const place = found && failure.line !== undefined ? locateBodyLine(ordered, found.body, failure.line) : undefined;
  if (place) Object.assign(cause, place);
  else if (failure.script) cause.file = failure.script;
  return cause;
}

/** Where line `bodyLine` of a function body is in the first script that holds the body (verbatim or quoted). */
export function locateBodyLine(scripts: readonly ScriptText[], body: string, bodyLine: number): { file: string; line: number; lineText: string } | undefined {
  const verbatim = normaliseSql(body);
  if (verbatim.trim() === '') return undefined;
  for (const script of scripts) {
    const text = normaliseSql(script.content);
    const at = [verbatim, verbatim.replace(/'/g, "''")].map((form) => text.indexOf(form)).find((index) => index !== -1);
    if (at === undefined) continue;
    // Line 1 of a PL/pgSQL body is the line on which the body starts.
    const line = text.slice(0, at).split('\n').length + bodyLine - 1;
    const lineText = text.split('\n')[line - 1];
    if (lineText !== undefined) return { file: script.path, line, lineText };
  }
  return undefined;
}

/** The test's failure with the handler failure that caused it. */
export function withHandlerFailure(error: SqlFailure, cause: HandlerFailureCause): SqlFailure {
  return new SqlFailure(error.message, {
    file: error.file,
    line: error.line,
    column: error.column,
    excerpt: error.excerpt,
    sqlstate: error.sqlstate,
    detail: error.detail,
    hint: error.hint,
    cause: error.cause,
    data: error.data,
    handlerFailure: cause,
  });
}

/** `tool count_notes failed at api/tools/count_notes.sql:39: 42P01 relation "api.notez" does not exist`. */
export function describeCause(cause: HandlerFailureCause): string {
  const where = cause.file ? ` at ${cause.file}${cause.line === undefined ? '' : `:${cause.line}`}` : '';
  return `${cause.name ?? `function ${cause.handler}`} failed${where}: ${cause.sqlstate} ${cause.message}`;
}
