// The `plan` tool: the dry run — each script with its kind and its status against the database (pending,
// changed, up to date), what would run, and how many tests follow. Writes nothing to the database.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { deployProject, loadProject } from '../../deploy/deploy-project.js';
import { deployOptionsFor, type ServeContext } from '../context.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';
import { connectionArguments } from './connection-arguments.js';

const scriptSchema = z.object({
  path: z.string(),
  kind: z.enum(['repeatable', 'once', 'no-transaction']),
  status: z.enum(['pending', 'changed', 'up-to-date']),
  willRun: z.boolean().describe('whether a deploy would execute it now'),
});

export function registerPlanTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'plan',
    {
      title: 'Plan a deploy (dry run)',
      description:
        'Lists every script in deploy order with its kind and its status against the project\'s database (pending, changed, up to date), ' +
        'which ones a deploy would run, and the number of SQL tests. offline: true skips the database (every script pending). Writes nothing.',
      inputSchema: z.object({ ...connectionArguments, offline: z.boolean().optional().describe('do not connect; plan from the files only') }).strict(),
      outputSchema: {
        ok: z.boolean(),
        database: z.string().optional(),
        compared: z.boolean().describe('statuses were compared with a database'),
        scripts: z.array(scriptSchema),
        wouldRun: z.number().int(),
        tests: z.number().int().describe('SQL test files that run after the scripts'),
        fingerprint: z.string().optional(),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      try {
        if (args.offline) {
          const project = await loadProject(ctx.projectDir, { paramsFiles: [], paramArgs: [], pgmiVersion: ctx.pgmiVersion, paramsOptional: true, keptFacts: true });
          const scripts = project.plan.scripts.map((s) => ({ path: s.path, kind: s.kind, status: 'pending' as const, willRun: true }));
          return ok(
            { ok: true, compared: false, scripts, wouldRun: scripts.length, tests: project.plan.testFileCount, fingerprint: project.plan.fingerprint },
            `${scripts.length} scripts in deploy order, ${project.plan.testFileCount} tests (offline: not compared with a database).`,
          );
        }
        const result = await deployProject(deployOptionsFor(ctx, { mode: 'deploy', dryRun: true, force: false, args, reporter, signal: extra.signal }));
        const scripts = (result.statuses ?? []).map((s) => ({
          path: s.script.path,
          kind: s.script.kind,
          status: s.status,
          willRun: s.script.kind === 'once' ? s.status === 'pending' : true,
        }));
        const counts = ['pending', 'changed', 'up-to-date'].map((st) => `${scripts.filter((s) => s.status === st).length} ${st}`).join(', ');
        return ok(
          { ok: true, database: result.database, compared: true, scripts, wouldRun: scripts.filter((s) => s.willRun).length, tests: result.plan.testFileCount, fingerprint: result.plan.fingerprint },
          `Plan for ${result.database}: ${counts}; ${result.plan.testFileCount} tests would run. Nothing was written.`,
        );
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, compared: false, scripts: [], wouldRun: 0, tests: 0, failure }, `plan failed: ${failureText(failure)}`);
      }
    },
  );
}
