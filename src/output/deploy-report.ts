// How a deploy or test run is shown: the summary line(s) on stderr, the dry-run plan on stdout, and the
// single --json document.
import { EXIT_CODES } from '../errors.js';
import type { DeployProjectResult } from '../deploy/deploy-project.js';
import type { FinalizeAction } from '../deploy/finalize.js';
import { maskParams } from '../project/params.js';
import { formatDuration } from '../project/duration.js';

export function summaryText(result: DeployProjectResult, command: 'deploy' | 'test'): string {
  const time = formatDuration(result.durationMs);
  const where = `${result.database}${result.embedded ? ' (embedded)' : ''}`;
  const lines: string[] = [];
  switch (result.status) {
    case 'up-to-date':
      lines.push(`✓ ${where} is up to date (fingerprint ${result.plan.fingerprint.slice(0, 12)}); nothing to do. Use --force to re-apply.`);
      break;
    case 'dry-run': {
      const rehearsal = result.rehearsed
        ? ` The deploy would run ${result.scriptsApplied} scripts (rehearsed in a transaction that was rolled back).`
        : result.rehearsed === false ? ' The deploy would be a no-op.' : '';
      // Which server the plan was compared against (user@host:port/database: never a password).
      lines.push(`Dry run against ${result.target}${result.embedded ? ' (embedded)' : ''}: ${countBy(result, 'pending')} pending, ${countBy(result, 'changed')} changed, ${countBy(result, 'up-to-date')} up to date.${rehearsal} Nothing was written.`);
      break;
    }
    case 'tested':
      lines.push(`✓ ${result.testsPassed} tests passed on ${where} after applying ${result.scriptsApplied} scripts; everything was rolled back. (${time})`);
      break;
    case 'applied': {
      const tests = result.testsTotal === 0 ? 'tests skipped' : `${result.testsPassed} tests passed`;
      lines.push(`✓ Deployed ${where}: ${result.scriptsApplied} scripts applied, ${result.scriptsSkipped} skipped, ${tests} in ${time}.`);
      break;
    }
    default: {
      const unreachable: never = result.status;
      lines.push(String(unreachable));
    }
  }
  if (result.createdDatabase) lines.push(`  created database ${result.database}`);
  if (result.summary) lines.push(...summaryLines(result.summary));
  if (result.status !== 'dry-run') lines.push(...finalizeLines(result)); // a dry run lists them with the plan (stdout)
  if (command === 'deploy' && result.status === 'applied' && result.postCommitScripts > 0) {
    lines.push(`  ${result.postCommitScripts} no-transaction scripts ran after COMMIT`);
  }
  return `${lines.join('\n')}\n`;
}

function summaryLines(summary: Record<string, unknown>): string[] {
  const entries = Object.entries(summary);
  if (entries.every(([, value]) => value === null || typeof value !== 'object')) {
    return [`  ${entries.map(([key, value]) => `${key} ${String(value)}`).join(', ')}`];
  }
  return entries.map(([key, value]) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const parts = Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k} ${String(v)}`);
      return `  ${key}: ${parts.length > 0 ? parts.join(', ') : 'none'}`;
    }
    return `  ${key}: ${String(value)}`;
  });
}

/** What deploy.finalize removed or kept, one line each, in the tense of the run. */
export function finalizeLines(result: DeployProjectResult): string[] {
  const lines: string[] = [];
  const removed = result.finalize.filter((a) => a.action === 'removed');
  const kept = result.finalize.filter((a) => a.action === 'kept');
  const item = (a: FinalizeAction) => `    - ${a.kind} ${a.name}${a.detail ? ` (${a.detail})` : ''}`;
  if (removed.length > 0) {
    const verb = result.status === 'applied' ? 'removed' : result.status === 'dry-run' ? 'would remove' : 'removed (rolled back)';
    lines.push(`  ${verb} what the project no longer declares (${removed.length}):`, ...removed.map(item));
  }
  if (kept.length > 0) {
    const verb = result.status === 'dry-run' ? 'would keep' : 'kept';
    lines.push(`  ${verb} what the project no longer declares (${kept.length}, --keep-orphans):`, ...kept.map(item));
  }
  return lines;
}

function countBy(result: DeployProjectResult, status: string): number {
  return (result.statuses ?? []).filter((s) => s.status === status).length;
}

/** The dry-run plan as a table (stdout). */
export function planTable(result: DeployProjectResult): string {
  const rows = (result.statuses ?? []).map((s) => [s.status, s.script.kind, s.script.checksum.slice(0, 12), s.script.path]);
  const header = ['STATUS', 'KIND', 'CHECKSUM', 'SCRIPT'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const format = (row: string[]) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] as number))).join('  ');
  const tests = `${result.plan.testFileCount} test files would run after the scripts.`;
  const finalize = finalizeLines(result).map((line) => line.slice(2));
  return `${[format(header), ...rows.map(format), tests, ...finalize].join('\n')}\n`;
}

export function resultJson(result: DeployProjectResult, command: 'deploy' | 'test', warnings: readonly string[]): Record<string, unknown> {
  const status = result.status === 'applied' || result.status === 'tested' ? 'success' : result.status;
  return {
    status,
    command,
    exitCode: EXIT_CODES.ok,
    database: result.database,
    target: result.target,
    embedded: result.embedded,
    createdDatabase: result.createdDatabase,
    durationMs: result.durationMs,
    fingerprint: result.plan.fingerprint,
    ...(result.deploymentId === undefined ? {} : { deploymentId: result.deploymentId }),
    scripts: {
      total: result.plan.scripts.length,
      applied: result.scriptsApplied,
      skipped: result.scriptsSkipped,
      postCommit: result.postCommitScripts,
    },
    tests: { total: result.plan.testFileCount, passed: result.testsPassed, run: result.testsTotal > 0 },
    verify: result.verify.map((c) => ({ function: c.function, check: c.checkName, passed: c.passed, detail: c.detail })),
    ...(result.summary ? { summary: result.summary } : {}),
    finalize: result.finalize.map((a) => ({ function: a.function, action: a.action, kind: a.kind, name: a.name, detail: a.detail })),
    ...(result.rehearsed === undefined ? {} : { rehearsed: result.rehearsed }),
    params: maskParams(result.params),
    ...(result.statuses && result.status === 'dry-run'
      ? { plan: result.statuses.map((s) => ({ path: s.script.path, kind: s.script.kind, checksum: s.script.checksum, status: s.status })) }
      : {}),
    warnings,
  };
}
