// The `new_migration` tool: `pgmi new table|migration` — the next numbered `-- pgmi:once` script in migrations/
// (a tenant table in schema app with its entity standards, row-level security and an isolation test; or an empty
// migration to fill in), or only the files with dryRun.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { newMigration } from '../../generate/new-migration.js';
import type { ServeContext } from '../context.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';

export function registerNewMigrationTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'new_migration',
    {
      title: 'Write a table or a migration',
      description:
        'Writes the next numbered -- pgmi:once script in migrations/: kind "table" creates app.<name> (an entity table owned by an organization, with ' +
        'ENABLE + FORCE row-level security keyed on the caller\'s organizations) and a test that two organizations stay apart; kind "migration" an empty ' +
        'script to fill in (a migration that ran is never edited: change a table in a new one). Refuses to overwrite unless force. Run run_tests next.',
      inputSchema: z
        .object({
          kind: z.enum(['table', 'migration']),
          name: z.string().min(1).max(60).describe('table: its name in schema app (invoice, order_item); migration: words of the file name (add_invoice_due_on)'),
          description: z.string().max(500).optional().describe('a table: its COMMENT; a migration: its header'),
          folder: z.string().optional().describe('folder inside the project (default migrations)'),
          force: z.boolean().optional().describe('overwrite existing files'),
          dryRun: z.boolean().optional().describe('return the files without writing them'),
        })
        .strict(),
      outputSchema: {
        ok: z.boolean(),
        written: z.boolean(),
        table: z.string().optional().describe('app.<name> for a table'),
        files: z.array(z.object({ path: z.string(), action: z.enum(['create', 'overwrite']), content: z.string().optional() })),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async (args) => {
      try {
        const result = await newMigration({ ...args, projectDir: ctx.projectDir, force: args.force ?? false, dryRun: args.dryRun ?? false });
        const files = result.files.map((f) => ({ path: f.path, action: f.action, ...(result.written ? {} : { content: f.content }) }));
        return ok(
          { ok: true, written: result.written, ...(result.table ? { table: result.table } : {}), files },
          `${result.written ? 'Wrote' : 'Would write'} ${result.files.map((f) => f.path).join(' and ')}.${result.written ? ' Fill it in, then run_tests with the test file (or test).' : ''}`,
        );
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, written: false, files: [], failure }, `new_migration failed: ${failureText(failure)}`);
      }
    },
  );
}
