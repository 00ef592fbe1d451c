// The `test` and `deploy` tools: the deploy core in one transaction (rolled back for `test`), on the project
// database or one of its branches (see run-project.ts for progress, cancellation and failures).
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { EXIT_CODES } from '../../errors.js';
import type { ServeContext } from '../context.js';
import { runOutput, runProject } from '../run-project.js';
import { failed } from '../tool-result.js';
import { targetArguments } from './connection-arguments.js';

export function registerRunTools(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'test',
    {
      title: 'Test the project',
      description:
        'Deploys the project into one transaction on its database (or a branch), runs every SQL test and the verification, then rolls everything back. ' +
        'On failure: the file, line, SQLSTATE, failing test, and the cause of a handler failure the test ran into. Creates the database if it does not exist; changes nothing else. ' +
        'Sends progress when asked. For one handler\'s tests use run_tests.',
      inputSchema: z.object(targetArguments).strict(),
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => runProject(ctx, { ...args, tool: 'test', force: false }, extra),
  );
  server.registerTool(
    'deploy',
    {
      title: 'Deploy the project',
      description:
        'Applies the project to its database (or a branch) in one transaction (scripts, SQL tests, verification, then COMMIT; any failure rolls back everything). ' +
        'Handlers the scripts no longer register may be removed. Only when pgmi serve was started with --allow-deploy.',
      inputSchema: z.object({ ...targetArguments, force: z.boolean().optional().describe('re-apply repeatable scripts even when nothing changed') }).strict(),
      outputSchema: runOutput,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      if (!ctx.allowDeploy) {
        const structured = {
          ok: false,
          status: 'refused' as const,
          durationMs: 0,
          failure: { code: 'usage', exitCode: EXIT_CODES.usage, message: 'deploy is disabled: pgmi serve was started without --allow-deploy', hint: 'Use the test tool (always rolled back), or restart pgmi serve with --allow-deploy.' },
          warnings: [],
        };
        return failed(structured, `${structured.failure.message}. ${structured.failure.hint}`);
      }
      return runProject(ctx, { ...args, tool: 'deploy', force: args.force ?? false }, extra);
    },
  );
}
