// Hands one MCP message to SQL and answers it, in order: a batch goes its own way (steps/dispatch-mcp-batch.ts);
// a single message is prepared (policy, cancellation, context, owner), then answered as JSON when the client takes
// no event stream, else as a stream -- after checking an OAuth token's scope first when the stream is resumable,
// because a resumable stream (and its 200) starts before SQL finds the handler.
import { checkScopeFirst } from '../mcp/check-scope-first.js';
import { soleMessage } from '../mcp/exchange.js';
import { prepareCall } from '../mcp/prepare-call.js';
import { answerAsJson, answerAsStream } from '../mcp/run-call.js';
import { ASSERTION_PREFIX } from '../oauth/assertion.js';
import type { GatewayRequest, Reply } from '../types.js';
import { dispatchBatch } from './dispatch-mcp-batch.js';

export async function dispatchMcp(req: GatewayRequest): Promise<Reply | undefined> {
  const exchange = req.mcp;
  if (!exchange) return undefined;
  if (exchange.isBatch) return dispatchBatch(req, exchange);
  const message = soleMessage(exchange);
  if (!message) return undefined;
  const call = await prepareCall(req, exchange, message);
  if (!exchange.acceptsEventStream) return answerAsJson(req, call);
  if (call.isResumable && req.credential?.startsWith(ASSERTION_PREFIX)) {
    const refused = await checkScopeFirst(req, message);
    if (refused) {
      call.tracked.done();
      return refused;
    }
  }
  return answerAsStream(req, call);
}
