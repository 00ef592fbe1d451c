// The `query` and `explain` tools: one SQL statement against the project database (or a branch), read-only and
// capped (read-only-query.ts); EXPLAIN as JSON and text, ANALYZE only inside a transaction that is rolled back.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ServeContext } from '../context.js';
import { withToolClient } from '../database.js';
import { createToolReporter } from '../mcp-reporter.js';
import { explainStatement, runReadOnlyQuery } from '../read-only-query.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';
import { targetArguments } from './connection-arguments.js';

const DEFAULT_ROWS = 100;
const MAX_ROWS = 1000;
const DEFAULT_TIMEOUT_MS = 5_000;
const MAX_TIMEOUT_MS = 60_000;

const statementArguments = {
  ...targetArguments,
  sql: z.string().min(1).max(100_000).describe('one SQL statement; $1, $2 … for params'),
  // Each branch carries a check, so the JSON schema is anyOf of single types (portable to every client).
  params: z.array(z.union([z.string().max(1_000_000), z.number().finite(), z.boolean(), z.null()])).max(100).optional().describe('values for $1, $2 …'),
  timeoutMs: z.number().int().positive().max(MAX_TIMEOUT_MS).optional().describe(`statement_timeout (default ${DEFAULT_TIMEOUT_MS}, at most ${MAX_TIMEOUT_MS})`),
};

export function registerQueryTools(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'query',
    {
      title: 'Run a read-only query',
      description:
        'Runs one SQL statement on the project database (or a branch) in a READ ONLY transaction that is rolled back, with a statement timeout and a row cap; ' +
        'the server refuses anything that writes (SQLSTATE 25006). Runs as the project\'s owner role in the system context when it has them (every row, row-level security notwithstanding): to see what a caller sees, use call_handler. ' +
        'Rows come back as arrays in column order.',
      inputSchema: z.object({ ...statementArguments, maxRows: z.number().int().positive().max(MAX_ROWS).optional().describe(`row cap (default ${DEFAULT_ROWS}, at most ${MAX_ROWS})`) }).strict(),
      outputSchema: {
        ok: z.boolean(),
        database: z.string().optional(),
        role: z.string().optional().describe('the role the statement ran as'),
        columns: z.array(z.object({ name: z.string(), type: z.string() })),
        rows: z
          .array(z.array(z.union([z.string().max(100_000_000), z.number().finite(), z.boolean(), z.null()])))
          .describe('booleans and small numbers as JSON; everything else (numeric, dates, json, arrays…) in PostgreSQL\'s text form; SQL NULL as null'),
        rowCount: z.number().int(),
        truncated: z.boolean().describe('more rows exist than the cap let through'),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      try {
        const { database, outcome } = await withToolClient(ctx, args, { reporter, signal: extra.signal }, async (client, db) => ({
          database: db.target.database,
          outcome: await runReadOnlyQuery(client, { sql: args.sql, params: args.params ?? [], timeoutMs: args.timeoutMs ?? DEFAULT_TIMEOUT_MS, maxRows: args.maxRows ?? DEFAULT_ROWS }),
        }));
        const structured = { ok: true, database, role: outcome.role, columns: outcome.columns, rows: outcome.rows, rowCount: outcome.rows.length, truncated: outcome.truncated };
        return ok(structured, `${outcome.rows.length} row(s)${outcome.truncated ? ' (more exist: raise maxRows or narrow the query)' : ''} from ${database} as ${outcome.role}.\n${preview(outcome.columns, outcome.rows)}`);
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, columns: [], rows: [], rowCount: 0, truncated: false, failure }, `query failed: ${failureText(failure)}`);
      }
    },
  );

  server.registerTool(
    'explain',
    {
      title: 'Explain a statement',
      description:
        'The plan of one SQL statement on the project database (or a branch), as JSON and as text. analyze: true executes it (with BUFFERS) inside a transaction that is always rolled back, ' +
        'so even an INSERT or UPDATE leaves nothing behind (sequences still advance). Without analyze nothing is executed.',
      inputSchema: z.object({ ...statementArguments, analyze: z.boolean().optional().describe('execute it and report actual times and rows (rolled back)') }).strict(),
      outputSchema: {
        ok: z.boolean(),
        database: z.string().optional(),
        role: z.string().optional(),
        analyzed: z.boolean(),
        plan: z.array(z.object({}).passthrough()).optional().describe('EXPLAIN (FORMAT JSON)'),
        text: z.string().optional(),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      const analyze = args.analyze ?? false;
      try {
        const { database, outcome } = await withToolClient(ctx, args, { reporter, signal: extra.signal }, async (client, db) => ({
          database: db.target.database,
          outcome: await explainStatement(client, { sql: args.sql, params: args.params ?? [], timeoutMs: args.timeoutMs ?? DEFAULT_TIMEOUT_MS, analyze }),
        }));
        return ok({ ok: true, database, role: outcome.role, analyzed: outcome.analyzed, plan: outcome.plan, text: outcome.text }, outcome.text);
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, analyzed: analyze, failure }, `explain failed: ${failureText(failure)}`);
      }
    },
  );
}

/** The first rows as text, for clients that only show text content. */
function preview(columns: ReadonlyArray<{ name: string }>, rows: readonly unknown[][]): string {
  const line = (values: readonly unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(' | ');
  return [line(columns.map((c) => c.name)), ...rows.slice(0, 20).map(line), ...(rows.length > 20 ? ['…'] : [])].join('\n');
}
