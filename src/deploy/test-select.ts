// Splits the test tree in two by a predicate: the tests chosen and the others, each keeping the folders'
// fixtures (_setup.sql) on the way down, so either half runs exactly as it would in the whole suite.
import type { TestFile, TestFolder } from './test-plan.js';

export interface SplitTests {
  selected: TestFolder[];
  rest: TestFolder[];
  selectedCount: number;
  restCount: number;
}

/**
 * `choose(test, fixtureChanged)`: fixtureChanged is true when the folder's fixture or an enclosing one
 * changed (by `fixtureChanged(setup)`), so every test depending on it can be chosen.
 */
export function splitTests(
  folders: readonly TestFolder[],
  choose: (test: TestFile, fixtureChanged: boolean) => boolean,
  fixtureChanged: (setup: TestFile) => boolean,
): SplitTests {
  const split = (folder: TestFolder, enclosingChanged: boolean): [TestFolder, TestFolder] => {
    const changed = enclosingChanged || (folder.setup !== undefined && fixtureChanged(folder.setup));
    const chosen = folder.tests.filter((test) => choose(test, changed));
    const others = folder.tests.filter((test) => !chosen.includes(test));
    const children = folder.children.map((child) => split(child, changed));
    return [
      { ...folder, tests: chosen, children: children.map(([a]) => a).filter(hasTests) },
      { ...folder, tests: others, children: children.map(([, b]) => b).filter(hasTests) },
    ];
  };
  const halves = folders.map((folder) => split(folder, false));
  const selected = halves.map(([a]) => a).filter(hasTests);
  const rest = halves.map(([, b]) => b).filter(hasTests);
  return { selected, rest, selectedCount: countTests(selected), restCount: countTests(rest) };
}

export function countTests(folders: readonly TestFolder[]): number {
  return folders.reduce((sum, folder) => sum + folder.tests.length + countTests(folder.children), 0);
}

function hasTests(folder: TestFolder): boolean {
  return folder.tests.length > 0 || folder.children.length > 0;
}
