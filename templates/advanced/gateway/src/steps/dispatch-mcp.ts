// Hands one MCP message to SQL and answers it, in order: a batch goes its own way (steps/dispatch-mcp-batch.ts);
// a single message is prepared (policy, cancellation, context, owner), then answered as JSON when the client takes
// no event stream, else as a stream that opens only when the handler raises something or runs long (mcp/run-call.ts).
import { soleMessage } from '../mcp/exchange.js';
import { prepareCall } from '../mcp/prepare-call.js';
import { answerAsJson, answerAsStream } from '../mcp/run-call.js';
import type { GatewayRequest, Reply } from '../types.js';
import { dispatchBatch } from './dispatch-mcp-batch.js';

export async function dispatchMcp(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  if (exchange.isBatch) return dispatchBatch(req, exchange);
  const message = soleMessage(exchange);
  if (!message) return undefined;
  const call = await prepareCall(req, exchange, message);
  return exchange.acceptsEventStream ? answerAsStream(req, call) : answerAsJson(req, call);
}
