// How `pgmi inspect` looks: a readable report (stdout) or one JSON document.
import type { InspectResult } from '../inspect/inspect-project.js';
import { formatTable } from './table.js';

export function inspectText(result: InspectResult): string {
  const out: string[] = [];
  const { project } = result;
  const template = project.template ? ` (${project.template}${project.templateVersion ? ` ${project.templateVersion}` : ''})` : '';
  out.push(`Project ${project.name ?? '(unnamed)'}${template}: ${project.dir}`);
  out.push(result.database ? `Database ${result.database.name}${result.database.embedded ? ' (embedded)' : ''}: ${result.database.target}` : 'Database: none (offline plan)');

  if (result.search) {
    const { search } = result;
    out.push('', `SEARCH "${search.query}" (${search.mode}; vector ${search.vector}; expansion ${search.expansion}${search.expandedTerms.length ? `: also ${search.expandedTerms.join(', ')}` : ''})`);
    out.push(
      search.hits.length === 0
        ? '  nothing found'
        : formatTable(
            ['RANK', 'NAME', 'SCORE', 'LEXICAL', 'TRIGRAM', 'VECTOR', 'DESCRIPTION'],
            search.hits.map((h) => [String(h.rank), h.name, h.score.toFixed(4), String(h.lexical ?? '-'), String(h.trigram ?? '-'), String(h.vector ?? '-'), (h.description ?? '').replace(/\s+/g, ' ')]),
            [4, 48, 6, 7, 7, 6, 70],
          ),
    );
    return `${out.join('\n')}\n`;
  }

  if (result.handlers) {
    out.push('', `HANDLERS (${result.handlers.length})`);
    out.push(
      result.handlers.length === 0
        ? '  none registered'
        : formatTable(
            ['KIND', 'NAME', 'AUTH', 'ISOLATION', 'READ-ONLY', 'TAGS', 'FUNCTION', 'DESCRIPTION'],
            result.handlers.map((h) => [
              h.kind,
              h.name,
              h.requiresAuth ? 'yes' : 'no',
              h.isolationFloor ?? '-',
              h.readOnly ? 'yes' : 'no',
              h.tags.join(',') || '-',
              h.function,
              (h.description ?? '').replace(/\s+/g, ' '),
            ]),
            [12, 48, 4, 16, 9, 24, 48, 60],
          ),
    );
  }

  const counts = countStatuses(result);
  out.push('', `SCRIPTS (${result.scripts.length}${result.scriptsCompared ? `: ${counts}` : ', not compared with a database'})`);
  out.push(
    formatTable(
      result.scriptsCompared ? ['STATUS', 'KIND', 'CHECKSUM', 'PATH'] : ['KIND', 'CHECKSUM', 'PATH'],
      result.scripts.map((s) =>
        result.scriptsCompared
          ? [s.status, s.script.kind, s.script.checksum.slice(0, 12), s.script.path]
          : [s.script.kind, s.script.checksum.slice(0, 12), s.script.path],
      ),
    ),
  );
  out.push('', `TESTS (${result.tests.length} files)`);
  if (result.history) {
    out.push('', `DEPLOYS (last ${result.history.length})`);
    out.push(
      result.history.length === 0
        ? '  none yet'
        : formatTable(
            ['ID', 'FINISHED (UTC)', 'STATUS', 'APPLIED', 'SKIPPED', 'TESTS', 'BY', 'FINGERPRINT'],
            result.history.map((d) => [String(d.id), d.finishedAt, d.status, String(d.scriptsApplied), String(d.scriptsSkipped), String(d.testsPassed), d.deployedBy, d.fingerprint.slice(0, 12)]),
          ),
    );
  }
  return `${out.join('\n')}\n`;
}

function countStatuses(result: InspectResult): string {
  const by = (status: string) => result.scripts.filter((s) => s.status === status).length;
  return `${by('up-to-date')} up to date, ${by('changed')} changed, ${by('pending')} pending`;
}

export function inspectJson(result: InspectResult): Record<string, unknown> {
  return {
    project: result.project,
    database: result.database ?? null,
    scripts: result.scripts.map((s) => ({
      path: s.script.path,
      kind: s.script.kind,
      checksum: s.script.checksum,
      status: result.scriptsCompared ? s.status : null,
      ...(s.lastAppliedAt ? { lastAppliedAt: s.lastAppliedAt } : {}),
    })),
    tests: result.tests,
    handlers: result.handlers ?? null,
    ...(result.search ? { search: result.search } : {}),
    deployments: result.history ?? null,
  };
}
