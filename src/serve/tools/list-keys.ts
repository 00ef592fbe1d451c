// The `list_keys` tool: the API keys of the project's database (id, owner, status, scopes, dates). Never a
// secret: only what membership.list_api_keys_for_operator returns, which holds no key material.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type pg from 'pg';
import { loadProjectConfig } from '../../project/config.js';
import { connectIfExists } from '../../db/client.js';
import { locateProjectDatabase, requireDatabase } from '../../db/project-database.js';
import { listApiKeys } from '../../keys/api-keys.js';
import { ConnectionError } from '../../errors.js';
import { connectionFor, type ServeContext } from '../context.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok, withoutNulls } from '../tool-result.js';
import { connectionArguments } from './connection-arguments.js';

const keySchema = z.object({
  keyId: z.string(),
  name: z.string().optional(),
  email: z.string(),
  organization: z.string(),
  status: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().optional().describe('absent: never expires'),
  lastUsedAt: z.string().optional().describe('absent: never used'),
});

export function registerListKeysTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'list_keys',
    {
      title: 'List API keys',
      description: 'Lists the API keys of the project\'s database (id, owner e-mail, organization, status, scopes, created/expires/last used). Never returns a key or secret. Read-only.',
      inputSchema: z.object({ ...connectionArguments, email: z.string().optional().describe('only the keys of this user') }).strict(),
      outputSchema: { ok: z.boolean(), keys: z.array(keySchema), failure: failureSchema.optional() },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      let client: pg.Client | undefined;
      let release = async () => undefined as void;
      try {
        const place = requireDatabase(
          await locateProjectDatabase({ projectDir: ctx.projectDir, config: loadProjectConfig(ctx.projectDir), env: ctx.env, ...connectionFor(ctx, args), reporter, createEmbedded: false }),
          ctx.projectDir,
        );
        release = place.release;
        client = await connectIfExists(place.target);
        if (!client) throw new ConnectionError(`database "${place.target.database}" does not exist yet`, { hint: 'Deploy the project first (deploy tool, or pgmi deploy).' });
        const keys = await listApiKeys(client, args.email);
        const text = keys.length === 0 ? 'No API keys.' : keys.map((k) => `${k.keyId} ${k.email} ${k.status}`).join('\n');
        return ok({ ok: true, keys: keys.map(withoutNulls) }, text);
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, keys: [], failure }, `list_keys failed: ${failureText(failure)}`);
      } finally {
        await client?.end().catch(() => undefined);
        await release();
      }
    },
  );
}
