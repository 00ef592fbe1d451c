// The `explain_error` tool: an SQLSTATE, or the last failed test/deploy of this session → what it means, what
// to do, and the file and line to look at (with the line's text, quoted only from the project's .sql files).
import { readFileSync } from 'node:fs';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { UsageError } from '../../errors.js';
import { isReadableFile, resolveReadableFile } from '../project-paths.js';
import type { ServeContext } from '../context.js';
import { explainSqlstate } from '../sqlstates.js';
import { describeFailure, failed, failureSchema, failureText, ok, type Failure } from '../tool-result.js';

export function registerExplainErrorTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'explain_error',
    {
      title: 'Explain an error',
      description:
        'Explains an SQLSTATE (e.g. 42P01) or, with no arguments, the last failed test/deploy of this session: what it means, what to do, ' +
        'and the file and line to look at with that line\'s text. file/line point at a .sql file of the project to quote (never a hidden file, pgmi.yaml or anything outside).',
      inputSchema: z.object({
        sqlstate: z
          .union([z.string().regex(/^[0-9A-Za-z]{5}$/), z.number().int().nonnegative().max(99999)])
          .optional()
          .describe('five-character SQLSTATE such as 42P01 (an all-digit one may come as a number)'),
        message: z.string().optional().describe('the error message, if you have it'),
        file: z.string().optional().describe('the .sql file of the project the error points at (relative to the project)'),
        line: z.number().int().positive().optional(),
      }).strict(),
      outputSchema: {
        ok: z.boolean(),
        sqlstate: z.string().optional(),
        className: z.string().optional(),
        condition: z.string().optional(),
        meaning: z.string().optional(),
        advice: z.string().optional(),
        location: z.object({ file: z.string(), line: z.number().int().optional(), column: z.number().int().optional(), text: z.string().optional() }).optional(),
        source: z.enum(['arguments', 'last-run']),
        failure: failureSchema.optional(),
      },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args) => {
      try {
        const last = args.sqlstate !== undefined || args.file || args.message ? undefined : lastFailure(ctx);
        const sqlstate = args.sqlstate === undefined ? last?.sqlstate : String(args.sqlstate).padStart(5, '0').toUpperCase();
        // A file named by the agent must follow the path rule (refused otherwise); the last failure's file is quoted
        // only when it does (a pgmi.yaml problem keeps its location without the text).
        if (args.file !== undefined) resolveReadableFile(ctx.projectDir, args.file, 'sql');
        const file = args.file ?? last?.file;
        const line = args.line ?? last?.line;
        if (!sqlstate && !file) {
          throw new UsageError('nothing to explain: give an sqlstate (or a file and line); this session has no failed test or deploy yet');
        }
        const info = sqlstate ? explainSqlstate(sqlstate) : undefined;
        const location = file ? { file, ...(line === undefined ? {} : { line, text: lineOf(ctx, file, line) }), ...(last?.column === undefined ? {} : { column: last.column }) } : undefined;
        const structured = {
          ok: true,
          source: last ? ('last-run' as const) : ('arguments' as const),
          ...(sqlstate ? { sqlstate } : {}),
          ...(info ?? {}),
          ...(location ? { location } : {}),
          ...(last ? { failure: last } : {}),
        };
        const parts = [
          sqlstate ? `SQLSTATE ${sqlstate}${info?.condition ? ` (${info.condition}, ${info.className})` : ` (${info?.className})`}` : undefined,
          info && 'meaning' in info ? `${info.meaning} ${info.advice}` : undefined,
          last ? `Last failure: ${failureText(last)}` : undefined,
          location ? `Look at ${location.file}${location.line ? `:${location.line}` : ''}${'text' in location && location.text ? `: ${location.text.trim()}` : ''}` : undefined,
        ].filter(Boolean);
        return ok(structured, parts.join('\n'));
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, source: 'arguments', failure }, `explain_error failed: ${failureText(failure)}`);
      }
    },
  );
}

function lastFailure(ctx: ServeContext): Failure | undefined {
  const run = ctx.lastRun;
  if (!run || run.ok) return undefined;
  return run.result.failure as Failure | undefined;
}

function lineOf(ctx: ServeContext, file: string, line: number): string | undefined {
  if (!isReadableFile(ctx.projectDir, file, 'sql')) return undefined; // not a file pgmi serve quotes (pgmi.yaml, secrets)
  try {
    return readFileSync(resolveReadableFile(ctx.projectDir, file, 'sql').full, 'utf8').split('\n')[line - 1];
  } catch {
    return undefined; // the file may have moved since the failure; the location still helps
  }
}
