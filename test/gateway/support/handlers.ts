// MCP tools registered by the gateway tests themselves, through the template's registration API, so each
// transaction behaviour has a handler that shows it (what the open transaction looks like, conflicts,
// notifications, slowness).
import { randomUUID } from 'node:crypto';
import type { TestDatabase } from '../../support/test-database.js';

export interface ToolSpec {
  name: string;
  body: string;
  requiresAuth?: boolean;
  readOnly?: boolean;
  minTransactionIsolation?: string;
  inputSchema?: Record<string, unknown>;
}

export const text = (expression: string): string =>
  `RETURN api.mcp_tool_result(jsonb_build_array(jsonb_build_object('type', 'text', 'text', ${expression})), request.request_id);`;

export const TEST_TOOLS: ToolSpec[] = [
  {
    name: 'gw_transaction',
    readOnly: true,
    minTransactionIsolation: 'serializable',
    requiresAuth: false,
    body: `BEGIN ${text(`current_setting('transaction_isolation') || ' ' || current_setting('transaction_read_only')`)} END;`,
  },
  {
    name: 'gw_whoami',
    requiresAuth: true,
    body: `BEGIN ${text(`coalesce(api.current_user_id()::text, 'nobody')`)} END;`,
  },
  {
    name: 'gw_conflict',
    requiresAuth: false,
    body: `BEGIN RAISE EXCEPTION 'simulated conflict' USING ERRCODE = 'serialization_failure'; END;`,
  },
  {
    name: 'gw_sleep',
    requiresAuth: false,
    readOnly: true,
    inputSchema: { type: 'object', properties: { seconds: { type: 'number' } } },
    body: `BEGIN PERFORM pg_sleep(coalesce((request.arguments->>'seconds')::float, 0.5)); ${text(`'slept'`)} END;`,
  },
  {
    name: 'gw_app_ro',
    requiresAuth: false,
    readOnly: true,
    body: `BEGIN ${text(`current_setting('application_name')`)} END;`,
  },
  {
    name: 'gw_app_rw',
    requiresAuth: false,
    body: `BEGIN ${text(`current_setting('application_name')`)} END;`,
  },
  {
    // Declared read-only, writes anyway: the write must be refused (25006) on the one-statement path, where the
    // gateway sets transaction_read_only inside the statement (gateway/src/db/transaction.ts, dispatchSql).
    name: 'gw_ro_writes',
    requiresAuth: false,
    readOnly: true,
    body: `BEGIN INSERT INTO public.gw_ro_probe (note) VALUES ('written'); ${text(`'wrote'`)} END;`,
  },
  {
    name: 'gw_progress',
    requiresAuth: false,
    body: `BEGIN
      PERFORM api.mcp_progress(0, 2, 'starting');
      PERFORM api.mcp_log('info', '"first step"'::jsonb);
      PERFORM pg_sleep(0.1);
      PERFORM api.mcp_progress(2, 2, 'done');
      ${text(`'progressed'`)}
    END;`,
  },
];

/**
 * The gateway's named dispatch statements on the connection it runs on (db/statement-naming.ts), the running one
 * included. Registered only where a test needs it: one tool more in TEST_TOOLS puts the conformance fixture's
 * catalog past the tool-search threshold (mcp_curated_above), and tools/list then offers find_tools alone.
 */
export const PREPARED_STATEMENTS_TOOL: ToolSpec = {
  name: 'gw_prepared',
  requiresAuth: false,
  body: `BEGIN ${text(`(SELECT count(*) FROM pg_catalog.pg_prepared_statements WHERE name LIKE 'pgmi\\_%')::text`)} END;`,
};

export async function registerTestTools(db: Pick<TestDatabase, 'query'>): Promise<void> {
  for (const tool of TEST_TOOLS) await registerTestTool(db, tool);
}

export async function registerTestTool(db: Pick<TestDatabase, 'query'>, tool: ToolSpec): Promise<void> {
  const metadata: Record<string, unknown> = {
    id: randomUUID(),
    type: 'tool',
    name: tool.name,
    description: `gateway test tool ${tool.name}`,
    requiresAuth: tool.requiresAuth ?? false,
    inputSchema: tool.inputSchema ?? { type: 'object' },
  };
  if (tool.readOnly) metadata.readOnly = true;
  if (tool.minTransactionIsolation) metadata.minTransactionIsolation = tool.minTransactionIsolation;
  await db.query('SELECT api.create_or_replace_mcp_handler($1::jsonb, $2)', [JSON.stringify(metadata), tool.body]);
}
