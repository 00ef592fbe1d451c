// The two values every step works with: the request as the pipeline sees it, and the reply that ends it.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Services } from './services.js';
import type { McpExchange } from './mcp/exchange.js';
import type { TransactionPolicy } from './db/policy.js';
import type { SseEvent } from './http/sse-event.js';
import type { StopSignal } from './http/stop-signal.js';

export type RouteKind = 'mcp' | 'rest' | 'rpc' | 'openapi' | 'health' | 'ready' | 'console' | 'resource-metadata';

export interface Route {
  kind: RouteKind;
  /** For REST: the request target handed to SQL (path below /api, with the query string). For the console: the path. */
  target?: string;
}

/** Facts gathered for the one structured log line written when the request ends. */
export interface LogFields {
  mcpMethod?: string;
  mcpName?: string;
  principal?: string;
  retries?: number;
  error?: Record<string, unknown>;
}

export interface GatewayRequest {
  /** Correlation id: the client's X-Request-Id when it is sane, otherwise a fresh one. */
  readonly id: string;
  readonly method: string;
  /** Path without the query string. */
  readonly path: string;
  /** Path and query as the client sent them. */
  readonly target: string;
  /** Lowercase names; repeated headers joined by node:http. */
  readonly headers: IncomingHttpHeaders;
  /** Header pairs in arrival order, names as sent (for REST/RPC header maps). */
  readonly rawHeaders: readonly string[];
  readonly bodyStream: Readable;
  readonly services: Services;
  /** Aborted when the client goes away. */
  readonly signal: StopSignal;
  readonly startedAtMs: number;
  readonly log: LogFields;

  // Filled by the steps, in pipeline order.
  route?: Route;
  body?: Buffer;
  mcp?: McpExchange;
  /**
   * What the caller presented: the token of `Authorization: Bearer <token>`. The gateway never decides who the
   * caller is; SQL verifies this on every call it is handed to (PA401 when it does not). Absent: anonymous.
   */
  credential?: string;
  /** When the credential was read (Date.now()): a refusal is answered no sooner than AUTH_FAILURE_DELAY_MS after. */
  credentialReadAtMs?: number;
  /** The verified OAuth subject (issuer|sub) behind the credential: SQL refusing it makes the gateway forget it. */
  oauthSubject?: string;
  policy?: TransactionPolicy;
}

export type Headers = Record<string, string | readonly string[]>;

export type Reply =
  | { kind: 'json'; status: number; headers?: Headers; body: unknown }
  | { kind: 'empty'; status: number; headers?: Headers }
  | { kind: 'bytes'; status: number; headers?: Headers; body: Buffer | null }
  | { kind: 'sse'; status: number; headers?: Headers; events: AsyncIterable<SseEvent>; onClose?: () => void };

/** A step answers (and so ends the pipeline) or passes with `undefined`. */
export type Step = (req: GatewayRequest) => Promise<Reply | undefined>;
