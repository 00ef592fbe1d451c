// Advice for SQL errors whose usual cause is how pgmi runs a script rather than the SQL itself.
/**
 * "already exists" in a repeatable script: the script ran before (repeatable scripts run on every deploy that
 * is not a no-op) and creates something without a guard.
 */
export function repeatableScriptHint(sqlstate: string | undefined): string | undefined {
  const guard: Record<string, string> = {
    '42P07': 'CREATE TABLE IF NOT EXISTS (likewise INDEX, SEQUENCE, MATERIALIZED VIEW), or CREATE OR REPLACE VIEW',
    '42P06': 'CREATE SCHEMA IF NOT EXISTS',
    '42723': 'CREATE OR REPLACE FUNCTION (or PROCEDURE)',
    '42710': 'IF NOT EXISTS where the statement has it, CREATE OR REPLACE where it has that, or a DO block that checks the catalog first',
  };
  const fix = sqlstate ? guard[sqlstate] : undefined;
  if (!fix) return undefined;
  return (
    `This script is repeatable: it runs again on every deploy, so what it created last time already exists. ` +
    `Make the statement idempotent (${fix}), or, for a one-time migration, put "-- pgmi:once" on its first line ` +
    `(it then runs exactly once, and later changes go in a new file).`
  );
}
