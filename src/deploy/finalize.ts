// Finalization inside the deploy transaction, after the scripts and before the tests: the functions listed in
// deploy.finalize (pgmi.yaml) remove what an earlier deploy created and this one no longer declares (the
// advanced template: handlers no script registered this time), and say what they removed. With
// --keep-orphans they remove nothing and report what they kept. Contract: CONTRACT below, architecture.md §1.
import type pg from 'pg';
import { SqlFailure } from '../errors.js';
import { qualified } from './verify.js';

export type FinalizeActionKind = 'removed' | 'kept';

export interface FinalizeAction {
  function: string;
  action: FinalizeActionKind;
  /** What kind of object (e.g. "tool", "rest", "rpc"), as the function names it. */
  kind: string;
  name: string;
  detail: string | null;
}

/** What a finalize function is told about the deploy (its one jsonb argument). */
export interface FinalizeContext {
  deploymentId: number;
  keepOrphans: boolean;
  /** Scripts this transaction ran, in order. */
  scriptsRun: readonly string[];
  /** Project scripts it did not run: applied once-scripts, and no-transaction scripts (they run after COMMIT). */
  scriptsNotRun: readonly string[];
}

const CONTRACT =
  'deploy.finalize in pgmi.yaml lists functions f(p_deploy jsonb) RETURNS TABLE(action text, kind text, name text, detail text), ' +
  'action being "removed" or "kept"; p_deploy is {"deployment_id", "keep_orphans", "scripts_run", "scripts_not_run"}.';

export async function runFinalize(client: pg.Client, functions: readonly string[], context: FinalizeContext): Promise<FinalizeAction[]> {
  const argument = JSON.stringify({
    deployment_id: context.deploymentId,
    keep_orphans: context.keepOrphans,
    scripts_run: context.scriptsRun,
    scripts_not_run: context.scriptsNotRun,
  });
  const actions: FinalizeAction[] = [];
  for (const fn of functions) {
    let rows: Array<{ action: string | null; kind: string | null; name: string | null; detail: string | null }>;
    try {
      rows = (await client.query(`SELECT action::text, kind::text, name::text, detail::text FROM ${qualified(fn)}($1::jsonb)`, [argument])).rows;
    } catch (error) {
      const db = error as { code?: string; message?: string };
      if (typeof db.code !== 'string' || /^(08|57P)/.test(db.code)) throw error; // not the function's answer (e.g. a lost connection)
      throw new SqlFailure(`finalize function ${fn}() failed: ${db.message ?? String(error)}`, { sqlstate: db.code, hint: CONTRACT, cause: error, data: { phase: 'finalize' } });
    }
    for (const row of rows) {
      if (row.action !== 'removed' && row.action !== 'kept') {
        throw new SqlFailure(`finalize function ${fn}() returned the action "${String(row.action)}"`, { hint: CONTRACT, data: { phase: 'finalize' } });
      }
      actions.push({ function: fn, action: row.action, kind: row.kind ?? '', name: row.name ?? '', detail: row.detail });
    }
  }
  return actions;
}
