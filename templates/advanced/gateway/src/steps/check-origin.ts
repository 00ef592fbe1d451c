// DNS rebinding protection, part 2: a browser's Origin, when present, must be allowed (MCP_ALLOWED_ORIGINS).
// Requests without Origin (non-browser clients) pass.
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';
import { isProbe } from './check-host.js';

export async function checkOrigin(req: GatewayRequest): Promise<Reply | undefined> {
  const origin = req.headers.origin;
  if (origin === undefined || isProbe(req)) return undefined;
  if (req.services.allowlist.isOriginAllowed(origin)) return undefined;
  return transportError(req, 403, 'Forbidden: Origin not allowed');
}
