// Transaction characteristics a handler declares, as SQL resolves them, and the BEGIN that opens them.

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionPolicy {
  /** null: the server default (read committed unless the operator changed it). */
  isolation: IsolationLevel | null;
  readOnly: boolean;
  deferrable: boolean;
}

export const DEFAULT_POLICY: TransactionPolicy = { isolation: null, readOnly: false, deferrable: false };

const ISOLATION_SQL: Record<IsolationLevel, string> = {
  'read committed': 'READ COMMITTED',
  'repeatable read': 'REPEATABLE READ',
  serializable: 'SERIALIZABLE',
};

/**
 * Normalises a level the way SQL does (case and separators do not matter, read uncommitted folds to read
 * committed). Returns undefined for anything PostgreSQL would not accept.
 */
export function normalizeIsolation(value: string): IsolationLevel | undefined {
  const folded = value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  if (folded === 'read committed' || folded === 'read uncommitted') return 'read committed';
  if (folded === 'repeatable read') return 'repeatable read';
  if (folded === 'serializable') return 'serializable';
  return undefined;
}

/** Reads one row of a policy resolver (`transaction_isolation, transaction_read_only, transaction_deferrable`). */
export function policyFromRow(row: Record<string, unknown> | undefined): TransactionPolicy {
  if (!row) return DEFAULT_POLICY;
  const rawIsolation = row.transaction_isolation;
  const isolation = typeof rawIsolation === 'string' && rawIsolation !== '' ? normalizeIsolation(rawIsolation) : null;
  if (isolation === undefined) throw new Error(`policy resolver returned an unknown isolation level: ${String(rawIsolation)}`);
  const readOnly = row.transaction_read_only === true;
  return { isolation, readOnly, deferrable: readOnly && row.transaction_deferrable === true };
}

/**
 * The BEGIN of a dispatch transaction that cannot be one implicit statement (db/transaction.ts). Built only from
 * the closed set above. The statement timeout is the gateway's (a cancel request), not a session setting.
 */
export function beginStatement(policy: TransactionPolicy): string {
  let begin = 'BEGIN';
  if (policy.isolation) begin += ` ISOLATION LEVEL ${ISOLATION_SQL[policy.isolation]}`;
  if (policy.readOnly) begin += ' READ ONLY';
  if (policy.readOnly && policy.deferrable) begin += ' DEFERRABLE';
  return begin;
}
