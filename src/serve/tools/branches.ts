// The `branch_create`, `branch_list` and `branch_delete` tools: scratch copies of the project database
// (branches.ts), which test, run_tests, query, explain, describe_schema, call_handler and deploy target with
// branch: "<name>".
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { withMaintenance } from '../../db/ensure-database.js';
import { createBranch, deleteBranch, listBranches, type BranchInfo } from '../branches.js';
import type { ServeContext } from '../context.js';
import { locateToolDatabase } from '../database.js';
import { createToolReporter } from '../mcp-reporter.js';
import { describeFailure, failed, failureSchema, failureText, ok } from '../tool-result.js';
import { connectionArguments } from './connection-arguments.js';

const branchSchema = z.object({
  name: z.string(),
  database: z.string(),
  of: z.string().describe('the project database it copies'),
  createdAt: z.string(),
  sizeBytes: z.number(),
  connections: z.number().int(),
});
const nameSchema = z.string().regex(/^[a-z][a-z0-9_]{0,29}$/).describe('1-30 lowercase letters, digits and _, starting with a letter');
const output = { ok: z.boolean(), database: z.string().optional(), branches: z.array(branchSchema), failure: failureSchema.optional() };

export function registerBranchTools(server: McpServer, ctx: ServeContext): void {
  server.registerTool(
    'branch_create',
    {
      title: 'Create a branch of the database',
      description:
        `Copies the project database into a scratch branch (CREATE DATABASE … TEMPLATE; at most ${ctx.maxBranches} at once) that test, run_tests, query, explain, describe_schema, ` +
        'call_handler and deploy target with branch: "<name>". A branch deploys and runs as the original\'s roles. PostgreSQL copies a database only while nobody else is connected ' +
        'to it: the sessions in the way (e.g. a running gateway) are named. Needs CREATEDB and ownership of the database.',
      inputSchema: z.object({ ...connectionArguments, name: nameSchema }).strict(),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    async (args, extra) =>
      onServer(ctx, args, extra, 'branch_create', async (admin, database) => {
        const branch = await createBranch(admin, database, args.name, ctx.maxBranches);
        return { branches: [branch], text: `Created branch ${branch.name} (database ${branch.database}, a copy of ${database}). Pass branch: "${branch.name}" to target it.` };
      }),
  );
  server.registerTool(
    'branch_list',
    {
      title: 'List the branches of the database',
      description: 'The branches of the project database (name, database, creation time, size, open sessions). Read-only.',
      inputSchema: z.object(connectionArguments).strict(),
      outputSchema: output,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async (args, extra) =>
      onServer(ctx, args, extra, 'branch_list', async (admin, database) => {
        const branches = await listBranches(admin, database);
        return { branches, text: branches.length === 0 ? `No branches of ${database}.` : branches.map((b) => `${b.name} (${b.database}, ${b.createdAt})`).join('\n') };
      }),
  );
  server.registerTool(
    'branch_delete',
    {
      title: 'Delete a branch',
      description: 'Drops a branch of the project database (never the database itself, nor anything pgmi did not create as a branch). Refused while sessions use it, unless force: true.',
      inputSchema: z.object({ ...connectionArguments, name: nameSchema, force: z.boolean().optional().describe('terminate the sessions connected to the branch') }).strict(),
      outputSchema: output,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    async (args, extra) =>
      onServer(ctx, args, extra, 'branch_delete', async (admin, database) => {
        const branch = await deleteBranch(admin, database, args.name, args.force ?? false);
        return { branches: [branch], text: `Deleted branch ${branch.name} (database ${branch.database}).` };
      }),
  );
}

async function onServer(
  ctx: ServeContext,
  args: { connection?: string; database?: string },
  extra: { sendNotification: Parameters<typeof createToolReporter>[2]['sendNotification'] },
  tool: string,
  work: (admin: import('pg').Client, database: string) => Promise<{ branches: BranchInfo[]; text: string }>,
) {
  const reporter = createToolReporter(ctx.log, ctx.verbose, { sendNotification: extra.sendNotification });
  try {
    const located = await locateToolDatabase(ctx, args, reporter);
    const done = await withMaintenance(located.target, (admin) => work(admin, located.projectDatabase));
    return ok({ ok: true, database: located.projectDatabase, branches: done.branches }, done.text);
  } catch (error) {
    const failure = describeFailure(error, ctx.projectDir);
    return failed({ ok: false, branches: [], failure }, `${tool} failed: ${failureText(failure)}`);
  }
}
