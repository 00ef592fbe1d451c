// `query` and `explain` run the agent's SQL the way the server can police it, without pgmi parsing it: one
// statement (the extended protocol refuses several), in a transaction that is READ ONLY (the server refuses
// every write; a snapshot is taken first, so the statement cannot switch the transaction to read-write), with a
// statement_timeout, read through a cursor that stops after the row cap, and rolled back in every case. EXPLAIN
// ANALYZE executes the statement, so it runs in a read-write transaction that is always rolled back. Both run as
// the project's owner role in the system context when the database has them (the advanced template: every row is
// visible, row-level security notwithstanding), not as the deploying superuser.
import type pg from 'pg';
import Cursor from 'pg-cursor';
import { asSqlFailure } from './sql-errors.js';

export interface StatementOptions {
  sql: string;
  params: readonly unknown[];
  timeoutMs: number;
}

export interface QueryOutcome {
  columns: Array<{ name: string; type: string }>;
  rows: unknown[][];
  /** True when the statement had more rows than the cap (they were not read). */
  truncated: boolean;
  /** The role the statement ran as. */
  role: string;
}

export interface ExplainOutcome {
  plan: unknown;
  text: string;
  analyzed: boolean;
  role: string;
}

export async function runReadOnlyQuery(client: pg.Client, options: StatementOptions & { maxRows: number }): Promise<QueryOutcome> {
  return inRolledBackTransaction(client, { readOnly: true, timeoutMs: options.timeoutMs }, async (role) => {
    const cursor = client.query(new Cursor(options.sql, [...options.params], { rowMode: 'array', types: { getTypeParser: jsonValueParser } as pg.CustomTypesConfig }));
    let read: { rows: unknown[][]; fields: pg.FieldDef[] };
    try {
      read = await readRows(cursor, options.maxRows + 1);
    } catch (error) {
      throw asSqlFailure(error, options.sql);
    } finally {
      // The client runs nothing else until the cursor is closed: close it before asking for column types.
      await cursor.close().catch(() => undefined); // the ROLLBACK below ends the portal anyway
    }
    const columns = await columnTypes(client, read.fields);
    return { columns, rows: read.rows.slice(0, options.maxRows), truncated: read.rows.length > options.maxRows, role };
  });
}

export async function explainStatement(client: pg.Client, options: StatementOptions & { analyze: boolean }): Promise<ExplainOutcome> {
  const prefix = `EXPLAIN (${options.analyze ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'FORMAT JSON'}) `;
  return inRolledBackTransaction(client, { readOnly: !options.analyze, timeoutMs: options.timeoutMs }, async (role) => {
    const result = await client.query({ text: `${prefix}${options.sql}`, values: [...options.params], queryMode: 'extended' } as pg.QueryConfig).catch((error: unknown) => {
      throw asSqlFailure(error, options.sql, [...prefix].length);
    });
    const plan = (result.rows[0] as Record<string, unknown> | undefined)?.['QUERY PLAN'];
    return { plan, text: renderPlan(plan), analyzed: options.analyze, role };
  });
}

async function inRolledBackTransaction<T>(client: pg.Client, options: { readOnly: boolean; timeoutMs: number }, work: (role: string) => Promise<T>): Promise<T> {
  await client.query(options.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
  try {
    // A SELECT takes the transaction's first snapshot: from then on READ ONLY cannot be turned off.
    await client.query("SELECT pg_catalog.set_config('statement_timeout', $1, true)", [String(Math.max(1, Math.floor(options.timeoutMs)))]);
    // Functions are resolved when a statement is parsed: ask whether they exist before calling them.
    const found = await client.query<{ has_roles: boolean; has_system_context: boolean }>(
      `SELECT pg_catalog.to_regprocedure('internal.role_name(text)') IS NOT NULL AS has_roles,
              pg_catalog.to_regprocedure('core.enter_system_context()') IS NOT NULL AS has_system_context`,
    );
    const hasSystemContext = found.rows[0]?.has_system_context === true;
    const role = found.rows[0]?.has_roles ? (await client.query<{ role: string }>("SELECT internal.role_name('owner')::text AS role")).rows[0]?.role : undefined;
    if (role) await client.query("SELECT pg_catalog.set_config('role', $1, true)", [role]);
    // The template forces row-level security on its tables, also for their owner; the system context is how the
    // owner sees every row (the <table>_system policies).
    if (role && hasSystemContext) await client.query('SELECT core.enter_system_context()');
    const current = await client.query<{ role: string }>('SELECT current_user::text AS role');
    return await work(current.rows[0]!.role);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined); // a broken connection rolls back on its own
  }
}

