// Prompts of `pgmi serve`: "add an MCP tool", "add a table" and "write a test for a handler", in this project's
// conventions (where tables and migrations go, row-level security, tests), with the tools to check each step.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ServeContext } from './context.js';
import { readProjectSql, scriptUri } from './resources.js';

const TABLES = [
  'Tables: the application\'s tables live in schema app, created by numbered -- pgmi:once scripts in migrations/ (deploy.order runs them after membership/, before lib/api/ and api/).',
  'new_migration with {"kind": "table", "name": "<name>"} writes migrations/NNN-create-<name>.sql (object_id core.entity_id, organization_id, created_by_user_id;',
  'core.apply_entity_standards; core.apply_org_rls: ENABLE + FORCE row-level security keyed on api.current_member_org_ids(), so a handler sees only the caller\'s organizations\' rows)',
  'and migrations/__test__/test_<name>_tenant_isolation.sql. Replace the placeholder column with the real ones (give new NOT NULL columns values in that test\'s INSERTs).',
  'A migration that ran is never edited: change a table with new_migration {"kind": "migration"}. Handlers name tables schema-qualified (app.<name>). See pgmi://doc/docs/api.md and docs/membership.md.',
].join(' ');

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
              '1. Look before writing: describe_schema (with name or schema) shows the tables, columns and their exact names and types, RLS policies and functions; query runs a read-only SELECT to see real rows.',
              '2. If the tool needs a table of its own, add it first (the add_table prompt has the steps; new_migration writes it).',
              `3. Call the pgmi tool new_handler with {"kind": "tool", "name": "${name}", "description": "…"} (add readOnly, requiresAuth, isolation, tags as fitting). It writes api/tools/${name}.sql and api/tools/__test__/test_${name}.sql.`,
              `4. In api/tools/${name}.sql, write inputSchema and outputSchema for the real arguments and result, and the PL/pgSQL body. Arguments are in request.arguments (already validated against inputSchema); return api.mcp_structured_result(jsonb, request.request_id) or api.mcp_tool_result(...); fail on purpose with api.mcp_tool_error(message, request.request_id).`,
              `5. Update the test in api/tools/__test__/test_${name}.sql to call the tool with real arguments and check the real result (RAISE EXCEPTION '<what>: expected %, got %' on a mismatch); with a tenant table, insert rows for two organizations and check that each caller sees only its own.`,
              `6. Call run_tests with {"handler": "${name}"} (a few seconds); on failure read failure.file/line/sqlstate and failure.handlerFailure (why the handler itself failed, at its file and line); explain_error helps. Then test runs every test.`,
              `7. After deploy (--allow-deploy), call_handler with {"kind": "tool", "name": "${name}", "caller": {"email": "…"}} shows what a real user gets; branch_create gives a scratch copy to try a risky migration first.`,
              TABLES,
              CONVENTIONS,
            ].join('\n'),
          },
        },
      ],
    }),
  );

  server.registerPrompt(
    'add_table',
    {
      title: 'Add a table (migration, row-level security, test)',
      description: 'Steps to add an application table to this project: a -- pgmi:once migration in migrations/, entity standards, tenant row-level security, and a SQL test of the isolation.',
      argsSchema: {
        name: z.string().describe('table name in schema app, e.g. invoice'),
        columns: z.string().optional().describe('the columns it needs, in words or SQL'),
      },
    },
    ({ name, columns }) => ({
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: [
              `Add the table ${name} to the pgmi project in ${ctx.projectDir}${columns ? ` with these columns: ${columns}` : ''}.`,
              '1. describe_schema shows what exists (membership.organization, membership."user", schema app); do not duplicate a table.',
              `2. new_migration with {"kind": "table", "name": "${name.replace(/^app\./, '')}", "description": "…"} writes the migration and its isolation test; put the real columns in place of the placeholder, with CHECK constraints and the indexes the handlers' lookups need.`,
              '3. Keep the generated test passing (two users of different organizations, each sees only its own rows) and give new NOT NULL columns values in its INSERTs.',
              '4. run_tests with {"tests": ["migrations/__test__/"]}; plan then shows the migration as pending; deploy applies it (with --allow-deploy). To try it on a copy first: branch_create, then deploy or test with branch.',
              TABLES,
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
                'Then call run_tests with {"tests": ["<this test file>"]} and fix what fails (failure.handlerFailure says why a handler failed).',
                CONVENTIONS,
              ].join('\n'),
            },
          },
        ],
      };
    },
  );
}
