// The `describe_schema` tool and the pgmi://db/… resources: the project database's schemas, tables, columns,
// constraints, indexes, row-level security, views and functions (schema-catalog.ts). Read-only.
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ServeContext } from '../context.js';
import { withToolClient } from '../database.js';
import { createToolReporter } from '../mcp-reporter.js';
import { URIS } from '../resources.js';
import { describeSchemas, type SchemaFilter, type SchemaInfo } from '../schema-catalog.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';
import { ProtocolError, RESOURCE_NOT_FOUND } from '../protocol-errors.js';
import { targetArguments } from './connection-arguments.js';

const columnSchema = z.object({
  name: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  default: z.string().optional(),
  identity: z.enum(['always', 'by default']).optional(),
  generated: z.boolean().optional(),
  comment: z.string().optional(),
});
const relationSchema = z.object({
  name: z.string(),
  kind: z.enum(['table', 'partitioned table', 'foreign table', 'view', 'materialized view']),
  comment: z.string().optional(),
  estimatedRows: z.number().optional().describe('the planner\'s estimate (-1 or absent: never analysed)'),
  columns: z.array(columnSchema),
  rls: z.object({
    enabled: z.boolean(),
    forced: z.boolean(),
    policies: z
      .array(z.object({ name: z.string(), command: z.string(), permissive: z.boolean(), roles: z.array(z.string()), using: z.string().optional(), withCheck: z.string().optional() }))
      .optional(),
  }),
  constraints: z.array(z.object({ name: z.string(), type: z.string(), definition: z.string() })).optional(),
  indexes: z.array(z.object({ name: z.string(), definition: z.string(), unique: z.boolean(), primary: z.boolean() })).optional(),
  definition: z.string().optional().describe('views: the query'),
});
const functionSchema = z.object({
  name: z.string(),
  signature: z.string().describe('schema.name(argument types), as you would call or GRANT it'),
  returns: z.string().optional(),
  kind: z.enum(['function', 'procedure', 'aggregate', 'window']),
  language: z.string(),
  securityDefiner: z.boolean(),
  volatility: z.enum(['immutable', 'stable', 'volatile']),
  comment: z.string().optional(),
});
const schemaSchema = z.object({ name: z.string(), comment: z.string().optional(), tables: z.array(relationSchema), views: z.array(relationSchema), functions: z.array(functionSchema) });

export function registerDescribeSchemaTool(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'describe_schema',
    {
      title: 'Describe the database schema',
      description:
        'The project database\'s schemas with their tables and views (columns with type, nullability, default; constraints; indexes; row-level security: enabled, forced, policies) ' +
        'and functions (signatures, return types, comments). Filters: schema, name (a glob such as invoice*). Without a filter: a summary (columns and RLS flags); ' +
        'with one, or detail: "full", everything. Also as resources: pgmi://db/overview, pgmi://db/schema/{schema}, pgmi://db/object/{schema}/{name}. Read-only.',
      inputSchema: z
        .object({
          ...targetArguments,
          schema: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).optional().describe('one schema or several (default: all but system schemas and pgmi\'s own)'),
          name: z.string().min(1).optional().describe('glob on table, view and function names (* and ?)'),
          detail: z.enum(['summary', 'full']).optional().describe('default: full when schema or name is given, else summary'),
        })
        .strict(),
      outputSchema: { ok: z.boolean(), database: z.string().optional(), detail: z.enum(['summary', 'full']), schemas: z.array(schemaSchema), failure: failureSchema.optional() },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) => {
      const filter: SchemaFilter = {
        ...(args.schema === undefined ? {} : { schemas: typeof args.schema === 'string' ? [args.schema] : args.schema }),
        ...(args.name === undefined ? {} : { name: args.name }),
        detail: args.detail ?? (args.schema !== undefined || args.name !== undefined ? 'full' : 'summary'),
      };
      const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
      try {
        const { database, schemas } = await withToolClient(ctx, args, { reporter, signal: extra.signal }, async (client, db) => ({
          database: db.target.database,
          schemas: await describeSchemas(client, filter),
        }));
        return ok({ ok: true, database, detail: filter.detail, schemas }, summarize(database, schemas, filter));
      } catch (error) {
        const failure = describeFailure(error, ctx.projectDir);
        return failed({ ok: false, detail: filter.detail, schemas: [], failure }, `describe_schema failed: ${failureText(failure)}`);
      }
    },
  );
  registerDatabaseResources(server, ctx);
}

function registerDatabaseResources(server: McpServer, ctx: ServeContext): void {
  const read = async (uri: URL, filter: SchemaFilter, what: string) => {
    const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: async () => undefined });
    const schemas = await withToolClient(ctx, {}, { reporter, signal: new AbortController().signal }, (client) => describeSchemas(client, filter));
    const found = schemas.filter((s) => s.tables.length + s.views.length + s.functions.length > 0 || filter.name === undefined);
    if (found.length === 0) throw new ProtocolError(RESOURCE_NOT_FOUND, `no ${what} in the project database`);
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify({ schemas: found }, null, 2) }] };
  };
  server.registerResource(
    'db-overview',
    `${URIS.dbPrefix}overview`,
    { title: 'Database overview', description: 'Every schema of the project database with its tables (columns, RLS flags), views and functions (summary).', mimeType: 'application/json' },
    (uri) => read(uri, { detail: 'summary' }, 'schema'),
  );
  server.registerResource(
    'db-schema',
    new ResourceTemplate(`${URIS.dbPrefix}schema/{schema}`, { list: undefined }),
    { title: 'Database schema', description: 'One schema of the project database in full: tables, views, functions, constraints, indexes, policies.', mimeType: 'application/json' },
    (uri, variables) => read(uri, { schemas: [String(variables.schema)], detail: 'full' }, `schema "${String(variables.schema)}"`),
  );
  server.registerResource(
    'db-object',
    new ResourceTemplate(`${URIS.dbPrefix}object/{schema}/{name}`, { list: undefined }),
    { title: 'Database object', description: 'One table, view or function (all overloads) of the project database in full.', mimeType: 'application/json' },
    (uri, variables) => read(uri, { schemas: [String(variables.schema)], name: String(variables.name), detail: 'full' }, `object ${String(variables.schema)}.${String(variables.name)}`),
  );
}

function summarize(database: string, schemas: readonly SchemaInfo[], filter: SchemaFilter): string {
  const lines = schemas
    .filter((s) => s.tables.length + s.views.length + s.functions.length > 0)
    .map((s) => {
      const tables = s.tables.map((t) => `${t.name}(${t.columns.map((c) => c.name).join(', ')})${t.rls.enabled ? ' [RLS]' : ''}`);
      return `${s.name}: ${tables.length} tables${tables.length ? ` ${tables.slice(0, 30).join('; ')}${tables.length > 30 ? '; …' : ''}` : ''}, ${s.views.length} views, ${s.functions.length} functions`;
    });
  const scope = filter.detail === 'summary' ? ' (summary: pass schema or name, or detail: "full", for constraints, indexes, policies and signatures)' : '';
  return `${database}${scope}\n${lines.join('\n') || 'nothing matches'}`;
}
