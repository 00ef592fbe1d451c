// @ts-check
// What the console lists: the handlers this key may see. Policy facts (auth, isolation floor, read-only, tags,
// paths) come from GET api/console/handlers, a read-only SQL endpoint that filters by the caller's verified
// identity; tools' input schemas and prompts' arguments come from MCP tools/list and prompts/list, the same
// lists any MCP client sees. A project without the endpoint still gets its MCP handlers (policy unknown).
import { GatewayError } from './gateway.js';
import { isObject } from './dom.js';

/** @typedef {'tool' | 'resource' | 'prompt' | 'rest' | 'rpc'} Kind */
/**
 * @typedef {object} Handler
 * @property {Kind} kind
 * @property {string} name
 * @property {string} [title]
 * @property {string} [description]
 * @property {boolean | undefined} requiresAuth
 * @property {string | null | undefined} isolation   the isolation floor; null = none, undefined = unknown
 * @property {boolean | undefined} readOnly
 * @property {string[]} tags
 * @property {string[]} [methods]
 * @property {string} [path]
 * @property {string} [rpcMethod]
 * @property {string} [uriTemplate]
 * @property {string} [mimeType]
 * @property {unknown} [inputSchema]
 * @property {unknown} [outputSchema]
 * @property {Array<Record<string, unknown>>} [arguments]
 */

export const KINDS = /** @type {const} */ (['tool', 'resource', 'prompt', 'rest', 'rpc']);

/**
 * @param {import('./gateway.js').Gateway} gateway
 * @returns {Promise<{ handlers: Handler[], warnings: string[] }>}
 */
export async function loadCatalog(gateway) {
  /** @type {string[]} */ const warnings = [];
  // The MCP session first: a refused key is reported once, from the first request.
  await gateway.connect();
  const [policy, tools, resources, templates, prompts] = await Promise.all([
    gateway.getJson('api/console/handlers').catch((error) => optional(error, warnings, 'api/console/handlers')),
    gateway.mcpList('tools/list', 'tools').catch((error) => optional(error, warnings, 'tools/list')),
    gateway.mcpList('resources/list', 'resources').catch((error) => optional(error, warnings, 'resources/list')),
    gateway.mcpList('resources/templates/list', 'resourceTemplates').catch((error) => optional(error, warnings, 'resources/templates/list')),
    gateway.mcpList('prompts/list', 'prompts').catch((error) => optional(error, warnings, 'prompts/list')),
  ]);
  const mcpTools = byName(tools);
  const mcpPrompts = byName(prompts);
  /** @type {Handler[]} */
  let handlers;
  if (isObject(policy) && Array.isArray(policy.handlers)) {
    handlers = policy.handlers.filter(isObject).map(fromPolicyRow);
  } else {
    warnings.push('Isolation floors and auth are unknown: this project has no api/console/handlers endpoint (lib/api/50-console.sql).');
    handlers = [
      ...[...mcpTools.values()].map((t) => fromMcp('tool', t)),
      ...[...resources ?? [], ...templates ?? []].filter(isObject).map((r) => fromMcp('resource', r)),
      ...[...mcpPrompts.values()].map((p) => fromMcp('prompt', p)),
    ];
  }
  for (const handler of handlers) {
    if (handler.kind === 'tool') {
      const listed = mcpTools.get(handler.name);
      if (listed && 'inputSchema' in listed) handler.inputSchema = listed.inputSchema;
    }
    if (handler.kind === 'prompt') {
      const listed = mcpPrompts.get(handler.name);
      if (listed && Array.isArray(listed.arguments)) handler.arguments = listed.arguments.filter(isObject);
    }
  }
  handlers.sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.name.localeCompare(b.name));
  return { handlers, warnings };
}

/** A refused key stops everything; anything else only loses that part. @param {unknown} error @param {string[]} warnings @param {string} what */
function optional(error, warnings, what) {
  if (error instanceof GatewayError && (error.status === 401 || error.status === 403)) throw error;
  if (!(error instanceof GatewayError && error.status === 404 && what.startsWith('api/'))) {
    warnings.push(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return undefined;
}

/** @param {unknown[] | undefined} items */
function byName(items) {
  /** @type {Map<string, Record<string, unknown>>} */ const map = new Map();
  for (const item of items ?? []) if (isObject(item) && typeof item.name === 'string') map.set(item.name, item);
  return map;
}

/** @param {Record<string, unknown>} row @returns {Handler} */
function fromPolicyRow(row) {
  const kind = /** @type {Kind} */ (KINDS.includes(/** @type {Kind} */ (row.kind)) ? row.kind : 'rest');
  return {
    kind,
    name: text(row.name) ?? '(unnamed)',
    title: text(row.title),
    description: text(row.description),
    requiresAuth: typeof row.requires_auth === 'boolean' ? row.requires_auth : undefined,
    isolation: text(row.min_transaction_isolation) ?? null,
    readOnly: typeof row.read_only === 'boolean' ? row.read_only : undefined,
    tags: strings(row.tags),
    methods: Array.isArray(row.http_methods) ? strings(row.http_methods) : undefined,
    path: text(row.path),
    rpcMethod: text(row.rpc_method),
    uriTemplate: text(row.uri_template),
    mimeType: text(row.mime_type),
    inputSchema: row.input_schema ?? undefined,
    outputSchema: row.output_schema ?? undefined,
    arguments: Array.isArray(row.arguments) ? row.arguments.filter(isObject) : undefined,
  };
}

/** @param {Kind} kind @param {Record<string, unknown>} item @returns {Handler} */
function fromMcp(kind, item) {
  const annotations = isObject(item.annotations) ? item.annotations : {};
  const meta = isObject(item._meta) ? item._meta : {};
  return {
    kind,
    name: text(item.name) ?? '(unnamed)',
    title: text(item.title),
    description: text(item.description),
    requiresAuth: undefined,
    isolation: undefined,
    readOnly: annotations.readOnlyHint === true ? true : undefined,
    tags: strings(meta.tags),
    uriTemplate: text(item.uriTemplate) ?? text(item.uri),
    mimeType: text(item.mimeType),
    inputSchema: item.inputSchema,
    outputSchema: item.outputSchema,
    arguments: Array.isArray(item.arguments) ? item.arguments.filter(isObject) : undefined,
  };
}

/** @param {unknown} value */
function text(value) {
  return typeof value === 'string' ? value : undefined;
}

/** @param {unknown} value @returns {string[]} */
function strings(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}
