// Authorization: Bearer <API key>, checked in SQL (membership.validate_api_key) in its own short
// read-write statement before the dispatch transaction (validation may stamp last_used_at, which a read-only
// dispatch could not). No header: the caller is anonymous, and SQL hides or refuses what needs a user.
// Any bad key (malformed, unknown, wrong secret, revoked, expired, inactive) gets one identical 401, no
// sooner than AUTH_FAILURE_DELAY_MS after checking began, so neither body nor timing tells the reasons
// apart; the reason goes to the log line only.
import { ErrorCode, jsonRpcError } from '../json-rpc.js';
import { problem, jsonRpcFailure, problemFailure } from '../http/failures.js';
import { protocolHeaders } from '../mcp/exchange.js';
import { sqlstateOf } from '../db/errors.js';
import type { GatewayRequest, Reply } from '../types.js';
import { dbFailure } from './check-session.js';

const BEARER = /^Bearer +([\x21-\x7e]{1,512})$/i;

interface KeyCheck {
  is_valid: boolean | null;
  key_id: string | null;
  reason: string | null;
}

export async function authenticate(req: GatewayRequest): Promise<Reply | undefined> {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const startedAtMs = Date.now();
  const rawKey = BEARER.exec(header.trim())?.[1];
  if (rawKey === undefined) return reject(req, startedAtMs, 'not a Bearer token');
  let check: KeyCheck | undefined;
  try {
    const result = await req.services.db.primary.query<KeyCheck>(
      'SELECT is_valid, key_id, reason FROM membership.validate_api_key($1)',
      [rawKey],
    );
    check = result.rows[0];
  } catch (error) {
    const facts = { failure: dbFailure(error), retries: 0, sqlstate: sqlstateOf(error), error };
    return isJsonRpcRoute(req) ? jsonRpcFailure(req, null, facts, protocolHeaders(req.mcp)) : problemFailure(req, facts);
  }
  if (check?.is_valid !== true || typeof check.key_id !== 'string' || check.key_id === '') {
    return reject(req, startedAtMs, check?.reason ?? 'no result');
  }
  req.identity = { userId: `apikey|${check.key_id}`, keyId: check.key_id };
  req.log.principal = req.identity.userId;
  return undefined;
}

async function reject(req: GatewayRequest, startedAtMs: number, reason: string): Promise<Reply> {
  req.log.error = { auth: 'invalid api key', reason: reason.slice(0, 200) };
  const remainingMs = req.services.config.authFailureDelayMs - (Date.now() - startedAtMs);
  if (remainingMs > 0) await req.services.sleep(remainingMs);
  const challenge = `Bearer realm="${req.services.config.authRealm}", error="invalid_token", error_description="The API key is not valid"`;
  if (isJsonRpcRoute(req)) {
    return {
      kind: 'json',
      status: 401,
      headers: { ...protocolHeaders(req.mcp), 'www-authenticate': challenge },
      body: jsonRpcError(null, ErrorCode.TransportError, 'Unauthorized: the API key is not valid'),
    };
  }
  return problem(401, 'Unauthorized', 'The API key is not valid', { headers: { 'www-authenticate': challenge } });
}

function isJsonRpcRoute(req: GatewayRequest): boolean {
  return req.route?.kind === 'mcp' || req.route?.kind === 'rpc';
}
