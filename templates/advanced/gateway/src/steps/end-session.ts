// DELETE /mcp with Mcp-Session-Id ends that session everywhere (it lives in SQL): 200, or 404 when it is
// unknown, already ended, or opened by another principal (SQL checks the caller's credential: 401 when it does
// not verify); 400 without the header.
import { ErrorCode } from '../json-rpc.js';
import { transportError } from '../http/transport-error.js';
import { protocolHeaders } from '../mcp/exchange.js';
import type { GatewayRequest, Reply } from '../types.js';
import { failedCall } from '../http/failed-call.js';
import { headerValue } from '../http/header-value.js';

export async function endSession(req: GatewayRequest): Promise<Reply | undefined> {
  const sessionId = headerValue(req, 'mcp-session-id');
  if (sessionId === undefined) return transportError(req, 400, 'Bad Request: Mcp-Session-Id header is required');
  let isClosed: boolean;
  try {
    isClosed = /^[\x21-\x7e]{1,256}$/.test(sessionId) && (await req.services.sessions.close(sessionId, req.credential));
  } catch (error) {
    return failedCall(req, error);
  }
  if (!isClosed) return transportError(req, 404, 'Session not found', { code: ErrorCode.SessionNotFound });
  return { kind: 'empty', status: 200, headers: protocolHeaders(req.mcp) };
}
