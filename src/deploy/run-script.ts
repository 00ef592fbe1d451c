// Runs one project file and turns a server error into a SqlFailure that names the file, line and column,
// with the line and a caret. The whole file goes to the server in one round trip; only when it fails is it
// run again statement by statement (inside a savepoint, so nothing is applied twice) to find exactly which
// statement failed and where.
import type pg from 'pg';
import { ProjectError, SqlFailure } from '../errors.js';
import { isConnectionLost } from '../db/connection-lost.js';
import type { ScriptKind } from '../project/directives.js';
import { DEPLOY_SETTINGS } from './deploy-settings.js';
import { locateError } from './error-location.js';
import { repeatableScriptHint } from './sql-hints.js';
import { splitSql, SqlSplitError, type SqlStatement } from './sql-split.js';

export interface ScriptSource {
  path: string;
  content: string;
  /** Tests and fixtures have none. */
  kind?: ScriptKind;
}

export function statementsOf(source: ScriptSource): SqlStatement[] {
  try {
    return splitSql(source.content);
  } catch (error) {
    if (error instanceof SqlSplitError) {
      const line = source.content.slice(0, error.offset).split('\n').length;
      throw new ProjectError(`${error.message}`, { file: source.path, line, hint: 'Fix the SQL text; nothing was applied.' });
    }
    throw error;
  }
}

/** Statements sent in the same round trip as a script: `before` ahead of it, `after` once it succeeded. */
export interface AroundScript {
  before?: string;
  after?: string;
}

/**
 * Executes the script; `label` prefixes the failure ("script", "test", "fixture"). The setting, the savepoint,
 * the script and the release go to the server as one query: one round trip per script instead of three, which
 * was most of what a deploy spent beyond the SQL itself. A server error's position is then counted from the
 * start of that query, so it is moved back by the length of what came before the script.
 */
export async function runScript(client: pg.Client, source: ScriptSource, label: string, around: AroundScript = {}): Promise<void> {
  // The setting before the savepoint, so that locating a failure (which rolls back to it) keeps the setting.
  const head = `${around.before ? `${around.before};\n` : ''}SELECT pg_catalog.set_config('${DEPLOY_SETTINGS.script}', ${client.escapeLiteral(source.path)}, true); SAVEPOINT pgmi_script;\n`;
  // The newline ends a trailing line comment of the script; the semicolon ends its last statement.
  const tail = `\n;RELEASE SAVEPOINT pgmi_script${around.after ? `; ${around.after}` : ''}`;
  try {
    await client.query(head + source.content + tail);
  } catch (error) {
    if (!isServerError(error)) throw error;
    shiftPosition(error, head);
    if (!isReproducible(error)) throw toSqlFailure(error, source, { text: source.content, offset: 0 }, label);
    // The server parses the whole query before it runs any of it: a syntax error stops it before the savepoint,
    // and its position is already exact.
    const rolledBack = await client.query('ROLLBACK TO SAVEPOINT pgmi_script').then(() => true, () => false);
    if (!rolledBack) throw toSqlFailure(error, source, { text: source.content, offset: 0 }, label);
    // The same error comes back from the same statement, now with its exact place.
    await runStatements(client, source, label);
    // It did not fail a second time: report the first error with what the server said about it.
    throw toSqlFailure(error, source, { text: source.content, offset: 0 }, label);
  }
}

/** The server counts `position` in characters of the whole query; the script's own text starts after `head`. */
function shiftPosition(error: pg.DatabaseError, head: string): void {
  if (error.position === undefined) return;
  const inScript = Number(error.position) - [...head].length;
  // An error in the statements around the script has no place in it.
  error.position = inScript > 0 ? String(inScript) : undefined;
}

/** One statement at a time, as psql does: for scripts outside a transaction, and to locate a failure. */
export async function runStatements(client: pg.Client, source: ScriptSource, label: string): Promise<void> {
  for (const statement of statementsOf(source)) {
    try {
      await client.query(statement.text);
    } catch (error) {
      throw toSqlFailure(error, source, statement, label);
    }
  }
}

function isServerError(error: unknown): error is pg.DatabaseError {
  const db = error as Partial<pg.DatabaseError>;
  return typeof db.code === 'string' && db.severity !== undefined;
}

/**
 * Errors that depend on timing or on other sessions (cancellation, lock and statement timeouts, conflicts,
 * lost connections, resources) are not run again: the second run would wait again or behave differently.
 */
function isReproducible(error: pg.DatabaseError): boolean {
  return !['08', '40', '53', '55', '57', '58'].includes(error.code?.slice(0, 2) ?? '');
}

/**
 * The SQLSTATE a project script raises when the server does not fit the project (a PostgreSQL too old, roles an
 * operator made that lack something): pgmi reports it as a configuration problem, exit 10, not as a failed
 * script. The transaction rolls back, so nothing is applied.
 */
export const CONFIGURATION_SQLSTATE = 'PGM10';

export function toSqlFailure(error: unknown, source: ScriptSource, statement: SqlStatement, label: string): Error {
  const db = error as Partial<pg.DatabaseError> & { message?: string };
  // A lost connection is not the script's fault; the deploy reports it (exit 11) with what it means.
  if (typeof db.code !== 'string' || db.severity === undefined || isConnectionLost(error)) return error as Error;
  if (db.code === CONFIGURATION_SQLSTATE && label === 'script') {
    return new ProjectError(db.message ?? 'the server does not fit the project', {
      file: source.path,
      sqlstate: db.code,
      detail: db.detail?.split('\n').map((line) => `- ${line}`).join('\n  '),
      hint: db.hint,
      cause: error,
      data: { phase: label, sqlMessage: db.message },
    });
  }
  const location = locateError(source.content, statement, {
    message: db.message ?? '',
    position: db.position,
    internalPosition: db.internalPosition,
    internalQuery: db.internalQuery,
    where: db.where,
  });
  return new SqlFailure(`${label} failed: ${db.message}`, {
    file: source.path,
    line: location.line,
    column: location.column,
    excerpt: location.excerpt,
    sqlstate: db.code,
    detail: [db.detail, db.where ? `CONTEXT: ${shortContext(db.where)}` : undefined].filter(Boolean).join('\n  ') || undefined,
    hint: db.hint ?? (source.kind === 'repeatable' ? repeatableScriptHint(db.code) : undefined),
    cause: error,
    data: { phase: label, sqlMessage: db.message },
  });
}

/** The server's CONTEXT on one line; the SQL text of nested statements cut short (the location says where). */
function shortContext(where: string): string {
  return where
    .replace(/SQL statement "([\s\S]*?)"(?=\n|$)/g, (_match, sql: string) => {
      const flat = sql.replace(/\s+/g, ' ').trim();
      return `SQL statement "${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}"`;
    })
    .split('\n')
    .join(' / ');
}
