// The answers to a missing, refused or insufficient credential (steps/authenticate.ts explains the flow):
// 401 with WWW-Authenticate, the same body for every reason, no sooner than AUTH_FAILURE_DELAY_MS after the
// credential was read; 403 insufficient_scope naming the scope needed. With OAuth configured every challenge
// also names the Protected Resource Metadata (RFC 9728 §5.1), where a client starts its authorization flow.
import { ErrorCode, jsonRpcError, type JsonRpcId } from '../json-rpc.js';
import { problem } from './failures.js';
import { protocolHeaders } from '../mcp/exchange.js';
import { resourceMetadataUrl } from '../oauth/config.js';
import { SCOPE_TOKEN } from '../oauth/scopes.js';
import type { GatewayRequest, Reply } from '../types.js';

/** The one 401, for every reason a credential is refused. */
export async function rejectCredential(req: GatewayRequest, reason = 'refused by the database'): Promise<Reply> {
  req.log.error = { auth: 'invalid credential', reason };
  if (req.oauthSubject !== undefined) req.services.oauth?.forgetSubject(req.oauthSubject);
  const readAtMs = req.credentialReadAtMs ?? Date.now();
  const remainingMs = req.services.config.authFailureDelayMs - (Date.now() - readAtMs);
  if (remainingMs > 0) await req.services.sleep(remainingMs);
  const challenge = bearerChallenge(req, 'error="invalid_token", error_description="The credential is not valid"');
  return refusal(req, 401, challenge, 'The credential is not valid');
}

/** 401 for a request that presented nothing where a credential is needed (RFC 6750 §3: no error code). */
export function requestCredential(req: GatewayRequest): Reply {
  req.log.error = { auth: 'credential required' };
  return refusal(req, 401, bearerChallenge(req), 'A credential is required');
}

/** SQLSTATE of membership.require_handler_scopes; its DETAIL names the missing scope. */
export const INSUFFICIENT_SCOPE = 'PA403';

export function missingScope(error: unknown): string {
  const detail = (error as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' && SCOPE_TOKEN.test(detail) ? detail : 'unknown';
}

/**
 * 403: the credential is good but lacks a scope (RFC 6750 §3.1). `id`: the JSON-RPC request's, so that the error
 * still reaches its request when it has to travel inside an event stream that had already started (resumable
 * 2025-11-25 sessions open theirs before the handler is found).
 */
export function insufficientScope(req: GatewayRequest, scope: string, id: JsonRpcId = null): Reply {
  req.log.error = { auth: 'insufficient scope', scope };
  const challenge = bearerChallenge(req, `error="insufficient_scope", scope="${scope.replace(/["\\]/g, '')}", error_description="The credential lacks a scope this call needs"`);
  return refusal(req, 403, challenge, `The credential lacks the scope ${scope}`, id, { code: 'pgmi.insufficient_scope', scope });
}

function bearerChallenge(req: GatewayRequest, params?: string): string {
  const parts = [`realm="${req.services.config.authRealm}"`];
  if (params !== undefined) parts.push(params);
  const oauth = req.services.config.oauth;
  if (oauth !== undefined) parts.push(`resource_metadata="${resourceMetadataUrl(oauth.resource)}"`);
  return `Bearer ${parts.join(', ')}`;
}

/** A 401 or 403 with its challenge: a JSON-RPC error on MCP and RPC routes, a problem document elsewhere. */
function refusal(req: GatewayRequest, status: 401 | 403, challenge: string, message: string, id: JsonRpcId = null, data?: unknown): Reply {
  const title = status === 401 ? 'Unauthorized' : 'Forbidden';
  if (req.route?.kind === 'mcp' || req.route?.kind === 'rpc') {
    return {
      kind: 'json',
      status,
      headers: { ...protocolHeaders(req.mcp), 'www-authenticate': challenge },
      body: jsonRpcError(id, ErrorCode.TransportError, `${title}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, data),
    };
  }
  return problem(status, title, message, { headers: { 'www-authenticate': challenge } });
}
