// What `pgmi serve` answers to `initialize`, computed without loading the MCP SDK: the stdio transport
// (stdio-transport.ts) answers the client's first request with it at once, while the SDK and the tools load.
// The SDK server built from the same facts (server.ts) gives the identical answer; test/unit/serve checks that.
import type { ServeOptions } from './context.js';

/** The SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (checked against the SDK by a unit test). */
export const LATEST_PROTOCOL_VERSION = '2025-11-25';
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [LATEST_PROTOCOL_VERSION, '2025-06-18', '2025-03-26', '2024-11-05', '2024-10-07'];

/** The capabilities as the SDK's McpServer reports them once pgmi's tools, resources and prompts are registered. */
export const CAPABILITIES = {
  tools: { listChanged: true },
  resources: { subscribe: true, listChanged: true },
  prompts: { listChanged: true },
} as const;

export function serverInfo(options: Pick<ServeOptions, 'pgmiVersion'>): { name: string; title: string; version: string } {
  return { name: 'pgmi', title: 'pgmi', version: options.pgmiVersion };
}

export function serverInstructions(options: Pick<ServeOptions, 'projectDir' | 'allowDeploy'>): string {
  return (
    `pgmi for the project in ${options.projectDir}. Look: describe_schema (tables, columns, RLS, functions), query and explain (read-only), inspect (handlers), plan. ` +
    'Change: new_handler writes a handler and its test, new_migration a table (schema app, row-level security) or a migration; edit the .sql files; run_tests runs one handler\'s tests, test runs them all (both roll back); ' +
    'call_handler calls a deployed handler as anonymous, a user or an API key (rolled back). Try on a copy: branch_create, then branch: "<name>" on the other tools. ' +
    `explain_error explains an SQLSTATE or the last failure; list_keys lists API keys. ` +
    (options.allowDeploy ? 'deploy commits.' : 'deploy is disabled (start with --allow-deploy).') +
    ' Resources: pgmi://project/pgmi.yaml, pgmi://project/plan, pgmi://project/last-run, pgmi://script/{path}, pgmi://doc/{path} (docs/*.md), pgmi://db/overview. ' +
    'Prompts: add_mcp_tool, add_table, write_handler_test.'
  );
}

export interface InitializeResult {
  protocolVersion: string;
  capabilities: typeof CAPABILITIES;
  serverInfo: { name: string; title: string; version: string };
  instructions: string;
}

/** The answer to an initialize request that asked for `requestedVersion` (the SDK's negotiation rule). */
export function initializeResult(options: Pick<ServeOptions, 'projectDir' | 'allowDeploy' | 'pgmiVersion'>, requestedVersion: unknown): InitializeResult {
  const protocolVersion = typeof requestedVersion === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(requestedVersion) ? requestedVersion : LATEST_PROTOCOL_VERSION;
  return { protocolVersion, capabilities: CAPABILITIES, serverInfo: serverInfo(options), instructions: serverInstructions(options) };
}
