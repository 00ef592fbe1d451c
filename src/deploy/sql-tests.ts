// Runs the SQL tests inside the deploy transaction: each folder's fixture in a savepoint, each test in its
// own savepoint rolled back afterwards, children after the folder's own tests. The first failure stops.
import type pg from 'pg';
import { Interrupted } from '../errors.js';
import type { Reporter } from '../output/reporter.js';
import { runScript } from './run-script.js';
import type { TestFolder } from './test-plan.js';

export interface TestRunResult {
  passed: number;
  fixtures: number;
}

export async function runSqlTests(
  client: pg.Client,
  folders: readonly TestFolder[],
  reporter: Reporter,
  progress: { done: number; total: number },
  /** Checked between tests: aborted, the run stops with Interrupted (everything it did is rolled back by the caller). */
  signal?: AbortSignal,
): Promise<TestRunResult> {
  const result: TestRunResult = { passed: 0, fixtures: 0 };
  let depth = 0;
  const runFolder = async (folder: TestFolder) => {
    depth += 1;
    const folderSavepoint = `pgmi_folder_${depth}`;
    await client.query(`SAVEPOINT ${folderSavepoint}`);
    if (folder.setup) {
      reporter.debug(`fixture ${folder.setup.path}`);
      await runScript(client, folder.setup, 'test fixture');
      result.fixtures += 1;
    }
    for (const test of folder.tests) {
      if (signal?.aborted) throw new Interrupted('the test run was stopped');
      reporter.progress(progress.done + result.passed + 1, progress.total, `test ${test.path}`);
      await client.query('SAVEPOINT pgmi_test');
      await runScript(client, test, 'test');
      await client.query('ROLLBACK TO SAVEPOINT pgmi_test');
      await client.query('RELEASE SAVEPOINT pgmi_test');
      result.passed += 1;
    }
    for (const child of folder.children) await runFolder(child);
    await client.query(`ROLLBACK TO SAVEPOINT ${folderSavepoint}`);
    await client.query(`RELEASE SAVEPOINT ${folderSavepoint}`);
    depth -= 1;
  };
  for (const folder of folders) await runFolder(folder);
  return result;
}
