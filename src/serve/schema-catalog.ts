// What the project database holds, as an agent needs it before writing SQL: schemas; tables and views with their
// columns (type, nullability, default), constraints, indexes and row-level security (enabled, forced, policies);
// functions with signatures and comments. Read from pg_catalog; objects of extensions and system schemas are
// left out. `summary` keeps columns and RLS flags and drops the rest (the whole database at a glance).
import type pg from 'pg';

export type SchemaDetail = 'summary' | 'full';

export interface SchemaFilter {
  /** Only these schemas (default: every schema except system ones and pgmi's tracking schema). */
  schemas?: readonly string[];
  /** A glob on object names (tables, views, functions): * and ?. */
  name?: string;
  detail: SchemaDetail;
}

export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  default?: string;
  identity?: 'always' | 'by default';
  generated?: boolean;
  comment?: string;
}

export interface Relation {
  name: string;
  kind: 'table' | 'partitioned table' | 'foreign table' | 'view' | 'materialized view';
  comment?: string;
  estimatedRows?: number;
  columns: Column[];
  rls: { enabled: boolean; forced: boolean; policies?: Policy[] };
  constraints?: Array<{ name: string; type: string; definition: string }>;
  indexes?: Array<{ name: string; definition: string; unique: boolean; primary: boolean }>;
  definition?: string;
}

export interface Policy {
  name: string;
  command: 'ALL' | 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';
  permissive: boolean;
  roles: string[];
  using?: string;
  withCheck?: string;
}

export interface FunctionInfo {
  name: string;
  signature: string;
  returns?: string;
  kind: 'function' | 'procedure' | 'aggregate' | 'window';
  language: string;
  securityDefiner: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
  comment?: string;
}

export interface SchemaInfo {
  name: string;
  comment?: string;
  tables: Relation[];
  views: Relation[];
  functions: FunctionInfo[];
}

const NOT_IN_EXTENSION = (classid: string, objid: string) =>
  `NOT EXISTS (SELECT FROM pg_catalog.pg_depend d WHERE d.classid = '${classid}'::pg_catalog.regclass AND d.objid = ${objid} AND d.deptype = 'e')`;

const SCHEMAS_SQL = `
SELECT n.nspname AS name, pg_catalog.obj_description(n.oid, 'pg_namespace') AS comment
  FROM pg_catalog.pg_namespace n
 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
   AND n.nspname !~ '^pg_(toast_)?temp_'
   AND ${NOT_IN_EXTENSION('pg_catalog.pg_namespace', 'n.oid')}
   AND (CASE WHEN $1::text[] IS NULL THEN n.nspname <> 'pgmi' ELSE n.nspname = ANY ($1::text[]) END)
 ORDER BY n.nspname`;

const RELATIONS_SQL = `
SELECT c.oid::int8::text AS oid, n.nspname AS schema, c.relname AS name, c.relkind AS kind,
       pg_catalog.obj_description(c.oid, 'pg_class') AS comment, c.relrowsecurity AS rls_enabled,
       c.relforcerowsecurity AS rls_forced, c.reltuples::int8 AS estimated_rows,
       CASE WHEN $3 AND c.relkind IN ('v', 'm') THEN pg_catalog.pg_get_viewdef(c.oid, true) END AS definition
  FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
 WHERE c.relkind IN ('r', 'p', 'f', 'v', 'm') AND n.nspname = ANY ($1::text[])
   AND ($2::text IS NULL OR c.relname ~ $2)
   AND ${NOT_IN_EXTENSION('pg_catalog.pg_class', 'c.oid')}
 ORDER BY n.nspname, c.relname`;

