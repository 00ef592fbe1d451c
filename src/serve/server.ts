// pgmi's own MCP server: the official SDK's McpServer with pgmi's tools, resources and prompts, all over the
// same core the commands use. Its identity, capabilities and instructions come from initialize.ts, which the
// stdio transport also uses to answer `initialize` before this module has loaded.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServeContext } from './context.js';
import { serverInfo, serverInstructions } from './initialize.js';
import { registerPlanTool } from './tools/plan.js';
import { registerRunTools } from './tools/run-deploy.js';
import { registerRunTestsTool } from './tools/run-tests.js';
import { registerInspectTool } from './tools/inspect.js';
import { registerNewHandlerTool } from './tools/new-handler.js';
import { registerNewMigrationTool } from './tools/new-migration.js';
import { registerListKeysTool } from './tools/list-keys.js';
import { registerExplainErrorTool } from './tools/explain-error.js';
import { registerDescribeSchemaTool } from './tools/describe-schema.js';
import { registerQueryTools } from './tools/query.js';
import { registerCallHandlerTool } from './tools/call-handler.js';
import { registerBranchTools } from './tools/branches.js';
import { registerResources } from './resources.js';
import { registerDocResources } from './doc-resources.js';
import { registerPrompts } from './prompts.js';

export function createPgmiServer(ctx: ServeContext): McpServer {
  const server = new McpServer(serverInfo(ctx), {
    capabilities: { tools: {}, resources: { subscribe: true }, prompts: {} },
    instructions: serverInstructions(ctx),
  });
  registerPlanTool(server, ctx);
  registerRunTools(server, ctx);
  registerRunTestsTool(server, ctx);
  registerInspectTool(server, ctx);
  registerDescribeSchemaTool(server, ctx);
  registerQueryTools(server, ctx);
  registerCallHandlerTool(server, ctx);
  registerBranchTools(server, ctx);
  registerNewHandlerTool(server, ctx);
  registerNewMigrationTool(server, ctx);
  registerListKeysTool(server, ctx);
  registerExplainErrorTool(server, ctx);
  registerResources(server, ctx);
  registerDocResources(server, ctx);
  registerPrompts(server, ctx);
  return server;
}
