// The order tests run in: per __test__ folder, _setup.sql first, then the tests in natural order, then the
// sub-folders. Folders without tests in their subtree are left out.
import type { ProjectFile } from '../project/discover.js';
import { TEST_FOLDERS } from '../project/discover.js';
import { compareNatural } from '../project/natural-sort.js';
import { withNormalisedText } from './checksum.js';

export interface TestFile {
  path: string;
  content: string;
}

export interface TestFolder {
  /** Folder path relative to the project, e.g. "membership/__test__". */
  path: string;
  setup?: TestFile;
  tests: TestFile[];
  children: TestFolder[];
}

const FIXTURE = /^_setup\.sql$/i;

export function planTests(files: readonly ProjectFile[]): TestFolder[] {
  const folders = new Map<string, TestFolder>();
  const folderOf = (path: string): TestFolder => {
    let folder = folders.get(path);
    if (!folder) {
      folder = { path, tests: [], children: [] };
      folders.set(path, folder);
    }
    return folder;
  };
  for (const file of files) {
    const slash = file.path.lastIndexOf('/');
    const dir = file.path.slice(0, slash);
    const name = file.path.slice(slash + 1);
    const folder = folderOf(dir);
    const test = withNormalisedText({ path: file.path }, file);
    if (FIXTURE.test(name)) folder.setup = test;
    else folder.tests.push(test);
  }
  // Link each folder to its nearest ancestor folder that is inside the same test tree.
  const roots: TestFolder[] = [];
  for (const path of [...folders.keys()].sort(compareNatural)) {
    const folder = folders.get(path) as TestFolder;
    folder.tests.sort((a, b) => compareNatural(a.path, b.path));
    const parent = nearestTestAncestor(path, folders);
    (parent ? parent.children : roots).push(folder);
  }
  return roots.filter(hasTests);
}

function nearestTestAncestor(path: string, folders: Map<string, TestFolder>): TestFolder | undefined {
  const segments = path.split('/');
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const candidate = segments.slice(0, length);
    const last = candidate[candidate.length - 1] as string;
    const found = folders.get(candidate.join('/'));
    if (found) return found;
    if (TEST_FOLDERS.has(last)) return undefined; // left the test tree without finding files
  }
  return undefined;
}

function hasTests(folder: TestFolder): boolean {
  folder.children = folder.children.filter(hasTests);
  return folder.tests.length > 0 || folder.children.length > 0;
}

/** Every test file, in the order they run. */
export function flattenTests(folders: readonly TestFolder[]): TestFile[] {
  return folders.flatMap((folder) => [...folder.tests, ...flattenTests(folder.children)]);
}

/** The fixtures (_setup.sql) of every folder. */
export function fixturesOf(folders: readonly TestFolder[]): TestFile[] {
  return folders.flatMap((folder) => [...(folder.setup ? [folder.setup] : []), ...fixturesOf(folder.children)]);
}