const COLUMNS_SQL = `
SELECT a.attrelid::int8::text AS oid, a.attname AS name, pg_catalog.format_type(a.atttypid, a.atttypmod) AS type,
       NOT a.attnotnull AS nullable, pg_catalog.pg_get_expr(ad.adbin, ad.adrelid) AS default_value,
       a.attidentity AS identity, a.attgenerated <> '' AS generated, pg_catalog.col_description(a.attrelid, a.attnum) AS comment
  FROM pg_catalog.pg_attribute a LEFT JOIN pg_catalog.pg_attrdef ad ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
 WHERE a.attrelid = ANY ($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped
 ORDER BY a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
SELECT conrelid::int8::text AS oid, conname AS name, contype AS type, pg_catalog.pg_get_constraintdef(oid, true) AS definition
  FROM pg_catalog.pg_constraint WHERE conrelid = ANY ($1::oid[]) ORDER BY conrelid, contype, conname`;

const INDEXES_SQL = `
SELECT i.indrelid::int8::text AS oid, ic.relname AS name, pg_catalog.pg_get_indexdef(i.indexrelid) AS definition,
       i.indisunique AS unique, i.indisprimary AS primary
  FROM pg_catalog.pg_index i JOIN pg_catalog.pg_class ic ON ic.oid = i.indexrelid
 WHERE i.indrelid = ANY ($1::oid[]) ORDER BY i.indrelid, ic.relname`;

const POLICIES_SQL = `
SELECT p.polrelid::int8::text AS oid, p.polname AS name, p.polcmd AS command, p.polpermissive AS permissive,
       ARRAY(SELECT CASE WHEN r = 0 THEN 'public' ELSE pg_catalog.pg_get_userbyid(r)::text END FROM unnest(p.polroles) AS r) AS roles,
       pg_catalog.pg_get_expr(p.polqual, p.polrelid) AS using_expr, pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid) AS check_expr
  FROM pg_catalog.pg_policy p WHERE p.polrelid = ANY ($1::oid[]) ORDER BY p.polrelid, p.polname`;

const FUNCTIONS_SQL = `
SELECT n.nspname AS schema, p.proname AS name, pg_catalog.pg_get_function_identity_arguments(p.oid) AS args,
       pg_catalog.pg_get_function_result(p.oid) AS returns, p.prokind AS kind, l.lanname AS language,
       p.prosecdef AS security_definer, p.provolatile AS volatility, pg_catalog.obj_description(p.oid, 'pg_proc') AS comment
  FROM pg_catalog.pg_proc p JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace JOIN pg_catalog.pg_language l ON l.oid = p.prolang
 WHERE n.nspname = ANY ($1::text[]) AND ($2::text IS NULL OR p.proname ~ $2)
   AND ${NOT_IN_EXTENSION('pg_catalog.pg_proc', 'p.oid')}
 ORDER BY n.nspname, p.proname, 3`;

const RELATION_KINDS: Readonly<Record<string, Relation['kind']>> = { r: 'table', p: 'partitioned table', f: 'foreign table', v: 'view', m: 'materialized view' };
const CONSTRAINT_TYPES: Readonly<Record<string, string>> = { p: 'primary key', u: 'unique', f: 'foreign key', c: 'check', x: 'exclusion', t: 'trigger', n: 'not null' };
const COMMANDS: Readonly<Record<string, Policy['command']>> = { '*': 'ALL', r: 'SELECT', a: 'INSERT', w: 'UPDATE', d: 'DELETE' };
const FUNCTION_KINDS: Readonly<Record<string, FunctionInfo['kind']>> = { f: 'function', p: 'procedure', a: 'aggregate', w: 'window' };
const VOLATILITY: Readonly<Record<string, FunctionInfo['volatility']>> = { i: 'immutable', s: 'stable', v: 'volatile' };

/** A catalog row; the functions below give it its shape. */
type Row = Record<string, any>;

