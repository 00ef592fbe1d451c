// Everything a step may use, built once at start (main.ts) and reached through the request.
import type { GatewayConfig } from './config.js';
import type { Logger } from './log.js';
import type { Databases } from './db/pools.js';
import type { SessionStore } from './db/sessions.js';
import type { CredentialUseRecorder } from './db/credential-use.js';
import type { CatalogCache } from './db/catalog-cache.js';
import type { TransactionPolicy } from './db/policy.js';
import type { NotificationHub } from './mcp/notification-hub.js';
import type { Allowlist } from './http/allowlist.js';
import type { ClientRequests } from './mcp/client-requests.js';
import type { TaskRunner } from './mcp/task-runner.js';
import type { ExchangeRelay } from './db/exchange-relay.js';
import type { EventStore } from './mcp/event-store.js';
import type { OAuthAuthenticator } from './oauth/authenticator.js';
import type { RequestCancellation } from './mcp/request-cancellation.js';
import type { DevFailures } from './db/dev-failures.js';
import type { QueryVectors } from './search/query-vector.js';
import type { StatementNaming } from './db/statement-naming.js';

/** What SQL told us about an RPC method name: its route id (null: unknown) and its transaction policy. */
export interface RpcRoute {
  routeId: string | null;
  policy: TransactionPolicy;
}

export interface Services {
  config: GatewayConfig;
  log: Logger;
  db: Databases;
  sessions: SessionStore;
  /** Stamps API keys' last_used_at when SQL reports it due (off the request path). */
  credentialUse: CredentialUseRecorder;
  /** MCP and REST policies by handler key, emptied on every registry change. */
  policies: CatalogCache<TransactionPolicy>;
  rpcRoutes: CatalogCache<RpcRoute>;
  hub: NotificationHub;
  allowlist: Allowlist;
  /** Server→client requests waiting for the client's answer (handshake handlers that need input). */
  clientRequests: ClientRequests;
  /** Runs long-running tools' tasks in the background (MCP tasks extension). */
  tasks: TaskRunner;
  /** Requests a client may stop with notifications/cancelled, on this replica or another one. */
  cancellation: RequestCancellation;
  /** Read-only calls' exchange-log records, stored in batches on the primary (db/exchange-relay.ts). */
  exchangeRelay: ExchangeRelay;
  /** Recent SSE events of handshake sessions, for Last-Event-ID replay (memory of this process). */
  events: EventStore;
  /** Verifies OAuth access tokens and mints the assertions SQL checks (undefined: OAuth off). */
  oauth?: OAuthAuthenticator;
  /** Under pgmi dev only: handler failures handed to the client with their project file and line. */
  devFailures?: DevFailures;
  /** Tool search: the query's vector from the embeddings endpoint (search/query-vector.ts). */
  queryVectors: QueryVectors;
  /** Dispatch statements prepared once per connection, or unnamed behind a pooler (db/statement-naming.ts). */
  statementNaming: StatementNaming;
  /** Injected so retry backoff can be observed in tests without waiting. */
  sleep(ms: number): Promise<void>;
}
