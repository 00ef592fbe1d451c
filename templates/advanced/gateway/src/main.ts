// Starts the gateway: configuration, pools, the LISTEN connection, the HTTP server; stops it gracefully on
// SIGTERM/SIGINT (stop accepting, let in-flight requests finish within SHUTDOWN_TIMEOUT_MS, close streams
// and pools). Nothing else in the gateway touches process-wide state.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig, type GatewayConfig } from './config.js';
import { coalescingWriter, createLogger, describeError, redact, type Logger } from './log.js';
import { createDatabases } from './db/pools.js';
import { SessionStore } from './db/sessions.js';
import { CredentialUseRecorder } from './db/credential-use.js';
import { ExchangeRelay } from './db/exchange-relay.js';
import { CatalogCache } from './db/catalog-cache.js';
import { RegistryListener } from './db/registry-listener.js';
import { NotificationHub } from './mcp/notification-hub.js';
import { Allowlist } from './http/allowlist.js';
import { ClientRequests } from './mcp/client-requests.js';
import { TaskRunner } from './mcp/task-runner.js';
import { relayTaskStatus } from './mcp/task-status.js';
import { RequestCancellation } from './mcp/request-cancellation.js';
import { EventStore } from './mcp/event-store.js';
import { createGatewayServer, type GatewayServer } from './server.js';
import type { Services } from './services.js';
import { OAuthAuthenticator } from './oauth/authenticator.js';
import { loadTemplateDefaults } from './template-defaults.js';
import { DevFailures } from './db/dev-failures.js';
import { QueryVectors } from './search/query-vector.js';
import { EmbeddingIndexer } from './search/embedding-indexer.js';
import { StatementNaming } from './db/statement-naming.js';

