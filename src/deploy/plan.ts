// The deploy plan, computed without a database: which scripts run, in which order, of which kind, with which
// checksum, and which tests follow. Pure: the same inputs always give the same plan.
import { ProjectProblems, type SourceLocation } from '../errors.js';
import type { ProjectFile } from '../project/discover.js';
import type { ScriptKind } from '../project/directives.js';
import { sqlFactsOf } from '../project/sql-facts.js';
import { compareNatural } from '../project/natural-sort.js';
import { withNormalisedText } from './checksum.js';
import { fixturesOf, flattenTests, planTests, type TestFolder } from './test-plan.js';
import { computeFingerprint } from './fingerprint.js';
import type { Params } from '../project/params.js';

export interface PlannedScript {
  path: string;
  kind: ScriptKind;
  checksum: string;
  /** Normalised text (BOM removed, \n line endings): exactly what is executed. */
  content: string;
  /** The deploy.order entry that placed it (undefined without deploy.order). */
  orderEntry?: string;
}

export interface DeployPlan {
  /** Scripts in execution order, all kinds (no-transaction ones run after COMMIT, in this order). */
  scripts: PlannedScript[];
  tests: TestFolder[];
  /** Tests that run (fixtures not counted). */
  testFileCount: number;
  fingerprint: string;
  warnings: string[];
}

export interface PlanInput {
  scripts: readonly ProjectFile[];
  tests: readonly ProjectFile[];
  order?: readonly string[];
  params: Params;
  pgmiVersion: string;
  /** Extra facts that change what a deploy does (e.g. verify functions); part of the fingerprint. */
  extra?: unknown;
  /** Whether a folder of the project exists: an entry "folder/" that is there but holds no script yet is fine. */
  folderExists?: (folder: string) => boolean;
}

type Problem = { message: string } & SourceLocation;

export function planDeploy(input: PlanInput): DeployPlan {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  const ordered = orderScripts(input.scripts, input.order, problems, warnings, input.folderExists ?? (() => false));
  const factsOf = (file: ProjectFile) => file.facts ?? sqlFactsOf(file.path, file.content);
  const scripts: PlannedScript[] = ordered.map(({ file, entry }) => {
    const facts = factsOf(file);
    problems.push(...facts.problems);
    const planned = { path: file.path, kind: facts.kind, checksum: facts.checksum, ...(entry === undefined ? {} : { orderEntry: entry }) };
    return withNormalisedText(planned, file);
  });
  const testChecksums = input.tests.map((test) => {
    const facts = factsOf(test);
    if (facts.kind !== 'repeatable') {
      problems.push({ file: test.path, message: `tests cannot be pgmi:${facts.kind}; they always run inside the deploy transaction` });
    }
    problems.push(...facts.problems);
    return { path: test.path, checksum: facts.checksum };
  });
  if (problems.length > 0) throw new ProjectProblems(problems, 'Fix the files named above; nothing was applied.');
  const tests = planTests(input.tests);
  return {
    scripts,
    tests,
    testFileCount: flattenTests(tests).length,
    fingerprint: computeFingerprint({
      pgmiVersion: input.pgmiVersion,
      scripts: scripts.map(({ path, kind, checksum }) => ({ path, kind, checksum })),
      tests: testChecksums.sort((a, b) => compareNatural(a.path, b.path)),
      params: input.params,
      extra: input.extra ?? null,
    }),
    warnings,
  };
}

/** Reads every text the plan may run (scripts, tests, fixtures) now, before anything runs: a file changed since it was planned is refused here. */
export function readPlannedText(plan: DeployPlan): void {
  for (const file of [...plan.scripts, ...flattenTests(plan.tests), ...fixturesOf(plan.tests)]) void file.content;
}

function orderScripts(
  files: readonly ProjectFile[],
  order: readonly string[] | undefined,
  problems: Problem[],
  warnings: string[],
  folderExists: (folder: string) => boolean,
): Array<{ file: ProjectFile; entry?: string }> {
  // Two paths that differ only by case would collide in tracking and on case-insensitive file systems.
  const byLowerPath = new Map<string, string>();
  for (const file of files) {
    const lower = file.path.toLowerCase();
    const other = byLowerPath.get(lower);
    if (other !== undefined) problems.push({ file: file.path, message: `duplicate script path: ${file.path} and ${other} differ only by letter case` });
    byLowerPath.set(lower, file.path);
  }
  const sorted = [...files].sort((a, b) => compareNatural(a.path, b.path));
  if (!order || order.length === 0) return sorted.map((file) => ({ file }));

  const placed = new Map<string, string>();
  const result: Array<{ file: ProjectFile; entry: string }> = [];
  for (const entry of order) {
    const matcher = entryMatcher(entry);
    const matches = sorted.filter((file) => matcher(file.path));
    // A folder entry whose folder exists is waiting for its first script (a new project's migrations/); one that
    // matches nothing else is probably a typo.
    if (matches.length === 0 && !(entry.endsWith('/') && folderExists(entry))) warnings.push(`deploy.order entry "${entry}" matches no script`);
    for (const file of matches) {
      const earlier = placed.get(file.path);
      if (earlier !== undefined) {
        problems.push({ file: file.path, message: `duplicate script path: ${file.path} is matched by deploy.order entries "${earlier}" and "${entry}"` });
        continue;
      }
      placed.set(file.path, entry);
      result.push({ file, entry });
    }
  }
  for (const file of sorted) {
    if (!placed.has(file.path)) {
      problems.push({ file: file.path, message: `script ${file.path} is not matched by any deploy.order entry; add its folder to deploy.order in pgmi.yaml` });
    }
  }
  return result;
}

/** A deploy.order entry: "folder/" (everything under it), a glob ("lib/*.sql", "**"), or one file path. */
export function entryMatcher(entry: string): (path: string) => boolean {
  const clean = entry.replace(/^\.\//, '');
  if (/[*?[]/.test(clean)) {
    const regex = globToRegExp(clean);
    return (path) => regex.test(path);
  }
  if (clean.endsWith('/')) return (path) => path.startsWith(clean);
  return (path) => path === clean || path.startsWith(`${clean}/`);
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] as string;
    if (char === '*') {
      if (glob[i + 1] === '*') {
        source += '.*';
        i += 1;
        if (glob[i + 1] === '/') i += 1;
      } else source += '[^/]*';
    } else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = glob.indexOf(']', i);
      if (close === -1) source += '\\[';
      else {
        source += glob.slice(i, close + 1);
        i = close;
      }
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  if (glob.endsWith('/')) source += '.*';
  return new RegExp(`^${source}$`);
}
