// The deploy history pgmi recorded in the target database (pgmi.deployment).
import type pg from 'pg';

export interface DeploymentRow {
  id: number;
  finishedAt: string;
  status: string;
  fingerprint: string;
  scriptsApplied: number;
  scriptsSkipped: number;
  testsPassed: number;
  deployedBy: string;
  pgmiVersion: string;
  detail: string | null;
}

export async function readHistory(client: pg.Client, limit = 10): Promise<DeploymentRow[]> {
  const exists = await client.query<{ ok: boolean }>("SELECT pg_catalog.to_regclass('pgmi.deployment') IS NOT NULL AS ok");
  if (!exists.rows[0]?.ok) return [];
  const result = await client.query<{
    deployment_id: string;
    finished_at: string;
    status: string;
    fingerprint: string;
    scripts_applied: number;
    scripts_skipped: number;
    tests_passed: number;
    deployed_by: string;
    pgmi_version: string;
    detail: string | null;
  }>(
    `SELECT deployment_id, to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at, status, fingerprint,
            scripts_applied, scripts_skipped, tests_passed, deployed_by, pgmi_version, detail
       FROM pgmi.deployment ORDER BY deployment_id DESC LIMIT $1`,
    [limit],
  );
  return result.rows.map((r) => ({
    id: Number(r.deployment_id),
    finishedAt: r.finished_at,
    status: r.status,
    fingerprint: r.fingerprint,
    scriptsApplied: r.scripts_applied,
    scriptsSkipped: r.scripts_skipped,
    testsPassed: r.tests_passed,
    deployedBy: r.deployed_by,
    pgmiVersion: r.pgmi_version,
    detail: r.detail,
  }));
}
