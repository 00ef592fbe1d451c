// One deploy-core run for the test, run_tests and deploy tools: progress notifications, cancellation (the running
// statement is cancelled and everything rolls back, as on Ctrl-C), the branch as target, and on failure the
// file, line, SQLSTATE, failing test and — when the test called a handler that failed — the handler's cause (the
// deploy core's handlerFailure).
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { deployProject } from '../deploy/deploy-project.js';
import type { TestFolder } from '../deploy/test-plan.js';
import { deployOptionsFor, type RunReport, type ServeContext } from './context.js';
import { branchDeployTarget, locateToolDatabase, type TargetArguments } from './database.js';
import { createToolReporter } from './mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok } from './tool-result.js';

export const runOutput = {
  ok: z.boolean().describe('true when every script, test and verification passed'),
  status: z.enum(['tested', 'applied', 'up-to-date', 'failed', 'refused']),
  database: z.string().optional(),
  branch: z.string().optional().describe('the branch the run targeted'),
  embedded: z.boolean().optional().describe('the project\'s embedded PostgreSQL (.pgmi/) was used'),
  scriptsApplied: z.number().int().optional(),
  scriptsSkipped: z.number().int().optional(),
  testsPassed: z.number().int().optional(),
  testsTotal: z.number().int().optional(),
  tests: z.array(z.string()).optional().describe('run_tests: the test files that ran (fixtures not listed)'),
  durationMs: z.number().int(),
  failure: failureSchema.optional(),
  warnings: z.array(z.string()),
};

export type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface RunRequest extends TargetArguments {
  tool: RunReport['tool'];
  force: boolean;
  /** run_tests: the chosen tests. */
  selectTests?: (tests: readonly TestFolder[]) => TestFolder[];
  /** run_tests: the test files that will run, for the result. */
  testPaths?: readonly string[];
}

export async function runProject(ctx: ServeContext, request: RunRequest, extra: Extra): Promise<CallToolResult> {
  const started = Date.now();
  const mode = request.tool === 'deploy' ? 'deploy' : 'test';
  const reporter = createToolReporter(ctx.log, ctx.verbose, { progressToken: extra._meta?.progressToken, sendNotification: extra.sendNotification });
  const target = { ...(request.branch === undefined ? {} : { branch: request.branch }) };
  let structured: Record<string, unknown>;
  let result: CallToolResult;
  try {
    await locateToolDatabase(ctx, request, reporter, true); // the session's embedded server, when that is where the project lives
    const branch = await branchDeployTarget(ctx, request, reporter);
    const done = await deployProject({
      ...deployOptionsFor(ctx, { mode, dryRun: false, force: request.force, args: request, reporter, signal: extra.signal, branch }),
      selectTests: request.selectTests,
    });
    structured = {
      ok: true,
      status: done.status,
      database: done.database,
      ...target,
      embedded: done.embedded,
      scriptsApplied: done.scriptsApplied,
      scriptsSkipped: done.scriptsSkipped,
      testsPassed: done.testsPassed,
      testsTotal: done.testsTotal,
      ...(request.testPaths ? { tests: [...request.testPaths] } : {}),
      durationMs: done.durationMs,
      warnings: [...reporter.warnings],
    };
    const text =
      done.status === 'tested'
        ? `${done.testsPassed} tests passed on ${done.database} after ${done.scriptsApplied} scripts; everything was rolled back.`
        : done.status === 'up-to-date'
          ? `${done.database} is already up to date; nothing to do (force: true re-applies).`
          : `Deployed ${done.database}: ${done.scriptsApplied} scripts applied, ${done.testsPassed} tests passed.`;
    result = ok(structured, text);
  } catch (error) {
    const failure = describeFailure(error, ctx.projectDir);
    structured = { ok: false, status: 'failed', ...target, durationMs: Date.now() - started, failure, warnings: [...reporter.warnings] };
    result = failed(structured, `${request.tool} failed: ${failureText(failure)}`);
  }
  ctx.lastRun = { tool: request.tool, finishedAt: new Date().toISOString(), ok: result.isError !== true, result: structured };
  ctx.onRunRecorded?.(ctx.lastRun);
  return result;
}
