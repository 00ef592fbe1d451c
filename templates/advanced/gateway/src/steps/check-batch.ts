// JSON-RPC batches exist only in 2025-03-26 (and never contain initialize); other revisions get 400/-32600.
import { ErrorCode } from '../json-rpc.js';
import { transportError } from '../http/transport-error.js';
import { BATCH_VERSION } from '../mcp/protocol.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function checkBatch(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange?.isBatch) return undefined;
  const invalid = (message: string): Reply => transportError(req, 400, `Invalid Request: ${message}`, { code: ErrorCode.InvalidRequest });
  if (exchange.protocolVersion !== BATCH_VERSION) return invalid(`batches are only allowed in protocol version ${BATCH_VERSION}`);
  if (exchange.messages.some((m) => m.parsed.method === 'initialize')) return invalid('initialize must not be part of a batch');
  const size = exchange.messages.length + exchange.rejected.length;
  if (size > req.services.config.batchLimit) return invalid(`a batch holds at most ${req.services.config.batchLimit} messages`);
  return undefined;
}
