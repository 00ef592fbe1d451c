// Runs one project file statement by statement (as psql does) and turns a server error into a SqlFailure
// that names the file, line and column, with the line and a caret.
import type pg from 'pg';
import { ProjectError, SqlFailure } from '../errors.js';
import { locateError } from './error-location.js';
import { splitSql, SqlSplitError, type SqlStatement } from './sql-split.js';

export interface ScriptSource {
  path: string;
  content: string;
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

/** Executes every statement; `label` prefixes the failure ("script", "test", "fixture"). */
export async function runScript(client: pg.Client, source: ScriptSource, label: string): Promise<void> {
  for (const statement of statementsOf(source)) {
    try {
      await client.query(statement.text);
    } catch (error) {
      throw toSqlFailure(error, source, statement, label);
    }
  }
}

export function toSqlFailure(error: unknown, source: ScriptSource, statement: SqlStatement, label: string): Error {
  const db = error as Partial<pg.DatabaseError> & { message?: string };
  if (typeof db.code !== 'string' || db.severity === undefined) return error as Error;
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
    detail: [db.detail, db.where ? `CONTEXT: ${db.where.split('\n').join(' / ')}` : undefined].filter(Boolean).join('\n  ') || undefined,
    hint: db.hint,
    cause: error,
    data: { phase: label, sqlMessage: db.message },
  });
}
