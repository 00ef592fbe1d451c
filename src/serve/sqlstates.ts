// What common SQLSTATEs mean in a pgmi project, and what to do about them. Class names follow PostgreSQL's
// Appendix A; the advice is pgmi's (scripts, tests, handler registration).

export interface SqlstateInfo {
  condition: string;
  meaning: string;
  advice: string;
}

export const SQLSTATES: Readonly<Record<string, SqlstateInfo>> = {
  P0001: { condition: 'raise_exception', meaning: 'RAISE EXCEPTION in PL/pgSQL; in a SQL test this is how a test fails (expected vs actual).', advice: 'Read the message: it names what the test expected and got. Fix the handler or script it tests, or the test if the behaviour changed on purpose.' },
  P0004: { condition: 'assert_failure', meaning: 'An ASSERT in PL/pgSQL was false.', advice: 'Look at the ASSERT at the reported line; prefer RAISE EXCEPTION with expected and actual in tests.' },
  '42P01': { condition: 'undefined_table', meaning: 'A table or view that does not exist (or is not on the search_path).', advice: 'Check the name and schema; schema-qualify it (handlers see api, core, membership, common, extensions). A script that creates it must come earlier in deploy.order.' },
  '42703': { condition: 'undefined_column', meaning: 'A column that does not exist.', advice: 'Check the column name and the table it is read from.' },
  '42883': { condition: 'undefined_function', meaning: 'No function matches the name and argument types.', advice: 'Check the name, the schema and the argument types (add casts); a function defined later in deploy.order is not there yet.' },
  '42601': { condition: 'syntax_error', meaning: 'SQL the parser cannot read.', advice: 'Look at the caret in the excerpt; a missing comma, semicolon or closing parenthesis usually sits just before it.' },
  '42P07': { condition: 'duplicate_table', meaning: 'CREATE TABLE for a table that exists.', advice: 'Repeatable scripts run on every deploy: use CREATE TABLE IF NOT EXISTS, or mark the file -- pgmi:once.' },
  '42710': { condition: 'duplicate_object', meaning: 'An object (role, type, constraint, trigger…) that exists already.', advice: 'Make the script idempotent: IF NOT EXISTS, a catalog-guarded DO block, or -- pgmi:once.' },
  '42723': { condition: 'duplicate_function', meaning: 'A function with this signature exists.', advice: 'Use CREATE OR REPLACE FUNCTION; DROP FUNCTION IF EXISTS first when the signature changes.' },
  '42P13': { condition: 'invalid_function_definition', meaning: 'A function body that does not compile (for handlers: the PL/pgSQL body given at registration).', advice: 'The message names the problem; handler bodies are complete blocks: [DECLARE …] BEGIN … RETURN …; END;' },
  '42501': { condition: 'insufficient_privilege', meaning: 'The role lacks a privilege (or row-level security refused the row).', advice: 'Grant what the role needs right under the object (GRANT … TO …); handlers run as the owner role under row-level security.' },
  '42804': { condition: 'datatype_mismatch', meaning: 'A value of the wrong type (e.g. RETURN of another type).', advice: 'Cast explicitly or return the declared type (handlers return api.mcp_response / api.http_response).' },
  '22023': { condition: 'invalid_parameter_value', meaning: 'A parameter value was refused; at handler registration it names the metadata key that is wrong.', advice: 'Read the message (key and problem) and its HINT; docs/api.md §2 lists every metadata key.' },
  '22P02': { condition: 'invalid_text_representation', meaning: 'Text that cannot be cast (bad uuid, number, JSON…).', advice: 'Check the value being cast at that line.' },
  '22012': { condition: 'division_by_zero', meaning: 'Division by zero.', advice: 'Guard the divisor (NULLIF(x, 0)).' },
  '23505': { condition: 'unique_violation', meaning: 'A duplicate key; at registration: a handler name or RPC method another handler owns.', advice: 'Pick another name, or re-register with the owning handler\'s "id" to replace it.' },
  '23503': { condition: 'foreign_key_violation', meaning: 'A row references one that does not exist (or is still referenced).', advice: 'Insert the referenced row first, or delete dependants first.' },
  '23502': { condition: 'not_null_violation', meaning: 'NULL in a NOT NULL column.', advice: 'Give the column a value or a default.' },
  '23514': { condition: 'check_violation', meaning: 'A CHECK constraint refused a value.', advice: 'The constraint name in the message says which rule.' },
  '25001': { condition: 'active_sql_transaction', meaning: 'A statement that cannot run inside a transaction block (CREATE INDEX CONCURRENTLY, VACUUM…).', advice: 'Put it in its own file marked -- pgmi:no-transaction: it runs after COMMIT.' },
  '25006': { condition: 'read_only_sql_transaction', meaning: 'A write inside a READ ONLY transaction.', advice: 'A handler marked readOnly must not write; drop readOnly or the write.' },
  '2BP01': { condition: 'dependent_objects_still_exist', meaning: 'DROP of something other objects depend on.', advice: 'Drop the dependants first or use CASCADE deliberately.' },
  '40001': { condition: 'serialization_failure', meaning: 'A serializable transaction conflicted with another.', advice: 'Retry the whole transaction; the gateway does this for handlers.' },
  '40P01': { condition: 'deadlock_detected', meaning: 'Two transactions waited on each other.', advice: 'Retry; take locks in a consistent order.' },
  '55P03': { condition: 'lock_not_available', meaning: 'A lock was not granted within lock_timeout (default 10s in deploys).', advice: 'Another session holds the table; find it in pg_stat_activity, or raise --lock-timeout.' },
  '57014': { condition: 'query_canceled', meaning: 'The statement was cancelled (Ctrl-C, a cancelled tool call, --timeout or statement_timeout).', advice: 'Nothing was applied: the transaction rolled back. Run again, with a longer --timeout if it was one.' },
  '3D000': { condition: 'invalid_catalog_name', meaning: 'The database does not exist.', advice: 'pgmi creates it on deploy when it can reach the maintenance database; check the name.' },
  '28P01': { condition: 'invalid_password', meaning: 'Password authentication failed.', advice: 'Check the password (connection string, PGPASSWORD or ~/.pgpass).' },
  '3F000': { condition: 'invalid_schema_name', meaning: 'A schema that does not exist.', advice: 'Check the schema name; a script that creates it (CREATE SCHEMA IF NOT EXISTS) must come earlier in deploy.order.' },
  '0A000': { condition: 'feature_not_supported', meaning: 'Something this PostgreSQL does not support (or not in this context).', advice: 'The message says what; check the server version.' },
  '42P16': { condition: 'invalid_table_definition', meaning: 'A table definition PostgreSQL refuses.', advice: 'Read the message at the reported line.' },
};

