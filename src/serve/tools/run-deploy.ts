// The `test` and `deploy` tools: the deploy core in one transaction (rolled back for `test`), with progress
// notifications, cancellation (the running statement is cancelled and everything rolls back, as on Ctrl-C),
// and the failure's file, line, SQLSTATE and failing test in the result.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import { z } from 'zod';
import { deployProject } from '../../deploy/deploy-project.js';
import { deployOptionsFor, type ServeContext } from '../context.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';
import { connectionArguments } from './connection-arguments.js';

const runOutput = {
  ok: z.boolean().describe('true when every script, test and verification passed'),
  status: z.enum(['tested', 'applied', 'up-to-date', 'failed', 'refused']),
  database: z.string().optional(),
  embedded: z.boolean().optional().describe('the project\'s embedded PostgreSQL (.pgmi/) was used'),
  scriptsApplied: z.number().int().optional(),
  scriptsSkipped: z.number().int().optional(),
  testsPassed: z.number().int().optional(),
  testsTotal: z.number().int().optional(),
  durationMs: z.number().int(),
  failure: failureSchema.optional(),
  warnings: z.array(z.string()),
};

export function registerRunTools(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'test',
    {
      title: 'Test the project',
      description:
        'Deploys the project into one transaction on its database, runs every SQL test and the verification, then rolls everything back. ' +
        'On failure: the file, line, SQLSTATE and failing test. Creates the database if it does not exist; changes nothing else. Sends progress when asked.',
      inputSchema: connectionArguments,
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => run(ctx, 'test', { ...args, force: false }, extra),
  );
  server.registerTool(
    'deploy',
    {
      title: 'Deploy the project',
      description:
        'Applies the project to its database in one transaction (scripts, SQL tests, verification, then COMMIT; any failure rolls back everything). ' +
        'Handlers the scripts no longer register may be removed. Only when pgmi serve was started with --allow-deploy.',
      inputSchema: { ...connectionArguments, force: z.boolean().optional().describe('re-apply repeatable scripts even when nothing changed') },
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      if (!ctx.allowDeploy) {
        const structured = {
          ok: false,
          status: 'refused' as const,
          durationMs: 0,
          failure: { code: 'usage', exitCode: 2, message: 'deploy is disabled: pgmi serve was started without --allow-deploy', hint: 'Use the test tool (always rolled back), or restart pgmi serve with --allow-deploy.' },
          warnings: [],
        };
        return failed(structured, `${structured.failure.message}. ${structured.failure.hint}`);
      }
      return run(ctx, 'deploy', { ...args, force: args.force ?? false }, extra);
    },
  );
}

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

async function run(
  ctx: ServeContext,
  mode: 'test' | 'deploy',
  args: { connection?: string; database?: string; force: boolean },
  extra: Extra,
): Promise<CallToolResult> {
  const started = Date.now();
  const reporter = createToolReporter(ctx.log, ctx.verbose, { progressToken: extra._meta?.progressToken, sendNotification: extra.sendNotification });
  let structured: Record<string, unknown>;
  let result: CallToolResult;
  try {
    const done = await deployProject(deployOptionsFor(ctx, { mode, dryRun: false, force: args.force, args, reporter, signal: extra.signal }));
    structured = {
      ok: true,
      status: done.status,
      database: done.database,
      embedded: done.embedded,
      scriptsApplied: done.scriptsApplied,
      scriptsSkipped: done.scriptsSkipped,
      testsPassed: done.testsPassed,
      testsTotal: done.testsTotal,
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
    const failure = describeFailure(error);
    structured = { ok: false, status: 'failed', durationMs: Date.now() - started, failure, warnings: [...reporter.warnings] };
    result = failed(structured, `${mode} failed: ${failureText(failure)}`);
  }
  ctx.lastRun = { tool: mode, finishedAt: new Date().toISOString(), ok: result.isError !== true, result: structured };
  ctx.onRunRecorded?.();
  return result;
}
