// Reads the request body, counting bytes as they stream in (chunked bodies included): 413 past
// BODY_LIMIT_BYTES, before or while reading. POST /mcp must also be application/json (415).
import { isJsonContentType } from '../http/accept.js';
import { transportError } from '../http/transport-error.js';
import type { GatewayRequest, Reply } from '../types.js';

export async function readBody(req: GatewayRequest): Promise<Reply | undefined> {
  if (req.route?.kind === 'mcp' && !isJsonContentType(req.headers['content-type'])) {
    return transportError(req, 415, 'Unsupported Media Type: Content-Type must be application/json');
  }
  const limit = req.services.config.bodyLimitBytes;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return tooLarge(req, limit);
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of req.bodyStream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      received += buffer.length;
      if (received > limit) return tooLarge(req, limit);
      chunks.push(buffer);
    }
  } catch {
    // The client aborted mid-body; the reply will not reach anyone, but the pipeline must still end.
    return transportError(req, 400, 'Bad Request: the request body was not received completely');
  }
  req.body = Buffer.concat(chunks, received);
  return undefined;
}

function tooLarge(req: GatewayRequest, limit: number): Reply {
  return transportError(req, 413, `Content Too Large: the body limit is ${limit} bytes`);
}
