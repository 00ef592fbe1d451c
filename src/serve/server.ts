// pgmi's own MCP server: the official SDK's McpServer with pgmi's tools, resources and prompts, all over the
// same core the commands use.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServeContext } from './context.js';
import { registerPlanTool } from './tools/plan.js';
import { registerRunTools } from './tools/run-deploy.js';
import { registerInspectTool } from './tools/inspect.js';
import { registerNewHandlerTool } from './tools/new-handler.js';
import { registerListKeysTool } from './tools/list-keys.js';
import { registerExplainErrorTool } from './tools/explain-error.js';
import { registerResources } from './resources.js';
import { registerPrompts } from './prompts.js';

export function createPgmiServer(ctx: ServeContext): McpServer {
  const server = new McpServer(
    { name: 'pgmi', title: 'pgmi', version: ctx.pgmiVersion },
    {
      capabilities: { tools: {}, resources: { subscribe: true, listChanged: false }, prompts: {} },
      instructions:
        `pgmi for the project in ${ctx.projectDir}: plan (dry run), test (deploy into a transaction, run the SQL tests, roll back), ` +
        `inspect (handlers in the database), new_handler (write a handler + test), list_keys, explain_error` +
        (ctx.allowDeploy ? ', deploy (commits).' : '. deploy is disabled (start with --allow-deploy).') +
        ' Resources: pgmi://project/pgmi.yaml, pgmi://project/plan, pgmi://project/last-run, pgmi://script/{path}.',
    },
  );
  registerPlanTool(server, ctx);
  registerRunTools(server, ctx);
  registerInspectTool(server, ctx);
  registerNewHandlerTool(server, ctx);
  registerListKeysTool(server, ctx);
  registerExplainErrorTool(server, ctx);
  registerResources(server, ctx);
  registerPrompts(server, ctx);
  return server;
}
