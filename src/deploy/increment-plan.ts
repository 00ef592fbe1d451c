// What a redeploy under `pgmi dev --watch` may leave out, decided without a database from the plan last
// deployed and the plan on disk now. Pure: the same inputs always give the same decision.
//
// The rule (README, "pgmi dev"): when every script that changed, appeared or disappeared is a repeatable script
// in the LAST deploy.order entry (the template's api/: handlers, which no other script builds on), and
// pgmi.yaml and the parameters are unchanged, the redeploy re-applies only those scripts, after the earlier
// scripts that set up the session (a top-level SET, set_config or temporary object: roles, the owner role);
// then it runs first the tests that exercise them, and the rest of the suite after COMMIT. Anything else (a
// file in lib/, a once- or no-transaction script, pgmi.yaml) redeploys everything, and the reason is printed.
import type { DeployPlan, PlannedScript } from './plan.js';
import { setsSessionState } from './session-scripts.js';
import { fixturesOf, flattenTests, type TestFile, type TestFolder } from './test-plan.js';
import { splitTests } from './test-select.js';

/** A deploy this process made (or found up to date), as the next decision needs it. */
export interface DeployedProject {
  plan: DeployPlan;
  /** pgmi.yaml's deploy settings and the parameters, as one string. */
  configKey: string;
  /** The fingerprint pgmi.deployment holds for it: someone else deployed since when it differs. */
  recordedFingerprint: string;
}

export interface IncrementPlan {
  kind: 'increment';
  /** Scripts to run, in plan order: the session scripts before the last entry, then the changed ones. */
  scripts: PlannedScript[];
  /** Changed or new scripts (project paths). */
  changed: string[];
  /** Scripts that left the project. */
  removed: string[];
  /** Tests run inside the deploy transaction, before COMMIT. */
  first: TestFolder[];
  /** Tests run after COMMIT, in a transaction that is rolled back. */
  rest: TestFolder[];
  firstCount: number;
  restCount: number;
}

export type RedeployDecision = IncrementPlan | { kind: 'full'; reason: string };

export function planIncrement(previous: DeployedProject, next: DeployPlan, nextConfigKey: string, order: readonly string[]): RedeployDecision {
  if (previous.configKey !== nextConfigKey) return full('pgmi.yaml or the parameters changed');
  const lastEntry = order[order.length - 1];
  if (lastEntry === undefined) return full('pgmi.yaml has no deploy.order, so no file is known to be one that nothing builds on');

  const before = new Map(previous.plan.scripts.map((s) => [s.path, s]));
  const after = new Map(next.scripts.map((s) => [s.path, s]));
  const changed = next.scripts.filter((s) => before.get(s.path)?.checksum !== s.checksum || before.get(s.path)?.kind !== s.kind);
  const removed = previous.plan.scripts.filter((s) => !after.has(s.path));
  for (const script of [...changed, ...removed, ...changed.flatMap((s) => before.get(s.path) ?? [])]) {
    if (script.kind !== 'repeatable') return full(`${script.path} is a pgmi:${script.kind} script`);
    if (script.orderEntry !== lastEntry) {
      return full(`${script.path} is in ${script.orderEntry ?? 'no deploy.order entry'}, which later scripts build on (only files in ${lastEntry}, the last deploy.order entry, are re-applied alone)`);
    }
  }

  const previousTests = new Map([...flattenTests(previous.plan.tests), ...fixturesOf(previous.plan.tests)].map((t) => [t.path, t.content]));
  const touched = [...changed, ...removed, ...changed.flatMap((s) => before.get(s.path) ?? [])];
  const names = new Set(touched.flatMap((s) => definedNames(s.content)));
  const folders = new Set(touched.map((s) => s.path.slice(0, s.path.lastIndexOf('/') + 1)));
  const isFirst = (test: TestFile, setupChanged: boolean) =>
    setupChanged ||
    previousTests.get(test.path) !== test.content ||
    [...folders].some((folder) => isBeside(test.path, folder)) ||
    [...names].some((name) => mentions(test.content, name));
  const { selected, rest, selectedCount, restCount } = splitTests(next.tests, isFirst, (setup) => previousTests.get(setup.path) !== setup.content);

  const lastStart = next.scripts.findIndex((s) => s.orderEntry === lastEntry);
  const session = next.scripts.slice(0, lastStart === -1 ? next.scripts.length : lastStart).filter((s) => s.kind === 'repeatable' && setsSessionState(s));
  const changedPaths = new Set(changed.map((s) => s.path));
  return {
    kind: 'increment',
    scripts: [...session, ...next.scripts.filter((s) => changedPaths.has(s.path))],
    changed: [...changedPaths],
    removed: removed.map((s) => s.path),
    first: selected,
    rest,
    firstCount: selectedCount,
    restCount,
  };
}


function full(reason: string): RedeployDecision {
  return { kind: 'full', reason };
}

/** A test in the __test__ (or __tests__) folder beside the file, or below it. */
function isBeside(testPath: string, folder: string): boolean {
  return testPath.startsWith(`${folder}__test__/`) || testPath.startsWith(`${folder}__tests__/`);
}

/**
 * What a script defines that a test would name: functions and procedures (unqualified), handler names and
 * JSON-RPC method names (`"name": "…"`, `"methodName": "…"` in the registration metadata) and REST paths.
 */
export function definedNames(sql: string): string[] {
  const names = new Set<string>();
  for (const match of sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(?:FUNCTION|PROCEDURE)\s+(?:"?[A-Za-z_][\w$]*"?\.)?"?([A-Za-z_][\w$]*)"?/gi)) names.add(match[1] as string);
  for (const match of sql.matchAll(/"(?:name|methodName|path)"\s*:\s*"([^"\\]{3,})"/g)) names.add(match[1] as string);
  return [...names].filter((name) => name.length >= 3);
}

/** Whether the text names it: a whole identifier, or (for a REST path) the literal path. */
export function mentions(text: string, name: string): boolean {
  if (name.startsWith('/')) return text.includes(`'${name}'`) || text.includes(`"${name}"`);
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^A-Za-z0-9_$])${escaped}($|[^A-Za-z0-9_$])`, 'i').test(text);
}
