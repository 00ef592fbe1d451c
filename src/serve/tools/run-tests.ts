// The `run_tests` tool: the current scripts in one transaction, then only the chosen SQL tests (paths, folders
// or globs, or the tests that name a handler), each after the fixtures on its folder's path; rolled back. A few
// seconds for one handler's tests, with the same failure shape as `test`.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { UsageError } from '../../errors.js';
import { loadProject } from '../../deploy/deploy-project.js';
import { flattenTests } from '../../deploy/test-plan.js';
import { selectTests, testsAt, testsOfHandler, type TestPredicate } from '../../deploy/test-selection.js';
import { projectRelative, resolveInsideProject } from '../../project/confine.js';
import type { ServeContext } from '../context.js';
import { runOutput, runProject } from '../run-project.js';
import { describeFailure, failed, failureText } from '../tool-result.js';
import { targetArguments } from './connection-arguments.js';

export function registerRunTestsTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'run_tests',
    {
      title: 'Run chosen SQL tests',
      description:
        'Applies the current scripts in one transaction, runs only the chosen SQL tests (with the _setup.sql fixtures of their folders), and rolls everything back. ' +
        'Choose with tests (test files, folders such as api/tools/__test__/, or globs such as **/test_invoice*.sql) and/or handler (a tool, resource, prompt, RPC method or REST route name: the tests that name it). ' +
        'Failures come back as from test, with the handler cause when a handler failed.',
      inputSchema: z
        .object({
          ...targetArguments,
          tests: z.array(z.string().min(1)).max(100).optional().describe('test files, folders or globs, relative to the project'),
          handler: z.string().min(1).max(100).optional().describe('run the tests of this handler: files test_<name>.sql or test_<name>_*.sql, and tests whose text names it'),
        })
        .strict(),
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      let chosen: TestPredicate;
      let paths: string[];
      try {
        chosen = chooseTests(ctx, args.tests, args.handler);
        const project = await loadProject(ctx.projectDir, { paramsFiles: [], paramArgs: [], pgmiVersion: ctx.pgmiVersion, paramsOptional: true, keptFacts: true });
        paths = flattenTests(selectTests(project.plan.tests, chosen)).map((test) => test.path);
        if (paths.length === 0) {
          const all = flattenTests(project.plan.tests).map((test) => test.path);
          throw new UsageError(`no SQL test matches ${describeChoice(args.tests, args.handler)}`, {
            hint: all.length === 0 ? 'The project has no SQL tests (files under __test__/ folders).' : `Test files look like ${all.slice(0, 3).join(', ')}${all.length > 3 ? ', …' : ''} (pgmi://project/plan lists them all).`,
          });
        }
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, status: 'failed', durationMs: 0, failure, warnings: [] }, `run_tests failed: ${failureText(failure)}`);
      }
      return runProject(ctx, { ...args, tool: 'run_tests', force: false, selectTests: (tests) => selectTests(tests, chosen), testPaths: paths }, extra);
    },
  );
}

function chooseTests(ctx: ServeContext, tests: readonly string[] | undefined, handler: string | undefined): TestPredicate {
  if ((tests === undefined || tests.length === 0) && handler === undefined) {
    throw new UsageError('run_tests needs tests (files, folders or globs) or handler (a handler name)', { hint: 'To run every test, use the test tool.' });
  }
  const predicates: TestPredicate[] = [];
  if (tests && tests.length > 0) predicates.push(testsAt(tests.map((pattern) => projectPattern(ctx, pattern))));
  if (handler !== undefined) predicates.push(testsOfHandler(handler));
  return (test) => predicates.some((isChosen) => isChosen(test));
}

/** A pattern relative to the project: inside it (also an absolute path), no hidden segment. */
function projectPattern(ctx: ServeContext, pattern: string): string {
  const isGlob = /[*?[]/.test(pattern);
  const relative = isGlob ? pattern.replace(/^\.\//, '') : projectRelative(ctx.projectDir, resolveInsideProject(ctx.projectDir, pattern)) + (pattern.endsWith('/') ? '/' : '');
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.'))) {
    throw new UsageError(`"${pattern}" leaves the project or names a hidden folder`, { hint: 'Give test files, folders or globs relative to the project, e.g. api/tools/__test__/.' });
  }
  return relative;
}

function describeChoice(tests: readonly string[] | undefined, handler: string | undefined): string {
  return [tests && tests.length > 0 ? `tests ${tests.join(', ')}` : undefined, handler ? `handler "${handler}"` : undefined].filter(Boolean).join(' or ');
}
