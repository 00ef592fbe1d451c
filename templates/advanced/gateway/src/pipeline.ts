// The request path, in order. Every step has the same shape: it answers (ending the pipeline) or passes.
// The first three apply to every endpoint; the rest depend on which endpoint matched.
import type { GatewayRequest, Reply, Step } from './types.js';
import { matchRoute } from './steps/match-route.js';
import { checkHost } from './steps/check-host.js';
import { checkOrigin } from './steps/check-origin.js';
import { readBody } from './steps/read-body.js';
import { checkAccept } from './steps/check-accept.js';
import { parseJsonRpc } from './steps/parse-json-rpc.js';
import { negotiateProtocol } from './steps/negotiate-protocol.js';
import { checkSession } from './steps/check-session.js';
import { checkBatch } from './steps/check-batch.js';
import { acknowledgeNotifications } from './steps/acknowledge-notifications.js';
import { cancelRequests } from './steps/cancel-requests.js';
import { authenticate } from './steps/authenticate.js';
import { receiveClientResponses } from './steps/receive-client-responses.js';
import { resolvePolicy } from './steps/resolve-mcp-policy.js';
import { dispatchMcp } from './steps/dispatch-mcp.js';
import { openNotificationStream } from './steps/open-notification-stream.js';
import { endSession } from './steps/end-session.js';
import { invokeRest } from './steps/invoke-rest.js';
import { invokeRpc } from './steps/invoke-rpc.js';
import { serveOpenApi } from './steps/serve-openapi.js';
import { reportHealth, reportReadiness } from './steps/report-health.js';
import { serveConsole } from './steps/serve-console.js';
import { serveResourceMetadata } from './steps/serve-resource-metadata.js';

export const commonSteps: readonly Step[] = [
  matchRoute, //   404, or 405 with Allow
  checkHost, //    403 (DNS rebinding)
  checkOrigin, //  403 (DNS rebinding)
];

export const mcpPostSteps: readonly Step[] = [
  readBody, //                 413 over the limit, 415 wrong content type
  checkAccept, //              406
  parseJsonRpc, //             -32700, -32600
  negotiateProtocol, //        400 MCP-Protocol-Version; 2026-07-28: -32020, -32022, -32602
  authenticate, //             reads the Bearer credential (401 for another scheme); SQL verifies it wherever it goes
  checkSession, //             404 unknown session or another principal's, 400 missing (SESSION_REQUIRED), 401
  checkBatch, //               400/-32600 outside 2025-03-26
  cancelRequests, //           notifications/cancelled: the named request of this session stops (any replica)
  acknowledgeNotifications, // 202 when nothing needs an answer
  receiveClientResponses, //   answers to server→client requests: to the waiting request (any replica); 202
  resolvePolicy, //            isolation floor and read-only, cached per catalog version
  dispatchMcp, //              BEGIN … api.mcp_handle_request … COMMIT; retries; 503/409 + Retry-After; 401 (PA401)
];

export const mcpGetSteps: readonly Step[] = [checkAccept, negotiateProtocol, authenticate, checkSession, openNotificationStream];
export const mcpDeleteSteps: readonly Step[] = [negotiateProtocol, authenticate, endSession];
export const restSteps: readonly Step[] = [readBody, authenticate, invokeRest];
export const rpcSteps: readonly Step[] = [readBody, authenticate, invokeRpc];

export function stepsFor(req: GatewayRequest): readonly Step[] {
  const kind = req.route?.kind;
  switch (kind) {
    case 'mcp':
      return req.method === 'GET' ? mcpGetSteps : req.method === 'DELETE' ? mcpDeleteSteps : mcpPostSteps;
    case 'rest':
      return restSteps;
    case 'rpc':
      return rpcSteps;
    case 'openapi':
      return [serveOpenApi];
    case 'health':
      return [reportHealth];
    case 'ready':
      return [reportReadiness];
    case 'console':
      return [serveConsole];
    case 'resource-metadata':
      return [serveResourceMetadata];
    case undefined:
      return [];
    default: {
      const unreachable: never = kind;
      throw new Error(`no steps for route ${String(unreachable)}`);
    }
  }
}

/** Runs the common steps, then the endpoint's. A pipeline that ends without a reply is a bug. */
export async function runPipeline(req: GatewayRequest): Promise<Reply> {
  for (const step of commonSteps) {
    const reply = await step(req);
    if (reply) return reply;
  }
  for (const step of stepsFor(req)) {
    const reply = await step(req);
    if (reply) return reply;
  }
  throw new Error(`the ${req.route?.kind ?? 'unknown'} pipeline ended without a reply`);
}
