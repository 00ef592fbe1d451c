// Verification before COMMIT: the template's own check functions (deploy.verify in pgmi.yaml) and the
// summary counts it wants printed (deploy.summary). A failed check fails the deploy.
import type pg from 'pg';
import { SqlFailure } from '../errors.js';

export interface VerifyCheck {
  function: string;
  checkName: string;
  passed: boolean;
  detail: string | null;
}

/** A schema-qualified function name from pgmi.yaml (already checked against [a-z_][a-z0-9_]*.[a-z_][a-z0-9_]*), quoted. */
export function qualified(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}

export async function runVerification(client: pg.Client, functions: readonly string[]): Promise<VerifyCheck[]> {
  const checks: VerifyCheck[] = [];
  for (const fn of functions) {
    let rows: Array<{ check_name: string; passed: boolean; detail: string | null }>;
    try {
      rows = (await client.query(`SELECT check_name::text, passed, detail::text FROM ${qualified(fn)}()`)).rows;
    } catch (error) {
      const db = error as { code?: string; message?: string };
      throw new SqlFailure(`verification function ${fn}() failed: ${db.message ?? String(error)}`, {
        sqlstate: db.code,
        hint: 'deploy.verify in pgmi.yaml lists functions returning TABLE(check_name text, passed boolean, detail text).',
        cause: error,
      });
    }
    checks.push(...rows.map((r) => ({ function: fn, checkName: r.check_name, passed: r.passed === true, detail: r.detail })));
  }
  const failed = checks.filter((c) => !c.passed);
  if (failed.length > 0) {
    throw new SqlFailure(`verification failed: ${failed.map((c) => `${c.checkName}${c.detail ? ` (${c.detail})` : ''}`).join('; ')}`, {
      hint: 'Nothing was committed. Fix the registry problems named above and deploy again.',
      data: { phase: 'verify', failedChecks: failed },
    });
  }
  return checks;
}

export async function readSummary(client: pg.Client, fn: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!fn) return undefined;
  try {
    const result = await client.query<{ summary: Record<string, unknown> | null }>(`SELECT ${qualified(fn)}() AS summary`);
    return result.rows[0]?.summary ?? undefined;
  } catch (error) {
    const db = error as { code?: string; message?: string };
    if (typeof db.code !== 'string' || /^(08|57P)/.test(db.code)) throw error; // not the function's answer
    throw new SqlFailure(`summary function ${fn}() failed: ${db.message ?? String(error)}`, {
      sqlstate: db.code,
      hint: 'deploy.summary in pgmi.yaml names a function returning jsonb.',
      cause: error,
      data: { phase: 'summary' },
    });
  }
}