/** A stop signal repeated within this window is the first one delivered twice; later, it means "exit now". */
const REPEATED_SIGNAL_WINDOW_MS = 500;
/** How often a gateway started by npm checks that npm is still there, and what it logs when npm is gone. */
const PARENT_CHECK_MS = 250;
const PARENT_EXITED = 'parent exited';

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig(process.env, loadTemplateDefaults());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee gateway/README.md ("Configuration").\n`);
    process.exitCode = 2;
    return;
  }
  // Log lines leave once per turn of the event loop; what is still held when the process exits (process.exit, an
  // uncaught exception) is written then.
  const stdout = coalescingWriter((text) => process.stdout.write(text));
  process.on('exit', stdout.flush);
  const log = createLogger(config.logLevel, stdout.write);
  process.on('unhandledRejection', (reason) => log.error('unhandled promise rejection (a gateway bug)', { error: describeError(reason) }));

  const services = buildServices(config, log);
  await services.db.settle();
  const indexer = config.embeddings ? new EmbeddingIndexer(config.embeddings, services.db.primary, log) : undefined;
  const listener = new RegistryListener(
    services.db.listenTarget,
    {
      onChange: (kinds) => {
        services.policies.clear();
        services.rpcRoutes.clear();
        services.hub.announce(kinds);
        services.queryVectors.forgetFindTool();
        void indexer?.schedule();
      },
      onResourceUpdated: (uri, sessions) => services.hub.resourceUpdated(uri, sessions),
      onClientResponse: (payload) => services.clientRequests.onRelayed(payload),
      onTask: (payload) => {
        services.tasks.onEvent(payload);
        void relayTaskStatus(services, payload);
      },
      onSessionClosed: (handle) => services.sessions.forget(handle),
      onRequestCancelled: (key) => services.cancellation.onAnnounced(key),
      onConnectionState: (isListening) => {
        services.policies.setTrusted(isListening);
        services.rpcRoutes.setTrusted(isListening);
        // Announcements may have been missed while LISTEN was gone: tasks queued or cancelled meanwhile.
        if (isListening) services.tasks.catchUp();
      },
    },
    log,
  );
  listener.start();
  services.tasks.start();
  indexer?.start();
  await services.db.replica.start();

  const gateway = createGatewayServer(services);
  const port = await listen(gateway, config);
  services.allowlist.bindPort(port);
  const keepAlive = setInterval(() => {
    services.hub.keepAlive();
    services.events.sweep();
    services.hub.pruneDetached(config.sseReplayMs);
  }, config.sseKeepAliveMs);
  keepAlive.unref();
  log.info('listening', {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    port,
    mcp_path: '/mcp',
    database: redact(config.databaseUrl),
    read_replica: config.databaseReadUrl ? redact(config.databaseReadUrl) : undefined,
    pool_size: config.poolSize,
    pool_size_from: config.poolSizeSource,
    oauth_issuers: config.oauth?.issuers,
    oauth_resource: config.oauth?.resource,
  });

  let stoppingSince: number | undefined;
  const stop = (signal: string): void => {
    if (stoppingSince !== undefined) {
      if (signal === PARENT_EXITED) return; // npm went away because of the stop already under way
      // Ctrl-C in a terminal or a stop of the process group reaches this process directly AND forwarded by npm
      // (and tsx under `npm run dev`) within milliseconds: that is one request to stop, not a second one.
      if (Date.now() - stoppingSince < REPEATED_SIGNAL_WINDOW_MS) return;
      log.warn('second signal: exiting without waiting', { signal });
      process.exit(1);
    }
    stoppingSince = Date.now();
    clearInterval(keepAlive);
    indexer?.stop();
    void shutdown(gateway, services, listener, log, signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  stopWithNpm(stop);
}

/**
 * Under `npm start` this process is the child of npm's shell, and a SIGTERM sent to npm (by a supervisor, or `kill`
 * of npm's pid) ends npm and that shell without reaching node: the gateway would keep serving as an orphan. When
 * npm started it and its parent goes away, it stops as on SIGTERM. (Run directly, `node dist/main.js`, it is
 * nobody's child to lose: a supervisor's signals reach it.)
 */
function stopWithNpm(stop: (signal: string) => void): void {
  if (process.env.npm_lifecycle_event === undefined) return;
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop(PARENT_EXITED);
  }, PARENT_CHECK_MS);
  watch.unref();
}

function buildServices(config: GatewayConfig, log: Logger): Services {
  const db = createDatabases(config, log);
  return {
    config,
    log,
    db,
    sessions: new SessionStore(db.primary, config.sessionCacheTtlMs),
    credentialUse: new CredentialUseRecorder(db.primary, log),
    exchangeRelay: new ExchangeRelay(db.primary, { batchSize: config.exchangeLogBatch, flushMs: config.exchangeLogFlushMs, queueLimit: config.exchangeLogQueue }, log),
    policies: new CatalogCache(config.policyCacheSize),
    rpcRoutes: new CatalogCache(config.policyCacheSize),
    hub: new NotificationHub({ total: config.sseMaxStreams, perPrincipal: config.sseMaxStreamsPerPrincipal, anonymous: config.sseMaxAnonymousStreams }),
    allowlist: new Allowlist(config),
    clientRequests: new ClientRequests(db.primary, log),
    tasks: new TaskRunner(config, db.primary, db.listenTarget, log),
    cancellation: new RequestCancellation(db.primary, log),
    events: new EventStore({ eventsPerStream: config.sseReplayEvents, streams: config.sseReplayStreams, retentionMs: config.sseReplayMs }),
    oauth: config.oauth ? new OAuthAuthenticator(config.oauth, db.primary) : undefined,
    devFailures: config.devProjectDir ? new DevFailures(db.primary, config.devProjectDir) : undefined,
    queryVectors: new QueryVectors(config.embeddings, db.primary, log),
    statementNaming: new StatementNaming(config.preparedStatements, log),
    sleep: (ms) => sleep(ms),
  };
}

function listen(gateway: GatewayServer, config: GatewayConfig): Promise<number> {
  return new Promise((resolve, reject) => {
    gateway.server.once('error', reject);
    gateway.server.listen(config.port, config.host, () => {
      gateway.server.off('error', reject);
      resolve((gateway.server.address() as AddressInfo).port);
    });
  });
}

async function shutdown(gateway: GatewayServer, services: Services, listener: RegistryListener, log: Logger, signal: string): Promise<void> {
  log.info('shutting down', { signal, in_flight: gateway.inFlight() });
  gateway.beginShutdown();
  gateway.server.close();
  gateway.server.closeIdleConnections();
  services.hub.closeAll();
  services.clientRequests.rejectAll('the gateway is shutting down');
  const deadline = Date.now() + services.config.shutdownTimeoutMs;
  while (gateway.inFlight() > 0 && Date.now() < deadline) await sleep(25);
  const abandoned = gateway.inFlight();
  gateway.server.closeAllConnections();
  await listener.stop();
  // Running tasks get what is left of the shutdown time; the rest are cancelled and run again by another replica.
  await services.tasks.stop(Math.max(0, deadline - Date.now()));
  services.db.replica.stop();
  // Read-only calls' exchange records still queued (db/exchange-relay.ts) are stored before the pools close.
  await services.exchangeRelay.stop();
  await services.db.end().catch((error: unknown) => log.warn('closing the pools failed', { error: describeError(error) }));
  log.info('stopped', { signal, abandoned_requests: abandoned });
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${redact(error instanceof Error ? error.message : String(error))}\n`);
  process.exitCode = 1;
});
