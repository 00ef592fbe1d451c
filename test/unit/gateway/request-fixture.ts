// Builds GatewayRequests from plain objects so the steps can be tested without a socket or a database.
// The database handles throw when touched: a step that should not reach SQL fails loudly if it does.
import { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { loadConfig, type GatewayConfig } from '../../../templates/advanced/gateway/src/config.js';
import { createLogger } from '../../../templates/advanced/gateway/src/log.js';
import { Allowlist } from '../../../templates/advanced/gateway/src/http/allowlist.js';
import { CatalogCache } from '../../../templates/advanced/gateway/src/db/catalog-cache.js';
import { NotificationHub } from '../../../templates/advanced/gateway/src/mcp/notification-hub.js';
import type { Services } from '../../../templates/advanced/gateway/src/services.js';
import { ClientRequests } from '../../../templates/advanced/gateway/src/mcp/client-requests.js';
import { EventStore } from '../../../templates/advanced/gateway/src/mcp/event-store.js';
import { RequestCancellation } from '../../../templates/advanced/gateway/src/mcp/request-cancellation.js';
import type pg from 'pg';
import { QueryVectors } from '../../../templates/advanced/gateway/src/search/query-vector.js';
import { StatementNaming } from '../../../templates/advanced/gateway/src/db/statement-naming.js';
import type { GatewayRequest } from '../../../templates/advanced/gateway/src/types.js';

export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  return loadConfig({ DATABASE_URL: 'postgresql://gateway:secret@127.0.0.1:5432/app', ...env }, { port: 8787, projectName: 'demo' });
}

const untouchable = new Proxy({}, {
  get(_target, property) {
    throw new Error(`this unit test must not reach the database (touched ${String(property)})`);
  },
});

export function testServices(env: Record<string, string> = {}): Services {
  const config = testConfig(env);
  const allowlist = new Allowlist(config);
  allowlist.bindPort(8787);
  return {
    config,
    log: createLogger('silent'),
    db: untouchable as Services['db'],
    sessions: untouchable as Services['sessions'],
    credentialUse: untouchable as Services['credentialUse'],
    exchangeRelay: untouchable as Services['exchangeRelay'],
    policies: new CatalogCache(10),
    rpcRoutes: new CatalogCache(10),
    hub: new NotificationHub(10),
    allowlist,
    clientRequests: new ClientRequests(untouchable as pg.Pool, createLogger('silent')),
    tasks: untouchable as Services['tasks'],
    cancellation: new RequestCancellation(untouchable as pg.Pool, createLogger('silent')),
    events: new EventStore({ eventsPerStream: 100, streams: 100, retentionMs: 60_000 }),
    queryVectors: new QueryVectors(config.embeddings, untouchable as pg.Pool, createLogger('silent')),
    statementNaming: new StatementNaming(config.preparedStatements, createLogger('silent')),
    sleep: async () => undefined,
  };
}

export interface RequestSpec {
  method?: string;
  target?: string;
  headers?: IncomingHttpHeaders;
  /** A string or a list of chunks (to imitate chunked transfer). */
  body?: string | string[];
  services?: Services;
}

export function testRequest(spec: RequestSpec = {}): GatewayRequest {
  const target = spec.target ?? '/mcp';
  const chunks = spec.body === undefined ? [] : typeof spec.body === 'string' ? [spec.body] : spec.body;
  const headers: IncomingHttpHeaders = {
    host: '127.0.0.1:8787',
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    ...spec.headers,
  };
  const rawHeaders = Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [name, String(value)]));
  return {
    id: 'test-request',
    method: spec.method ?? 'POST',
    path: target.split('?')[0] ?? target,
    target,
    headers,
    rawHeaders,
    bodyStream: Readable.from(chunks.map((chunk) => Buffer.from(chunk))),
    services: spec.services ?? testServices(),
    signal: new AbortController().signal,
    startedAtMs: 0,
    log: {},
  };
}

/** Runs steps in order, as the pipeline does, and returns the first reply (or undefined if all passed). */
export async function runSteps(req: GatewayRequest, steps: Array<(req: GatewayRequest) => Promise<unknown>>): Promise<any> {
  for (const step of steps) {
    const reply = await step(req);
    if (reply) return reply;
  }
  return undefined;
}

export function mcpBody(method: string, params: Record<string, unknown> = {}, id: unknown = 1): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params });
}

export const STATELESS_META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};
