// Runs the SQL tests inside the deploy transaction: each folder's fixture in a savepoint, each test in its
// own savepoint rolled back afterwards, children after the folder's own tests. The first failure stops; when a
// handler failed under the test, the failure carries that cause (handler-cause.ts).
import type pg from 'pg';
import { Interrupted, SqlFailure } from '../errors.js';
import { failingFunctionOf, locateHandlerFailure, reportedFailureOf, withHandlerFailure, type ReportedFailure, type ScriptText } from './handler-cause.js';
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
  options: {
    /** The deploy's scripts, where a failing handler's body is found. */
    scripts: readonly ScriptText[];
    /** Checked between tests: aborted, the run stops with Interrupted (everything it did is rolled back by the caller). */
    signal?: AbortSignal;
  },
): Promise<TestRunResult> {
  const { signal } = options;
  let handlerFailures: ReportedFailure[] = [];
  const onNotice = (notice: { message?: string; detail?: string }) => {
    const failure = reportedFailureOf(notice);
    if (failure) handlerFailures.push(failure);
  };
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
      handlerFailures = [];
      try {
        // A test's own savepoint and its rollback travel with it: one round trip per test.
        await runScript(client, test, 'test', { before: 'SAVEPOINT pgmi_test', after: 'ROLLBACK TO SAVEPOINT pgmi_test; RELEASE SAVEPOINT pgmi_test' });
      } catch (error) {
        throw await withCause(error);
      }
      result.passed += 1;
    }
    for (const child of folder.children) await runFolder(child);
    await client.query(`ROLLBACK TO SAVEPOINT ${folderSavepoint}`);
    await client.query(`RELEASE SAVEPOINT ${folderSavepoint}`);
    depth -= 1;
  };
  // The handler that failed under the failing test: the last one reported, else the function that raised.
  const withCause = async (error: unknown): Promise<unknown> => {
    if (!(error instanceof SqlFailure)) return error;
    const failure = handlerFailures.at(-1) ?? failingFunctionOf(error.cause as { where?: string; code?: string; message?: string });
    if (!failure) return error;
    // Back to before the test, so the transaction can answer where the handler is defined.
    if (!(await client.query('ROLLBACK TO SAVEPOINT pgmi_test').then(() => true, () => false))) return error;
    return withHandlerFailure(error, await locateHandlerFailure(client, failure, options.scripts));
  };
  client.on('notice', onNotice);
  try {
    for (const folder of folders) await runFolder(folder);
  } finally {
    client.off('notice', onNotice);
  }
  return result;
}