export async function describeSchemas(client: pg.Client, filter: SchemaFilter): Promise<SchemaInfo[]> {
  const full = filter.detail === 'full';
  const nameRegex = filter.name === undefined ? null : globToRegex(filter.name);
  const schemas = (await client.query(SCHEMAS_SQL, [filter.schemas ?? null])).rows as Row[];
  const names = schemas.map((s) => s.name as string);
  const relations = (await client.query(RELATIONS_SQL, [names, nameRegex, full])).rows as Row[];
  const oids = relations.map((r) => r.oid as string);
  const [columns, constraints, indexes, policies, functions] = await Promise.all([
    client.query(COLUMNS_SQL, [oids]).then((r) => r.rows as Row[]),
    full ? client.query(CONSTRAINTS_SQL, [oids]).then((r) => r.rows as Row[]) : [],
    full ? client.query(INDEXES_SQL, [oids]).then((r) => r.rows as Row[]) : [],
    full ? client.query(POLICIES_SQL, [oids]).then((r) => r.rows as Row[]) : [],
    client.query(FUNCTIONS_SQL, [names, nameRegex]).then((r) => r.rows as Row[]),
  ]);
  const byOid = <T>(rows: Row[], shape: (row: Row) => T) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.oid, [...(map.get(row.oid) ?? []), shape(row)]);
    return map;
  };
  const columnsOf = byOid(columns, toColumn(full));
  const constraintsOf = byOid(constraints, (c) => ({ name: c.name, type: CONSTRAINT_TYPES[c.type] ?? c.type, definition: c.definition }));
  const indexesOf = byOid(indexes, (i) => ({ name: i.name, definition: i.definition, unique: i.unique, primary: i.primary }));
  const policiesOf = byOid(policies, toPolicy);

  return schemas.map((schema) => {
    const own = relations.filter((r) => r.schema === schema.name);
    const relation = (r: Row): Relation => ({
      name: r.name,
      kind: RELATION_KINDS[r.kind] ?? 'table',
      ...(full && r.comment ? { comment: r.comment } : {}),
      ...(full && r.kind !== 'v' && Number(r.estimated_rows) >= 0 ? { estimatedRows: Number(r.estimated_rows) } : {}),
      columns: columnsOf.get(r.oid) ?? [],
      rls: { enabled: r.rls_enabled, forced: r.rls_forced, ...(full ? { policies: policiesOf.get(r.oid) ?? [] } : {}) },
      ...(full ? { constraints: constraintsOf.get(r.oid) ?? [], indexes: indexesOf.get(r.oid) ?? [] } : {}),
      ...(full && r.definition ? { definition: r.definition } : {}),
    });
    return {
      name: schema.name,
      ...(schema.comment ? { comment: schema.comment } : {}),
      tables: own.filter((r) => !['v', 'm'].includes(r.kind)).map(relation),
      views: own.filter((r) => ['v', 'm'].includes(r.kind)).map(relation),
      functions: functions.filter((f) => f.schema === schema.name).map(toFunction(full)),
    };
  });
}

function toColumn(full: boolean): (row: Row) => Column {
  return (c) => ({
    name: c.name,
    type: c.type,
    nullable: c.nullable,
    ...(c.default_value !== null ? { default: c.default_value } : {}),
    ...(c.identity === 'a' ? { identity: 'always' as const } : c.identity === 'd' ? { identity: 'by default' as const } : {}),
    ...(c.generated ? { generated: true } : {}),
    ...(full && c.comment ? { comment: c.comment } : {}),
  });
}

function toPolicy(p: Row): Policy {
  return {
    name: p.name,
    command: COMMANDS[p.command] ?? 'ALL',
    permissive: p.permissive,
    roles: p.roles,
    ...(p.using_expr !== null ? { using: p.using_expr } : {}),
    ...(p.check_expr !== null ? { withCheck: p.check_expr } : {}),
  };
}

function toFunction(full: boolean): (row: Row) => FunctionInfo {
  return (f) => ({
    name: f.name,
    signature: `${f.schema}.${f.name}(${f.args})`,
    ...(f.returns ? { returns: f.returns } : {}),
    kind: FUNCTION_KINDS[f.kind] ?? 'function',
    language: f.language,
    securityDefiner: f.security_definer,
    volatility: VOLATILITY[f.volatility] ?? 'volatile',
    ...(full && f.comment ? { comment: f.comment } : {}),
  });
}

/** A glob (* any run, ? one character) as an anchored POSIX regular expression for the server's ~ operator. */
export function globToRegex(glob: string): string {
  let source = '';
  for (const char of glob) source += char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return `^${source}$`;
}
