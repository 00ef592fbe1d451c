// Prompts of `pgmi serve`: "add an MCP tool" and "write a test for a handler", in this project's conventions.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ServeContext } from './context.js';
import { readProjectSql, scriptUri } from './resources.js';

const CONVENTIONS = [
  'Conventions: one handler per file under api/; keep the metadata "id" (it is the handler\'s identity across deploys);',
  'p_ for parameters and v_ for locals; schema-qualify every table and function outside api, core, membership, common;',
  'readOnly: true when the handler never writes; requiresAuth defaults to true (anonymous callers neither see nor reach it);',
  'identity comes from api.current_user_id(), never from arguments.',
].join(' ');

export function registerPrompts(server: McpServer, ctx: ServeContext): void {
  server.registerPrompt(
    'add_mcp_tool',
    {
      title: 'Add an MCP tool',
      description: 'Steps to add an MCP tool to this project with pgmi: generate it, write its body and schemas, test it.',
      argsSchema: {
        name: z.string().describe('the tool name, e.g. count_orders'),
        purpose: z.string().optional().describe('what the tool should do'),
      },
    },
    ({ name, purpose }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Add an MCP tool named "${name}" to the pgmi project in ${ctx.projectDir}${purpose ? ` that does this: ${purpose}` : ''}.`,
              `1. Call the pgmi tool new_handler with {"kind": "tool", "name": "${name}", "description": "…"} (add readOnly, requiresAuth, isolation, tags as fitting). It writes api/tools/${name}.sql and api/tools/__test__/test_${name}.sql.`,
              `2. In api/tools/${name}.sql, write inputSchema and outputSchema for the real arguments and result, and the PL/pgSQL body. Arguments are in request.arguments (already validated against inputSchema); return api.mcp_structured_result(jsonb, request.request_id) or api.mcp_tool_result(...); fail on purpose with api.mcp_tool_error(message, request.request_id).`,
              `3. Update the test in api/tools/__test__/test_${name}.sql to call the tool with real arguments and check the real result (RAISE EXCEPTION '<what>: expected %, got %' on a mismatch).`,
              '4. Call the pgmi tool test: it deploys into a transaction, runs every SQL test and rolls back. On failure, read failure.file/line/sqlstate (explain_error helps) and fix.',
              CONVENTIONS,
            ].join('\n'),
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'write_handler_test',
    {
      title: 'Write a test for a handler',
      description: 'Asks for a SQL test of one handler file, in the project\'s test conventions, with the handler\'s source attached.',
      argsSchema: { file: z.string().describe('the handler file, relative to the project, e.g. api/tools/count_orders.sql') },
    },
    ({ file }) => {
      const source = readProjectSql(ctx, file);
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
      const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.sql$/i, '');
      return {
        messages: [
          { role: 'user', content: { type: 'resource', resource: { uri: scriptUri(file), mimeType: 'application/sql', text: source } } },
          {
            role: 'user',
            content: {
              type: 'text',
              text: [
                `Write a SQL test for the handler(s) in ${file} (attached) as ${folder}/__test__/test_${base}.sql.`,
                'A test is a DO block that raises an exception on failure, naming what was expected and what came back; it runs inside the deploy transaction and is rolled back.',
                'Call the handler the way the gateway does, as the gateway role: EXECUTE format(\'SET LOCAL ROLE %I\', internal.role_name(\'gateway\')); then api.mcp_handle_request(request jsonb, context jsonb) for MCP (context {"credential": "<api key>"} for a signed-in caller: create the user with membership.upsert_user and a key with membership.issue_api_key_for_email, before SET ROLE), api.rest_invoke(method, url, headers hstore, content bytea) for REST and api.rpc_invoke(api.rpc_resolve(method), headers, body bytea) for JSON-RPC (header authorization: Bearer <api key> for a caller). SQL verifies the key; identity headers and context keys are ignored.',
                'Check the policy (api.mcp_request_policy / api.rest_route_policy / api.rpc_route_policy), that anonymous callers are refused when requiresAuth, one success and one failure case. For readOnly handlers: PERFORM set_config(\'transaction_read_only\', \'on\', true) before calling.',
                'Then call the pgmi tool test and fix what fails.',
                CONVENTIONS,
              ].join('\n'),
            },
          },
        ],
      };
    },
  );
}