const CLASSES: Readonly<Record<string, string>> = {
  '00': 'successful completion',
  '01': 'warning',
  '02': 'no data',
  '03': 'SQL statement not yet complete',
  '08': 'connection exception',
  '09': 'triggered action exception',
  '0A': 'feature not supported',
  '0B': 'invalid transaction initiation',
  '0F': 'locator exception',
  '0L': 'invalid grantor',
  '0P': 'invalid role specification',
  '0Z': 'diagnostics exception',
  '20': 'case not found',
  '21': 'cardinality violation',
  '22': 'data exception',
  '23': 'integrity constraint violation',
  '24': 'invalid cursor state',
  '25': 'invalid transaction state',
  '26': 'invalid SQL statement name',
  '27': 'triggered data change violation',
  '28': 'invalid authorization specification',
  '2B': 'dependent privilege descriptors still exist',
  '2D': 'invalid transaction termination',
  '2F': 'SQL routine exception',
  '34': 'invalid cursor name',
  '38': 'external routine exception',
  '39': 'external routine invocation exception',
  '3B': 'savepoint exception',
  '3D': 'invalid catalog name',
  '3F': 'invalid schema name',
  '40': 'transaction rollback',
  '42': 'syntax error or access rule violation',
  '53': 'insufficient resources',
  '54': 'program limit exceeded',
  '55': 'object not in prerequisite state',
  '57': 'operator intervention',
  '58': 'system error',
  '72': 'snapshot failure',
  F0: 'configuration file error',
  HV: 'foreign data wrapper error',
  P0: 'PL/pgSQL error',
  XX: 'internal error',
};

export function explainSqlstate(code: string): (SqlstateInfo & { className: string }) | { className: string; condition?: undefined } {
  const upper = code.toUpperCase();
  const className = CLASSES[upper.slice(0, 2)] ?? 'unknown class';
  const known = SQLSTATES[upper];
  if (known) return { ...known, className };
  if (/^P04\d\d$/.test(upper)) {
    return {
      className: 'pgmi handler status',
      condition: `handler status ${400 + Number(upper.slice(3))}`,
      meaning: `Raised on purpose by a handler: REST answers HTTP ${400 + Number(upper.slice(3))}, MCP tools answer isError with the message.`,
      advice: 'Intended behaviour when the handler raises it; check the condition that raises it.',
    };
  }
  return { className };
}