// Values as JSON carries them exactly: booleans and small numbers as such, everything else in PostgreSQL's text
// form (numeric and int8 may not fit a JSON number; json stays text, so a cell is always one of four types).
const PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  16: (text) => text === 't',
  21: Number,
  23: Number,
  700: Number,
  701: Number,
};

function jsonValueParser(oid: number): (text: string) => unknown {
  return PARSERS[oid] ?? ((text) => text);
}

function readRows(cursor: Cursor<unknown[]>, count: number): Promise<{ rows: unknown[][]; fields: pg.FieldDef[] }> {
  return new Promise((resolve, reject) => {
    cursor.read(count, (error, rows, result) => (error ? reject(error) : resolve({ rows, fields: result?.fields ?? [] })));
  });
}

async function columnTypes(client: pg.Client, fields: readonly pg.FieldDef[]): Promise<Array<{ name: string; type: string }>> {
  if (fields.length === 0) return [];
  const oids = [...new Set(fields.map((field) => field.dataTypeID))];
  const names = await client.query<{ oid: number; name: string }>('SELECT oid::int AS oid, pg_catalog.format_type(oid, NULL) AS name FROM pg_catalog.pg_type WHERE oid = ANY ($1::oid[])', [oids]);
  const byOid = new Map(names.rows.map((row) => [row.oid, row.name]));
  return fields.map((field) => ({ name: field.name, type: byOid.get(field.dataTypeID) ?? String(field.dataTypeID) }));
}

/** EXPLAIN's JSON as the familiar indented text: node, relation, estimates, and actuals when analysed. */
export function renderPlan(plan: unknown): string {
  const root = Array.isArray(plan) ? (plan[0] as Record<string, unknown> | undefined) : undefined;
  if (!root) return '';
  const lines: string[] = [];
  const walk = (node: Record<string, unknown>, depth: number) => {
    const name = [node['Node Type'], node['Relation Name'] ? `on ${String(node['Relation Name'])}` : undefined, node['Index Name'] ? `using ${String(node['Index Name'])}` : undefined]
      .filter(Boolean)
      .join(' ');
    const estimate = `(cost=${node['Startup Cost']}..${node['Total Cost']} rows=${node['Plan Rows']} width=${node['Plan Width']})`;
    const actual = node['Actual Total Time'] === undefined ? '' : ` (actual time=${node['Actual Startup Time']}..${node['Actual Total Time']} rows=${node['Actual Rows']} loops=${node['Actual Loops']})`;
    lines.push(`${depth === 0 ? '' : `${'  '.repeat(depth)}->  `}${name}  ${estimate}${actual}`);
    for (const key of ['Filter', 'Index Cond', 'Hash Cond', 'Join Filter', 'Recheck Cond']) {
      if (node[key] !== undefined) lines.push(`${'  '.repeat(depth + 2)}${key}: ${String(node[key])}`);
    }
    for (const child of (node.Plans as Array<Record<string, unknown>> | undefined) ?? []) walk(child, depth + 1);
  };
  walk(root.Plan as Record<string, unknown>, 0);
  if (root['Planning Time'] !== undefined) lines.push(`Planning Time: ${root['Planning Time']} ms`);
  if (root['Execution Time'] !== undefined) lines.push(`Execution Time: ${root['Execution Time']} ms`);
  return lines.join('\n');
}
