// The pgmi tracking schema in the target database: one row per successful deploy, one row per script
// with the checksum that was applied. Created inside the deploy transaction, so a failed first deploy
// leaves nothing behind.
import type pg from 'pg';
import type { ScriptKind } from '../project/directives.js';

export const TRACKING_DDL = `
CREATE SCHEMA IF NOT EXISTS pgmi;
REVOKE ALL ON SCHEMA pgmi FROM PUBLIC;
CREATE TABLE IF NOT EXISTS pgmi.deployment (
    deployment_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    started_at       timestamptz NOT NULL,
    finished_at      timestamptz NOT NULL DEFAULT pg_catalog.clock_timestamp(),
    status           text NOT NULL CHECK (status IN ('succeeded', 'post_commit_failed')),
    fingerprint      text NOT NULL,
    pgmi_version     text NOT NULL,
    project_name     text,
    template         text,
    template_version text,
    scripts_applied  integer NOT NULL,
    scripts_skipped  integer NOT NULL,
    tests_passed     integer NOT NULL,
    forced           boolean NOT NULL DEFAULT false,
    params           jsonb NOT NULL DEFAULT '{}',
    deployed_by      name NOT NULL DEFAULT session_user,
    detail           text
);
COMMENT ON TABLE pgmi.deployment IS 'One row per deploy that committed (pgmi). params holds masked values only.';
CREATE TABLE IF NOT EXISTS pgmi.script (
    path               text PRIMARY KEY,
    kind               text NOT NULL CHECK (kind IN ('repeatable', 'once', 'no-transaction')),
    checksum           text NOT NULL,
    first_applied_at   timestamptz NOT NULL,
    last_applied_at    timestamptz NOT NULL,
    last_deployment_id bigint NOT NULL REFERENCES pgmi.deployment,
    apply_count        integer NOT NULL DEFAULT 1,
    removed_at         timestamptz
);
COMMENT ON TABLE pgmi.script IS 'Each project script pgmi applied, with the checksum of the applied text (pgmi).';
`;

export interface TrackedScript {
  path: string;
  kind: ScriptKind;
  checksum: string;
  lastAppliedAt: string;
  removedAt: string | null;
}

export interface TrackingState {
  exists: boolean;
  lastSucceededFingerprint?: string;
  lastStatus?: string;
  scripts: Map<string, TrackedScript>;
}

export async function readTrackingState(client: pg.Client): Promise<TrackingState> {
  // One round trip for both tables (every deploy and inspect starts here); before pgmi's first deploy they do not
  // exist yet (42P01, then pgmi.script is looked up as before). Called outside any transaction: the error aborts nothing.
  let results: pg.QueryResult[];
  try {
    results = (await client.query(
      'SELECT fingerprint, status FROM pgmi.deployment ORDER BY deployment_id DESC LIMIT 1; ' +
        'SELECT path, kind, checksum, last_applied_at::text, removed_at::text FROM pgmi.script',
    )) as unknown as pg.QueryResult[];
  } catch (error) {
    if ((error as { code?: string }).code === '42P01' && !(await scriptTableExists(client))) return { exists: false, scripts: new Map() };
    throw error; // a pgmi schema that is not pgmi's (its table without the other) is not "never deployed"
  }
  const [last, rows] = results as [pg.QueryResult<{ fingerprint: string; status: string }>, pg.QueryResult<{ path: string; kind: ScriptKind; checksum: string; last_applied_at: string; removed_at: string | null }>];
  const row = last.rows[0];
  return {
    exists: true,
    lastSucceededFingerprint: row?.status === 'succeeded' ? row.fingerprint : undefined,
    lastStatus: row?.status,
    scripts: new Map(rows.rows.map((r) => [r.path, { path: r.path, kind: r.kind, checksum: r.checksum, lastAppliedAt: r.last_applied_at, removedAt: r.removed_at }])),
  };
}

async function scriptTableExists(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ exists: boolean }>("SELECT pg_catalog.to_regclass('pgmi.script') IS NOT NULL AS exists");
  return result.rows[0]?.exists === true;
}

/**
 * The id the pgmi.deployment row of this deploy will have, taken at the start of the transaction so scripts
 * can see it (pgmi_deploy.deployment_id). A deploy that rolls back (or pgmi test) leaves a gap in the ids.
 */
export async function allocateDeploymentId(client: pg.Client): Promise<number> {
  const result = await client.query<{ id: string }>(
    "SELECT pg_catalog.nextval(pg_catalog.pg_get_serial_sequence('pgmi.deployment', 'deployment_id'))::text AS id",
  );
  return Number(result.rows[0]?.id);
}

export interface DeploymentRecord {
  deploymentId: number;
  startedAt: Date;
  fingerprint: string;
  pgmiVersion: string;
  projectName?: string;
  template?: string;
  templateVersion?: string;
  scriptsApplied: number;
  scriptsSkipped: number;
  testsPassed: number;
  forced: boolean;
  maskedParams: Record<string, string>;
  /** Why this deployment differs from a plain one (an incremental redeploy under pgmi dev --watch). */
  detail?: string;
  /** Every script in the plan with whether this deploy executed it. */
  scripts: ReadonlyArray<{ path: string; kind: ScriptKind; checksum: string; executed: boolean }>;
}

/** Writes the deployment row and converges pgmi.script; returns the deployment id. */
export async function recordDeployment(client: pg.Client, record: DeploymentRecord): Promise<number> {
  const inserted = await client.query<{ deployment_id: string }>(
    `INSERT INTO pgmi.deployment (deployment_id, started_at, status, fingerprint, pgmi_version, project_name, template, template_version,
                                  scripts_applied, scripts_skipped, tests_passed, forced, params, detail)
     OVERRIDING SYSTEM VALUE
     VALUES ($12, $1, 'succeeded', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13)
     RETURNING deployment_id`,
    [
      record.startedAt,
      record.fingerprint,
      record.pgmiVersion,
      record.projectName ?? null,
      record.template ?? null,
      record.templateVersion ?? null,
      record.scriptsApplied,
      record.scriptsSkipped,
      record.testsPassed,
      record.forced,
      JSON.stringify(record.maskedParams),
      record.deploymentId,
      record.detail ?? null,
    ],
  );
  const deploymentId = Number(inserted.rows[0]?.deployment_id);
  const executed = record.scripts.filter((s) => s.executed);
  await client.query(
    `INSERT INTO pgmi.script AS s (path, kind, checksum, first_applied_at, last_applied_at, last_deployment_id)
     SELECT path, kind, checksum, now(), now(), $4
       FROM unnest($1::text[], $2::text[], $3::text[]) AS t(path, kind, checksum)
     ON CONFLICT (path) DO UPDATE
        SET kind = EXCLUDED.kind, checksum = EXCLUDED.checksum, last_applied_at = now(),
            last_deployment_id = EXCLUDED.last_deployment_id, apply_count = s.apply_count + 1, removed_at = NULL`,
    [executed.map((s) => s.path), executed.map((s) => s.kind), executed.map((s) => s.checksum), deploymentId],
  );
  // Scripts that left the project stay as history, marked removed.
  await client.query(
    `UPDATE pgmi.script SET removed_at = now()
      WHERE removed_at IS NULL AND NOT (path = ANY($1::text[]))`,
    [record.scripts.map((s) => s.path)],
  );
  return deploymentId;
}

export async function markPostCommitFailure(client: pg.Client, deploymentId: number, detail: string): Promise<void> {
  await client.query("UPDATE pgmi.deployment SET status = 'post_commit_failed', detail = $2 WHERE deployment_id = $1", [deploymentId, detail]);
}
