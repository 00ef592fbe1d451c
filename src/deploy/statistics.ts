// Planner statistics for what a deploy changed. Autovacuum analyzes a table once 50 rows plus 10% of it have
// changed, so a table of a few dozen rows that a deploy fills (a handler registry, routes, settings) may never be
// analyzed, and every statement that reads it is planned with default estimates: on the advanced template a
// tools/call ran ~4% more instructions before ANALYZE than after (bench/sql-instructions.mjs, PostgreSQL 15).
// So the deploy transaction notes, just before COMMIT, the tables it changed enough to matter -- never analyzed,
// or at least a tenth of their rows (as autovacuum's scale factor, without the fixed 50) -- and ANALYZE runs on
// them after COMMIT. A deploy that touches a few rows of a large table leaves that table to autovacuum.
import type pg from 'pg';
import type { Reporter } from '../output/reporter.js';
import type { ProjectConfig } from '../project/config-file.js';
import { setLocalLockTimeout } from './deploy-settings.js';

/** Share of a table's rows a deploy must change before pgmi analyzes it (autovacuum's default scale factor). */
const CHANGED_SHARE = 0.1;

// Inside the deploy transaction: pg_stat_xact_user_tables counts this transaction's own writes. Only tables the
// connecting user may analyze (owner, or a member of the owner role; a superuser may all), never temporary ones.
// The names come back quoted by the server (%I), so the ANALYZE statement below holds no client-made identifier.
const CHANGED_TABLES_SQL = `
SELECT pg_catalog.format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_catalog.pg_stat_xact_user_tables s
  JOIN pg_catalog.pg_class c ON c.oid = s.relid
  JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
 WHERE c.relpersistence <> 't'
   AND s.n_tup_ins + s.n_tup_upd + s.n_tup_del > 0
   AND (c.reltuples < 0 OR s.n_tup_ins + s.n_tup_upd + s.n_tup_del >= $1::float8 * c.reltuples)
   AND pg_catalog.pg_has_role(c.relowner, 'MEMBER')
 ORDER BY 1`;

/** The tables this transaction changed enough that their statistics are stale (none when pgmi.yaml says
 * deploy.analyze: false); call just before COMMIT, as the connecting user (after RESET ROLE). */
export async function tablesToAnalyze(options: { client: pg.Client; config: ProjectConfig }): Promise<string[]> {
  if (options.config.deploy.analyze === false) return [];
  const { rows } = await options.client.query<{ name: string }>(CHANGED_TABLES_SQL, [CHANGED_SHARE]);
  return rows.map((row) => row.name);
}

/**
 * ANALYZE `tables` (names from tablesToAnalyze) after COMMIT, in one short transaction that waits at most
 * `lockTimeoutMs` for a table's lock, as the deploy transaction did (0: as long as it takes). The deploy is
 * already applied: a failure is a warning, and autovacuum analyzes the tables later.
 */
export async function refreshStatistics(client: pg.Client, tables: readonly string[], lockTimeoutMs: number, reporter: Reporter): Promise<void> {
  if (tables.length === 0) return;
  const startedAt = Date.now();
  try {
    await client.query('BEGIN');
    await setLocalLockTimeout(client, lockTimeoutMs);
    await client.query(`ANALYZE ${tables.join(', ')}`);
    await client.query('COMMIT');
    reporter.debug(`analyzed ${tables.length} changed tables in ${Date.now() - startedAt} ms: ${tables.join(', ')}`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    reporter.warn(`the deploy is applied, but the tables it changed were not analyzed (${reason}); autovacuum will, or run ANALYZE.`);
  }
}
