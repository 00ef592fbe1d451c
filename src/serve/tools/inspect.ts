// The `inspect` tool: what the project's database exposes (handlers with kind, auth, isolation, read-only and
// tags; filters by kind and tag), each script's status and the deploy history. Read-only.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { inspectProject } from '../../inspect/inspect-project.js';
import { HANDLER_KINDS } from '../../inspect/registry.js';
import { connectionFor, type ServeContext } from '../context.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok, withoutNulls } from '../tool-result.js';
import { connectionArguments } from './connection-arguments.js';

const handlerSchema = z.object({
  kind: z.enum(['tool', 'resource', 'prompt', 'rest', 'rpc']),
  name: z.string().describe('MCP name, RPC method, or "METHOD /path" for REST'),
  description: z.string().optional(),
  requiresAuth: z.boolean(),
  isolationFloor: z.string().optional().describe('absent: no floor (read committed)'),
  readOnly: z.boolean(),
  tags: z.array(z.string()),
  function: z.string().describe('the generated SQL function'),
});

export function registerInspectTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'inspect',
    {
      title: 'Inspect the deployed project',
      description:
        'Lists the handlers the project\'s database exposes (kind, auth, isolation floor, read-only, tags), each script\'s status and the last deploys. ' +
        'Filters: kind, tag. Without a database yet, returns the offline plan only. Read-only.',
      inputSchema: z.object({
        ...connectionArguments,
        kind: z.enum(HANDLER_KINDS as [string, ...string[]]).optional().describe('only handlers of this kind'),
        tag: z.string().optional().describe('only handlers with this tag'),
      }).strict(),
      outputSchema: {
        ok: z.boolean(),
        database: z.string().optional(),
        handlers: z.array(handlerSchema).optional().describe('absent when no database was reached'),
        scripts: z.array(z.object({ path: z.string(), status: z.string() })),
        deployments: z.array(z.object({ id: z.number().int(), finishedAt: z.string(), status: z.string(), scriptsApplied: z.number().int(), testsPassed: z.number().int() })).optional(),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      try {
        const result = await inspectProject({
          projectDir: ctx.projectDir,
          env: ctx.env,
          ...connectionFor(ctx, args),
          offline: false,
          kind: args.kind as (typeof HANDLER_KINDS)[number] | undefined,
          tag: args.tag,
          pgmiVersion: ctx.pgmiVersion,
          reporter,
        });
        const structured = {
          ok: true,
          ...(result.database ? { database: result.database.name } : {}),
          ...(result.handlers ? { handlers: result.handlers.map(withoutNulls) } : {}),
          scripts: result.scripts.map((s) => ({ path: s.script.path, status: result.scriptsCompared ? s.status : 'unknown' })),
          ...(result.history
            ? { deployments: result.history.map((d) => ({ id: d.id, finishedAt: d.finishedAt, status: d.status, scriptsApplied: d.scriptsApplied, testsPassed: d.testsPassed })) }
            : {}),
        };
        const text = result.handlers
          ? `${result.handlers.length} handlers on ${result.database?.name}: ${result.handlers.slice(0, 20).map((h) => `${h.kind} ${h.name}`).join(', ')}${result.handlers.length > 20 ? ', …' : ''}`
          : 'No deployed database reached: only the offline plan is listed.';
        return ok(structured, text);
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, scripts: [], failure }, `inspect failed: ${failureText(failure)}`);
      }
    },
  );
}
