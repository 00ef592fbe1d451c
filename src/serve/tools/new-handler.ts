// The `new_handler` tool: the generators of `pgmi new` — writes a handler with its registration and a SQL
// test into the project (folders confined to the project), or only shows them with dryRun.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { newHandler } from '../../generate/new-handler.js';
import { HANDLER_KINDS } from '../../inspect/registry.js';
import type { ServeContext } from '../context.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';

export function registerNewHandlerTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'new_handler',
    {
      title: 'Write a new handler',
      description:
        'Writes an MCP tool, resource or prompt, a REST route or a JSON-RPC method as a SQL file under api/ with its registration and a SQL test ' +
        'in __test__/ beside it, in the project\'s style; it deploys green as written. Refuses to overwrite unless force. Run the test tool next.',
      inputSchema: z.object({
        kind: z.enum(HANDLER_KINDS as [string, ...string[]]),
        name: z.string().describe('MCP name, RPC method (e.g. orders.count) or REST route name: [a-zA-Z][a-zA-Z0-9_.-]{0,48}'),
        description: z.string().optional(),
        title: z.string().optional(),
        readOnly: z.boolean().optional().describe('run in a READ ONLY transaction (default: true for resources, prompts and REST GET)'),
        requiresAuth: z.boolean().optional().describe('default true: anonymous callers neither see nor reach it'),
        isolation: z.string().optional().describe('isolation floor: read-committed, repeatable-read or serializable'),
        tags: z.array(z.string()).optional(),
        method: z.string().optional().describe('REST: GET, POST, PUT, PATCH or DELETE'),
        path: z.string().optional().describe('REST: path template such as /orders/{id}'),
        uri: z.string().optional().describe('resource: URI template such as app://orders/{id}'),
        mimeType: z.string().optional().describe('resource: content type'),
        folder: z.string().optional().describe('folder inside the project (default api/tools, api/resources, … by kind)'),
        force: z.boolean().optional().describe('overwrite existing files'),
        dryRun: z.boolean().optional().describe('return the files without writing them'),
      }).strict(),
      outputSchema: {
        ok: z.boolean(),
        written: z.boolean(),
        handlerId: z.string().optional(),
        files: z.array(z.object({ path: z.string(), action: z.enum(['create', 'overwrite']), content: z.string().optional() })),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async (args) => {
      try {
        const result = await newHandler({
          ...args,
          kind: args.kind as (typeof HANDLER_KINDS)[number],
          projectDir: ctx.projectDir,
          force: args.force ?? false,
          dryRun: args.dryRun ?? false,
        });
        const files = result.files.map((f) => ({ path: f.path, action: f.action, ...(result.written ? {} : { content: f.content }) }));
        const verb = result.written ? 'Wrote' : 'Would write';
        return ok(
          { ok: true, written: result.written, handlerId: result.handlerId, files },
          `${verb} ${result.files.map((f) => f.path).join(' and ')}.${result.written ? ' Run the test tool to deploy them into a rolled-back transaction.' : ''}`,
        );
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, written: false, files: [], failure }, `new_handler failed: ${failureText(failure)}`);
      }
    },
  );
}
