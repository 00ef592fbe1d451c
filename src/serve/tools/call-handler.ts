// The `call_handler` tool: a deployed tool, resource, prompt, REST route or RPC method called as a given caller
// (anonymous, a user by email, an API key's holder) through the gateway's own SQL entry points, rolled back
// unless commit: true (which needs --allow-deploy). See call-handler.ts for how the caller is authenticated.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { UsageError } from '../../errors.js';
import { callHandler, type Caller, type HandlerOutcome } from '../call-handler.js';
import type { ServeContext } from '../context.js';
import { withToolClient } from '../database.js';
import { describeCause } from '../../deploy/handler-cause.js';
import { discoverFiles } from '../../project/discover.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, handlerFailureSchema, ok } from '../tool-result.js';
import { targetArguments } from './connection-arguments.js';

const callerSchema = z
  .union([
    z.object({ anonymous: z.literal(true) }).strict(),
    z.object({ email: z.string().min(3).max(320), organization: z.string().min(1).max(100).optional().describe('organization slug (default: the user\'s personal organization)') }).strict(),
    z.object({ apiKeyId: z.string().regex(/^[0-9a-f]{6,32}$/).describe('an existing key\'s id (list_keys): its holder, organization and scopes') }).strict(),
  ])
  .describe('who calls: {"anonymous": true} (default), {"email": "…", "organization": "slug"} or {"apiKeyId": "…"}');

export function registerCallHandlerTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'call_handler',
    {
      title: 'Call a deployed handler as a caller',
      description:
        'Calls a deployed MCP tool, resource or prompt, REST route or JSON-RPC method as a given caller, through the same SQL entry points and transaction policy the gateway uses ' +
        '(api.mcp_handle_request, api.rest_invoke, api.rpc_invoke, as the gateway\'s role; SQL verifies a real API key minted for the caller in the same transaction). ' +
        'Returns what that caller would get (the JSON-RPC envelope, or the HTTP status, headers and body) and why a handler failed. Rolled back unless commit: true (needs --allow-deploy).',
      inputSchema: z
        .object({
          ...targetArguments,
          kind: z.enum(['tool', 'resource', 'prompt', 'rest', 'rpc']),
          name: z.string().min(1).optional().describe('tool or prompt name; JSON-RPC method'),
          uri: z.string().min(1).optional().describe('resource URI'),
          arguments: z.object({}).passthrough().optional().describe('tool or prompt arguments; JSON-RPC params'),
          method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional().describe('REST method (default GET)'),
          path: z.string().min(1).optional().describe('REST path with query string, e.g. /api/invoices?status=open'),
          body: z.object({}).passthrough().optional().describe('REST JSON body (an object)'),
          headers: z.record(z.string()).optional().describe('REST headers (authorization is ignored: the caller decides)'),
          caller: callerSchema.optional(),
          commit: z.boolean().optional().describe('keep what the handler wrote (needs --allow-deploy); default: roll back'),
        })
        .strict(),
      outputSchema: {
        ok: z.boolean(),
        database: z.string().optional(),
        caller: z
          .object({
            kind: z.enum(['anonymous', 'user', 'api-key']),
            email: z.string().optional(),
            userId: z.string().optional(),
            organizationId: z.string().optional(),
            keyId: z.string().optional(),
            scopes: z.array(z.string()).optional(),
          })
          .optional(),
        policy: z.object({ isolation: z.string().optional().describe('absent: no floor (read committed)'), readOnly: z.boolean() }).optional(),
        envelope: z.object({}).passthrough().optional().describe('MCP: the JSON-RPC response'),
        http: z
          .object({
            status: z.number().int(),
            headers: z.record(z.string()),
            json: z.object({}).passthrough().optional().describe('the body, when it is a JSON object'),
            text: z.string().optional().describe('the body as text otherwise'),
            base64: z.string().optional().describe('a binary body'),
          })
          .optional()
          .describe('REST and RPC: the HTTP response'),
        unauthenticated: z.object({ reason: z.string() }).optional().describe('the caller\'s key does not verify: the gateway answers 401'),
        handlerFailure: handlerFailureSchema.optional(),
        committed: z.boolean(),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      try {
        if (args.commit && !ctx.allowDeploy) {
          throw new UsageError('commit: true is refused: pgmi serve was started without --allow-deploy', { hint: 'Leave commit out (the call is rolled back), or restart pgmi serve with --allow-deploy.' });
        }
        const caller: Caller = args.caller ?? { anonymous: true };
        const { database, outcome } = await withToolClient(ctx, args, { reporter, signal: extra.signal }, async (client, db) => ({
          database: db.target.database,
          outcome: await callHandler(client, { ...args, caller, commit: args.commit ?? false, scripts: () => projectScripts(ctx.projectDir) }),
        }));
        return ok({ ok: true, database, ...outcome }, describeOutcome(args.kind, outcome));
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, committed: false, failure }, `call_handler failed: ${failureText(failure)}`);
      }
    },
  );
}

function describeOutcome(kind: string, outcome: HandlerOutcome): string {
  const who = outcome.caller.kind === 'anonymous' ? 'anonymous' : `${outcome.caller.email} (${outcome.caller.kind}, organization ${outcome.caller.organizationId})`;
  const answer = outcome.unauthenticated
    ? `401: the key does not verify (${outcome.unauthenticated.reason}); no handler ran`
    : outcome.http
      ? `HTTP ${outcome.http.status} ${outcome.http.json ? JSON.stringify(outcome.http.json) : (outcome.http.text ?? '(binary body)')}`
      : JSON.stringify(outcome.envelope);
  const cause = outcome.handlerFailure ? `\nbecause ${describeCause(outcome.handlerFailure)}` : '';
  return `${kind} as ${who}: ${answer}${cause}\n${outcome.committed ? 'Committed.' : 'Rolled back.'}`;
}

/** The project's scripts (a project whose files cannot be read gives none: the cause is then placed less exactly). */
function projectScripts(projectDir: string): Array<{ path: string; content: string }> {
  try {
    return discoverFiles(projectDir).scripts;
  } catch {
    return []; // e.g. a link discovery refuses: the handler and its message still come back
  }
}
