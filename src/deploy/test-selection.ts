// A partial test run (pgmi serve's run_tests): the chosen test files, each still after every fixture
// (_setup.sql) on its folder's path, in the usual order. Choosing is by path, folder or glob (the deploy.order
// matcher), or by a handler's name: the tests that mention it.
import type { DeployPlan } from './plan.js';
import { entryMatcher } from './plan.js';
import { flattenTests, type TestFile, type TestFolder } from './test-plan.js';

export type TestPredicate = (test: TestFile) => boolean;

/** The folders with only the chosen tests; folders left without tests (and their fixtures) are dropped. */
export function selectTests(folders: readonly TestFolder[], isChosen: TestPredicate): TestFolder[] {
  const chosen: TestFolder[] = [];
  for (const folder of folders) {
    const tests = folder.tests.filter(isChosen);
    const children = selectTests(folder.children, isChosen);
    if (tests.length > 0 || children.length > 0) chosen.push({ ...folder, tests, children });
  }
  return chosen;
}

/** The plan with these tests instead of all of them (the count follows). */
export function withSelectedTests(plan: DeployPlan, tests: TestFolder[]): DeployPlan {
  return { ...plan, tests, testFileCount: flattenTests(tests).length };
}

/** Tests at these paths, under these folders, or matching these globs (as deploy.order entries match). */
export function testsAt(patterns: readonly string[]): TestPredicate {
  const matchers = patterns.map(entryMatcher);
  return (test) => matchers.some((matches) => matches(test.path));
}

/**
 * Tests of one handler: files named test_<name>.sql or test_<name>_….sql, and files whose text names it as a whole word (the
 * request a test sends carries the tool name, the RPC method or the route's path).
 */
export function testsOfHandler(name: string): TestPredicate {
  const word = new RegExp(`(^|[^A-Za-z0-9_.-])${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}($|[^A-Za-z0-9_.-]|\\.(?![A-Za-z0-9_]))`);
  const fileName = `test_${name}`.toLowerCase();
  return (test) => {
    const base = test.path.slice(test.path.lastIndexOf('/') + 1).toLowerCase();
    return base === `${fileName}.sql` || base.startsWith(`${fileName}_`) || word.test(test.content);
  };
}
