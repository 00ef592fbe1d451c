// Parses the POST /mcp body: -32700 when it is not JSON, -32600 when it is not a JSON-RPC object (or a batch
// of them) or holds values PostgreSQL cannot store. Batch entries that are not objects are kept aside and
// answered individually, as JSON-RPC 2.0 asks.
import { ErrorCode, isJsonObject } from '../json-rpc.js';
import { findUnstorableJson } from '../mcp/json-limits.js';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';

/** JSON text is UTF-8 (RFC 8259): bytes that are not are a parse error, never silently replaced. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export async function parseJsonRpc(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  let parsed: unknown;
  let text: string;
  try {
    text = UTF8.decode(req.body ?? Buffer.alloc(0));
    parsed = JSON.parse(text);
  } catch {
    return transportError(req, 400, 'Parse error', { code: ErrorCode.ParseError });
  }
  const problem = findUnstorableJson(parsed, req.services.config.jsonMaxDepth);
  if (problem) return invalid(req, `Invalid Request: ${problem}`);

  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return invalid(req, 'Invalid Request: empty batch');
    exchange.isBatch = true;
    for (const entry of parsed) {
      if (isJsonObject(entry)) exchange.messages.push({ parsed: entry, sqlText: JSON.stringify(entry) });
      else exchange.rejected.push(entry);
    }
    req.log.mcpMethod = 'batch';
    return undefined;
  }
  if (!isJsonObject(parsed)) return invalid(req, 'Invalid Request: expected a JSON-RPC 2.0 object');
  exchange.messages.push({ parsed, sqlText: text });
  annotateLog(req, parsed);
  return undefined;
}

function invalid(req: GatewayRequest, message: string): Reply {
  return transportError(req, 400, message, { code: ErrorCode.InvalidRequest });
}

/** Method and target (tool or prompt name, resource URI) for the request's log line, length-capped. */
function annotateLog(req: GatewayRequest, message: Record<string, unknown>): void {
  if (typeof message.method === 'string') req.log.mcpMethod = message.method.slice(0, 100);
  const params = isJsonObject(message.params) ? message.params : undefined;
  const name = params?.name ?? params?.uri;
  if (typeof name === 'string') req.log.mcpName = name.slice(0, 200);
}
