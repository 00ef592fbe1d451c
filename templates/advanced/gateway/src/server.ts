// Adapts node:http to the pipeline: builds a GatewayRequest, runs the steps, writes the Reply, and logs one
// line per request. An exception that escapes a step is a bug: the client gets -32603 (or a 500 problem)
// with its request id, and the details go to the log only.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ErrorCode, idOf, jsonRpcError } from './json-rpc.js';
import { describeError } from './log.js';
import { problem } from './http/failures.js';
import { protocolHeaders, soleMessage } from './mcp/exchange.js';
import { runPipeline } from './pipeline.js';
import { writeReply } from './respond.js';
import { DEV_FAILURE_HEADER } from './db/dev-failures.js';
import type { Services } from './services.js';
import type { GatewayRequest, Reply } from './types.js';
import { Stop } from './http/stop-signal.js';

export interface GatewayServer {
  server: Server;
  /** Requests being processed or streaming right now. */
  inFlight(): number;
  /** From now on every response asks the client to close its connection. */
  beginShutdown(): void;
}

export function createGatewayServer(services: Services): GatewayServer {
  let active = 0;
  let isShuttingDown = false;
  const server = createServer((incoming, res) => {
    active++;
    void handle(services, incoming, res, () => isShuttingDown).finally(() => {
      active--;
    });
  });
  server.keepAliveTimeout = 5000;
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  return {
    server,
    inFlight: () => active,
    beginShutdown: () => {
      isShuttingDown = true;
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

async function handle(services: Services, incoming: IncomingMessage, res: ServerResponse, isShuttingDown: () => boolean): Promise<void> {
  const target = incoming.url ?? '/';
  const clientRequestId = incoming.headers['x-request-id'];
  // The client went away: its connection closed before this response was fully written. (A response the gateway
  // ended itself -- e.g. a POST stream closed early for resumption -- is finished first and aborts nothing.)
  const clientGone = new Stop();
  res.once('close', () => {
    if (!res.writableFinished) clientGone.abort('client-gone');
  });
  const req: GatewayRequest = {
    id: typeof clientRequestId === 'string' && REQUEST_ID.test(clientRequestId) ? clientRequestId : randomUUID(),
    method: (incoming.method ?? 'GET').toUpperCase(),
    path: target.split('?')[0] ?? '/',
    target,
    headers: incoming.headers,
    rawHeaders: incoming.rawHeaders,
    bodyStream: incoming,
    services,
    signal: clientGone,
    startedAtMs: performance.now(),
    log: {},
  };
  let reply: Reply;
  try {
    reply = await runPipeline(req);
  } catch (error) {
    reply = unexpected(req, error);
  }
  // A body the pipeline did not read (a 413, an early 4xx) must not be parsed as the next request.
  const shouldClose = isShuttingDown() || !incoming.complete;
  const status = reply.status;
  // Under pgmi dev only: why a handler failed, for the developer's console (db/dev-failures.ts).
  const devFailure = services.devFailures ? await services.devFailures.take(req.id) : undefined;
  if (devFailure && reply.kind !== 'sse') reply = { ...reply, headers: { ...reply.headers, [DEV_FAILURE_HEADER]: devFailure } };
  try {
    await writeReply(res, reply, { requestId: req.id, shouldClose, isHead: req.method === 'HEAD' });
  } catch (error) {
    req.log.error = { failure: 'write', ...describeError(error) };
    res.destroy();
  }
  logRequest(services, req, status);
}

function unexpected(req: GatewayRequest, error: unknown): Reply {
  req.log.error = { failure: 'unexpected', ...describeError(error) };
  const kind = req.route?.kind;
  if (kind === 'mcp' || kind === 'rpc') {
    const message = req.mcp ? soleMessage(req.mcp) : undefined;
    return {
      kind: 'json',
      status: 500,
      headers: protocolHeaders(req.mcp),
      body: jsonRpcError(message ? idOf(message.parsed) : null, ErrorCode.InternalError, 'Internal error'),
    };
  }
  return problem(500, 'Internal Server Error', 'An internal error occurred');
}

function logRequest(services: Services, req: GatewayRequest, status: number): void {
  const fields = {
    request_id: req.id,
    method: req.method,
    path: req.path.slice(0, 200),
    route: req.route?.kind,
    status,
    duration_ms: Math.round((performance.now() - req.startedAtMs) * 10) / 10,
    mcp_method: req.log.mcpMethod,
    mcp_name: req.log.mcpName,
    principal: req.log.principal,
    retries: req.log.retries,
    error: req.log.error,
  };
  // Client mistakes (4xx) are routine; a 5xx or an escaped exception needs an operator's attention.
  if (status >= 500 || req.log.error?.failure === 'unexpected') services.log.error('request', fields);
  else services.log.info('request', fields);
}
