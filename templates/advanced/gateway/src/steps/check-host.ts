// DNS rebinding protection, part 1: the Host header must name this server (MCP_ALLOWED_HOSTS).
// /health and /ready are exempt: probes reach them by whatever address the orchestrator uses.
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function checkHost(req: GatewayRequest): Promise<Reply | undefined> {
  if (isProbe(req)) return undefined;
  if (req.services.allowlist.isHostAllowed(req.headers.host)) return undefined;
  return transportError(req, 403, 'Forbidden: Host not allowed');
}

export function isProbe(req: GatewayRequest): boolean {
  return req.route?.kind === 'health' || req.route?.kind === 'ready';
}
